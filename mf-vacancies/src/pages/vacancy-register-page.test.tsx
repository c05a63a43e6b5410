import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, setActiveUserCookie } from '@interim/shared/testing';
import { installDutchErrorMap } from '@interim/shared/validation';
import { readPendingApplication } from '../features/apply/pending-application';
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
  it('registers with a return path that sends the kept application, and says so', async () => {
    const fetches = mockFetch({
      'GET /api/vacancies/12': () => Response.json(buildVacancy()),
      'POST /api/employees/register': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderAt('/opdrachten/12/aanmelden');
    await user.click(await screen.findByRole('button', { name: 'Aanmelden en reageren' }));
    expect(screen.getByRole('textbox', { name: 'E-mailadres' })).toHaveAccessibleDescription('Het e-mailadres is een verplicht veld');
    expect(screen.getByRole('checkbox', { name: 'Ik ga akkoord met de privacyverklaring' })).toHaveAccessibleDescription(
      'Ga akkoord met de privacyverklaring om je aan te melden',
    );
    expect(fetches.callsTo('POST /api/employees/register')).toHaveLength(0);

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
    expect(screen.getByText(/versturen we je reactie\s+automatisch zodra je bent ingelogd/)).toBeInTheDocument();
    expect(fetches.callsTo('POST /api/employees/register')[0]!.body).toEqual({
      firstName: 'Jan',
      lastName: 'de Vries',
      email: 'jan@example.nl',
      privacyConsent: true,
      returnTo: '/opdrachten/12/reageren?versturen=1',
    });
    expect(readPendingApplication(12)?.fields).toEqual({
      motivation: 'Ik ben een ervaren projectmanager en start graag.',
      offeredHourlyRate: '75',
      availableFrom: '2027-02-01',
      hoursPerWeek: '24',
    });
  });

  it('sends a logged-in user to the apply form', async () => {
    setActiveUserCookie(true);
    mockFetch({});
    const view = renderAt('/opdrachten/12/aanmelden');
    expect(view.currentLocation().pathname).toBe('/opdrachten/12/reageren');
  });
});
