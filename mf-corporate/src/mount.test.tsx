import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyResponse, employeeFixture, errorResponse, fakeApi, jsonResponse, vacancyFixture } from './test-support/fake-api';
import { EMBED_HOST_ATTRIBUTE, mount } from './mount';

// Typing through several steps is slow on a busy CI machine: a CI run on a
// loaded machine missed the default 1 s of a findBy here.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });

/**
 * Queries inside the flow: the React root's container in the shadow root (an
 * element, so a failed query prints its DOM; on the ShadowRoot itself the
 * library's error printer throws and hides the failure).
 */
function flowIn(element: HTMLElement) {
  const host = element.querySelector(`[${EMBED_HOST_ATTRIBUTE}]`);
  const container = host?.shadowRoot?.querySelector<HTMLElement>('.chakra-theme');
  if (!container) throw new Error('not mounted');
  return within(container);
}

let element: HTMLElement;
beforeEach(() => {
  document.title = 'Bedrijfswebsite';
  element = document.createElement('div');
  element.id = 'host-panel';
  document.body.appendChild(element);
});
afterEach(() => element.remove());

describe('mount (the corporate site embed)', () => {
  it('renders the flow with the vacancy inside a shadow root, with its styles there, and unmount removes everything', async () => {
    const { calls } = fakeApi({ 'GET /api/vacancies/7': () => jsonResponse(vacancyFixture()) });
    const headStylesBefore = document.head.querySelectorAll('style').length;
    let unmount: () => void = () => undefined;
    act(() => {
      unmount = mount(element, { vacancyId: 7, apiBaseUrl: 'https://werken.example.nl/api', corporateSiteUrl: 'https://www.example.nl/' });
    });
    const flow = flowIn(element);
    expect(await flow.findByRole('heading', { level: 2, name: 'Interim projectleider zorg' })).toBeInTheDocument();
    expect(calls[0]?.url.href).toBe('https://werken.example.nl/api/vacancies/7');
    // Nothing of the flow in the host's light DOM or head; its styles live in the shadow root.
    expect(screen.queryByRole('heading', { name: 'Interim projectleider zorg' })).not.toBeInTheDocument();
    expect(document.head.querySelectorAll('style')).toHaveLength(headStylesBefore);
    const shadow = element.querySelector(`[${EMBED_HOST_ATTRIBUTE}]`)!.shadowRoot!;
    expect(shadow.querySelectorAll('style[data-emotion]').length).toBeGreaterThan(0);
    // The host page's title is left alone.
    expect(document.title).toBe('Bedrijfswebsite');

    act(() => unmount());
    expect(element.innerHTML).toBe('');
    expect(document.head.querySelectorAll('style')).toHaveLength(headStylesBefore);
    act(() => unmount()); // a second call is harmless
  });

  it('on another site than the API: registers here, then hands over to our site with vacancy, utm and address', async () => {
    const { callsTo } = fakeApi({
      'GET /api/vacancies/7': () => jsonResponse(vacancyFixture()),
      'POST /api/employees/register': () => emptyResponse(),
    });
    const user = userEvent.setup();
    let unmount: () => void = () => undefined;
    act(() => {
      unmount = mount(element, { vacancyId: '7', apiBaseUrl: 'https://werken.example.nl/api', utm: { utm_source: 'bedrijfssite' } });
    });
    const flow = flowIn(element);
    await user.click(await flow.findByRole('link', { name: 'Aanmelden' }));
    // No CV field: the CV can only be uploaded once logged in, which happens on our site.
    expect(await flow.findByText('Je cv voeg je toe op onze website, vlak voordat je je reactie verstuurt.')).toBeInTheDocument();
    await user.type(flow.getByRole('textbox', { name: 'Voornaam' }), 'Jan');
    await user.type(flow.getByRole('textbox', { name: 'Achternaam' }), 'de Vries');
    await user.type(flow.getByRole('textbox', { name: 'E-mailadres' }), 'jan@example.nl');
    await user.type(flow.getByRole('textbox', { name: 'Telefoonnummer' }), '0612345678');
    await user.click(flow.getByRole('checkbox', { name: 'Ik ga akkoord met de privacyverklaring' }));
    await user.click(flow.getByRole('button', { name: 'Aanmelden en verder' }));

    expect(await flow.findByText(/Daarom rond je je reactie af op onze eigen website/)).toBeInTheDocument();
    expect(callsTo('POST', '/api/employees/register')[0]?.body).toMatchObject({
      returnTo: '/opdrachten/reageren/versturen?vacature=7&utm_source=bedrijfssite',
    });
    const handoff = flow.getByRole('link', { name: /Verder op werken\.example\.nl/ });
    expect(handoff).toHaveAttribute('target', '_blank');
    expect(handoff).toHaveAttribute(
      'href',
      'https://werken.example.nl/opdrachten/reageren/login?vacature=7&utm_source=bedrijfssite#email=jan%40example.nl&stap=code',
    );
    // No code form here: a code used on this page would log the visitor in nowhere.
    expect(flow.queryByRole('textbox', { name: 'Code uit de e-mail' })).not.toBeInTheDocument();
    act(() => unmount());
  });

  it('on the same site as the API: logs in with the code, sends and calls onDone', async () => {
    let loggedIn = false;
    const { callsTo } = fakeApi({
      'GET /api/vacancies/7': () => jsonResponse(vacancyFixture()),
      'GET /api/employees/me': () => (loggedIn ? jsonResponse(employeeFixture()) : errorResponse(401, 'UNAUTHENTICATED', 'Log in om verder te gaan.')),
      'POST /api/auth/passwordless_login': () => emptyResponse(),
      'POST /api/auth/login': () => {
        loggedIn = true;
        return jsonResponse({ user: { id: 11, email: 'jan@example.nl', firstName: 'Jan', lastName: 'de Vries', role: 'employee' }, returnTo: null });
      },
      'POST /api/applications': () => jsonResponse({ id: 1 }, { status: 201 }),
    });
    const onDone = jest.fn();
    const user = userEvent.setup();
    let unmount: () => void = () => undefined;
    // jsdom's page is http://localhost/: an API on localhost is the same site.
    act(() => {
      unmount = mount(element, { vacancyId: 7, apiBaseUrl: 'http://localhost:3000/api', onDone });
    });
    const flow = flowIn(element);
    await user.click(await flow.findByRole('link', { name: 'Inloggen' }));
    // A step change moves focus to the new step's heading (inside the shadow root).
    const shadow = element.querySelector(`[${EMBED_HOST_ATTRIBUTE}]`)!.shadowRoot!;
    await waitFor(() => expect(shadow.activeElement).toBe(flow.getByRole('heading', { level: 1, name: 'Inloggen om te reageren' })));
    await user.type(await flow.findByRole('textbox', { name: 'E-mailadres' }), 'jan@example.nl');
    await user.click(flow.getByRole('button', { name: 'Stuur mij een inloglink' }));
    await user.type(await flow.findByRole('textbox', { name: 'Code uit de e-mail' }), '123456');
    await user.click(flow.getByRole('button', { name: 'Inloggen en verder' }));

    expect(await flow.findByText('Jan de Vries')).toBeInTheDocument();
    await flow.findByRole('heading', { level: 2, name: 'Interim projectleider zorg' });
    await user.click(flow.getByRole('button', { name: 'Reactie versturen' }));
    expect(await flow.findByRole('heading', { level: 1, name: 'Bedankt voor je reactie!' })).toBeInTheDocument();
    expect(callsTo('POST', '/api/applications')[0]?.body).toMatchObject({ vacancyId: 7, channel: 'corporate' });
    await user.click(flow.getByRole('button', { name: 'Klaar' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(callsTo('GET', '/api/employees/me').length).toBeGreaterThan(0));
    act(() => unmount());
  });
});
