import type { Endpoint } from './request-path';

/** The endpoints of the referenceData module (`api/src/modules/reference-data`), in the table of contract/endpoints.ts. */
export const referenceDataEndpoints = {
  sectors: { method: 'GET', path: '/sectors' },
  positions: { method: 'GET', path: '/positions' },
  educationLevels: { method: 'GET', path: '/education_levels' },
  branches: { method: 'GET', path: '/branches' },
  places: { method: 'GET', path: '/places' },
} as const satisfies Record<string, Endpoint>;
