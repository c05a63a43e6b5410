import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The one list of remotes, and what must agree with it. */
interface Remote {
  name: string;
  folder: string;
  path: string;
  devPort: number;
  exposes: Record<string, string>;
  mounts: string[];
}

const root = path.resolve(__dirname, '..');
const { remotes } = JSON.parse(readFileSync(path.join(root, 'remotes.config.json'), 'utf8')) as { remotes: Remote[] };
const unique = (values: unknown[]) => new Set(values).size === values.length;

describe('remotes.config.json', () => {
  it('lists exactly the mf-* folders of the workspace', () => {
    const folders = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name.startsWith('mf-'))
      .map((entry) => entry.name)
      .sort();
    expect(remotes.map((remote) => remote.folder).sort()).toEqual(folders);
  });

  it.each(remotes.map((remote) => [remote.folder, remote] as const))('%s: package, build and names agree', (folder, remote) => {
    const pkg = JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')) as { name: string };
    expect(pkg.name).toBe(`@interim/${folder}`);
    expect(remote.name).toBe(folder.replace(/-/g, '_'));
    expect(remote.path).toMatch(/^[a-z][a-z0-9-]*$/);
    // The shell loads ./routes of every remote.
    expect(Object.keys(remote.exposes)).toContain('./routes');
    // Its build takes name, exposes and port from the list.
    expect(readFileSync(path.join(root, folder, 'webpack.config.cjs'), 'utf8')).toContain('createRemoteConfig(__dirname)');
  });

  it('gives every remote its own name, URL segment, dev port and URL prefixes', () => {
    expect(unique(remotes.map((remote) => remote.name))).toBe(true);
    expect(unique(remotes.map((remote) => remote.path))).toBe(true);
    const ports = remotes.map((remote) => remote.devPort);
    expect(unique([...ports, 3000, 3001])).toBe(true);
    const mounts = remotes.flatMap((remote) => remote.mounts);
    expect(unique(mounts)).toBe(true);
    for (const mount of mounts) expect(mount).toMatch(/^\/[a-z0-9-/]+[a-z0-9]$/);
  });

  it('is what the federation build, jest and lint read', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { REMOTES, REQUIRED_EXPOSES } = require('../shared/build/module-federation.cjs') as {
      REMOTES: Record<string, Remote>;
      REQUIRED_EXPOSES: Record<string, string[]>;
    };
    expect(Object.keys(REMOTES).sort()).toEqual(remotes.map((remote) => remote.name).sort());
    expect(REQUIRED_EXPOSES.mf_corporate).toEqual(['./routes', './mount']);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const jestConfig = require('../jest.config.js') as { projects: { displayName: string }[] };
    const projects = jestConfig.projects.map((project) => project.displayName);
    for (const remote of remotes) expect(projects).toContain(remote.folder);
  });
});
