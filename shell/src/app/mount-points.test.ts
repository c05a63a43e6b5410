import { routes } from '@interim/shared/config';
import { findMountPoint, mountPoints } from './mount-points';

describe('mount points', () => {
  it.each([
    ['/login', 'mf_auth'],
    ['/login/email/verlopen', 'mf_auth'],
    ['/aanmelden/start', 'mf_auth'],
    ['/dashboard', 'mf_profile'],
    ['/profiel/afronden/stap-3', 'mf_profile'],
    ['/opdrachten', 'mf_vacancies'],
    ['/opdrachten/12', 'mf_vacancies'],
    ['/opdrachten/12/reageren', 'mf_vacancies'],
    ['/opdrachten/reageren', 'mf_corporate'],
    ['/opdrachten/reageren/succes', 'mf_corporate'],
    ['/mijn-reacties', 'mf_vacancies'],
    ['/mijn-opgeslagen-opdrachten', 'mf_vacancies'],
  ])('%s is served by %s', (path, remote) => {
    expect(findMountPoint(path)?.remote).toBe(remote);
  });

  it.each(['/', '/opdrachtgevers', '/opdrachtgevers/aanmelden', '/opdrachtgevers/aanmelden/bevestigen/abc', '/404', '/loginx', '/profielen'])(
    '%s belongs to the shell',
    (path) => {
      expect(findMountPoint(path)).toBeUndefined();
    },
  );

  it('every route of the spec is owned by the shell or by exactly one mount point', () => {
    const shellOwned = new Set(['/', '/opdrachtgevers', '/opdrachtgevers/aanmelden', '/opdrachtgevers/aanmelden/bevestigen/:token', '/404', '/500']);
    for (const route of Object.values(routes)) {
      const example = route.path.replace(/:(\w+)/g, 'x1');
      expect(shellOwned.has(route.path) || findMountPoint(example) !== undefined).toBe(true);
    }
    expect(new Set(mountPoints.map((m) => m.prefix)).size).toBe(mountPoints.length);
  });
});
