import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '@interim/shared/format';

/**
 * The site's open pages without parameters, from the shell's page list
 * (pages.json: the open pages in the full chrome, ADR 0003). The API knows
 * no routes of its own: the shell's deploy says which pages exist.
 */
async function openPages(shellDist: string): Promise<string[]> {
  try {
    const { pages } = JSON.parse(await readFile(path.join(shellDist, 'pages.json'), 'utf8')) as { pages: { pattern: string }[] };
    return pages.map((page) => page.pattern).filter((pattern) => !pattern.includes(':') && !pattern.includes('*'));
  } catch {
    return ['/'];
  }
}

/** `/sitemap.xml`: every open page and every published (open) vacancy. */
export async function buildSitemap(app: FastifyInstance, shellDist: string, publicUrl: string): Promise<string> {
  const vacancies = await app.db.selectFrom('vacancies').select(['id', 'updated_at']).where('status', '=', 'open').orderBy('id').execute();
  const url = (loc: string, lastmod?: Date) =>
    `<url><loc>${escapeHtml(`${publicUrl}${loc}`)}</loc>${lastmod ? `<lastmod>${new Date(lastmod).toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...(await openPages(shellDist)).map((page) => url(page)),
    ...vacancies.map((vacancy) => url(`/opdrachten/${vacancy.id}`, vacancy.updated_at)),
    '</urlset>',
  ].join('\n');
}

/** `/robots.txt`: everything may be crawled but the API and the remotes' code; where the sitemap is. */
export function buildRobots(publicUrl: string): string {
  return ['User-agent: *', 'Disallow: /api/', 'Disallow: /remotes/', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

/** Serves /sitemap.xml and /robots.txt (search engines, issue 16). */
export async function registerSiteMap(app: FastifyInstance, options: { shellDist: string; publicUrl: string }): Promise<void> {
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  app.get('/sitemap.xml', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(await buildSitemap(app, options.shellDist, publicUrl)),
  );
  app.get('/robots.txt', async (_request, reply) => reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(buildRobots(publicUrl)));
}
