/**
 * @jest-environment node
 */
// The prerender runs in Node at build time (scripts/prerender.mjs): no DOM here.
import { findRoute, routes } from '@interim/shared/config';
import { COOKIE_NAMES } from '@interim/shared/contract';
import { matchPath } from '@interim/shared/routing';
import { PERSONAL_COOKIES, extractStyles, isPrerendered, remotePreloads, renderRoute, routesInMatchOrder, samplePath } from './render-route';

describe('prerender', () => {
  it('renders the home page a first-time visitor sees, with its styles', () => {
    const html = renderRoute('/');
    expect(html).toContain('Vind je volgende opdracht als zzp&#x27;er');
    // Logged out: the visitor's links, not the account menu.
    expect(html).toContain('href="/login"');
    expect(html).toContain('href="/aanmelden"');
    expect(html).not.toContain('href="/mijn-opgeslagen-opdrachten"');
    // The work-in-progress banner and the search form.
    expect(html).toContain('Dit platform is nog in ontwikkeling');
    expect(html).toContain('id="home-search"');
    // Emotion writes the styles next to the elements; the build moves them to <head>.
    expect(html).toMatch(/<style data-emotion="css-global [^"]+">/);
    expect(html).toMatch(/<style data-emotion="css [^"]+">\.css-/);
    // ... and extractStyles (the build's step) writes them as the server render does.
    const { head } = extractStyles(html!);
    expect(head).toMatch(/^<style data-server-css="global">[^<]+<\/style><style data-server-css="[a-z0-9]+( [a-z0-9]+)*">\.css-/);
  });

  it("renders a remote's route as the chrome around the loading state", () => {
    const html = renderRoute('/opdrachten/x');
    expect(html).toContain('<header');
    expect(html).toContain('role="status"');
    expect(html).toContain('Bezig met laden');
  });

  it('renders nothing for a lazily loaded page: the browser would not either', () => {
    expect(renderRoute(routes.clients.path)).toBeNull();
  });

  it('prerenders open routes in the full chrome only', () => {
    expect(isPrerendered(routes.home)).toBe(true);
    expect(isPrerendered(routes.vacancyDetail)).toBe(true);
    expect(isPrerendered(routes.login)).toBe(true);
    expect(isPrerendered(routes.dashboard)).toBe(false);
    expect(isPrerendered(routes.vacancyApply)).toBe(false);
    expect(isPrerendered(routes.corporateLanding)).toBe(false);
    expect(isPrerendered(routes.backofficeVacancies)).toBe(false);
  });

  it('lists every route in an order where the first match is the route findRoute picks', () => {
    const ordered = routesInMatchOrder();
    expect(ordered).toHaveLength(Object.keys(routes).length);
    for (const route of ordered) {
      const path = samplePath(route);
      expect(ordered.find((candidate) => matchPath(candidate.path, path))).toBe(findRoute(path));
    }
    expect(samplePath(routes.vacancyDetail)).toBe('/opdrachten/x');
  });

  it('names the cookies that make a prerendered page wrong', () => {
    expect(PERSONAL_COOKIES).toEqual([COOKIE_NAMES.activeUser, 'WIPBannerHidden']);
  });

  it("preloads the remote table, manifest and entry of a remote's page, nothing for the shell's own", () => {
    const folders = { mf_auth: 'auth', mf_profile: 'profile', mf_vacancies: 'vacancies', mf_corporate: 'corporate' };
    expect(remotePreloads('/login', folders)).toEqual([
      { href: '/remotes.json', as: 'fetch' },
      { href: '/remotes/auth/mf-manifest.json', as: 'fetch' },
      { href: '/remotes/auth/remoteEntry.js', as: 'script' },
    ]);
    expect(remotePreloads('/opdrachten/x', folders).map((link) => link.href)).toContain('/remotes/vacancies/remoteEntry.js');
    expect(remotePreloads('/', folders)).toEqual([]);
    expect(remotePreloads('/404', folders)).toEqual([]);
  });
});
