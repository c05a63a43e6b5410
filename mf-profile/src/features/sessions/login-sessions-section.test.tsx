import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoginSession } from '@interim/shared/contract';
import { errorResponse, jsonResponse, renderWithProviders } from '@interim/shared/testing';
import { toaster } from '@interim/shared/ui';
import { buildEmployee, installFakeApi, type Handler } from '../../testing/profile-fixtures';
import { LoginSessionsSection, endedOthersMessage } from './login-sessions-section';

jest.setTimeout(30_000);
afterEach(() => toaster.remove());

const session = (overrides: Partial<LoginSession>): LoginSession => ({
  id: 'a'.repeat(32),
  device: 'Chrome op Windows',
  createdAt: '2026-11-20T09:00:00.000Z',
  lastUsedAt: '2026-11-21T09:30:00.000Z',
  current: false,
  ...overrides,
});

/** The devices API over a list that ending sessions changes, as the server would. */
function sessionsApi(initial: LoginSession[]): { handler: Handler; ended: string[] } {
  let list = initial;
  const ended: string[] = [];
  const handler: Handler = (method, path) => {
    if (method === 'GET' && path === '/auth/sessions') return jsonResponse(list);
    if (method === 'DELETE' && path === '/auth/sessions') {
      const others = list.filter((item) => !item.current);
      ended.push(...others.map((item) => item.id));
      list = list.filter((item) => item.current);
      return jsonResponse({ ended: others.length });
    }
    const one = /^\/auth\/sessions\/([a-f0-9]{32})$/.exec(path);
    if (method === 'DELETE' && one) {
      ended.push(one[1]!);
      list = list.filter((item) => item.id !== one[1]);
      return new Response(null, { status: 204 });
    }
    return undefined;
  };
  return { handler, ended };
}

const devices = [
  session({ id: '1'.repeat(32), device: 'Firefox op Linux', current: true, createdAt: '2026-11-21T08:00:00.000Z', lastUsedAt: '2026-11-21T08:00:00.000Z' }),
  session({ id: '2'.repeat(32), device: 'Safari op iPhone' }),
  session({ id: '3'.repeat(32), device: 'Chrome op Windows' }),
];

describe('LoginSessionsSection', () => {
  it('lists each device with "Dit apparaat", its login and last use; only other devices can be logged out', async () => {
    const api = sessionsApi(devices);
    installFakeApi(buildEmployee(), [api.handler]);
    renderWithProviders(<LoginSessionsSection />);
    const region = await screen.findByRole('region', { name: 'Ingelogde apparaten' });
    const items = await within(region).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Firefox op Linux');
    expect(items[0]).toHaveTextContent('Dit apparaat');
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(items[1]).toHaveTextContent('Ingelogd op 20 november 2026');
    expect(items[1]).toHaveTextContent('Laatst gebruikt op 21 november 2026');
    expect(items[1]).not.toHaveTextContent('Dit apparaat');

    await userEvent.click(within(items[1]!).getByRole('button', { name: /^Uitloggen op Safari op iPhone/ }));
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(2));
    expect(api.ended).toEqual(['2'.repeat(32)]);
    expect(await screen.findByText('Safari op iPhone is uitgelogd.')).toBeInTheDocument();
  });

  it('logs out all other devices only after a confirmation that takes the focus, and can be cancelled', async () => {
    const api = sessionsApi(devices);
    installFakeApi(buildEmployee(), [api.handler]);
    renderWithProviders(<LoginSessionsSection />);
    const ask = await screen.findByRole('button', { name: 'Uitloggen op alle andere apparaten' });

    await userEvent.click(ask);
    const question = screen.getByRole('group', { name: 'Weet je zeker dat je wilt uitloggen op alle 2 andere apparaten?' });
    expect(within(question).getByRole('button', { name: 'Ja, log overal anders uit' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Annuleren' }));
    expect(api.ended).toEqual([]);
    expect(screen.getByRole('button', { name: 'Uitloggen op alle andere apparaten' })).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Je bent uitgelogd op 2 andere apparaten.')).toBeInTheDocument();
    expect(api.ended.sort()).toEqual(['2'.repeat(32), '3'.repeat(32)]);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText('Je bent nergens anders ingelogd.')).toBeInTheDocument();
  });

  it("shows the API's Dutch message when logging out fails, and a retry when the list cannot load", async () => {
    installFakeApi(buildEmployee(), [
      (method, path) => (method === 'DELETE' && path.startsWith('/auth/sessions/') ? errorResponse(404, 'SESSION_NOT_FOUND', 'Dit apparaat is niet (meer) ingelogd.') : undefined),
      (method, path) => (method === 'GET' && path === '/auth/sessions' ? jsonResponse(devices) : undefined),
    ]);
    renderWithProviders(<LoginSessionsSection />);
    await userEvent.click(await screen.findByRole('button', { name: /^Uitloggen op Chrome op Windows/ }));
    expect(await screen.findByText('Dit apparaat is niet (meer) ingelogd.')).toBeInTheDocument();
  });

  it('counts in its messages', () => {
    expect(endedOthersMessage(0)).toBe('Je was nergens anders ingelogd.');
    expect(endedOthersMessage(1)).toBe('Je bent uitgelogd op 1 ander apparaat.');
    expect(endedOthersMessage(3)).toBe('Je bent uitgelogd op 3 andere apparaten.');
  });
});
