// The login forms' validation: the contract's schemas with zod's resolver.
// Loaded through `lazyResolver` (features/forms), so `/login` starts without zod.
import { zodResolver } from '@hookform/resolvers/zod';
import { LoginRequestDtoSchema, PasswordlessLoginRequestRequestDtoSchema } from '@interim/shared/contract';

/** The e-mail address of "Stuur mij een inloglink" (spec section 5 messages). */
export const LoginEmailSchema = PasswordlessLoginRequestRequestDtoSchema.pick({ email: true });
export const loginEmailResolver = zodResolver(LoginEmailSchema);

/** Address and 6-digit code of "Inloggen met code". */
export const codeLoginResolver = zodResolver(LoginRequestDtoSchema);
