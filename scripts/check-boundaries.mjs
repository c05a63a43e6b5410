// Dependency rules at package level (CONVENTIONS.md "Dependency direction"):
// which workspace package may depend on which. Import-level rules are in
// eslint.config.js. Exits non-zero with a message naming the offending line.
import { readFileSync } from 'node:fs';

const allowed = {
  shell: ['@interim/shared'],
  'mf-auth': ['@interim/shared'],
  'mf-profile': ['@interim/shared'],
  'mf-vacancies': ['@interim/shared'],
  'mf-corporate': ['@interim/shared'],
  shared: [],
  api: ['@interim/shared'],
  e2e: ['@interim/shared'],
};

const problems = [];
for (const [folder, permitted] of Object.entries(allowed)) {
  const pkg = JSON.parse(readFileSync(new URL(`../${folder}/package.json`, import.meta.url), 'utf8'));
  const deps = { ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies };
  for (const name of Object.keys(deps)) {
    if (name.startsWith('@interim/') && !permitted.includes(name)) {
      problems.push(`${folder}/package.json depends on ${name}; ${folder} may depend on ${permitted.join(', ') || 'no workspace package'}.`);
    }
    if (folder !== 'shared' && folder !== 'api' && name === '@chakra-ui/react') {
      problems.push(`${folder}/package.json depends on @chakra-ui/react; use @interim/shared/ui.`);
    }
  }
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('Package boundaries respected.');
