import { cp, mkdir, mkdtemp, rename, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createSiteFileReader, createSiteFileVersion } from './site-files.js';

describe('createSiteFileReader', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'site-files-'));
    await mkdir(path.join(root, 'shell'), { recursive: true });
    await mkdir(path.join(root, 'auth'), { recursive: true });
    await writeFile(path.join(root, 'shell', 'remotes.json'), '{"mf_auth":"/remotes/auth/mf-manifest.json"}');
    await writeFile(path.join(root, 'auth', 'mf-manifest.json'), '{"v":1}');
    await writeFile(path.join(root, 'secret.txt'), 'no');
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const reader = () =>
    createSiteFileReader([
      { prefix: '/', root: path.join(root, 'shell') },
      { prefix: '/remotes/auth/', root: path.join(root, 'auth') },
    ]);

  it('reads a file by its URL path from the folder with the longest matching prefix', async () => {
    const read = reader();
    await expect(read('/remotes.json')).resolves.toBe('{"mf_auth":"/remotes/auth/mf-manifest.json"}');
    await expect(read('/remotes/auth/mf-manifest.json')).resolves.toBe('{"v":1}');
  });

  it('sees a redeployed file on the next read', async () => {
    const read = reader();
    await expect(read('/remotes/auth/mf-manifest.json')).resolves.toBe('{"v":1}');
    const file = path.join(root, 'auth', 'mf-manifest.json');
    await writeFile(file, '{"v":2}');
    // Same size and, on a coarse clock, maybe the same time: a later time makes the change visible.
    const later = new Date(Date.now() + 5000);
    await utimes(file, later, later);
    await expect(read('/remotes/auth/mf-manifest.json')).resolves.toBe('{"v":2}');
    await writeFile(file, '{"version":3}');
    await expect(read('/remotes/auth/mf-manifest.json')).resolves.toBe('{"version":3}');
  });

  it('answers undefined for missing files, folders, paths outside every folder and climbing out', async () => {
    const read = reader();
    await expect(read('/remotes/auth/nope.json')).resolves.toBeUndefined();
    await expect(read('/remotes/auth/')).resolves.toBeUndefined();
    await expect(read('/../secret.txt')).resolves.toBeUndefined();
    await expect(read('/remotes/auth/%2e%2e/secret.txt')).resolves.toBeUndefined();
    await expect(read('/%E0%A4%A')).resolves.toBeUndefined();
    await expect(createSiteFileReader([{ prefix: '/remotes/auth/', root: path.join(root, 'auth') }])('/remotes.json')).resolves.toBeUndefined();
  });
});

describe('createSiteFileVersion', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'site-versions-'));
    await mkdir(path.join(root, 'auth'), { recursive: true });
    await writeFile(path.join(root, 'auth', 'mf-manifest.json'), '{"v":1}');
    await writeFile(path.join(root, 'secret.txt'), 'no');
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const versionOf = (urlPath: string) => createSiteFileVersion([{ prefix: '/remotes/auth/', root: path.join(root, 'auth') }])(urlPath);

  it('changes when the file is rewritten, even with the same size, and when its folder is swapped for a copy with the same times', async () => {
    const file = path.join(root, 'auth', 'mf-manifest.json');
    const first = await versionOf('/remotes/auth/mf-manifest.json');
    expect(first).not.toBe('-');
    expect(await versionOf('/remotes/auth/mf-manifest.json')).toBe(first);
    await writeFile(file, '{"v":2}');
    const later = new Date(Date.now() + 5000);
    await utimes(file, later, later);
    const second = await versionOf('/remotes/auth/mf-manifest.json');
    expect(second).not.toBe(first);
    // A redeploy by folder swap: a copy that keeps the files' times.
    await cp(path.join(root, 'auth'), path.join(root, 'auth-new'), { recursive: true, preserveTimestamps: true });
    await rename(path.join(root, 'auth'), path.join(root, 'auth-old'));
    await rename(path.join(root, 'auth-new'), path.join(root, 'auth'));
    expect(await versionOf('/remotes/auth/mf-manifest.json')).not.toBe(second);
  });

  it("is '-' for a missing file or a path that is not the site's", async () => {
    await expect(versionOf('/remotes/auth/nope.json')).resolves.toBe('-');
    await expect(versionOf('/remotes/auth/%2e%2e/secret.txt')).resolves.toBe('-');
    await expect(versionOf('/secret.txt')).resolves.toBe('-');
  });
});
