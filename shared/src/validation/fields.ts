import { z } from 'zod';
import { messages } from './messages';
import { EMAIL_PATTERN, HOST_NAME_IN_TEXT, KVK_PATTERN, LINKEDIN_PATTERN, PERSON_NAME_PATTERN, POSTCODE_PATTERN, normalisePostcode } from './patterns';

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

/**
 * A required person's name of at most `max` characters (issue 29 item 5):
 * letters, spaces, dots, apostrophes and hyphens only ({@link PERSON_NAME_PATTERN}),
 * and no host name in it. A name is put into mails and shown to staff: a
 * "name" like `Klik op https://evil.example/verify` would be a message from
 * the site to any address.
 */
export const personNameField = (max = 100) =>
  // One check with one message (an empty name is only "Verplicht veld").
  requiredText(max).refine((value) => value === '' || (PERSON_NAME_PATTERN.test(value) && !HOST_NAME_IN_TEXT.test(value)), { error: messages.nameInvalid });
