import { screen } from '@testing-library/react';
import { routes as siteRoutes } from '@interim/shared/config';
import { useRoutes, type RouteHandle } from '@interim/shared/routing';
import { api, jsonList, renderWithProviders, server } from '@interim/shared/testing';
import { answerReferenceData } from './testing/reference-data';
import { routes } from './routes';

function RemoteRoutes() {
  return useRoutes(routes);
}

describe('mf-backoffice routes', () => {
  it('owns /beheer and its pages, every one for staff in the full chrome', () => {
    expect(routes.map((route) => route.path)).toEqual([
      '/beheer',
      '/beheer/opdrachten',
      '/beheer/opdrachten/nieuw',
      '/beheer/opdrachten/:id',
      '/beheer/opdrachten/:id/bord',
      '/beheer/reacties',
      '/beheer/reacties/:id',
      '/beheer/aanvragen',
      '/beheer/kandidaten',
      '/beheer/kandidaten/:id',
      '/beheer/privacyverzoeken',
      '/beheer/versies',
      '/beheer/logboek',
      '/beheer/sjablonen',
    ]);
    for (const route of routes) {
      const handle = route.handle as RouteHandle;
      expect(handle).toMatchObject({ access: 'staff', chrome: 'full' });
      expect(siteRoutes[handle.name].path).toBe(route.path);
      expect(handle.title).toBe(siteRoutes[handle.name].title);
    }
  });

  it('sends /beheer on to the opdrachten list', async () => {
    answerReferenceData();
    server.use(api.get('/vacancies', () => jsonList('vacancies', [])));
    const view = renderWithProviders(<RemoteRoutes />, { route: '/beheer' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Opdrachten beheren' })).toBeVisible();
    expect(view.currentLocation().pathname).toBe('/beheer/opdrachten');
    expect(await screen.findByText('Er zijn nog geen opdrachten')).toBeInTheDocument();
  });
});
