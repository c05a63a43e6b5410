import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { VacancyInputSchema, type ClientRequest, type StaffVacancy, type VacancyInput } from '@interim/shared/contract';

/**
 * The opdracht form of `/beheer/opdrachten/nieuw` and `/beheer/opdrachten/:id`.
 * It holds what the browser's controls give (texts; booleans for checkboxes;
 * eisen and wensen one per line) under the contract's field names, and is
 * validated by the contract's {@link VacancyInputSchema} itself (the API's
 * own rules and Dutch messages), after the texts become numbers, nulls and
 * lists.
 */
export interface VacancyFormValues {
  title: string;
  clientName: string;
  isAnonymous: boolean;
  city: string;
  postcode: string;
  sectorId: string;
  positionId: string;
  hoursPerWeekMin: string;
  hoursPerWeekMax: string;
  hourlyRateMin: string;
  hourlyRateMax: string;
  /** '' = in overleg. */
  startDate: string;
  duration: string;
  closingDate: string;
  workMode: string;
  zzpAllowed: boolean;
  /** '' = niet vereist. */
  educationLevelId: string;
  driversLicenseRequired: boolean;
  description: string;
  /** One eis per line. */
  requirements: string;
  /** One wens per line. */
  wishes: string;
}

/** The form's field names, in the order they appear (the API's field errors go to these). */
export const VACANCY_FORM_FIELDS = [
  'title',
  'clientName',
  'isAnonymous',
  'city',
  'postcode',
  'sectorId',
  'positionId',
  'hoursPerWeekMin',
  'hoursPerWeekMax',
  'hourlyRateMin',
  'hourlyRateMax',
  'startDate',
  'duration',
  'closingDate',
  'workMode',
  'zzpAllowed',
  'educationLevelId',
  'driversLicenseRequired',
  'description',
  'requirements',
  'wishes',
] as const satisfies readonly (keyof VacancyFormValues)[];

/** An empty form: a new opdracht open to zzp'ers, on site unless chosen otherwise. */
export const EMPTY_VACANCY_FORM: VacancyFormValues = {
  title: '',
  clientName: '',
  isAnonymous: false,
  city: '',
  postcode: '',
  sectorId: '',
  positionId: '',
  hoursPerWeekMin: '',
  hoursPerWeekMax: '',
  hourlyRateMin: '',
  hourlyRateMax: '',
  startDate: '',
  duration: '',
  closingDate: '',
  workMode: '',
  zzpAllowed: true,
  educationLevelId: '',
  driversLicenseRequired: false,
  description: '',
  requirements: '',
  wishes: '',
};

/** A whole number typed into a box: '' is missing (the contract says 'Verplicht veld'). */
function toNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^-?\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

/** One line per item; blank lines do not count. */
export function toLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The body the form's texts describe, before the contract checks it. */
export function toVacancyBody(values: VacancyFormValues) {
  return {
    title: values.title,
    clientName: values.clientName,
    isAnonymous: values.isAnonymous,
    city: values.city,
    postcode: values.postcode,
    sectorId: toNumber(values.sectorId),
    positionId: toNumber(values.positionId),
    hoursPerWeekMin: toNumber(values.hoursPerWeekMin),
    hoursPerWeekMax: toNumber(values.hoursPerWeekMax),
    hourlyRateMin: toNumber(values.hourlyRateMin),
    hourlyRateMax: toNumber(values.hourlyRateMax),
    startDate: orNull(values.startDate),
    duration: values.duration,
    closingDate: values.closingDate.trim() === '' ? undefined : values.closingDate,
    workMode: values.workMode === '' ? undefined : values.workMode,
    zzpAllowed: values.zzpAllowed,
    educationLevelId: values.educationLevelId === '' ? null : toNumber(values.educationLevelId),
    driversLicenseRequired: values.driversLicenseRequired,
    description: values.description,
    requirements: toLines(values.requirements),
    wishes: toLines(values.wishes),
  };
}

/** The form's texts made into a body, checked by the contract: what the form submits. */
export const VacancyFormSchema = z.preprocess((values: VacancyFormValues) => toVacancyBody(values), VacancyInputSchema);

/** An API or schema path as a field of the form: `requirements.3` is the eisen box. */
export function vacancyFieldOf(path: string): string {
  return path.split('.')[0] ?? path;
}

const LIST_FIELDS = ['requirements', 'wishes'] as const;

/** Puts the first error of an eis or wens line on the box itself, saying which line it is. */
function flattenLineErrors(errors: FieldErrors<VacancyFormValues>): FieldErrors<VacancyFormValues> {
  const result: Record<string, unknown> = { ...errors };
  for (const field of LIST_FIELDS) {
    const value = result[field] as (FieldError & Record<string, unknown>) | undefined;
    if (!value || typeof value.message === 'string') continue;
    const index = Object.keys(value).find((key) => /^\d+$/.test(key));
    const line = index === undefined ? undefined : (value[index] as FieldError | undefined);
    result[field] = { type: line?.type ?? 'validate', message: line?.message && index !== undefined ? `Regel ${Number(index) + 1}: ${line.message}` : '' };
  }
  return result as FieldErrors<VacancyFormValues>;
}

const contractResolver: Resolver<VacancyFormValues, unknown, VacancyInput> = zodResolver(VacancyFormSchema);

/** react-hook-form's resolver of the opdracht form: the contract's checks, an error on an eis or wens line shown on its box. */
export const vacancyResolver: Resolver<VacancyFormValues, unknown, VacancyInput> = async (values, context, options) => {
  const result = await contractResolver(values, context, options);
  return Object.keys(result.errors).length === 0 ? result : { values: {}, errors: flattenLineErrors(result.errors) };
};

const numberText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The form filled from a stored opdracht. */
export function vacancyFormValues(vacancy: StaffVacancy): VacancyFormValues {
  return {
    title: vacancy.title,
    clientName: vacancy.clientName ?? '',
    isAnonymous: vacancy.isAnonymous,
    city: vacancy.city,
    postcode: vacancy.postcode,
    sectorId: numberText(vacancy.sector.id),
    positionId: numberText(vacancy.position.id),
    hoursPerWeekMin: numberText(vacancy.hoursPerWeekMin),
    hoursPerWeekMax: numberText(vacancy.hoursPerWeekMax),
    hourlyRateMin: numberText(vacancy.hourlyRateMin),
    hourlyRateMax: numberText(vacancy.hourlyRateMax),
    startDate: vacancy.startDate ?? '',
    duration: vacancy.duration ?? '',
    closingDate: vacancy.closingDate,
    workMode: vacancy.workMode,
    zzpAllowed: vacancy.zzpAllowed,
    educationLevelId: numberText(vacancy.educationLevel?.id),
    driversLicenseRequired: vacancy.driversLicenseRequired,
    description: vacancy.description,
    requirements: vacancy.requirements.join('\n'),
    wishes: vacancy.wishes.join('\n'),
  };
}

/** A postcode ('1234 AB') or only its four digits, as a client request's location may be. */
const POSTCODE_LOCATION = /^[1-9][0-9]{3}( ?[a-z]{2})?$/i;

/**
 * A new opdracht filled from a client's request ("omzetten"): the company
 * as client, the request's text as the description to rewrite, and what
 * the client said of the assignment (issue 31): function, hours (as both
 * ends of the band), rate band, start, duration, and the location as the
 * postcode (a full one) or the place. The rest is for staff to fill in.
 */
export function vacancyFormFromClientRequest(request: ClientRequest): VacancyFormValues {
  const location = request.location ?? '';
  const isPostcode = POSTCODE_LOCATION.test(location);
  return {
    ...EMPTY_VACANCY_FORM,
    clientName: request.companyName,
    description: request.description,
    sectorId: numberText(request.position?.sectorId),
    positionId: numberText(request.position?.id),
    hoursPerWeekMin: numberText(request.hoursPerWeek),
    hoursPerWeekMax: numberText(request.hoursPerWeek),
    hourlyRateMin: numberText(request.hourlyRateMin),
    hourlyRateMax: numberText(request.hourlyRateMax),
    startDate: request.startDate ?? '',
    duration: request.duration ?? '',
    postcode: isPostcode && location.length > 4 ? location : '',
    city: isPostcode ? '' : location,
  };
}

/**
 * The fields of `body` that differ from `before` (both checked by the
 * contract, so equal values look alike): a PATCH sends only what staff
 * changed, so two people editing different fields do not undo each other's
 * work.
 */
export function changedFields(body: VacancyInput, before: VacancyInput): Partial<VacancyInput> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const previous = (before as Record<string, unknown>)[key];
    if (JSON.stringify(value) !== JSON.stringify(previous)) changes[key] = value;
  }
  return changes as Partial<VacancyInput>;
}
