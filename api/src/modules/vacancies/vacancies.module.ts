import type { ApiModule } from '../api-module.js';
import type { VacancyLinks } from './vacancy-links.js';
import { vacanciesMigrations } from './vacancies.migrations.js';
import { vacanciesRoutes } from './vacancies.routes.js';
import { seedVacancies } from './vacancies.seed.js';
import { vacanciesPersonalData } from './vacancies.personal-data.js';

/**
 * Vacancy search and reading, favourites, search and view tracking; staff
 * write vacancies. Depends on reference-data and audit. What it needs of
 * the modules that depend on it (the request an opdracht is made of,
 * closing its reacties) modules/index.ts passes in as `links`.
 */
export function createVacanciesModule(links: VacancyLinks): ApiModule {
  return {
    name: 'vacancies',
    migrations: vacanciesMigrations,
    routes: (app) => vacanciesRoutes(app, links),
    personalData: vacanciesPersonalData,
    demoSeed: seedVacancies,
  };
}
