import type { Application, ApplicationDraft, Employee, Vacancy, VacancyListItem } from '@interim/shared/contract';

/** One kept reactie of {@link ApplicationDraft} (the first, or the `newer` beside it). */
type ApplicationDraftVersion = NonNullable<ApplicationDraft['newer']>;
import {
  buildApplication as buildSharedApplication,
  buildEmployee as buildSharedEmployee,
  buildVacancy as buildSharedVacancy,
  buildVacancyListItem,
} from '@interim/shared/testing';

// This remote's test data: the contract-typed builders of @interim/shared/testing
// with the defaults these tests read (a project manager in Utrecht).

/** A vacancy as listed, with overrides. */
export function buildListItem(overrides: Partial<VacancyListItem> = {}): VacancyListItem {
  return buildVacancyListItem({
    title: 'Projectmanager sociaal domein',
    excerpt: 'Gemeente Utrecht zoekt een projectmanager.',
    sector: { id: 3, name: 'Sociaal domein' },
    position: { id: 31, name: 'Projectmanager' },
    educationLevel: { id: 7, name: 'hbo' },
    ...overrides,
  });
}

/** A vacancy with its texts. */
export function buildVacancy(overrides: Partial<Vacancy> = {}): Vacancy {
  return buildSharedVacancy({
    ...buildListItem(),
    description: 'Je leidt het project.',
    requirements: ['Vijf jaar ervaring'],
    wishes: ['Kennis van de Wmo'],
    ...overrides,
  });
}

/** An application with overrides. */
export function buildApplication(overrides: Partial<Application> = {}): Application {
  return buildSharedApplication({
    id: 5,
    employeeId: 1,
    vacancy: { id: 12, title: 'Projectmanager sociaal domein', city: 'Utrecht', clientName: 'Gemeente Utrecht', status: 'open' },
    statusHistory: [{ status: 'submitted', reason: null, changedAt: '2026-11-20T09:00:00.000Z' }],
    motivation: 'Graag',
    offeredHourlyRate: 80,
    availableFrom: '2026-12-01',
    hoursPerWeek: 32,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  });
}

/** The logged-in freelancer. */
export function buildEmployee(overrides: Partial<Employee> = {}): Employee {
  return buildSharedEmployee({
    id: 1,
    phone: '06 12345678',
    postcode: '3511 AB',
    city: 'Utrecht',
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  });
}

/** The freelancer's own reactie kept from register-and-apply (issue 42 item 4), with overrides. */
export function buildDraftVersion(overrides: Partial<ApplicationDraftVersion> = {}): ApplicationDraftVersion {
  return {
    id: 41,
    motivation: 'Ik ben een ervaren projectmanager en start graag.',
    offeredHourlyRate: 75,
    availableFrom: '2027-02-01',
    hoursPerWeek: 24,
    createdAt: '2026-11-20T10:00:00.000Z',
    expiresAt: '2026-11-27T10:00:00.000Z',
    ...overrides,
  };
}
