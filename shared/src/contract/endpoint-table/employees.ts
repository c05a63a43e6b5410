import type { Endpoint } from './request-path';

/** The endpoints of the employees module (`api/src/modules/employees`), in the table of contract/endpoints.ts. */
export const employeesEndpoints = {
  register: { method: 'POST', path: '/employees/register' },
  me: { method: 'GET', path: '/employees/me' },
  list: { method: 'GET', path: '/employees' },
  get: { method: 'GET', path: '/employees/:id' },
  update: { method: 'PATCH', path: '/employees/:id' },
  requestContact: { method: 'POST', path: '/employees/request-contact' },
  latLonImport: { method: 'GET', path: '/employees/lat-lon-import' },
  uploadCv: { method: 'POST', path: '/employees/cv' },
  cv: { method: 'GET', path: '/employees/cv/:id' },
  requestEmailChange: { method: 'POST', path: '/employees/me/email-change' },
  confirmEmailChange: { method: 'POST', path: '/employees/me/email-change/confirm' },
} as const satisfies Record<string, Endpoint>;
