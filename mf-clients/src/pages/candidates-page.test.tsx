import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, json, jsonError, recordRequests, renderWithProviders, server } from '@interim/shared/testing';
import type { ClientCandidate, ClientPortalVacancy } from '@interim/shared/contract';
import { CandidatesPage } from './candidates-page';

jest.setTimeout(30_000);

const vacancy: ClientPortalVacancy = {
  id: 7,
  title: 'Kwartiermaker warmtenet',
  status: 'open',
  publishedAt: '2026-11-20T09:00:00.000Z',
  requestReference: 'AV-2026-00042',
  stageCounts: { submitted: 0, in_review: 1, proposed: 1, interview: 0, offer: 0, placed: 0, rejected: 0, withdrawn: 0, vacancy_closed: 0 },
  consultant: { name: 'Petra de Wit', email: 'petra@interimly.nl', phone: '030 123 45 67' },
};
const sanne: ClientCandidate = {
  id: 40,
  vacancyId: 7,
  displayName: 'Sanne J.',
  functionTitle: 'Projectmanager',
  experienceSummary: ['Projectmanager (2021–heden)', 'Beleidsadviseur (2017–2021)'],
  hourlyRate: 90,
  availableFrom: '2027-01-04',
  hoursPerWeek: 32,
  profileShared: true,
  cvAvailable: true,
  status: 'proposed',
  response: null,
};
/** A candidate who shared nothing (docs/adr/0021): the API sends no profile facts and no CV. */
const daan: ClientCandidate = {
  ...sanne,
  id: 41,
  displayName: 'Daan K.',
  functionTitle: null,
  experienceSummary: [],
  hourlyRate: null,
  availableFrom: null,
  hoursPerWeek: null,
  profileShared: false,
  cvAvailable: false,
};

function renderPage() {
  return renderWithProviders(<CandidatesPage />, { route: '/opdrachtgevers/portaal/opdrachten/7', path: '/opdrachtgevers/portaal/opdrachten/:id' });
}

describe('CandidatesPage', () => {
  it('shows a proposed candidate and sends an invitation with the proposed moments', async () => {
    let answered = false;
    server.use(
      api.get('/client-portal/vacancies', () => json([vacancy])),
      api.get('/client-portal/vacancies/7/candidates', () =>
        json([answered ? { ...sanne, status: 'interview', response: { kind: 'interview', moments: 'Dinsdag 10:00', reason: null, contactName: 'Petra Bakker', at: '2026-11-27T09:30:00.000Z' } } : sanne]),
      ),
      api.post('/client-portal/candidates/40/response', () => {
        answered = true;
        return json({ ...sanne, status: 'interview' });
      }),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('article', { name: 'Sanne J.' });
    expect(card).toHaveTextContent('Projectmanager (2021–heden), Beleidsadviseur (2017–2021)');
    expect(card).toHaveTextContent('€ 90 per uur (excl. btw)');
    expect(card).toHaveTextContent('32 uur per week');
    expect(await screen.findByText('Voor de opdracht “Kwartiermaker warmtenet” (AV-2026-00042).')).toBeInTheDocument();
    // The consultant's contact (issue 31) and the CV the freelancer agreed to share.
    expect(screen.getByRole('link', { name: 'petra@interimly.nl' })).toHaveAttribute('href', 'mailto:petra@interimly.nl');
    expect(screen.getByRole('link', { name: '030 123 45 67' })).toHaveAttribute('href', 'tel:0301234567');
    expect(within(card).getByRole('link', { name: 'Cv van Sanne J. downloaden' })).toHaveAttribute('href', expect.stringMatching(/\/client-portal\/candidates\/40\/cv$/));

    await user.click(within(card).getByRole('button', { name: 'Uitnodigen voor gesprek' }));
    const form = within(card).getByRole('form', { name: 'Uitnodiging voor Sanne J.' });
    await user.click(within(form).getByRole('button', { name: 'Uitnodiging versturen' }));
    expect(within(form).getByLabelText(/Voorgestelde momenten/)).toHaveAccessibleDescription(expect.stringContaining('Verplicht veld'));
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.type(within(form).getByLabelText(/Voorgestelde momenten/), 'Dinsdag 10:00');
    await user.click(within(form).getByRole('button', { name: 'Uitnodiging versturen' }));
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent('U heeft deze kandidaat uitgenodigd voor een gesprek'));
    const post = requests.find((request) => request.method === 'POST');
    expect(await post!.json()).toEqual({ kind: 'interview', moments: 'Dinsdag 10:00' });
  });

  it('shows only the name and status of a candidate who did not consent, and no CV link', async () => {
    server.use(api.get('/client-portal/vacancies', () => json([vacancy])), api.get('/client-portal/vacancies/7/candidates', () => json([daan])));
    renderPage();
    const card = await screen.findByRole('article', { name: 'Daan K.' });
    expect(card).toHaveTextContent('De kandidaat heeft er niet voor gekozen functie, werkervaring, tarief en beschikbaarheid met u te delen.');
    expect(card).not.toHaveTextContent('Uurtarief');
    expect(card).toHaveTextContent('CvNiet gedeeld');
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('tells a freelancer or staff member that the portal is for clients', async () => {
    server.use(
      api.get('/client-portal/vacancies', () => jsonError(403, 'FORBIDDEN', 'Dit portaal is voor opdrachtgevers.')),
      api.get('/client-portal/vacancies/7/candidates', () => jsonError(403, 'FORBIDDEN', 'Dit portaal is voor opdrachtgevers.')),
    );
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Dit portaal is voor opdrachtgevers' })).toBeInTheDocument();
  });
});
