/**
 * The server render's boundary (ADR 0004): what the API's site server
 * (`api/src/plugins/server-render.ts`) hands the shell's server build
 * (`shell/src/server/render-page.tsx`, built into `shell/dist/server/main.js`)
 * and what it gets back. Both sides import these types from here, so they
 * cannot drift apart. Types only: nothing here runs.
 */

/** Where the server render writes what went wrong (the API's logger). */
export type RenderLog = (message: string, details: Record<string, unknown>) => void;

/** Reads a file the site serves by its URL path from the deploy folders; undefined for a path it does not serve. */
export type ReadSiteFile = (urlPath: string) => Promise<string | undefined>;

/** A page request the server renders. */
export interface RenderRequest {
  /** Path and query, `/opdrachten?q=data`. */
  url: string;
  /** How the server reaches itself (loopback): remotes.json, manifests, remote builds and the API. */
  origin: string;
  /** The site's public origin, for canonical URLs and Open Graph. */
  siteUrl: string;
  /** The built page with an empty #root (shell/dist/spa.html). */
  template: string;
  /** How long a remote may take to load its server code before its area renders in the browser instead (ms). */
  remoteBudgetMs?: number;
  /** How long the page's data may take (ms); without it the page renders its loading state. */
  dataBudgetMs?: number;
  /**
   * The visitor's Cookie header. It decides what the page shows (logged in,
   * banner closed) and goes with the render's API requests, over loopback
   * only, so a logged-in visitor's page holds that visitor's data.
   */
  cookie?: string;
  /** The API found a valid session in the cookies (a verified access token of a session not revoked). */
  session?: boolean;
  /** More headers for the render's API requests (the visitor's address, for the API's per-IP limits). */
  apiHeaders?: Record<string, string>;
  /** Send the head before the render is done (SERVER_RENDER_STREAM); otherwise the whole page at once. */
  stream?: boolean;
  /** Reads `remotes.json` and the manifests from the deploy folders instead of over loopback HTTP (the site server gives it). */
  readSiteFile?: ReadSiteFile;
  /** Origins a remote's server code may come from (the site's own and registered release origins); left out: any. */
  allowedRemoteOrigins?: readonly string[];
  log?: RenderLog;
}

/**
 * A server-rendered page: whole (`html`), or streamed (`head` at once,
 * `rest` when the render is done; it never rejects: a failed render's rest
 * leaves #root to the browser); a redirect (a private route without a
 * session goes to /login); or null: this request is not server-rendered
 * (the caller serves the static page).
 *
 * `complete` (whole pages only): every part of the page was rendered here,
 * no remote fell back to the browser (slow or failing code), its data loaded
 * within the budget, and React reported no error. Only such a page may be
 * kept and served again by the site server's render cache.
 */
export type RenderResult =
  | { status: number; html: string; complete: boolean }
  | { status: number; head: string; rest: () => Promise<string> }
  | { status: 302; location: string }
  | null;

/** What the shell's server build exports (its exports are a promise: the federation runtime starts asynchronously). */
export interface ServerRenderModule {
  renderPage(request: RenderRequest): Promise<RenderResult>;
  /** Loads the server build's own code and every remote's server code, so the first visitor already gets a server render. */
  warmUp(origin: string, log?: RenderLog, readSiteFile?: ReadSiteFile): Promise<void>;
}

/**
 * A render for a render worker (ADR 0024): the request without what cannot
 * cross threads. The worker reads the template (`spa.html`) and the site's
 * files itself, from the same deploy folders; `remotesTable` is the
 * visitor's `/remotes.json` (the selection of releases, ADR 0009), the one
 * file it does not read from disk. Its log lines come back as messages.
 */
export type RenderJob = Omit<RenderRequest, 'template' | 'readSiteFile' | 'log'> & { remotesTable: string };

/** A streamed render's result (head now, rest later). */
type StreamedResult = Extract<RenderResult, { rest: unknown }>;

/** What the site server's main thread posts to a render worker. */
export type RenderWorkerCall =
  | { type: 'render'; id: number; job: RenderJob }
  | { type: 'warmUp'; id: number; origin: string; remotesTable: string };

/**
 * What a render worker posts back, by the call's id: `log` lines while it
 * works; then `done` (a whole page, a redirect, null, or the end of a
 * warm-up), or `head` and later `rest` (a streamed page: the worker renders
 * the rest as soon as it sent the head), or `failed` (an exception; the
 * caller serves the browser-rendered page). `thread` names the worker.
 */
export type RenderWorkerReply =
  | { type: 'log'; id: number; message: string; details: Record<string, unknown> }
  | { type: 'done'; id: number; thread: number; result: Exclude<RenderResult, StreamedResult> }
  | ({ type: 'head'; id: number; thread: number } & Omit<StreamedResult, 'rest'>)
  | { type: 'rest'; id: number; rest: Awaited<ReturnType<StreamedResult['rest']>> }
  | { type: 'failed'; id: number; error: string };

/**
 * The rest of the document after its head, without a render: #root empty,
 * so the browser renders the page. For a streamed page whose render failed
 * (the shell's server build) or whose render worker was lost (the site
 * server's render pool) after the head was sent.
 */
export function documentRestUnrendered(template: string): string {
  return template.slice(template.indexOf('</head>'));
}
