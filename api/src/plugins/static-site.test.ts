import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { cacheControlFor, isSpaPath } from './static-site.js';
import { pageFileFor, readSitePages, type SitePages } from './site-pages.js';

const INDEX_HTML = '<!doctype html><html><head><title>Interimly</title></head><body><div id="root"></div></body></html>';
const BIG_SCRIPT = `console.log(${JSON.stringify('x'.repeat(5000))});\n`;

async function put(root: string, relative: string, content: string): Promise<void> {
  const file = path.join(root, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

describe('static site', () => {
  let root: string;
  let testApp: TestApp;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'interim-static-'));
    await put(root, 'shell/dist/index.html', INDEX_HTML);
    await put(root, 'shell/dist/remotes.json', '{"mf_vacancies":"/remotes/vacancies/mf-manifest.json"}');
    await put(root, 'shell/dist/main.3f9a2c1b7d.js', BIG_SCRIPT);
    await put(root, 'shell/dist/favicon.ico', 'icon');
    await put(root, 'mf-vacancies/dist/mf-manifest.json', '{"name":"mf_vacancies"}');
    await put(root, 'mf-vacancies/dist/remoteEntry.js', 'var mf_vacancies;');
    await put(root, 'mf-vacancies/dist/embed.js', 'loader();');
    await put(root, 'mf-vacancies/dist/mf-stats.json', '{}');
    await put(root, 'mf-vacancies/dist/static/js/412.a1b2c3d4e5.js', 'chunk();');
    await put(root, 'shell/dist/main.3f9a2c1b7d.js.map', '{"version":3,"sourcesContent":["secret source"]}');
    await put(root, 'mf-vacancies/dist/static/js/412.a1b2c3d4e5.js.map', '{"version":3,"sourcesContent":["secret source"]}');
    await put(root, 'secret.txt', 'not for the web');
    testApp = await createTestApp({ name: 'pglite' }, { seed: false, config: { serveStatic: true, staticRoot: root, corsOrigins: ['https://www.example.nl'] } });
  });

  afterAll(async () => {
    await testApp?.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });

  it('serves the shell index at / without caching and with the security headers', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    // Without a release on another origin each list names the site once.
    expect(csp).toMatch(/script-src 'self';/);
    expect(csp).toMatch(/connect-src 'self';/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("frame-ancestors 'self' https://www.example.nl");
    expect(csp).toContain("base-uri 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['/main.3f9a2c1b7d.js.map', '/remotes/vacancies/static/js/412.a1b2c3d4e5.js.map'])(
    'never serves a source map (%s): 404 without its content',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('secret source');
    },
  );

  it.each(['/opdrachten', '/opdrachten/42', '/profiel/afronden/stap-3', '/login/abc.def'])('answers the client route %s with the SPA page', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers HEAD of a client route like GET', async () => {
    const response = await testApp.app.inject({ method: 'HEAD', url: '/dashboard' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('caches content-hashed shell files for a year and the rest not at all', async () => {
    const hashed = await get('/main.3f9a2c1b7d.js');
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // remotes.json is the API's, per visitor (ADR 0009), no longer a file of the shell's build.
    expect((await get('/remotes.json')).headers['cache-control']).toBe('private, no-cache');
    expect((await get('/favicon.ico')).headers['cache-control']).toBe('no-cache');
  });

  it('serves each remote from its own dist folder with entry files uncached and chunks immutable', async () => {
    const manifest = await get('/remotes/vacancies/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ name: 'mf_vacancies' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await get('/remotes/vacancies/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
    expect((await get('/remotes/vacancies/mf-stats.json')).headers['cache-control']).toBe('no-cache');
    // An unhashed file keeps its name across deploys (the corporate embed loader).
    expect((await get('/remotes/vacancies/embed.js')).headers['cache-control']).toBe('no-cache');
    const chunk = await get('/remotes/vacancies/static/js/412.a1b2c3d4e5.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.body).toBe('chunk();');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The corporate site loads remote scripts from another origin.
    expect(chunk.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it.each(['/remotes/vacancies/static/js/missing.js', '/remotes/auth/mf-manifest.json', '/remotes/unknown/mf-manifest.json', '/remotes'])(
    'answers a missing file under /remotes (%s) with a real 404, never the SPA page',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
    },
  );

  it('answers a missing asset of the shell with a 404 instead of HTML', async () => {
    const response = await get('/main.0000000000.js');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('never answers an /api path with the SPA page', async () => {
    const response = await get('/api/not-a-route');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('does not serve files outside the dist folders', async () => {
    for (const url of ['/../secret.txt', '/remotes/vacancies/../../secret.txt', '/%2e%2e/secret.txt', '/remotes/vacancies/%2e%2e/%2e%2e/secret.txt']) {
      const response = await get(url);
      expect(response.body).not.toContain('not for the web');
    }
  });

  it('serves a remote redeployed while running at once', async () => {
    await put(root, 'mf-vacancies/dist/remoteEntry.js', 'var mf_vacancies = "v2";');
    const response = await get('/remotes/vacancies/remoteEntry.js');
    expect(response.body).toBe('var mf_vacancies = "v2";');
    await put(root, 'mf-auth/dist/mf-manifest.json', '{"name":"mf_auth"}');
    expect((await get('/remotes/auth/mf-manifest.json')).statusCode).toBe(200);
  });

  it('compresses scripts for clients that accept it', async () => {
    const gzip = await get('/main.3f9a2c1b7d.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const brotli = await get('/main.3f9a2c1b7d.js', { 'accept-encoding': 'br, gzip' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(BIG_SCRIPT.length);
  });

  it('answers other methods on site paths with a JSON 404', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/opdrachten', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});

describe('static site without a build', () => {
  it('explains that the site is not built instead of failing', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'interim-static-empty-'));
    const testApp = await createTestApp({ name: 'pglite' }, { seed: false, config: { serveStatic: true, staticRoot: root } });
    try {
      const response = await testApp.app.inject({ method: 'GET', url: '/opdrachten' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ code: 'SITE_NOT_BUILT', message: expect.stringContaining('pnpm build') });
    } finally {
      await testApp.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('cache and fallback rules', () => {
  it.each([
    ['index.html', 'no-cache'],
    ['remotes.json', 'no-cache'],
    ['main.0123abcd.js', 'public, max-age=31536000, immutable'],
    ['main.js', 'no-cache'],
    ['logo.svg', 'no-cache'],
    ['remoteEntry.js', 'no-cache'],
    ['mf-manifest.json', 'no-cache'],
    ['static/js/async/12.a1b2c3d4e5.js', 'public, max-age=31536000, immutable'],
    ['1400.d65dabbee0.js.map', 'public, max-age=31536000, immutable'],
    // Unhashed names survive a deploy: never cached for good, in a remote either.
    ['static/js/async/12.js', 'no-cache'],
    ['embed.js', 'no-cache'],
  ])('%s -> %s', (file, expected) => {
    expect(cacheControlFor(`/x/${file}`)).toBe(expected);
  });

  it('sends client routes, not API, remote or asset paths, to the SPA page', () => {
    expect(isSpaPath('/')).toBe(true);
    expect(isSpaPath('/opdrachten/12/reageren')).toBe(true);
    expect(isSpaPath('/api/vacancies')).toBe(false);
    expect(isSpaPath('/remotes/auth/x')).toBe(false);
    expect(isSpaPath('/chunk.js')).toBe(false);
    expect(isSpaPath('/apiary')).toBe(true);
  });
});

describe('static site with prerendered pages (shell/dist/pages.json)', () => {
  const SPA_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
  const HOME_HTML = '<!doctype html><html><body><div id="root" data-prerendered inert><h1>Home</h1></div></body></html>';
  const DETAIL_HTML = '<!doctype html><html><body><div id="root" data-prerendered inert><main>detail</main></div></body></html>';
  let root: string;
  let testApp: TestApp;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'interim-static-pages-'));
    await put(root, 'shell/dist/index.html', HOME_HTML);
    await put(root, 'shell/dist/spa.html', SPA_HTML);
    await put(root, 'shell/dist/pages/opdrachten/_id.html', DETAIL_HTML);
    await put(
      root,
      'shell/dist/pages.json',
      JSON.stringify({
        fallback: 'spa.html',
        personalCookies: ['interim_active_user', 'WIPBannerHidden'],
        // The client's match order: the static segment first.
        pages: [
          { pattern: '/opdrachten/reageren', file: 'spa.html' },
          { pattern: '/opdrachten/:id', file: 'pages/opdrachten/_id.html' },
          { pattern: '/dashboard', file: 'spa.html' },
          { pattern: '/', file: 'index.html' },
        ],
      }),
    );
    testApp = await createTestApp({ name: 'pglite' }, { seed: false, config: { serveStatic: true, staticRoot: root } });
  });

  afterAll(async () => {
    await testApp?.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = (url: string, cookie?: string) => testApp.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it.each([
    ['/', HOME_HTML],
    ['/opdrachten/42', DETAIL_HTML],
    ['/opdrachten/42/', DETAIL_HTML],
    ['/opdrachten/42?q=x', DETAIL_HTML],
    ['/opdrachten/reageren', SPA_HTML],
    ['/dashboard', SPA_HTML],
    ['/does/not/exist', SPA_HTML],
  ])('answers %s with its page', async (url, html) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(html);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('Cookie');
  });

  it.each(['interim_active_user=1', '__Host-interim_active_user=1', 'theme=x; WIPBannerHidden=true'])('answers a visitor with the personal cookie %s with the plain page', async (cookie) => {
    expect((await get('/', cookie)).body).toBe(SPA_HTML);
    expect((await get('/opdrachten/42', cookie)).body).toBe(SPA_HTML);
  });

  it('ignores cookies that do not change the page', async () => {
    expect((await get('/', 'interim_session=abc; consent=yes')).body).toBe(HOME_HTML);
  });
});

describe('site pages', () => {
  const pages: SitePages = {
    fallback: 'spa.html',
    personalCookies: ['a'],
    pages: [
      { pattern: '/login/email', file: 'pages/login/email.html' },
      { pattern: '/login/:token', file: 'pages/login/_token.html' },
      { pattern: '/login', file: 'pages/login.html' },
    ],
  };

  it('takes the first pattern that matches, segment by segment', () => {
    expect(pageFileFor(pages, '/login/email', false)).toBe('pages/login/email.html');
    expect(pageFileFor(pages, '/login/abc.def', false)).toBe('pages/login/_token.html');
    expect(pageFileFor(pages, '/login', false)).toBe('pages/login.html');
    expect(pageFileFor(pages, '/login/abc/def', false)).toBe('spa.html');
    expect(pageFileFor(pages, '/loginx', false)).toBe('spa.html');
  });

  it('falls back for a personal request', () => {
    expect(pageFileFor(pages, '/login', true)).toBe('spa.html');
  });

  it('reads no list when the shell was built without the prerender, and refuses a malformed one', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'interim-pages-'));
    try {
      expect(await readSitePages(dir)).toBeNull();
      await writeFile(path.join(dir, 'pages.json'), JSON.stringify({ ...pages, fallback: '../../etc/passwd.html' }));
      await expect(readSitePages(dir)).rejects.toThrow('not a valid page list');
      await writeFile(path.join(dir, 'pages.json'), JSON.stringify(pages));
      expect(await readSitePages(dir)).toEqual(pages);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
