import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@interim/shared/testing';
import { ClientsPage } from './clients-page';

describe('ClientsPage', () => {
  it('explains the offer to clients and leads to the client register', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<ClientsPage />, { route: '/opdrachtgevers' });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Wat wij voor u doen' })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Opdracht aanmelden' });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toHaveAttribute('href', '/opdrachtgevers/aanmelden');
    await user.click(links[0]!);
    expect(view.currentLocation().pathname).toBe('/opdrachtgevers/aanmelden');
  });
});
