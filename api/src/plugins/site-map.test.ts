import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../testing/test-app.js';

describe('sitemap and robots.txt', () => {
  let root: string;
  let testApp: TestApp;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'interim-sitemap-'));
    await mkdir(path.join(root, 'shell/dist'), { recursive: true });
    await writeFile(path.join(root, 'shell/dist/index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(
      path.join(root, 'shell/dist/pages.json'),
      JSON.stringify({
        fallback: 'spa.html',
        personalCookies: [],
        pages: [
          { pattern: '/', file: 'index.html' },
          { pattern: '/opdrachten', file: 'pages/opdrachten.html' },
          { pattern: '/opdrachten/:id', file: 'pages/opdrachten/_id.html' },
          { pattern: '/login', file: 'pages/login.html' },
        ],
      }),
    );
    testApp = await createTestApp({ name: 'pglite' }, { config: { serveStatic: true, staticRoot: root, publicUrl: 'https://www.interimly.nl' } });
  });

  afterAll(async () => {
    await testApp.close();
    await rm(root, { recursive: true, force: true });
  });

  it('lists the open pages and every open vacancy, and no closed or concept one', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const xml = response.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    for (const page of ['/', '/opdrachten', '/login']) expect(xml).toContain(`<loc>https://www.interimly.nl${page}</loc>`);
    expect(xml).not.toContain(':id');
    const rows = await testApp.app.db.selectFrom('vacancies').select(['id', 'status']).execute();
    const open = rows.filter((row) => row.status === 'open');
    const other = rows.filter((row) => row.status !== 'open');
    expect(open.length).toBeGreaterThan(0);
    expect(other.length).toBeGreaterThan(0);
    for (const row of open) expect(xml).toMatch(new RegExp(`<loc>https://www.interimly.nl/opdrachten/${row.id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
    for (const row of other) expect(xml).not.toContain(`/opdrachten/${row.id}<`);
  });

  it('robots.txt keeps crawlers out of the API and the code, and points at the sitemap', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('User-agent: *\nDisallow: /api/\nDisallow: /remotes/\n\nSitemap: https://www.interimly.nl/sitemap.xml\n');
  });
});
