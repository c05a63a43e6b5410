import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The API's modules import each other without cycles: a cycle makes the
 * order of evaluation decide whether a value is there yet, and ties two
 * modules so neither can change alone. Type-only imports do not count (they
 * are erased).
 */
const root = path.resolve(__dirname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [file] : [];
  });
}

/** Relative runtime imports of a file, resolved to files (`./x.js` -> `x.ts`). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(/^(?:import|export)\s+(type\s+)?[^'";]*?from\s+'(\.{1,2}\/[^']+)'/gm)) {
    if (match[1]) continue;
    found.push(path.resolve(path.dirname(file), match[2]!.replace(/\.js$/, '.ts')));
  }
  for (const match of text.matchAll(/import\(\s*'(\.{1,2}\/[^']+)'\s*\)/g)) found.push(path.resolve(path.dirname(file), match[1]!.replace(/\.js$/, '.ts')));
  return found;
}

function findCycles(files: string[]): string[][] {
  const graph = new Map(files.map((file) => [file, importsOf(file).filter((target) => files.includes(target))]));
  const cycles: string[][] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'visiting');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'visiting') cycles.push([...stack.slice(stack.indexOf(next)), next].map((f) => path.relative(root, f)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return cycles;
}

/**
 * Cycles between modules (`modules/<name>/` under `base`): one module's files
 * importing another's, both ways round. The path is read from `base` on, so a
 * checkout whose own path has a `modules` folder (a worktree named so) is no
 * module.
 */
function findModuleCycles(files: string[], base = root): string[][] {
  const moduleOf = (file: string) => /^modules[\\/]([^\\/]+)[\\/]/.exec(path.relative(base, file))?.[1];
  const edges = new Map<string, Set<string>>();
  for (const file of files) {
    const from = moduleOf(file);
    if (!from) continue;
    for (const target of importsOf(file)) {
      const to = moduleOf(target);
      if (to && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  const cycles: string[][] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (name: string) => {
    state.set(name, 'visiting');
    stack.push(name);
    for (const next of edges.get(name) ?? []) {
      if (state.get(next) === 'visiting') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(name, 'done');
  };
  for (const name of edges.keys()) if (!state.has(name)) visit(name);
  return cycles;
}

describe('api/src imports', () => {
  it('have no cycles between files', () => {
    expect(findCycles(sourceFiles(root))).toEqual([]);
  });

  it('have no cycles between modules (auth and employees once imported each other)', () => {
    expect(findModuleCycles(sourceFiles(root))).toEqual([]);
  });

  it('the check finds a cycle when there is one, and ignores type-only imports', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
    writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b.js';\nexport const a = b;\n");
    writeFileSync(path.join(dir, 'b.ts'), "import { c } from './c.js';\nexport const b = c;\n");
    writeFileSync(path.join(dir, 'c.ts'), "import type { A } from './a.js';\nexport const c = 1 as unknown as A;\n");
    const files = ['a.ts', 'b.ts', 'c.ts'].map((name) => path.join(dir, name));
    expect(findCycles(files)).toEqual([]);
    writeFileSync(path.join(dir, 'c.ts'), "import { a } from './a.js';\nexport const c = a;\n");
    expect(findCycles(files)).toHaveLength(1);
    rmSync(dir, { recursive: true, force: true });
  });

  it('the module check finds a cycle between two modules, also in a checkout under a folder named modules', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
    const base = path.join(dir, 'modules', 'api', 'src');
    mkdirSync(path.join(base, 'modules', 'a'), { recursive: true });
    mkdirSync(path.join(base, 'modules', 'b'), { recursive: true });
    const a = path.join(base, 'modules', 'a', 'a.ts');
    const b = path.join(base, 'modules', 'b', 'b.ts');
    writeFileSync(a, "import { b } from '../b/b.js';\nexport const a = b;\n");
    writeFileSync(b, 'export const b = 1;\n');
    expect(findModuleCycles([a, b], base)).toEqual([]);
    writeFileSync(b, "import { a } from '../a/a.js';\nexport const b = a;\n");
    expect(findModuleCycles([a, b], base)).toEqual([['a', 'b', 'a']]);
    rmSync(dir, { recursive: true, force: true });
  });
});
