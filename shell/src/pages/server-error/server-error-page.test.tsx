import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '@interim/shared/routing';
import { renderWithProviders } from '@interim/shared/testing';
import { UiProvider } from '@interim/shared/ui';
import { reportError } from '../../app/error-reporting';
import { ServerErrorPage } from './server-error-page';

// Error reporting sends to a third-party service: the edge of this unit.
jest.mock('../../app/error-reporting', () => ({ reportError: jest.fn() }));

describe('ServerErrorPage', () => {
  it('offers a reload and the way home, in Dutch', async () => {
    const user = userEvent.setup();
    const reload = jest.fn();
    renderWithProviders(<ServerErrorPage onRetry={reload} />, { route: '/500' });
    expect(screen.getByRole('heading', { level: 1, name: 'Er is iets misgegaan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de homepage' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reportError).not.toHaveBeenCalled();
  });

  it('reports the error when it is the error element of a route', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const boom = new Error('kapot');
    function Broken(): never {
      throw boom;
    }
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <ServerErrorPage /> }]);
    render(
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Er is iets misgegaan' })).toBeInTheDocument();
    expect(reportError).toHaveBeenCalledWith(boom, { boundary: 'route' });
  });
});
