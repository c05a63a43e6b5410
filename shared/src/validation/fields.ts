import { z } from 'zod';
import { messages } from './messages';
import { EMAIL_PATTERN, KVK_PATTERN, LINKEDIN_PATTERN, POSTCODE_PATTERN, normalisePostcode } from './patterns';

/** Required e-mail address with the spec's two messages. */
export const emailField = z
  .string({ error: messages.emailRequired })
  .trim()
  .min(1, { error: messages.emailRequired })
  .max(254, { error: messages.emailInvalid })
  .regex(EMAIL_PATTERN, { error: messages.emailInvalid })
  .transform((value) => value.toLowerCase());

/** Required Dutch postcode, normalised to '1234 AB'. */
export const postcodeField = z
  .string({ error: messages.required })
  .trim()
  .min(1, { error: messages.required })
  .regex(POSTCODE_PATTERN, { error: messages.postcodeInvalid })
  .transform(normalisePostcode);

/** LinkedIn profile URL (spec pattern); callers make it optional where it is. */
export const linkedinField = z.string().trim().max(300).regex(LINKEDIN_PATTERN, { error: messages.linkedinInvalid });

/** KvK number: eight digits. */
export const kvkField = z.string().trim().regex(KVK_PATTERN, { error: messages.kvkInvalid });

/**
 * Required text of at most `max` characters. The maximum carries its own
 * message: the schema-level `error` would otherwise answer "Verplicht veld"
 * for a text that is too long.
 */
export const requiredText = (max = 200) =>
  z.string({ error: messages.required }).trim().min(1, { error: messages.required }).max(max, { error: messages.tooLong(max) });
