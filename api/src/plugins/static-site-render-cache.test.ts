import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { RELEASE_COOKIE_NAMES } from '@interim/shared/contract';
import { loginAs } from '../testing/login.js';
import { publishTestRelease } from '../testing/releases.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { testVacancyInput } from '../testing/vacancy-input.js';

// The site server keeps anonymous server renders for a few seconds
// (render-cache.ts, SERVER_RENDER_CACHE_SECONDS). A stand-in server build
// numbers its renders, so a kept page is told from a new render.

const SPA_HTML = '<!doctype html><html><head><title>Interimly</title></head><body><div id="root"></div></body></html>';

const renderModule = `
let renders = 0;
module.exports = Promise.resolve({
  renderPage: async (request) => {
    renders += 1;
    const number = renders;
    // Slow enough that a burst of 20 requests sent at once reaches the server before it ends, on a loaded machine too.
    if (request.url.startsWith('/traag')) await new Promise((resolve) => setTimeout(resolve, 2000));
    if (request.url.startsWith('/dashboard')) return { status: 302, location: '/login' };
    return {
      status: request.url.startsWith('/onbekend') ? 404 : 200,
      html: request.template.replace('<div id="root"></div>', '<div id="root">render ' + number + ' ' + request.url + '</div>'),
      // q=half: a query parameter pages read (unknown ones do not reach the render, site-pages.ts).
      complete: !request.url.includes('half'),
    };
  },
});
`;

async function put(root: string, relative: string, content: string): Promise<string> {
  const file = path.join(root, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
  return file;
}

/** Rewrites a file with a modification time surely different from the last one. */
let tick = 0;
async function redeploy(root: string, relative: string, content: string): Promise<void> {
  const file = await put(root, relative, content);
  tick += 1;
  const later = new Date(Date.now() + tick * 5000);
  await utimes(file, later, later);
}

async function startSite(root: string, renderCacheSeconds: number): Promise<{ testApp: TestApp; base: string }> {
  const testApp = await createTestApp({ name: 'pglite' }, { config: { serveStatic: true, staticRoot: root, publicUrl: 'http://www.interimly.nl', serverRenderCacheSeconds: renderCacheSeconds } });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const address = testApp.app.server.address();
  return { testApp, base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

async function get(url: string, init: RequestInit = {}) {
  const response = await fetch(url, { redirect: 'manual', ...init });
  const text = await response.text();
  return { response, text, state: response.headers.get('x-render-cache'), render: /render (\d+)/.exec(text)?.[1] };
}

describe('the render cache in the site server', () => {
  let root: string;
  let site: { testApp: TestApp; base: string };

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'interim-render-cache-'));
    await put(root, 'shell/dist/index.html', SPA_HTML);
    await put(root, 'shell/dist/spa.html', SPA_HTML);
    await put(root, 'shell/dist/pages.json', JSON.stringify({ fallback: 'spa.html', personalCookies: ['interim_active_user', 'WIPBannerHidden'], pages: [] }));
    await put(root, 'shell/dist/remotes.json', JSON.stringify({ mf_vacancies: '/remotes/vacancies/mf-manifest.json' }));
    await put(root, 'mf-vacancies/dist/mf-manifest.json', '{"version":1}');
    await put(root, 'shell/dist/server/main.js', renderModule);
    site = await startSite(root, 10);
  });

  afterAll(async () => {
    await site?.testApp.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves the kept page to the next anonymous visitor, with the headers of a rendered one', async () => {
    const first = await get(`${site.base}/opdrachten/1?q=a`);
    expect(first.state).toBe('miss');
    const second = await get(`${site.base}/opdrachten/1?q=a`);
    expect(second.state).toBe('hit');
    expect(second.text).toBe(first.text);
    for (const header of ['content-type', 'cache-control', 'vary', 'content-encoding']) {
      expect([header, second.response.headers.get(header)]).toEqual([header, first.response.headers.get(header)]);
    }
    expect(second.response.status).toBe(200);
    expect(second.response.headers.get('cache-control')).toBe('no-cache');
    // Another query is another page.
    expect((await get(`${site.base}/opdrachten/1?q=b`)).state).toBe('miss');
    // HEAD answers from the same page.
    const head = await fetch(`${site.base}/opdrachten/1?q=a`, { method: 'HEAD' });
    expect(head.headers.get('x-render-cache')).toBe('hit');
    // A 404 page is kept too, with its status.
    expect((await get(`${site.base}/onbekend`)).response.status).toBe(404);
    const notFound = await get(`${site.base}/onbekend`);
    expect([notFound.response.status, notFound.state]).toEqual([404, 'hit']);
  });

  it('never answers a visitor with a site cookie from the cache, nor keeps that page; unknown cookies do not count', async () => {
    const kept = await get(`${site.base}/opdrachten/2`);
    for (const cookie of ['interim_active_user=1', 'WIPBannerHidden=true', '__Host-interim_access=x']) {
      const personal = await get(`${site.base}/opdrachten/2`, { headers: { cookie } });
      expect([cookie, personal.state]).toEqual([cookie, 'bypass']);
      expect(personal.render).not.toBe(kept.render);
      expect(personal.response.headers.get('cache-control')).toBe(cookie.startsWith('__Host-interim_access') ? 'no-cache' : 'private, no-store');
    }
    const other = await get(`${site.base}/opdrachten/2`, { headers: { cookie: '_ga=GA1.1.1' } });
    expect([other.state, other.render]).toEqual(['hit', kept.render]);
    // The personal renders above did not replace the kept page.
    expect((await get(`${site.base}/opdrachten/2`)).render).toBe(kept.render);
  });

  it('counts page requests in the metrics: render-cache states, renders by outcome, the (page) route', async () => {
    expect((await get(`${site.base}/opdrachten/4?metrics`)).state).toBe('miss');
    expect((await get(`${site.base}/opdrachten/4?metrics`)).state).toBe('hit');
    await get(`${site.base}/dashboard?metrics`);
    const text = (await site.testApp.app.inject({ method: 'GET', url: '/api/metrics' })).body;
    const count = (pattern: string) => Number(new RegExp(`^${pattern} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
    expect(count('render_cache_requests_total\\{state="hit"\\}')).toBeGreaterThanOrEqual(1);
    expect(count('render_cache_requests_total\\{state="miss"\\}')).toBeGreaterThanOrEqual(2);
    expect(count('server_render_duration_seconds_count\\{outcome="rendered"\\}')).toBeGreaterThanOrEqual(1);
    expect(count('server_render_duration_seconds_count\\{outcome="redirect"\\}')).toBeGreaterThanOrEqual(1);
    expect(count('http_request_duration_seconds_count\\{method="GET",route="\\(page\\)",status_code="200"\\}')).toBeGreaterThanOrEqual(2);
  });

  it('renders an incomplete page again (a remote or its data fell back to the browser), and never keeps a redirect', async () => {
    const first = await get(`${site.base}/opdrachten/3?q=half`);
    const second = await get(`${site.base}/opdrachten/3?q=half`);
    expect([first.state, second.state]).toEqual(['miss', 'miss']);
    expect(second.render).not.toBe(first.render);
    const redirect = await get(`${site.base}/dashboard`);
    expect(redirect.response.status).toBe(302);
    expect((await get(`${site.base}/dashboard`)).state).toBe('miss');
  });

  it('renders a page once for a burst of visitors', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(`${site.base}/traag/1`)));
    expect(new Set(answers.map((answer) => answer.render)).size).toBe(1);
    expect(answers.filter((answer) => answer.state === 'miss')).toHaveLength(1);
    expect(answers.filter((answer) => answer.state === 'shared')).toHaveLength(19);
  });

  it('renders anew on the very next request after a release switch, or a redeployed template or server build', async () => {
    const url = `${site.base}/opdrachten/4`;
    await get(url);
    expect((await get(url)).state).toBe('hit');
    // A new release of the remote (ADR 0009): a new key at once.
    await put(root, 'builds/v2/mf-manifest.json', '{"version":2}');
    await publishTestRelease(site.testApp.app, 'mf_vacancies', path.join(root, 'builds/v2'));
    expect((await get(url)).state).toBe('miss');
    expect((await get(url)).state).toBe('hit');
    // Rewriting the build folder no longer changes what is served: the release is immutable.
    await redeploy(root, 'mf-vacancies/dist/mf-manifest.json', '{"version":3}');
    expect((await get(url)).state).toBe('hit');
    await redeploy(root, 'shell/dist/spa.html', SPA_HTML.replace('Interimly', 'Interimly 2'));
    const template = await get(url);
    expect(template.state).toBe('miss');
    expect(template.text).toContain('Interimly 2');
    await redeploy(root, 'shell/dist/server/main.js', renderModule);
    expect((await get(url)).state).toBe('miss');
    expect((await get(url)).state).toBe('hit');
  });

  it("keeps a canary's pages apart from the live release's; the bucket cookie is no personal cookie", async () => {
    await put(root, 'builds/v4/mf-manifest.json', '{"version":4}');
    await publishTestRelease(site.testApp.app, 'mf_vacancies', path.join(root, 'builds/v4'), { canaryPercent: 50 });
    const url = `${site.base}/opdrachten/6`;
    const live = await get(url, { headers: { cookie: `${RELEASE_COOKIE_NAMES.bucket}=70` } });
    const canary = await get(url, { headers: { cookie: `${RELEASE_COOKIE_NAMES.bucket}=10` } });
    expect([live.state, canary.state]).toEqual(['miss', 'miss']);
    expect((await get(url, { headers: { cookie: `${RELEASE_COOKIE_NAMES.bucket}=99` } })).render).toBe(live.render);
    expect((await get(url, { headers: { cookie: `${RELEASE_COOKIE_NAMES.bucket}=0` } })).render).toBe(canary.render);
    // A new visitor gets a bucket with the page.
    const fresh = await get(url);
    expect(fresh.response.headers.get('set-cookie')).toMatch(new RegExp(`^${RELEASE_COOKIE_NAMES.bucket}=\\d{1,2};`));
    expect((await site.testApp.app.inject({ method: 'POST', url: '/api/_operator/releases/rollback', headers: { authorization: `Bearer ${site.testApp.app.releases.operatorToken}` }, payload: { remote: 'mf_vacancies' } })).statusCode).toBe(200);
  });

  it("drops the kept pages when staff change a vacancy on this instance", async () => {
    const url = `${site.base}/opdrachten/5`;
    const kept = await get(url);
    expect((await get(url)).state).toBe('hit');
    const staff = await loginAs(site.testApp.app, 'staf.rendercache@example.nl', { staff: true });
    const created = await site.testApp.app.inject({
      method: 'POST',
      url: '/api/vacancies',
      headers: { cookie: staff.cookieHeader },
      payload: await testVacancyInput(site.testApp.app.db, { title: 'Rendercache' }),
    });
    expect(created.statusCode).toBe(201);
    const after = await get(url);
    expect(after.state).toBe('miss');
    expect(after.render).not.toBe(kept.render);
    expect((await get(url)).state).toBe('hit');
    const changed = await site.testApp.app.inject({
      method: 'PATCH',
      url: `/api/vacancies/${(created.json() as { id: number }).id}`,
      headers: { cookie: staff.cookieHeader },
      payload: { title: 'Rendercache gewijzigd' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await get(url)).state).toBe('miss');
  });
});

describe('the site server with SERVER_RENDER_CACHE_SECONDS=0', () => {
  let root: string;
  let site: { testApp: TestApp; base: string };

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'interim-render-cache-off-'));
    await put(root, 'shell/dist/index.html', SPA_HTML);
    await put(root, 'shell/dist/spa.html', SPA_HTML);
    await put(root, 'shell/dist/server/main.js', renderModule);
    site = await startSite(root, 0);
  });

  afterAll(async () => {
    await site?.testApp.close();
    await rm(root, { recursive: true, force: true });
  });

  it('renders every request', async () => {
    const first = await get(`${site.base}/opdrachten/1`);
    const second = await get(`${site.base}/opdrachten/1`);
    expect([first.state, second.state]).toEqual(['off', 'off']);
    expect(second.render).not.toBe(first.render);
  });
});
