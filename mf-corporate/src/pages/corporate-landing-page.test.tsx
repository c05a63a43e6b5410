import { screen } from '@testing-library/react';
import { renderWithProviders, setActiveUserCookie } from '@interim/shared/testing';
import { errorResponse, fakeApi, jsonResponse, vacancyFixture } from '../test-support/fake-api';
import { CorporateLandingPage } from './corporate-landing-page';

afterEach(() => setActiveUserCookie(false));

describe('CorporateLandingPage', () => {
  it('summarises the vacancy and offers log in or register with the vacancy and utm kept', async () => {
    fakeApi({ 'GET /api/vacancies/7': () => jsonResponse(vacancyFixture()) });
    renderWithProviders(<CorporateLandingPage />, { route: '/opdrachten/reageren?vacature=7&utm_source=bedrijfssite&utm_medium=vacaturepagina' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Interim projectleider zorg' })).toBeInTheDocument();
    expect(screen.getByText('Zorggroep De Linde · Utrecht')).toBeInTheDocument();
    expect(screen.getByText('€ 75 – € 90 per uur')).toBeInTheDocument();
    expect(screen.getByText('18 december 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute(
      'href',
      '/opdrachten/reageren/login?vacature=7&utm_source=bedrijfssite&utm_medium=vacaturepagina',
    );
    expect(screen.getByRole('link', { name: 'Aanmelden' })).toHaveAttribute(
      'href',
      '/opdrachten/reageren/aanmelden?vacature=7&utm_source=bedrijfssite&utm_medium=vacaturepagina',
    );
  });

  it('sends a logged-in visitor on to sending', async () => {
    setActiveUserCookie(true);
    fakeApi({ 'GET /api/vacancies/7': () => jsonResponse(vacancyFixture()) });
    renderWithProviders(<CorporateLandingPage />, { route: '/opdrachten/reageren?vacature=7' });
    expect(await screen.findByRole('link', { name: 'Verder naar je reactie' })).toHaveAttribute('href', '/opdrachten/reageren/versturen?vacature=7');
    expect(screen.queryByRole('link', { name: 'Aanmelden' })).not.toBeInTheDocument();
  });

  it('says when the vacancy is closed or unknown, and when none was given', async () => {
    fakeApi({
      'GET /api/vacancies/7': () => jsonResponse(vacancyFixture({ status: 'closed' })),
      'GET /api/vacancies/8': () => errorResponse(404, 'NOT_FOUND', 'Niet gevonden'),
    });
    const closed = renderWithProviders(<CorporateLandingPage />, { route: '/opdrachten/reageren?vacature=7' });
    expect(await screen.findByText('Deze opdracht is gesloten. Reageren is niet meer mogelijk.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Inloggen' })).not.toBeInTheDocument();
    closed.unmount();

    const unknown = renderWithProviders(<CorporateLandingPage />, { route: '/opdrachten/reageren?vacature=8' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Deze opdracht bestaat niet (meer).');
    unknown.unmount();

    renderWithProviders(<CorporateLandingPage />, { route: '/opdrachten/reageren?vacature=abc' });
    expect(screen.getByRole('heading', { name: 'Geen opdracht gekozen' })).toBeInTheDocument();
  });
});
