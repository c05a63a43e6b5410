/**
 * What other modules read of the vacancies' tables: saved searches count
 * the opdrachten matching a filter with the search's own filter code; the
 * back office sets an opdracht's consultant. They import it from here,
 * never from vacancies.repository.ts (ADR 0025).
 */
export { applyVacancyFilter, countVacancies, lockVacancyConsultant, type SearchContext, setVacancyConsultant } from './vacancies.repository.js';
