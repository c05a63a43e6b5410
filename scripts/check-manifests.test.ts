import { satisfies } from './semver-range.cjs';

describe('semver ranges in the manifest check', () => {
  it.each([
    ['19.3.1', '^19.3.1', true],
    ['19.4.0', '^19.3.1', true],
    ['20.0.0', '^19.3.1', false],
    ['19.3.0', '^19.3.1', false],
    ['0.1.5', '^0.1.0', true],
    ['0.2.0', '^0.1.0', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['4.6.7', '4.6.7', true],
    ['4.6.8', '4.6.7', false],
    ['1.0.0', '*', true],
  ])('%s satisfies %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });
});
