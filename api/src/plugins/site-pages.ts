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

/**
 * The HTML file (relative to shell/dist) that answers `pathname`: its
 * prerendered page, or the fallback for a personal request (requestPrivacy)
 * and for a route without one.
 */
export function pageFileFor(pages: SitePages, pathname: string, personal: boolean): string {
  if (personal) return pages.fallback;
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

/**
 * The query parameters a server-rendered page reads (issue 29 item 2): the
 * opdrachten search (mf-vacancies `PARAM`: q, sector, functie, opleiding,
 * uren, tarief, werkvorm, zzp, postcode, afstand, sortering, pagina), the
 * lists' state (status, soort, open), and the links of mails and the login
 * flow (token, e-mailbevestiging, email, stap, returnTo). A new parameter a
 * page reads on the server must be added here, or its pages render as if it
 * were absent (the browser still reads it after hydration).
 */
export const RENDERED_QUERY_PARAMETERS: ReadonlySet<string> = new Set([
  'q',
  'sector',
  'functie',
  'opleiding',
  'uren',
  'tarief',
  'werkvorm',
  'zzp',
  'postcode',
  'afstand',
  'sortering',
  'pagina',
  'status',
  'soort',
  'open',
  'token',
  'e-mailbevestiging',
  'email',
  'stap',
  'returnTo',
]);

/**
 * The URL a page is rendered (and kept in the render cache) for: the path
 * with only the parameters of {@link RENDERED_QUERY_PARAMETERS}, sorted by
 * name. `?utm_source=x`, `?x=<random>` or another order of the same
 * parameters is the same page, so a new query string of unknown parameters
 * is a cache hit, not a full render.
 */
export function renderedUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const kept = [...new URLSearchParams(url.slice(queryStart + 1))].filter(([name]) => RENDERED_QUERY_PARAMETERS.has(name));
  // A stable sort: several values of one parameter keep their order.
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const path = url.slice(0, queryStart);
  return kept.length === 0 ? path : `${path}?${new URLSearchParams(kept).toString()}`;
}
