import { useSWRConfig } from 'swr';
import { routes } from '@interim/shared/config';
import { useSearchParams } from '@interim/shared/routing';
import { Container, EmptyState, ErrorPanel, Heading, PageSpinner, PageTitle, Pagination, Stack, Text } from '@interim/shared/ui';
import { ApplicationCard } from '../features/my-applications/components/application-card';
import { APPLICATIONS_PAGE_SIZE, applicationsPageOf, applicationsRange } from '../features/my-applications/applications-page';
import { isListKey, keyIsUnder, useMyApplications, withdrawApplication } from '@interim/shared/api';
import { useClientInvitations } from '@interim/shared/api/client-portal';
import { ClientInvitationNotice } from '../features/my-applications/components/client-invitation-notice';

/** My applications (`/mijn-reacties`, private): newest first, Dutch status, timeline, withdraw while open. */
export function MyApplicationsPage() {
  const [params, setParams] = useSearchParams();
  const page = applicationsPageOf(params);
  // Loading means no data: SWR's isLoading is also true while it revalidates the server render's data.
  const { data, error, mutate } = useMyApplications(applicationsRange(page));
  const { mutate: mutateAll } = useSWRConfig();
  // Clients' invitations for an interview (issue 31), shown under their reactie.
  const invitations = useClientInvitations();

  const withdraw = async (id: number) => {
    const changed = await withdrawApplication(id);
    await mutate((current) => current && { ...current, items: current.items.map((a) => (a.id === id ? changed : a)) }, { revalidate: false });
    // Every other answer about applications (a vacancy's own reactie, the dashboard) is fetched again.
    void mutateAll((key) => keyIsUnder(key, '/applications') && !isListKey(key));
  };

  let content;
  if (error && !data) content = <ErrorPanel message={error.message} onRetry={() => void mutate()} />;
  else if (!data) content = <PageSpinner label="Je reacties laden" />;
  else if (data.items.length === 0 && page === 1) {
    content = (
      <EmptyState
        heading="Nog geen reacties"
        text="Je hebt nog niet op een opdracht gereageerd. Zoek een opdracht die bij je past en reageer direct."
        buttonLabel="Bekijk alle opdrachten"
        buttonHref={routes.vacancies.path}
      />
    );
  } else {
    content = (
      <>
        <Text mb="4" color="fg.muted">
          {data.total === 1 ? '1 reactie' : `${data.total} reacties`}, nieuwste eerst
        </Text>
        <Stack as="ol" listStyleType="none" gap="4">
          {data.items.map((application) => (
            <li key={application.id}>
              <ApplicationCard application={application} onWithdraw={withdraw} />
              {invitations.data
                ?.filter((invitation) => invitation.applicationId === application.id)
                .map((invitation) => <ClientInvitationNotice key={invitation.applicationId} invitation={invitation} />)}
            </li>
          ))}
        </Stack>
        <Pagination
          page={page}
          pageCount={Math.max(1, Math.ceil(data.total / APPLICATIONS_PAGE_SIZE))}
          onPage={(next) => setParams(next > 1 ? { pagina: String(next) } : {})}
          label="Pagina's met reacties"
        />
      </>
    );
  }

  return (
    <Container maxW="4xl" py={{ base: '6', lg: '10' }}>
      <PageTitle title={routes.myApplications.title} />
      <Heading as="h1" size={{ base: '2xl', lg: '3xl' }} mb="5">
        {routes.myApplications.title}
      </Heading>
      {content}
    </Container>
  );
}
