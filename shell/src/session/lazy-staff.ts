import { lazy } from 'react';

// One chunk for the staff guard and the header's role item (Beheer, Portaal), loaded when a
// logged-in user's header renders or a staff route is visited.
const loadStaff = () => import('./staff');

/** {@link import('./staff').StaffOnly}, loaded on first render. */
export const LazyStaffOnly = lazy(() => loadStaff().then((m) => ({ default: m.StaffOnly })));

/** {@link import('./staff').RoleNavItem} (Beheer for staff, Portaal for clients), loaded on first render. */
export const LazyRoleNavItem = lazy(() => loadStaff().then((m) => ({ default: m.RoleNavItem })));

/** {@link import('./staff').FreelancerOnly}, loaded on first render (wrap it in a Suspense whose fallback is the same children). */
export const LazyFreelancerOnly = lazy(() => loadStaff().then((m) => ({ default: m.FreelancerOnly })));
