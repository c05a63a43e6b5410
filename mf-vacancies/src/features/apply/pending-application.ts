/**
 * Query parameter of the return path after register-and-apply
 * (`/opdrachten/:id/reageren?versturen=1`): the mail's link and code lead
 * there, and the apply page shows the reactie kept on the server to check
 * and send (docs/adr/0022). Without a kept reactie it says so.
 */
export const SEND_PENDING_PARAM = 'versturen';

/**
 * Where earlier versions kept the reactie in this browser (localStorage).
 * Only removed now: the server keeps it since docs/adr/0022.
 */
export const LEGACY_PENDING_APPLICATION_KEY = 'interim.pendingApplication';

/** Forgets a reactie an earlier version kept in this browser. */
export function clearLegacyPendingApplication(): void {
  try {
    if (typeof window !== 'undefined') window.localStorage.removeItem(LEGACY_PENDING_APPLICATION_KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
}
