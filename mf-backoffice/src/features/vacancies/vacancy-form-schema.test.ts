import { StaffVacancySchema } from '@interim/shared/contract';
import { buildClientRequest } from '@interim/shared/testing';
import { installDutchErrorMap } from '@interim/shared/validation';
import { buildStaffVacancy } from '../../testing/build-staff-vacancy';
import {
  EMPTY_VACANCY_FORM,
  VacancyFormSchema,
  changedFields,
  toLines,
  vacancyFieldOf,
  vacancyFormFromClientRequest,
  vacancyFormValues,
  vacancyResolver,
  type VacancyFormValues,
} from './vacancy-form-schema';

beforeAll(() => installDutchErrorMap());

const stored = buildStaffVacancy();

/** The resolver's messages per field, as the form shows them. */
async function messagesOf(values: VacancyFormValues): Promise<Record<string, string | undefined>> {
  const { errors } = await vacancyResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, (error as { message?: string }).message]));
}

describe('the opdracht form and the contract', () => {
  it('reads a stored opdracht back into the same body', () => {
    expect(StaffVacancySchema.parse(stored)).toEqual(stored);
    const body = VacancyFormSchema.parse(vacancyFormValues(stored));
    expect(body).toEqual({
      title: stored.title,
      clientName: 'Gemeente Utrecht',
      isAnonymous: false,
      city: 'Utrecht',
      postcode: '3511 AB',
      sectorId: 3,
      positionId: 31,
      hoursPerWeekMin: 24,
      hoursPerWeekMax: 32,
      hourlyRateMin: 70,
      hourlyRateMax: 85,
      startDate: '2027-01-04',
      duration: '6 maanden',
      closingDate: '2026-12-15',
      workMode: 'hybrid',
      zzpAllowed: true,
      educationLevelId: 6,
      driversLicenseRequired: false,
      description: stored.description,
      requirements: ['Vijf jaar ervaring', 'Kennis van de Wmo'],
      wishes: ['Ervaring bij een gemeente'],
    });
  });

  it('says in Dutch what an empty form misses', async () => {
    const messages = await messagesOf(EMPTY_VACANCY_FORM);
    for (const field of ['title', 'city', 'postcode', 'sectorId', 'positionId', 'hoursPerWeekMin', 'hoursPerWeekMax', 'hourlyRateMin', 'hourlyRateMax', 'closingDate', 'workMode', 'description']) {
      expect(messages[field]).toBe('Verplicht veld');
    }
    // Optional: start (in overleg), duration, education level, eisen and wensen.
    expect(messages).not.toHaveProperty('startDate');
    expect(messages).not.toHaveProperty('educationLevelId');
    expect(messages).not.toHaveProperty('requirements');
  });

  it('asks for the client unless the opdracht is anonymous', async () => {
    expect(await messagesOf({ ...vacancyFormValues(stored), clientName: ' ' })).toEqual({
      clientName: 'Vul de naam van de opdrachtgever in, of maak de opdracht anoniem',
    });
    expect(await messagesOf({ ...vacancyFormValues(stored), clientName: '', isAnonymous: true })).toEqual({});
  });

  it("uses the contract's checks between fields and on formats", async () => {
    const messages = await messagesOf({
      ...vacancyFormValues(stored),
      hoursPerWeekMin: '32',
      hoursPerWeekMax: '24',
      hourlyRateMin: '90',
      hourlyRateMax: '1200',
      postcode: '35 AB',
      closingDate: '2026-02-30',
    });
    expect(messages).toEqual({
      hoursPerWeekMax: 'Het maximum aantal uren is minstens 32',
      hourlyRateMax: 'Het maximum is 1000',
      postcode: 'Vul een geldige postcode in, bijvoorbeeld 1234 AB',
      closingDate: 'Deze datum bestaat niet',
    });
  });

  it('makes blank optional fields null and an anonymous client needs no name', () => {
    const body = VacancyFormSchema.parse({ ...vacancyFormValues(stored), startDate: '', duration: '  ', educationLevelId: '', clientName: '', isAnonymous: true });
    expect(body).toMatchObject({ startDate: null, duration: null, educationLevelId: null, clientName: null, isAnonymous: true });
  });

  it('takes eisen and wensen one per line, and shows a bad line on its box', async () => {
    expect(toLines('  Eén\n\nTwee  \n')).toEqual(['Eén', 'Twee']);
    const messages = await messagesOf({ ...vacancyFormValues(stored), requirements: `Goed\n${'x'.repeat(301)}` });
    // The contract's message for a line over 300 characters, on the box with its line number.
    expect(messages.requirements).toMatch(/^Regel 2: \S/);
    expect(Object.keys(messages)).toEqual(['requirements']);
    expect(await messagesOf({ ...vacancyFormValues(stored), wishes: Array.from({ length: 31 }, (_, i) => `Wens ${i}`).join('\n') })).toEqual({
      wishes: 'Gebruik maximaal 30 regels',
    });
    expect(vacancyFieldOf('requirements.1')).toBe('requirements');
  });

  it('fills a new opdracht from a client request, with what the client said of the assignment', () => {
    const request = buildClientRequest({ companyName: 'Zorggroep Oost', description: 'Wij zoeken een interim teamleider voor de thuiszorg.' });
    expect(vacancyFormFromClientRequest(request)).toEqual({
      ...EMPTY_VACANCY_FORM,
      clientName: 'Zorggroep Oost',
      description: 'Wij zoeken een interim teamleider voor de thuiszorg.',
      sectorId: '2',
      positionId: '4',
      hoursPerWeekMin: '32',
      hoursPerWeekMax: '32',
      hourlyRateMin: '80',
      hourlyRateMax: '95',
      startDate: '2027-02-01',
      duration: '6 maanden',
      city: 'Amersfoort',
    });
    expect(vacancyFormFromClientRequest(buildClientRequest({ location: '3811 AB' }))).toMatchObject({ postcode: '3811 AB', city: '' });
    // A request from the old form leaves the fields empty.
    const old = buildClientRequest({ position: null, startDate: null, duration: null, hoursPerWeek: null, hourlyRateMin: null, hourlyRateMax: null, location: null });
    expect(vacancyFormFromClientRequest(old)).toEqual({ ...EMPTY_VACANCY_FORM, clientName: old.companyName, description: old.description });
  });

  it('sends only the changed fields', () => {
    const before = VacancyFormSchema.parse(vacancyFormValues(stored));
    const after = VacancyFormSchema.parse({ ...vacancyFormValues(stored), title: 'Nieuwe titel', requirements: 'Vijf jaar ervaring', postcode: '3511ab' });
    expect(changedFields(after, before)).toEqual({ title: 'Nieuwe titel', requirements: ['Vijf jaar ervaring'] });
  });
});
