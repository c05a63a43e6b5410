import type { ApiModule } from '../api-module.js';
import { vacanciesMigrations } from './vacancies.migrations.js';
import { vacanciesRoutes } from './vacancies.routes.js';
import { seedVacancies } from './vacancies.seed.js';
import { vacanciesPersonalData } from './vacancies.personal-data.js';

/** Vacancy search and reading, favourites, search and view tracking. Depends on reference-data. */
export const vacanciesModule: ApiModule = {
  name: 'vacancies',
  migrations: vacanciesMigrations,
  routes: vacanciesRoutes,
  personalData: vacanciesPersonalData,
  demoSeed: seedVacancies,
};
