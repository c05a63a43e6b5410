import { forwardRef, type ReactNode } from 'react';
import { NavLink as RouterNavLink } from '@interim/shared/routing';
import { Link, type LinkProps } from '@interim/shared/ui';
import { preloadRemoteFor } from '../../remotes/remote-registry';

/** Props of {@link NavLink}. */
export interface NavLinkProps extends Omit<LinkProps, 'href' | 'asChild'> {
  to: string;
  children: ReactNode;
}

/**
 * A header link: client-side navigation, `aria-current="page"` on the current
 * page, and the remote behind the path starts loading on hover or focus.
 */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, children, ...rest }, ref) {
  const preload = () => preloadRemoteFor(to);
  return (
    <Link asChild {...rest}>
      <RouterNavLink ref={ref} to={to} end={to === '/'} onMouseEnter={preload} onFocus={preload}>
        {children}
      </RouterNavLink>
    </Link>
  );
});
