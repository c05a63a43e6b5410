import { parentPort, threadId, workerData } from 'node:worker_threads';
import type { RenderWorkerCall, RenderWorkerReply } from '@interim/shared/contract/server-render';
import { createServerRenderer } from './server-render.js';
import { createSiteFileReader, type SiteFolder } from './site-files.js';

/**
 * A render worker of the site server (ADR 0024): one of the pool's threads
 * (render-pool.ts). It loads the shell's server build and the remotes'
 * server code itself (createServerRenderer: a redeployed shell is evaluated
 * again, a new release's remote entry is loaded through the federation
 * runtime), reads the template and the manifests from the deploy folders,
 * and renders the jobs the main thread posts. It has no database: a render
 * reads its data from the API over loopback, which the main thread answers.
 */
export interface RenderWorkerData {
  /** The shell's build folder (server/main.js, spa.html). */
  shellDist: string;
  /** The folders the site serves, for remotes.json's manifests and the remote builds. */
  siteFolders: SiteFolder[];
}

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs only as a worker thread (render-pool.ts starts it)');
const { shellDist, siteFolders } = workerData as RenderWorkerData;
const renderer = createServerRenderer(shellDist);
const readStoredFile = createSiteFileReader(siteFolders);

const post = (reply: RenderWorkerReply) => port.postMessage(reply);
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The render's reader of the site's files: the visitor's remotes.json as given, everything else from disk. */
const siteFileReader = (remotesTable: string) => async (urlPath: string) => (urlPath === '/remotes.json' ? remotesTable : readStoredFile(urlPath));

async function handle(call: RenderWorkerCall): Promise<void> {
  const log = (text: string, details: Record<string, unknown>) => post({ type: 'log', id: call.id, message: text, details });
  if (call.type === 'warmUp') {
    await renderer.warmUp(call.origin, log, siteFileReader(call.remotesTable));
    post({ type: 'done', id: call.id, thread: threadId, result: null });
    return;
  }
  const { remotesTable, ...request } = call.job;
  const result = await renderer.render({ ...request, readSiteFile: siteFileReader(remotesTable), log });
  if (result && 'rest' in result) {
    // The head goes at once; the rest is rendered here meanwhile (another thread: it holds nothing of the main one back).
    post({ type: 'head', id: call.id, thread: threadId, status: result.status, head: result.head });
    post({ type: 'rest', id: call.id, rest: await result.rest() });
    return;
  }
  post({ type: 'done', id: call.id, thread: threadId, result });
}

port.on('message', (call: RenderWorkerCall) => {
  handle(call).catch((error: unknown) => post({ type: 'failed', id: call.id, error: message(error) }));
});
