/**
 * Form schemas of the profile pages (/profiel/gegevens, /profiel/voorkeuren,
 * /profiel/ervaring) and how an employee fills their default values.
 */
import { z } from 'zod';
import { messages } from '@interim/shared/validation';
import type { EducationItem, Employee, ExperienceItem } from '@interim/shared/contract';
import {
  birthDateField,
  numberText,
  optionalDateField,
  optionalIdField,
  optionalKvkField,
  optionalLinkedinField,
  optionalNumberField,
  optionalPhoneField,
  optionalPostcodeField,
  optionalTextField,
  optionalWorkModeField,
  requiredDateField,
  requiredTextField,
} from './form-fields';

/** Lowest hourly rate the forms accept, in euros: a lower one is nearly always a typing error. */
export const MIN_HOURLY_RATE = 15;
/** Highest hourly rate (the API's limit). */
export const MAX_HOURLY_RATE = 1000;

/** An hourly rate is whole euros (an integer in the contract); text or cents say so in one message. */
export const HOURLY_RATE_MESSAGES = { notANumber: messages.wholeEuros, fraction: messages.wholeEuros };

const hourlyRateField = optionalNumberField(MIN_HOURLY_RATE, MAX_HOURLY_RATE, HOURLY_RATE_MESSAGES);

/** /profiel/gegevens: personal details. */
export const DetailsFormSchema = z.object({
  firstName: requiredTextField(100),
  lastName: requiredTextField(100),
  phone: optionalPhoneField,
  postcode: optionalPostcodeField,
  city: optionalTextField(100),
  dateOfBirth: birthDateField,
  linkedinUrl: optionalLinkedinField,
  kvkNumber: optionalKvkField,
  hourlyRate: hourlyRateField,
});
/** What the details form holds. */
export type DetailsFormValues = z.input<typeof DetailsFormSchema>;

/** The details form filled from the record. */
export function detailsFormValues(employee: Employee): DetailsFormValues {
  return {
    firstName: employee.firstName,
    lastName: employee.lastName,
    phone: employee.phone ?? '',
    postcode: employee.postcode ?? '',
    city: employee.city ?? '',
    dateOfBirth: employee.dateOfBirth ?? '',
    linkedinUrl: employee.linkedinUrl ?? '',
    kvkNumber: employee.kvkNumber ?? '',
    hourlyRate: numberText(employee.hourlyRate),
  };
}

/** /profiel/voorkeuren: the filter keys of spec section 3 plus hours, distance, work mode and start date. */
export const PreferencesFormSchema = z.object({
  sector: optionalIdField,
  position: optionalIdField,
  desiredFunction: optionalTextField(200),
  hasDriversLicense: z.boolean(),
  educationLevel: optionalIdField,
  hoursPerWeek: optionalNumberField(1, 80),
  maxTravelKm: optionalNumberField(0, 500),
  workMode: optionalWorkModeField,
  availableFrom: optionalDateField,
});
/** What the preferences form holds. */
export type PreferencesFormValues = z.input<typeof PreferencesFormSchema>;

/** The preferences form filled from the record. */
export function preferencesFormValues(employee: Employee): PreferencesFormValues {
  const p = employee.preferences;
  return {
    sector: numberText(p.sector),
    position: numberText(p.position),
    desiredFunction: p.desiredFunction ?? '',
    hasDriversLicense: p.hasDriversLicense ?? false,
    educationLevel: numberText(p.educationLevel),
    hoursPerWeek: numberText(p.hoursPerWeek),
    maxTravelKm: numberText(p.maxTravelKm),
    workMode: p.workMode ?? '',
    availableFrom: p.availableFrom ?? '',
  };
}

const periodCheck = (value: { from: string | null; to: string | null }, context: z.RefinementCtx) => {
  if (value.from && value.to && value.to < value.from) {
    context.addIssue({ code: 'custom', path: ['to'], message: 'De einddatum ligt voor de begindatum' });
  }
};

/** One work experience entry as edited on /profiel/ervaring. */
export const ExperienceFormSchema = z
  .object({
    role: requiredTextField(200),
    client: requiredTextField(200),
    from: requiredDateField,
    to: optionalDateField,
    description: z.string().trim().max(5000, { error: 'Gebruik maximaal 5000 karakters' }),
  })
  .superRefine(periodCheck);
/** What an experience form holds. */
export type ExperienceFormValues = z.input<typeof ExperienceFormSchema>;

/** An experience form filled from an entry (or empty for a new one). */
export function experienceFormValues(item?: ExperienceItem): ExperienceFormValues {
  return { role: item?.role ?? '', client: item?.client ?? '', from: item?.from ?? '', to: item?.to ?? '', description: item?.description ?? '' };
}

/** One education entry as edited on /profiel/ervaring. */
export const EducationFormSchema = z
  .object({
    institution: requiredTextField(200),
    study: requiredTextField(200),
    educationLevel: optionalIdField,
    from: optionalDateField,
    to: optionalDateField,
    completed: z.boolean(),
  })
  .superRefine(periodCheck);
/** What an education form holds. */
export type EducationFormValues = z.input<typeof EducationFormSchema>;

/** An education form filled from an entry (or empty for a new one). */
export function educationFormValues(item?: EducationItem): EducationFormValues {
  return {
    institution: item?.institution ?? '',
    study: item?.study ?? '',
    educationLevel: numberText(item?.educationLevel),
    from: item?.from ?? '',
    to: item?.to ?? '',
    completed: item?.completed ?? false,
  };
}
