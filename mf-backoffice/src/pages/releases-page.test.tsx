import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReleasesOverviewSchema, type Release, type ReleasesOverview } from '@interim/shared/contract';
import { api, json, jsonError, renderWithProviders, server } from '@interim/shared/testing';
import { ReleasesPage } from './releases-page';

jest.setTimeout(30_000);

function release(overrides: Partial<Release> & Pick<Release, 'version' | 'state'>): Release {
  return {
    remote: 'mf_vacancies',
    source: 'deploy',
    baseUrl: `/releases/mf_vacancies/${overrides.version}/`,
    manifestUrl: `/releases/mf_vacancies/${overrides.version}/mf-manifest.json`,
    origin: null,
    commit: 'c026cbf1234567890',
    deployedBy: 'anna',
    createdAt: '2026-11-27T09:12:00.000Z',
    liveAt: null,
    canaryPercent: null,
    filesDeletedAt: null,
    ...overrides,
  };
}

const live = release({ version: '20261127-0912-3f9a1c2b7d', state: 'live', liveAt: '2026-11-27T09:15:00.000Z' });
const canary = release({ version: '20261127-1012-aaaaaaaaaa', state: 'canary', canaryPercent: 25, createdAt: '2026-11-27T10:12:00.000Z', liveAt: '2026-11-27T10:13:00.000Z', origin: 'https://cdn.example.nl' });
const previous = release({ version: '20261126-1500-bbbbbbbbbb', state: 'previous', source: 'build', deployedBy: null, commit: null, createdAt: '2026-11-26T15:00:00.000Z' });

/** An answer of GET /api/releases, checked against the contract so the test cannot drift from the API. */
function overview(value: ReleasesOverview): ReleasesOverview {
  return ReleasesOverviewSchema.parse(value);
}

const answer = overview({
  remotes: [
    { remote: 'mf_auth', live: null, canary: null, recent: [] },
    { remote: 'mf_vacancies', live, canary, recent: [canary, live, previous] },
  ],
  retentionDays: 7,
});

describe('ReleasesPage (issue 27)', () => {
  it('shows per remote the live version, the canary with its share and the history, newest first', async () => {
    server.use(api.get('/releases', () => json(answer)));
    renderWithProviders(<ReleasesPage />, { route: '/beheer/versies' });
    expect(screen.getByRole('heading', { level: 1, name: 'Versies' })).toBeInTheDocument();
    const vacancies = await screen.findByRole('region', { name: 'mf_vacancies' });
    expect(within(vacancies).getByText('Live versie').nextSibling).toHaveTextContent('20261127-0912-3f9a1c2b7d');
    expect(within(vacancies).getByText('Live versie').nextSibling).toHaveTextContent('live sinds 27 november 2026 om 10:15, door anna, vanaf deze site');
    expect(within(vacancies).getByText('Canary').nextSibling).toHaveTextContent('20261127-1012-aaaaaaaaaa');
    expect(within(vacancies).getByText('Canary').nextSibling).toHaveTextContent('voor 25 % van de bezoekers, vanaf https://cdn.example.nl');
    expect(within(vacancies).getByRole('heading', { level: 3, name: 'Geschiedenis' })).toBeInTheDocument();
    const rows = within(within(vacancies).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '20261127-1012-aaaaaaaaaacommit c026cbf123',
      '20261127-0912-3f9a1c2b7dcommit c026cbf123',
      '20261126-1500-bbbbbbbbbb',
    ]);
    expect(rows[0]).toHaveTextContent('Canary (25 %)');
    expect(rows[1]).toHaveTextContent('Live');
    expect(rows[2]).toHaveTextContent('Vorige');
    expect(rows[2]).toHaveTextContent('build bij de start');

    const auth = screen.getByRole('region', { name: 'mf_auth' });
    expect(within(auth).getByText('Live versie').nextSibling).toHaveTextContent('Nog geen release');
    expect(within(auth).getByText('Canary').nextSibling).toHaveTextContent('Geen canary');
    expect(within(auth).getByText('Nog geen releases van mf_auth.')).toBeInTheDocument();
    expect(screen.getByText(/blijven 7 dagen beschikbaar/)).toBeInTheDocument();
    // Read-only: nothing on the page changes a release.
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a loading state, then the empty state when no remote has a release', async () => {
    server.use(api.get('/releases', () => json(overview({ remotes: [{ remote: 'mf_auth', live: null, canary: null, recent: [] }], retentionDays: 7 }))));
    renderWithProviders(<ReleasesPage />, { route: '/beheer/versies' });
    expect(screen.getByText('Versies laden')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Nog geen versies' })).toBeInTheDocument();
  });

  it("shows the API's Dutch error with a retry that loads again", async () => {
    let fail = true;
    server.use(api.get('/releases', () => (fail ? jsonError(503, 'UNAVAILABLE', 'De service is tijdelijk niet beschikbaar. Probeer het later opnieuw.') : json(answer))));
    renderWithProviders(<ReleasesPage />, { route: '/beheer/versies' });
    const panel = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(panel).toHaveTextContent('Versies laden is niet gelukt');
    expect(panel).toHaveTextContent('De service is tijdelijk niet beschikbaar. Probeer het later opnieuw.');
    fail = false;
    await userEvent.click(within(panel).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('region', { name: 'mf_vacancies' })).toBeInTheDocument();
  });
});
