import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  api,
  buildApplication,
  buildApplicationDetail,
  buildEmployee,
  json,
  jsonList,
  recordRequests,
  renderWithProviders,
  server,
} from '@interim/shared/testing';
import type { ApplicationDetail, Note, StatusMailDraft, StatusMailTemplate } from '@interim/shared/contract';
import { toaster } from '@interim/shared/ui';
import { ApplicationPage } from './application-page';
import { CandidatePage } from './candidate-page';
import { MailTemplatesPage } from './mail-templates-page';

jest.setTimeout(30_000);
afterEach(() => toaster.remove());

const note = (overrides: Partial<Note> = {}): Note => ({
  id: 1,
  employeeId: 7,
  applicationId: null,
  vacancyTitle: null,
  body: 'Sterk in stakeholdermanagement.',
  author: { id: 21, name: 'Sanne Staf' },
  createdAt: '2026-11-20T09:30:00.000Z',
  ...overrides,
});

const draft = (overrides: Partial<StatusMailDraft> = {}): StatusMailDraft => ({
  status: 'rejected',
  to: 'Jan de Vries <jan@example.nl>',
  greeting: 'Hallo Jan,',
  subject: 'Je reactie op Beleidsadviseur sociaal domein',
  body: 'Helaas gaan we niet met je verder.\n\nDe reden: {reden}\n\nJe bereikt me via karel@interimly.nl.',
  signature: 'Hartelijke groet,\nKarel Consulent\nInterimly',
  ...overrides,
});

function serveApplication(detail: () => ApplicationDetail, notes: () => Note[] = () => []) {
  server.use(
    api.get('/applications/40', () => json(detail())),
    api.get('/audit_entries', () => jsonList('audit_entries', [])),
    api.get('/applications/40/notes', () => json(notes())),
    api.get('/applications/40/status_mail', ({ request }) => json(draft({ status: new URL(request.url).searchParams.get('status') as StatusMailDraft['status'] }))),
  );
}

const renderApplication = () => renderWithProviders(<ApplicationPage />, { route: '/beheer/reacties/40', path: '/beheer/reacties/:id' });

describe('the status mail on a reactie', () => {
  it('shows the template mail prefilled with the reason, lets staff edit it, and sends what they approved', async () => {
    const requests = recordRequests();
    serveApplication(() => buildApplicationDetail());
    server.use(api.patch('/applications/40', () => json(buildApplication({ status: 'rejected' }))));
    const user = userEvent.setup();
    renderApplication();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Nieuwe status' }), 'rejected');
    const mail = await screen.findByRole('group', { name: 'E-mail aan de kandidaat' });
    expect(within(mail).getByText('Aan: Jan de Vries <jan@example.nl>')).toBeInTheDocument();
    expect(within(mail).getByText('Hallo Jan,')).toBeInTheDocument();
    expect(mail).toHaveTextContent('Karel Consulent');
    expect(within(mail).getByRole('textbox', { name: 'Onderwerp' })).toHaveValue('Je reactie op Beleidsadviseur sociaal domein');
    await user.type(screen.getByRole('textbox', { name: 'Reden van afwijzing' }), 'Geen Wmo-ervaring.');
    const body = within(mail).getByRole('textbox', { name: /Tekst van de e-mail/ });
    expect(body).toHaveValue('Helaas gaan we niet met je verder.\n\nDe reden: Geen Wmo-ervaring.\n\nJe bereikt me via karel@interimly.nl.');
    await user.type(body, '\n\nSucces!');
    await user.click(screen.getByRole('button', { name: 'Status wijzigen' }));
    await user.click(screen.getByRole('button', { name: 'Ja, afwijzen' }));
    await screen.findByText(/Status gewijzigd naar Afgewezen/);
    expect(await requests.find((request) => request.method === 'PATCH')!.json()).toEqual({
      status: 'rejected',
      reason: 'Geen Wmo-ervaring.',
      mail: {
        subject: 'Je reactie op Beleidsadviseur sociaal domein',
        body: 'Helaas gaan we niet met je verder.\n\nDe reden: Geen Wmo-ervaring.\n\nJe bereikt me via karel@interimly.nl.\n\nSucces!',
      },
    });
  });

  it('sends no mail when staff choose so, and says so before confirming', async () => {
    const requests = recordRequests();
    serveApplication(() => buildApplicationDetail());
    server.use(api.patch('/applications/40', () => json(buildApplication({ status: 'in_review' }))));
    const user = userEvent.setup();
    renderApplication();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Nieuwe status' }), 'in_review');
    await user.click(await screen.findByRole('checkbox', { name: 'E-mail versturen' }));
    expect(screen.queryByRole('textbox', { name: 'Onderwerp' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Status wijzigen' }));
    expect(screen.getByRole('group', { name: 'De reactie van Jan de Vries op "In behandeling" zetten, zonder e-mail?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ja, zet op In behandeling' }));
    await screen.findByText('Status gewijzigd naar In behandeling.');
    expect(await requests.find((request) => request.method === 'PATCH')!.json()).toEqual({ status: 'in_review', mail: null });
  });

  it('refuses to send a mail with an empty subject', async () => {
    const requests = recordRequests();
    serveApplication(() => buildApplicationDetail());
    const user = userEvent.setup();
    renderApplication();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Nieuwe status' }), 'in_review');
    await user.clear(await screen.findByRole('textbox', { name: 'Onderwerp' }));
    await user.click(screen.getByRole('button', { name: 'Status wijzigen' }));
    expect(await screen.findByText(/Vul het onderwerp en de tekst van de e-mail in/)).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);
  });
});

describe('the reactie page', () => {
  it('shows the notes with author and time and adds one', async () => {
    const requests = recordRequests();
    let notes: Note[] = [note({ applicationId: 40 })];
    serveApplication(() => buildApplicationDetail(), () => notes);
    server.use(
      api.post('/applications/40/notes', async ({ request }) => {
        const { body } = (await request.json()) as { body: string };
        const created = note({ id: 2, applicationId: 40, body, author: { id: 22, name: 'Karel Consulent' }, createdAt: '2026-11-22T14:05:00.000Z' });
        notes = [created, ...notes];
        return json(created, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApplication();
    const panel = await screen.findByRole('region', { name: 'Interne notities' });
    expect(await within(panel).findByText('Sterk in stakeholdermanagement.')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Sanne Staf · 20 november 2026');
    await user.type(within(panel).getByRole('textbox', { name: 'Nieuwe notitie' }), 'Belt vrijdag terug.');
    await user.click(within(panel).getByRole('button', { name: 'Notitie toevoegen' }));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(2));
    expect(within(panel).getAllByRole('listitem')[0]).toHaveTextContent('Karel Consulent · 22 november 2026');
    expect(within(panel).getByRole('textbox', { name: 'Nieuwe notitie' })).toHaveValue('');
    expect(await requests.find((request) => request.method === 'POST')!.json()).toEqual({ body: 'Belt vrijdag terug.' });
  });

  it("shows the candidate's acceptance of the offer", async () => {
    serveApplication(() =>
      buildApplicationDetail({
        status: 'offer',
        statusHistory: [
          { status: 'submitted', reason: null, changedAt: '2026-11-10T09:00:00.000Z' },
          { status: 'offer', reason: null, changedAt: '2026-11-18T09:00:00.000Z' },
        ],
      }),
    );
    server.use(api.get('/offer_answers', () => json([{ applicationId: 40, answer: 'accepted', answeredAt: '2026-11-19T10:00:00.000Z' }])));
    renderApplication();
    expect(await screen.findByText('Aanbod geaccepteerd')).toBeInTheDocument();
    expect(screen.getByText(/Zet de reactie op Geplaatst/)).toBeInTheDocument();
  });

  it('explains the end state of a reactie whose opdracht was closed, without a status form', async () => {
    serveApplication(() => buildApplicationDetail({ status: 'vacancy_closed' }));
    renderApplication();
    expect(await screen.findByText(/De opdracht is gesloten terwijl deze reactie nog liep/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Nieuwe status' })).not.toBeInTheDocument();
  });
});

describe('the candidate page', () => {
  it('lists the notes on the candidate and on their reacties, and refuses an empty note', async () => {
    const requests = recordRequests();
    server.use(
      api.get('/employees/7', () => json(buildEmployee({ id: 7 }))),
      api.get('/sectors', () => json([])),
      api.get('/education_levels', () => json([])),
      api.get('/applications', () => jsonList('applications', [])),
      api.get('/employees/7/notes', () => json([note({ id: 3, applicationId: 40, vacancyTitle: 'Beleidsadviseur Wmo', body: 'Goed gesprek gehad.' }), note()])),
    );
    const user = userEvent.setup();
    renderWithProviders(<CandidatePage />, { route: '/beheer/kandidaten/7', path: '/beheer/kandidaten/:id' });
    const panel = await screen.findByRole('region', { name: 'Interne notities' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('bij reactie op Beleidsadviseur Wmo'),
      expect.stringContaining('Sterk in stakeholdermanagement.'),
    ]);
    await user.click(within(panel).getByRole('button', { name: 'Notitie toevoegen' }));
    expect(await within(panel).findByText('Schrijf eerst een notitie')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });
});

describe('MailTemplatesPage', () => {
  const template = (overrides: Partial<StatusMailTemplate> = {}): StatusMailTemplate => ({
    kind: 'placed',
    subject: 'Gefeliciteerd! Je start bij {opdracht}',
    body: 'Gefeliciteerd!\n\nJe bereikt me via {contact}.',
    updatedAt: null,
    updatedBy: null,
    ...overrides,
  });

  it('shows every template with its placeholders and saves a changed one', async () => {
    const requests = recordRequests();
    let stored = [template(), template({ kind: 'rejected', subject: 'Je reactie op {opdracht}', body: 'Helaas. De reden: {reden}' })];
    server.use(
      api.get('/status_mail_templates', () => json(stored)),
      api.put('/status_mail_templates/placed', async ({ request }) => {
        const input = (await request.json()) as { subject: string; body: string };
        stored = [template({ ...input, updatedAt: '2026-11-22T10:00:00.000Z', updatedBy: { id: 21, name: 'Sanne Staf' } }), stored[1]!];
        return json(stored[0]);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<MailTemplatesPage />, { route: '/beheer/sjablonen' });
    const placed = await screen.findByRole('region', { name: 'Geplaatst' });
    expect(screen.getByRole('region', { name: 'Afgewezen' })).toHaveTextContent('Standaardtekst.');
    expect(screen.getByText('{consultant}')).toBeInTheDocument();
    const subject = within(placed).getByRole('textbox', { name: 'Onderwerp' });
    await user.clear(subject);
    await user.type(subject, 'Welkom aan boord bij {{opdracht}');
    await user.click(within(placed).getByRole('button', { name: 'Opslaan' }));
    expect(await within(placed).findByText(/Laatst aangepast op .* door Sanne Staf/)).toBeInTheDocument();
    expect(await requests.find((request) => request.method === 'PUT')!.json()).toEqual({ subject: 'Welkom aan boord bij {opdracht}', body: 'Gefeliciteerd!\n\nJe bereikt me via {contact}.' });
  });

  it('says in Dutch when an empty text cannot be saved', async () => {
    server.use(api.get('/status_mail_templates', () => json([template()])));
    const user = userEvent.setup();
    renderWithProviders(<MailTemplatesPage />, { route: '/beheer/sjablonen' });
    const placed = await screen.findByRole('region', { name: 'Geplaatst' });
    await user.clear(within(placed).getByRole('textbox', { name: 'Tekst' }));
    await user.click(within(placed).getByRole('button', { name: 'Opslaan' }));
    expect(await within(placed).findByText('Verplicht veld')).toBeInTheDocument();
  });
});

