import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  api,
  buildClientRequest,
  json,
  jsonError,
  jsonList,
  recordRequests,
  renderWithProviders,
  server,
} from '@interim/shared/testing';
import { toaster } from '@interim/shared/ui';
import { installDutchErrorMap } from '@interim/shared/validation';
import { buildStaffVacancy } from '../testing/build-staff-vacancy';
import { answerReferenceData } from '../testing/reference-data';
import { VacancyNewPage } from './vacancy-new-page';

installDutchErrorMap();
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

afterEach(() => toaster.remove());

type User = ReturnType<typeof userEvent.setup>;

function renderPage(route = '/beheer/opdrachten/nieuw') {
  answerReferenceData();
  return renderWithProviders(<VacancyNewPage />, { route, path: '/beheer/opdrachten/nieuw' });
}

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input, select, textarea' });

/** Fills every field staff must fill (the client's name only when `clientName`; the location unless `location: false`). */
async function fillRequired(user: User, options: { clientName?: string; location?: boolean } = {}) {
  await user.type(field('Titel'), 'Projectleider stationsgebied');
  await screen.findByRole('option', { name: 'Overheid' });
  await user.selectOptions(field('Sector'), 'Overheid');
  await screen.findByRole('option', { name: 'Projectleider' });
  await user.selectOptions(field('Functie'), 'Projectleider');
  if (options.clientName !== undefined) await user.type(field('Naam opdrachtgever'), options.clientName);
  fireEvent.change(field('Omschrijving'), { target: { value: 'Je leidt de herinrichting.\n\nSamen met de gemeente.' } });
  await user.type(field('Eisen'), 'Vijf jaar ervaring{Enter}Kennis van aanbesteden');
  if (options.location !== false) {
    await user.type(field('Postcode'), '3811 AB');
    await user.type(field('Plaats'), 'Amersfoort');
  }
  await user.selectOptions(field('Werkvorm'), 'Hybride');
  await user.type(field('Uren per week, minimaal'), '24');
  await user.type(field('Uren per week, maximaal'), '32');
  await user.type(field('Uurtarief minimaal'), '80');
  await user.type(field('Uurtarief maximaal'), '95');
  await user.type(field('Sluitingsdatum'), '2026-12-31');
}

const FILLED_BODY = {
  title: 'Projectleider stationsgebied',
  isAnonymous: false,
  city: 'Amersfoort',
  postcode: '3811 AB',
  sectorId: 3,
  positionId: 32,
  hoursPerWeekMin: 24,
  hoursPerWeekMax: 32,
  hourlyRateMin: 80,
  hourlyRateMax: 95,
  startDate: null,
  duration: null,
  closingDate: '2026-12-31',
  workMode: 'hybrid',
  zzpAllowed: true,
  educationLevelId: null,
  driversLicenseRequired: false,
  description: 'Je leidt de herinrichting.\n\nSamen met de gemeente.',
  requirements: ['Vijf jaar ervaring', 'Kennis van aanbesteden'],
  wishes: [],
};

describe('VacancyNewPage', () => {
  it('saves every field as a concept and opens the new opdracht', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    server.use(api.post('/vacancies', () => json(buildStaffVacancy({ id: 55 }), { status: 201 })));
    const view = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Nieuwe opdracht' })).toBeInTheDocument();
    await fillRequired(user, { clientName: 'Gemeente Amersfoort' });
    await user.click(screen.getByRole('button', { name: 'Opslaan als concept' }));

    await waitFor(() => expect(view.currentLocation().pathname).toBe('/beheer/opdrachten/55'));
    const post = requests.find((request) => request.method === 'POST')!;
    expect(await post.json()).toEqual({ ...FILLED_BODY, clientName: 'Gemeente Amersfoort' });
    expect(await screen.findByText('De opdracht is als concept opgeslagen.')).toBeInTheDocument();
  });

  it("shows the contract's Dutch messages and sends nothing while fields are missing", async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Opslaan als concept' }));
    expect(await screen.findAllByText('Verplicht veld')).not.toHaveLength(0);
    expect(field('Titel')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Titel')).toHaveAccessibleDescription('Verplicht veld');
    expect(field('Titel')).toHaveFocus();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it("puts the API's field errors on their fields, keeping what was typed", async () => {
    const user = userEvent.setup();
    server.use(
      api.post('/vacancies', () =>
        jsonError(400, 'VALIDATION_ERROR', 'Controleer de velden.', { fieldErrors: [{ path: 'positionId', message: 'Deze functie hoort niet bij de sector' }] }),
      ),
    );
    renderPage();
    await fillRequired(user, { clientName: 'Gemeente Amersfoort' });
    await user.click(screen.getByRole('button', { name: 'Opslaan als concept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Controleer de gemarkeerde velden.');
    expect(field('Functie')).toHaveAccessibleDescription('Deze functie hoort niet bij de sector');
    expect(field('Titel')).toHaveValue('Projectleider stationsgebied');
  });

  it('fills "Plaats" from a known postcode, and shows why the API refuses a location it cannot place', async () => {
    const user = userEvent.setup();
    renderPage();
    server.use(
      api.get('/places', ({ request }) =>
        JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}').q === '3511'
          ? json([{ value: '3511', name: 'Utrecht', province: null, postcode: '3511' }])
          : json([]),
      ),
    );
    await user.type(field('Postcode'), '3511 AB');
    await waitFor(() => expect(field('Plaats')).toHaveValue('Utrecht'));
    // What staff typed is theirs: a later postcode does not overwrite it.
    await user.clear(field('Plaats'));
    await user.type(field('Plaats'), 'Nergenshuizen');
    await user.clear(field('Postcode'));
    await user.type(field('Postcode'), '9999 ZZ');
    expect(field('Plaats')).toHaveValue('Nergenshuizen');

    server.use(
      api.post('/vacancies', () =>
        jsonError(400, 'UNKNOWN_LOCATION', 'We weten niet waar deze opdracht is.', {
          fieldErrors: [
            { path: 'postcode', message: 'We kennen postcode 9999 niet. Controleer de postcode, of vul bij Plaats een Nederlandse plaatsnaam in.' },
            { path: 'city', message: 'We kennen deze plaats niet. Controleer de spelling, of vul een postcode in die we kennen.' },
          ],
        }),
      ),
    );
    await fillRequired(user, { clientName: 'Gemeente Nergens', location: false });
    await user.click(screen.getByRole('button', { name: 'Opslaan als concept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Controleer de gemarkeerde velden.');
    expect(field('Plaats')).toHaveAccessibleDescription('We kennen deze plaats niet. Controleer de spelling, of vul een postcode in die we kennen.');
    expect(field('Postcode')).toHaveAccessibleDescription(expect.stringContaining('We kennen postcode 9999 niet.'));
  });

  it('fills the form from ?aanvraag and converts that request', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    // A request from before issue 31 (no assignment fields): the form is filled by hand below (the filling of those fields: vacancy-form-schema.test.ts).
    const request = buildClientRequest({
      id: 9,
      companyName: 'Gemeente Amersfoort',
      description: 'Wij zoeken per februari een projectleider.',
      position: null,
      startDate: null,
      duration: null,
      hoursPerWeek: null,
      hourlyRateMin: null,
      hourlyRateMax: null,
      location: null,
    });
    server.use(
      api.get('/client_requests', () => jsonList('client_requests', [buildClientRequest({ id: 10 }), request], { total: 2 })),
      api.post('/vacancies', () => json(buildStaffVacancy({ id: 56, clientRequestId: 9 }), { status: 201 })),
    );
    const view = renderPage('/beheer/opdrachten/nieuw?aanvraag=9');
    expect(await screen.findByText('Omzetten van de aanvraag van Gemeente Amersfoort (nr. 9)')).toBeInTheDocument();
    expect(field('Naam opdrachtgever')).toHaveValue('Gemeente Amersfoort');
    expect(field('Omschrijving')).toHaveValue('Wij zoeken per februari een projectleider.');

    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Opslaan als concept' }));
    await waitFor(() => expect(view.currentLocation().pathname).toBe('/beheer/opdrachten/56'));
    const post = requests.find((sent) => sent.method === 'POST')!;
    expect(await post.json()).toEqual({
      ...FILLED_BODY,
      clientName: 'Gemeente Amersfoort',
      description: 'Je leidt de herinrichting.\n\nSamen met de gemeente.',
      clientRequestId: 9,
    });
  });

  it('says so when the request was converted already, and makes an opdracht without it', async () => {
    server.use(api.get('/client_requests', () => jsonList('client_requests', [buildClientRequest({ id: 9, status: 'converted', vacancyId: 40 })])));
    renderPage('/beheer/opdrachten/nieuw?aanvraag=9');
    expect(await screen.findByText(/Deze aanvraag is al omgezet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bekijk de opdracht van deze aanvraag' })).toHaveAttribute('href', '/beheer/opdrachten/40');
    expect(field('Naam opdrachtgever')).toHaveValue('');
  });

  it('says so when the request does not exist', async () => {
    server.use(api.get('/client_requests', () => jsonList('client_requests', [buildClientRequest({ id: 10 })])));
    renderPage('/beheer/opdrachten/nieuw?aanvraag=9');
    expect(await screen.findByText('Aanvraag nr. 9 bestaat niet. Je maakt een opdracht zonder aanvraag.')).toBeInTheDocument();
  });

  it('previews the opdracht as freelancers will see it, and goes back to the form as it was', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Voorbeeld bekijken' }));
    expect(await screen.findByText('Vul eerst de gemarkeerde velden in; dan kun je het voorbeeld bekijken.')).toBeInTheDocument();

    await fillRequired(user, { clientName: 'Gemeente Amersfoort' });
    await user.click(field('Anoniem tonen aan zzp'));
    await user.click(screen.getByRole('button', { name: 'Voorbeeld bekijken' }));
    const preview = await screen.findByRole('region', { name: "Voorbeeld voor zzp'ers" });
    expect(within(preview).getByRole('heading', { name: 'Projectleider stationsgebied' })).toBeInTheDocument();
    expect(preview).toHaveTextContent('Anonieme opdrachtgever · Amersfoort');
    expect(preview).not.toHaveTextContent('Gemeente Amersfoort');
    expect(preview).toHaveTextContent('Overheid');
    expect(preview).toHaveTextContent('Projectleider');
    expect(preview).toHaveTextContent('€ 80 – € 95 per uur excl. btw');
    expect(preview).toHaveTextContent('In overleg');
    expect(preview).toHaveTextContent('31 december 2026');
    expect(within(preview).getByRole('list')).toHaveTextContent('Vijf jaar ervaringKennis van aanbesteden');
    expect(preview).toHaveTextContent("Zzp'ers zien deze opdracht pas als je haar publiceert.");
    // The form stays mounted, hidden, so going back keeps every value.
    expect(field('Titel')).not.toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Terug naar het formulier' }));
    expect(screen.queryByRole('region', { name: "Voorbeeld voor zzp'ers" })).not.toBeInTheDocument();
    expect(field('Titel')).toHaveValue('Projectleider stationsgebied');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Voorbeeld bekijken' })).toHaveFocus());
  });
});
