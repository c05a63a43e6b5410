import { GENERIC_ERROR_MESSAGE, isApiError } from '@interim/shared/api-client';

// Made when a 429 first needs it, not while /login loads: making a formatter
// loads locale data (issue 8).
let clock: Intl.DateTimeFormat | undefined;

/** "over 40 seconden", "over 1 minuut", "over 12 minuten". */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `over ${seconds} ${seconds === 1 ? 'seconde' : 'seconden'}`;
  const minutes = Math.ceil(seconds / 60);
  return `over ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'}`;
}

/**
 * The Dutch text to show for a failed call. A 429 says when to try again
 * (from `Retry-After`), with the clock time, because "a few minutes" helps
 * nobody decide whether to wait; everything else is the API's own message.
 */
export function describeApiError(error: unknown, now: Date = new Date()): string {
  if (!isApiError(error)) return GENERIC_ERROR_MESSAGE;
  if (error.status === 429) {
    const seconds = error.retryAfterSeconds;
    if (seconds === undefined) return error.message;
    clock ??= new Intl.DateTimeFormat('nl-NL', { hour: '2-digit', minute: '2-digit' });
    const at = clock.format(new Date(now.getTime() + seconds * 1000));
    return `Je hebt dit te vaak geprobeerd. Probeer het ${formatWait(seconds)} opnieuw (na ${at}).`;
  }
  return error.message;
}
