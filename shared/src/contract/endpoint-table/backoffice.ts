import type { Endpoint } from './request-path';

/** The endpoints of the backoffice module (`api/src/modules/backoffice`), in the table of contract/endpoints.ts. */
export const backofficeEndpoints = {
  vacancyChoices: { method: 'GET', path: '/vacancy_choices' },
  vacancySummaries: { method: 'GET', path: '/vacancy_summaries' },
  staffMembers: { method: 'GET', path: '/staff_members' },
  assignConsultant: { method: 'PUT', path: '/vacancies/:id/consultant' },
} as const satisfies Record<string, Endpoint>;
