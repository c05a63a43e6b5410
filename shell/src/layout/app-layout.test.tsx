import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@interim/shared/routing';
import { siteTitle } from '@interim/shared/config';
import { PageTitle, UiProvider } from '@interim/shared/ui';
import { AppLayout } from './app-layout';

// The registry loads remotes over the network (MF runtime): the edge of this unit.
jest.mock('../remotes/remote-registry', () => ({ preloadRemoteFor: jest.fn() }));

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <AppLayout />,
        children: [
          { path: '/opdrachtgevers', element: <h1>Klantenpagina</h1> },
          { path: '/opdrachten/reageren', element: <h1>Reageren</h1> },
          {
            path: '/opdrachten/:id',
            element: (
              <>
                <PageTitle title="Projectleider Zorg" />
                <h1>Opdracht</h1>
              </>
            ),
          },
          { path: '*', element: <h1>Iets anders</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <UiProvider>
      <RouterProvider router={router} />
    </UiProvider>,
  );
  return router;
}

beforeEach(() => {
  document.cookie = 'WIPBannerHidden=; max-age=0; path=/';
});

describe('AppLayout', () => {
  it('renders skip link, banner, full header, the page in main, and the full footer', () => {
    renderAt('/opdrachtgevers');
    const skip = screen.getByRole('link', { name: 'Direct naar de inhoud' });
    expect(skip).toHaveAttribute('href', '#main-content');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(within(main).getByRole('heading', { name: 'Klantenpagina' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Mededeling' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Hoofdmenu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Opdracht aanmelden' })).toBeInTheDocument();
    // The skip link comes first in the tab order.
    expect(document.body.querySelector('a')).toBe(skip);
  });

  it('sets the route title as the document title', async () => {
    renderAt('/opdrachtgevers');
    await waitFor(() => expect(document.title).toBe(`Voor opdrachtgevers | ${siteTitle()}`));
  });

  it("lets a page's own title win over the route title", async () => {
    renderAt('/opdrachten/12');
    await waitFor(() => expect(document.title).toBe(`Projectleider Zorg | ${siteTitle()}`));
  });

  it('uses the reduced header and footer on corporate flow routes, without the WIP banner', () => {
    renderAt('/opdrachten/reageren');
    expect(screen.queryByRole('navigation', { name: 'Hoofdmenu' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar interimly.nl' })).toBeInTheDocument();
    // Issue 17: the platform's "in ontwikkeling" banner does not belong in the corporate chrome.
    expect(screen.queryByRole('complementary', { name: 'Mededeling' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Dit platform is nog in ontwikkeling/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Opdracht aanmelden' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Privacy' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Reageren');
  });

  it('uses the full chrome and the site title for a path outside the route table', async () => {
    renderAt('/bestaat/niet');
    expect(screen.getByRole('navigation', { name: 'Hoofdmenu' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(siteTitle()));
  });
});
