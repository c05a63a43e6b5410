import { existsSync, readFileSync } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findRepoRoot } from '../config/env.js';
import { sessionCookieNames } from '../modules/auth/auth-cookies.js';
import { createPageRender } from './page-render.js';
import { requestPrivacy } from './request-privacy.js';
import { registerSiteMap } from './site-map.js';
import { pageFileFor, readSitePages, renderedUrl } from './site-pages.js';
import { streamedPage } from './streamed-page.js';

export type { RenderRefusal } from './page-render.js';

/** A remote of the one list of remotes (remotes.config.json at the repository root). */
interface RemoteEntry {
  /** The URL segment: served at `/remotes/<path>/`. */
  path: string;
  /** Its package folder under the static root (`<folder>/dist`). */
  folder: string;
}

/** The remotes the site serves, from remotes.config.json of the repository the API runs from. */
export function readRemotes(repoRoot: string = findRepoRoot()): RemoteEntry[] {
  const { remotes } = JSON.parse(readFileSync(path.join(repoRoot, 'remotes.config.json'), 'utf8')) as { remotes: RemoteEntry[] };
  return remotes.map(({ path: urlPath, folder }) => ({ path: urlPath, folder }));
}

export interface StaticSiteOptions {
  /** Folder holding `shell/dist` and each remote's `<folder>/dist`. */
  staticRoot: string;
  /** The site's public origin (canonical URLs of server-rendered pages). */
  publicUrl?: string;
  /** Render open pages on the server (ADR 0004 option 1); default true. */
  serverRender?: boolean;
  /** How long a remote may take to load its server code in a render (SERVER_RENDER_BUDGET_MS); the render's default (300 ms) when left out. */
  remoteBudgetMs?: number;
  /** Send a rendered page's head before its body is rendered (SERVER_RENDER_STREAM, whose default is the one default). */
  streamRender: boolean;
  /**
   * How long (seconds) an anonymous server render is kept and served again
   * on this instance (SERVER_RENDER_CACHE_SECONDS); 0 or left out: every
   * request renders. Not used for streamed pages.
   */
  renderCacheSeconds?: number;
  /**
   * Server renders running at once on this instance, waiting for a turn, and
   * the longest wait (issue 29 item 2); beyond them the page is sent as the
   * browser-rendered page. Default 2 / 8 / 1000 ms.
   */
  renderLimits?: { concurrency: number; queue: number; maxWaitMs: number };
  /** Worker threads that render (SERVER_RENDER_WORKERS, ADR 0024); default: the machine's cores. */
  renderWorkers?: number;
}

/**
 * A redirect to the login page names the page to come back to. The render
 * saw the URL without the query parameters no page reads (renderedUrl), but
 * the visitor comes back to their whole URL: the browser may read the others.
 */
export function withWholeReturnUrl(location: string, renderedUrl: string, requestUrl: string): string {
  const seen = `returnTo=${encodeURIComponent(renderedUrl)}`;
  return renderedUrl !== requestUrl && location.endsWith(seen) ? `${location.slice(0, -seen.length)}returnTo=${encodeURIComponent(requestUrl)}` : location;
}

/** Entry points and manifests: always revalidated, so a redeploy is seen at once. */
const NO_CACHE_FILES = new Set(['index.html', 'spa.html', 'pages.json', 'remotes.json', 'mf-manifest.json', 'remoteEntry.js', 'mf-stats.json']);
const NO_CACHE = 'no-cache';
/** A page that depends on the visitor's cookies: never stored by a browser or a shared cache (ADR 0004). */
const PERSONAL = 'private, no-store';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** webpack's `[contenthash]`: a dot-separated run of 8 or more hex digits. */
const CONTENT_HASH = /\.[0-9a-f]{8,}\./;
/** A missing asset of these kinds is a real 404: an HTML page instead of a chunk only hides the error. */
const ASSET_EXTENSION = /\.(js|mjs|cjs|css|map|json|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|otf|txt|xml|wasm|pdf)$/i;

/**
 * Source maps are built for error reporting only (hidden, without sources:
 * shared/build/webpack-app.cjs) and never served: a request for one is a 404.
 */
const SOURCE_MAP = /\.map$/i;
const servable = (pathName: string): boolean => !SOURCE_MAP.test(pathName);

/** The Cache-Control value of a file served from shell/dist or a remote's dist. */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (NO_CACHE_FILES.has(name)) return NO_CACHE;
  // Only a content-hashed name may be cached for good, in a remote's folder
  // too: an unhashed file there (the corporate embed's `embed.js` loader)
  // keeps its name across deploys and must be revalidated.
  return CONTENT_HASH.test(name) ? IMMUTABLE : NO_CACHE;
}

/** Whether a request that matched no file gets the SPA page (client-side routes). */
export function isSpaPath(urlPath: string): boolean {
  if (urlPath === '/api' || urlPath.startsWith('/api/')) return false;
  if (urlPath === '/remotes' || urlPath.startsWith('/remotes/')) return false;
  if (urlPath === '/releases' || urlPath.startsWith('/releases/')) return false;
  return !ASSET_EXTENSION.test(urlPath);
}

/**
 * The production static server (docs/architecture.md section 2): the shell at `/`
 * with an SPA fallback, each remote under `/remotes/<name>/`. Files are read
 * from disk on every request (no start-up file list), so replacing one
 * remote's folder deploys it without restarting anything.
 */
export const staticSitePlugin = fp(
  async (app: FastifyInstance, options: StaticSiteOptions) => {
    const shellDist = path.join(options.staticRoot, 'shell', 'dist');
    const REMOTES = readRemotes();
    const remoteDist = (remote: RemoteEntry) => path.join(options.staticRoot, remote.folder, 'dist');
    // Folders may appear later (a remote deployed while running): one notice, not an error.
    const missing = [shellDist, ...REMOTES.map(remoteDist)].filter((folder) => !existsSync(folder));
    if (missing.length > 0) app.log.warn({ missing }, 'static site: some build folders do not exist yet (run pnpm build)');

    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      // No index file: `/` is answered by the route below, like any page route.
      index: false,
      wildcard: true,
      suppressWarning: true,
      allowedPath: servable,
      cacheControl: false,
      // Hashes are in the names; ETag revalidation covers the rest.
      lastModified: false,
      setHeaders: (reply, filePath) => {
        // A page the fallback sends decided its own (a visitor's page: not stored).
        if (!reply.getHeader('cache-control')) reply.header('cache-control', cacheControlFor(filePath));
      },
    });

    for (const remote of REMOTES) {
      await app.register(fastifyStatic, {
        root: remoteDist(remote),
        prefix: `/remotes/${remote.path}/`,
        decorateReply: false,
        wildcard: true,
        suppressWarning: true,
        allowedPath: servable,
        cacheControl: false,
        lastModified: false,
        setHeaders: (reply, filePath) => {
          reply.header('cache-control', cacheControlFor(filePath));
          // The corporate site (another origin) loads remote scripts with <script>:
          // helmet's default same-origin resource policy would block them.
          reply.header('cross-origin-resource-policy', 'cross-origin');
        },
      });
    }

    const indexFile = path.join(shellDist, 'index.html');
    const pageRender =
      options.serverRender === false
        ? null
        : createPageRender(app, {
            shellDist,
            // The manifests for the render, from disk: the release store (immutable) and the build folders (checked on every read).
            siteFolders: [
              { prefix: '/', root: shellDist },
              { prefix: '/releases/', root: app.releases.storeDir },
              ...REMOTES.map((remote) => ({ prefix: `/remotes/${remote.path}/`, root: remoteDist(remote) })),
            ],
            ...(options.publicUrl === undefined ? {} : { publicUrl: options.publicUrl }),
            ...(options.remoteBudgetMs === undefined ? {} : { remoteBudgetMs: options.remoteBudgetMs }),
            streamRender: options.streamRender,
            ...(options.renderCacheSeconds === undefined ? {} : { renderCacheSeconds: options.renderCacheSeconds }),
            ...(options.renderLimits === undefined ? {} : { renderLimits: options.renderLimits }),
            ...(options.renderWorkers === undefined ? {} : { renderWorkers: options.renderWorkers }),
          });

    const accessCookie = () => sessionCookieNames(app.config).access;
    /**
     * The one page resolver: every page request (a path no file or API route
     * answers) is decided here, in this order:
     * 1. no shell build: 503 `SITE_NOT_BUILT`;
     * 2. the request's privacy (requestPrivacy: personal, anonymous), once;
     * 3. the server render (page-render.ts: a kept page, a streamed or whole
     *    render, or a redirect to /login), unless refused by the limits;
     * 4. else the route's prerendered page (pages.json; not for a personal
     *    request), else `spa.html` for the browser to render.
     */
    app.decorate('spaFallback', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const urlPath = request.url.split('?')[0] ?? '/';
      if (!isSpaPath(urlPath)) return false;
      try {
        await access(indexFile);
      } catch {
        await reply
          .status(503)
          .header('cache-control', NO_CACHE)
          .send({ code: 'SITE_NOT_BUILT', message: 'De website is nog niet gebouwd. Voer eerst pnpm build uit.' });
        return true;
      }
      const pages = await readSitePages(shellDist);
      // A page for a visitor with a personal or session cookie may hold that
      // visitor's data (or the logged-in header): no browser or shared cache
      // keeps it, and it is never served to anyone else.
      const privacy = requestPrivacy(request.cookies, pages?.personalCookies, accessCookie());
      const cacheControl = privacy.personal ? PERSONAL : NO_CACHE;
      // Pages are rendered on the server with their remote and data (ADR 0004
      // option 1), with the visitor's cookies; a private route without a
      // session is redirected to /login.
      // The visitor's releases (canary bucket, staff preview): the same as their remotes.json.
      const selection = await app.releases.selectionFor(request, reply);
      const url = renderedUrl(request.url);
      const { result: rendered, state, refused, thread } = pageRender ? await pageRender.render(request, reply, privacy, url, selection) : { result: null, state: 'off', refused: undefined, thread: undefined };
      reply.header('x-render-cache', state);
      if (refused) reply.header('x-render-limit', refused);
      // Which render worker rendered the page (ADR 0024), for the operator and the tests.
      if (thread !== undefined) reply.header('x-render-thread', String(thread));
      if (rendered && 'location' in rendered) {
        const location = withWholeReturnUrl(rendered.location, url, request.url);
        await reply.status(rendered.status).header('cache-control', 'no-store').header('location', location).send();
        return true;
      }
      if (rendered) {
        reply.status(rendered.status).header('cache-control', cacheControl).header('vary', 'Cookie').type('text/html; charset=utf-8');
        if ('html' in rendered) await reply.send(rendered.html);
        else await reply.send(streamedPage(request, reply, rendered.head, rendered.rest));
        return true;
      }
      // The prerendered page of the route when the shell has one (pages.json),
      // else the one page. sendFile reads the file now: a redeployed shell is
      // served immediately.
      const file = pages ? pageFileFor(pages, urlPath, privacy.personal) : 'index.html';
      await reply.status(200).header('cache-control', cacheControl).header('vary', 'Cookie').sendFile(file, shellDist);
      return true;
    });

    await registerSiteMap(app, { shellDist, publicUrl: options.publicUrl ?? 'http://localhost:3000' });

    // `/` gets its page from the fallback like every other route (with no
    // index file, fastify-static would answer the folder with 403).
    app.route({
      method: ['GET', 'HEAD'],
      url: '/',
      handler: async (request, reply) => {
        await app.spaFallback?.(request, reply);
        return reply;
      },
    });
  },
  { name: 'static-site' },
);
