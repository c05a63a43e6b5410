import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dutchToday } from '@interim/shared/format';
import { buildEducationLevel, errorResponse, renderWithProviders, setActiveUserCookie } from '@interim/shared/testing';
import { toaster } from '@interim/shared/ui';
import { PENDING_APPLICATION_KEY, savePendingApplication } from '../features/apply/pending-application';
import { buildApplication, buildEmployee, buildVacancy } from '../testing/builders';
import { mockFetch } from '../testing/fetch-routes';
import { VacancyApplyPage } from './vacancy-apply-page';

jest.setTimeout(30_000);
beforeEach(() => {
  setActiveUserCookie(true);
  localStorage.clear();
});
afterEach(() => toaster.remove());

const fields = { motivation: 'Ik ben een ervaren projectmanager en start graag.', offeredHourlyRate: '75', availableFrom: '2027-02-01', hoursPerWeek: '24' };
const renderAt = (route: string) => renderWithProviders(<VacancyApplyPage />, { route, path: '/opdrachten/:id/reageren' });
const noApplications = () => Response.json([], { headers: { 'Content-Range': 'applications */0' } });

describe('VacancyApplyPage', () => {
  it('sends the application kept at register-and-apply once the mail link lands here', async () => {
    savePendingApplication(12, fields);
    const fetches = mockFetch({
      'GET /api/vacancies/12': () => Response.json(buildVacancy()),
      'GET /api/employees/me': () => Response.json(buildEmployee()),
      'GET /api/applications': noApplications,
      'POST /api/applications': () => Response.json(buildApplication(), { status: 201 }),
    });
    const view = renderAt('/opdrachten/12/reageren?versturen=1');
    await waitFor(() => expect(view.currentLocation().pathname).toBe('/mijn-reacties'));
    expect(fetches.callsTo('POST /api/applications')[0]!.body).toEqual({
      vacancyId: 12,
      motivation: fields.motivation,
      offeredHourlyRate: 75,
      availableFrom: '2027-02-01',
      hoursPerWeek: 24,
      channel: 'web',
    });
    expect(localStorage.getItem(PENDING_APPLICATION_KEY)).toBeNull();
    expect(await screen.findByText('Je reactie is verstuurd. Je vindt hem bij Mijn reacties.')).toBeInTheDocument();
  });

  it('explains in Dutch when the kept application turns out to be a duplicate', async () => {
    savePendingApplication(12, fields);
    mockFetch({
      'GET /api/vacancies/12': () => Response.json(buildVacancy()),
      'GET /api/employees/me': () => Response.json(buildEmployee()),
      'GET /api/applications': noApplications,
      'POST /api/applications': () => errorResponse(409, 'ALREADY_APPLIED', 'Je hebt al op deze opdracht gereageerd.'),
    });
    renderAt('/opdrachten/12/reageren?versturen=1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Je hebt al op deze opdracht gereageerd.');
    expect(screen.getByRole('link', { name: 'Naar mijn reacties' })).toHaveAttribute('href', '/mijn-reacties');
    expect(localStorage.getItem(PENDING_APPLICATION_KEY)).toBeNull();
  });

  it('puts a kept application into the form without sending it when not asked to', async () => {
    savePendingApplication(12, fields);
    const fetches = mockFetch({
      'GET /api/vacancies/12': () => Response.json(buildVacancy()),
      'GET /api/employees/me': () => Response.json(buildEmployee()),
      'GET /api/applications': noApplications,
    });
    renderAt('/opdrachten/12/reageren');
    expect(await screen.findByRole('textbox', { name: 'Motivatie (optioneel)' })).toHaveValue(fields.motivation);
    expect(screen.getByText('We hebben je eerder ingevulde reactie voor je klaargezet.')).toBeInTheDocument();
    expect(fetches.callsTo('POST /api/applications')).toHaveLength(0);
  });

  it('explains a closed vacancy instead of showing the form', async () => {
    mockFetch({
      'GET /api/vacancies/12': () => Response.json(buildVacancy({ status: 'closed' })),
      'GET /api/employees/me': () => Response.json(buildEmployee()),
      'GET /api/applications': noApplications,
    });
    renderAt('/opdrachten/12/reageren');
    expect(await screen.findByRole('alert')).toHaveTextContent('Deze opdracht is gesloten. Reageren is niet meer mogelijk.');
    expect(screen.queryByRole('button', { name: 'Reactie versturen' })).not.toBeInTheDocument();
  });

  it('fills in rate, hours and start from the profile and preselects its CV: the user only confirms', async () => {
    const cv = { id: 9, fileName: 'cv-jan.pdf', size: 245_000, contentType: 'application/pdf', uploadedAt: '2026-11-01T09:00:00.000Z' };
    const me = buildEmployee({ hourlyRate: 85, cv });
    me.preferences = { ...me.preferences, hoursPerWeek: 32, availableFrom: '2099-03-01' };
    const fetches = mockFetch({
      'GET /api/vacancies/12': () => Response.json(buildVacancy()),
      'GET /api/employees/me': () => Response.json(me),
      'GET /api/applications': noApplications,
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
    });
  });

  it('starts a profile date that has passed at today', async () => {
    const me = buildEmployee({ hourlyRate: 70 });
    me.preferences = { ...me.preferences, hoursPerWeek: 80, availableFrom: '2020-01-01' };
    mockFetch({
      'GET /api/vacancies/12': () => Response.json(buildVacancy()),
      'GET /api/employees/me': () => Response.json(me),
      'GET /api/applications': noApplications,
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
    });
    renderAt('/opdrachten/12/reageren');
    expect(await screen.findByRole('button', { name: 'Reactie versturen' })).toBeInTheDocument();
    expect(screen.queryByText('Je hebt al op deze opdracht gereageerd.')).not.toBeInTheDocument();
  });
});
