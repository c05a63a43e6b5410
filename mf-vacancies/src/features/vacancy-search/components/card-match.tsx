import type { VacancyListItem } from '@interim/shared/contract';
import { Badge, VisuallyHidden } from '@interim/shared/ui';
import { useProfileMatch } from '../../shared/use-profile-match';

/** Props of {@link CardMatch}. */
export interface CardMatchProps {
  vacancy: VacancyListItem;
}

/**
 * The small "Past ik hierbij?" of a search card (issue 19, section 2): for a
 * logged-in freelancer, "Past bij je profiel" when every requirement is met,
 * else "Past bij 5 van 6 punten", read out as the whole sentence; nothing
 * while the profile says nothing about any of them. The profile and the
 * education levels are the page's cached answers (one request each, not one
 * per card); visitors and staff fetch nothing and see nothing. Informs only.
 */
export function CardMatch({ vacancy }: CardMatchProps) {
  const match = useProfileMatch(vacancy);
  // A profile that says nothing yet gets no "0/6" on every card (issue 32 item 5): the detail page invites instead.
  if (!match || match.total === 0 || match.known === 0) return null;
  const all = match.met === match.total;
  return (
    <Badge colorPalette={all ? 'green' : 'gray'} variant={all ? 'subtle' : 'outline'} data-testid="card-match">
      <span aria-hidden="true">{all ? '✓ Past bij je profiel' : `Past bij ${match.met} van ${match.total} punten`}</span>
      <VisuallyHidden>{all ? `Past bij je profiel: je voldoet aan alle ${match.total} punten` : `${match.summary} van je profiel`}</VisuallyHidden>
    </Badge>
  );
}
