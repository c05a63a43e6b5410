// Lists every export of every subpath of @interim/shared (types included),
// read with the TypeScript compiler from shared/package.json `exports`.
// `node scripts/shared-exports.cjs` prints the list shared/README.md carries;
// scripts/shared-readme.test.ts fails when the README misses one.
const path = require('node:path');
const ts = require('typescript');

const sharedDir = path.resolve(__dirname, '../shared');
const pkg = require('../shared/package.json');

/** `[subpath, names]` for every TypeScript entry of the package (wildcard subpaths excluded: their files are listed under their index). */
function sharedExports() {
  const entries = Object.entries(pkg.exports).filter(([subpath, file]) => /\.tsx?$/.test(file) && !subpath.includes('*'));
  const files = entries.map(([, file]) => path.resolve(sharedDir, file));
  const program = ts.createProgram(files, {
    jsx: ts.JsxEmit.ReactJSX,
    resolveJsonModule: true,
    esModuleInterop: true,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
    target: ts.ScriptTarget.ES2022,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  return entries.map(([subpath], index) => {
    const symbol = checker.getSymbolAtLocation(program.getSourceFile(files[index]));
    const names = checker
      .getExportsOfModule(symbol)
      .map((exported) => exported.getName())
      .sort((a, b) => a.localeCompare(b));
    return [`@interim/shared${subpath.slice(1)}`, names];
  });
}

module.exports = { sharedExports };

if (require.main === module) {
  for (const [subpath, names] of sharedExports()) console.log(`- \`${subpath}\`: ${names.map((name) => `\`${name}\``).join(', ')}`);
}
