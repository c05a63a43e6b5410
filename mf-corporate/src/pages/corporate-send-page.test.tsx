import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@interim/shared/testing';
import { installDutchErrorMap } from '@interim/shared/validation';
import { clearCvDraft, readCvDraft, saveCvDraft } from '../features/corporate-apply/state/cv-draft-store';
import { employeeFixture, errorResponse, fakeApi, jsonResponse, vacancyFixture } from '../test-support/fake-api';
import { CorporateSendPage } from './corporate-send-page';

// Typing through several steps is slow on a busy CI machine.
jest.setTimeout(20_000);

installDutchErrorMap();

const ROUTE = '/opdrachten/reageren/versturen?vacature=7&utm_source=bedrijfssite';
const CV = { id: 5, fileName: 'cv.pdf', size: 20480, contentType: 'application/pdf', uploadedAt: '2026-11-23T10:00:00.000Z', hasText: true };

/** Stands in for XMLHttpRequest, the network edge of `uploadFile`. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  static answer = { status: 201, body: JSON.stringify(CV) };
  url = '';
  status = 0;
  responseText = '';
  withCredentials = false;
  body: FormData | undefined;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? 'application/json' : null;
  }
  abort() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent);
      this.status = FakeXhr.answer.status;
      this.responseText = FakeXhr.answer.body;
      this.onload?.();
    }, 0);
  }
}

beforeEach(() => {
  FakeXhr.sent = [];
  FakeXhr.answer = { status: 201, body: JSON.stringify(CV) };
  window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
});
afterEach(() => clearCvDraft());

describe('CorporateSendPage', () => {
  it('shows the details, sends with channel corporate and the optional motivation, and goes to success', async () => {
    const { callsTo } = fakeApi({
      'GET /api/vacancies/7': () => jsonResponse(vacancyFixture()),
      'GET /api/employees/me': () => jsonResponse(employeeFixture()),
      'POST /api/applications': () => jsonResponse({ id: 1 }, { status: 201 }),
    });
    const user = userEvent.setup();
    const view = renderWithProviders(<CorporateSendPage />, { route: ROUTE });

    expect(await screen.findByText('Jan de Vries')).toBeInTheDocument();
    expect(screen.getByText(/Je hebt nog geen cv toegevoegd/)).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Interim projectleider zorg' });
    await user.type(screen.getByRole('textbox', { name: 'Motivatie (optioneel)' }), '  Tien jaar ervaring.  ');
    // The consent to share with the client (docs/adr/0021): asked, nothing ticked beforehand.
    const consent = screen.getByRole('group', { name: 'Wat mag de opdrachtgever van je zien als we je voorstellen?' });
    expect(within(consent).getByRole('checkbox', { name: 'Mijn cv mag met de opdrachtgever worden gedeeld' })).not.toBeChecked();
    await user.click(within(consent).getByRole('checkbox', { name: /Mijn profielgegevens mogen met de opdrachtgever worden gedeeld/ }));
    await user.click(screen.getByRole('button', { name: 'Reactie versturen' }));

    await waitFor(() => expect(view.currentLocation().pathname).toBe('/opdrachten/reageren/succes'));
    expect(view.currentLocation().search).toBe('?vacature=7&utm_source=bedrijfssite');
    expect(callsTo('POST', '/api/applications')[0]?.body).toEqual({
      vacancyId: 7,
      motivation: 'Tien jaar ervaring.',
      channel: 'corporate',
      clientConsent: { profile: true, cv: false },
    });
    await waitFor(() => expect(JSON.stringify(callsTo('POST', '/api/_mixpanel/track').map((call) => call.body))).toContain('Corporate application sent'));
  });

  it('attaches the stored CV and shows the refusal of a second application in Dutch', async () => {
    const { callsTo } = fakeApi({
      'GET /api/vacancies/7': () => jsonResponse(vacancyFixture()),
      'GET /api/employees/me': () => jsonResponse(employeeFixture({ cv: CV })),
      'POST /api/applications': () => errorResponse(409, 'ALREADY_APPLIED', 'Je hebt al op deze opdracht gereageerd.'),
    });
    const user = userEvent.setup();
    renderWithProviders(<CorporateSendPage />, { route: ROUTE });
    expect(await screen.findByRole('link', { name: 'cv.pdf' })).toHaveAttribute('href', '/api/employees/cv/5');
    await screen.findByRole('heading', { name: 'Interim projectleider zorg' });
    await user.click(screen.getByRole('button', { name: 'Reactie versturen' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Je hebt al op deze opdracht gereageerd.');
    expect(screen.getByRole('link', { name: 'Bekijk je reacties' })).toHaveAttribute('href', '/mijn-reacties');
    expect(callsTo('POST', '/api/applications')[0]?.body).toMatchObject({ vacancyId: 7, useStoredCv: true, channel: 'corporate' });
  });

  it('uploads the CV chosen at registration once logged in, then forgets it', async () => {
    await saveCvDraft({ vacancyId: 7, file: new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }), savedAt: Date.now() });
    let me = employeeFixture();
    fakeApi({
      'GET /api/vacancies/7': () => jsonResponse(vacancyFixture()),
      'GET /api/employees/me': () => jsonResponse(me),
    });
    renderWithProviders(<CorporateSendPage />, { route: ROUTE });
    await screen.findByText('Jan de Vries');
    me = employeeFixture({ cv: CV });

    expect(await screen.findByRole('link', { name: 'cv.pdf' })).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(1);
    expect(FakeXhr.sent[0]?.url).toBe('/api/employees/cv');
    expect(FakeXhr.sent[0]?.body?.get('file')).toBeInstanceOf(File);
    expect(await readCvDraft()).toBeUndefined();
  });

  it('says so when the waiting CV is refused, and lets the user go on without it', async () => {
    FakeXhr.answer = { status: 415, body: JSON.stringify({ code: 'UNSUPPORTED_FILE_TYPE', message: 'Dit bestandstype wordt niet ondersteund.' }) };
    await saveCvDraft({ vacancyId: 7, file: new File(['nope'], 'cv.pdf', { type: 'application/pdf' }), savedAt: Date.now() });
    fakeApi({
      'GET /api/vacancies/7': () => jsonResponse(vacancyFixture()),
      'GET /api/employees/me': () => jsonResponse(employeeFixture()),
    });
    const user = userEvent.setup();
    renderWithProviders(<CorporateSendPage />, { route: ROUTE });
    expect(await screen.findByRole('alert')).toHaveTextContent('Je cv (cv.pdf) is niet geüpload: Dit bestandstype wordt niet ondersteund.');
    await user.click(screen.getByRole('button', { name: 'Zonder dit cv verder' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await readCvDraft()).toBeUndefined();
  });

  it('asks for a vacancy when none is given', () => {
    fakeApi({ 'GET /api/employees/me': () => jsonResponse(employeeFixture()) });
    renderWithProviders(<CorporateSendPage />, { route: '/opdrachten/reageren/versturen' });
    expect(screen.getByRole('heading', { name: 'Geen opdracht gekozen' })).toBeInTheDocument();
  });
});
