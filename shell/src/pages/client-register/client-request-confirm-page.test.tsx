import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ApiMock, errorResponse, installApiMock, jsonResponse, networkFailure, renderWithProviders } from '@interim/shared/testing';
import { ClientRegisterPage } from './client-register-page';

// Issue 42 item 2: the link mailed to a request's address confirms it on arrival, without any input.
// The shell's route `/opdrachtgevers/aanmelden/*` (router.tsx) serves it from the form's chunk.

const fetchMock: ApiMock = jest.fn();
const PATH = '/opdrachtgevers/aanmelden/*';

beforeEach(() => {
  fetchMock.mockReset();
  installApiMock(fetchMock);
});

const open = (token: string) => renderWithProviders(<ClientRegisterPage />, { route: `/opdrachtgevers/aanmelden/bevestigen/${token}`, path: PATH });

describe('ClientRequestConfirmPage', () => {
  it('confirms the address on arrival, once, and shows the reference and the way to the portal', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ id: 42, reference: 'AV-2026-00042', createdAt: '2026-12-07T09:00:00.000Z' }));
    open('abc_DEF-123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Uw aanvraag is bevestigd' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Bedankt, uw e-mailadres is bevestigd. Wij hebben uw aanvraag AV-2026-00042 in behandeling genomen');
    expect(screen.getByRole('link', { name: 'Naar het opdrachtgeversportaal' })).toHaveAttribute('href', '/opdrachtgevers/portaal');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/client_requests/confirm');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'abc_DEF-123' });
  });

  it('says an unknown link does not work, and offers the form', async () => {
    fetchMock.mockResolvedValue(errorResponse(404, 'CONFIRMATION_INVALID', 'Deze bevestigingslink is ongeldig.'));
    open('geen-geldige-link');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deze bevestigingslink werkt niet' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Deze link is onvolledig of ongeldig.');
    expect(screen.getByRole('link', { name: 'Opdracht aanmelden' })).toHaveAttribute('href', '/opdrachtgevers/aanmelden');
  });

  it('says an expired link is expired and the request was not confirmed', async () => {
    fetchMock.mockResolvedValue(errorResponse(410, 'CONFIRMATION_EXPIRED', 'Deze bevestigingslink is verlopen: hij is 48 uur geldig.'));
    open('oud');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deze bevestigingslink werkt niet' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Deze link is verlopen: een bevestigingslink is 48 uur geldig. Uw aanvraag is niet bevestigd.');
  });

  it('shows the form at its own path, and the 404 page for any other path below it', async () => {
    renderWithProviders(<ClientRegisterPage />, { route: '/opdrachtgevers/aanmelden', path: PATH });
    expect(screen.getByRole('form', { name: 'Opdracht aanmelden' })).toBeInTheDocument();
    renderWithProviders(<ClientRegisterPage />, { route: '/opdrachtgevers/aanmelden/iets-anders', path: PATH });
    expect(screen.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith(expect.stringContaining('/client_requests/confirm'), expect.anything());
  });

  it('offers a retry when the server cannot be reached', async () => {
    fetchMock.mockResolvedValueOnce(networkFailure());
    open('abc');
    expect(await screen.findByText(/Geen verbinding met de server/)).toBeInTheDocument();
    fetchMock.mockResolvedValueOnce(jsonResponse({ id: 7, reference: 'AV-2026-00007', createdAt: '2026-12-07T09:00:00.000Z' }));
    await userEvent.setup().click(screen.getByRole('button', { name: /Opnieuw/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Uw aanvraag is bevestigd' })).toBeInTheDocument();
  });
});
