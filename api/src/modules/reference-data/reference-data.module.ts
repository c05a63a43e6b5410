import type { ApiModule } from '../api-module.js';
import { referenceDataMigrations } from './reference-data.migrations.js';
import { referenceDataRoutes } from './reference-data.routes.js';
import { seedReferenceData } from './reference-data.seed.js';

/** Sectors, positions, education levels, offices, postcode centroids and Dutch places. */
export const referenceDataModule: ApiModule = {
  name: 'reference-data',
  migrations: referenceDataMigrations,
  routes: referenceDataRoutes,
  seed: seedReferenceData,
  personalData: { tablesWithoutPersonalData: ['sectors', 'positions', 'education_levels', 'branches', 'postcode_centroids', 'places'] },
};
