import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, setActiveUserCookie } from '@interim/shared/testing';
import { buildEducationLevel } from '@interim/shared/testing';
import { buildEmployee, buildVacancy } from '../../testing/builders';
import { mockFetch } from '../../testing/fetch-routes';
import { ProfileMatchPanel } from './profile-match-panel';

jest.setTimeout(30_000);
afterEach(() => setActiveUserCookie(false));

const LEVELS = [buildEducationLevel({ id: 5, code: 'mbo-4', name: 'mbo 4', rank: 5 }), buildEducationLevel({ id: 6, code: 'hbo', name: 'hbo', rank: 6 })];

const vacancy = buildVacancy({
  position: { id: 40, name: 'Projectmanager' },
  educationLevel: { id: 6, name: 'hbo' },
  driversLicenseRequired: false,
  workMode: 'remote',
  hoursPerWeekMin: 24,
  hoursPerWeekMax: 32,
  hourlyRateMin: 70,
  hourlyRateMax: 85,
  startDate: '2027-01-04',
});

describe('ProfileMatchPanel', () => {
  it('shows a logged-in freelancer the points, the missing ones named with a link to fix them in the profile', async () => {
    setActiveUserCookie(true);
    const employee = buildEmployee({ hourlyRate: 95 });
    mockFetch({
      'GET /api/employees/me': () =>
        Response.json({
          ...employee,
          preferences: { ...employee.preferences, position: 40, educationLevel: 5, hoursPerWeek: 32, availableFrom: '2026-12-01' },
        }),
      'GET /api/education_levels': () => Response.json(LEVELS),
    });
    renderWithProviders(<ProfileMatchPanel vacancy={vacancy} />);
    const panel = await screen.findByRole('region', { name: 'Past ik hierbij?' });
    // Remote and no licence asked: functie, opleiding, uren, tarief, beschikbaarheid.
    expect(within(panel).getByText('Je voldoet aan 3 van 5 punten')).toBeInTheDocument();
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.slice(1).split(':')[0])).toEqual(['Functie', 'Opleidingsniveau', 'Uren per week', 'Uurtarief', 'Beschikbaarheid']);
    expect(items[1]).toHaveTextContent('Opleidingsniveau: Voldoet niet');
    expect(items[1]).toHaveTextContent('De opdracht vraagt hbo; jij hebt mbo 4.');
    expect(within(items[1]!).getByRole('link', { name: 'Opleidingsniveau aanpassen in je profiel' })).toHaveAttribute('href', '/profiel/voorkeuren');
    expect(within(items[3]!).getByRole('link', { name: 'Uurtarief aanpassen in je profiel' })).toHaveAttribute('href', '/profiel/gegevens');
    // A met point has no link.
    expect(within(items[0]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('invites a profile that says nothing yet, with one link instead of a list of unknowns (issue 32 item 5)', async () => {
    setActiveUserCookie(true);
    const employee = buildEmployee({ hourlyRate: null, latitude: null, longitude: null });
    mockFetch({
      'GET /api/employees/me': () =>
        Response.json({
          ...employee,
          preferences: { ...employee.preferences, sector: null, position: null, educationLevel: null, hasDriversLicense: null, hoursPerWeek: null, maxTravelKm: null, availableFrom: null },
        }),
      'GET /api/education_levels': () => Response.json(LEVELS),
    });
    renderWithProviders(<ProfileMatchPanel vacancy={vacancy} />);
    const panel = await screen.findByRole('region', { name: 'Past ik hierbij?' });
    expect(within(panel).getByText('Vul je profiel aan om te zien of je past')).toBeInTheDocument();
    expect(within(panel).queryByRole('listitem')).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Vul je voorkeuren in' })).toHaveAttribute('href', '/profiel/voorkeuren');
  });

  it('shows nothing to a visitor and asks nothing of the API for them', async () => {
    const fetches = mockFetch({ 'GET /api/education_levels': () => Response.json(LEVELS) });
    const { container } = renderWithProviders(<ProfileMatchPanel vacancy={vacancy} />);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(container).toBeEmptyDOMElement();
    expect(fetches.calls).toHaveLength(0);
  });

  it('shows nothing to staff (their own profile is no candidate)', async () => {
    setActiveUserCookie(true);
    const fetches = mockFetch({
      'GET /api/employees/me': () => Response.json(buildEmployee({ role: 'staff' })),
      'GET /api/education_levels': () => Response.json(LEVELS),
    });
    renderWithProviders(<ProfileMatchPanel vacancy={vacancy} />);
    await waitFor(() => expect(fetches.callsTo('GET /api/employees/me')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('region', { name: 'Past ik hierbij?' })).not.toBeInTheDocument();
    expect(fetches.callsTo('GET /api/education_levels')).toHaveLength(0);
  });
});
