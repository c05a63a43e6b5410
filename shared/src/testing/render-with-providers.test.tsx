import { fireEvent, screen } from '@testing-library/react';
import { Link, useParams } from '@interim/shared/routing';
import { useApi } from '../api-client';
import { Button } from '../ui';
import { emptyResponse, errorResponse, installApiMock, jsonResponse, renderWithProviders, setActiveUserCookie, textResponse, type ApiMock } from '.';
import { sessionStore } from '../session';

let fetchMock: ApiMock;

beforeEach(() => {
  fetchMock = (jest.fn() as ApiMock).mockImplementation(async () => jsonResponse({ title: 'Verpleegkundige' }));
  installApiMock(fetchMock);
});


function VacancyTitle() {
  const { id } = useParams();
  const { data } = useApi<{ title: string }>(`/vacancies/${id}`);
  return (
    <>
      <h1>{data ? `${data.title} (${id})` : 'Laden'}</h1>
      <Link to="/opdrachten">Alle opdrachten</Link>
    </>
  );
}

describe('renderWithProviders', () => {
  it('mounts the element under its route pattern with the shared data layer', async () => {
    renderWithProviders(<VacancyTitle />, { route: '/opdrachten/12', path: '/opdrachten/:id' });
    expect(await screen.findByRole('heading', { name: 'Verpleegkundige (12)' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/vacancies/12');
  });

  it('gives every render a fresh cache', async () => {
    const first = renderWithProviders(<VacancyTitle />, { route: '/opdrachten/12', path: '/opdrachten/:id' });
    await screen.findByRole('heading', { name: 'Verpleegkundige (12)' });
    first.unmount();
    renderWithProviders(<VacancyTitle />, { route: '/opdrachten/12', path: '/opdrachten/:id' });
    await screen.findByRole('heading', { name: 'Verpleegkundige (12)' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reports where the router went', async () => {
    const { currentLocation } = renderWithProviders(<VacancyTitle />, { route: '/opdrachten/3?q=zorg', path: '/opdrachten/:id' });
    expect(currentLocation()).toMatchObject({ pathname: '/opdrachten/3', search: '?q=zorg' });
    fireEvent.click(screen.getByRole('link', { name: 'Alle opdrachten' }));
    expect(currentLocation().pathname).toBe('/opdrachten');
  });

  it('provides the design system', () => {
    renderWithProviders(<Button>Opslaan</Button>);
    expect(screen.getByRole('button', { name: 'Opslaan' })).toBeTruthy();
  });
});

describe('response builders', () => {
  it('build answers the client can read', async () => {
    const json = jsonResponse({ a: 1 }, { status: 201, headers: { 'Content-Range': 'x 0-0/1' } });
    expect(json.status).toBe(201);
    expect(json.ok).toBe(true);
    expect(json.headers.get('Content-Type')).toBe('application/json');
    expect(json.headers.get('Content-Range')).toBe('x 0-0/1');
    await expect(json.json()).resolves.toEqual({ a: 1 });

    const empty = emptyResponse();
    expect(empty.status).toBe(204);
    await expect(empty.text()).resolves.toBe('');

    const error = errorResponse(409, 'ALREADY_APPLIED', 'Je hebt al gereageerd');
    expect(error.ok).toBe(false);
    await expect(error.json()).resolves.toEqual({ code: 'ALREADY_APPLIED', message: 'Je hebt al gereageerd' });

    await expect(textResponse('oops', { status: 502 }).text()).resolves.toBe('oops');
  });

  it('sets and deletes the active-user cookie', () => {
    setActiveUserCookie(true);
    expect(sessionStore.isLoggedIn()).toBe(true);
    setActiveUserCookie(false);
    expect(sessionStore.isLoggedIn()).toBe(false);
  });
});
