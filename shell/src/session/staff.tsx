import type { ReactNode } from 'react';
import { ErrorPanel, PageSpinner } from '@interim/shared/ui';
import { NavLink, type NavLinkProps } from '../layout/header/nav-link';
import { backofficeLink, clientPortalLink } from '../layout/header/navigation-items';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { useStaffRole } from './use-staff-role';

// Everything here loads only for a logged-in user (lazy-staff.ts): a
// visitor's first load carries none of it.

const ROLE_UNKNOWN_TITLE = 'We konden je gegevens niet ophalen';
const ROLE_UNKNOWN_MESSAGE = 'Controleer je internetverbinding en probeer het opnieuw.';

/**
 * The guard of the access class `staff` for a logged-in user: staff see
 * `children` (the remote, loaded only then), anyone else the 404 page, the
 * same as an unknown URL, so the back office does not announce itself.
 */
export function StaffOnly({ children }: { children: ReactNode }) {
  const { role, retry } = useStaffRole();
  if (role === 'staff') return <>{children}</>;
  if (role === 'other' || role === 'client') return <NotFoundPage />;
  if (role === 'error') return <ErrorPanel title={ROLE_UNKNOWN_TITLE} message={ROLE_UNKNOWN_MESSAGE} onRetry={retry} />;
  return <PageSpinner />;
}

/**
 * Chrome that only makes sense to a freelancer (the saved-vacancies icon, the
 * dashboard and Mijn reacties links; issue 30 item 6): `children` for
 * everyone but staff and client contacts (issue 31). While the role is
 * unknown the children show, so a freelancer's header never shifts; staff
 * and clients see them go once their record is in.
 */
export function FreelancerOnly({ children }: { children: ReactNode }) {
  const { role } = useStaffRole();
  return role === 'staff' || role === 'client' ? null : <>{children}</>;
}

/** Props of {@link RoleNavItem}: the link's style and click handler. */
export type RoleNavItemProps = Omit<NavLinkProps, 'to' | 'children'>;

/**
 * The header's link of a role: 'Beheer' for staff (issue 15), 'Portaal' for
 * a client contact (issue 31, whose chrome has no freelancer links); for
 * anyone else nothing.
 */
export function RoleNavItem(props: RoleNavItemProps) {
  const { role } = useStaffRole();
  const link = role === 'staff' ? backofficeLink : role === 'client' ? clientPortalLink : undefined;
  if (!link) return null;
  return (
    <li>
      <NavLink to={link.to} {...props}>
        {link.label}
      </NavLink>
    </li>
  );
}
