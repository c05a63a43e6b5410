import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, setActiveUserCookie } from '@interim/shared/testing';
import { installDutchErrorMap } from '@interim/shared/validation';
import { buildVacancy } from '../testing/builders';
import { mockFetch } from '../testing/fetch-routes';
import { VacancyRegisterPage } from './vacancy-register-page';

installDutchErrorMap();
jest.setTimeout(30_000);
beforeEach(() => {
  setActiveUserCookie(false);
  localStorage.clear();
});

const renderAt = (route: string) => renderWithProviders(<VacancyRegisterPage />, { route, path: '/opdrachten/:id/aanmelden' });

describe('VacancyRegisterPage', () => {
  it('registers and keeps the reactie on the server, then offers the code and a new mail', async () => {
    const fetches = mockFetch({
      'GET /api/vacancies/12': () => Response.json(buildVacancy()),
      'POST /api/employees/register_and_apply': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderAt('/opdrachten/12/aanmelden');
    await user.click(await screen.findByRole('button', { name: 'Aanmelden en reageren' }));
    // The resolver validates asynchronously: the click can return before the errors render (seen under load).
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'E-mailadres' })).toHaveAccessibleDescription('Het e-mailadres is een verplicht veld'));
    expect(screen.getByRole('checkbox', { name: 'Ik ga akkoord met de privacyverklaring' })).toHaveAccessibleDescription(
      'Ga akkoord met de privacyverklaring om je aan te melden',
    );
    expect(fetches.callsTo('POST /api/employees/register_and_apply')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Voornaam' }), 'Jan');
    await user.type(screen.getByRole('textbox', { name: 'Achternaam' }), 'de Vries');
    await user.type(screen.getByRole('textbox', { name: 'E-mailadres' }), 'jan@example.nl');
    await user.type(screen.getByRole('textbox', { name: 'Motivatie (optioneel)' }), 'Ik ben een ervaren projectmanager en start graag.');
    await user.type(screen.getByRole('textbox', { name: 'Uurtarief (excl. btw)' }), '75');
    fireEvent.change(screen.getByLabelText('Beschikbaar vanaf', { exact: false }), { target: { value: '2027-02-01' } });
    await user.type(screen.getByRole('textbox', { name: 'Uren per week' }), '24');
    await user.click(screen.getByRole('checkbox', { name: 'Ik ga akkoord met de privacyverklaring' }));
    await user.click(screen.getByRole('button', { name: 'Aanmelden en reageren' }));

    expect(await screen.findByRole('heading', { name: 'Bevestig je e-mailadres' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Code uit de e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stuur een nieuwe e-mail' })).toBeInTheDocument();
    expect(fetches.callsTo('POST /api/employees/register_and_apply')[0]!.body).toEqual({
      firstName: 'Jan',
      lastName: 'de Vries',
      email: 'jan@example.nl',
      privacyConsent: true,
      application: { vacancyId: 12, motivation: 'Ik ben een ervaren projectmanager en start graag.', offeredHourlyRate: 75, availableFrom: '2027-02-01', hoursPerWeek: 24 },
    });
    expect(localStorage.getItem('interim.pendingApplication')).toBeNull();
  });

  it("puts the API's refusal of a reactie field on that field", async () => {
    mockFetch({
      'GET /api/vacancies/12': () => Response.json(buildVacancy()),
      'POST /api/employees/register_and_apply': () =>
        Response.json(
          { code: 'VALIDATION_FAILED', message: 'Controleer de velden.', fieldErrors: [{ path: 'application.hoursPerWeek', message: 'Het maximum is 60' }] },
          { status: 400 },
        ),
    });
    const user = userEvent.setup();
    renderAt('/opdrachten/12/aanmelden');
    await user.type(await screen.findByRole('textbox', { name: 'Voornaam' }), 'Jan');
    await user.type(screen.getByRole('textbox', { name: 'Achternaam' }), 'de Vries');
    await user.type(screen.getByRole('textbox', { name: 'E-mailadres' }), 'jan@example.nl');
    await user.type(screen.getByRole('textbox', { name: 'Uurtarief (excl. btw)' }), '75');
    fireEvent.change(screen.getByLabelText('Beschikbaar vanaf', { exact: false }), { target: { value: '2027-02-01' } });
    await user.type(screen.getByRole('textbox', { name: 'Uren per week' }), '24');
    await user.click(screen.getByRole('checkbox', { name: 'Ik ga akkoord met de privacyverklaring' }));
    await user.click(screen.getByRole('button', { name: 'Aanmelden en reageren' }));
    expect(await screen.findByText('Controleer de gemarkeerde velden.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Uren per week' })).toHaveAccessibleDescription(expect.stringContaining('Het maximum is 60'));
  });

  it('sends a logged-in user to the apply form', async () => {
    setActiveUserCookie(true);
    mockFetch({});
    const view = renderAt('/opdrachten/12/aanmelden');
    expect(view.currentLocation().pathname).toBe('/opdrachten/12/reageren');
  });
});
