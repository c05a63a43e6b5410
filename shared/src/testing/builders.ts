import type {
  Application,
  EducationLevel,
  Employee,
  FavoriteState,
  GdprRequest,
  LoginResponse,
  Position,
  Sector,
  SessionUser,
  Vacancy,
  VacancyListItem,
} from '../contract';

/**
 * An employee as `GET /api/employees/me` answers it: a freshly registered
 * freelancer (nothing filled in beyond name and e-mail), with overrides.
 * Tests state the fields they depend on through `overrides`.
 */
export function buildEmployee(overrides: Partial<Employee> = {}): Employee {
  return {
    id: 7,
    email: 'jan@example.nl',
    role: 'employee',
    firstName: 'Jan',
    lastName: 'de Vries',
    phone: null,
    postcode: null,
    city: null,
    dateOfBirth: null,
    linkedinUrl: null,
    kvkNumber: null,
    hourlyRate: null,
    preferences: {
      sector: null,
      position: null,
      desiredFunction: null,
      hasDriversLicense: null,
      educationLevel: null,
      hoursPerWeek: null,
      maxTravelKm: null,
      workMode: null,
      availableFrom: null,
    },
    experience: [],
    education: [],
    cv: null,
    latitude: null,
    longitude: null,
    profileCompletion: { completedSteps: [], totalSteps: 6, percentage: 0, isComplete: false },
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * A vacancy as `GET /api/vacancies` lists it: an open, published opdracht in
 * Utrecht, 24-32 hours, EUR 70-85 per hour, with overrides.
 */
export function buildVacancyListItem(overrides: Partial<VacancyListItem> = {}): VacancyListItem {
  return {
    id: 12,
    title: 'Beleidsadviseur sociaal domein',
    excerpt: 'Gemeente Utrecht zoekt een ervaren beleidsadviseur voor het sociaal domein.',
    clientName: 'Gemeente Utrecht',
    isAnonymous: false,
    sector: { id: 3, name: 'Overheid' },
    position: { id: 31, name: 'Beleidsadviseur' },
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
    educationLevel: { id: 6, name: 'hbo' },
    driversLicenseRequired: false,
    status: 'open',
    publishedAt: '2026-11-20T09:00:00.000Z',
    isFavorite: false,
    distanceKm: null,
    ...overrides,
  };
}

/** A vacancy as `GET /api/vacancies/{id}` answers it: the list fields plus the texts. */
export function buildVacancy(overrides: Partial<Vacancy> = {}): Vacancy {
  return {
    ...buildVacancyListItem(),
    description: 'Je werkt mee aan het nieuwe beleid voor de Wmo en jeugdhulp.',
    requirements: ['Vijf jaar ervaring', 'Kennis van de Wmo'],
    wishes: ['Ervaring bij een gemeente'],
    ...overrides,
  };
}

/** An application (reactie) just sent by employee 7 to vacancy 12, with overrides. */
export function buildApplication(overrides: Partial<Application> = {}): Application {
  return {
    id: 40,
    employeeId: 7,
    vacancy: { id: 12, title: 'Beleidsadviseur sociaal domein', city: 'Utrecht', clientName: 'Gemeente Utrecht', status: 'open' },
    status: 'submitted',
    statusHistory: [{ status: 'submitted', reason: null, changedAt: '2026-11-21T10:00:00.000Z' }],
    motivation: null,
    offeredHourlyRate: null,
    availableFrom: null,
    hoursPerWeek: null,
    cvId: null,
    cvFileName: null,
    channel: 'web',
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    proposal: null,
    clientConsent: { profile: true, cv: false },
    ...overrides,
  };
}

/** A sector (branche), with overrides. */
export function buildSector(overrides: Partial<Sector> = {}): Sector {
  return { id: 3, name: 'Overheid', slug: 'overheid', ...overrides };
}

/** A position (functie) of sector 3, with overrides. */
export function buildPosition(overrides: Partial<Position> = {}): Position {
  return { id: 31, name: 'Beleidsadviseur', sectorId: 3, ...overrides };
}

/** An education level, with overrides. */
export function buildEducationLevel(overrides: Partial<EducationLevel> = {}): EducationLevel {
  return { id: 6, code: 'hbo', name: 'hbo', rank: 6, ...overrides };
}

/** The logged-in user as the login answers name them, with overrides. */
export function buildSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return { id: 7, email: 'jan@example.nl', firstName: 'Jan', lastName: 'de Vries', role: 'employee', ...overrides };
}

/** Answer of a successful login, with overrides. */
export function buildLoginResponse(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return { user: buildSessionUser(), returnTo: null, ...overrides };
}

/** Answer of the favourite routes, with overrides. */
export function buildFavoriteState(overrides: Partial<FavoriteState> = {}): FavoriteState {
  return { vacancyId: 12, isFavorite: true, ...overrides };
}

/** A privacy request (inzage) just received, with overrides. */
export function buildGdprRequest(overrides: Partial<GdprRequest> = {}): GdprRequest {
  return {
    id: 5,
    type: 'request-personal-data',
    status: 'received',
    message: null,
    createdAt: '2026-11-21T10:00:00.000Z',
    deadline: '2026-12-21',
    completedAt: null,
    handledAt: null,
    downloadUrl: null,
    ...overrides,
  };
}
