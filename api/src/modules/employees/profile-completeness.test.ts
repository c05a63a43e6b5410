import { EMPTY_PREFERENCES } from './employees.service.js';
import { COMPLETENESS_PARTS, completenessPercentage, type CompletenessFields } from './profile-completeness.js';

/** A freelancer just registered: name and e-mail address, the phone number when given. */
const registered = (phone: string | null = null): CompletenessFields => ({
  firstName: 'Anna',
  lastName: 'de Vries',
  email: 'anna@voorbeeld.nl',
  phone,
  dateOfBirth: null,
  postcode: null,
  hourlyRate: null,
  preferences: EMPTY_PREFERENCES,
  cv: null,
});

const everything: CompletenessFields = {
  ...registered('06-12345678'),
  dateOfBirth: '1985-04-12',
  postcode: '3511 AB',
  hourlyRate: 95,
  preferences: { ...EMPTY_PREFERENCES, sector: 1, position: 3, educationLevel: 7, hoursPerWeek: 32, maxTravelKm: 25, workMode: 'hybrid', availableFrom: '2027-01-04' },
  cv: { id: 1, fileName: 'cv.pdf', size: 1000, contentType: 'application/pdf', uploadedAt: '2026-11-01T09:00:00.000Z', hasText: true },
};

describe('completenessPercentage (issue 32: what is known counts)', () => {
  it('counts the name and e-mail address of a new profile: not 0 %', () => {
    expect(completenessPercentage(registered(), false)).toBe(Math.round((2 / COMPLETENESS_PARTS.length) * 100));
    expect(completenessPercentage(registered(), false)).toBeGreaterThan(0);
  });

  it('counts a known phone number too', () => {
    expect(completenessPercentage(registered('06-12345678'), false)).toBe(Math.round((3 / COMPLETENESS_PARTS.length) * 100));
  });

  it('says 100 only once every step is finished, 99 at most before', () => {
    expect(completenessPercentage(everything, false)).toBe(99);
    expect(completenessPercentage(everything, true)).toBe(100);
  });

  it('does not count a blank name', () => {
    expect(completenessPercentage({ ...registered(), firstName: ' ' }, false)).toBe(Math.round((1 / COMPLETENESS_PARTS.length) * 100));
  });
});
