import { screen, waitFor } from '@testing-library/react';
import { siteTitle } from '@interim/shared/config';
import { renderWithProviders } from '@interim/shared/testing';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('says the page does not exist, in Dutch, with links home and to the vacancies', async () => {
    renderWithProviders(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de homepage' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Bekijk alle opdrachten' })).toHaveAttribute('href', '/opdrachten');
    await waitFor(() => expect(document.title).toBe(`Pagina niet gevonden | ${siteTitle()}`));
  });
});
