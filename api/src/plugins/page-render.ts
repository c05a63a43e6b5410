import os from 'node:os';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatRemotesTable } from '@interim/shared/contract';
import type { RenderJob, RenderLog } from '@interim/shared/contract/server-render';
import { ApiError } from '../http/api-error.js';
import type { Release } from '../http/concurrency-limiter.js';
import type { ReleaseSelection } from '../modules/releases/release-selection.js';
import { timedRenderer } from '../observability/metrics.js';
import { readSessionUser } from './auth.js';
import { clientAddress, type RateLimitRule, renderRequestHeaders } from './rate-limit.js';
import { RenderCache, type RenderCacheState } from './render-cache.js';
import { RenderPool } from './render-pool.js';
import type { RequestPrivacy } from './request-privacy.js';
import type { ServerRenderResult } from './server-render.js';
import { createSiteFileVersion, type SiteFolder } from './site-files.js';

/**
 * The server-rendered source of a page (ADR 0004): the shell's server build
 * renders the request's URL in a render worker (ADR 0024, render-pool.ts),
 * within the render limits (issue 29 item 2, the pool's queue),
 * through the render cache for anonymous requests (issue 16). The site
 * server's page resolver (static-site.ts) asks it first; when it answers
 * null the prerendered or the browser-rendered page answers.
 */

/** Server renders per visitor's address per minute; a kept page (cache hit) does not count. */
const RENDER_BUDGET: RateLimitRule = {
  bucket: 'render',
  key: clientAddress,
  limit: (config) => config.trafficLimits.rendersPerMinute,
  windowSeconds: () => 60,
};

/**
 * Why a page was sent for the browser to render instead of being rendered
 * here (the `x-render-limit` header): `budget`, the visitor's address used
 * its server renders of the minute (RATE_LIMIT_RENDERS_PER_MINUTE); `busy`,
 * this instance has as many renders running and waiting as it takes.
 */
export type RenderRefusal = 'budget' | 'busy';

export interface PageRenderOptions {
  /** The shell's build folder (its server build, `server/main.js`, and `spa.html`). */
  shellDist: string;
  /** The folders the site serves, for the render's reads of remotes.json and the manifests (the shell's, the release store, each remote's build). */
  siteFolders: SiteFolder[];
  /** The site's public origin (canonical URLs of server-rendered pages). */
  publicUrl?: string;
  /** How long a remote may take to load its server code in a render (SERVER_RENDER_BUDGET_MS); the render's default when left out. */
  remoteBudgetMs?: number;
  /** Send a page that is not kept head first (SERVER_RENDER_STREAM). */
  streamRender: boolean;
  /** Seconds an anonymous render is kept on this instance (SERVER_RENDER_CACHE_SECONDS); 0 or left out: off. */
  renderCacheSeconds?: number;
  /** Renders at once, waiting (at most; fewer when their turns would not come within the wait), and the longest wait; default 2 per worker / 128 / 1000 ms. */
  renderLimits?: { concurrency: number; queue: number; maxWaitMs: number };
  /** Render worker threads (SERVER_RENDER_WORKERS); default: the machine's cores. */
  renderWorkers?: number;
  /** Longest a render may take in its worker before the worker counts as hung and is replaced (ms). */
  renderTimeoutMs?: number;
}

/** What the render source answered for one request. */
export interface PageRenderAnswer {
  /** The page, a redirect, or null (not rendered here: the static page answers). */
  result: ServerRenderResult;
  /** What the render cache did (`x-render-cache`). */
  state: RenderCacheState;
  /** Why the request was not rendered within the limits (`x-render-limit`), if it was refused. */
  refused?: RenderRefusal;
  /** The render worker's thread id, when this request was rendered by one (`x-render-thread`). */
  thread?: number;
}

export interface PageRender {
  /** Renders `url` (the request's URL as pages read it, renderedUrl) for this request with the visitor's releases. */
  render(request: FastifyRequest, reply: FastifyReply, privacy: RequestPrivacy, url: string, selection: ReleaseSelection): Promise<PageRenderAnswer>;
}

export function createPageRender(app: FastifyInstance, options: PageRenderOptions): PageRender {
  const siteFolders = options.siteFolders;
  const siteFileVersion = createSiteFileVersion(siteFolders);
  const workers = options.renderWorkers ?? os.availableParallelism();
  const renderLimits = options.renderLimits ?? { concurrency: 2 * workers, queue: 128, maxWaitMs: 1000 };
  // The render workers (ADR 0024); their queue is the render concurrency cap. Stopped with the server (ADR 0011).
  const pool = new RenderPool({
    size: workers,
    limits: renderLimits,
    shellDist: options.shellDist,
    siteFolders,
    ...(options.renderTimeoutMs === undefined ? {} : { timeoutMs: options.renderTimeoutMs }),
    log: (message, details) => app.log.warn(details, message),
  });
  app.addHook('onClose', () => pool.close());
  /** A render in the pool, timed in the metrics; `seen.thread` learns which worker rendered it. */
  const renderer = timedRenderer(
    {
      render: async (call: { job: RenderJob; log: RenderLog; seen: { thread?: number } }) => {
        const { result, thread } = await pool.render(call.job, call.log);
        if (thread !== undefined) call.seen.thread = thread;
        return result;
      },
    },
    app.metrics,
  );
  /**
   * The visitor's `/remotes.json`: their selection of releases (ADR 0009),
   * the same table the browser gets. A worker reads every other file of the
   * render from disk; this one is given with each render, so a release
   * switch reaches the workers on the very next request.
   */
  const remotesTable = (selection: ReleaseSelection) => JSON.stringify(formatRemotesTable(selection));
  // Anonymous renders kept for a few seconds (issue 16). A streamed page is
  // sent while it renders: there is no whole page to keep.
  const renderCache = new RenderCache({ ttlMs: (options.renderCacheSeconds ?? 0) * 1000 });
  // A vacancy written on any instance shows in the next render (plugins/cache-coherence.ts).
  if (renderCache.enabled) app.sharedCaches.onInvalidate('vacancies', () => renderCache.clear());

  /**
   * The version of everything a render is built from: the shell's server
   * build and template (a stat of each), the visitor's selection of
   * releases (a release never changes, so its version names it), and for a
   * remote without a release its build folder's manifest (a stat). A
   * redeployed shell, a switched release or a rebuilt folder is a new key
   * on the very next request.
   */
  async function renderVersion(selection: ReleaseSelection): Promise<string> {
    const unversioned = Object.entries(selection.manifests)
      .filter(([remote]) => selection.versions[remote] === undefined)
      .map(([, manifest]) => manifest);
    const files = ['/server/main.js', '/spa.html', ...unversioned].map((file) => siteFileVersion(file));
    return `${(await Promise.all(files)).join(' ')} ${selection.key}`;
  }
  app.addHook('onListen', async () => {
    const address = app.server.address();
    if (!address || typeof address === 'string') return;
    // In the background: listening does not wait for the workers or the remotes.
    app.releases
      .liveSelection()
      .then((selection) => pool.warmUp(`http://127.0.0.1:${address.port}`, remotesTable(selection), (message, details) => app.log.warn(details, message)))
      .catch((error: unknown) => {
        app.log.warn({ err: error }, 'server render: warming up failed');
      });
  });
  /**
   * The server render of the request (ADR 0004): the page, a redirect to
   * /login (a private route without a session), or null: not rendered (no
   * server build, not listening, a route it leaves out, or an error:
   * logged, and the static page answers). The visitor's cookies go to the
   * render, which sends them with its API requests over loopback only.
   */
  async function serverRenderPage(request: FastifyRequest, stream: boolean, task: RenderTask): Promise<ServerRenderResult> {
    const address = app.server.address();
    if (!address || typeof address === 'string') return null;
    const origin = `http://127.0.0.1:${address.port}`;
    try {
      const cookie = request.headers.cookie;
      const job: RenderJob = {
        url: task.url,
        origin,
        siteUrl: options.publicUrl ?? origin,
        ...(options.remoteBudgetMs === undefined ? {} : { remoteBudgetMs: options.remoteBudgetMs }),
        stream,
        ...(cookie ? { cookie, session: (await readSessionUser(app, request)) !== undefined } : {}),
        // The render's API requests count against the visitor's address, not the server's.
        apiHeaders: renderRequestHeaders(request),
        remotesTable: remotesTable(task.selection),
        // A remote's server code is loaded from this site or a registered release origin only, never from a request's value.
        allowedRemoteOrigins: [origin, ...app.releases.allowedOrigins()],
      };
      return await renderer.render({ job, log: (message, details) => request.log.warn(details, message), seen: task });
    } catch (error) {
      request.log.error({ err: error }, 'server render failed: the static page answers');
      return null;
    }
  }
  /**
   * A turn to render, or why not (issue 29 item 2): the visitor's render
   * budget is counted first (Redis with REDIS_URL, like every limit), then
   * a turn of the instance's renders is waited for in a short queue, fair
   * between visitors' addresses (the pool's per-client share).
   */
  async function admitRender(request: FastifyRequest): Promise<Release | RenderRefusal> {
    try {
      await app.rateLimits?.consume(request, [RENDER_BUDGET]);
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 429) return 'budget';
      throw error;
    }
    // Per client, as the budget counts: one visitor's renders hold at most their share of the turns (issue 42 item 9).
    return pool.admit(clientAddress(request)).catch(() => 'busy' as const);
  }
  /** What one request's render works with: the URL it renders, the releases it uses, why it was refused (if it was), and the worker that rendered it. */
  interface RenderTask {
    url: string;
    selection: ReleaseSelection;
    refused: { reason?: RenderRefusal };
    thread?: number;
  }
  /**
   * The render of the task's URL within the limits: null (the
   * browser-rendered page answers) when refused, with the reason in
   * `task.refused`. A streamed page keeps its turn until its body is
   * rendered, or the response closes.
   */
  async function limitedServerRenderPage(request: FastifyRequest, reply: FastifyReply, stream: boolean, task: RenderTask): Promise<ServerRenderResult> {
    // HEAD too: it must answer what GET would (the 302 of a private route, a 404); Node sends no body for HEAD.
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    const turn = await admitRender(request);
    if (typeof turn === 'string') {
      task.refused.reason = turn;
      return null;
    }
    let result: ServerRenderResult;
    try {
      result = await serverRenderPage(request, stream, task);
    } catch (error) {
      turn();
      throw error;
    }
    if (result && 'rest' in result) {
      // A visitor who left while the head was being made (its 'close' has been) gives the turn back now:
      // nothing will send this page, so neither event below would ever come (a leaked turn per such request).
      if (reply.raw.destroyed || request.raw.socket?.destroyed) turn();
      else reply.raw.once('close', turn);
      const rest = result.rest;
      return { ...result, rest: () => rest().finally(turn) };
    }
    turn();
    return result;
  }
  /**
   * The server render of the request through the render cache: only a
   * request without a site cookie may get a kept page or leave its page
   * for others (requestPrivacy's `anonymous`); its key is the URL (path and the
   * query parameters pages read, renderedUrl), the version of the build
   * and the visitor's selection of releases. A kept page is served
   * without a turn or the budget.
   */
  async function cachedServerRenderPage(
    request: FastifyRequest,
    reply: FastifyReply,
    privacy: RequestPrivacy,
    task: RenderTask,
  ): Promise<{ result: ServerRenderResult; state: RenderCacheState }> {
    // A page that is not kept is sent head first (SERVER_RENDER_STREAM); a kept one whole, as it is stored.
    const stream = options.streamRender;
    if (!renderCache.enabled) return { result: await limitedServerRenderPage(request, reply, stream, task), state: 'off' };
    if (!privacy.anonymous) return { result: await limitedServerRenderPage(request, reply, stream, task), state: 'bypass' };
    // The selected releases are part of the key: a canary's visitors and the others never share a page.
    const key = `${await renderVersion(task.selection)}\n${task.url}`;
    return renderCache.serve(key, () => limitedServerRenderPage(request, reply, false, task));
  }
  return {
    async render(request, reply, privacy, url, selection) {
      const task: RenderTask = { url, selection, refused: {} };
      const { result, state } = await cachedServerRenderPage(request, reply, privacy, task);
      return { result, state, ...(task.refused.reason ? { refused: task.refused.reason } : {}), ...(task.thread === undefined ? {} : { thread: task.thread }) };
    },
  };
}
