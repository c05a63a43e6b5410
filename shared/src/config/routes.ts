/**
 * Every route of the product specification (section 2), with its access class,
 * its chrome and its Dutch title. Remotes build their route objects from this
 * table and navigate across areas by these paths, never by importing another
 * remote; the shell's access guard and chrome read it too.
 */

/**
 * Who may see a route (spec section 2, "Access classes"). `staff` (issue 15,
 * the back office): a visitor goes to /login like `private`, a logged-in
 * user without the staff role gets the 404 page. `client` (issue 31, the
 * client portal, docs/adr/0021): a visitor goes to /login like `private`;
 * the API answers only a client contact, and the portal tells anyone else
 * it is for opdrachtgevers.
 */
export type AccessClass = 'public' | 'semi-public' | 'private' | 'staff' | 'client';
/** Which header and footer surround the page. */
export type Chrome = 'full' | 'reduced';

/**
 * When a server-rendered page's remote area hydrates in the browser (ADR
 * 0004, addendum of 2026-12-07; compare Astro's `client:load` and
 * `client:idle`); the routes that hydrate at once for every visitor are
 * named in the shell's `ROUTES_HYDRATED_ON_LOAD`
 * (shell/src/remotes/hydration-policy.ts). Never only on the visitor's intent: a page
 * must do its work without being touched.
 * - `load`: at once. Every route with an effect on arrival (a token or code
 *   in its URL, a login or registration step, the corporate flow) and every
 *   page a logged-in visitor opens.
 * - `idle`: once the browser is idle after the page has loaded, at most 2 s
 *   later; earlier on the visitor's first pointer move, touch or key. Open
 *   pages read by anonymous visitors.
 */
export type HydrationPolicy = 'load' | 'idle';

/** One route of the spec. */
export interface RouteDefinition {
  /** React Router path pattern. */
  path: string;
  access: AccessClass;
  chrome: Chrome;
  /** Dutch page heading / title part. */
  title: string;
}

const route = (path: string, access: AccessClass, title: string, chrome: Chrome = 'full'): RouteDefinition => ({
  path,
  access,
  chrome,
  title,
});

/** The route table. Keys are stable names used in code. */
export const routes = {
  home: route('/', 'public', 'Opdrachten voor zzp\'ers'),
  clients: route('/opdrachtgevers', 'public', 'Voor opdrachtgevers'),
  clientRegister: route('/opdrachtgevers/aanmelden', 'public', 'Opdracht aanmelden'),
  // Issue 42 item 2: the link mailed to a request's address confirms it on arrival (a shell page).
  clientRequestConfirm: route('/opdrachtgevers/aanmelden/bevestigen/:token', 'public', 'Opdracht bevestigen'),
  login: route('/login', 'public', 'Inloggen'),
  loginToken: route('/login/:token', 'public', 'Bezig met inloggen'),
  loginEmail: route('/login/email', 'public', 'Controleer je e-mail'),
  loginEmailExpired: route('/login/email/verlopen', 'public', 'Inloglink verlopen'),
  register: route('/aanmelden', 'public', 'Registreren'),
  registerStart: route('/aanmelden/start', 'public', 'Account aanmaken'),
  registerComplete: route('/aanmelden/voltooi', 'public', 'Welkom'),
  registerEmail: route('/aanmelden/email', 'public', 'Bevestig je e-mailadres'),
  registerEmailLogin: route('/aanmelden/email/inloggen', 'public', 'Je hebt al een account'),
  dashboard: route('/dashboard', 'private', 'Dashboard'),
  profile: route('/profiel', 'private', 'Mijn profiel'),
  profilePreferences: route('/profiel/voorkeuren', 'private', 'Voorkeuren'),
  profileDetails: route('/profiel/gegevens', 'private', 'Gegevens'),
  profileGdpr: route('/profiel/persoonsgegevens-beheren', 'private', 'Persoonsgegevens beheren'),
  profileExperience: route('/profiel/ervaring', 'private', 'Ervaring'),
  profileCompletion: route('/profiel/afronden', 'private', 'Profiel afronden'),
  profileCompletionStep: route('/profiel/afronden/:step', 'private', 'Profiel afronden'),
  profileSavedSearches: route('/profiel/zoekopdrachten', 'private', 'Bewaarde zoekopdrachten'),
  savedSearchUnsubscribe: route('/zoekopdrachten/afmelden', 'public', 'Afmelden voor zoekopdrachtmails'),
  myApplications: route('/mijn-reacties', 'private', 'Mijn reacties'),
  savedVacancies: route('/mijn-opgeslagen-opdrachten', 'private', 'Opgeslagen opdrachten'),
  vacancies: route('/opdrachten', 'semi-public', 'Alle opdrachten'),
  vacancyDetail: route('/opdrachten/:id', 'semi-public', 'Opdracht'),
  vacancyApply: route('/opdrachten/:id/reageren', 'private', 'Reageren op opdracht'),
  vacancyRegister: route('/opdrachten/:id/aanmelden', 'public', 'Aanmelden en reageren'),
  corporateLanding: route('/opdrachten/reageren', 'semi-public', 'Reageren op opdracht', 'reduced'),
  corporateLogin: route('/opdrachten/reageren/login', 'public', 'Inloggen', 'reduced'),
  corporateRegister: route('/opdrachten/reageren/aanmelden', 'public', 'Aanmelden', 'reduced'),
  corporateSend: route('/opdrachten/reageren/versturen', 'private', 'Reactie versturen', 'reduced'),
  corporateSuccess: route('/opdrachten/reageren/succes', 'semi-public', 'Reactie verstuurd', 'reduced'),
  // Issue 31: the client portal (remote mf-clients).
  clientPortal: route('/opdrachtgevers/portaal', 'client', 'Opdrachtgeversportaal'),
  clientPortalVacancy: route('/opdrachtgevers/portaal/opdrachten/:id', 'client', 'Voorgestelde kandidaten'),
  backoffice: route('/beheer', 'staff', 'Beheer'),
  backofficeVacancies: route('/beheer/opdrachten', 'staff', 'Opdrachten beheren'),
  backofficeVacancyNew: route('/beheer/opdrachten/nieuw', 'staff', 'Nieuwe opdracht'),
  backofficeVacancy: route('/beheer/opdrachten/:id', 'staff', 'Opdracht bewerken'),
  // The pipeline board of one opdracht (issue 30 item 4, ADR 0019).
  backofficeVacancyBoard: route('/beheer/opdrachten/:id/bord', 'staff', 'Bord van de opdracht'),
  backofficeApplications: route('/beheer/reacties', 'staff', 'Reacties'),
  backofficeApplication: route('/beheer/reacties/:id', 'staff', 'Reactie'),
  backofficeClientRequests: route('/beheer/aanvragen', 'staff', 'Aanvragen van opdrachtgevers'),
  backofficeCandidates: route('/beheer/kandidaten', 'staff', 'Kandidaten'),
  backofficeCandidate: route('/beheer/kandidaten/:id', 'staff', 'Kandidaat'),
  backofficeGdprRequests: route('/beheer/privacyverzoeken', 'staff', 'Privacyverzoeken'),
  backofficeReleases: route('/beheer/versies', 'staff', 'Versies'),
  // Issue 30 item 7: every staff action across records.
  backofficeAuditLog: route('/beheer/logboek', 'staff', 'Logboek'),
  // Issue 30 item 5: the texts of the status mails.
  backofficeMailTemplates: route('/beheer/sjablonen', 'staff', 'Mailsjablonen'),
  notFound: route('/404', 'public', 'Pagina niet gevonden'),
  serverError: route('/500', 'public', 'Er is iets misgegaan'),
} as const satisfies Record<string, RouteDefinition>;

/** Name of a route in the table. */
export type RouteName = keyof typeof routes;

/**
 * Fills a path pattern's parameters: `toPath('/opdrachten/:id', { id: 7 })`.
 * Throws when a parameter is missing, so a broken link fails loudly.
 */
export function toPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route parameter ${name} for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function matches(pattern: string, pathname: string): boolean {
  const p = segments(pattern);
  const s = segments(pathname);
  if (p.length !== s.length) return false;
  return p.every((part, i) => part.startsWith(':') || part === s[i]);
}

/** Static segments rank above parameters, so `/login/email` beats `/login/:token`. */
function specificity(pattern: string): number {
  return segments(pattern).reduce((score, part) => score * 2 + (part.startsWith(':') ? 0 : 1), 1);
}

const byPatternSpecificity = Object.values(routes as Record<string, RouteDefinition>).sort(
  (a, b) => segments(b.path).length - segments(a.path).length || specificity(b.path) - specificity(a.path),
);

/**
 * Every route in the order {@link findRoute} tries them: the first whose
 * pattern matches a pathname is its route. The shell's prerender writes this
 * order into `pages.json`, so the server picks a page exactly as the client does.
 */
export function routesInMatchOrder(): RouteDefinition[] {
  return [...byPatternSpecificity];
}

/** The spec route a pathname belongs to, or undefined when none (a 404). */
export function findRoute(pathname: string): RouteDefinition | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPatternSpecificity.find((r) => matches(r.path, clean));
}

/**
 * Public and semi-public routes: a failed refresh does not send their
 * visitors to /login. Private and staff routes are not open: a visitor goes
 * to /login first.
 */
export function isOpenRoute(pathname: string): boolean {
  const found = findRoute(pathname);
  return found ? found.access === 'public' || found.access === 'semi-public' : true;
}

/** Builds `/login?returnTo=...` so a visitor comes back after logging in. */
export function loginPathWithReturn(returnTo: string): string {
  return `${routes.login.path}?returnTo=${encodeURIComponent(returnTo)}`;
}
