import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPLICATION_STATUSES } from '@interim/shared/contract/labels';
import { api, buildApplication, json, recordRequests, renderWithProviders, server } from '@interim/shared/testing';
import { ApplicationBoard } from './application-board';

jest.setTimeout(30_000);

/** jsdom lays nothing out: give every column and card a box, columns side by side in pipeline order. */
function layOut() {
  const original = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function getBoundingClientRect(this: Element) {
    const column = this.closest<HTMLElement>('[data-board-column]');
    if (!column) return original.call(this);
    const left = APPLICATION_STATUSES.indexOf(column.dataset.boardColumn as never) * 200;
    const box = this === column ? { left, top: 0, width: 180, height: 400 } : { left: left + 10, top: 40, width: 160, height: 60 };
    return { ...box, x: box.left, y: box.top, right: box.left + box.width, bottom: box.top + box.height, toJSON: () => box } as DOMRect;
  };
  return () => {
    Element.prototype.getBoundingClientRect = original;
  };
}

const names = new Map([
  [7, 'Cas Visser'],
  [8, 'Dirk Mulder'],
  [9, 'Eva de Jong'],
]);
const applications = [
  buildApplication({ id: 1, employeeId: 7, status: 'submitted' }),
  buildApplication({ id: 2, employeeId: 8, status: 'submitted', proposal: { proposedBy: 'Petra de Wit', proposedAt: '2026-11-27T10:00:00.000Z', response: 'pending', respondedAt: null } }),
  buildApplication({ id: 3, employeeId: 9, status: 'placed' }),
];

describe('ApplicationBoard', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = layOut();
  });
  afterEach(() => restore());

  it('shows a column per status with its count, each open reactie with a handle to move it', () => {
    renderWithProviders(<ApplicationBoard applications={applications} names={names} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Ontvangen (2)',
      'In behandeling (0)',
      'Voorgesteld (0)',
      'Gesprek (0)',
      'Aanbod (0)',
      'Geplaatst (1)',
      'Afgewezen (0)',
      'Ingetrokken (0)',
    ]);
    const received = screen.getByRole('region', { name: 'Ontvangen (2)' });
    expect(within(received).getByRole('link', { name: 'Cas Visser' })).toHaveAttribute('href', '/beheer/reacties/1');
    expect(within(received).getByText('Wacht op bevestiging van de kandidaat')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verplaats de reactie van Cas Visser' })).toHaveAttribute('aria-roledescription', 'draggable');
    // A placed reactie is final: nothing to move.
    expect(screen.queryByRole('button', { name: 'Verplaats de reactie van Eva de Jong' })).not.toBeInTheDocument();
  });

  it('shows "Opdracht gesloten" only for reacties that ended when the opdracht was closed, with nothing to move', () => {
    renderWithProviders(<ApplicationBoard applications={[buildApplication({ id: 4, employeeId: 7, status: 'vacancy_closed' })]} names={names} />);
    const closed = screen.getByRole('region', { name: 'Opdracht gesloten (1)' });
    expect(within(closed).getByRole('link', { name: 'Cas Visser' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verplaats de reactie van Cas Visser' })).not.toBeInTheDocument();
  });

  it('moves a reactie by keyboard, skipping steps after the status form’s confirmation, and announces it in Dutch', async () => {
    const requests = recordRequests();
    server.use(api.patch('/applications/1', () => json(buildApplication({ id: 1, employeeId: 7, status: 'interview' }))));
    const user = userEvent.setup();
    renderWithProviders(<ApplicationBoard applications={applications} names={names} />);
    const handle = screen.getByRole('button', { name: 'Verplaats de reactie van Cas Visser' });
    act(() => handle.focus());
    await user.keyboard(' ');
    // dnd-kit's live region says it was picked up, then where it is.
    await waitFor(() => expect(screen.getByText(/De reactie van Cas Visser (opgepakt, in|is boven) kolom Ontvangen\./)).toBeInTheDocument());
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByText('De reactie van Cas Visser is boven kolom In behandeling.')).toBeInTheDocument());
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(screen.getByText('De reactie van Cas Visser is boven kolom Gesprek.')).toBeInTheDocument());
    await user.keyboard(' ');

    const heading = await screen.findByRole('heading', { name: 'Reactie van Cas Visser naar Gesprek' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Je slaat hiermee stappen over: In behandeling, Voorgesteld.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Nieuwe status/ })).toHaveValue('interview');
    await user.click(screen.getByRole('button', { name: 'Verplaatsen' }));
    expect(screen.getByText(/op "Gesprek" zetten\? Je slaat In behandeling, Voorgesteld over\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ja, zet op Gesprek' }));

    await waitFor(() => expect(screen.queryByRole('heading', { name: /naar Gesprek/ })).not.toBeInTheDocument());
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(await patch?.json()).toEqual({ status: 'interview', skipSteps: true });
  });

  it('refuses a move the status machine does not allow, without asking the API', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderWithProviders(<ApplicationBoard applications={applications} names={names} />);
    act(() => screen.getByRole('button', { name: 'Verplaats de reactie van Dirk Mulder' }).focus());
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(screen.getByText('De reactie van Dirk Mulder is boven kolom Voorgesteld.')).toBeInTheDocument());
    await user.keyboard(' ');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wacht op bevestiging van de kandidaat');
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });
});
