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
});
