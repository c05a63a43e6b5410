import { useId } from 'react';
import { useStaffApplications } from '@interim/shared/api/backoffice-applications';
import { routes, toPath } from '@interim/shared/config';
import { ANONYMOUS_CLIENT_NAME } from '@interim/shared/contract/labels';
import { formatDutchDate } from '@interim/shared/format';
import { Box, ErrorPanel, Heading, HStack, RouterLink, Skeleton, Stack, Text, chakra } from '@interim/shared/ui';
import { ApplicationStatusBadge } from '@interim/shared/views';
import { ProposalBadge } from '../../shared/proposal-notice';

/** How many of a candidate's reacties the page shows. */
const SHOWN = 50;

/** A candidate's reacties, newest first, each a link to its page in the back office. */
export function CandidateApplications({ employeeId }: { employeeId: number }) {
  const headingId = useId();
  const { data, error, isLoading, mutate } = useStaffApplications({ filter: { employeeId }, range: [0, SHOWN - 1] });
  let content;
  if (error && !data) {
    content = <ErrorPanel title="Reacties laden is niet gelukt" message={error.message} onRetry={() => void mutate()} />;
  } else if (isLoading || !data) {
    content = (
      <Stack gap="2" role="status" aria-label="Reacties laden">
        <Skeleton height="4" width="70%" />
        <Skeleton height="4" width="50%" />
      </Stack>
    );
  } else if (data.total === 0) {
    content = <Text color="fg.muted">Deze kandidaat heeft nog niet gereageerd.</Text>;
  } else {
    content = (
      <>
        <chakra.ul listStyleType="none" aria-labelledby={headingId}>
          {data.items.map((application) => (
            <chakra.li key={application.id} py="2" borderBottomWidth="1px">
              <HStack justify="space-between" gap="3" wrap="wrap">
                <Box>
                  <RouterLink to={toPath(routes.backofficeApplication.path, { id: application.id })}>{application.vacancy.title}</RouterLink>
                  <Text fontSize="sm" color="fg.muted">
                    {application.vacancy.clientName ?? ANONYMOUS_CLIENT_NAME} · gereageerd op {formatDutchDate(application.createdAt)}
                  </Text>
                </Box>
                <HStack gap="2">
                  <ProposalBadge proposal={application.proposal} />
                  <ApplicationStatusBadge status={application.status} />
                </HStack>
              </HStack>
            </chakra.li>
          ))}
        </chakra.ul>
        {data.total > data.items.length ? (
          <Text fontSize="sm" mt="2">
            De {data.items.length} nieuwste van {data.total} reacties.
          </Text>
        ) : null}
      </>
    );
  }
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="l3" p="5">
      <Heading as="h2" size="md" mb="3" id={headingId}>
        Reacties
      </Heading>
      {content}
    </Box>
  );
}
