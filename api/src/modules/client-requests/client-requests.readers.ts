/**
 * What other modules use of the client requests' tables: the vacancies
 * module marks a request converted when staff create its opdracht. They
 * import it from here, never from client-requests.repository.ts (ADR 0025).
 */
export { markClientRequestConverted } from './client-requests.repository.js';
