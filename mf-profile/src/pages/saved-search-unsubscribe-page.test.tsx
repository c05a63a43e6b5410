import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, json, jsonError, networkFailure, recordRequests, renderWithProviders, server } from '@interim/shared/testing';
import { SavedSearchUnsubscribePage } from './saved-search-unsubscribe-page';

jest.setTimeout(30_000);

const renderAt = (route: string) => renderWithProviders(<SavedSearchUnsubscribePage />, { route, path: '/zoekopdrachten/afmelden' });

describe('SavedSearchUnsubscribePage', () => {
  it("asks which search the link is for, turns its mail off once, and says so with the way to manage the searches (no login)", async () => {
    const requests = recordRequests();
    server.use(
      api.get('/saved_searches/unsubscribe', () => json({ name: 'Projectmanager · 3511 + 25 km', frequency: 'daily' })),
      api.post('/saved_searches/unsubscribe', () => json({ name: 'Projectmanager · 3511 + 25 km', frequency: 'off' })),
    );
    renderAt('/zoekopdrachten/afmelden?token=abc.def');
    expect(await screen.findByRole('heading', { level: 1, name: 'Je bent afgemeld' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Je krijgt geen mails meer voor je zoekopdracht "Projectmanager · 3511 + 25 km".');
    expect(screen.getByRole('link', { name: 'Beheer je zoekopdrachten' })).toHaveAttribute('href', '/profiel/zoekopdrachten');
    expect(requests.map((request) => `${request.method} ${request.url.pathname}?${request.url.searchParams.toString()}`)).toEqual([
      'GET /api/saved_searches/unsubscribe?token=abc.def',
      'POST /api/saved_searches/unsubscribe?token=abc.def',
    ]);
  });

  it('undoes the unsubscribe with the same link: the mail back at its earlier frequency (issue 32 item 6)', async () => {
    const requests = recordRequests();
    let undoFails = true;
    server.use(
      api.get('/saved_searches/unsubscribe', () => json({ name: 'Data', frequency: 'weekly' })),
      api.post('/saved_searches/unsubscribe', () => json({ name: 'Data', frequency: 'off' })),
      api.post('/saved_searches/unsubscribe/undo', () => (undoFails ? networkFailure() : json({ name: 'Data', frequency: 'weekly' }))),
    );
    const user = userEvent.setup();
    renderAt('/zoekopdrachten/afmelden?token=abc');
    await user.click(await screen.findByRole('button', { name: 'Ongedaan maken' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ongedaan maken is niet gelukt');
    undoFails = false;
    await user.click(screen.getByRole('button', { name: 'Ongedaan maken' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Je krijgt weer mails' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('De mails voor je zoekopdracht "Data" staan weer aan (wekelijks).');
    const undos = requests.filter((request) => request.url.pathname.endsWith('/undo'));
    expect(undos.map((request) => request.url.searchParams.get('token'))).toEqual(['abc', 'abc']);
    expect(await undos[1]!.json()).toEqual({ frequency: 'weekly' });
  });

  it('offers no undo when the mail was off already', async () => {
    server.use(
      api.get('/saved_searches/unsubscribe', () => json({ name: 'Data', frequency: 'off' })),
      api.post('/saved_searches/unsubscribe', () => json({ name: 'Data', frequency: 'off' })),
    );
    renderAt('/zoekopdrachten/afmelden?token=abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Je bent afgemeld' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ongedaan maken' })).not.toBeInTheDocument();
  });

  it('explains a link the API does not know, without turning anything off', async () => {
    const requests = recordRequests();
    server.use(api.get('/saved_searches/unsubscribe', () => jsonError(400, 'INVALID_TOKEN', 'Deze link is ongeldig')));
    renderAt('/zoekopdrachten/afmelden?token=vals');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deze afmeldlink werkt niet' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('De link is onvolledig, ongeldig of hoort bij een zoekopdracht die niet meer bestaat.');
    expect(requests.map((request) => request.method)).toEqual(['GET']);
  });

  it('explains a link without token, sending nothing', async () => {
    const requests = recordRequests();
    renderAt('/zoekopdrachten/afmelden');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deze afmeldlink werkt niet' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('offers a retry when the connection fails, and then finishes', async () => {
    let offline = true;
    server.use(
      api.get('/saved_searches/unsubscribe', () => (offline ? networkFailure() : json({ name: 'Data', frequency: 'weekly' }))),
      api.post('/saved_searches/unsubscribe', () => json({ name: 'Data', frequency: 'off' })),
    );
    const user = userEvent.setup();
    renderAt('/zoekopdrachten/afmelden?token=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Afmelden is niet gelukt');
    offline = false;
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Je krijgt geen mails meer voor je zoekopdracht "Data".'));
  });
});
