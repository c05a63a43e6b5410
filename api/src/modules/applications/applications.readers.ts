/**
 * What other modules use of the applications module's tables: they import
 * it from here, never from applications.repository.ts (ADR 0025). The
 * follow-up module moves a reactie on when an offer is declined or its
 * opdracht closes, the client portal when a client invites the candidate.
 */
export { changeApplicationStatus, type StatusChange } from './applications.repository.js';
