// The shared forms' validation: the contract's schemas with zod's resolver.
// Loaded through `lazyResolver`, so a page with one of these forms starts
// without zod (89 KB gzip; ADR 0003).
import { zodResolver } from '@hookform/resolvers/zod';
import { LoginRequestDtoSchema, PhoneSchema, RegisterEmployeeRequestDtoSchema } from '@interim/shared/contract';

/** Address and 6-digit code of "Inloggen met code". */
export const codeLoginResolver = zodResolver(LoginRequestDtoSchema);

/** The registration without its return path (the page adds that): the contract's schema. */
export const RegisterFieldsSchema = RegisterEmployeeRequestDtoSchema.omit({ returnTo: true });
/** The same with the phone number required (the corporate flow calls back). */
export const RegisterFieldsWithPhoneSchema = RegisterFieldsSchema.extend({ phone: PhoneSchema });

export const registerResolver = zodResolver(RegisterFieldsSchema);
export const registerWithPhoneResolver = zodResolver(RegisterFieldsWithPhoneSchema);
