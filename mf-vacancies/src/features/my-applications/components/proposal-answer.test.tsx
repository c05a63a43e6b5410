import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, buildApplication, json, recordRequests, renderWithProviders, server } from '@interim/shared/testing';
import { ProposalAnswer } from './proposal-answer';

jest.setTimeout(30_000);

const pending = { proposedBy: 'Petra de Wit', proposedAt: '2026-11-27T10:00:00.000Z', response: 'pending' as const, respondedAt: null };

describe('ProposalAnswer', () => {
  it('asks a proposed candidate whether they are interested and sends "Ja, ik heb interesse"', async () => {
    const requests = recordRequests();
    server.use(api.post('/applications/40/proposal_response', () => json(buildApplication({ proposal: { ...pending, response: 'confirmed', respondedAt: '2026-11-27T11:00:00.000Z' } }))));
    const user = userEvent.setup();
    renderWithProviders(<ProposalAnswer application={buildApplication({ proposal: pending })} />);
    expect(screen.getByRole('group', { name: 'Petra de Wit denkt dat deze opdracht bij je past. Heb je interesse?' })).toBeInTheDocument();
    // "Ja" carries the consent to share with the client (docs/adr/0021), nothing ticked beforehand.
    const cv = screen.getByRole('checkbox', { name: 'Mijn cv mag met de opdrachtgever worden gedeeld' });
    expect(cv).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /Mijn profielgegevens mogen/ }));
    await user.click(screen.getByRole('button', { name: 'Ja, ik heb interesse' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    expect(await requests.find((request) => request.method === 'POST')!.json()).toEqual({ interested: true, clientConsent: { profile: true, cv: false } });
  });

  it('checks "Nee, bedankt" before it closes the proposal', async () => {
    const requests = recordRequests();
    server.use(api.post('/applications/40/proposal_response', () => json(buildApplication({ status: 'withdrawn', proposal: { ...pending, response: 'declined', respondedAt: '2026-11-27T11:00:00.000Z' } }))));
    const user = userEvent.setup();
    renderWithProviders(<ProposalAnswer application={buildApplication({ proposal: pending })} />);
    await user.click(screen.getByRole('button', { name: 'Nee, bedankt' }));
    expect(screen.getByText('Weet je het zeker? Dan sluiten we dit voorstel af.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Ja, sluit het voorstel af' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    expect(await requests.find((request) => request.method === 'POST')!.json()).toEqual({ interested: false });
  });

  it('says what the candidate answered, and nothing for a reactie they sent themselves', () => {
    const { rerender } = renderWithProviders(<ProposalAnswer application={buildApplication({ proposal: { ...pending, response: 'confirmed', respondedAt: '2026-11-27T11:00:00.000Z' } })} />);
    expect(screen.getByText(/Petra de Wit heeft je voor deze opdracht voorgesteld\. Je hebt laten weten dat je interesse hebt/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<ProposalAnswer application={buildApplication()} />);
    expect(screen.queryByText(/voorgesteld/)).not.toBeInTheDocument();
  });
});
