import type { Endpoint } from './request-path';

/** The endpoints of the vacancies module (`api/src/modules/vacancies`), in the table of contract/endpoints.ts. */
export const vacanciesEndpoints = {
  list: { method: 'GET', path: '/vacancies' },
  get: { method: 'GET', path: '/vacancies/:id' },
  similar: { method: 'GET', path: '/vacancies/:id/similar' },
  create: { method: 'POST', path: '/vacancies' },
  update: { method: 'PATCH', path: '/vacancies/:id' },
  favorite: { method: 'GET', path: '/vacancies/:id/favorite' },
  unfavorite: { method: 'GET', path: '/vacancies/:id/unfavorite' },
} as const satisfies Record<string, Endpoint>;
