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

/**
 * The one domain of the brand: the product, its mails (noreply@, feedback@)
 * and the staffing company's own site are all Interimly (issue 17: the footer
 * and the corporate chrome linked to other companies' sites).
 */
export const BRAND_DOMAIN = 'interimly.nl';


const site = `https://www.${BRAND_DOMAIN}`;

/** Default brand; every value can be overridden at start through `window.__INTERIM_BRAND__`. */
export const defaultBrand: Brand = {
  siteName: 'Interimly',
  productName: 'Interimly',
  feedbackEmail: `feedback@${BRAND_DOMAIN}`,
  corporateSiteUrl: site,
  timesheetPortalUrl: `https://uren.${BRAND_DOMAIN}`,
  footerLinks: [
    { label: 'Over ons', href: `${site}/over-ons` },
    { label: 'Werken bij', href: `${site}/werken-bij` },
    { label: 'Inzichten', href: `${site}/inzichten` },
    { label: 'Contact', href: `${site}/contact` },
    // Spec section 2's "sister HR site": the brand's own HR pages, not another company.
    { label: 'HR-advies', href: `${site}/hr-advies` },
    { label: 'Algemene voorwaarden', href: `${site}/algemene-voorwaarden.pdf` },
    { label: 'Disclaimer', href: `${site}/disclaimer` },
    { label: 'Privacy', href: `${site}/privacy` },
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

let serverSiteOrigin: string | undefined;

/**
 * The site's origin (`https://www.interimly.nl`) for links shown on a page:
 * the browser's own, or on the server (ADR 0004) the public URL the server
 * render was configured with ({@link configureServerSiteOrigin}).
 */
export function siteOrigin(): string {
  if (typeof window !== 'undefined') return window.location.origin;
  return serverSiteOrigin ?? '';
}

/** Sets the origin {@link siteOrigin} answers outside a browser (the server render). */
export function configureServerSiteOrigin(origin: string): void {
  serverSiteOrigin = origin.replace(/\/+$/, '');
}
