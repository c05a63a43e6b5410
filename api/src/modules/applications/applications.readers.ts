/**
 * What other modules use of the applications module's tables: they import
 * it from here, never from applications.repository.ts (ADR 0025). The
 * follow-up module moves a reactie on when an offer is declined or its
 * opdracht closes; a kept draft checks the opdracht it is for.
 */
export { changeApplicationStatus, findVacancyForApplication, isVacancyClosed, type StatusChange, type VacancyForApplication } from './applications.repository.js';
