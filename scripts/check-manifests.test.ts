import { satisfies } from './semver-range.cjs';
import { serverBuildProblems } from './server-build-check.cjs';

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

describe('server builds in the manifest check', () => {
  const listed = { metaData: { ssrRemoteEntry: { name: 'remoteEntry.js', path: 'server', type: 'commonjs-module' } } };

  it('accepts a manifest that lists a server build present in the folder', () => {
    expect(serverBuildProblems('mf_auth', listed, (file) => file === 'server/remoteEntry.js')).toEqual([]);
  });

  it('refuses a manifest without one, or one whose file is missing', () => {
    expect(serverBuildProblems('mf_auth', { metaData: {} }, () => true)).toEqual(['mf_auth: the manifest lists no server build (metaData.ssrRemoteEntry)']);
    expect(serverBuildProblems('mf_auth', listed, () => false)).toEqual(['mf_auth: its server build server/remoteEntry.js is missing']);
  });
});
