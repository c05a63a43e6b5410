/**
 * Zod fields for the profile forms. Inputs are what the browser's controls
 * give (texts, and booleans for checkboxes); outputs are the values of the
 * `PATCH /employees/{id}` body. Messages are those of spec section 5 (the
 * Dutch error map of `@interim/shared/validation` fills the generic ones).
 */
import { z } from 'zod';
import { PhoneSchema, WorkModeSchema } from '@interim/shared/contract';
import { KVK_PATTERN, LINKEDIN_PATTERN, messages, postcodeField } from '@interim/shared/validation';

// A schema-level `error` in zod 4 also names the failures of its checks: keep
// it to the wrong-type case, so `min` still says 'Het minimum is {n}'.
const onlyForWrongType = (issue: { code: string }) => (issue.code === 'invalid_type' ? messages.invalid : undefined);

const blankToNull = (value: string): string | null => (value === '' ? null : value);

/** `Gebruik maximaal {n} karakters`. */
export const tooLongMessage = (max: number) => `Gebruik maximaal ${max} karakters`;
/** `Het maximum is {n}`. */
export const tooLargeMessage = (max: number) => `Het maximum is ${max}`;
/** A date field that is not a date. */
export const DATE_MESSAGE = 'Vul een datum in als JJJJ-MM-DD';
/** A number field with a fraction. */
export const WHOLE_NUMBER_MESSAGE = 'Vul een heel getal in';
/** A birth date in the future or before 1900. */
export const BIRTH_DATE_MESSAGE = 'Vul een geldige geboortedatum in';

/** Required text: 'Verplicht veld' when empty, 'Gebruik minimaal {min} karakters' when shorter than `min`. */
export function requiredTextField(max: number, min = 1) {
  const base = z.string().trim().min(1, { error: messages.required });
  return (min > 1 ? base.min(min) : base).max(max, { error: tooLongMessage(max) });
}

/** Optional text: an empty text becomes null (clears the field). */
export function optionalTextField(max: number) {
  return z.string().trim().max(max, { error: tooLongMessage(max) }).transform(blankToNull);
}

/**
 * What a number field says when its text is no number (`notANumber`, default
 * 'Vul een getal in') or has a fraction (`fraction`, default 'Vul een heel
 * getal in'); an amount passes one message for both, e.g. `messages.wholeEuros`.
 */
export interface NumberFieldMessages {
  notANumber?: string;
  fraction?: string;
}

function numberSchema(min: number, max: number, { notANumber = messages.notANumber, fraction = WHOLE_NUMBER_MESSAGE }: NumberFieldMessages = {}) {
  return z
    .number({ error: (issue) => (issue.code === 'invalid_type' ? notANumber : undefined) })
    .int({ error: fraction })
    .min(min)
    .max(max, { error: tooLargeMessage(max) });
}

const toNumber = (value: string): number => (/^-?\d+([.,]\d+)?$/.test(value) ? Number(value.replace(',', '.')) : Number.NaN);

/** A number typed into a text box; required. Below `min`: 'Verplicht veld' (min 1) or 'Het minimum is {min}'. */
export function requiredNumberField(min: number, max: number, fieldMessages?: NumberFieldMessages) {
  return z.string().trim().min(1, { error: messages.required }).transform(toNumber).pipe(numberSchema(min, max, fieldMessages));
}

/** A number typed into a text box; empty becomes null. */
export function optionalNumberField(min: number, max: number, fieldMessages?: NumberFieldMessages) {
  return z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : toNumber(value)))
    .pipe(numberSchema(min, max, fieldMessages).nullable());
}

/** A reference id chosen in a select (value text); required. */
export const requiredIdField = z
  .string()
  .min(1, { error: messages.required })
  .transform(Number)
  .pipe(z.number({ error: onlyForWrongType }).int({ error: messages.invalid }).min(1, { error: messages.invalid }));

/** A reference id chosen in a select; the empty choice becomes null. */
export const optionalIdField = z
  .string()
  .transform((value) => (value === '' ? null : Number(value)))
  .pipe(z.number({ error: onlyForWrongType }).int({ error: messages.invalid }).min(1, { error: messages.invalid }).nullable());

/** Work mode chosen in a select; required. Anything else than the three modes: 'Ongeldige waarde'. */
export const requiredWorkModeField = z.string().min(1, { error: messages.required }).pipe(WorkModeSchema);

/** Work mode chosen in a select; the empty choice becomes null. */
export const optionalWorkModeField = z
  .string()
  .transform(blankToNull)
  .pipe(WorkModeSchema.nullable());

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A date (`<input type="date">` gives YYYY-MM-DD); required. */
export const requiredDateField = z
  .string()
  .trim()
  .min(1, { error: messages.required })
  .refine((value) => ISO_DATE.test(value) && isRealDate(value), { error: DATE_MESSAGE });

/** A date; empty becomes null. */
export const optionalDateField = z
  .string()
  .trim()
  .refine((value) => value === '' || (ISO_DATE.test(value) && isRealDate(value)), { error: DATE_MESSAGE })
  .transform(blankToNull);

/** Date of birth: optional; from 1900 up to today. */
export const birthDateField = optionalDateField.refine(
  (value) => value === null || (value >= '1900-01-01' && new Date(`${value}T00:00:00Z`).getTime() < Date.now()),
  { error: BIRTH_DATE_MESSAGE },
);

/** Dutch phone number; required. */
export const requiredPhoneField = PhoneSchema;

/** Dutch phone number; empty becomes null. */
export const optionalPhoneField = z
  .string()
  .trim()
  .superRefine((value, context) => {
    if (value === '') return;
    const result = PhoneSchema.safeParse(value);
    if (!result.success) context.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? messages.invalid });
  })
  .transform(blankToNull);

/** Dutch postcode (spec section 5), normalised to '1234 AB'; required. */
export const requiredPostcodeField = postcodeField;

/** Dutch postcode; empty becomes null. */
export const optionalPostcodeField = z
  .string()
  .trim()
  .superRefine((value, context) => {
    if (value !== '' && !postcodeField.safeParse(value).success) context.addIssue({ code: 'custom', message: messages.postcodeInvalid });
  })
  .transform((value) => (value === '' ? null : postcodeField.parse(value)));

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function isParsableUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * LinkedIn profile URL (spec section 5: optional scheme, then /in/{handle});
 * empty becomes null. A text with a scheme that is no URL at all says
 * 'Ongeldige URL'; any other mismatch explains the expected form.
 */
export const optionalLinkedinField = z
  .string()
  .trim()
  .max(300, { error: tooLongMessage(300) })
  .superRefine((value, context) => {
    if (value === '') return;
    if (SCHEME.test(value) && !isParsableUrl(value)) {
      context.addIssue({ code: 'custom', message: messages.invalidUrl });
      return;
    }
    if (!LINKEDIN_PATTERN.test(value)) context.addIssue({ code: 'custom', message: messages.linkedinInvalid });
  })
  .transform(blankToNull);

/** KvK number: eight digits; empty becomes null. */
export const optionalKvkField = z
  .string()
  .trim()
  .refine((value) => value === '' || KVK_PATTERN.test(value), { error: messages.kvkInvalid })
  .transform(blankToNull);

/** Text of a number or null, for a form's default value. */
export const numberText = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value));
