import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildEducationLevel, errorResponse, renderWithProviders, setActiveUserCookie } from '@interim/shared/testing';
import { toaster } from '@interim/shared/ui';
import { buildApplication, buildEmployee, buildListItem, buildVacancy } from '../testing/builders';
import { mockFetch } from '../testing/fetch-routes';
import type { RouteHandle } from '@interim/shared/routing';
import { routes } from '../routes';
import { VacancyDetailPage } from './vacancy-detail-page';

jest.setTimeout(30_000);
afterEach(() => {
  toaster.remove();
  setActiveUserCookie(false);
});

const renderAt = (route: string) => renderWithProviders(<VacancyDetailPage />, { route, path: '/opdrachten/:id' });

describe('VacancyDetailPage', () => {
  it('shows every field, records the view and takes the vacancy title as page title', async () => {
    const fetches = mockFetch({ 'GET /api/vacancies/12': () => Response.json(buildVacancy()) });
    renderAt('/opdrachten/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Projectmanager sociaal domein' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Projectmanager sociaal domein \|/));
    expect(fetches.callsTo('GET /api/vacancies/12')[0]!.url.searchParams.get('track')).toBe('true');
    await waitFor(() => expect(fetches.events().map((e) => e.event)).toContain('Vacancy viewed'));
    for (const text of ['Vijf jaar ervaring', 'Kennis van de Wmo', '€ 70 – € 85 per uur excl. btw', 'Hybride', 'hbo', '6 maanden']) {
      expect(document.body).toHaveTextContent(text);
    }
    expect(screen.getByRole('heading', { name: 'Eisen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Wensen' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Link naar deze opdracht' })).toHaveValue('http://localhost/opdrachten/12');
    // Visitors apply by registering, or log in first.
    expect(screen.getByRole('link', { name: 'Reageren' })).toHaveAttribute('href', '/opdrachten/12/aanmelden');
    expect(screen.getByRole('link', { name: 'Log in om te reageren' })).toHaveAttribute(
      'href',
      `/login?returnTo=${encodeURIComponent('/opdrachten/12/reageren')}`,
    );
  });

  it('takes the request the route prefetched for the visit instead of starting its own', async () => {
    const fetches = mockFetch({ 'GET /api/vacancies/13': () => Response.json(buildVacancy({ id: 13 })) });
    const detail = routes.find((route) => route.path === '/opdrachten/:id')!;
    (detail.handle as RouteHandle).prefetch?.({ id: '13' });
    await waitFor(() => expect(fetches.callsTo('GET /api/vacancies/13')).toHaveLength(1));
    renderAt('/opdrachten/13');
    expect(await screen.findByRole('heading', { level: 1, name: 'Projectmanager sociaal domein' })).toBeInTheDocument();
    expect(fetches.callsTo('GET /api/vacancies/13')).toHaveLength(1);
    expect(fetches.callsTo('GET /api/vacancies/13')[0]!.url.searchParams.get('track')).toBe('true');
    // A path that is no vacancy id prefetches nothing.
    (detail.handle as RouteHandle).prefetch?.({ id: 'abc' });
    expect(fetches.calls.filter((call) => call.url.pathname.startsWith('/api/vacancies/'))).toHaveLength(1);
  });

  it('shows the 404 page for an unknown id and for an id that is no number', async () => {
    mockFetch({ 'GET /api/vacancies/999': () => errorResponse(404, 'NOT_FOUND', 'Deze opdracht bestaat niet.') });
    const view = renderAt('/opdrachten/999');
    expect(await screen.findByRole('heading', { name: 'Opdracht niet gevonden' })).toBeInTheDocument();
    expect(screen.getByText('Foutcode 404')).toBeInTheDocument();
    view.unmount();
    const fetches = mockFetch({});
    renderAt('/opdrachten/abc');
    expect(await screen.findByRole('heading', { name: 'Opdracht niet gevonden' })).toBeInTheDocument();
    expect(fetches.calls).toHaveLength(0);
  });

  it('shows a logged-in freelancer how the profile meets the opdracht (Past ik hierbij?), not on a closed one', async () => {
    setActiveUserCookie(true);
    const employee = buildEmployee({ hourlyRate: 95 });
    mockFetch({
      'GET /api/vacancies/12': () => Response.json(buildVacancy({ hourlyRateMin: 70, hourlyRateMax: 85 })),
      'GET /api/vacancies/13': () => Response.json(buildVacancy({ id: 13, status: 'closed' })),
      'GET /api/applications': () => Response.json([], { headers: { 'Content-Range': 'applications */0' } }),
      'GET /api/employees/me': () => Response.json(employee),
      'GET /api/education_levels': () => Response.json([buildEducationLevel()]),
    });
    const { unmount } = renderAt('/opdrachten/12');
    const panel = await screen.findByRole('region', { name: 'Past ik hierbij?' });
    expect(panel).toHaveTextContent(/Je voldoet aan \d van \d punten/);
    expect(within(panel).getByRole('link', { name: 'Uurtarief aanpassen in je profiel' })).toHaveAttribute('href', '/profiel/gegevens');
    unmount();
    renderAt('/opdrachten/13');
    expect(await screen.findByRole('heading', { level: 1, name: 'Projectmanager sociaal domein' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('region', { name: 'Past ik hierbij?' })).not.toBeInTheDocument();
  });

  it('lets a logged-in user apply, and ask to be called back', async () => {
    setActiveUserCookie(true);
    const fetches = mockFetch({
      'GET /api/vacancies/12': () => Response.json(buildVacancy()),
      'GET /api/applications': () => Response.json([], { headers: { 'Content-Range': 'applications */0' } }),
      'GET /api/employees/me': () => Response.json(buildEmployee()),
      'POST /api/employees/request-contact': () => Response.json({ id: 1, createdAt: '2026-11-23T09:00:00.000Z' }, { status: 201 }),
    });
    const user = userEvent.setup();
    renderAt('/opdrachten/12');
    expect(await screen.findByRole('link', { name: 'Reageren' })).toHaveAttribute('href', '/opdrachten/12/reageren');
    const phone = await screen.findByRole('textbox', { name: 'Telefoonnummer' });
    expect(phone).toHaveValue('06 12345678');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Wanneer kunnen we je het beste bellen?' }), 'Middag');
    await user.click(screen.getByRole('button', { name: 'Neem contact met mij op' }));
    expect(await screen.findByRole('heading', { name: 'Verzoek verstuurd' })).toBeInTheDocument();
    expect(fetches.callsTo('POST /api/employees/request-contact')[0]!.body).toEqual({
      vacancyId: 12,
      message: 'Ik heb een vraag over de opdracht "Projectmanager sociaal domein".',
      phone: '06 12345678',
      preferredTime: 'afternoon',
    });
  });

  it('finishes a "Bewaren" clicked before the login: saved once, the action gone from the URL, a toast says so', async () => {
    setActiveUserCookie(true);
    const fetches = mockFetch({
      'GET /api/vacancies/12': () => Response.json(buildVacancy({ isFavorite: false })),
      'GET /api/applications': () => Response.json([], { headers: { 'Content-Range': 'applications */0' } }),
      'GET /api/employees/me': () => Response.json(buildEmployee()),
      'GET /api/vacancies/12/favorite': () => Response.json({ vacancyId: 12, isFavorite: true }),
    });
    const view = renderAt('/opdrachten/12?actie=bewaren&opdracht=12');
    expect(await screen.findByRole('button', { name: 'Opgeslagen' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Opdracht bewaard')).toBeInTheDocument();
    expect(view.currentLocation().pathname).toBe('/opdrachten/12');
    expect(view.currentLocation().search).toBe('');
    expect(fetches.callsTo('GET /api/vacancies/12/favorite')).toHaveLength(1);
    await waitFor(() => expect(fetches.events().map((e) => e.event)).toContain('Vacancy saved'));
    expect(fetches.events().find((e) => e.event === 'Vacancy saved')?.properties).toMatchObject({
      vacancyId: 12,
      vacancyTitle: 'Projectmanager sociaal domein',
    });
  });

  it('leaves a pending save alone while logged out, and ignores unknown actions', async () => {
    const fetches = mockFetch({ 'GET /api/vacancies/12': () => Response.json(buildVacancy({ isFavorite: false })) });
    const view = renderAt('/opdrachten/12?actie=bewaren&opdracht=12');
    expect(await screen.findByRole('button', { name: 'Bewaren' })).toHaveAttribute('aria-pressed', 'false');
    expect(view.currentLocation().search).toBe('?actie=bewaren&opdracht=12');
    view.unmount();

    setActiveUserCookie(true);
    const loggedIn = mockFetch({
      'GET /api/vacancies/12': () => Response.json(buildVacancy({ isFavorite: false })),
      'GET /api/applications': () => Response.json([], { headers: { 'Content-Range': 'applications */0' } }),
      'GET /api/employees/me': () => Response.json(buildEmployee()),
    });
    const other = renderAt('/opdrachten/12?actie=verwijderen&opdracht=12');
    expect(await screen.findByRole('button', { name: 'Bewaren' })).toHaveAttribute('aria-pressed', 'false');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(other.currentLocation().search).toBe('?actie=verwijderen&opdracht=12');
    expect([...fetches.calls, ...loggedIn.calls].some((call) => call.url.pathname.endsWith('/favorite'))).toBe(false);
  });

  it('does not offer to apply to a closed vacancy', async () => {
    mockFetch({ 'GET /api/vacancies/12': () => Response.json(buildVacancy({ status: 'closed' })) });
    renderAt('/opdrachten/12');
    expect(await screen.findByText('Deze opdracht is gesloten. Reageren is niet meer mogelijk.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reageren' })).not.toBeInTheDocument();
  });

  it('keeps "Reageren" in a bar at the bottom on a phone while the user can apply', async () => {
    mockFetch({ 'GET /api/vacancies/12': () => Response.json(buildVacancy()) });
    renderAt('/opdrachten/12');
    const bar = await screen.findByTestId('sticky-apply-bar');
    expect(within(bar).getByRole('link', { name: 'Reageren op Projectmanager sociaal domein' })).toHaveAttribute('href', '/opdrachten/12/aanmelden');
    expect(bar).toHaveStyle({ position: 'sticky', bottom: '0px' });
  });

  it('marks an opdracht already applied to "Gereageerd", without the apply bar', async () => {
    setActiveUserCookie(true);
    mockFetch({
      'GET /api/vacancies/12': () => Response.json(buildVacancy()),
      'GET /api/applications': () => Response.json([buildApplication({ status: 'in_review' })], { headers: { 'Content-Range': 'applications 0-0/1' } }),
      'GET /api/employees/me': () => Response.json(buildEmployee()),
    });
    renderAt('/opdrachten/12');
    expect(await screen.findByText('Gereageerd')).toBeInTheDocument();
    expect(screen.getByText(/Je hebt al op deze opdracht gereageerd/)).toBeInTheDocument();
    expect(screen.queryByTestId('sticky-apply-bar')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reageren' })).not.toBeInTheDocument();
  });

  it('offers to apply again after the reactie was withdrawn', async () => {
    setActiveUserCookie(true);
    mockFetch({
      'GET /api/vacancies/12': () => Response.json(buildVacancy()),
      'GET /api/applications': () => Response.json([buildApplication({ status: 'withdrawn' })], { headers: { 'Content-Range': 'applications 0-0/1' } }),
      'GET /api/employees/me': () => Response.json(buildEmployee()),
    });
    renderAt('/opdrachten/12');
    expect(await screen.findByText(/Je hebt je eerdere reactie ingetrokken/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reageren' })).toHaveAttribute('href', '/opdrachten/12/reageren');
    expect(screen.queryByText('Gereageerd')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('sticky-apply-bar')).getByRole('link')).toHaveAttribute('href', '/opdrachten/12/reageren');
  });

  describe('issue 32 item 9', () => {
    const similar = [
      buildListItem({ id: 21, title: 'Projectleider Wmo', city: 'Zeist', distanceKm: 9.6 }),
      buildListItem({ id: 22, title: 'Beleidsadviseur jeugd', city: 'Utrecht', distanceKm: null }),
    ];

    it.each(['open', 'closed'] as const)('lists similar opdrachten under a %s opdracht, each linked, with its distance', async (status) => {
      const fetches = mockFetch({
        'GET /api/vacancies/12': () => Response.json(buildVacancy({ status })),
        'GET /api/vacancies/12/similar': () => Response.json(similar),
      });
      renderAt('/opdrachten/12');
      const section = await screen.findByRole('region', { name: 'Vergelijkbare opdrachten' });
      expect(within(section).getByRole('link', { name: 'Projectleider Wmo' })).toHaveAttribute('href', '/opdrachten/21');
      expect(within(section).getByRole('link', { name: 'Beleidsadviseur jeugd' })).toHaveAttribute('href', '/opdrachten/22');
      expect(section).toHaveTextContent('Zeist (10 km)');
      expect(fetches.callsTo('GET /api/vacancies/12/similar')).toHaveLength(1);
    });

    it('shows no section when there are none', async () => {
      mockFetch({ 'GET /api/vacancies/12': () => Response.json(buildVacancy()), 'GET /api/vacancies/12/similar': () => Response.json([]) });
      renderAt('/opdrachten/12');
      expect(await screen.findByRole('heading', { level: 1, name: 'Projectmanager sociaal domein' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Vergelijkbare opdrachten' })).toBeNull();
    });

    it('marks an opdracht published today "Nieuw", and offers "Bewaren" under its title', async () => {
      mockFetch({ 'GET /api/vacancies/12': () => Response.json(buildVacancy({ publishedAt: new Date().toISOString() })) });
      renderAt('/opdrachten/12');
      const title = await screen.findByRole('heading', { level: 1, name: 'Projectmanager sociaal domein' });
      expect(screen.getByText('Nieuw')).toBeInTheDocument();
      const save = screen.getByRole('button', { name: 'Bewaren' });
      // Before the facts (which follow the title), not only in the actions after the description.
      expect(title.compareDocumentPosition(save) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(save.compareDocumentPosition(screen.getByText('Uren')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });
  });
});
