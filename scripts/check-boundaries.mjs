// Dependency rules at package level (docs/conventions.md "Dependency direction"):
// which workspace package may depend on which. Import-level rules are in
// eslint.config.js. Exits non-zero with a message naming the offending line.
import { readFileSync } from 'node:fs';

const { remotes } = JSON.parse(readFileSync(new URL('../remotes.config.json', import.meta.url), 'utf8'));

const allowed = {
  shell: ['@interim/shared'],
  // Every remote of the one list of remotes.
  ...Object.fromEntries(remotes.map((remote) => [remote.folder, ['@interim/shared']])),
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
