import { createHash, randomBytes } from 'node:crypto';
import { chmod, cp, lstat, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { RELEASE_VERSION_PATTERN, releaseStorePath, REMOTE_NAME_PATTERN } from '@interim/shared/contract';

/**
 * The release store (ADR 0009): `<store>/<remote>/<version>/`, one folder per
 * release, written once and never changed. A folder appears whole (copied
 * under a temporary name, then renamed), so a file of a release is either
 * absent or complete; the site serves it at `/releases/<remote>/<version>/`.
 */

/** Source maps are never published (the site does not serve them either). */
const SKIPPED = /\.map$/i;

/** Every file of a build folder, relative, sorted; symbolic links and source maps left out. */
export async function listBuildFiles(dir: string): Promise<string[]> {
  const files: string[] = [];
  async function walk(relative: string): Promise<void> {
    const entries = await readdir(path.join(dir, relative), { withFileTypes: true });
    for (const entry of entries) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile() && !SKIPPED.test(entry.name)) files.push(child);
    }
  }
  await walk('');
  return files.sort();
}

/** SHA-256 (hex) over every file's relative name and contents: two builds that differ in any file differ here. */
export async function hashBuild(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listBuildFiles(dir)) {
    const content = await readFile(path.join(dir, file));
    hash.update(`${file}\u0000${content.length}\u0000`);
    hash.update(content);
  }
  return hash.digest('hex');
}

/** `20261127-1012-3f9a1c2b7d`: the UTC date and minute, then the first 10 hex digits of the content hash. */
export function releaseVersion(contentHash: string, at: Date): string {
  const iso = at.toISOString();
  return `${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 16).replace(':', '')}-${contentHash.slice(0, 10)}`;
}

/** The store folder of a release; throws on a name or version that could climb out of the store. */
export function releaseDir(storeDir: string, remote: string, version: string): string {
  if (!REMOTE_NAME_PATTERN.test(remote) || !RELEASE_VERSION_PATTERN.test(version)) throw new Error(`Ongeldige release ${remote}@${version}`);
  return path.join(storeDir, remote, version);
}

/** The URL path the site serves a stored release under (the contract's, which the publish endpoint checks a base URL against). */
export function storeBaseUrl(remote: string, version: string): string {
  return releaseStorePath(remote, version);
}

async function exists(file: string): Promise<boolean> {
  try {
    await lstat(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Copies a build into the store as `<remote>/<version>`, unless it is there
 * already (the same content: nothing is overwritten). The copy is made under
 * a temporary name in the same folder and renamed when complete; its files
 * are made read-only. Answers whether it copied.
 */
export async function storeRelease(storeDir: string, remote: string, version: string, buildDir: string): Promise<boolean> {
  const target = releaseDir(storeDir, remote, version);
  if (await exists(target)) return false;
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = path.join(path.dirname(target), `.incoming-${version}-${randomBytes(4).toString('hex')}`);
  try {
    const files = await listBuildFiles(buildDir);
    for (const file of files) {
      const to = path.join(temporary, file);
      await mkdir(path.dirname(to), { recursive: true });
      await cp(path.join(buildDir, file), to, { errorOnExist: true, force: false });
      await chmod(to, 0o444);
    }
    if (await exists(target)) return false;
    await rename(temporary, target);
    return true;
  } finally {
    await rm(temporary, { recursive: true, force: true });
  }
}

/** Deletes a stored release's folder (retention cleanup); files are read-only, so the folder is made writable first. */
export async function deleteStoredRelease(storeDir: string, remote: string, version: string): Promise<void> {
  const target = releaseDir(storeDir, remote, version);
  if (!(await exists(target))) return;
  async function unlock(dir: string): Promise<void> {
    await chmod(dir, 0o700);
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) await unlock(path.join(dir, entry.name));
    }
  }
  await unlock(target);
  await rm(target, { recursive: true, force: true });
}

/** The newest modification time of any file in a build folder (a build registered at start must be newer than every release). */
export async function newestFileTime(dir: string): Promise<Date> {
  let newest = 0;
  for (const file of await listBuildFiles(dir)) newest = Math.max(newest, (await stat(path.join(dir, file))).mtimeMs);
  return new Date(newest);
}
