import { destinationAfterLogin, readReturnTo, registrationReturnTo, withReturnTo } from './return-path';

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

  it('takes staff to the back office instead of the dashboard (issue 30)', () => {
    expect(destinationAfterLogin(null, undefined, 'staff')).toBe('/beheer');
    expect(destinationAfterLogin('/dashboard', undefined, 'staff')).toBe('/beheer');
    expect(destinationAfterLogin(null, '/beheer/reacties?opdracht=116', 'staff')).toBe('/beheer/reacties?opdracht=116');
    expect(destinationAfterLogin(null, undefined, 'employee')).toBe('/dashboard');
  });
});
