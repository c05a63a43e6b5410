import {
  formatReleaseSelectors,
  formatRemotesTable,
  isReleaseOriginUrl,
  parseReleaseSelectors,
  parseRemotesTable,
  ReleaseSchema,
  ReleasesOverviewSchema,
  RemotesJsonSchema,
} from '.';

const release = {
  remote: 'mf_vacancies',
  version: '20261127-1012-3f9a1c2b7d',
  state: 'live',
  source: 'deploy',
  baseUrl: '/releases/mf_vacancies/20261127-1012-3f9a1c2b7d/',
  manifestUrl: '/releases/mf_vacancies/20261127-1012-3f9a1c2b7d/mf-manifest.json',
  origin: null,
  commit: 'c026cbf',
  deployedBy: 'anna',
  createdAt: '2026-11-27T10:12:00.000Z',
  liveAt: '2026-11-27T10:12:01.000Z',
  canaryPercent: null,
  filesDeletedAt: null,
} as const;

describe('release contract', () => {
  it('reads remotes.json with and without $versions, ignoring what is not a string', () => {
    const json = { mf_auth: '/releases/mf_auth/v/mf-manifest.json', $versions: { mf_auth: '20261127-1012-3f9a1c2b7d', bad: 3 }, $other: 'x', broken: 5 };
    expect(parseRemotesTable(json)).toEqual({
      manifests: { mf_auth: '/releases/mf_auth/v/mf-manifest.json' },
      versions: { mf_auth: '20261127-1012-3f9a1c2b7d' },
    });
    expect(parseRemotesTable({ mf_auth: 'http://localhost:3101/mf-manifest.json' })).toEqual({ manifests: { mf_auth: 'http://localhost:3101/mf-manifest.json' }, versions: {} });
    expect(parseRemotesTable(null)).toEqual({ manifests: {}, versions: {} });
    const table = { manifests: { mf_auth: '/a/mf-manifest.json' }, versions: { mf_auth: '20261127-1012-3f9a1c2b7d' } };
    expect(parseRemotesTable(formatRemotesTable(table))).toEqual(table);
    expect(RemotesJsonSchema.safeParse(formatRemotesTable(table)).success).toBe(true);
    expect(RemotesJsonSchema.safeParse({ mf_auth: 3 }).success).toBe(false);
  });

  it('parses preview selectors strictly, the last one per remote winning', () => {
    expect(parseReleaseSelectors('mf_vacancies@20261127-1012-3f9a1c2b7d')).toEqual([{ remote: 'mf_vacancies', version: '20261127-1012-3f9a1c2b7d' }]);
    expect(parseReleaseSelectors('mf_auth@20261127-1012-aaaaaaaaaa,mf_auth@20261127-1013-bbbbbbbbbb')).toEqual([{ remote: 'mf_auth', version: '20261127-1013-bbbbbbbbbb' }]);
    for (const bad of ['', 'mf_vacancies', 'mf_vacancies@latest', '@20261127-1012-3f9a1c2b7d', 'MF@20261127-1012-3f9a1c2b7d', 'mf_auth@20261127-1012-3f9a1c2b7d,x@y']) {
      expect(parseReleaseSelectors(bad)).toBeUndefined();
    }
    const selectors = [{ remote: 'mf_auth', version: '20261127-1012-aaaaaaaaaa' }, { remote: 'mf_vacancies', version: '20261127-1013-bbbbbbbbbb' }];
    expect(parseReleaseSelectors(formatReleaseSelectors(selectors))).toEqual(selectors);
  });

  it('describes the staff overview', () => {
    expect(ReleaseSchema.parse(release)).toEqual(release);
    expect(ReleaseSchema.safeParse({ ...release, version: '0.1.0' }).success).toBe(false);
    expect(ReleaseSchema.safeParse({ ...release, canaryPercent: 100 }).success).toBe(false);
    const overview = { remotes: [{ remote: 'mf_vacancies', live: release, canary: null, recent: [release] }], retentionDays: 7 };
    expect(ReleasesOverviewSchema.parse(overview)).toEqual(overview);
  });

  it('takes a release on another origin only as an http(s) address with a host, ending in / (issue 42, item 8a)', () => {
    for (const good of ['https://cdn.example.nl/mf-auth/20261127-1012-3f9a1c2b7d/', 'http://127.0.0.1:4999/mf-auth/v/']) expect(isReleaseOriginUrl(good)).toBe(true);
    for (const bad of ['javascript:alert(1)//', '//cdn.example.nl/x/', 'https://cdn.example.nl', 'https://cdn.example.nl/x', 'HTTPS://cdn.example.nl/x/', 'https://a:b@cdn.example.nl/x/', 'https://cdn.example.nl/a b/', '/releases/mf_auth/v/']) {
      expect(isReleaseOriginUrl(bad)).toBe(false);
    }
  });
});
