import { Suspense, type ReactNode } from 'react';
import { LazyFreelancerOnly } from './lazy-staff';

/**
 * Wraps header chrome meant for freelancers only (issue 30 item 6): staff do
 * not see it. It renders at once (the fallback is the chrome itself) and is
 * removed for staff once the role check's chunk and the own record are in,
 * so a freelancer's header renders as before, with no shift.
 */
export function FreelancerChrome({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <LazyFreelancerOnly>{children}</LazyFreelancerOnly>
    </Suspense>
  );
}
