import { GENERIC_ERROR_MESSAGE, isApiError } from './api-error';

/** The device's clock time as '14:35' (written out: an Intl formatter loads locale data, issue 8). */
function clockTime(date: Date): string {
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

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
    const at = clockTime(new Date(now.getTime() + seconds * 1000));
    return `Je hebt dit te vaak geprobeerd. Probeer het ${formatWait(seconds)} opnieuw (na ${at}).`;
  }
  return error.message;
}
