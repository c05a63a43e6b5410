import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@interim/shared/testing';
import { EMPTY_SEARCH } from '../search-state';
import { ResultPages } from './result-pages';

function renderPages(page: number, pageCount: number) {
  return renderWithProviders(<ResultPages state={{ ...EMPTY_SEARCH, q: 'zorg', page }} pageCount={pageCount} />, {
    route: `/opdrachten?q=zorg&pagina=${page}`,
  });
}

describe('ResultPages', () => {
  it('links to numbered pages in a named navigation, the current one marked, keeping the search in the URL', async () => {
    const view = renderPages(10, 20);
    const nav = screen.getByRole('navigation', { name: "Pagina's met opdrachten" });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Vorige', '1', '9', '10', '11', '20', 'Volgende']);
    const current = within(nav).getByRole('link', { name: 'Pagina 10' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Pagina 11' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Pagina 20' })).toHaveAttribute('href', '/opdrachten?q=zorg&pagina=20');
    expect(within(nav).getByRole('link', { name: 'Vorige' })).toHaveAttribute('href', '/opdrachten?q=zorg&pagina=9');

    await userEvent.click(within(nav).getByRole('link', { name: 'Pagina 1' }));
    // Page 1 is the URL without the parameter.
    expect(view.currentLocation()).toMatchObject({ pathname: '/opdrachten', search: '?q=zorg' });
  });

  it('leaves out "Vorige" on the first page and "Volgende" on the last', () => {
    const { unmount } = renderPages(1, 3);
    expect(screen.queryByRole('link', { name: 'Vorige' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Volgende' })).toBeInTheDocument();
    unmount();
    renderPages(3, 3);
    expect(screen.queryByRole('link', { name: 'Volgende' })).toBeNull();
  });

  it('shows nothing for a single page', () => {
    renderPages(1, 1);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
