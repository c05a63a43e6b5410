import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, networkFailure, renderWithProviders, setActiveUserCookie } from '@interim/shared/testing';
import { installDutchErrorMap, messages } from '@interim/shared/validation';
import { buildApplication } from '../../testing/builders';
import { mockFetch } from '../../testing/fetch-routes';
import { dutchToday } from '@interim/shared/format';
import { MotivationSchema } from '@interim/shared/contract';
import { ApplicationFieldsSchema } from './apply-form-schema';
import { ApplyForm } from './components/apply-form';

installDutchErrorMap();
jest.setTimeout(30_000);

const storedCv = { id: 9, fileName: 'cv-jan.pdf', size: 245_000, contentType: 'application/pdf', uploadedAt: '2026-11-01T09:00:00.000Z', hasText: true };
type User = ReturnType<typeof userEvent.setup>;

function renderForm(props: Partial<Parameters<typeof ApplyForm>[0]> = {}) {
  const onApplied = jest.fn();
  const onRefused = jest.fn();
  renderWithProviders(
    <ApplyForm vacancyId={12} vacancyTitle="Projectmanager sociaal domein" storedCv={null} onApplied={onApplied} onRefused={onRefused} {...props} />,
  );
  return { onApplied, onRefused };
}

const field = (name: string) => screen.getByLabelText(name, { exact: false, selector: 'input, textarea, select' });
const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Reactie versturen' }));

async function fillValid(user: User, values: { motivation?: string; rate?: string; from?: string; hours?: string } = {}) {
  await user.type(field('Motivatie'), values.motivation ?? 'Ik heb jaren ervaring als projectmanager bij gemeenten.');
  await user.type(field('Uurtarief (excl. btw)'), values.rate ?? '62');
  fireEvent.change(field('Beschikbaar vanaf'), { target: { value: values.from ?? '2027-01-04' } });
  await user.type(field('Uren per week'), values.hours ?? '32');
}

beforeEach(() => setActiveUserCookie(true));

describe('ApplyForm validation', () => {
  it('shows a Dutch message on every missing field and sends nothing', async () => {
    const fetches = mockFetch({});
    const user = userEvent.setup();
    renderForm();
    await submit(user);
    // The resolver validates asynchronously: the click can return before the errors render (seen under load).
    await waitFor(() => expect(field('Uurtarief (excl. btw)')).toHaveAccessibleDescription(/Verplicht veld/));

    // The motivation is optional (one rule with the corporate form): no error on it.
    expect(field('Motivatie')).not.toHaveAccessibleDescription(/Verplicht veld/);
    expect(field('Motivatie')).not.toHaveAttribute('aria-invalid');
    expect(field('Beschikbaar vanaf')).toHaveAccessibleDescription('Verplicht veld');
    expect(field('Uren per week')).toHaveAccessibleDescription('Verplicht veld');
    expect(field('Cv-bestand')).toHaveAccessibleDescription(/Kies je cv/);
    expect(screen.getByRole('checkbox', { name: /Ik bevestig/ })).toHaveAccessibleDescription('Bevestig dat je gegevens kloppen');
    expect(fetches.calls).toHaveLength(0);
  });

  it('explains wrong values and keeps what was typed', async () => {
    const fetches = mockFetch({});
    // A file the picker's `accept` would hide, dropped in anyway.
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    await fillValid(user, { motivation: 'Te kort', rate: '12,345', from: '2020-01-01', hours: '70' });
    await user.upload(field('Cv-bestand'), new File(['x'], 'cv.png', { type: 'image/png' }));
    await submit(user);
    await waitFor(() => expect(field('Uurtarief (excl. btw)')).toHaveAccessibleDescription(/Vul een bedrag in hele euro's in, bijvoorbeeld 95/));

    expect(field('Motivatie')).not.toHaveAccessibleDescription(/Gebruik minimaal/);
    expect(field('Beschikbaar vanaf')).toHaveAccessibleDescription('Kies vandaag of een datum in de toekomst');
    expect(field('Uren per week')).toHaveAccessibleDescription('Het maximum is 60');
    expect(field('Cv-bestand')).toHaveAccessibleDescription(/Upload je cv als PDF- of Word-bestand/);
    expect(field('Motivatie')).toHaveValue('Te kort');
    expect(field('Uurtarief (excl. btw)')).toHaveValue('12,345');
    expect(fetches.calls).toHaveLength(0);
  });

  it('refuses a rate of 0 and a rate above the maximum', () => {
    const base = { motivation: 'x'.repeat(25), availableFrom: dutchToday(), hoursPerWeek: '8' };
    const rateError = (rate: string) => {
      const result = ApplicationFieldsSchema.safeParse({ ...base, offeredHourlyRate: rate });
      return result.success ? undefined : result.error.issues[0]!.message;
    };
    expect(rateError('0')).toBe('Vul een uurtarief hoger dan 0 in');
    expect(rateError('1001')).toBe('Het maximum is 1000');
    expect(ApplicationFieldsSchema.parse({ ...base, offeredHourlyRate: '62' })).toEqual({
      motivation: base.motivation,
      offeredHourlyRate: 62,
      availableFrom: base.availableFrom,
      hoursPerWeek: 8,
    });
  });
});

describe('the hourly rate, one rule with the profile wizard', () => {
  // The form once suggested '62,50' while the wizard refused '95,50': a rate is
  // whole euros in both (the profile's rate is an integer in the contract), and
  // the message says so, with the wizard's own words.
  it.each(['62,50', '62.5', 'zestig', '€ 62'])('refuses %s with the message that asks for whole euros', (rate) => {
    const base = { motivation: 'x'.repeat(25), availableFrom: dutchToday(), hoursPerWeek: '8' };
    const result = ApplicationFieldsSchema.safeParse({ ...base, offeredHourlyRate: rate });
    expect(result.success ? undefined : result.error.issues.map((issue) => issue.message)).toEqual([messages.wholeEuros]);
    expect(messages.wholeEuros).toBe("Vul een bedrag in hele euro's in, bijvoorbeeld 95");
  });

  it('says so under the field before anything is typed', () => {
    mockFetch({});
    renderForm();
    expect(field('Uurtarief (excl. btw)')).toHaveAccessibleDescription(/In hele euro's, bijvoorbeeld 65/);
  });
});

describe('ApplyForm sending', () => {
  it('sends the application with the stored CV and reports success', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetches = mockFetch({ 'POST /api/applications': () => new Promise((resolve) => (answer = resolve)) });
    const user = userEvent.setup();
    const { onApplied } = renderForm({ storedCv });
    expect(screen.getByRole('radio', { name: /Gebruik mijn opgeslagen cv \(cv-jan.pdf, 239 kB\)/ })).toBeChecked();
    // The consent to share with the client (docs/adr/0021): asked, nothing ticked beforehand.
    const consent = screen.getByRole('group', { name: 'Wat mag de opdrachtgever van je zien als we je voorstellen?' });
    expect(within(consent).getByRole('checkbox', { name: /Mijn profielgegevens mogen met de opdrachtgever worden gedeeld/ })).not.toBeChecked();
    expect(within(consent).getByRole('checkbox', { name: 'Mijn cv mag met de opdrachtgever worden gedeeld' })).not.toBeChecked();
    await fillValid(user);
    await user.click(within(consent).getByRole('checkbox', { name: 'Mijn cv mag met de opdrachtgever worden gedeeld' }));
    await user.click(screen.getByRole('checkbox', { name: /Ik bevestig/ }));
    await submit(user);

    expect(screen.getByRole('button', { name: /Bezig met versturen/ })).toBeDisabled();
    expect(fetches.callsTo('POST /api/applications')[0]!.body).toEqual({
      vacancyId: 12,
      motivation: 'Ik heb jaren ervaring als projectmanager bij gemeenten.',
      offeredHourlyRate: 62,
      availableFrom: '2027-01-04',
      hoursPerWeek: 32,
      useStoredCv: true,
      channel: 'web',
      clientConsent: { profile: false, cv: true },
    });
    answer(Response.json(buildApplication(), { status: 201 }));
    await waitFor(() => expect(onApplied).toHaveBeenCalledWith(expect.objectContaining({ id: 5 })));
    await waitFor(() => expect(fetches.events().map((e) => e.event)).toContain('Vacancy applied'));
  });

  it('hands a duplicate or a closed vacancy to the page to explain', async () => {
    mockFetch({ 'POST /api/applications': () => errorResponse(409, 'ALREADY_APPLIED', 'Je hebt al op deze opdracht gereageerd.') });
    const user = userEvent.setup();
    const { onRefused, onApplied } = renderForm({ storedCv });
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: /Ik bevestig/ }));
    await submit(user);
    await waitFor(() => expect(onRefused).toHaveBeenCalledWith(expect.objectContaining({ code: 'ALREADY_APPLIED', message: 'Je hebt al op deze opdracht gereageerd.' })));
    expect(onApplied).not.toHaveBeenCalled();
  });

  it("puts the API's field errors on the fields", async () => {
    mockFetch({
      'POST /api/applications': () =>
        errorResponse(400, 'VALIDATION_ERROR', 'De invoer klopt niet', { fieldErrors: [{ path: 'hoursPerWeek', message: 'Vul een heel aantal uren in' }] }),
    });
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('radio', { name: 'Zonder cv reageren' }));
    await user.click(screen.getByRole('checkbox', { name: /Ik bevestig/ }));
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Controleer de gemarkeerde velden.');
    expect(field('Uren per week')).toHaveAccessibleDescription('Vul een heel aantal uren in');
    expect(field('Motivatie')).toHaveValue('Ik heb jaren ervaring als projectmanager bij gemeenten.');
  });
});

describe('ApplyForm failing to send', () => {
  it('says so at the button and moves the focus there when offline, keeping what was typed', async () => {
    let offline = true;
    const fetches = mockFetch({ 'POST /api/applications': () => (offline ? networkFailure() : Response.json(buildApplication(), { status: 201 })) });
    const user = userEvent.setup();
    const { onApplied } = renderForm({ storedCv });
    await fillValid(user);
    const confirm = screen.getByRole('checkbox', { name: /Ik bevestig/ });
    await user.click(confirm);
    await submit(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Geen verbinding met de server. Controleer je internetverbinding en probeer het opnieuw.');
    await waitFor(() => expect(alert).toHaveFocus());
    // Next to the action: after the last field, right before the button.
    const button = screen.getByRole('button', { name: 'Reactie versturen' });
    expect(confirm.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(alert.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(alert.parentElement).toContainElement(button);
    expect(field('Motivatie')).toHaveValue('Ik heb jaren ervaring als projectmanager bij gemeenten.');
    expect(field('Uren per week')).toHaveValue('32');
    expect(confirm).toBeChecked();

    offline = false;
    await submit(user);
    await waitFor(() => expect(onApplied).toHaveBeenCalled());
    expect(fetches.callsTo('POST /api/applications')).toHaveLength(2);
  });

  it('leaves the focus on a field the API marked, with the note at the button', async () => {
    mockFetch({
      'POST /api/applications': () =>
        errorResponse(400, 'VALIDATION_ERROR', 'De invoer klopt niet', { fieldErrors: [{ path: 'hoursPerWeek', message: 'Vul een heel aantal uren in' }] }),
    });
    const user = userEvent.setup();
    renderForm({ storedCv });
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: /Ik bevestig/ }));
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Controleer de gemarkeerde velden.');
    await waitFor(() => expect(field('Uren per week')).toHaveFocus());
  });
});

describe('the motivation, one rule with the corporate form', () => {
  it('is the contract’s optional motivation: empty is fine, more than 5000 characters is not', () => {
    expect(ApplicationFieldsSchema.shape.motivation).toBe(MotivationSchema);
    const base = { offeredHourlyRate: '62', availableFrom: dutchToday(), hoursPerWeek: '8' };
    expect(ApplicationFieldsSchema.safeParse({ ...base, motivation: '' }).success).toBe(true);
    expect(ApplicationFieldsSchema.safeParse({ ...base, motivation: 'x'.repeat(5001) }).error?.issues[0]?.message).toBe('Gebruik maximaal 5000 karakters');
  });
});

describe('ApplyForm CV file field (issue 32 item 7)', () => {
  it('offers a Dutch "Kies een bestand" button for the hidden file input and shows the chosen file', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderForm();
    const input = field('Cv-bestand');
    expect(input).toHaveAttribute('type', 'file');
    const button = screen.getByText('Kies een bestand');
    expect(button.tagName).toBe('LABEL');
    expect(button).toHaveAttribute('for', input.id);
    expect(screen.getByText('Geen bestand gekozen')).toBeInTheDocument();
    await user.upload(input, new File(['%PDF-1.4'], 'mijn-cv.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('mijn-cv.pdf')).toBeInTheDocument();
    expect(screen.queryByText('Geen bestand gekozen')).toBeNull();
  });
});
