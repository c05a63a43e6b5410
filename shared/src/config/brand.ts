/**
 * Brand configuration: the one place that names the site, the product and the
 * external destinations. Spec section 1 ("{site} - compagnon voor interim") and
 * section 2 (header and footer links).
 */
export interface Brand {
  /** Name of the site, used in the page title. */
  siteName: string;
  /** Product name, used in the menu label 'Mijn {product}'. */
  productName: string;
  /** Address that the WIP banner invites feedback at. */
  feedbackEmail: string;
  /** The staffing company's corporate website (reduced chrome links back to it). */
  corporateSiteUrl: string;
  /** External hours-registration portal (menu item 'Urenregistraties'). */
  timesheetPortalUrl: string;
  /** Footer links to external pages. */
  footerLinks: ReadonlyArray<{ label: string; href: string }>;
}

/** Default brand; every value can be overridden at start through `window.__INTERIM_BRAND__`. */
export const defaultBrand: Brand = {
  siteName: 'Interimly',
  productName: 'Interimly',
  feedbackEmail: 'feedback@interimly.nl',
  corporateSiteUrl: 'https://www.interimbureau.nl',
  timesheetPortalUrl: 'https://uren.interimbureau.nl',
  footerLinks: [
    { label: 'Over ons', href: 'https://www.interimbureau.nl/over-ons' },
    { label: 'Werken bij', href: 'https://www.interimbureau.nl/werken-bij' },
    { label: 'Inzichten', href: 'https://www.interimbureau.nl/inzichten' },
    { label: 'Contact', href: 'https://www.interimbureau.nl/contact' },
    { label: 'HR-advies', href: 'https://www.hr-partners.nl' },
    { label: 'Algemene voorwaarden', href: 'https://www.interimbureau.nl/algemene-voorwaarden.pdf' },
    { label: 'Disclaimer', href: 'https://www.interimbureau.nl/disclaimer' },
    { label: 'Privacy', href: 'https://www.interimbureau.nl/privacy' },
  ],
};

declare global {
  interface Window {
    __INTERIM_BRAND__?: Partial<Brand>;
  }
}

/** The brand in force: defaults merged with what the hosting page configured. */
export function getBrand(): Brand {
  const override = typeof window === 'undefined' ? undefined : window.__INTERIM_BRAND__;
  return { ...defaultBrand, ...override };
}

/** Page title of spec section 1: '{site} - compagnon voor interim'. */
export function siteTitle(brand: Brand = getBrand()): string {
  return `${brand.siteName} - compagnon voor interim`;
}
