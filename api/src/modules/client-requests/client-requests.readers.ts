/**
 * What other modules use of the client requests' tables: they import it
 * from here, never from client-requests.repository.ts (ADR 0025). The
 * vacancies module converts a request when staff create its opdracht
 * (passed in by modules/index.ts, see `clientRequestsOfVacancies`).
 */
export { clientRequestsOfVacancies } from './client-request-updates.js';
export { findRequestIdOfVacancy } from './client-requests.repository.js';
