// The login forms' validation: the contract's schemas with zod's resolver.
// Loaded through `lazyResolver` (@interim/shared/forms), so `/login` starts without zod.
import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordlessLoginRequestRequestDtoSchema } from '@interim/shared/contract';

/** The e-mail address of "Stuur mij een inloglink" (spec section 5 messages). */
export const LoginEmailSchema = PasswordlessLoginRequestRequestDtoSchema.pick({ email: true });
export const loginEmailResolver = zodResolver(LoginEmailSchema);
