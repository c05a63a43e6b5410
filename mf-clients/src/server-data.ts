import { loadClientCandidates, loadClientPortalOverview } from '@interim/shared/api/client-portal';
import type { Params, ServerPageData } from '@interim/shared/routing';

/*
 * What the server renders the portal's pages with (ADR 0004 option 1): the
 * data their hooks read first, loaded with the visitor's cookies. A part
 * that fails (not a client contact: 403) is left out; the browser loads it
 * and shows the page's message.
 */

/** `/opdrachtgevers/portaal`: the organisation's requests and opdrachten. */
export async function loadPortal(): Promise<ServerPageData> {
  try {
    return { data: await loadClientPortalOverview() };
  } catch {
    return { data: [] };
  }
}

/** `/opdrachtgevers/portaal/opdrachten/:id`: the opdrachten and this one's proposed candidates. */
export async function loadCandidates(params: Params): Promise<ServerPageData> {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) return { data: [] };
  try {
    return { data: await loadClientCandidates(id) };
  } catch {
    return { data: [] };
  }
}
