/**
 * What other modules use of the client portal's tables: a new client
 * request joins its organisation (docs/adr/0021), which modules/index.ts
 * passes to the client-requests module (this module reads that one's
 * tables, so that one cannot import this one). They import it from here,
 * never from client-portal.repository.ts (ADR 0025).
 */
export { organisationForRequest } from './client-portal.repository.js';
