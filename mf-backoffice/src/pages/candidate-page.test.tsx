import { screen, within } from '@testing-library/react';
import { api, buildApplication, buildEmployee, buildSector, json, jsonError, jsonList, recordRequests, renderWithProviders, server } from '@interim/shared/testing';
import { CandidatePage } from './candidate-page';

jest.setTimeout(30_000);

function renderAt(id: number) {
  return renderWithProviders(<CandidatePage />, { route: `/beheer/kandidaten/${id}`, path: '/beheer/kandidaten/:id' });
}

const candidate = buildEmployee({
  id: 7,
  phone: '0612345678',
  postcode: '3511 AB',
  city: 'Utrecht',
  hourlyRate: 85,
  preferences: { ...buildEmployee().preferences, sector: 3, desiredFunction: 'Beleidsadviseur', maxTravelKm: 40, workMode: 'hybrid' },
  experience: [{ role: 'Beleidsadviseur', client: 'Gemeente Utrecht', from: '2022-01-01', to: null, description: '' }],
  cv: { id: 3, fileName: 'cv-jan.pdf', size: 245_760, contentType: 'application/pdf', uploadedAt: '2026-11-01T10:00:00.000Z' },
});

describe('CandidatePage', () => {
  it('shows the profile, preferences with names, experience, the CV download and the reacties', async () => {
    const requests = recordRequests();
    server.use(
      api.get('/employees/7', () => json(candidate)),
      api.get('/sectors', () => json([buildSector()])),
      api.get('/positions', () => json([])),
      api.get('/education_levels', () => json([])),
      api.get('/applications', () => jsonList('applications', [buildApplication({ id: 40, status: 'interview' })])),
      api.get('/employees/7/notes', () => json([])),
    );
    renderAt(7);
    expect(await screen.findByRole('heading', { level: 1, name: 'Jan de Vries' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Gegevens' });
    expect(within(details).getByRole('link', { name: 'jan@example.nl' })).toHaveAttribute('href', 'mailto:jan@example.nl');
    expect(details).toHaveTextContent('3511 AB Utrecht');
    expect(details).toHaveTextContent('€ 85 per uur');
    const preferences = screen.getByRole('region', { name: 'Voorkeuren' });
    expect(await within(preferences).findByText('Overheid')).toBeInTheDocument();
    expect(preferences).toHaveTextContent('40 km');
    expect(preferences).toHaveTextContent('Hybride');
    expect(screen.getByRole('region', { name: 'Werkervaring' })).toHaveTextContent('Beleidsadviseur bij Gemeente Utrecht');
    expect(screen.getByRole('link', { name: 'CV downloaden (cv-jan.pdf)' })).toHaveAttribute('href', '/api/employees/cv/3');
    const reacties = screen.getByRole('region', { name: 'Reacties' });
    expect(await within(reacties).findByRole('link', { name: 'Beleidsadviseur sociaal domein' })).toHaveAttribute('href', '/beheer/reacties/40');
    expect(reacties).toHaveTextContent('Gesprek');
    expect(requests.find((request) => request.url.pathname === '/api/applications')!.query).toMatchObject({ filter: { employeeId: 7 } });
  });

  it('says when the candidate has no reacties and no CV', async () => {
    server.use(
      api.get('/employees/8', () => json(buildEmployee({ id: 8 }))),
      api.get('/sectors', () => json([])),
      api.get('/education_levels', () => json([])),
      api.get('/applications', () => jsonList('applications', [])),
      api.get('/employees/8/notes', () => json([])),
    );
    renderAt(8);
    expect(await screen.findByText('Deze kandidaat heeft nog niet gereageerd.')).toBeInTheDocument();
    expect(screen.getByText('Deze kandidaat heeft geen CV geüpload.')).toBeInTheDocument();
  });

  it('says a candidate that does not exist is not found', async () => {
    server.use(api.get('/employees/99', () => jsonError(404, 'EMPLOYEE_NOT_FOUND', 'Deze gebruiker bestaat niet.')));
    renderAt(99);
    expect(await screen.findByRole('heading', { name: 'Kandidaat niet gevonden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar alle kandidaten' })).toHaveAttribute('href', '/beheer/kandidaten');
  });
});
