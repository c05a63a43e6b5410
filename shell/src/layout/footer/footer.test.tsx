import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultBrand } from '@interim/shared/config';
import { renderWithProviders } from '@interim/shared/testing';
import { Footer } from './footer';

describe('Footer', () => {
  it('links to every external brand page in a new tab, safely', () => {
    renderWithProviders(<Footer />);
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(defaultBrand.footerLinks.map((link) => link.href));
    for (const [i, link] of links.entries()) {
      expect(link).toHaveAccessibleName(`${defaultBrand.footerLinks[i]!.label} (opent in een nieuw tabblad)`);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // Spec section 2: about, work at, insights, contact, sister HR site, terms (PDF), disclaimer, privacy.
    expect(links).toHaveLength(8);
    expect(links.some((link) => link.getAttribute('href')?.endsWith('.pdf'))).toBe(true);
  });

  // Issue 17: the footer linked to interimbureau.nl and hr-partners.nl while the product and its mails are Interimly.
  it('links only to the one brand site, www.interimly.nl, and names the brand', () => {
    renderWithProviders(<Footer />);
    const footer = screen.getByRole('contentinfo');
    const external = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')!)
      .filter((href) => /^https?:/.test(href));
    expect(external).toHaveLength(8);
    expect(external.map((href) => new URL(href).hostname)).toEqual(Array(8).fill('www.interimly.nl'));
    expect(within(footer).getAllByText(/Interimly/).length).toBeGreaterThan(0);
  });

  it('credits GeoNames for the places of distance search, as its licence (CC BY 4.0) asks', () => {
    renderWithProviders(<Footer />);
    expect(within(screen.getByRole('contentinfo')).getByText('Plaatsen en coördinaten: GeoNames (geonames.org), licentie CC BY 4.0.')).toBeInTheDocument();
  });

  it("has the internal link 'Opdracht aanmelden' to the client register", async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<Footer />);
    const link = screen.getByRole('link', { name: 'Opdracht aanmelden' });
    expect(link).toHaveAttribute('href', '/opdrachtgevers/aanmelden');
    expect(link).not.toHaveAttribute('target');
    await user.click(link);
    expect(view.currentLocation().pathname).toBe('/opdrachtgevers/aanmelden');
  });

  it('is the page footer landmark', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
