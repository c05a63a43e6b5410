import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS script of the repository
const { buildPackages, checkBuild, writeStamp } = require('./build-stamps.cjs');

interface BuildPackage {
  name: string;
  folder: string;
  output: string;
}

/** A small repository on disk: one remote, the shell, the api and shared, with real files. */
function makeRepository(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'interim-stamps-'));
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
  write('remotes.config.json', JSON.stringify({ remotes: [{ folder: 'mf-auth' }] }));
  write('pnpm-lock.yaml', 'lockfileVersion: 9.0\n');
  write('shared/src/contract/index.ts', 'export const a = 1;\n');
  write('mf-auth/src/routes.tsx', 'export const routes = [];\n');
  write('shell/src/index.ts', "import('./bootstrap');\n");
  write('api/src/server.ts', 'export {};\n');
  return root;
}

describe('build stamps: pnpm start builds only what is missing or out of date', () => {
  let root: string;
  beforeEach(() => {
    root = makeRepository();
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const byFolder = (folder: string) => (buildPackages(root) as BuildPackage[]).find((pkg) => pkg.folder === folder)!;
  /** What a successful build does: its output, then the stamp with the hash taken before. */
  const build = (pkg: BuildPackage) => {
    const { hash } = checkBuild(pkg, root);
    mkdirSync(path.dirname(path.join(root, pkg.folder, pkg.output)), { recursive: true });
    writeFileSync(path.join(root, pkg.folder, pkg.output), 'built');
    writeStamp(pkg, hash, root);
  };

  it('lists the shell, every remote of remotes.config.json and the api', () => {
    expect((buildPackages(root) as BuildPackage[]).map((pkg) => pkg.folder)).toEqual(['shell', 'mf-auth', 'api']);
  });

  it('is stale when not built or without a stamp, current after a build, stale again when a source changes', () => {
    const remote = byFolder('mf-auth');
    expect(checkBuild(remote, root)).toMatchObject({ stale: true, reason: 'not built' });
    mkdirSync(path.join(root, 'mf-auth/dist'), { recursive: true });
    writeFileSync(path.join(root, 'mf-auth/dist/mf-manifest.json'), '{}');
    expect(checkBuild(remote, root)).toMatchObject({ stale: true, reason: 'no build stamp' });

    build(remote);
    expect(checkBuild(remote, root)).toMatchObject({ stale: false });
    // Another package's build does not make this one stale, nor does a test or a readme.
    build(byFolder('api'));
    writeFileSync(path.join(root, 'mf-auth/src/routes.test.tsx'), 'test');
    writeFileSync(path.join(root, 'mf-auth/README.md'), 'docs');
    writeFileSync(path.join(root, 'api/src/server.ts'), 'export const changed = 1;\n');
    expect(checkBuild(remote, root)).toMatchObject({ stale: false });

    writeFileSync(path.join(root, 'mf-auth/src/routes.tsx'), 'export const routes = [1];\n');
    expect(checkBuild(remote, root)).toMatchObject({ stale: true, reason: 'sources changed' });
  });

  it('a change in shared, in the lockfile or a deleted output makes every package stale', () => {
    for (const folder of ['shell', 'mf-auth', 'api']) build(byFolder(folder));
    writeFileSync(path.join(root, 'shared/src/contract/index.ts'), 'export const a = 2;\n');
    for (const folder of ['shell', 'mf-auth', 'api']) expect(checkBuild(byFolder(folder), root)).toMatchObject({ stale: true });

    for (const folder of ['shell', 'mf-auth', 'api']) build(byFolder(folder));
    writeFileSync(path.join(root, 'pnpm-lock.yaml'), 'lockfileVersion: 9.0\n# changed\n');
    expect(checkBuild(byFolder('shell'), root)).toMatchObject({ stale: true, reason: 'sources changed' });

    build(byFolder('api'));
    rmSync(path.join(root, 'api/dist'), { recursive: true });
    expect(checkBuild(byFolder('api'), root)).toMatchObject({ stale: true, reason: 'not built' });
  });

  it('touching a file without changing it does not rebuild (content hash, not mtime)', () => {
    const api = byFolder('api');
    build(api);
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(root, 'api/src/server.ts'), later, later);
    expect(checkBuild(api, root)).toMatchObject({ stale: false });
  });
});
