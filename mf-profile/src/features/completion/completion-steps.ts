/**
 * The six steps of /profiel/afronden: per step its title, its zod schema
 * (Dutch messages of spec section 5), its form values from the record and
 * the `PATCH /employees/{id}` body it saves when the freelancer goes on.
 */
import { z } from 'zod';
import type { FieldValues } from 'react-hook-form';
import { PROFILE_STEPS, type Employee, type PatchEmployeeRequestDto } from '@interim/shared/contract';
import { routes, toPath } from '@interim/shared/config';
import {
  birthDateField,
  numberText,
  optionalKvkField,
  optionalLinkedinField,
  optionalPhoneField,
  optionalTextField,
  requiredDateField,
  requiredIdField,
  requiredNumberField,
  requiredPostcodeField,
  requiredTextField,
  requiredWorkModeField,
} from '../shared/forms/form-fields';
import { HOURLY_RATE_MESSAGES, MAX_HOURLY_RATE, MIN_HOURLY_RATE } from '../shared/forms/profile-forms';

/** A step number, 1 to 6. */
export type StepNumber = (typeof PROFILE_STEPS)[number];

/**
 * Label of the optional free-text function (`desiredFunction`). The position
 * chosen under "Functie" already says what the freelancer wants (issue 17: no
 * second "Gewenste functie"); this field only refines it in their own words.
 */
export const OWN_WORDS_FUNCTION_LABEL = 'Functie in je eigen woorden';
/** Shown on step 5 while no CV is uploaded. */
export const CV_REQUIRED_MESSAGE = 'Upload je cv om verder te gaan';

export const step1Schema = z.object({
  firstName: requiredTextField(100),
  lastName: requiredTextField(100),
  /** Optional, as at registration (issue 32: one rule for both). */
  phone: optionalPhoneField,
  dateOfBirth: birthDateField,
});

export const step2Schema = z.object({
  postcode: requiredPostcodeField,
  city: optionalTextField(100),
  maxTravelKm: requiredNumberField(0, 500),
  hasDriversLicense: z.boolean(),
});

export const step3Schema = z.object({
  sector: requiredIdField,
  position: requiredIdField,
  desiredFunction: optionalTextField(200),
});

export const step4Schema = z.object({
  educationLevel: requiredIdField,
});

export const step5Schema = z.object({
  /** Set by the page from the record: the CV itself is uploaded on its own. */
  hasCv: z.boolean().refine((value) => value, { error: CV_REQUIRED_MESSAGE }),
  linkedinUrl: optionalLinkedinField,
});

export const step6Schema = z.object({
  availableFrom: requiredDateField,
  hoursPerWeek: requiredNumberField(1, 80),
  workMode: requiredWorkModeField,
  hourlyRate: requiredNumberField(MIN_HOURLY_RATE, MAX_HOURLY_RATE, HOURLY_RATE_MESSAGES),
  kvkNumber: optionalKvkField,
});

/** One step of the wizard. */
export interface CompletionStep<S extends z.ZodType<FieldValues, FieldValues>> {
  number: StepNumber;
  /** Short title, e.g. 'Persoonlijke gegevens'. */
  title: string;
  /** One sentence under the heading. */
  intro: string;
  schema: S;
  /** The form's values from the record. */
  values(employee: Employee): z.input<S>;
  /** The body that saves the step (without `completedSteps`). */
  toPatch(values: z.output<S>): PatchEmployeeRequestDto;
}

const step = <S extends z.ZodType<FieldValues, FieldValues>>(definition: CompletionStep<S>) => definition;

export const completionSteps = [
  step({
    number: 1,
    title: 'Persoonlijke gegevens',
    intro: 'Zo weten opdrachtgevers en onze consultants wie je bent en hoe ze je bereiken.',
    schema: step1Schema,
    values: (e) => ({ firstName: e.firstName, lastName: e.lastName, phone: e.phone ?? '', dateOfBirth: e.dateOfBirth ?? '' }),
    toPatch: (v) => ({ firstName: v.firstName, lastName: v.lastName, phone: v.phone, dateOfBirth: v.dateOfBirth }),
  }),
  step({
    number: 2,
    title: 'Locatie en mobiliteit',
    intro: 'We zoeken opdrachten binnen de afstand die jij wilt reizen.',
    schema: step2Schema,
    values: (e) => ({
      postcode: e.postcode ?? '',
      city: e.city ?? '',
      maxTravelKm: numberText(e.preferences.maxTravelKm),
      hasDriversLicense: e.preferences.hasDriversLicense ?? false,
    }),
    toPatch: (v) => ({
      postcode: v.postcode,
      // Left out when empty: the API then takes the city of the postcode.
      ...(v.city ? { city: v.city } : {}),
      preferences: { maxTravelKm: v.maxTravelKm, hasDriversLicense: v.hasDriversLicense },
    }),
  }),
  step({
    number: 3,
    title: 'Sector en functie',
    intro: 'In welke sector en functie wil je aan de slag?',
    schema: step3Schema,
    values: (e) => ({
      sector: numberText(e.preferences.sector),
      position: numberText(e.preferences.position),
      desiredFunction: e.preferences.desiredFunction ?? '',
    }),
    toPatch: (v) => ({ preferences: { sector: v.sector, position: v.position, desiredFunction: v.desiredFunction } }),
  }),
  step({
    number: 4,
    title: 'Opleiding en ervaring',
    intro: 'Je opleidingsniveau, en als je wilt je werkervaring.',
    schema: step4Schema,
    values: (e) => ({ educationLevel: numberText(e.preferences.educationLevel) }),
    toPatch: (v) => ({ preferences: { educationLevel: v.educationLevel } }),
  }),
  step({
    number: 5,
    title: 'Cv en LinkedIn',
    intro: 'Met je cv kunnen we je direct voorstellen bij opdrachtgevers.',
    schema: step5Schema,
    values: (e) => ({ hasCv: e.cv !== null, linkedinUrl: e.linkedinUrl ?? '' }),
    toPatch: (v) => ({ linkedinUrl: v.linkedinUrl }),
  }),
  step({
    number: 6,
    title: 'Beschikbaarheid en tarief',
    intro: 'Wanneer kun je beginnen, hoeveel uur per week en tegen welk tarief?',
    schema: step6Schema,
    values: (e) => ({
      availableFrom: e.preferences.availableFrom ?? '',
      hoursPerWeek: numberText(e.preferences.hoursPerWeek),
      workMode: e.preferences.workMode ?? '',
      hourlyRate: numberText(e.hourlyRate),
      kvkNumber: e.kvkNumber ?? '',
    }),
    toPatch: (v) => ({
      hourlyRate: v.hourlyRate,
      kvkNumber: v.kvkNumber,
      preferences: { availableFrom: v.availableFrom, hoursPerWeek: v.hoursPerWeek, workMode: v.workMode },
    }),
  }),
] as const;

/** Total number of steps ("Stap n van 6"). */
export const STEP_COUNT = completionSteps.length;

/** The path of a step: `/profiel/afronden/stap-n`. */
export function stepPath(number: number): string {
  return toPath(routes.profileCompletionStep.path, { step: `stap-${number}` });
}

/** The step number in a `stap-n` route parameter, or undefined when it is no step. */
export function parseStepParam(param: string | undefined): StepNumber | undefined {
  const match = /^stap-([1-9])$/.exec(param ?? '');
  const number = match ? Number(match[1]) : Number.NaN;
  return (PROFILE_STEPS as readonly number[]).includes(number) ? (number as StepNumber) : undefined;
}

/** The first step the freelancer has not finished, or undefined when all are done. */
export function firstIncompleteStep(employee: Pick<Employee, 'profileCompletion'>): StepNumber | undefined {
  return PROFILE_STEPS.find((n) => !employee.profileCompletion.completedSteps.includes(n));
}

/** The missing steps as a sentence part: 'stap 5 (Cv en LinkedIn) ontbreekt', 'stap 3 (…) en stap 5 (…) ontbreken'. */
export function describeSteps(steps: ReadonlyArray<{ number: number; title: string }>): string {
  const names = steps.map((step) => `stap ${step.number} (${step.title})`);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} en ${names.at(-1)}` : (names[0] ?? '');
  return `${list} ${names.length > 1 ? 'ontbreken' : 'ontbreekt'}`;
}
