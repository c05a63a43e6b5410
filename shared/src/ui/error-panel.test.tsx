import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorPanel } from './error-panel';
import { renderWithUi } from './test-render';

describe('ErrorPanel', () => {
  it('is announced as an alert with a Dutch default title and no retry button without onRetry', () => {
    renderWithUi(<ErrorPanel message="De opdrachten konden niet worden geladen." />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Er is iets misgegaan');
    expect(alert).toHaveTextContent('De opdrachten konden niet worden geladen.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("calls onRetry from the 'Opnieuw proberen' button", async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderWithUi(<ErrorPanel title="Niet beschikbaar" message="Probeer het later nog eens." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Niet beschikbaar');
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('takes a custom retry label', () => {
    renderWithUi(<ErrorPanel message="m" onRetry={() => undefined} retryLabel="Pagina herladen" />);
    expect(screen.getByRole('button', { name: 'Pagina herladen' })).toBeInTheDocument();
  });
});
