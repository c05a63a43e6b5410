/**
 * What other modules read of the vacancies' tables: saved searches count
 * the opdrachten matching a filter with the search's own filter code. They
 * import it from here, never from vacancies.repository.ts (ADR 0025).
 */
export { applyVacancyFilter, countVacancies, type SearchContext } from './vacancies.repository.js';
