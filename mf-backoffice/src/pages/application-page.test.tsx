import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  api,
  buildApplication,
  buildApplicationDetail,
  buildAuditEntry,
  json,
  jsonError,
  jsonList,
  recordRequests,
  renderWithProviders,
  server,
} from '@interim/shared/testing';
import type { ApplicationDetail } from '@interim/shared/contract';
import { toaster } from '@interim/shared/ui';
import { ApplicationPage } from './application-page';

jest.setTimeout(30_000);
afterEach(() => toaster.remove());

function renderAt(id: number | string) {
  return renderWithProviders(<ApplicationPage />, { route: `/beheer/reacties/${id}`, path: '/beheer/reacties/:id' });
}

function serve(detail: () => ApplicationDetail, audit: () => unknown[] = () => [], clientResponse: unknown = null) {
  server.use(
    api.get('/applications/40', () => json(detail())),
    api.get('/applications/40/client-response', () => json(clientResponse)),
    api.get('/audit_entries', () => jsonList('audit_entries', audit())),
    // Notes and the template mail have their own tests (application-page-follow-up.test.tsx).
    api.get('/applications/40/notes', () => json([])),
    api.get('/applications/40/status_mail', () => jsonError(404, 'NO_TEMPLATE', 'Voor deze status is er geen mailsjabloon.')),
  );
}

describe('ApplicationPage', () => {
  it("shows the client's invitation with the proposed moments (issue 31)", async () => {
    serve(() => buildApplicationDetail({ status: 'interview' }), () => [], {
      kind: 'interview',
      moments: 'Dinsdag 10:00 of donderdag 14:00',
      reason: null,
      contactName: 'Petra Bakker',
      at: '2026-11-27T09:30:00.000Z',
    });
    renderAt(40);
    const section = await screen.findByRole('region', { name: 'Reactie van de opdrachtgever' });
    expect(section).toHaveTextContent('De opdrachtgever wil deze kandidaat spreken');
    expect(section).toHaveTextContent('Voorgestelde momenten: Dinsdag 10:00 of donderdag 14:00');
    expect(section).toHaveTextContent('Petra Bakker');
  });

  it("shows the candidate, the motivation, the CV downloads, the timeline and only the staff's next steps", async () => {
    serve(() => buildApplicationDetail({ motivation: 'Ik heb tien jaar ervaring in het sociaal domein.', cvId: 2, offeredHourlyRate: 90, clientConsent: { profile: true, cv: false } }));
    renderAt(40);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reactie van Jan de Vries' })).toBeInTheDocument();
    const candidate = screen.getByRole('region', { name: 'Kandidaat' });
    expect(within(candidate).getByRole('link', { name: 'Jan de Vries' })).toHaveAttribute('href', '/beheer/kandidaten/7');
    expect(within(candidate).getByRole('link', { name: 'jan@example.nl' })).toHaveAttribute('href', 'mailto:jan@example.nl');
    expect(candidate).toHaveTextContent('Beleidsadviseur bij Gemeente Utrecht');
    expect(candidate).toHaveTextContent('3511 AB Utrecht');
    expect(screen.getByRole('region', { name: 'Reactie' })).toHaveTextContent('Ik heb tien jaar ervaring in het sociaal domein.');
    expect(screen.getByRole('region', { name: 'Reactie' })).toHaveTextContent('€ 90 per uur');
    // What the client will see once staff propose the candidate (docs/adr/0021).
    expect(screen.getByRole('region', { name: 'Reactie' })).toHaveTextContent('Delen met de opdrachtgeverProfielgegevens, geen cv');
    const cv = screen.getByRole('region', { name: 'CV' });
    expect(within(cv).getByRole('link', { name: 'CV bij deze reactie downloaden' })).toHaveAttribute('href', '/api/employees/cv/2');
    expect(within(cv).getByRole('link', { name: 'Huidige CV van de kandidaat downloaden' })).toHaveAttribute('href', '/api/employees/cv/3');
    expect(screen.getByRole('link', { name: 'Beleidsadviseur sociaal domein' })).toHaveAttribute('href', '/beheer/opdrachten/12');
    expect(within(screen.getByRole('list', { name: 'Verloop van de reactie van Jan de Vries' })).getAllByRole('listitem')).toHaveLength(1);
    const status = screen.getByRole('combobox', { name: 'Nieuwe status' });
    expect(within(status).getAllByRole('option').map((option) => option.textContent)).toEqual(['Kies een status', 'In behandeling', 'Afgewezen']);
    expect(await screen.findByText('Nog geen wijzigingen door medewerkers.')).toBeInTheDocument();
  });

  it('moves the status after confirmation, tells the candidate is mailed, and shows the new status and history', async () => {
    const requests = recordRequests();
    let detail = buildApplicationDetail();
    serve(
      () => detail,
      () => (detail.status === 'in_review' ? [buildAuditEntry()] : []),
    );
    server.use(
      api.patch('/applications/40', () => {
        detail = {
          ...detail,
          status: 'in_review',
          statusHistory: [...detail.statusHistory, { status: 'in_review', reason: null, changedAt: '2026-11-22T09:15:00.000Z' }],
        };
        return json(buildApplication({ status: 'in_review' }));
      }),
    );
    const user = userEvent.setup();
    renderAt(40);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Nieuwe status' }), 'in_review');
    await user.click(screen.getByRole('button', { name: 'Status wijzigen' }));
    expect(screen.getByRole('group', { name: 'De reactie van Jan de Vries op "In behandeling" zetten? Jan krijgt de e-mail.' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ja, zet op In behandeling' }));
    expect(await screen.findByText('Status gewijzigd naar In behandeling. Jan krijgt een e-mail.')).toBeInTheDocument();
    expect(await requests.find((request) => request.method === 'PATCH')!.json()).toEqual({ status: 'in_review' });
    const timeline = screen.getByRole('list', { name: 'Verloop van de reactie van Jan de Vries' });
    await waitFor(() => expect(within(timeline).getAllByRole('listitem')).toHaveLength(2));
    expect(within(screen.getByRole('combobox', { name: 'Nieuwe status' })).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Kies een status',
      'Voorgesteld',
      'Afgewezen',
    ]);
    expect(await screen.findByRole('list', { name: 'Geschiedenis' })).toHaveTextContent('Status gewijzigd door Sanne Staf');
  });

  it('refuses a rejection without a reason in Dutch; cancelling the confirmation sends nothing', async () => {
    const requests = recordRequests();
    serve(() => buildApplicationDetail());
    server.use(api.patch('/applications/40', () => json(buildApplication({ status: 'rejected' }))));
    const user = userEvent.setup();
    renderAt(40);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Nieuwe status' }), 'rejected');
    await user.click(screen.getByRole('button', { name: 'Status wijzigen' }));
    expect(await screen.findByText('Geef een reden voor de afwijzing')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Reden van afwijzing' }), 'Geen ervaring met de Wmo.');
    await user.click(screen.getByRole('button', { name: 'Status wijzigen' }));
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Status wijzigen' })).toHaveFocus());
    expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Status wijzigen' }));
    await user.click(screen.getByRole('button', { name: 'Ja, afwijzen' }));
    await screen.findByText(/Status gewijzigd naar Afgewezen/);
    expect(await requests.find((request) => request.method === 'PATCH')!.json()).toEqual({ status: 'rejected', reason: 'Geen ervaring met de Wmo.' });
  });

  it("shows the API's refusal above the form", async () => {
    serve(() => buildApplicationDetail());
    server.use(api.patch('/applications/40', () => jsonError(409, 'ILLEGAL_STATUS_TRANSITION', 'De kandidaat heeft deze reactie net ingetrokken.')));
    const user = userEvent.setup();
    renderAt(40);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Nieuwe status' }), 'in_review');
    await user.click(screen.getByRole('button', { name: 'Status wijzigen' }));
    await user.click(screen.getByRole('button', { name: 'Ja, zet op In behandeling' }));
    expect(await screen.findByText('De kandidaat heeft deze reactie net ingetrokken.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Status wijzigen' })).toBeInTheDocument();
  });

  it('offers no step on a final status, and says so', async () => {
    serve(() => buildApplicationDetail({ status: 'withdrawn', cvId: null, candidate: { ...buildApplicationDetail().candidate, currentCvId: null } }));
    renderAt(40);
    expect(await screen.findByText('Deze reactie is ingetrokken: de status verandert niet meer.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Nieuwe status' })).not.toBeInTheDocument();
    expect(screen.getByText('Er is geen CV meegestuurd met deze reactie.')).toBeInTheDocument();
  });

  it('says a reactie that does not exist is not found', async () => {
    server.use(api.get('/applications/99', () => jsonError(404, 'APPLICATION_NOT_FOUND', 'Deze reactie bestaat niet.')));
    renderAt(99);
    expect(await screen.findByRole('heading', { name: 'Reactie niet gevonden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar alle reacties' })).toHaveAttribute('href', '/beheer/reacties');
  });
});
