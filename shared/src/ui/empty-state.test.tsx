import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmptyState } from './empty-state';
import { renderWithUi } from './test-render';

describe('EmptyState', () => {
  it('shows a heading, a text and a button link that navigates inside the site', async () => {
    const user = userEvent.setup();
    renderWithUi(
      <EmptyState
        heading="Nog geen opgeslagen opdrachten"
        text="Bewaar opdrachten om ze later terug te vinden."
        buttonLabel="Bekijk alle opdrachten"
        buttonHref="/opdrachten"
      />,
      '/mijn-opgeslagen-opdrachten',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Nog geen opgeslagen opdrachten' })).toBeInTheDocument();
    expect(screen.getByText('Bewaar opdrachten om ze later terug te vinden.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Bekijk alle opdrachten' });
    expect(link).toHaveAttribute('href', '/opdrachten');
    await user.click(link);
    expect(screen.getByLabelText('huidig pad')).toHaveTextContent('/opdrachten');
  });

  it('takes another heading level', () => {
    renderWithUi(<EmptyState heading="Leeg" text="t" buttonLabel="b" buttonHref="/" headingLevel="h3" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Leeg' })).toBeInTheDocument();
  });
});
