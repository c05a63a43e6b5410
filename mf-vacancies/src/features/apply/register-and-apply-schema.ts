import type { z } from 'zod';
import { RegisterEmployeeRequestDtoSchema } from '@interim/shared/contract';
import { ApplicationFieldsSchema } from './apply-form-schema';

/** The register-and-apply form: the registration fields of the contract plus the application fields. */
export const RegisterAndApplySchema = RegisterEmployeeRequestDtoSchema.omit({ returnTo: true }).extend(ApplicationFieldsSchema.shape);
/** The register-and-apply form as typed. */
export type RegisterAndApplyInput = z.input<typeof RegisterAndApplySchema>;
/** The register-and-apply form parsed. */
export type RegisterAndApplyValues = z.output<typeof RegisterAndApplySchema>;
