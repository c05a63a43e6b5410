// The shell's server entry (ADR 0004 option 1), built for Node by
// webpack.config.cjs into dist/server/main.js as a module-federation host.
// The API's site server (api/src/plugins/server-render.ts) requires it and
// calls renderPage for each page request.
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { unstable_serialize, type Key } from 'swr';
import { configureApiClient } from '@interim/shared/api-client';
import { loadNewestVacancies } from '@interim/shared/api/vacancies';
import { configureServerSiteOrigin, findRoute, getBrand, loginPathWithReturn, routes, siteTitle, type RouteDefinition } from '@interim/shared/config';
import { COOKIE_NAMES, SECURE_COOKIE_NAMES } from '@interim/shared/contract';
import { parseRemotesTable } from '@interim/shared/contract/release-names';
import { documentRestUnrendered, type ReadSiteFile, type RenderLog, type RenderRequest, type RenderResult, type ServerRenderModule } from '@interim/shared/contract/server-render';
import { createMemoryRouter, matchPath, type RouteHandle, type RouteObject, type ServerPageData } from '@interim/shared/routing';
import { dutchToday, escapeHtml } from '@interim/shared/format';
import { buildJobPosting, summarize } from '@interim/shared/seo';
import { formatDocumentTitle } from '@interim/shared/ui';
import { AppRoot } from '../app/app-root';
import type { ServerVisitor } from '../app/app';
import { WIP_BANNER_COOKIE } from '../layout/wip-banner/wip-banner';
import remotesConfig from '../../../remotes.config.json';
import { findMountPoint } from '../app/mount-points';
import { remotePreloads } from '../prerender/render-route';
import { appRoutes } from '../app/router';
import { NEWEST_VACANCIES_COUNT } from '../pages/home/newest-vacancies';
import { ServerRenderedArea, settledRoutes } from '../remotes/server-rendered-area';
import type { ServerRenderedRemote } from '../remotes/server-rendered-remote';
import { documentHead, documentRest, extractStyles, type PageHead } from './document';
import { globalStyleSheet } from './global-styles';
import { loadServerRoutes, resolveServerEntry, siteFileFetcher } from './server-remotes';
import { withBudget } from './budget';
import { currentRequestHeaders, withRequestHeaders } from './request-context';

export type { RenderRequest, RenderResult } from '@interim/shared/contract/server-render';

/** The remotes' folders under /remotes/ by container name (mf_auth -> auth), as the production build deploys them. */
const REMOTE_FOLDERS = Object.fromEntries(remotesConfig.remotes.map((remote) => [remote.name, remote.path]));

/**
 * `<link rel=preload>` for what the browser loads first on this page (the
 * remote's table, manifest and entry), at the URLs of the release the
 * visitor's remotes.json selects (ADR 0009): the same table the render
 * read. Without a table, the build folders under /remotes/.
 */
async function preloadLinks(pathname: string, request: RenderRequest): Promise<string> {
  let manifests: Record<string, string> | undefined;
  try {
    const text = await siteFileFetcher(request.origin, request.readSiteFile)(new URL('/remotes.json', request.origin).href);
    manifests = parseRemotesTable(JSON.parse(text)).manifests;
  } catch {
    manifests = undefined;
  }
  return remotePreloads(pathname, REMOTE_FOLDERS, manifests)
    .map(({ href, as }) => `<link rel="preload" href="${escapeHtml(href)}" as="${as}"${as === 'fetch' ? ' crossorigin' : ''}>`)
    .join('');
}

const DEFAULT_REMOTE_BUDGET_MS = 300;
const DEFAULT_DATA_BUDGET_MS = 2000;
const RENDER_TIMEOUT_MS = 5000;

/** Description of pages without one of their own. */
const SITE_DESCRIPTION = "Interim-opdrachten voor zzp'ers: zoek, bewaar en reageer op opdrachten door heel Nederland.";

/**
 * Routes rendered on the server: open ones and private ones in the full
 * chrome. Staff pages keep the static page (the back office is used by few,
 * logged in, and not found by search engines); the corporate flow's reduced
 * chrome is rarely a first visit.
 */
export function isServerRendered(route: RouteDefinition): boolean {
  return route.access !== 'staff' && route.chrome === 'full';
}

const isPrivate = (route: RouteDefinition) => route.access === 'private' || route.access === 'staff' || route.access === 'client';

/** Names of the cookies in a Cookie header. */
function cookieNames(header: string | undefined): Set<string> {
  return new Set((header ?? '').split(';').map((part) => part.split('=')[0]!.trim()).filter(Boolean));
}

/** What the visitor's cookies say about the first render, as the browser reads them (the active-user cookie under either name). */
export function visitorOf(cookieHeader: string | undefined): ServerVisitor {
  const names = cookieNames(cookieHeader);
  return {
    isLoggedIn: names.has(COOKIE_NAMES.activeUser) || names.has(SECURE_COOKIE_NAMES.activeUser),
    bannerHidden: names.has(WIP_BANNER_COOKIE),
  };
}

/**
 * What the server does with a request for `definition` before rendering
 * anything: `redirect` a visitor of a private or staff route who is not
 * logged in to /login (as the browser's guard would, but with a 302);
 * `static` when the route is not server-rendered, or is private and the
 * session cannot be used here (the active-user cookie without a valid
 * access token: the browser refreshes the session, the server cannot, the
 * refresh cookie is only sent to /api/auth); else `render`.
 */
export function accessDecision(definition: RouteDefinition | undefined, visitor: ServerVisitor, session: boolean): 'render' | 'redirect' | 'static' {
  if (!definition) return 'render';
  if (isPrivate(definition) && !visitor.isLoggedIn) return 'redirect';
  if (!isServerRendered(definition)) return 'static';
  if (isPrivate(definition) && !session) return 'static';
  return 'render';
}

interface RemotePart {
  remote: ServerRenderedRemote | null;
  page: ServerPageData | null;
  /** False when the remote's code or its page's data fell back to the browser. */
  complete: boolean;
}

function findRemoteRoute(routes: RouteObject[], pathname: string) {
  for (const route of routes) {
    const match = route.path ? matchPath(route.path, pathname) : null;
    if (match) return { route, params: match.params };
  }
  return undefined;
}

/** The remote as the render hands it to the remote area: its routes loaded already. */
function loadedRemote(name: string, routes: RouteObject[]): ServerRenderedRemote {
  return { name, routes: settledRoutes(routes), load: () => undefined, Area: ServerRenderedArea };
}

/**
 * The remote part of the page: its routes and page code (within the remote
 * budget) and its data (within the data budget). Any failure leaves the part
 * out, so that area renders in the browser as before; it is logged once.
 */
async function loadRemotePart(request: RenderRequest, remoteName: string, pageUrl: URL): Promise<RemotePart> {
  const log = request.log;
  const code = await withBudget(
    (async () => {
      const entry = await resolveServerEntry(
        { origin: request.origin, remotesConfigPath: '/remotes.json' },
        remoteName,
        siteFileFetcher(request.origin, request.readSiteFile),
        request.allowedRemoteOrigins,
      );
      const routes = await loadServerRoutes(remoteName, entry);
      const found = findRemoteRoute(routes, pageUrl.pathname);
      await (found?.route.handle as RouteHandle | undefined)?.preload?.();
      return { routes, found };
    })(),
    request.remoteBudgetMs ?? DEFAULT_REMOTE_BUDGET_MS,
    remoteName,
    log,
  );
  if (!code) return { remote: null, page: null, complete: false };
  const handle = code.found?.route.handle as RouteHandle | undefined;
  if (!code.found || !handle?.load) return { remote: loadedRemote(remoteName, code.routes), page: null, complete: true };
  const load = handle.load;
  const params = code.found.params;
  // With the visitor's cookies (and address) on the API requests of this load only.
  const page = await withBudget(
    withRequestHeaders(apiHeadersOf(request), () => load(params, pageUrl)),
    request.dataBudgetMs ?? DEFAULT_DATA_BUDGET_MS,
    `${remoteName} data`,
    log,
  );
  return { remote: loadedRemote(remoteName, code.routes), page, complete: page !== null };
}

/** The headers of a render's API requests: the visitor's cookies (and address), uncompressed over loopback. */
function apiHeadersOf(request: RenderRequest): Record<string, string> {
  // Uncompressed: over loopback, compressing and decompressing the answer only costs CPU (5.6 % of the server's in the bench's profile).
  return { 'accept-encoding': 'identity', ...request.apiHeaders, ...(request.cookie ? { cookie: request.cookie } : {}) };
}

/**
 * The home page's data (issue 32): the newest opdrachten and how many are
 * open (the hero's count), within the data budget. Left to the browser
 * when it fails or is slow, like a remote page's data.
 */
async function loadHomePart(request: RenderRequest): Promise<RemotePart> {
  const newest = await withBudget(
    withRequestHeaders(apiHeadersOf(request), () => loadNewestVacancies(NEWEST_VACANCIES_COUNT)),
    request.dataBudgetMs ?? DEFAULT_DATA_BUDGET_MS,
    'home data',
    request.log,
  );
  return { remote: null, page: newest ? { data: [newest] } : null, complete: newest !== null };
}

/**
 * Renders the tree to a string once every Suspense boundary has resolved (or
 * the timeout aborts it), and how many errors React recovered from (each
 * leaves a boundary to the browser).
 */
function renderToHtml(element: React.ReactElement, log?: RenderLog): Promise<{ html: string; errors: number }> {
  return new Promise((resolve, reject) => {
    let html = '';
    let errors = 0;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve({ html, errors });
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every boundary inline: the page is sent whole (no swap scripts, which the CSP would block).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        errors += 1;
        log?.('render error', { error: error instanceof Error ? error.message : String(error) });
      },
    });
    setTimeout(() => stream.abort(new Error('server render timed out')), RENDER_TIMEOUT_MS).unref();
  });
}

/** The page's HTTP status: 404 for an unknown URL and the not-found page, 500 for the error page, else what its data says. */
export function statusOf(definition: RouteDefinition | undefined, page: ServerPageData | null): number {
  if (!definition || definition.path === routes.notFound.path) return 404;
  if (definition.path === routes.serverError.path) return 500;
  return page?.status ?? 200;
}

/**
 * Renders the page at `request.url` on the server: the shell's chrome and
 * the remote's page in one React tree, with the page's data for SWR. Null
 * for routes that are not server-rendered.
 */
export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const pageUrl = new URL(request.url, request.siteUrl);
  const { pathname } = pageUrl;
  const definition = findRoute(pathname);
  const visitor = visitorOf(request.cookie);
  const decision = accessDecision(definition, visitor, request.session === true);
  if (decision === 'redirect') return { status: 302, location: loginPathWithReturn(`${pathname}${pageUrl.search}`) };
  if (decision === 'static') return null;
  const mount = findMountPoint(pathname);
  // The server's API client reaches the API over loopback, with the headers of the request whose data it loads;
  // links it writes into the page are the site's own (the visitor's browser follows them, with its cookies).
  configureApiClient({ baseUrl: `${request.origin}/api`, linkBaseUrl: '/api', navigate: () => undefined, requestHeaders: currentRequestHeaders });
  configureServerSiteOrigin(request.siteUrl);

  const router = createMemoryRouter(appRoutes(), { initialEntries: [`${pathname}${pageUrl.search}`] });
  // A lazily loaded shell page (/opdrachtgevers) is not rendered on the server.
  if (!router.state.initialized) return null;

  const part: RemotePart =
    mount && definition
      ? await loadRemotePart(request, mount.remote, pageUrl)
      : definition?.path === routes.home.path
        ? await loadHomePart(request)
        : { remote: null, page: null, complete: true };
  const data = part.page?.data ?? [];
  const fallback = Object.fromEntries(data.map(([key, value]) => [unstable_serialize(key as Key), value]));
  const meta = part.page?.meta;
  const brand = getBrand();
  const pageTitle = meta?.title ?? (definition && pathname !== '/' ? definition.title : undefined);
  const canonical = `${request.siteUrl.replace(/\/$/, '')}${pathname}`;
  const head: PageHead = {
    title: definition ? formatDocumentTitle(pageTitle) : formatDocumentTitle('Pagina niet gevonden'),
    description: meta?.description ? summarize(meta.description) : SITE_DESCRIPTION,
    canonical,
    siteName: brand.siteName ?? siteTitle(),
    type: meta?.type ?? 'website',
    jsonLd: meta?.jobPosting
      ? buildJobPosting(meta.jobPosting, { url: canonical, publisher: { name: brand.siteName, url: brand.corporateSiteUrl }, today: dutchToday() })
      : null,
  };
  // Status and head are known once the data is: they go out before the render.
  const status = statusOf(definition, part.page);
  const documentStart = documentHead(request.template, { head, preloads: await preloadLinks(pathname, request) });
  const render = () =>
    // The global styles are the same on every page: written from the sheet rendered once (global-styles.tsx), not rendered again.
    renderToHtml(<AppRoot createRouter={() => router} globalStylesInPage serverRemote={part.remote} swrFallback={fallback} serverVisitor={visitor} />, request.log).then(
      ({ html: body, errors }) => {
        const { body: content, head: styles } = extractStyles(body, globalStyleSheet());
        const rest = documentRest(request.template, { styles, body: content, data: { remote: part.remote?.name ?? null, data, visitor } });
        return { rest, complete: part.complete && errors === 0 };
      },
    );
  if (request.stream !== true) {
    const { rest, complete } = await render();
    return { status, html: documentStart + rest, complete };
  }
  // Head first: the caller starts the render once the head has left (React
  // starts rendering in a microtask and runs to the end, which would hold
  // the head back). Sent already by then: a render that fails leaves #root
  // empty, and the browser renders the page.
  const rest = () =>
    render()
      .then(({ rest: text }) => text)
      .catch((error: unknown) => {
        request.log?.('server render failed after its head was sent: the browser renders the page', { error: error instanceof Error ? error.message : String(error) });
        return documentRestUnrendered(request.template);
      });
  return { status, head: documentStart, rest };
}

/**
 * Loads every remote's server code in the background (the site server calls
 * it once it listens), so the first visitors get server-rendered pages
 * instead of the budget's fallback. Failures are logged like a render's.
 */
export async function warmUp(origin: string, log?: RenderLog, readSiteFile?: ReadSiteFile): Promise<void> {
  await Promise.all(
    remotesConfig.remotes.map((remote) =>
      withBudget(
        resolveServerEntry({ origin, remotesConfigPath: '/remotes.json' }, remote.name, siteFileFetcher(origin, readSiteFile)).then((entry) =>
          loadServerRoutes(remote.name, entry),
        ),
        30_000,
        remote.name,
        log,
      ),
    ),
  );
}

// What the site server calls (api/src/plugins/server-render.ts): a build whose exports do not fit the boundary fails the typecheck.
({ renderPage, warmUp }) satisfies ServerRenderModule;
