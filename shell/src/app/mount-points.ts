/**
 * Which remote serves which part of the site: one readable table of mount
 * points (path prefix -> remote). The most specific prefix wins, so
 * /opdrachten/reageren goes to the corporate flow, the rest of /opdrachten to
 * vacancies.
 */
export const mountPoints = [
  { prefix: '/login', remote: 'mf_auth' },
  { prefix: '/aanmelden', remote: 'mf_auth' },
  { prefix: '/dashboard', remote: 'mf_profile' },
  { prefix: '/profiel', remote: 'mf_profile' },
  { prefix: '/opdrachten/reageren', remote: 'mf_corporate' },
  { prefix: '/opdrachten', remote: 'mf_vacancies' },
  { prefix: '/mijn-reacties', remote: 'mf_vacancies' },
  { prefix: '/mijn-opgeslagen-opdrachten', remote: 'mf_vacancies' },
] as const;

/** A federation container name of a remote. */
export type RemoteName = (typeof mountPoints)[number]['remote'];

/** The mount point a pathname falls under, or undefined for shell-owned paths. */
export function findMountPoint(pathname: string) {
  return [...mountPoints]
    .sort((a, b) => b.prefix.length - a.prefix.length)
    .find(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
