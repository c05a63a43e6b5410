import fs from 'node:fs';
import path from 'node:path';

// The build marks these files free of side effects in the shell's browser
// build (shared/build/webpack-app.cjs, PURE_SHARED_BARRELS): the shell's
// imports skip them, and whatever else they run would be dropped. So each
// must stay a file of imports and re-exports only.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PURE_SHARED_BARRELS } = require('../../build/webpack-app.cjs') as { PURE_SHARED_BARRELS: RegExp };

const SRC = path.join(__dirname, '..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return fs.statSync(file).isDirectory() ? sources(file) : name.endsWith('.ts') ? [file] : [];
  });
}

/** The file without comments, and each statement that is not an import or an export from another module. */
function otherStatements(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return code
    .split(';')
    .map((statement) => statement.trim())
    .filter((statement) => statement && !/^(export|import)(\s+type)?\s*(\*|\{)[\s\S]*\bfrom\s+'[^']+'$/.test(statement) && !/^export \* from '[^']+'$/.test(statement));
}

describe('the pure re-export files of the shared package', () => {
  const barrels = sources(SRC).filter((file) => PURE_SHARED_BARRELS.test(file));

  it('are the index files the shell imports most, and @interim/shared/ui among them', () => {
    expect(barrels.map((file) => path.relative(SRC, file)).sort()).toEqual(
      ['analytics/index.ts', 'api-client/index.ts', 'api/index.ts', 'config/index.ts', 'forms/index.ts', 'session/index.ts', 'ui-overlays/index.ts', 'ui/components.ts', 'ui/index.ts'].sort(),
    );
  });

  it.each(['analytics', 'api-client', 'api', 'config', 'forms', 'session', 'ui-overlays', 'ui'])('%s/index.ts has nothing but imports and re-exports', (folder) => {
    expect(otherStatements(fs.readFileSync(path.join(SRC, folder, 'index.ts'), 'utf8'))).toEqual([]);
  });

  it('ui/components.ts has nothing but re-exports', () => {
    expect(otherStatements(fs.readFileSync(path.join(SRC, 'ui/components.ts'), 'utf8'))).toEqual([]);
  });

  it('notices a statement that runs something', () => {
    expect(otherStatements("export { a } from './a';\nregister();\nexport * from './b';")).toEqual(['register()']);
  });
});
