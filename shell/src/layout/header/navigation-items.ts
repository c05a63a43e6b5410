import { routes, type Brand } from '@interim/shared/config';

/** A link of the header (desktop and mobile). */
export interface NavigationLink {
  label: string;
  /** Path inside the site. */
  to: string;
  /** Freelancer chrome that staff do not see (issue 30 item 6). */
  freelancerOnly?: boolean;
}

/** Header links for a logged-out visitor (spec section 2), in this order. */
export const loggedOutLinks: readonly NavigationLink[] = [
  { label: "Zzp'er", to: routes.home.path },
  { label: 'Opdrachtgever', to: routes.clients.path },
  { label: 'Inloggen', to: routes.login.path },
  { label: 'Registreren', to: routes.register.path },
  { label: 'Alle opdrachten', to: routes.vacancies.path },
];

/** The link to every vacancy, shown to everyone. */
export const allVacanciesLink: NavigationLink = { label: 'Alle opdrachten', to: routes.vacancies.path };

/** The saved-vacancies link (an icon on desktop, a text item in the mobile menu); not for staff. */
export const savedVacanciesLink: NavigationLink = { label: 'Opgeslagen opdrachten', to: routes.savedVacancies.path, freelancerOnly: true };

/** The back office (issue 15), shown to staff only. */
export const backofficeLink: NavigationLink = { label: 'Beheer', to: routes.backofficeVacancies.path };

/** The client portal (issue 31, docs/adr/0021), shown to client contacts only. */
export const clientPortalLink: NavigationLink = { label: 'Portaal', to: routes.clientPortal.path };

/**
 * The internal links of the 'Mijn {product}' menu, before Urenregistraties
 * and Uitloggen. Staff have no freelancer profile: they get none of them,
 * only Uitloggen (issue 30 item 6).
 */
export const accountLinks: readonly NavigationLink[] = [
  { label: 'Mijn profiel', to: routes.profile.path, freelancerOnly: true },
  { label: 'Dashboard', to: routes.dashboard.path, freelancerOnly: true },
  { label: 'Mijn reacties', to: routes.myApplications.path, freelancerOnly: true },
];

/** Label of the account menu: 'Mijn {product}'. */
export function accountMenuLabel(brand: Brand): string {
  return `Mijn ${brand.productName}`;
}

/** Label of the external hours-registration portal item. */
export const TIMESHEETS_LABEL = 'Urenregistraties';
/** Label of the logout item. */
export const LOGOUT_LABEL = 'Uitloggen';
