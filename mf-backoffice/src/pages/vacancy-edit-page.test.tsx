import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffVacancy } from '@interim/shared/contract';
import { api, buildAuditEntry, json, jsonError, jsonList, recordRequests, renderWithProviders, server } from '@interim/shared/testing';
import { toaster } from '@interim/shared/ui';
import { installDutchErrorMap } from '@interim/shared/validation';
import { buildStaffVacancy } from '../testing/build-staff-vacancy';
import { answerReferenceData } from '../testing/reference-data';
import { VacancyEditPage } from './vacancy-edit-page';

installDutchErrorMap();
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

afterEach(() => toaster.remove());

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input, select, textarea' });

/** The API of one stored opdracht: read, PATCH (merged into the stored one) and its history. */
function answerVacancy(initial: StaffVacancy = buildStaffVacancy()) {
  let stored = initial;
  const history = [buildAuditEntry({ id: 1, entityType: 'vacancy', entityId: stored.id, action: 'created', before: null, after: { title: stored.title, sectorId: 3 } })];
  answerReferenceData();
  server.use(
    api.get(`/vacancies/${stored.id}`, () => json(stored)),
    api.patch(`/vacancies/${stored.id}`, async ({ request }) => {
      const patch = (await request.json()) as Partial<StaffVacancy>;
      const before = Object.fromEntries(Object.keys(patch).map((key) => [key, stored[key as keyof StaffVacancy]]));
      stored = { ...stored, ...patch, updatedAt: '2026-11-25T12:00:00.000Z' };
      history.unshift(buildAuditEntry({ id: history.length + 1, entityType: 'vacancy', entityId: stored.id, action: 'status' in patch ? 'status' : 'updated', before, after: patch }));
      return json(stored);
    }),
    api.get('/audit_entries', () => jsonList('audit_entries', history)),
  );
}

function renderPage(path = '/beheer/opdrachten/7') {
  return renderWithProviders(<VacancyEditPage />, { route: path, path: '/beheer/opdrachten/:id' });
}

describe('VacancyEditPage', () => {
  it('shows the stored opdracht in the form, its status, dates and history', async () => {
    answerVacancy(buildStaffVacancy({ clientRequestId: 9 }));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Beleidsadviseur sociaal domein' })).toBeInTheDocument();
    expect(field('Titel')).toHaveValue('Beleidsadviseur sociaal domein');
    await waitFor(() => expect(field('Sector')).toHaveValue('3'));
    await waitFor(() => expect(field('Functie')).toHaveValue('31'));
    await waitFor(() => expect(field('Opleidingsniveau')).toHaveValue('6'));
    expect(field('Eisen')).toHaveValue('Vijf jaar ervaring\nKennis van de Wmo');
    const status = screen.getByRole('region', { name: 'Status' });
    expect(status).toHaveTextContent('Concept');
    expect(within(status).getByRole('button', { name: 'Publiceren' })).toBeEnabled();
    expect(within(status).getByRole('button', { name: 'Sluiten' })).toBeEnabled();
    expect(screen.getByText('Gemaakt van aanvraag nr. 9')).toBeInTheDocument();
    const history = await screen.findByRole('list', { name: 'Geschiedenis' });
    expect(history).toHaveTextContent('Aangemaakt door Sanne Staf');
    expect(history).toHaveTextContent('Sector: Overheid');
    // A concept has no public page yet.
    expect(screen.queryByRole('link', { name: 'Bekijk de opdracht op de site' })).not.toBeInTheDocument();
  });

  it('sends only the changed fields, and the history shows the change', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    answerVacancy();
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Beleidsadviseur sociaal domein' });
    await waitFor(() => expect(field('Functie')).toHaveValue('31'));
    await user.clear(field('Titel'));
    await user.type(field('Titel'), 'Beleidsadviseur Wmo');
    await user.clear(field('Uren per week, maximaal'));
    await user.type(field('Uren per week, maximaal'), '36');
    // Status steps wait for unsaved changes.
    expect(within(screen.getByRole('region', { name: 'Status' })).getByRole('button', { name: 'Publiceren' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Wijzigingen opslaan' }));

    expect(await screen.findByText('De wijzigingen zijn opgeslagen.')).toBeInTheDocument();
    const patch = requests.find((request) => request.method === 'PATCH')!;
    expect(await patch.json()).toEqual({ title: 'Beleidsadviseur Wmo', hoursPerWeekMax: 36 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Beleidsadviseur Wmo' })).toBeInTheDocument();
    const history = await screen.findByRole('list', { name: 'Geschiedenis' });
    await waitFor(() => expect(history).toHaveTextContent('Titel: van Beleidsadviseur sociaal domein → naar Beleidsadviseur Wmo'));
    expect(history).toHaveTextContent('Uren per week (maximaal): van 32 → naar 36');
    expect(within(screen.getByRole('region', { name: 'Status' })).getByRole('button', { name: 'Publiceren' })).toBeEnabled();
  });

  it('sends nothing when nothing changed', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    answerVacancy();
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Beleidsadviseur sociaal domein' });
    await waitFor(() => expect(field('Functie')).toHaveValue('31'));
    await user.click(screen.getByRole('button', { name: 'Wijzigingen opslaan' }));
    expect(await screen.findByText('Er was niets gewijzigd.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);
  });

  it('publishes after a confirmation, then offers only closing', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    answerVacancy();
    renderPage();
    const status = await screen.findByRole('region', { name: 'Status' });
    await user.click(within(status).getByRole('button', { name: 'Publiceren' }));
    const confirm = within(status).getByRole('group', { name: 'Publiceren bevestigen' });
    expect(confirm).toHaveTextContent("Weet je zeker dat je deze opdracht wilt publiceren? Zzp'ers kunnen haar dan vinden en erop reageren.");
    expect(within(confirm).getByRole('button', { name: 'Ja, publiceren' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Annuleren' }));
    expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);

    await user.click(within(status).getByRole('button', { name: 'Publiceren' }));
    await user.keyboard('{Enter}');
    expect(await within(status).findByText('De opdracht is gepubliceerd.')).toBeInTheDocument();
    expect(await requests.find((request) => request.method === 'PATCH')!.json()).toEqual({ status: 'open' });
    expect(status).toHaveTextContent('Gepubliceerd');
    expect(within(status).queryByRole('button', { name: 'Publiceren' })).not.toBeInTheDocument();
    expect(within(status).getByRole('button', { name: 'Sluiten' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bekijk de opdracht op de site' })).toHaveAttribute('href', '/opdrachten/7');
    const history = await screen.findByRole('list', { name: 'Geschiedenis' });
    await waitFor(() => expect(history).toHaveTextContent('Status: van Concept → naar Gepubliceerd'));
  });

  it('closes after a confirmation that says it is final; a closed one stays closed', async () => {
    const user = userEvent.setup();
    answerVacancy(buildStaffVacancy({ status: 'open' }));
    renderPage();
    const status = await screen.findByRole('region', { name: 'Status' });
    await user.click(within(status).getByRole('button', { name: 'Sluiten' }));
    expect(within(status).getByRole('group', { name: 'Sluiten bevestigen' })).toHaveTextContent('Een gesloten opdracht kan niet opnieuw open.');
    await user.click(within(status).getByRole('button', { name: 'Ja, sluiten' }));
    expect(await within(status).findByText('De opdracht is gesloten.')).toBeInTheDocument();
    expect(status).toHaveTextContent('Gesloten');
    expect(status).toHaveTextContent('Een gesloten opdracht blijft gesloten');
    expect(within(status).queryAllByRole('button')).toHaveLength(0);
  });

  it("shows the API's refusal of a status step", async () => {
    const user = userEvent.setup();
    answerVacancy();
    server.use(api.patch('/vacancies/7', () => jsonError(409, 'INVALID_STATUS_TRANSITION', 'Een gesloten opdracht blijft gesloten.')));
    renderPage();
    const status = await screen.findByRole('region', { name: 'Status' });
    await user.click(within(status).getByRole('button', { name: 'Sluiten' }));
    await user.click(within(status).getByRole('button', { name: 'Ja, sluiten' }));
    expect(await within(status).findByRole('alert')).toHaveTextContent('Een gesloten opdracht blijft gesloten.');
  });

  it('previews the stored opdracht with its status as freelancers see it', async () => {
    const user = userEvent.setup();
    answerVacancy(buildStaffVacancy({ status: 'closed', isAnonymous: true }));
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Beleidsadviseur sociaal domein' });
    await waitFor(() => expect(field('Functie')).toHaveValue('31'));
    await user.click(screen.getByRole('button', { name: 'Voorbeeld bekijken' }));
    const preview = await screen.findByRole('region', { name: "Voorbeeld voor zzp'ers" });
    expect(preview).toHaveTextContent('Anonieme opdrachtgever · Utrecht');
    expect(preview).toHaveTextContent('Deze opdracht is gesloten. Reageren is niet meer mogelijk.');
    expect(preview).toHaveTextContent('Beleidsadviseur');
    expect(preview).toHaveTextContent('hbo');
  });

  it('says an unknown opdracht does not exist, and asks nothing for a broken id', async () => {
    const requests = recordRequests();
    answerReferenceData();
    server.use(api.get('/vacancies/404', () => jsonError(404, 'NOT_FOUND', 'Deze opdracht bestaat niet.')));
    const { unmount } = renderPage('/beheer/opdrachten/404');
    expect(await screen.findByRole('heading', { level: 1, name: 'Opdracht niet gevonden' })).toBeInTheDocument();
    unmount();
    renderPage('/beheer/opdrachten/abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Opdracht niet gevonden' })).toBeInTheDocument();
    expect(requests.filter((request) => request.url.pathname.startsWith('/api/vacancies/'))).toHaveLength(1);
  });
});
