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
  cv: { id: 3, fileName: 'cv-jan.pdf', size: 245_760, contentType: 'application/pdf', uploadedAt: '2026-11-01T10:00:00.000Z', hasText: true },
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
    // Its text was read: no 'tekst niet leesbaar'.
    expect(screen.getByRole('region', { name: 'CV' })).not.toHaveTextContent('tekst niet leesbaar');
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

  // Issue 42 item 1: a CV whose text could not be read is stored without it, and staff are told.
  it("says 'tekst niet leesbaar' next to the download of a CV whose text could not be read", async () => {
    const unreadable = buildEmployee({ id: 9, cv: { id: 4, fileName: 'scan.pdf', size: 1_024_000, contentType: 'application/pdf', uploadedAt: '2026-11-02T10:00:00.000Z', hasText: false } });
    server.use(
      api.get('/employees/9', () => json(unreadable)),
      api.get('/sectors', () => json([])),
      api.get('/education_levels', () => json([])),
      api.get('/applications', () => jsonList('applications', [])),
      api.get('/employees/9/notes', () => json([])),
    );
    renderAt(9);
    const cv = await screen.findByRole('region', { name: 'CV' });
    expect(within(cv).getByRole('link', { name: 'CV downloaden (scan.pdf)' })).toHaveAttribute('href', '/api/employees/cv/4');
    const label = within(cv).getByText(/^tekst niet leesbaar/);
    expect(label).toHaveAttribute('title', 'Het cv is bewaard, maar de tekst kon niet worden gelezen; het cv wordt niet gevonden bij zoeken op cv-tekst.');
    // Screen readers hear why after the label.
    expect(label).toHaveTextContent('tekst niet leesbaar: Het cv is bewaard, maar de tekst kon niet worden gelezen; het cv wordt niet gevonden bij zoeken op cv-tekst.');
  });

  it('says a candidate that does not exist is not found', async () => {
    server.use(api.get('/employees/99', () => jsonError(404, 'EMPLOYEE_NOT_FOUND', 'Deze gebruiker bestaat niet.')));
    renderAt(99);
    expect(await screen.findByRole('heading', { name: 'Kandidaat niet gevonden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar alle kandidaten' })).toHaveAttribute('href', '/beheer/kandidaten');
  });
});
