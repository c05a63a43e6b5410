import { readFile, stat } from 'node:fs/promises';
import Module from 'node:module';
import path from 'node:path';

/** A page request to render (shell/src/server/render-page.tsx, `RenderRequest`). */
export interface ServerRenderRequest {
  url: string;
  origin: string;
  siteUrl: string;
  template: string;
  remoteBudgetMs?: number;
  /** The visitor's Cookie header: decides what the page shows, and goes with the render's API requests (loopback). */
  cookie?: string;
  /** The cookies hold a valid session (a private page is rendered only then). */
  session?: boolean;
  /** More headers for the render's API requests (the visitor's address). */
  apiHeaders?: Record<string, string>;
  /** Send the head before the render is done (default: the whole page at once). */
  stream?: boolean;
  /** Reads a file the site serves by its URL path from the deploy folders; undefined for a path it does not serve. */
  readSiteFile?: (urlPath: string) => Promise<string | undefined>;
  log?: (message: string, details: Record<string, unknown>) => void;
}

/**
 * A rendered page, whole (`html`) or streamed (`head` now, `rest` when the
 * render is done; `rest` never rejects); a redirect (a private page without
 * a session); or null when the request is not server-rendered. `complete`:
 * no part of the whole page fell back to the browser (a build older than the
 * flag leaves it out, which counts as not complete).
 */
export type ServerRenderResult =
  | { status: number; html: string; complete?: boolean }
  | { status: number; head: string; rest: () => Promise<string> }
  | { status: 302; location: string }
  | null;

interface RenderModule {
  renderPage(request: ServerRenderRequest): Promise<ServerRenderResult>;
  /** Loads the remotes' server code ahead of the first request (optional: older builds lack it). */
  warmUp?(origin: string, log?: ServerRenderRequest['log'], readSiteFile?: ServerRenderRequest['readSiteFile']): Promise<void>;
}

/** Node's module internals used to evaluate a file afresh (not typed in @types/node). */
interface CompilableModule {
  filename: string;
  paths: string[];
  exports: unknown;
  _compile(code: string, filename: string): void;
}
const NodeModule = Module as unknown as { new (id: string): CompilableModule; _nodeModulePaths(dir: string): string[] };

/**
 * Evaluates a CommonJS file as a new module, outside the require cache: a
 * changed file is evaluated again (the require cache would keep the old one).
 */
async function evaluateModule(file: string): Promise<unknown> {
  const module = new NodeModule(file);
  module.filename = file;
  module.paths = NodeModule._nodeModulePaths(path.dirname(file));
  module._compile(await readFile(file, 'utf8'), file);
  return module.exports;
}

/**
 * Loads the shell's server build (`shell/dist/server/main.js`, ADR 0004
 * option 1) and renders pages with it. The build is a module-federation host:
 * the remotes it renders are loaded by the federation runtime for Node from
 * `remotes.json` on each render, so a redeployed remote needs no restart
 * here. A redeployed shell (the file changed) is required again. Without a
 * server build (a shell built before it existed) every render answers null
 * and the caller serves the static page.
 */
export function createServerRenderer(shellDist: string) {
  const entry = path.join(shellDist, 'server', 'main.js');
  const templateFile = path.join(shellDist, 'spa.html');
  let loaded: { mtimeMs: number; module: Promise<RenderModule> } | undefined;

  async function load(): Promise<RenderModule | null> {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(entry)).mtimeMs;
    } catch {
      return null;
    }
    if (!loaded || loaded.mtimeMs !== mtimeMs) {
      // The build's exports are a promise: the federation runtime starts asynchronously (asyncStartup).
      const module = evaluateModule(entry).then((exports) => exports as RenderModule);
      // A build that fails to start is tried again on the next request.
      module.catch(() => {
        if (loaded?.module === module) loaded = undefined;
      });
      loaded = { mtimeMs, module };
    }
    return loaded.module;
  }

  return {
    /** Loads the server build and every remote's server code, so the first visitor already gets a server render. */
    async warmUp(origin: string, log?: ServerRenderRequest['log'], readSiteFile?: ServerRenderRequest['readSiteFile']): Promise<void> {
      const module = await load();
      await module?.warmUp?.(origin, log, readSiteFile);
    },
    async render(request: Omit<ServerRenderRequest, 'template'>): Promise<ServerRenderResult> {
      const module = await load();
      if (!module) return null;
      const template = await readFile(templateFile, 'utf8');
      return module.renderPage({ ...request, template });
    },
  };
}
