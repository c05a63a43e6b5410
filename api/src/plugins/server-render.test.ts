import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../testing/test-app.js';

// The production site server hands open pages to the shell's server build
// (shell/dist/server/main.js, ADR 0004 option 1). Here a stand-in build
// records what it is asked and answers like the real one.

const SPA_HTML = '<!doctype html><html><head><title>Interimly</title></head><body><div id="root"></div></body></html>';

/** A server build whose exports are a promise (asyncStartup), like the real one. */
const renderModule = (label: string) => `
module.exports = Promise.resolve({
  renderPage: async (request) => {
    if (request.url.startsWith('/kapot')) throw new Error('render failed');
    if (request.url.startsWith('/niet-op-server')) return null;
    return {
      status: request.url.startsWith('/onbekend') ? 404 : 200,
      html: request.template.replace('<div id="root"></div>', '<div id="root">' + ${JSON.stringify(label)} + ' ' + request.url + ' ' + request.siteUrl + ' ' + (request.origin.startsWith('http://127.0.0.1:') ? 'loopback' : request.origin) + ' budget ' + request.remoteBudgetMs + '</div>'),
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
    testApp = await createTestApp({ name: 'pglite' }, { seed: false, config: { serveStatic: true, staticRoot: root, publicUrl: 'https://www.interimly.nl', serverRenderBudgetMs: 1234 } });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const address = testApp.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(async () => {
    await testApp.close();
    await rm(root, { recursive: true, force: true });
  });

  it('answers an open page with the server render, its status, the site URL and the configured budget; the build reaches the site over loopback', async () => {
    const response = await fetch(`${base}/opdrachten?q=data`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<div id="root">v1 /opdrachten?q=data https://www.interimly.nl loopback budget 1234</div>');
    expect((await fetch(`${base}/onbekend`)).status).toBe(404);
  });

  it('serves the static page when the build leaves the route out, fails, or the visitor has a personal cookie', async () => {
    expect(await (await fetch(`${base}/niet-op-server`)).text()).toBe(SPA_HTML);
    const failed = await fetch(`${base}/kapot`);
    expect(failed.status).toBe(200);
    expect(await failed.text()).toBe(SPA_HTML);
    expect(await (await fetch(`${base}/opdrachten`, { headers: { cookie: 'interim_active_user=1' } })).text()).toBe(SPA_HTML);
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
