import type { FastifyInstance } from 'fastify';
import type { ApiModule } from '../api-module.js';
import { followUpMigrations } from './follow-up.migrations.js';
import { followUpPersonalData } from './follow-up.personal-data.js';
import { notesRoutes } from './notes.routes.js';
import { offerAnswerRoutes } from './offer-answers.routes.js';

/**
 * Staff's follow-up of candidates and reacties (issue 30 item 5, issue 32
 * item 8, ADR 0020): internal notes, the answer to an offer, and closing
 * the reacties of a closed opdracht. Depends on employees, vacancies,
 * applications, audit and status-mails.
 */
export const followUpModule: ApiModule = {
  name: 'follow-up',
  migrations: followUpMigrations,
  async routes(app: FastifyInstance) {
    await notesRoutes(app);
    await offerAnswerRoutes(app);
  },
  personalData: followUpPersonalData,
};
