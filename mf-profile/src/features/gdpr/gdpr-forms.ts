import { z } from 'zod';
import { GDPR_ANONYMIZE_CONFIRMATION, MAX_GDPR_MESSAGE_LENGTH } from '@interim/shared/contract';
import { messages } from '@interim/shared/validation';

/** Shown when the confirmation word is not typed exactly. */
export const ANONYMIZE_CONFIRMATION_MESSAGE = `Typ ${GDPR_ANONYMIZE_CONFIRMATION} om te bevestigen dat je je gegevens wilt laten anonimiseren`;

/** The change request: what should change. */
export const ChangeRequestFormSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, { error: messages.required })
    .max(MAX_GDPR_MESSAGE_LENGTH, { error: `Gebruik maximaal ${MAX_GDPR_MESSAGE_LENGTH} karakters` }),
});

/** The anonymisation: the confirmation word, exactly (capitals included). */
export const AnonymizeFormSchema = z.object({
  confirmation: z
    .string()
    .trim()
    .min(1, { error: messages.required })
    .refine((value) => value === GDPR_ANONYMIZE_CONFIRMATION, { error: ANONYMIZE_CONFIRMATION_MESSAGE }),
});
