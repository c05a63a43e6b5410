import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { routes, toPath, type RouteName } from '../shared/src/config/routes';
import { hydrationPolicy, ROUTES_HYDRATED_ON_LOAD } from '../shell/src/remotes/hydration-policy';
import remotesConfig from '../remotes.config.json';

// Every route with an effect on arrival hydrates at once (issue 41, ADR 0004
// addendum of 2026-12-07): a page that reads a token or code from its URL
// does its work without the visitor touching anything. This reads each
// remote's route table (`lazyRoute('<route name>', () => import('<page>'))`)
// and the page's own modules, and fails for such a route that is not `load`.

const root = resolve(__dirname, '..');
const anonymous = { isLoggedIn: false };

/** A page module's source and the relative modules it imports, transitively, within its remote. */
function sourcesOf(file: string, seen = new Set<string>()): string[] {
  const found = ['.tsx', '.ts', '/index.ts', '/index.tsx'].map((ext) => file + ext).find((candidate) => existsSync(candidate));
  if (!found || seen.has(found)) return [];
  seen.add(found);
  const text = readFileSync(found, 'utf8');
  const imports = [...text.matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((match) => resolve(dirname(found), match[1]!));
  return [text, ...imports.flatMap((imported) => sourcesOf(imported, seen))];
}

/** Reads a token or a code from the URL: a `:token` parameter, or `?token=` / `?code=`. */
const READS_URL_TOKEN = [/\{[^}]*\btoken\b[^}]*\}\s*=\s*useParams\(/, /useParams\(\)\.token/, /\.get\('(token|code)'\)/];

function pagesByRoute(): Array<{ name: RouteName; remote: string; sources: string[] }> {
  return remotesConfig.remotes.flatMap((remote) => {
    const table = resolve(root, remote.folder, 'src/routes.tsx');
    const text = readFileSync(table, 'utf8');
    return [...text.matchAll(/lazyRoute\('(\w+)',\s*\(\)\s*=>\s*import\('(\.[^']+)'\)/g)].map((match) => ({
      name: match[1] as RouteName,
      remote: remote.folder,
      sources: sourcesOf(resolve(dirname(table), match[2]!)),
    }));
  });
}

describe('hydration policy per route (issue 41)', () => {
  const pages = pagesByRoute();

  it('declares only routes of the table', () => {
    for (const name of ROUTES_HYDRATED_ON_LOAD) expect(routes[name]).toBeDefined();
  });

  it("reads every remote's route table", () => {
    expect(pages.length).toBeGreaterThan(30);
    for (const page of pages) expect(routes[page.name]).toBeDefined();
    expect(pages.find((page) => page.name === 'loginToken')?.sources.join('\n')).toMatch(READS_URL_TOKEN[0]!);
  });

  it('finds the pages that read a token from their URL (the login link, the unsubscribe link)', () => {
    const reading = pages.filter((page) => page.sources.some((source) => READS_URL_TOKEN.some((pattern) => pattern.test(source)))).map((page) => page.name);
    expect(reading).toEqual(expect.arrayContaining(['loginToken', 'savedSearchUnsubscribe']));
  });

  it.each(pagesByRoute().map((page) => [page.name, page] as const))('%s: hydrates at load if it reads a token from its URL', (_name, page) => {
    const readsToken = page.sources.some((source) => READS_URL_TOKEN.some((pattern) => pattern.test(source)));
    const path = toPath(routes[page.name].path, { token: 'abc', id: 1, step: 'stap-1' });
    if (readsToken || routes[page.name].path.includes(':token')) expect(hydrationPolicy(path, anonymous)).toBe('load');
  });

  it('hydrates every page at load for a logged-in visitor, and every private route at load', () => {
    for (const definition of Object.values(routes)) {
      const path = toPath(definition.path, { token: 'abc', id: 1, step: 'stap-1' });
      expect(hydrationPolicy(path, { isLoggedIn: true })).toBe('load');
      if (definition.access !== 'public' && definition.access !== 'semi-public') expect(hydrationPolicy(path, anonymous)).toBe('load');
    }
  });

  it('lets open pages read by anonymous visitors hydrate when idle, and an unknown route too', () => {
    expect(hydrationPolicy('/opdrachten', anonymous)).toBe('idle');
    expect(hydrationPolicy('/opdrachten/12', anonymous)).toBe('idle');
    expect(hydrationPolicy('/', anonymous)).toBe('idle');
    expect(hydrationPolicy('/bestaat-niet', anonymous)).toBe('idle');
  });
});
