import { screen, within } from '@testing-library/react';
import { defaultBrand } from '@interim/shared/config';
import { renderWithProviders } from '@interim/shared/testing';
import { ReducedFooter } from './reduced-footer';
import { ReducedHeader, displayHost } from './reduced-header';

describe('reduced chrome of the corporate flows', () => {
  it('header: the logo and a link back to the corporate site, no navigation', () => {
    renderWithProviders(<ReducedHeader />);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Interimly, naar de homepage' })).toHaveAttribute('href', '/');
    // Issue 17: one brand, one site (was 'Terug naar interimbureau.nl').
    expect(within(header).getByRole('link', { name: 'Terug naar interimly.nl' })).toHaveAttribute('href', 'https://www.interimly.nl');
    expect(defaultBrand.corporateSiteUrl).toBe('https://www.interimly.nl');
    expect(within(header).getAllByRole('link')).toHaveLength(2);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('footer: only the privacy, terms and disclaimer links, on the brand site', () => {
    renderWithProviders(<ReducedFooter />);
    const footer = screen.getByRole('contentinfo');
    for (const link of within(footer).getAllByRole('link')) expect(new URL(link.getAttribute('href')!).hostname).toBe('www.interimly.nl');
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Algemene voorwaarden', 'Disclaimer', 'Privacy']);
  });

  it('writes a URL as its host name', () => {
    expect(displayHost('https://www.interimly.nl/vacatures')).toBe('interimly.nl');
    expect(displayHost('niet een url')).toBe('niet een url');
  });
});
