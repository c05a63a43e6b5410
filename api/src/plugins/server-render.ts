import { readFile, stat } from 'node:fs/promises';
import Module from 'node:module';
import path from 'node:path';
import type { RenderRequest, RenderResult, ServerRenderModule } from '@interim/shared/contract/server-render';

/** The boundary's types, shared with the shell's server build (`@interim/shared/contract/server-render`). */
export type ServerRenderRequest = RenderRequest;
export type ServerRenderResult = RenderResult;

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
 * option 1) and renders pages with it; used by each render worker
 * (render-worker.ts, ADR 0024), never on the site server's main thread. The build is a module-federation host:
 * the remotes it renders are loaded by the federation runtime for Node from
 * `remotes.json` on each render, so a redeployed remote needs no restart
 * here. A redeployed shell (the file changed) is required again. Without a
 * server build (a shell built before it existed) every render answers null
 * and the caller serves the static page.
 */
export function createServerRenderer(shellDist: string) {
  const entry = path.join(shellDist, 'server', 'main.js');
  const templateFile = path.join(shellDist, 'spa.html');
  let loaded: { mtimeMs: number; module: Promise<ServerRenderModule> } | undefined;

  async function load(): Promise<ServerRenderModule | null> {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(entry)).mtimeMs;
    } catch {
      return null;
    }
    if (!loaded || loaded.mtimeMs !== mtimeMs) {
      // The build's exports are a promise: the federation runtime starts asynchronously (asyncStartup).
      const module = evaluateModule(entry).then((exports) => exports as ServerRenderModule);
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
      await module?.warmUp(origin, log, readSiteFile);
    },
    async render(request: Omit<ServerRenderRequest, 'template'>): Promise<ServerRenderResult> {
      const module = await load();
      if (!module) return null;
      const template = await readFile(templateFile, 'utf8');
      return module.renderPage({ ...request, template });
    },
  };
}
