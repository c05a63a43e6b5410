import { useMemo } from 'react';
import { useEducationLevels, useMeIfLoggedIn } from '@interim/shared/api';
import { dutchToday } from '@interim/shared/format';
import { matchProfile, type MatchInput, type ProfileMatch } from '@interim/shared/match';

/**
 * How the logged-in freelancer's profile meets `vacancy` ("Past ik hierbij?",
 * issue 19), from the page's cached profile and education levels: undefined
 * for visitors and staff (who fetch nothing for it) and while those load.
 */
export function useProfileMatch(vacancy: MatchInput['vacancy']): ProfileMatch | undefined {
  const { data: me } = useMeIfLoggedIn();
  const isFreelancer = me?.role === 'employee';
  const { data: educationLevels } = useEducationLevels(isFreelancer);
  return useMemo(
    () => (me && isFreelancer && educationLevels ? matchProfile({ employee: me, vacancy, educationLevels, today: dutchToday() }) : undefined),
    [me, isFreelancer, vacancy, educationLevels],
  );
}
