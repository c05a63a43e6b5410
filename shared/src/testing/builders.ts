import type { Employee } from '../contract';

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
