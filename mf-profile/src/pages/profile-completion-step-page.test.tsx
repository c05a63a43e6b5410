import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '@interim/shared/config';
import { errorResponse, jsonResponse, renderWithProviders } from '@interim/shared/testing';
import { toaster } from '@interim/shared/ui';
import { installDutchErrorMap } from '@interim/shared/validation';
import type { Employee, PatchEmployeeRequestDto } from '@interim/shared/contract';
import { PROFILE_COMPLETE_MESSAGE, profileIncompleteMessage } from '../features/completion/use-step-form';
import { completionSteps } from '../features/completion/completion-steps';
import { buildEmployee, installFakeApi, withCompletedSteps, type Handler } from '../testing/profile-fixtures';
import { ProfileCompletionStepPage } from './profile-completion-step-page';

// Typing into many fields is slow on a busy CI machine.
jest.setTimeout(30_000);

installDutchErrorMap();

/** PATCH /employees/7 answers the record with the patch applied (roughly, as the API does). */
function patchHandler(state: { employee: Employee }): Handler {
  return (method, path, init) => {
    if (method !== 'PATCH' || path !== '/employees/7') return undefined;
    const body = JSON.parse(String(init?.body)) as PatchEmployeeRequestDto;
    const { preferences, completedSteps, ...fields } = body;
    const steps = [...new Set([...state.employee.profileCompletion.completedSteps, ...(completedSteps ?? [])])].sort();
    state.employee = withCompletedSteps(
      { ...state.employee, ...(fields as Partial<Employee>), preferences: { ...state.employee.preferences, ...preferences } },
      steps,
    );
    return jsonResponse(state.employee);
  };
}

function renderStep(step: string) {
  return renderWithProviders(<ProfileCompletionStepPage />, { route: `/profiel/afronden/${step}`, path: routes.profileCompletionStep.path });
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => toaster.remove());

describe('ProfileCompletionStepPage', () => {
  it("shows 'Stap 1 van 6', refuses empty required fields in Dutch and saves nothing", async () => {
    const api = installFakeApi(buildEmployee({ firstName: '' }));
    const user = userEvent.setup();
    renderStep('stap-1');
    expect(await screen.findByText('Stap 1 van 6')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Voortgang profiel afronden' })).toHaveAttribute('aria-valuetext', 'Stap 1 van 6');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByRole('textbox', { name: 'Voornaam' })).toHaveAccessibleDescription('Verplicht veld');
    // Optional, as at registration (issue 32).
    expect(screen.getByRole('textbox', { name: 'Telefoonnummer' })).not.toHaveAccessibleDescription('Verplicht veld');
    expect(api.calls().filter((call) => call.startsWith('PATCH'))).toEqual([]);
  });

  it('saves step 1 without a phone number: optional here as at registration (issue 32)', async () => {
    const state = { employee: buildEmployee({ phone: null }) };
    const api = installFakeApi(() => state.employee, [patchHandler(state)]);
    const user = userEvent.setup();
    const view = renderStep('stap-1');
    expect(await screen.findByRole('textbox', { name: 'Telefoonnummer' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await waitFor(() => expect(view.currentLocation().pathname).toBe('/profiel/afronden/stap-2'), { timeout: 10_000 });
    expect(api.bodies('PATCH', '/employees/7')).toEqual([{ firstName: 'Jan', lastName: 'de Vries', phone: null, dateOfBirth: null, completedSteps: [1] }]);
  });

  it('saves the step with completedSteps on next and goes to the next step, which can go back', async () => {
    const state = { employee: buildEmployee() };
    const api = installFakeApi(() => state.employee, [patchHandler(state)]);
    const user = userEvent.setup();
    const view = renderStep('stap-1');
    await user.type(await screen.findByRole('textbox', { name: 'Telefoonnummer' }), '06 12345678');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));

    await waitFor(() => expect(view.currentLocation().pathname).toBe('/profiel/afronden/stap-2'));
    expect(api.bodies('PATCH', '/employees/7')).toEqual([
      { firstName: 'Jan', lastName: 'de Vries', phone: '06 12345678', dateOfBirth: null, completedSteps: [1] },
    ]);
    expect(await screen.findByText('Stap 2 van 6')).toBeInTheDocument();
    // The new step's heading takes the focus from the button that went away.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Locatie en mobiliteit' })).toHaveFocus());

    await user.click(screen.getByRole('link', { name: 'Vorige' }));
    expect(await screen.findByText('Stap 1 van 6')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Telefoonnummer' })).toHaveValue('06 12345678');
  });

  it('checks the Dutch postcode rule on step 2 and saves it normalised', async () => {
    const state = { employee: withCompletedSteps(buildEmployee(), [1]) };
    const api = installFakeApi(() => state.employee, [patchHandler(state)]);
    const user = userEvent.setup();
    renderStep('stap-2');
    const postcode = await screen.findByRole('textbox', { name: 'Postcode' });
    await user.type(postcode, '1234 SS');
    await user.type(screen.getByRole('textbox', { name: 'Maximale reisafstand (km)' }), '30');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(postcode).toHaveAccessibleDescription(/Vul een geldige postcode in, bijvoorbeeld 1234 AB$/);

    await user.clear(postcode);
    await user.type(postcode, '1234ab');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await waitFor(() =>
      expect(api.bodies('PATCH', '/employees/7')).toEqual([
        { postcode: '1234 AB', preferences: { maxTravelKm: 30, hasDriversLicense: false }, completedSteps: [2] },
      ]),
    );
  });

  it('keeps unsaved input of a step through a reload', async () => {
    installFakeApi(buildEmployee());
    const user = userEvent.setup();
    const first = renderStep('stap-1');
    await user.type(await screen.findByRole('textbox', { name: 'Telefoonnummer' }), '030 1234567');
    first.unmount();

    renderStep('stap-1');
    expect(await screen.findByRole('textbox', { name: 'Telefoonnummer' })).toHaveValue('030 1234567');
  });

  it("puts the API's field errors on the fields and stays on the step", async () => {
    installFakeApi(buildEmployee(), [
      (method) =>
        method === 'PATCH'
          ? errorResponse(400, 'VALIDATION_ERROR', 'De invoer klopt niet', { fieldErrors: [{ path: 'phone', message: 'Dit nummer klopt niet' }] })
          : undefined,
    ]);
    const user = userEvent.setup();
    const view = renderStep('stap-1');
    await user.type(await screen.findByRole('textbox', { name: 'Telefoonnummer' }), '06 12345678');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Controleer de gemarkeerde velden.');
    expect(screen.getByRole('textbox', { name: 'Telefoonnummer' })).toHaveAccessibleDescription('Dit nummer klopt niet');
    expect(view.currentLocation().pathname).toBe('/profiel/afronden/stap-1');
  });

  it('does not finish step 5 without a CV', async () => {
    const api = installFakeApi(withCompletedSteps(buildEmployee(), [1, 2, 3, 4]));
    const user = userEvent.setup();
    renderStep('stap-5');
    await user.click(await screen.findByRole('button', { name: 'Volgende' }));
    expect(await screen.findByText('Upload je cv om verder te gaan')).toBeInTheDocument();
    expect(api.calls().filter((call) => call.startsWith('PATCH'))).toEqual([]);
  });

  it('finishes after step 6: the dashboard and a toast', async () => {
    const state = { employee: withCompletedSteps(buildEmployee(), [1, 2, 3, 4, 5]) };
    const api = installFakeApi(() => state.employee, [patchHandler(state)]);
    const user = userEvent.setup();
    const view = renderStep('stap-6');
    expect(await screen.findByText('Stap 6 van 6')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Beschikbaar vanaf'), '2027-01-04');
    await user.type(screen.getByRole('textbox', { name: 'Uren per week' }), '32');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Werkvorm' }), 'Op afstand');
    await user.type(screen.getByRole('textbox', { name: 'Uurtarief (€, excl. btw)' }), '12');
    await user.click(screen.getByRole('button', { name: 'Profiel afronden' }));
    expect(await screen.findByRole('textbox', { name: 'Uurtarief (€, excl. btw)' })).toHaveAccessibleDescription(/Het minimum is 15$/);

    await user.clear(screen.getByRole('textbox', { name: 'Uurtarief (€, excl. btw)' }));
    await user.type(screen.getByRole('textbox', { name: 'Uurtarief (€, excl. btw)' }), '80');
    await user.click(screen.getByRole('button', { name: 'Profiel afronden' }));
    await waitFor(() => expect(view.currentLocation().pathname).toBe('/dashboard'));
    expect(api.bodies('PATCH', '/employees/7')).toEqual([
      {
        hourlyRate: 80,
        kvkNumber: null,
        preferences: { availableFrom: '2027-01-04', hoursPerWeek: 32, workMode: 'remote' },
        completedSteps: [6],
      },
    ]);
    expect(await screen.findByText(PROFILE_COMPLETE_MESSAGE)).toBeInTheDocument();
  });

  // Issue 17: on step 4 the experience editor came after "Volgende", and only step 1 had "Later verder".
  it.each([1, 2, 3, 4, 5, 6])('puts the buttons below all of step %i\'s fields, with "Later verder" to the dashboard', async (number) => {
    installFakeApi(withCompletedSteps(buildEmployee(), [1, 2, 3, 4, 5, 6].filter((done) => done < number)));
    const view = renderStep(`stap-${number}`);
    expect(await screen.findByText(`Stap ${number} van 6`)).toBeInTheDocument();
    const next = screen.getByRole('button', { name: number === 6 ? 'Profiel afronden' : 'Volgende' });
    const navigation = new Set(['Volgende', 'Profiel afronden', 'Verder zonder cv', 'Vorige', 'Later verder']);
    const controls = [...view.container.querySelectorAll('input, select, textarea, button, a')].filter(
      (element) => !navigation.has(element.textContent?.trim() ?? ''),
    );
    expect(controls.length).toBeGreaterThan(0);
    for (const control of controls) {
      // Every field (and the experience editor's buttons) comes before "Volgende" in the page and in the tab order.
      expect(control.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Later verder' })).toHaveAttribute('href', '/dashboard');
    if (number > 1) expect(screen.getByRole('link', { name: 'Vorige' })).toHaveAttribute('href', `/profiel/afronden/stap-${number - 1}`);
  });

  it('asks the function once: the own words are optional and the step saves without them', async () => {
    const state = { employee: withCompletedSteps(buildEmployee(), [1, 2]) };
    const api = installFakeApi(() => state.employee, [patchHandler(state)]);
    const user = userEvent.setup();
    const view = renderStep('stap-3');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sector' }), await screen.findByRole('option', { name: 'ICT' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Functie' }), await screen.findByRole('option', { name: 'Scrum master' }));
    expect(screen.queryByRole('textbox', { name: /Gewenste functie/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Functie in je eigen woorden' })).not.toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await waitFor(() => expect(view.currentLocation().pathname).toBe('/profiel/afronden/stap-4'));
    expect(api.bodies('PATCH', '/employees/7')).toEqual([{ preferences: { sector: 3, position: 13, desiredFunction: null }, completedSteps: [3] }]);
  });

  it('can skip the CV step: saves LinkedIn without finishing step 5, and after step 6 says the profile is not complete', async () => {
    const state = { employee: withCompletedSteps(buildEmployee(), [1, 2, 3, 4]) };
    const api = installFakeApi(() => state.employee, [patchHandler(state)]);
    const user = userEvent.setup();
    const view = renderStep('stap-5');
    await user.type(await screen.findByRole('textbox', { name: 'LinkedIn-profiel' }), 'linkedin.com/in/jan-de-vries');
    await user.click(screen.getByRole('button', { name: 'Verder zonder cv' }));
    await waitFor(() => expect(view.currentLocation().pathname).toBe('/profiel/afronden/stap-6'));
    expect(api.bodies('PATCH', '/employees/7')).toEqual([{ linkedinUrl: 'linkedin.com/in/jan-de-vries' }]);

    await user.type(await screen.findByLabelText('Beschikbaar vanaf'), '2027-01-04');
    await user.type(screen.getByRole('textbox', { name: 'Uren per week' }), '32');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Werkvorm' }), 'Op afstand');
    await user.type(screen.getByRole('textbox', { name: 'Uurtarief (€, excl. btw)' }), '80');
    await user.click(screen.getByRole('button', { name: 'Profiel afronden' }));
    await waitFor(() => expect(view.currentLocation().pathname).toBe('/dashboard'));
    expect(state.employee.profileCompletion).toMatchObject({ completedSteps: [1, 2, 3, 4, 6], isComplete: false });
    expect(await screen.findByText(profileIncompleteMessage([completionSteps[4]]))).toBeInTheDocument();
    expect(screen.getByText(/stap 5 \(Cv en LinkedIn\) ontbreekt nog/)).toBeInTheDocument();
    expect(screen.queryByText(PROFILE_COMPLETE_MESSAGE)).not.toBeInTheDocument();
  });

  it('does not offer to skip the CV step once a CV is there', async () => {
    installFakeApi(withCompletedSteps(buildEmployee({ cv: { id: 1, fileName: 'cv.pdf', size: 1000, contentType: 'application/pdf', uploadedAt: '2026-11-01T10:00:00.000Z', hasText: true } }), [1, 2, 3, 4]));
    renderStep('stap-5');
    expect(await screen.findByRole('button', { name: 'Volgende' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verder zonder cv' })).not.toBeInTheDocument();
  });

  it('sends an unknown step back to /profiel/afronden', async () => {
    installFakeApi(buildEmployee());
    const view = renderStep('stap-9');
    await waitFor(() => expect(view.currentLocation().pathname).toBe('/profiel/afronden'));
  });

  it('lists the positions of the chosen sector on step 3', async () => {
    installFakeApi(withCompletedSteps(buildEmployee(), [1, 2]));
    const user = userEvent.setup();
    renderStep('stap-3');
    const position = await screen.findByRole('combobox', { name: 'Functie' });
    expect(position).toBeDisabled();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sector' }), await screen.findByRole('option', { name: 'ICT' }));
    await waitFor(() => expect(position).toBeEnabled());
    expect(await within(position).findByRole('option', { name: 'Scrum master' })).toBeInTheDocument();
  });
});
