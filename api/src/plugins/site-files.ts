import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** A folder the site serves under a URL prefix (`/` for shell/dist, `/remotes/auth/` for mf-auth/dist). */
export interface SiteFolder {
  prefix: string;
  root: string;
}

/**
 * Reads the site's own small files (remotes.json, the remotes' manifests) by
 * URL path for the server render, from the folders the site serves them
 * from. Each read checks the file's modification time and size, so a
 * redeployed folder is seen on the very next read, and reads the text again
 * only when they changed. A path outside every folder, a path that climbs
 * out of its folder, or a missing file answers undefined (the caller then
 * asks over HTTP, which answers as the site does).
 */
export function createSiteFileReader(folders: SiteFolder[]): (urlPath: string) => Promise<string | undefined> {
  // Longest prefix first: /remotes/auth/ before /.
  const ordered = [...folders].sort((a, b) => b.prefix.length - a.prefix.length);
  const cache = new Map<string, { mtimeMs: number; size: number; text: string }>();
  return async (urlPath) => {
    const folder = ordered.find(({ prefix }) => urlPath.startsWith(prefix));
    if (!folder) return undefined;
    let relative: string;
    try {
      relative = decodeURIComponent(urlPath.slice(folder.prefix.length));
    } catch {
      return undefined;
    }
    const file = path.resolve(folder.root, relative);
    if (!file.startsWith(path.resolve(folder.root) + path.sep)) return undefined;
    try {
      const info = await stat(file);
      if (!info.isFile()) return undefined;
      const cached = cache.get(file);
      if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.text;
      const text = await readFile(file, 'utf8');
      cache.set(file, { mtimeMs: info.mtimeMs, size: info.size, text });
      return text;
    } catch {
      return undefined;
    }
  };
}
