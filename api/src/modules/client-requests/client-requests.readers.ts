/**
 * What other modules use of the client requests' tables: they import it
 * from here, never from client-requests.repository.ts (ADR 0025). The
 * vacancies module converts a request when staff create its opdracht
 * (passed in by modules/index.ts, see `clientRequestsOfVacancies`); the
 * client portal links a request to its organisation and erases a contact's
 * details on the requests they sent (GDPR).
 */
export { clientRequestsOfVacancies } from './client-request-updates.js';
export { anonymiseRequestContacts, findRequestIdOfVacancy, findRequestOrganisation, linkRequestToOrganisation } from './client-requests.repository.js';
