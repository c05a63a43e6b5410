import { act, render } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from '@interim/shared/routing';
import { NavigationScroll } from './navigation-scroll';

function renderRouter() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <NavigationScroll />
            <Outlet />
          </>
        ),
        children: [
          { path: '/opdrachten', element: <h1>Opdrachten</h1> },
          { path: '/opdrachten/:id', element: <h1>Opdracht</h1> },
          {
            path: '/opdrachtgevers',
            element: (
              <>
                <h1>Opdrachtgevers</h1>
                <section id="aanvraag">Aanvraag</section>
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: ['/opdrachten'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

let scrollTo: jest.SpyInstance;
let scrollIntoView: jest.Mock;

beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => jest.restoreAllMocks());

describe('NavigationScroll', () => {
  it('leaves the first page where the browser put it', () => {
    renderRouter();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('opens a new page at its top, by a link and by a redirect', async () => {
    const router = renderRouter();
    await act(() => router.navigate('/opdrachten/12'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    await act(() => router.navigate('/opdrachtgevers', { replace: true }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('leaves back and forward to the browser, which restores the saved position', async () => {
    const router = renderRouter();
    await act(() => router.navigate('/opdrachten/12'));
    scrollTo.mockClear();
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/opdrachten');
    await act(() => router.navigate(1));
    expect(router.state.location.pathname).toBe('/opdrachten/12');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('keeps the position when only the query of the page changes (filters, pages)', async () => {
    const router = renderRouter();
    await act(() => router.navigate('/opdrachten?sector=3'));
    await act(() => router.navigate('/opdrachten?sector=3&pagina=2', { replace: true }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('opens a new page at its fragment when the page has it, else at its top', async () => {
    const router = renderRouter();
    await act(() => router.navigate('/opdrachtgevers#aanvraag'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/opdrachten/12#onbekend'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
