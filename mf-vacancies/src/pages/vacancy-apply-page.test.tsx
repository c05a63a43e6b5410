import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dutchToday } from '@interim/shared/format';
import { buildEducationLevel, errorResponse, renderWithProviders, setActiveUserCookie } from '@interim/shared/testing';
import { toaster } from '@interim/shared/ui';
import { buildApplication, buildDraftVersion, buildEmployee, buildVacancy } from '../testing/builders';
import { mockFetch } from '../testing/fetch-routes';
import { VacancyApplyPage } from './vacancy-apply-page';

jest.setTimeout(30_000);
beforeEach(() => {
  setActiveUserCookie(true);
  localStorage.clear();
});
// Most tests: no reactie kept from register-and-apply.
const noDraft = () => errorResponse(404, 'APPLICATION_DRAFT_NOT_FOUND', 'We hebben geen bewaarde reactie voor deze opdracht (meer). Vul je reactie opnieuw in.');
const ownDraft = buildDraftVersion();
const keptDraft = () => Response.json({ ...ownDraft, vacancyId: 12, newer: null });
afterEach(() => toaster.remove());

const fields = { motivation: 'Ik ben een ervaren projectmanager en start graag.', offeredHourlyRate: '75', availableFrom: '2027-02-01', hoursPerWeek: '24' };
const renderAt = (route: string) => renderWithProviders(<VacancyApplyPage />, { route, path: '/opdrachten/:id/reageren' });
const noApplications = () => Response.json([], { headers: { 'Content-Range': 'applications */0' } });

describe('VacancyApplyPage', () => {
  it('shows the reactie kept at register-and-apply to check ("Controleer je reactie") and sends it with one button', async () => {
    const fetches = mockFetch({
      'GET /api/vacancies/12': () => Response.json(buildVacancy()),
      'GET /api/employees/me': () => Response.json(buildEmployee({ cv: null })),
      'GET /api/applications': noApplications,
      'GET /api/application_drafts/12': keptDraft,
      'POST /api/application_drafts/12/send': () => Response.json(buildApplication(), { status: 201 }),
    });
    const user = userEvent.setup();
    const view = renderAt('/opdrachten/12/reageren?versturen=1');
    expect(await screen.findByRole('heading', { name: 'Controleer je reactie' })).toBeInTheDocument();
    expect(screen.getByText(fields.motivation)).toBeInTheDocument();
    expect(screen.getByText('1 februari 2027')).toBeInTheDocument();
    // Nothing is sent before the user says so.
    expect(fetches.callsTo('POST /api/application_drafts/12/send')).toHaveLength(0);
    expect(fetches.callsTo('POST /api/applications')).toHaveLength(0);
    // The consent is asked where the reactie is sent (docs/adr/0021).
    await user.click(screen.getByRole('checkbox', { name: /Mijn profielgegevens mogen met de opdrachtgever worden gedeeld/ }));
    await user.click(screen.getByRole('button', { name: 'Reactie versturen' }));
    await waitFor(() => expect(view.currentLocation().pathname).toBe('/mijn-reacties'));
    expect(fetches.callsTo('POST /api/application_drafts/12/send')[0]!.body).toEqual({ draftId: 41, clientConsent: { profile: true, cv: false } });
    expect(await screen.findByText('Je reactie is verstuurd. Je vindt hem bij Mijn reacties.')).toBeInTheDocument();
  });

  it('keeps the kept reactie and says why next to the button when sending fails', async () => {
    mockFetch({
      'GET /api/vacancies/12': () => Response.json(buildVacancy()),
      'GET /api/employees/me': () => Response.json(buildEmployee()),
      'GET /api/applications': noApplications,
      'GET /api/application_drafts/12': keptDraft,
      'POST /api/application_drafts/12/send': () => errorResponse(500, 'INTERNAL', 'Er ging iets mis op de server. Probeer het later opnieuw.'),
    });
    const user = userEvent.setup();
    renderAt('/opdrachten/12/reageren?versturen=1');
    await user.click(await screen.findByRole('button', { name: 'Reactie versturen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Er ging iets mis op de server.');
    expect(screen.getByRole('button', { name: 'Reactie versturen' })).toBeEnabled();
  });

  it('explains in Dutch when the kept reactie turns out to be a duplicate', async () => {
    mockFetch({
      'GET /api/vacancies/12': () => Response.json(buildVacancy()),
      'GET /api/employees/me': () => Response.json(buildEmployee()),
      'GET /api/applications': noApplications,
      'GET /api/application_drafts/12': keptDraft,
      'POST /api/application_drafts/12/send': () => errorResponse(409, 'ALREADY_APPLIED', 'Je hebt al op deze opdracht gereageerd.'),
    });
    const user = userEvent.setup();
    renderAt('/opdrachten/12/reageren?versturen=1');
    await user.click(await screen.findByRole('button', { name: 'Reactie versturen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Je hebt al op deze opdracht gereageerd.');
    expect(screen.getByRole('link', { name: 'Naar mijn reacties' })).toHaveAttribute('href', '/mijn-reacties');
  });

  it('"Aanpassen" puts the kept reactie into the form; "Niet versturen" drops it', async () => {
    const fetches = mockFetch({
      'GET /api/vacancies/12': () => Response.json(buildVacancy()),
      'GET /api/employees/me': () => Response.json(buildEmployee()),
      'GET /api/applications': noApplications,
      'GET /api/application_drafts/12': keptDraft,
      'DELETE /api/application_drafts/12': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    const view = renderAt('/opdrachten/12/reageren?versturen=1');
    await user.click(await screen.findByRole('button', { name: 'Aanpassen' }));
    expect(await screen.findByRole('textbox', { name: 'Motivatie (optioneel)' })).toHaveValue(fields.motivation);
    expect(fetches.callsTo('POST /api/applications')).toHaveLength(0);
    view.unmount();

    renderAt('/opdrachten/12/reageren?versturen=1');
    await user.click(await screen.findByRole('button', { name: 'Niet versturen' }));
    expect(await screen.findByRole('textbox', { name: 'Motivatie (optioneel)' })).toHaveValue('');
    expect(fetches.callsTo('DELETE /api/application_drafts/12')).toHaveLength(1);
  });

  it('with two kept reacties (issue 42 item 4), puts the one the owner picks into the form on "Aanpassen"', async () => {
    // The owner wrote the reactie again (the first mail did not come); the first one is theirs too.
    const newer = { ...ownDraft, id: 42, motivation: 'Mijn nieuwe versie, met mijn ervaring bij gemeenten.', createdAt: '2026-11-21T08:30:00.000Z' };
    const fetches = mockFetch({
      'GET /api/vacancies/12': () => Response.json(buildVacancy()),
      'GET /api/employees/me': () => Response.json(buildEmployee()),
      'GET /api/applications': noApplications,
      'GET /api/application_drafts/12': () => Response.json({ ...ownDraft, vacancyId: 12, newer }),
    });
    const user = userEvent.setup();
    renderAt('/opdrachten/12/reageren?versturen=1');
    await user.click(await screen.findByRole('radio', { name: /^Nieuwere reactie, bewaard op/ }));
    await user.click(screen.getByRole('button', { name: 'Aanpassen' }));
    expect(await screen.findByRole('textbox', { name: 'Motivatie (optioneel)' })).toHaveValue(newer.motivation);
    expect(fetches.callsTo('POST /api/application_drafts/12/send')).toHaveLength(0);
  });

  it('says so when the link lands here but no reactie is kept (any more)', async () => {
    mockFetch({
      'GET /api/vacancies/12': () => Response.json(buildVacancy()),
      'GET /api/employees/me': () => Response.json(buildEmployee()),
      'GET /api/applications': noApplications,
      'GET /api/application_drafts/12': noDraft,
    });
    renderAt('/opdrachten/12/reageren?versturen=1');
    expect(await screen.findByText('We hebben geen bewaarde reactie meer voor deze opdracht.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reactie versturen' })).toBeInTheDocument();
  });

  it('explains a closed vacancy instead of showing the form', async () => {
    mockFetch({
      'GET /api/vacancies/12': () => Response.json(buildVacancy({ status: 'closed' })),
      'GET /api/employees/me': () => Response.json(buildEmployee()),
      'GET /api/applications': noApplications,
      'GET /api/application_drafts/12': noDraft,
    });
    renderAt('/opdrachten/12/reageren');
    expect(await screen.findByRole('alert')).toHaveTextContent('Deze opdracht is gesloten. Reageren is niet meer mogelijk.');
    expect(screen.queryByRole('button', { name: 'Reactie versturen' })).not.toBeInTheDocument();
  });

  it('fills in rate, hours and start from the profile and preselects its CV: the user only confirms', async () => {
    const cv = { id: 9, fileName: 'cv-jan.pdf', size: 245_000, contentType: 'application/pdf', uploadedAt: '2026-11-01T09:00:00.000Z', hasText: true };
    const me = buildEmployee({ hourlyRate: 85, cv });
    me.preferences = { ...me.preferences, hoursPerWeek: 32, availableFrom: '2099-03-01' };
    const fetches = mockFetch({
      'GET /api/vacancies/12': () => Response.json(buildVacancy()),
      'GET /api/employees/me': () => Response.json(me),
      'GET /api/applications': noApplications,
      'GET /api/application_drafts/12': noDraft,
      'POST /api/applications': () => Response.json(buildApplication(), { status: 201 }),
      'GET /api/education_levels': () => Response.json([buildEducationLevel()]),
    });
    const user = userEvent.setup();
    const view = renderAt('/opdrachten/12/reageren');
    expect(await screen.findByRole('textbox', { name: 'Uurtarief (excl. btw)' })).toHaveValue('85');
    // Past ik hierbij? beside the form: it informs, the form stays open.
    expect(await screen.findByRole('region', { name: 'Past ik hierbij?' })).toHaveTextContent(/Je voldoet aan \d van \d punten/);
    expect(screen.getByRole('textbox', { name: 'Uren per week' })).toHaveValue('32');
    expect(screen.getByLabelText('Beschikbaar vanaf')).toHaveValue('2099-03-01');
    expect(screen.getByRole('radio', { name: /Gebruik mijn opgeslagen cv \(cv-jan\.pdf/ })).toBeChecked();
    expect(screen.getByText(/uit je profiel ingevuld/)).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /Ik bevestig/ }));
    await user.click(screen.getByRole('button', { name: 'Reactie versturen' }));
    await waitFor(() => expect(view.currentLocation().pathname).toBe('/mijn-reacties'));
    expect(fetches.callsTo('POST /api/applications')[0]!.body).toEqual({
      vacancyId: 12,
      offeredHourlyRate: 85,
      availableFrom: '2099-03-01',
      hoursPerWeek: 32,
      useStoredCv: true,
      channel: 'web',
      // Nothing ticked: nothing shared with the client.
      clientConsent: { profile: false, cv: false },
    });
  });

  it('starts a profile date that has passed at today', async () => {
    const me = buildEmployee({ hourlyRate: 70 });
    me.preferences = { ...me.preferences, hoursPerWeek: 80, availableFrom: '2020-01-01' };
    mockFetch({
      'GET /api/vacancies/12': () => Response.json(buildVacancy()),
      'GET /api/employees/me': () => Response.json(me),
      'GET /api/applications': noApplications,
      'GET /api/application_drafts/12': noDraft,
    });
    renderAt('/opdrachten/12/reageren');
    expect(await screen.findByLabelText('Beschikbaar vanaf')).toHaveValue(dutchToday());
    // 80 hours is more than an application can offer (60): left for the user.
    expect(screen.getByRole('textbox', { name: 'Uren per week' })).toHaveValue('');
  });

  it('shows the form again after the earlier reactie was withdrawn', async () => {
    mockFetch({
      'GET /api/vacancies/12': () => Response.json(buildVacancy()),
      'GET /api/employees/me': () => Response.json(buildEmployee()),
      'GET /api/applications': () =>
        Response.json([buildApplication({ status: 'withdrawn' })], { headers: { 'Content-Range': 'applications 0-0/1' } }),
      'GET /api/application_drafts/12': noDraft,
    });
    renderAt('/opdrachten/12/reageren');
    expect(await screen.findByRole('button', { name: 'Reactie versturen' })).toBeInTheDocument();
    expect(screen.queryByText('Je hebt al op deze opdracht gereageerd.')).not.toBeInTheDocument();
  });
});
