import { existsSync, readFileSync } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findRepoRoot } from '../config/env.js';
import { sessionCookieNames } from '../modules/auth/auth-cookies.js';
import { readSessionUser } from './auth.js';
import { renderRequestHeaders } from './rate-limit.js';
import { isAnonymousRequest, RenderCache, type RenderCacheState } from './render-cache.js';
import { createSiteFileReader, createSiteFileVersion } from './site-files.js';
import { createServerRenderer, type ServerRenderResult } from './server-render.js';
import { registerSiteMap } from './site-map.js';
import { cookieNames, hasPersonalCookie, pageFileFor, readSitePages } from './site-pages.js';

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
  /** Send a rendered page's head before its body is rendered (SERVER_RENDER_STREAM); default false: the whole page at once. */
  streamRender?: boolean;
  /**
   * How long (seconds) an anonymous server render is kept and served again
   * on this instance (SERVER_RENDER_CACHE_SECONDS); 0 or left out: every
   * request renders. Not used for streamed pages.
   */
  renderCacheSeconds?: number;
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
  return !ASSET_EXTENSION.test(urlPath);
}

/** One turn of the event loop: the writes queued before it have reached the socket. */
const afterIo = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A streamed page (ADR 0004): the head at once, then the render, started
 * only once the head has left. React renders synchronously to the end once
 * it starts, so a render started earlier would hold the head back with it
 * (measured: the first byte left with the last). Compressed here, not by
 * @fastify/compress, with the head flushed through the compressor (its
 * work runs on libuv's thread pool) before the render starts.
 */
function streamedPage(request: FastifyRequest, reply: FastifyReply, head: string, rest: () => Promise<string>): Readable {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  if (!encoding) {
    return Readable.from(
      (async function* parts() {
        yield head;
        await afterIo();
        yield await rest();
      })(),
    );
  }
  reply.header('content-encoding', encoding).header('vary', 'Cookie, Accept-Encoding');
  const compressor =
    encoding === 'br'
      ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
      : zlib.createGzip();
  compressor.write(head);
  const flushKind = encoding === 'br' ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH;
  // The flush's callback runs once the compressed head has been handed on; the render starts one turn later.
  compressor.flush(flushKind, () => {
    afterIo()
      .then(rest)
      .then((text) => compressor.end(text));
  });
  return compressor;
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
    const renderer = options.serverRender === false ? null : createServerRenderer(shellDist);
    // remotes.json and the manifests for the render, from disk (checked on every read, so a redeploy is seen at once).
    const siteFolders = [{ prefix: '/', root: shellDist }, ...REMOTES.map((remote) => ({ prefix: `/remotes/${remote.path}/`, root: remoteDist(remote) }))];
    const readSiteFile = createSiteFileReader(siteFolders);
    const siteFileVersion = createSiteFileVersion(siteFolders);
    // Anonymous renders kept for a few seconds (issue 16). A streamed page is
    // sent while it renders: there is no whole page to keep.
    const renderCache = renderer ? new RenderCache({ ttlMs: (options.renderCacheSeconds ?? 0) * 1000 }) : null;
    // A vacancy written on this instance shows in its next render; other instances keep theirs until the TTL ends.
    if (renderCache?.enabled) app.events.on('vacancy.changed', () => renderCache.clear());

    /**
     * The version of everything a render is built from: the shell's server
     * build and template, remotes.json and each manifest it lists (a stat of
     * each, no read). A redeployed shell or remote folder is a new version,
     * so the cache's key changes on the very next request. A manifest on
     * another origin is known only by its URL (its redeploy shows once the
     * kept pages expire).
     */
    async function renderVersion(): Promise<string> {
      const table = await readSiteFile('/remotes.json');
      let manifests: string[] = [];
      try {
        manifests = table ? Object.values(JSON.parse(table) as Record<string, string>).filter((value) => typeof value === 'string') : [];
      } catch {
        // A malformed table: the render falls back, and its own version below still changes when it is fixed.
      }
      const files = ['/server/main.js', '/spa.html', '/remotes.json', ...manifests].map((file) => {
        const url = new URL(file, 'http://site.invalid');
        return url.origin === 'http://site.invalid' ? siteFileVersion(url.pathname) : Promise.resolve(file);
      });
      return (await Promise.all(files)).join(' ');
    }
    if (renderer) {
      app.addHook('onListen', async () => {
        const address = app.server.address();
        if (!address || typeof address === 'string') return;
        // In the background: listening does not wait for the remotes.
        renderer.warmUp(`http://127.0.0.1:${address.port}`, (message, details) => app.log.warn(details, message), readSiteFile).catch((error: unknown) => {
          app.log.warn({ err: error }, 'server render: warming up failed');
        });
      });
    }
    /**
     * The server render of the request (ADR 0004): the page, a redirect to
     * /login (a private route without a session), or null: not rendered (no
     * server build, not listening, a route it leaves out, or an error:
     * logged, and the static page answers). The visitor's cookies go to the
     * render, which sends them with its API requests over loopback only.
     */
    async function serverRenderPage(request: FastifyRequest, stream: boolean): Promise<ServerRenderResult> {
      // HEAD too: it must answer what GET would (the 302 of a private route, a 404); Node sends no body for HEAD.
      if (!renderer || (request.method !== 'GET' && request.method !== 'HEAD')) return null;
      const address = app.server.address();
      if (!address || typeof address === 'string') return null;
      const origin = `http://127.0.0.1:${address.port}`;
      try {
        const cookie = request.headers.cookie;
        return await renderer.render({
          url: request.url,
          origin,
          siteUrl: options.publicUrl ?? origin,
          ...(options.remoteBudgetMs === undefined ? {} : { remoteBudgetMs: options.remoteBudgetMs }),
          stream,
          ...(cookie ? { cookie, session: (await readSessionUser(app, request)) !== undefined } : {}),
          // The render's API requests count against the visitor's address, not the server's.
          apiHeaders: renderRequestHeaders(request),
          readSiteFile,
          log: (message, details) => request.log.warn(details, message),
        });
      } catch (error) {
        request.log.error({ err: error }, 'server render failed: the static page answers');
        return null;
      }
    }
    /**
     * The server render of the request through the render cache: only a
     * request without a site cookie may get a kept page or leave its page
     * for others (isAnonymousRequest); its key is the URL (path and query)
     * and the version of the build.
     */
    async function cachedServerRenderPage(request: FastifyRequest, personalCookies: readonly string[] | undefined): Promise<{ result: ServerRenderResult; state: RenderCacheState }> {
      // A page that is not kept is sent head first (SERVER_RENDER_STREAM); a kept one whole, as it is stored.
      const stream = options.streamRender === true;
      if (!renderCache?.enabled) return { result: await serverRenderPage(request, stream), state: 'off' };
      if (!isAnonymousRequest(request.headers.cookie, personalCookies)) return { result: await serverRenderPage(request, stream), state: 'bypass' };
      const key = `${await renderVersion()}\n${request.url}`;
      return renderCache.serve(key, () => serverRenderPage(request, false));
    }
    const accessCookie = () => sessionCookieNames(app.config).access;
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
      const personal = (pages ? hasPersonalCookie(pages, request.headers.cookie) : false) || cookieNames(request.headers.cookie).has(accessCookie());
      const cacheControl = personal ? PERSONAL : NO_CACHE;
      // Pages are rendered on the server with their remote and data (ADR 0004
      // option 1), with the visitor's cookies; a private route without a
      // session is redirected to /login.
      const { result: rendered, state } = await cachedServerRenderPage(request, pages?.personalCookies);
      reply.header('x-render-cache', state);
      if (rendered && 'location' in rendered) {
        await reply.status(rendered.status).header('cache-control', 'no-store').header('location', rendered.location).send();
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
      const file = pages ? pageFileFor(pages, urlPath, request.headers.cookie) : 'index.html';
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
