import type { z } from 'zod';
import { installDutchErrorMap } from '@interim/shared/validation';
import {
  CV_REQUIRED_MESSAGE,
  completionSteps,
  firstIncompleteStep,
  parseStepParam,
  step1Schema,
  step2Schema,
  step3Schema,
  step4Schema,
  step5Schema,
  step6Schema,
  stepPath,
} from './completion-steps';

installDutchErrorMap();

/** The first message per field of a failed parse. */
function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

const validStep1 = { firstName: 'Jan', lastName: 'de Vries', phone: '06 12345678', dateOfBirth: '' };
const validStep2 = { postcode: '1234 AB', city: '', maxTravelKm: '25', hasDriversLicense: true };
const validStep3 = { sector: '3', position: '12', desiredFunction: 'Projectleider' };
const validStep5 = { hasCv: true, linkedinUrl: '' };
const validStep6 = { availableFrom: '2026-12-01', hoursPerWeek: '32', workMode: 'hybrid', hourlyRate: '75', kvkNumber: '' };

describe('step 1, personal details', () => {
  it('accepts a complete step and saves the names, phone and an empty birth date as null', () => {
    const values = step1Schema.parse(validStep1);
    expect(completionSteps[0].toPatch(values)).toEqual({ firstName: 'Jan', lastName: 'de Vries', phone: '06 12345678', dateOfBirth: null });
  });

  it("says 'Verplicht veld' for every missing required field", () => {
    // The phone number is optional here as at registration (issue 32 item 5).
    expect(fieldErrors(step1Schema, { firstName: '', lastName: '  ', phone: '', dateOfBirth: '' })).toEqual({
      firstName: 'Verplicht veld',
      lastName: 'Verplicht veld',
    });
    expect(fieldErrors(step1Schema, {})).toMatchObject({ firstName: 'Verplicht veld' });
  });

  it('rejects a bad phone number and an impossible birth date', () => {
    expect(fieldErrors(step1Schema, { ...validStep1, phone: 'bel me' })).toEqual({ phone: 'Vul een geldig telefoonnummer in' });
    expect(fieldErrors(step1Schema, { ...validStep1, dateOfBirth: '2999-01-01' })).toEqual({ dateOfBirth: 'Vul een geldige geboortedatum in' });
    expect(fieldErrors(step1Schema, { ...validStep1, dateOfBirth: '1990-02-30' })).toEqual({ dateOfBirth: 'Vul een datum in als JJJJ-MM-DD' });
  });
});

describe('step 2, location and mobility: the Dutch postcode rule (spec section 5)', () => {
  it.each(['1234 AB', '1234ab'])('accepts %p and saves it as 1234 AB', (postcode) => {
    const values = step2Schema.parse({ ...validStep2, postcode });
    expect(completionSteps[1].toPatch(values)).toEqual({
      postcode: '1234 AB',
      preferences: { maxTravelKm: 25, hasDriversLicense: true },
    });
  });

  it.each(['0123 AB', '1234 SA', '1234 SD', '1234 SS'])('rejects %p', (postcode) => {
    expect(fieldErrors(step2Schema, { ...validStep2, postcode })).toEqual({ postcode: 'Vul een geldige postcode in, bijvoorbeeld 1234 AB' });
  });

  it("says 'Verplicht veld' without a postcode or distance, and checks the distance", () => {
    expect(fieldErrors(step2Schema, { ...validStep2, postcode: '', maxTravelKm: '' })).toEqual({
      postcode: 'Verplicht veld',
      maxTravelKm: 'Verplicht veld',
    });
    expect(fieldErrors(step2Schema, { ...validStep2, maxTravelKm: '-5' })).toEqual({ maxTravelKm: 'Het minimum is 0' });
    expect(fieldErrors(step2Schema, { ...validStep2, maxTravelKm: '600' })).toEqual({ maxTravelKm: 'Het maximum is 500' });
    expect(fieldErrors(step2Schema, { ...validStep2, maxTravelKm: 'ver' })).toEqual({ maxTravelKm: 'Vul een getal in' });
  });

  it('sends a city only when one is typed', () => {
    const values = step2Schema.parse({ ...validStep2, city: 'Utrecht' });
    expect(completionSteps[1].toPatch(values)).toMatchObject({ city: 'Utrecht' });
  });
});

describe('step 3, sector and position', () => {
  it('saves the ids and the desired function as preferences', () => {
    expect(completionSteps[2].toPatch(step3Schema.parse(validStep3))).toEqual({
      preferences: { sector: 3, position: 12, desiredFunction: 'Projectleider' },
    });
  });

  it("says 'Verplicht veld' for empty choices; the function in own words is optional (issue 17: the position says it)", () => {
    expect(fieldErrors(step3Schema, { sector: '', position: '', desiredFunction: '' })).toEqual({
      sector: 'Verplicht veld',
      position: 'Verplicht veld',
    });
    expect(step3Schema.parse({ ...validStep3, desiredFunction: '  ' }).desiredFunction).toBeNull();
    expect(fieldErrors(step3Schema, { ...validStep3, desiredFunction: 'x'.repeat(201) })).toEqual({ desiredFunction: 'Gebruik maximaal 200 karakters' });
  });

  it("says 'Ongeldige waarde' for a choice that is no id", () => {
    expect(fieldErrors(step3Schema, { ...validStep3, sector: 'bouw' })).toEqual({ sector: 'Ongeldige waarde' });
  });
});

describe('step 4, education', () => {
  it('needs an education level', () => {
    expect(fieldErrors(step4Schema, { educationLevel: '' })).toEqual({ educationLevel: 'Verplicht veld' });
    expect(completionSteps[3].toPatch(step4Schema.parse({ educationLevel: '5' }))).toEqual({ preferences: { educationLevel: 5 } });
  });
});

describe('step 5, CV and LinkedIn (spec section 5)', () => {
  it.each(['linkedin.com/in/jan-jansen', 'https://linkedin.com/in/jan-jansen', 'https://www.linkedin.com/in/jan-jansen/'])(
    'accepts the LinkedIn URL %p',
    (linkedinUrl) => {
      expect(completionSteps[4].toPatch(step5Schema.parse({ ...validStep5, linkedinUrl }))).toEqual({ linkedinUrl });
    },
  );

  it('saves an empty LinkedIn URL as null', () => {
    expect(completionSteps[4].toPatch(step5Schema.parse(validStep5))).toEqual({ linkedinUrl: null });
  });

  it("explains a URL that is not a LinkedIn profile, and says 'Ongeldige URL' for a broken one", () => {
    expect(fieldErrors(step5Schema, { ...validStep5, linkedinUrl: 'https://linkedin.com/company/acme' })).toEqual({
      linkedinUrl: 'Vul de link naar je LinkedIn-profiel in, bijvoorbeeld linkedin.com/in/jouw-naam',
    });
    expect(fieldErrors(step5Schema, { ...validStep5, linkedinUrl: 'https://linked in.com/in/jan' })).toEqual({ linkedinUrl: 'Ongeldige URL' });
  });

  it('does not go on without a CV', () => {
    expect(fieldErrors(step5Schema, { ...validStep5, hasCv: false })).toEqual({ hasCv: CV_REQUIRED_MESSAGE });
  });
});

describe('step 6, availability and rate', () => {
  it('saves numbers, the work mode and the start date', () => {
    expect(completionSteps[5].toPatch(step6Schema.parse({ ...validStep6, kvkNumber: '12345678' }))).toEqual({
      hourlyRate: 75,
      kvkNumber: '12345678',
      preferences: { availableFrom: '2026-12-01', hoursPerWeek: 32, workMode: 'hybrid' },
    });
  });

  it("says 'Verplicht veld' for every empty field", () => {
    expect(fieldErrors(step6Schema, { availableFrom: '', hoursPerWeek: '', workMode: '', hourlyRate: '', kvkNumber: '' })).toEqual({
      availableFrom: 'Verplicht veld',
      hoursPerWeek: 'Verplicht veld',
      workMode: 'Verplicht veld',
      hourlyRate: 'Verplicht veld',
    });
  });

  // The wizard once refused '95,50' with 'Vul een heel getal in' and text with
  // 'Ongeldige waarde', while the apply form suggested '62,50': a rate is whole
  // euros in both, and the message says what is expected.
  it.each(['95,50', '95.5', 'negentig'])("refuses the rate %s with 'Vul een bedrag in hele euro's in, bijvoorbeeld 95'", (rate) => {
    expect(fieldErrors(step6Schema, { ...validStep6, hourlyRate: rate })).toEqual({ hourlyRate: "Vul een bedrag in hele euro's in, bijvoorbeeld 95" });
  });

  it("says 'Vul een getal in' for text in a number field", () => {
    expect(fieldErrors(step6Schema, { ...validStep6, hoursPerWeek: 'veel' })).toEqual({ hoursPerWeek: 'Vul een getal in' });
  });

  it("says 'Het minimum is 15' for a rate below 15 and 'Verplicht veld' for 0 hours (minimum 1)", () => {
    expect(fieldErrors(step6Schema, { ...validStep6, hourlyRate: '10' })).toEqual({ hourlyRate: 'Het minimum is 15' });
    expect(fieldErrors(step6Schema, { ...validStep6, hoursPerWeek: '0' })).toEqual({ hoursPerWeek: 'Verplicht veld' });
    expect(fieldErrors(step6Schema, { ...validStep6, hoursPerWeek: '32.5' })).toEqual({ hoursPerWeek: 'Vul een heel getal in' });
  });

  it("says 'Ongeldige waarde' for an unknown work mode and checks the KvK number", () => {
    expect(fieldErrors(step6Schema, { ...validStep6, workMode: 'maan' })).toEqual({ workMode: 'Ongeldige waarde' });
    expect(fieldErrors(step6Schema, { ...validStep6, kvkNumber: '1234567' })).toEqual({ kvkNumber: 'Een KvK-nummer bestaat uit 8 cijfers' });
  });
});

describe('wizard navigation helpers', () => {
  it('maps step numbers to paths and back', () => {
    expect(stepPath(3)).toBe('/profiel/afronden/stap-3');
    expect(parseStepParam('stap-6')).toBe(6);
    expect(parseStepParam('stap-7')).toBeUndefined();
    expect(parseStepParam('stap-0')).toBeUndefined();
    expect(parseStepParam('overzicht')).toBeUndefined();
  });

  it('resumes at the first step not finished', () => {
    const completion = (completedSteps: number[]) => ({
      profileCompletion: { completedSteps, totalSteps: 6, percentage: 0, isComplete: false },
    });
    expect(firstIncompleteStep(completion([]))).toBe(1);
    expect(firstIncompleteStep(completion([1, 2, 4]))).toBe(3);
    expect(firstIncompleteStep(completion([1, 2, 3, 4, 5, 6]))).toBeUndefined();
  });
});
