import { z } from 'zod';
import { ClientRequestFormSchema, type CreateClientRequest } from '@interim/shared/contract';

/**
 * The request form of `/opdrachtgevers/aanmelden` holds what the browser's
 * controls give (texts) under the contract's field names, plus the sector
 * that narrows the function list; it is validated by the contract's
 * {@link ClientRequestFormSchema} (the API's own rules and Dutch messages)
 * after the texts become numbers and nulls.
 */
export interface ClientRequestFormValues {
  companyName: string;
  kvkNumber: string;
  contactName: string;
  phone: string;
  email: string;
  /** Only narrows the function list; not sent. */
  sector: string;
  positionId: string;
  location: string;
  /** '' = in overleg. */
  startDate: string;
  duration: string;
  hoursPerWeek: string;
  hourlyRateMin: string;
  hourlyRateMax: string;
  budget: string;
  description: string;
}

/** An empty form. */
export const EMPTY_CLIENT_REQUEST_FORM: ClientRequestFormValues = {
  companyName: '',
  kvkNumber: '',
  contactName: '',
  phone: '',
  email: '',
  sector: '',
  positionId: '',
  location: '',
  startDate: '',
  duration: '',
  hoursPerWeek: '',
  hourlyRateMin: '',
  hourlyRateMax: '',
  budget: '',
  description: '',
};

/** A number typed into a box: '' is not given (null); text that is no number stays NaN, so the contract says 'Vul een getal in'. */
function toNumber(text: string): number | null {
  const trimmed = text.trim().replace(/^€\s*/, '');
  if (trimmed === '') return null;
  return /^-?\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

/** The body the form's texts describe, before the contract checks it. */
export function toClientRequestBody(values: ClientRequestFormValues) {
  return {
    companyName: values.companyName,
    kvkNumber: values.kvkNumber,
    contactName: values.contactName,
    phone: values.phone,
    email: values.email,
    positionId: values.positionId === '' ? null : Number(values.positionId),
    location: values.location,
    startDate: values.startDate.trim() === '' ? null : values.startDate.trim(),
    duration: values.duration,
    hoursPerWeek: toNumber(values.hoursPerWeek),
    hourlyRateMin: toNumber(values.hourlyRateMin),
    hourlyRateMax: toNumber(values.hourlyRateMax),
    budget: toNumber(values.budget),
    description: values.description,
  };
}

/** The form's texts made into a body and checked by the contract: what the form submits. */
export const ClientRequestFormValuesSchema = z.preprocess(
  (values) => toClientRequestBody(values as ClientRequestFormValues),
  ClientRequestFormSchema,
) as unknown as z.ZodType<CreateClientRequest, ClientRequestFormValues>;
