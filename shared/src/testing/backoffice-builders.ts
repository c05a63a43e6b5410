import type { ApplicationDetail, AuditEntry, ClientRequest, GdprStaffRequest } from '../contract';
import { buildApplication } from './builders';

/**
 * Contract-typed builders of what the staff endpoints answer (the back
 * office, issue 15). Tests state the fields they depend on through `overrides`.
 */

/**
 * Application 40 as staff read it (`GET /api/applications/{id}`): the
 * application of {@link buildApplication} with its candidate, Jan de Vries,
 * who has a current CV (id 3), with overrides.
 */
export function buildApplicationDetail(overrides: Partial<ApplicationDetail> = {}): ApplicationDetail {
  return {
    ...buildApplication(),
    candidate: {
      id: 7,
      firstName: 'Jan',
      lastName: 'de Vries',
      email: 'jan@example.nl',
      phone: '0612345678',
      postcode: '3511 AB',
      city: 'Utrecht',
      linkedinUrl: null,
      hourlyRate: 85,
      currentRole: 'Beleidsadviseur bij Gemeente Utrecht',
      currentCvId: 3,
    },
    ...overrides,
  };
}

/** A new client request in staff's inbox (`GET /api/client_requests`), with overrides. */
export function buildClientRequest(overrides: Partial<ClientRequest> = {}): ClientRequest {
  return {
    id: 9,
    reference: 'AV-2026-00009',
    companyName: 'Gemeente Amersfoort',
    contactName: 'Petra Bakker',
    email: 'p.bakker@amersfoort.nl',
    phone: '0331234567',
    kvkNumber: '12345678',
    description: 'Wij zoeken per februari een projectleider voor de herinrichting van het stationsgebied, 32 uur per week.',
    position: { id: 4, name: 'Projectleider', sectorId: 2 },
    startDate: '2027-02-01',
    duration: '6 maanden',
    hoursPerWeek: 32,
    hourlyRateMin: 80,
    hourlyRateMax: 95,
    budget: null,
    location: 'Amersfoort',
    consultant: null,
    status: 'new',
    vacancyId: null,
    createdAt: '2026-11-20T09:30:00.000Z',
    updatedAt: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}

/**
 * An inzage request in staff's queue (`GET /api/gdpr_requests` as staff):
 * received 20 November, deadline 20 December, not handled yet, with overrides.
 */
export function buildGdprStaffRequest(overrides: Partial<GdprStaffRequest> = {}): GdprStaffRequest {
  return {
    id: 5,
    type: 'request-personal-data',
    status: 'received',
    message: null,
    receivedAt: '2026-11-20T10:00:00.000Z',
    deadline: '2026-12-20',
    daysLeft: 25,
    overdue: false,
    employee: { id: 7, name: 'Jan de Vries', email: 'jan@example.nl' },
    handledAt: null,
    handledBy: null,
    resolution: null,
    completedAt: null,
    ...overrides,
  };
}

/** A status change of application 40 by staff member 1 (`GET /api/audit_entries`), with overrides. */
export function buildAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 100,
    entityType: 'application',
    entityId: 40,
    entityLabel: 'Jan de Vries – Projectmanager Wmo',
    action: 'status',
    actor: { id: 1, name: 'Sanne Staf' },
    at: '2026-11-22T09:15:00.000Z',
    before: { status: 'submitted' },
    after: { status: 'in_review' },
    ...overrides,
  };
}
