import { z } from 'zod';
import { emailField, kvkField, messages, requiredText } from '../validation';

/** A client (opdrachtgever) registers an assignment: `POST /api/client_requests`. */
export const CreateClientRequestSchema = z.object({
  companyName: requiredText(200),
  contactName: requiredText(200),
  email: emailField,
  phone: z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .max(30)
    .regex(/^[0-9+()\-\s]{8,30}$/, { error: 'Vul een geldig telefoonnummer in' }),
  kvkNumber: kvkField,
  description: z.string({ error: messages.required }).trim().min(20, { error: messages.tooShort(20) }).max(5000),
});
/** Body of `POST /api/client_requests`. */
export type CreateClientRequest = z.infer<typeof CreateClientRequestSchema>;

/** Answer of `POST /api/client_requests`. */
export const ClientRequestCreatedSchema = z.object({ id: z.number().int(), createdAt: z.string() });
/** Answer of `POST /api/client_requests`. */
export type ClientRequestCreated = z.infer<typeof ClientRequestCreatedSchema>;
