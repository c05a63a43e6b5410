import { screen } from '@testing-library/react';
import { renderWithProviders } from '@interim/shared/testing';
import { fakeApi, jsonResponse, vacancyFixture } from '../test-support/fake-api';
import { CorporateSuccessPage } from './corporate-success-page';

describe('CorporateSuccessPage', () => {
  it('says what happens next in the product\'s words, and leads back to the brand site', async () => {
    fakeApi({ 'GET /api/vacancies/7': () => jsonResponse(vacancyFixture()) });
    renderWithProviders(<CorporateSuccessPage />, { route: '/opdrachten/reageren/succes?vacature=7' });
    expect(await screen.findByText(/We hebben je reactie op Interim projectleider zorg ontvangen/)).toBeInTheDocument();
    // Issue 17: one word for the contact person, 'consultant' as in the mails and the other apps (was 'intercedent').
    expect(screen.getByText('Een van onze consultants bekijkt je reactie, meestal binnen twee werkdagen.')).toBeInTheDocument();
    expect(screen.queryByText(/intercedent/i)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar interimly.nl' })).toHaveAttribute('href', 'https://www.interimly.nl');
  });
});
