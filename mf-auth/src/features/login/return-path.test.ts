import { destinationAfterLogin, readReturnTo, registrationReturnTo, withReturnTo } from './return-path';
import { describeApiError, formatWait } from './api-error-text';
import { ApiError } from '@interim/shared/api-client';

describe('return path', () => {
  it.each([
    ['/opdrachten/7', '/opdrachten/7'],
    ['/mijn-reacties?tab=open', '/mijn-reacties?tab=open'],
    ['//evil.example', undefined],
    ['/\\evil.example', undefined],
    ['https://evil.example', undefined],
    ['/login', undefined],
    ['/login/email', undefined],
    ['/loginnen', '/loginnen'],
  ])('reads %p as %p', (value, expected) => {
    expect(readReturnTo(new URLSearchParams({ returnTo: value }))).toBe(expected);
  });

  it('builds paths with and without a return path', () => {
    expect(withReturnTo('/login', undefined)).toBe('/login');
    expect(withReturnTo('/login', '/opdrachten/7?x=1')).toBe('/login?returnTo=%2Fopdrachten%2F7%3Fx%3D1');
    expect(registrationReturnTo(undefined)).toBe('/aanmelden/voltooi');
  });

  it('prefers the return path of the link, then the page, then the dashboard', () => {
    expect(destinationAfterLogin('/a', '/b')).toBe('/a');
    expect(destinationAfterLogin(null, '/b')).toBe('/b');
    expect(destinationAfterLogin('//evil.example', undefined)).toBe('/dashboard');
  });
});

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
