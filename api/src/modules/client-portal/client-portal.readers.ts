/**
 * What other modules use of the client portal's tables: a new client
 * request joins its organisation (docs/adr/0021). They import it from here,
 * never from client-portal.repository.ts (ADR 0025).
 */
export { attachRequestToOrganisation } from './client-portal.repository.js';
