import type { Vacancy } from '@interim/shared/contract';
import type { MatchStatus } from '@interim/shared/match';
import { routes } from '@interim/shared/config';
import { Box, Heading, RouterLink, Text, chakra } from '@interim/shared/ui';
import { useProfileMatch } from '../shared/use-profile-match';

const STATUS_TEXT: Record<MatchStatus, string> = { met: 'Voldoet', unmet: 'Voldoet niet', unknown: 'Onbekend' };
const STATUS_MARK: Record<MatchStatus, string> = { met: '✓', unmet: '✗', unknown: '?' };

/** Props of {@link ProfileMatchPanel}. */
export interface ProfileMatchPanelProps {
  vacancy: Vacancy;
  /** Heading level of the panel's title: 2 beside the detail page's h1. */
  headingLevel?: 2 | 3;
}

/**
 * "Past ik hierbij?": for a logged-in freelancer, how the profile meets the
 * opdracht's requirements point by point, each not-met point with a link to
 * where the profile says it. Shown beside the opdracht and on the apply
 * page; it informs and never blocks applying. Nothing for visitors and
 * staff, and nothing while the profile or the levels are still loading.
 */
export function ProfileMatchPanel({ vacancy, headingLevel = 2 }: ProfileMatchPanelProps) {
  const match = useProfileMatch(vacancy);
  if (!match) return null;
  const headingId = `profile-match-${vacancy.id}`;
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="l3" p="5">
      <Heading as={headingLevel === 2 ? 'h2' : 'h3'} size="md" id={headingId}>
        Past ik hierbij?
      </Heading>
      <Text fontWeight="semibold" mt="1" mb="3">
        {match.summary}
      </Text>
      {/* A profile that says nothing yet gets the invitation and one link, not a list of unknowns (issue 32 item 5). */}
      {match.known === 0 ? (
        <RouterLink to={routes.profilePreferences.path}>Vul je voorkeuren in</RouterLink>
      ) : (
        <chakra.ul listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="3">
          {match.points.map((item) => (
            <chakra.li key={item.key} display="grid" gridTemplateColumns="1.5rem 1fr" gap="1">
              <Text as="span" aria-hidden="true" fontWeight="bold" color={item.status === 'met' ? 'fg.success' : item.status === 'unmet' ? 'fg.error' : 'fg.muted'}>
                {STATUS_MARK[item.status]}
              </Text>
              <Box>
                <Text fontWeight="medium">
                  {item.label}: <chakra.span fontWeight="normal">{STATUS_TEXT[item.status]}</chakra.span>
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {item.detail}
                </Text>
                {item.status === 'met' ? null : (
                  <RouterLink to={item.fixPath} fontSize="sm">
                    {`${item.label} aanpassen in je profiel`}
                  </RouterLink>
                )}
              </Box>
            </chakra.li>
          ))}
        </chakra.ul>
      )}
    </Box>
  );
}
