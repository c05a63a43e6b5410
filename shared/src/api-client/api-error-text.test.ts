import { ApiError } from './api-error';
import { describeApiError, formatWait } from './api-error-text';

describe('API error text', () => {
  it('says when to try again after a rate limit', () => {
    const now = new Date(2026, 10, 23, 14, 20, 0);
    const error = new ApiError({ status: 429, code: 'RATE_LIMITED', message: 'Te veel verzoeken.', retryAfterSeconds: 900 });
    expect(describeApiError(error, now)).toBe('Je hebt dit te vaak geprobeerd. Probeer het over 15 minuten opnieuw (na 14:35).');
    expect(describeApiError(new ApiError({ status: 429, code: 'RATE_LIMITED', message: 'Te veel verzoeken.' }))).toBe('Te veel verzoeken.');
    expect(describeApiError(new Error('boom'))).toBe('Er is iets misgegaan. Probeer het later opnieuw.');
    expect([formatWait(1), formatWait(59), formatWait(60), formatWait(61)]).toEqual([
      'over 1 seconde',
      'over 59 seconden',
      'over 1 minuut',
      'over 2 minuten',
    ]);
  });
});
