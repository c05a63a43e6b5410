import { useMemo } from 'react';
import { useEducationLevels, useMeIfLoggedIn } from '@interim/shared/api';
import type { VacancyListItem } from '@interim/shared/contract';
import { dutchToday } from '@interim/shared/format';
import { matchProfile } from '@interim/shared/match';
import { Badge, VisuallyHidden } from '@interim/shared/ui';

/** Props of {@link CardMatch}. */
export interface CardMatchProps {
  vacancy: VacancyListItem;
}

/**
 * The small "Past ik hierbij?" of a search card (issue 19, section 2): for a
 * logged-in freelancer, "Past bij je profiel" when every requirement is met,
 * else "5/6 punten", read out as the whole sentence. The profile and the
 * education levels are the page's cached answers (one request each, not one
 * per card); visitors and staff fetch nothing and see nothing. Informs only.
 */
export function CardMatch({ vacancy }: CardMatchProps) {
  const { data: me } = useMeIfLoggedIn();
  const isFreelancer = me?.role === 'employee';
  const { data: educationLevels } = useEducationLevels(isFreelancer);
  const match = useMemo(
    () => (me && isFreelancer && educationLevels ? matchProfile({ employee: me, vacancy, educationLevels, today: dutchToday() }) : undefined),
    [me, isFreelancer, vacancy, educationLevels],
  );
  if (!match || match.total === 0) return null;
  const all = match.met === match.total;
  return (
    <Badge colorPalette={all ? 'green' : 'gray'} variant={all ? 'subtle' : 'outline'} data-testid="card-match">
      <span aria-hidden="true">{all ? '✓ Past bij je profiel' : `${match.met}/${match.total} punten`}</span>
      <VisuallyHidden>{all ? `Past bij je profiel: je voldoet aan alle ${match.total} punten` : `${match.summary} van je profiel`}</VisuallyHidden>
    </Badge>
  );
}
