import type { Application, Employee, Vacancy, VacancyListItem } from '@interim/shared/contract';
import { buildEmployee as buildSharedEmployee } from '@interim/shared/testing';

/** A vacancy as listed, with overrides. */
export function buildListItem(overrides: Partial<VacancyListItem> = {}): VacancyListItem {
  return {
    id: 12,
    title: 'Projectmanager sociaal domein',
    excerpt: 'Gemeente Utrecht zoekt een projectmanager.',
    clientName: 'Gemeente Utrecht',
    isAnonymous: false,
    sector: { id: 3, name: 'Sociaal domein' },
    position: { id: 31, name: 'Projectmanager' },
    city: 'Utrecht',
    postcode: '3511 AB',
    latitude: 52.09,
    longitude: 5.12,
    hoursPerWeekMin: 24,
    hoursPerWeekMax: 32,
    hourlyRateMin: 70,
    hourlyRateMax: 85,
    startDate: '2027-01-04',
    duration: '6 maanden',
    closingDate: '2026-12-15',
    workMode: 'hybrid',
    zzpAllowed: true,
    educationLevel: { id: 7, name: 'hbo' },
    driversLicenseRequired: false,
    status: 'open',
    publishedAt: '2026-11-20T09:00:00.000Z',
    isFavorite: false,
    distanceKm: null,
    ...overrides,
  };
}

/** A vacancy with its texts. */
export function buildVacancy(overrides: Partial<Vacancy> = {}): Vacancy {
  return {
    ...buildListItem(),
    description: 'Je leidt het project.',
    requirements: ['Vijf jaar ervaring'],
    wishes: ['Kennis van de Wmo'],
    ...overrides,
  };
}

/** An application with overrides. */
export function buildApplication(overrides: Partial<Application> = {}): Application {
  return {
    id: 5,
    employeeId: 1,
    vacancy: { id: 12, title: 'Projectmanager sociaal domein', city: 'Utrecht', clientName: 'Gemeente Utrecht', status: 'open' },
    status: 'submitted',
    statusHistory: [{ status: 'submitted', reason: null, changedAt: '2026-11-20T09:00:00.000Z' }],
    motivation: 'Graag',
    offeredHourlyRate: 80,
    availableFrom: '2026-12-01',
    hoursPerWeek: 32,
    cvId: null,
    channel: 'web',
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
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
