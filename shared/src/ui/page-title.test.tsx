import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { siteTitle } from '../config';
import { formatDocumentTitle, PageTitle } from './page-title';

describe('PageTitle', () => {
  it('sets "{title} | {site title}"', () => {
    render(<PageTitle title="Alle opdrachten" />);
    expect(document.title).toBe(`Alle opdrachten | ${siteTitle()}`);
    expect(document.title).toBe('Alle opdrachten | Interimly - compagnon voor interim');
  });

  it('sets the site title alone without a title', () => {
    render(<PageTitle />);
    expect(document.title).toBe(siteTitle());
    expect(formatDocumentTitle(undefined)).toBe(siteTitle());
  });

  it("lets a page's title win over the layout's fallback, in either effect order", async () => {
    const user = userEvent.setup();
    function Layout() {
      const [page, setPage] = useState<'a' | 'b'>('a');
      return (
        <>
          <PageTitle title={page === 'a' ? 'Route A' : 'Route B'} fallback />
          {page === 'a' ? <PageTitle title="Opdracht: Projectleider" /> : null}
          <button type="button" onClick={() => setPage('b')}>
            naar b
          </button>
        </>
      );
    }
    render(<Layout />);
    expect(document.title).toBe(`Opdracht: Projectleider | ${siteTitle()}`);
    await user.click(screen.getByRole('button', { name: 'naar b' }));
    expect(document.title).toBe(`Route B | ${siteTitle()}`);
  });

  it('keeps the page title when the fallback registers after it (a child effect runs before its parent)', () => {
    render(
      <>
        <PageTitle title="Pagina" />
        <PageTitle title="Layout" fallback />
      </>,
    );
    expect(document.title).toBe(`Pagina | ${siteTitle()}`);
  });

  it('restores the remaining title when a page title unmounts', () => {
    const { rerender } = render(
      <>
        <PageTitle title="Layout" fallback />
        <PageTitle title="Pagina" />
      </>,
    );
    expect(document.title).toBe(`Pagina | ${siteTitle()}`);
    rerender(<PageTitle title="Layout" fallback />);
    expect(document.title).toBe(`Layout | ${siteTitle()}`);
  });
});
