import { useStaffRole } from '../../session/use-staff-role';
import { NavLink, type NavLinkProps } from './nav-link';
import { backofficeLink } from './navigation-items';

/** Props of {@link StaffNavItem}: the link's style and click handler. */
export type StaffNavItemProps = Omit<NavLinkProps, 'to' | 'children'>;

/**
 * The header's 'Beheer' list item, rendered for staff only (issue 15); for
 * anyone else nothing. Loaded lazily by the header for logged-in users only,
 * so a visitor's first load does not carry the role check.
 */
export function StaffNavItem(props: StaffNavItemProps) {
  const { role } = useStaffRole();
  if (role !== 'staff') return null;
  return (
    <li>
      <NavLink to={backofficeLink.to} {...props}>
        {backofficeLink.label}
      </NavLink>
    </li>
  );
}
