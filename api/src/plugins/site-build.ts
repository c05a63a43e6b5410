import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readRemotes } from './static-site.js';

/** What the served site is built of, as far as the files on disk say. */
export interface SiteBuild {
  /** Files the site needs that are not there (paths relative to the static root); empty: complete. */
  missing: string[];
  /** The shell's build: the first 12 hex digits of the SHA-256 of its index.html (which names its hashed entry chunks); undefined when missing. */
  shell: string | undefined;
  /** Each remote's build, by remote path (`vacancies`): the same digest of its mf-manifest.json. */
  remotes: Record<string, string>;
}

const digest = (text: Buffer) => createHash('sha256').update(text).digest('hex').slice(0, 12);

async function readIfThere(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch {
    return undefined;
  }
}

/**
 * The one place that says whether the site build the server serves is
 * present (readiness, `GET /api/ready`) and which build it is (the release
 * of server-side error reports): the shell's `shell/dist/index.html` and
 * each remote's `<folder>/dist/mf-manifest.json` under the static root.
 * Read from disk on every call, like everything the static server serves,
 * so a deploy is seen at once. When remotes come from a release store, this
 * is the function to teach where the live releases are.
 */
export async function inspectSiteBuild(staticRoot: string): Promise<SiteBuild> {
  const shellFile = path.join('shell', 'dist', 'index.html');
  const remoteFiles = readRemotes().map((remote) => ({ path: remote.path, file: path.join(remote.folder, 'dist', 'mf-manifest.json') }));
  const [shell, ...remotes] = await Promise.all([shellFile, ...remoteFiles.map((remote) => remote.file)].map((file) => readIfThere(path.join(staticRoot, file))));
  const missing: string[] = [];
  if (!shell) missing.push(shellFile);
  const versions: Record<string, string> = {};
  remoteFiles.forEach((remote, index) => {
    const text = remotes[index];
    if (text) versions[remote.path] = digest(text);
    else missing.push(remote.file);
  });
  return { missing, shell: shell ? digest(shell) : undefined, remotes: versions };
}
