import remotesConfig from '../../../remotes.config.json';

/** A federation container name of a remote (remotes.config.json). */
export type RemoteName = string;

/** A URL prefix and the remote that serves it. */
export interface MountPoint {
  prefix: string;
  remote: RemoteName;
}

/**
 * Which remote serves which part of the site, from the one list of remotes
 * (remotes.config.json: each remote's `mounts`). The most specific prefix
 * wins, so /opdrachten/reageren goes to the corporate flow, the rest of
 * /opdrachten to vacancies.
 */
export const mountPoints: readonly MountPoint[] = remotesConfig.remotes.flatMap((remote) =>
  remote.mounts.map((prefix) => ({ prefix, remote: remote.name })),
);

const bySpecificity = [...mountPoints].sort((a, b) => b.prefix.length - a.prefix.length);

/** The mount point a pathname falls under, or undefined for shell-owned paths. */
export function findMountPoint(pathname: string): MountPoint | undefined {
  return bySpecificity.find(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
