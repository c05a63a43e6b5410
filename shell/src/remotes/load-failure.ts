import { switchRelease, type LoadPage } from './release-guard';
import { RemoteLoadError, releaseChangedFor } from './remote-registry';

/**
 * Why a part of the site could not be shown, as far as the browser can tell:
 * - `offline`: the browser says it has no network;
 * - `network`: the file's server did not answer (a connection failure);
 * - `server`: the server answered, with an error (a 404 of a removed chunk,
 *   a 5xx): not the visitor's connection;
 * - `page`: the page's code loaded but failed while rendering (a bug);
 * - `unknown`: a load failed, but the file answers now.
 */
export type LoadFailureKind = 'offline' | 'network' | 'server' | 'page' | 'unknown';

/** The Dutch text of the error panel for each {@link LoadFailureKind}; the title stays 'Dit onderdeel is tijdelijk niet beschikbaar'. */
export const LOAD_FAILURE_MESSAGES: Record<LoadFailureKind, string> = {
  offline: 'Je bent offline, dus dit deel van de website kon niet worden geladen. Controleer je internetverbinding en probeer het opnieuw.',
  network: 'Dit deel van de website kon niet worden geladen. Controleer je internetverbinding en probeer het opnieuw.',
  server:
    'Dit deel van de website kon niet worden geladen: de server gaf een foutmelding. Dat ligt niet aan je internetverbinding. Probeer het over een paar minuten opnieuw.',
  page: 'Er ging iets mis bij het tonen van deze pagina. Dat ligt niet aan jou. Probeer het opnieuw.',
  unknown: 'Dit deel van de website kon niet worden geladen. Probeer het opnieuw.',
};

/** webpack's error for a chunk that did not load (its `request` is the chunk's URL), or a failed dynamic import. */
function chunkUrlOf(error: unknown): string | undefined | null {
  if (!(error instanceof Error)) return null;
  const request = (error as { request?: unknown }).request;
  if (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk .+ failed|dynamically imported module|Importing a module script failed/.test(error.message)) {
    return typeof request === 'string' ? request : undefined;
  }
  return null;
}

/**
 * Asks the server for `url` again (no cache): an answer with an error status,
 * or an opaque answer from another origin, means the server answered; a
 * rejected fetch means it did not.
 */
async function probe(url: string): Promise<LoadFailureKind> {
  const sameOrigin = new URL(url, window.location.href).origin === window.location.origin;
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store', mode: sameOrigin ? 'same-origin' : 'no-cors' });
    if (response.type === 'opaque') return 'server';
    return response.ok ? 'unknown' : 'server';
  } catch {
    return 'network';
  }
}

/** What the page area does after a load failure: load the page anew (a newer release), or show the panel with this text. */
export type LoadFailureOutcome = { reload: true } | { reload: false; kind: LoadFailureKind; message: string };

/**
 * Explains a failure of the page area at `pathname` (the remote failed to
 * load, a page chunk failed after its retries, or a page threw). A chunk of
 * a remote whose live release has changed since this page loaded it is
 * answered with a new page load (the visitor just navigated there: a safe
 * point, docs/adr/0010-skew-protection-in-the-browser.md). Otherwise it
 * tells offline, no answer and an error answer apart by fetching the failed
 * file once more, so the panel blames the connection only when the
 * connection failed.
 */
export async function explainLoadFailure(error: unknown, pathname: string, loadPage?: LoadPage): Promise<LoadFailureOutcome> {
  const chunkUrl = chunkUrlOf(error);
  const isRemoteFailure = error instanceof RemoteLoadError;
  const outcome = (kind: LoadFailureKind): LoadFailureOutcome => ({ reload: false, kind, message: LOAD_FAILURE_MESSAGES[kind] });
  if (chunkUrl === null && !isRemoteFailure) return outcome('page');
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return outcome('offline');
  if (chunkUrl !== null && (await releaseChangedFor(pathname)) && switchRelease(window.location.href, true, loadPage)) return { reload: true };
  const url = isRemoteFailure ? error.url : chunkUrl;
  return outcome(url ? await probe(url) : 'unknown');
}
