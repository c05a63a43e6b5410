import { forwardRef } from 'react';
import { Link as ReactRouterLink, type To } from '@interim/shared/routing';
import { Link, type LinkProps } from '@chakra-ui/react/link';
import { Button, type ButtonProps } from '@chakra-ui/react/button';

/** Props of {@link RouterLink}. */
export interface RouterLinkProps extends Omit<LinkProps, 'href' | 'asChild'> {
  /** Path inside the site (client-side navigation). */
  to: To;
  /** Replace the current history entry instead of pushing one. */
  replace?: boolean;
}

/**
 * A Chakra-styled link that navigates inside the site with React Router
 * (no full page load). For other sites use `Link` with `href`.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink(
  { to, replace, children, ...rest },
  ref,
) {
  return (
    <Link asChild {...rest}>
      <ReactRouterLink ref={ref} to={to} replace={replace}>
        {children}
      </ReactRouterLink>
    </Link>
  );
});

/** Props of {@link ButtonLink}. */
export interface ButtonLinkProps extends Omit<ButtonProps, 'asChild'> {
  /** Path inside the site (client-side navigation). */
  to: To;
}

/** A link inside the site that looks like a button (a call to action). */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink({ to, children, ...rest }, ref) {
  return (
    <Button asChild {...rest}>
      <ReactRouterLink ref={ref} to={to}>
        {children}
      </ReactRouterLink>
    </Button>
  );
});
