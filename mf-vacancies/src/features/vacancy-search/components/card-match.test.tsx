import { screen, waitFor, within } from '@testing-library/react';
import type { Employee } from '@interim/shared/contract';
import { api, buildEmployee, json, recordRequests, renderWithProviders, server, setActiveUserCookie } from '@interim/shared/testing';
import { buildListItem } from '../../../testing/builders';
import { VacancyCard } from './vacancy-card';

jest.setTimeout(30_000);

/** A freelancer who meets all six points of buildListItem's opdracht (position, hbo, 25 km, 24-32 hours, rate up to 85, start 4 January 2027). */
const fitting = (overrides: Partial<Employee> = {}) =>
  buildEmployee({
    hourlyRate: 80,
    latitude: 52.09,
    longitude: 5.12,
    preferences: {
      sector: 3,
      position: 31,
      desiredFunction: null,
      hasDriversLicense: null,
      educationLevel: 7,
      hoursPerWeek: 32,
      maxTravelKm: 25,
      workMode: null,
      availableFrom: '2026-12-01',
    },
    ...overrides,
  });

function renderCards(me: Employee | null) {
  setActiveUserCookie(me !== null);
  const requests = recordRequests();
  if (me) {
    server.use(
      api.get('/employees/me', () => json(me)),
      api.get('/education_levels', () => json([{ id: 7, code: 'hbo', name: 'hbo', rank: 6 }])),
    );
  }
  renderWithProviders(
    <ul>
      <li>
        <VacancyCard vacancy={buildListItem({ id: 12 })} />
      </li>
      <li>
        <VacancyCard vacancy={buildListItem({ id: 13, title: 'Data-analist', hourlyRateMax: 75 })} />
      </li>
    </ul>,
  );
  return requests;
}

afterEach(() => setActiveUserCookie(false));

describe('the match indicator of a search card', () => {
  it('tells a freelancer how each opdracht fits the profile, in words a screen reader reads whole', async () => {
    const requests = renderCards(fitting());
    const fits = screen.getByRole('article', { name: 'Projectmanager sociaal domein' });
    expect(await within(fits).findByText('Past bij je profiel: je voldoet aan alle 6 punten')).toBeInTheDocument();
    expect(within(fits).getByText('✓ Past bij je profiel')).toHaveAttribute('aria-hidden', 'true');
    // Rate 80 is above the second opdracht's 70 - 75.
    const misses = screen.getByRole('article', { name: 'Data-analist' });
    expect(within(misses).getByText('Je voldoet aan 5 van 6 punten van je profiel')).toBeInTheDocument();
    expect(within(misses).getByText('Past bij 5 van 6 punten')).toBeInTheDocument();
    // One request each for the profile and the levels, not one per card.
    expect(requests.filter((request) => request.url.pathname === '/api/education_levels')).toHaveLength(1);
    expect(requests.filter((request) => request.url.pathname === '/api/employees/me')).toHaveLength(1);
  });

  it('shows nothing while the profile says nothing about any point (no "0/6" on every card, issue 32 item 5)', async () => {
    const empty = buildEmployee({
      hourlyRate: null,
      latitude: null,
      longitude: null,
      preferences: {
        sector: null,
        position: null,
        desiredFunction: null,
        hasDriversLicense: null,
        educationLevel: null,
        hoursPerWeek: null,
        maxTravelKm: null,
        workMode: null,
        availableFrom: null,
      },
    });
    const requests = renderCards(empty);
    await waitFor(() => expect(requests.map((request) => request.url.pathname)).toContain('/api/education_levels'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('card-match')).not.toBeInTheDocument();
  });

  it('shows nothing to a visitor and fetches nothing', async () => {
    const requests = renderCards(null);
    await screen.findByRole('article', { name: 'Data-analist' });
    expect(screen.queryByTestId('card-match')).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('shows nothing to staff and does not fetch the levels', async () => {
    const requests = renderCards(fitting({ role: 'staff' }));
    await waitFor(() => expect(requests.map((request) => request.url.pathname)).toContain('/api/employees/me'));
    // The profile's answer is in: still nothing, and no levels asked for.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('card-match')).not.toBeInTheDocument();
    expect(requests.map((request) => request.url.pathname)).not.toContain('/api/education_levels');
  });
});
