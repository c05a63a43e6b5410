import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, setActiveUserCookie } from '@interim/shared/testing';
import { toaster } from '@interim/shared/ui';
import type { Application } from '@interim/shared/contract';
import { buildApplication } from '../testing/builders';
import { mockFetch } from '../testing/fetch-routes';
import { MyApplicationsPage } from './my-applications-page';

jest.setTimeout(30_000);
beforeEach(() => setActiveUserCookie(true));
afterEach(() => toaster.remove());

const list = (items: unknown[]) =>
  Response.json(items, { headers: { 'Content-Range': items.length ? `applications 0-${items.length - 1}/${items.length}` : 'applications */0' } });

const offer = (overrides: Partial<Application> = {}) =>
  buildApplication({
    id: 30,
    status: 'offer',
    statusHistory: [
      { status: 'submitted', reason: null, changedAt: '2026-11-10T09:00:00.000Z' },
      { status: 'offer', reason: null, changedAt: '2026-11-18T09:00:00.000Z' },
    ],
    ...overrides,
  });

describe('Mijn reacties: offers and closed opdrachten', () => {
  it('lets the freelancer accept an offer and then shows the answer', async () => {
    let answers: unknown[] = [];
    const fetches = mockFetch({
      'GET /api/applications': () => list([offer()]),
      'GET /api/offer_answers': () => Response.json(answers),
      'POST /api/applications/30/offer_answer': () => {
        answers = [{ applicationId: 30, answer: 'accepted', answeredAt: '2026-11-19T10:00:00.000Z' }];
        return Response.json(answers[0], { status: 201 });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<MyApplicationsPage />, { route: '/mijn-reacties' });
    const group = await screen.findByRole('group', { name: 'Aanbod voor Projectmanager sociaal domein' });
    await user.click(within(group).getByRole('button', { name: 'Aanbod accepteren' }));
    expect(await screen.findByText('Je hebt het aanbod geaccepteerd')).toBeInTheDocument();
    expect(fetches.callsTo('POST /api/applications/30/offer_answer')[0]!.body).toEqual({ answer: 'accepted' });
  });

  it('asks before declining an offer', async () => {
    const fetches = mockFetch({
      'GET /api/applications': () => list([offer()]),
      'GET /api/offer_answers': () => Response.json([]),
      'POST /api/applications/30/offer_answer': () => Response.json({ applicationId: 30, answer: 'declined', answeredAt: '2026-11-19T10:00:00.000Z' }, { status: 201 }),
    });
    const user = userEvent.setup();
    renderWithProviders(<MyApplicationsPage />, { route: '/mijn-reacties' });
    const group = await screen.findByRole('group', { name: 'Aanbod voor Projectmanager sociaal domein' });
    await user.click(within(group).getByRole('button', { name: 'Aanbod afslaan' }));
    expect(within(group).getByText(/Je reactie wordt dan ingetrokken/)).toBeInTheDocument();
    expect(fetches.callsTo('POST /api/applications/30/offer_answer')).toHaveLength(0);
    await user.click(within(group).getByRole('button', { name: 'Ja, sla het aanbod af' }));
    await screen.findByText('Je hebt het aanbod afgeslagen.');
    expect(fetches.callsTo('POST /api/applications/30/offer_answer')[0]!.body).toEqual({ answer: 'declined' });
  });

  it('shows a reactie on a closed opdracht as ended, with an explanation and no withdraw button', async () => {
    mockFetch({
      'GET /api/applications': () =>
        list([
          buildApplication({
            id: 31,
            vacancy: { id: 20, title: 'Beleidsadviseur Wmo', city: 'Zwolle', clientName: null, status: 'closed' },
            status: 'vacancy_closed',
            statusHistory: [
              { status: 'submitted', reason: null, changedAt: '2026-11-10T09:00:00.000Z' },
              { status: 'in_review', reason: null, changedAt: '2026-11-11T09:00:00.000Z' },
              { status: 'vacancy_closed', reason: null, changedAt: '2026-11-12T09:00:00.000Z' },
            ],
          }),
        ]),
    });
    renderWithProviders(<MyApplicationsPage />, { route: '/mijn-reacties' });
    const card = await screen.findByRole('article', { name: 'Beleidsadviseur Wmo' });
    expect(card).toHaveTextContent('Status: Opdracht gesloten');
    expect(card).not.toHaveTextContent('In behandeling·');
    expect(within(card).getByRole('note')).toHaveTextContent('Deze opdracht is gesloten terwijl je reactie nog liep.');
    // Once, as the last step of the timeline: no extra "Opdracht gesloten" badge beside the status.
    expect(within(card).getAllByText('Opdracht gesloten')).toHaveLength(1);
    expect(within(card).queryByRole('button', { name: 'Reactie intrekken' })).not.toBeInTheDocument();
  });
});
