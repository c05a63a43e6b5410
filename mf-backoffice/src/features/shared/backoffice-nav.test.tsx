import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@interim/shared/testing';
import { BackofficeNav } from './backoffice-nav';

describe('BackofficeNav', () => {
  it('links every section in order and marks the list page as the current page', () => {
    renderWithProviders(<BackofficeNav />, { route: '/beheer/reacties?status=submitted' });
    const nav = screen.getByRole('navigation', { name: 'Beheer' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Opdrachten', '/beheer/opdrachten'],
      ['Reacties', '/beheer/reacties'],
      ['Aanvragen', '/beheer/aanvragen'],
      ['Kandidaten', '/beheer/kandidaten'],
      ['Privacyverzoeken', '/beheer/privacyverzoeken'],
      ['Versies', '/beheer/versies'],
      ['Logboek', '/beheer/logboek'],
      ['Mailsjablonen', '/beheer/sjablonen'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Reacties' })).toHaveAttribute('aria-current', 'page');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('marks the section of a page inside it without calling it the current page', () => {
    renderWithProviders(<BackofficeNav />, { route: '/beheer/kandidaten/7' });
    const nav = screen.getByRole('navigation', { name: 'Beheer' });
    expect(within(nav).getByRole('link', { name: 'Kandidaten' })).toHaveAttribute('aria-current', 'true');
    expect(within(nav).getByRole('link', { name: 'Opdrachten' })).not.toHaveAttribute('aria-current');
  });
});
