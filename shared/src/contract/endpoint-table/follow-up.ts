import type { Endpoint } from './request-path';

/** The endpoints of the followUp module (`api/src/modules/follow-up`), in the table of contract/endpoints.ts. */
export const followUpEndpoints = {
  employeeNotes: { method: 'GET', path: '/employees/:id/notes' },
  addEmployeeNote: { method: 'POST', path: '/employees/:id/notes' },
  applicationNotes: { method: 'GET', path: '/applications/:id/notes' },
  addApplicationNote: { method: 'POST', path: '/applications/:id/notes' },
  offerAnswers: { method: 'GET', path: '/offer_answers' },
  answerOffer: { method: 'POST', path: '/applications/:id/offer_answer' },
} as const satisfies Record<string, Endpoint>;
