import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** A folder the site serves under a URL prefix (`/` for shell/dist, `/remotes/auth/` for mf-auth/dist). */
export interface SiteFolder {
  prefix: string;
  root: string;
}

/**
 * The file a URL path names in the folder with the longest matching prefix,
 * or undefined: outside every folder, climbing out of its folder, or not
 * decodable.
 */
function siteFileResolver(folders: SiteFolder[]): (urlPath: string) => string | undefined {
  // Longest prefix first: /remotes/auth/ before /.
  const ordered = [...folders].sort((a, b) => b.prefix.length - a.prefix.length);
  return (urlPath) => {
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
    return file;
  };
}

async function fileStats(file: string): Promise<Stats | undefined> {
  try {
    const info = await stat(file);
    return info.isFile() ? info : undefined;
  } catch {
    return undefined;
  }
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
  const resolve = siteFileResolver(folders);
  const cache = new Map<string, { mtimeMs: number; size: number; text: string }>();
  return async (urlPath) => {
    const file = resolve(urlPath);
    if (!file) return undefined;
    try {
      const info = await fileStats(file);
      if (!info) return undefined;
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

/**
 * The version of a file the site serves, by URL path: its inode, modification
 * time and size (`-` when it is missing or not the site's). Only a stat, no
 * read: cheap enough for every request. A rewritten file or a swapped
 * folder gives a new version (a swapped folder's files are new inodes even
 * when copied with their times).
 */
export function createSiteFileVersion(folders: SiteFolder[]): (urlPath: string) => Promise<string> {
  const resolve = siteFileResolver(folders);
  return async (urlPath) => {
    const file = resolve(urlPath);
    const info = file ? await fileStats(file) : undefined;
    return info ? `${info.ino}:${info.mtimeMs}:${info.size}` : '-';
  };
}
