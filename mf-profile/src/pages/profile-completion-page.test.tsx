import { screen, waitFor } from '@testing-library/react';
import { routes } from '@interim/shared/config';
import { renderWithProviders } from '@interim/shared/testing';
import { buildEmployee, installFakeApi, withCompletedSteps } from '../testing/profile-fixtures';
import { ProfileCompletionPage } from './profile-completion-page';

describe('ProfileCompletionPage', () => {
  it.each([
    [[], '/profiel/afronden/stap-1'],
    [[1, 2, 4], '/profiel/afronden/stap-3'],
    [[1, 2, 3, 4, 5], '/profiel/afronden/stap-6'],
  ])('with steps %p done, resumes at %s', async (completed, expected) => {
    installFakeApi(withCompletedSteps(buildEmployee(), completed));
    const view = renderWithProviders(<ProfileCompletionPage />, { route: routes.profileCompletion.path });
    await waitFor(() => expect(view.currentLocation().pathname).toBe(expected));
  });

  it('shows the summary of a complete profile with a link to change each step', async () => {
    installFakeApi(withCompletedSteps(buildEmployee({ phone: '06 12345678', hourlyRate: 85 }), [1, 2, 3, 4, 5, 6]));
    renderWithProviders(<ProfileCompletionPage />, { route: routes.profileCompletion.path });
    expect(await screen.findByRole('heading', { level: 1, name: 'Je profiel is compleet' })).toBeInTheDocument();
    expect(screen.getByText('06 12345678')).toBeInTheDocument();
    expect(screen.getByText('€ 85')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wijzig stap 5: Cv en LinkedIn' })).toHaveAttribute('href', '/profiel/afronden/stap-5');
  });

  // Issue 17: 'Functie: Scrum master' was followed by 'Gewenste functie: Scrum master'.
  it.each([
    ['Scrum master', []],
    ['scrum master ', []],
    ['Scrum master in het onderwijs', ['Scrum master in het onderwijs']],
  ])('names the function once: own words %p add %p', async (ownWords, shown) => {
    const employee = withCompletedSteps(buildEmployee(), [1, 2, 3, 4, 5, 6]);
    employee.preferences = { ...employee.preferences, sector: 3, position: 13, desiredFunction: ownWords };
    installFakeApi(employee);
    renderWithProviders(<ProfileCompletionPage />, { route: routes.profileCompletion.path });
    await waitFor(() => expect(screen.getByText('Scrum master')).toBeInTheDocument(), { timeout: 5000 });
    expect(screen.queryByText(/Gewenste functie/)).not.toBeInTheDocument();
    const extra = screen.queryByText('Functie in je eigen woorden');
    expect(extra ? [extra.nextElementSibling?.textContent] : []).toEqual(shown);
  });
});
