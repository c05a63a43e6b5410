import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * `shell/dist/pages.json`, written by the shell's prerender
 * (shell/scripts/prerender.mjs): which HTML file answers which route.
 */
export interface SitePages {
  /** The page with an empty #root: unknown routes, and requests carrying a personal cookie. */
  fallback: string;
  /** Cookies that change the first render (logged in, banner closed): prerendered HTML would be wrong. */
  personalCookies: string[];
  /** Route patterns (`/opdrachten/:id`) in the client's match order: the first match wins. */
  pages: { pattern: string; file: string }[];
}

const segments = (value: string): string[] => value.split('/').filter(Boolean);

/**
 * Whether a route pattern matches a pathname, as the shell's `findRoute` does
 * (no trailing slash, `:param` = one segment). A copy of that rule: the API
 * may import only the contract of `@interim/shared`, and pages.json already
 * lists the patterns in `findRoute`'s order, so this is all that is left of it.
 */
export function patternMatches(pattern: string, pathname: string): boolean {
  const wanted = segments(pattern);
  const actual = segments(pathname);
  return wanted.length === actual.length && wanted.every((part, i) => part.startsWith(':') || part === actual[i]);
}

/** Names of the cookies in a Cookie request header. */
export function cookieNames(header: string | undefined): Set<string> {
  const names = new Set<string>();
  for (const part of (header ?? '').split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) names.add(name);
  }
  return names;
}

/** Whether the request carries a cookie that changes the first render (under its `__Host-` name too). */
export function hasPersonalCookie(pages: SitePages, cookieHeader: string | undefined): boolean {
  const cookies = cookieNames(cookieHeader);
  return pages.personalCookies.some((name) => cookies.has(name) || cookies.has(`__Host-${name}`));
}

/**
 * The HTML file (relative to shell/dist) that answers `pathname` for a
 * request with these cookies. A personal cookie counts under its `__Host-`
 * name too: on an https site the API sets the active-user cookie as
 * `__Host-interim_active_user` (auth-cookies.ts), while the shell lists the
 * plain name.
 */
export function pageFileFor(pages: SitePages, pathname: string, cookieHeader: string | undefined): string {
  if (hasPersonalCookie(pages, cookieHeader)) return pages.fallback;
  return pages.pages.find((page) => patternMatches(page.pattern, pathname))?.file ?? pages.fallback;
}

const isPageFile = (file: unknown): file is string =>
  typeof file === 'string' && file.endsWith('.html') && !path.isAbsolute(file) && !file.split(/[\\/]/).includes('..');

/**
 * Reads pages.json from the shell's folder, or null when there is none (a
 * shell built without the prerender: index.html answers every route). Read
 * on every request, like the HTML itself, so a redeployed shell takes effect
 * at once. A malformed file is an error: serving the wrong page silently is worse.
 */
export async function readSitePages(shellDist: string): Promise<SitePages | null> {
  let text: string;
  try {
    text = await readFile(path.join(shellDist, 'pages.json'), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const parsed = JSON.parse(text) as Partial<SitePages>;
  const valid =
    isPageFile(parsed.fallback) &&
    Array.isArray(parsed.personalCookies) &&
    parsed.personalCookies.every((name) => typeof name === 'string') &&
    Array.isArray(parsed.pages) &&
    parsed.pages.every((page) => typeof page?.pattern === 'string' && isPageFile(page.file));
  if (!valid) throw new Error(`${path.join(shellDist, 'pages.json')} is not a valid page list`);
  return parsed as SitePages;
}
