import { requireParam } from '.';

describe('requireParam (spec section 8)', () => {
  it.each([null, undefined])('throws the spec message for %p', (value) => {
    expect(() => requireParam(value, 'id', 'getVacancy')).toThrow(
      new Error('Required parameter id was null or undefined when calling getVacancy.'),
    );
  });

  it('returns every other value, falsy ones included', () => {
    expect(requireParam(0, 'id', 'getVacancy')).toBe(0);
    expect(requireParam('', 'q', 'searchVacancies')).toBe('');
    expect(requireParam(false, 'track', 'getVacancy')).toBe(false);
  });
});
