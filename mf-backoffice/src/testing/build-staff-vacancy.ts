import type { StaffVacancy } from '@interim/shared/contract';
import { buildVacancy } from '@interim/shared/testing';

/** An opdracht as staff read it (`GET /api/vacancies/{id}` for staff), with overrides; tests check it against the contract. */
export function buildStaffVacancy(overrides: Partial<StaffVacancy> = {}): StaffVacancy {
  return {
    ...buildVacancy({ id: 7, status: 'concept' }),
    clientName: 'Gemeente Utrecht',
    isAnonymous: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T09:30:00.000Z',
    clientRequestId: null,
    ...overrides,
  };
}
