import { findRoute, isOpenRoute, loginPathWithReturn, routes, toPath } from '.';

describe('findRoute', () => {
  it('prefers a static segment over a parameter', () => {
    expect(findRoute('/login/email')).toBe(routes.loginEmail);
    expect(findRoute('/login/abc123')).toBe(routes.loginToken);
    expect(findRoute('/opdrachten/reageren')).toBe(routes.corporateLanding);
    expect(findRoute('/opdrachten/42')).toBe(routes.vacancyDetail);
    expect(findRoute('/opdrachten/reageren/login')).toBe(routes.corporateLogin);
    expect(findRoute('/opdrachten/42/reageren')).toBe(routes.vacancyApply);
  });

  it('ignores a trailing slash and finds the root', () => {
    expect(findRoute('/dashboard/')).toBe(routes.dashboard);
    expect(findRoute('/')).toBe(routes.home);
  });

  it('finds the profile completion steps', () => {
    expect(findRoute('/profiel/afronden/stap-3')).toBe(routes.profileCompletionStep);
  });

  it('returns undefined for an unknown path', () => {
    expect(findRoute('/bestaat-niet')).toBeUndefined();
    expect(findRoute('/opdrachten/1/2/3')).toBeUndefined();
  });
});

describe('access classes (spec section 2)', () => {
  it.each([
    '/',
    '/opdrachtgevers',
    '/opdrachtgevers/aanmelden',
    '/login',
    '/login/abc123',
    '/login/email',
    '/login/email/verlopen',
    '/aanmelden',
    '/aanmelden/start',
    '/aanmelden/voltooi',
    '/aanmelden/email',
    '/aanmelden/email/inloggen',
    '/opdrachten/12/aanmelden',
    '/opdrachten/reageren/login',
    '/opdrachten/reageren/aanmelden',
    '/zoekopdrachten/afmelden',
  ])('%s is public', (path) => {
    expect(findRoute(path)?.access).toBe('public');
  });

  it.each(['/opdrachten', '/opdrachten/12', '/opdrachten/reageren', '/opdrachten/reageren/succes'])(
    '%s is semi-public',
    (path) => {
      expect(findRoute(path)?.access).toBe('semi-public');
    },
  );

  it.each([
    '/dashboard',
    '/profiel',
    '/profiel/voorkeuren',
    '/profiel/gegevens',
    '/profiel/persoonsgegevens-beheren',
    '/profiel/ervaring',
    '/profiel/afronden',
    '/profiel/afronden/stap-6',
    '/profiel/zoekopdrachten',
    '/mijn-reacties',
    '/mijn-opgeslagen-opdrachten',
    '/opdrachten/12/reageren',
    '/opdrachten/reageren/versturen',
  ])('%s is private', (path) => {
    expect(findRoute(path)?.access).toBe('private');
    expect(isOpenRoute(path)).toBe(false);
  });

  it.each([
    '/beheer',
    '/beheer/opdrachten',
    '/beheer/opdrachten/nieuw',
    '/beheer/opdrachten/12',
    '/beheer/reacties',
    '/beheer/reacties/12',
    '/beheer/aanvragen',
    '/beheer/kandidaten',
    '/beheer/kandidaten/12',
    '/beheer/opdrachten/12/bord',
    '/beheer/privacyverzoeken',
    '/beheer/versies',
    '/beheer/logboek',
    '/beheer/sjablonen',
  ])('%s is for staff and needs a login', (path) => {
    expect(findRoute(path)?.access).toBe('staff');
    expect(isOpenRoute(path)).toBe(false);
  });

  it('tells the new vacancy form from an edited one', () => {
    expect(findRoute('/beheer/opdrachten/nieuw')).toBe(routes.backofficeVacancyNew);
    expect(findRoute('/beheer/opdrachten/12')).toBe(routes.backofficeVacancy);
    expect(findRoute('/beheer/opdrachten/12/bord')).toBe(routes.backofficeVacancyBoard);
  });

  it('treats public, semi-public and unknown paths as open', () => {
    expect(isOpenRoute('/login')).toBe(true);
    expect(isOpenRoute('/opdrachten/12')).toBe(true);
    expect(isOpenRoute('/bestaat-niet')).toBe(true);
  });

  it('gives the corporate flow the reduced chrome', () => {
    expect(findRoute('/opdrachten/reageren/versturen')?.chrome).toBe('reduced');
    expect(findRoute('/opdrachten/12')?.chrome).toBe('full');
  });
});

describe('paths', () => {
  it('fills parameters, encoded', () => {
    expect(toPath(routes.vacancyDetail.path, { id: 7 })).toBe('/opdrachten/7');
    expect(toPath(routes.loginToken.path, { token: 'a/b' })).toBe('/login/a%2Fb');
  });

  it('throws for a missing parameter', () => {
    expect(() => toPath(routes.vacancyDetail.path)).toThrow('Missing route parameter id for /opdrachten/:id');
  });

  it('builds the login path with a return path', () => {
    expect(loginPathWithReturn('/opdrachten/7/reageren?bron=mail')).toBe(
      '/login?returnTo=%2Fopdrachten%2F7%2Freageren%3Fbron%3Dmail',
    );
  });
});
