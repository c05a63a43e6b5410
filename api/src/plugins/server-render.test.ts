import { mkdir, mkdtemp, rename, rm, utimes, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loginAs } from '../testing/login.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

// The production site server hands open pages to the shell's server build
// (shell/dist/server/main.js, ADR 0004 option 1). Here a stand-in build
// records what it is asked and answers like the real one.

const SPA_HTML = '<!doctype html><html><head><title>Interimly</title></head><body><div id="root"></div></body></html>';

/** A server build whose exports are a promise (asyncStartup), like the real one. */
const renderModule = (label: string) => `
module.exports = Promise.resolve({
  renderPage: async (request) => {
    if (request.url.startsWith('/dashboard')) {
      if (!/(^|; )interim_active_user=/.test(request.cookie ?? '')) return { status: 302, location: '/login?returnTo=' + encodeURIComponent(request.url) };
      if (!request.session) return null;
    }
    if (request.url.startsWith('/kapot')) throw new Error('render failed');
    // Ends its render worker (ADR 0024): the pool replaces it.
    if (request.url.startsWith('/absturz')) process.exit(1);
    if (request.url.startsWith('/stroom')) {
      // The rest waits for the test to let it go (a file: the test runs in another module registry); the head must arrive before it.
      const release = require('node:path').join(__dirname, '../../..', 'release-' + request.url.split('/')[2]);
      // Started by the site server once the head has left, as a render is.
      const rest = () => new Promise((resolve) => {
        const timer = setInterval(() => {
          try {
            resolve(require('node:fs').readFileSync(release, 'utf8'));
            clearInterval(timer);
          } catch {}
        }, 10);
      });
      return { status: 200, head: '<!doctype html><html><head><title>Stroom</title>', rest };
    }
    if (request.url.startsWith('/niet-op-server')) return null;
    if (request.url.startsWith('/traag')) {
      // A streamed page whose data takes a while: the visitor may be gone before its head is ready.
      await new Promise((resolve) => setTimeout(resolve, 200));
      return { status: 200, head: '<!doctype html><html><head><title>Traag</title>', rest: async () => '</head><body></body></html>' };
    }
    return {
      status: request.url.startsWith('/onbekend') ? 404 : 200,
      html: request.template.replace('<div id="root"></div>', '<div id="root">' + ${JSON.stringify(label)} + ' ' + request.url + ' ' + request.siteUrl + ' ' + (request.origin.startsWith('http://127.0.0.1:') ? 'loopback' : request.origin) + ' budget ' + request.remoteBudgetMs + ' for ' + (request.apiHeaders && request.apiHeaders['x-interim-render-client']) + (request.cookie ? ' cookie ' + request.cookie + ' session ' + request.session : '') + '</div>'),
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

describe('server rendering in the site server', () => {
  let root: string;
  let testApp: TestApp;
  let base: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'interim-ssr-'));
    await put(root, 'shell/dist/index.html', SPA_HTML.replace('<div id="root"></div>', '<div id="root">home</div>'));
    await put(root, 'shell/dist/spa.html', SPA_HTML);
    await put(root, 'shell/dist/pages.json', JSON.stringify({ fallback: 'spa.html', personalCookies: ['interim_active_user'], pages: [{ pattern: '/', file: 'index.html' }] }));
    await put(root, 'shell/dist/server/main.js', renderModule('v1'));
    testApp = await createTestApp({ name: 'pglite' }, { seed: false, config: { serveStatic: true, staticRoot: root, publicUrl: 'http://www.interimly.nl', serverRenderBudgetMs: 1234 } });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const address = testApp.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(async () => {
    await testApp.close();
    await rm(root, { recursive: true, force: true });
  });

  it("answers an open page with the server render, its status, the site URL, the configured budget and the visitor's address for its API requests; the build reaches the site over loopback", async () => {
    const response = await fetch(`${base}/opdrachten?q=data`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    // Rendered in a render worker (ADR 0024): a thread of its own, not the main one (0).
    expect(Number(response.headers.get('x-render-thread'))).toBeGreaterThan(0);
    expect(await response.text()).toContain('<div id="root">v1 /opdrachten?q=data http://www.interimly.nl loopback budget 1234 for 127.0.0.1</div>');
    expect((await fetch(`${base}/onbekend`)).status).toBe(404);
  });

  it('serves the static page when the build leaves the route out or fails', async () => {
    expect(await (await fetch(`${base}/niet-op-server`)).text()).toBe(SPA_HTML);
    const failed = await fetch(`${base}/kapot`);
    expect(failed.status).toBe(200);
    expect(await failed.text()).toBe(SPA_HTML);
  });

  it('answers the static page when the render worker crashes, and renders the next request in its replacement', async () => {
    const crashed = await fetch(`${base}/absturz`);
    expect(crashed.status).toBe(200);
    expect(await crashed.text()).toBe(SPA_HTML);
    expect(crashed.headers.get('x-render-thread')).toBeNull();
    const next = await fetch(`${base}/opdrachten`);
    expect(await next.text()).toContain('<div id="root">v1 /opdrachten');
    expect(Number(next.headers.get('x-render-thread'))).toBeGreaterThan(0);
  });

  it('renders for a visitor with a personal cookie too, with the cookies, and no cache may keep that page', async () => {
    const response = await fetch(`${base}/opdrachten`, { headers: { cookie: 'interim_active_user=1; WIPBannerHidden=true' } });
    expect(await response.text()).toContain('cookie interim_active_user=1; WIPBannerHidden=true session false');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toBe('Cookie');
    // A static answer for such a visitor is not cached either.
    const fallback = await fetch(`${base}/kapot`, { headers: { cookie: 'interim_active_user=1' } });
    expect(await fallback.text()).toBe(SPA_HTML);
    expect(fallback.headers.get('cache-control')).toBe('private, no-store');
  });

  it('redirects a private page without a session to /login with the path and query, from the server', async () => {
    const response = await fetch(`${base}/dashboard?tab=reacties`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login?returnTo=%2Fdashboard%3Ftab%3Dreacties');
    expect(response.headers.get('cache-control')).toBe('no-store');
    // HEAD answers as GET does, without a body.
    const head = await fetch(`${base}/dashboard?tab=reacties`, { method: 'HEAD', redirect: 'manual' });
    expect(head.status).toBe(302);
    expect(head.headers.get('location')).toBe('/login?returnTo=%2Fdashboard%3Ftab%3Dreacties');
    expect(await head.text()).toBe('');
    // A forged or stale access cookie is no session: the render is told so.
    const stale = await fetch(`${base}/dashboard`, { redirect: 'manual', headers: { cookie: 'interim_active_user=1; interim_access=forged' } });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(SPA_HTML);
    expect(stale.headers.get('cache-control')).toBe('private, no-store');
  });

  it("renders a private page with a valid session, the visitor's cookies going to the render, never cached", async () => {
    const login = await loginAs(testApp.app, 'ssr-dashboard@example.nl');
    const response = await fetch(`${base}/dashboard`, { redirect: 'manual', headers: { cookie: login.cookieHeader } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`cookie ${login.cookieHeader} session true`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    // After logout the same cookies are no session any more.
    await testApp.app.inject({ method: 'GET', url: '/api/auth/logout', headers: { cookie: login.cookieHeader } });
    const after = await fetch(`${base}/dashboard`, { redirect: 'manual', headers: { cookie: login.cookieHeader } });
    expect(await after.text()).toBe(SPA_HTML);
  });

  it.each([['none', undefined], ['gzip', 'gzip'], ['br', 'br']])(
    'streams a page: the head leaves before the render is done (%s encoding)',
    async (_name, encoding) => {
      const response = await fetch(`${base}/stroom/${_name}`, { headers: { 'accept-encoding': encoding ?? 'identity' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding ?? null);
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      while (!text.includes('<title>Stroom</title>')) {
        const { value, done } = await reader.read();
        expect(done).toBe(false);
        text += decoder.decode(value, { stream: true });
      }
      // Whole or not at all: written aside, then renamed into place.
      await writeFile(path.join(root, `pending-${_name}`), '</head><body>klaar</body></html>');
      await rename(path.join(root, `pending-${_name}`), path.join(root, `release-${_name}`));
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
      expect(text).toBe('<!doctype html><html><head><title>Stroom</title></head><body>klaar</body></html>');
    },
  );

  it('gives back the render turn of a visitor who left before the head of a streamed page was ready', async () => {
    // More visitors than the renders at once (2 per worker), each gone after 50 ms.
    const { port } = new URL(base);
    await Promise.all(
      Array.from(
        { length: 20 },
        (_, i) =>
          new Promise<void>((resolve) => {
            const socket = net.connect(Number(port), '127.0.0.1', () => {
              socket.write(`GET /traag?q=${i} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
              setTimeout(() => socket.destroy(), 50);
            });
            socket.on('error', () => undefined).on('close', () => resolve());
          }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    // Every turn is free again: the next page is rendered, not refused as busy after waiting in the queue.
    const next = await fetch(`${base}/opdrachten`);
    expect(next.headers.get('x-render-limit')).toBeNull();
    expect(await next.text()).toContain('<div id="root">v1 /opdrachten');
  });

  it('uses a redeployed shell server build on the next request, without a restart', async () => {
    const file = await put(root, 'shell/dist/server/main.js', renderModule('v2'));
    const later = new Date(Date.now() + 5000);
    await utimes(file, later, later);
    expect(await (await fetch(`${base}/login`)).text()).toContain('<div id="root">v2 /login');
  });

  it('serves the static pages when there is no server build', async () => {
    await rm(path.join(root, 'shell/dist/server'), { recursive: true, force: true });
    expect(await (await fetch(`${base}/login`)).text()).toBe(SPA_HTML);
    expect(await (await fetch(`${base}/`)).text()).toContain('<div id="root">home</div>');
  });
});
