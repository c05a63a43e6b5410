import { z } from 'zod';
import {
  CV_CONTENT_TYPES,
  MAX_CV_BYTES,
  MAX_OFFERED_HOURLY_RATE,
  MotivationSchema,
  NO_CLIENT_CONSENT,
  type ClientConsent,
  type CreateApplicationRequestDtoInput,
  type Employee,
} from '@interim/shared/contract';
import { dutchToday } from '@interim/shared/format';
import { messages } from '@interim/shared/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

/** Most hours per week an application offers (the contract's limit; a profile may say up to 80). */
const MAX_APPLICATION_HOURS = 60;

function existingDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The application fields as typed in a form (texts), parsed into what
 * `POST /api/applications` takes. Shared by the apply form and the
 * register-and-apply form. The limits are the contract's.
 */
export const ApplicationFieldsSchema = z.object({
  // Optional, the contract's one rule for every apply form (the home page
  // promises applying "zonder sollicitatiebrief"; the corporate form agrees).
  motivation: MotivationSchema,
  offeredHourlyRate: z
    .string()
    .trim()
    .min(1, { error: messages.required })
    // Whole euros, the same rule as the profile's rate (an integer in the
    // contract), so a rate the profile refuses is not suggested here.
    .regex(/^\d{1,4}$/, { error: messages.wholeEuros })
    .transform(Number)
    .pipe(
      z
        .number()
        .gt(0, { error: 'Vul een uurtarief hoger dan 0 in' })
        .max(MAX_OFFERED_HOURLY_RATE, { error: `Het maximum is ${MAX_OFFERED_HOURLY_RATE}` }),
    ),
  availableFrom: z
    .string()
    .trim()
    .min(1, { error: messages.required })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Vul een datum in als JJJJ-MM-DD' })
    .refine(existingDate, { error: 'Deze datum bestaat niet' })
    .refine((value) => value >= dutchToday(), { error: 'Kies vandaag of een datum in de toekomst' }),
  hoursPerWeek: z
    .string()
    .trim()
    .min(1, { error: messages.required })
    .regex(/^\d{1,3}$/, { error: 'Vul een heel aantal uren in' })
    .transform(Number)
    .pipe(z.number().min(1, { error: messages.tooSmall(1) }).max(MAX_APPLICATION_HOURS, { error: `Het maximum is ${MAX_APPLICATION_HOURS}` })),
});

/** The application fields as typed (all texts). */
export type ApplicationFieldsInput = z.input<typeof ApplicationFieldsSchema>;
/** The application fields parsed. */
export type ApplicationFields = z.output<typeof ApplicationFieldsSchema>;

/** Empty application fields for a form's `defaultValues`. */
export const EMPTY_APPLICATION_FIELDS: ApplicationFieldsInput = { motivation: '', offeredHourlyRate: '', availableFrom: '', hoursPerWeek: '' };

/**
 * The application fields filled in from the profile, so the freelancer only
 * confirms: the profile's hourly rate, hours per week and available-from
 * date. A date that has passed becomes today; what the profile lacks (or an
 * application cannot take) stays empty.
 */
export function profileApplicationFields(employee: Pick<Employee, 'hourlyRate' | 'preferences'>, today: string = dutchToday()): ApplicationFieldsInput {
  const { hoursPerWeek, availableFrom } = employee.preferences;
  return {
    motivation: '',
    offeredHourlyRate: employee.hourlyRate !== null && employee.hourlyRate <= MAX_OFFERED_HOURLY_RATE ? String(employee.hourlyRate) : '',
    hoursPerWeek: hoursPerWeek !== null && hoursPerWeek <= MAX_APPLICATION_HOURS ? String(hoursPerWeek) : '',
    availableFrom: availableFrom === null ? '' : availableFrom < today ? today : availableFrom,
  };
}

/** How the apply form attaches a CV. */
export const CV_CHOICES = ['stored', 'upload', 'none'] as const;
/** How the apply form attaches a CV. */
export type CvChoice = (typeof CV_CHOICES)[number];

const CV_EXTENSIONS = Object.keys(CV_CONTENT_TYPES);

/** A chosen CV file: PDF or Word, at most 10 MB (the API checks the content too). */
export function cvFileProblem(file: File | undefined): string | undefined {
  if (!file) return 'Kies je cv';
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!CV_EXTENSIONS.includes(extension)) return 'Upload je cv als PDF- of Word-bestand (.pdf, .doc of .docx).';
  if (file.size === 0) return 'Het bestand is leeg.';
  if (file.size > MAX_CV_BYTES) return `Je cv is te groot. Upload een bestand van maximaal ${MAX_CV_BYTES / 1024 / 1024} MB.`;
  return undefined;
}

/**
 * The apply form of `/opdrachten/:id/reageren`: the fields, the CV and the
 * confirmation. The CV file is checked by {@link applyFormResolver}: an object
 * refinement would run only once every other field is valid, hiding that error.
 */
export const ApplyFormSchema = ApplicationFieldsSchema.extend({
  cvChoice: z.enum(CV_CHOICES, { error: 'Kies wat je met je cv wilt doen' }),
  /** The chosen file (from the file input), when uploading a new CV. */
  cvFile: z.custom<FileList | File[] | undefined>(() => true).optional(),
  /** The consent to share with the client (docs/adr/0021): optional, never ticked beforehand. */
  shareProfile: z.boolean(),
  shareCv: z.boolean(),
  confirm: z.literal(true, { error: 'Bevestig dat je gegevens kloppen' }),
});

/** The apply form as typed. */
export type ApplyFormInput = z.input<typeof ApplyFormSchema>;
/** The apply form parsed. */
export type ApplyFormValues = z.output<typeof ApplyFormSchema>;

/** The body of `POST /api/applications` for parsed fields and the CV choice. */
export function toCreateApplication(
  vacancyId: number,
  fields: ApplicationFields,
  cv: { choice: CvChoice; uploadedCvId?: number } = { choice: 'none' },
  clientConsent: ClientConsent = NO_CLIENT_CONSENT,
): CreateApplicationRequestDtoInput {
  const body: CreateApplicationRequestDtoInput = {
    vacancyId,
    clientConsent,
    ...(fields.motivation ? { motivation: fields.motivation } : {}),
    offeredHourlyRate: fields.offeredHourlyRate,
    availableFrom: fields.availableFrom,
    hoursPerWeek: fields.hoursPerWeek,
    channel: 'web',
  };
  if (cv.choice === 'stored') body.useStoredCv = true;
  if (cv.choice === 'upload' && cv.uploadedCvId !== undefined) body.cvId = cv.uploadedCvId;
  return body;
}

/** The resolver of the apply form: the schema, plus the CV file when "upload" is chosen, reported together. */
export const applyFormResolver: Resolver<ApplyFormInput, unknown, ApplyFormValues> = async (values, context, options) => {
  const result = await zodResolver(ApplyFormSchema)(values, context, options);
  const problem = values.cvChoice === 'upload' ? cvFileProblem(values.cvFile?.[0]) : undefined;
  if (!problem) return result;
  return { values: {}, errors: { ...result.errors, cvFile: { type: 'custom', message: problem } } };
};
