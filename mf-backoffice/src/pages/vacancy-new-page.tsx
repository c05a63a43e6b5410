import { useMemo } from 'react';
import { useSaveVacancy } from '@interim/shared/api/backoffice-vacancies';
import { routes, toPath } from '@interim/shared/config';
import { CLIENT_REQUEST_STATUS_LABELS, type ClientRequest } from '@interim/shared/contract';
import { formatDutchDateTime } from '@interim/shared/format';
import { useNavigate, useSearchParams } from '@interim/shared/routing';
import { Alert, Box, ErrorPanel, PageSpinner, RouterLink, Text, notify } from '@interim/shared/ui';
import { BackofficePage } from '../features/shared/backoffice-page';
import { positiveIntParam } from '../features/shared/use-url-state';
import { VacancyForm } from '../features/vacancies/components/vacancy-form';
import { useClientRequestToConvert } from '../features/vacancies/use-client-request-to-convert';
import { EMPTY_VACANCY_FORM, vacancyFormFromClientRequest, vacancyFormValues } from '../features/vacancies/vacancy-form-schema';

/** URL parameter with the client request to convert ("omzetten"). */
export const CLIENT_REQUEST_PARAM = 'aanvraag';

/** Toast after saving a new opdracht. */
export const CREATED_MESSAGE = 'De opdracht is als concept opgeslagen.';

function RequestSummary({ request }: { request: ClientRequest }) {
  return (
    <Alert.Root status="info" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap="1">
        <Alert.Title>
          Omzetten van de aanvraag van {request.companyName} (nr. {request.id})
        </Alert.Title>
        <Alert.Description>
          <Text>
            {request.contactName} · {request.email} · {request.phone} · KvK {request.kvkNumber}
          </Text>
          <Text>
            Ontvangen op {formatDutchDateTime(request.createdAt)}, status {CLIENT_REQUEST_STATUS_LABELS[request.status]}. De naam, de omschrijving
            en wat de opdrachtgever over de opdracht opgaf zijn overgenomen; vul de rest aan. Bij opslaan wordt de aanvraag &lsquo;Omgezet&rsquo;.
          </Text>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * A new opdracht (`/beheer/opdrachten/nieuw`), saved as a concept. With
 * `?aanvraag=<id>` it is filled from that client request and sent with its
 * `clientRequestId`, which marks the request converted.
 */
export function VacancyNewPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const requestId = positiveIntParam(params.get(CLIENT_REQUEST_PARAM)) ?? null;
  const request = useClientRequestToConvert(requestId);
  const { create } = useSaveVacancy();

  const convertible = request.data && request.data.status !== 'converted' ? request.data : undefined;
  const defaultValues = useMemo(() => (convertible ? vacancyFormFromClientRequest(convertible) : EMPTY_VACANCY_FORM), [convertible]);

  let content;
  if (requestId !== null && request.error) {
    content = <ErrorPanel title="De aanvraag kon niet worden geladen" message={request.error.message} onRetry={() => void request.mutate()} />;
  } else if (requestId !== null && request.data === undefined) {
    content = <PageSpinner label="Aanvraag laden" />;
  } else {
    const notice =
      requestId === null ? undefined : request.data === null ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>Aanvraag nr. {requestId} bestaat niet. Je maakt een opdracht zonder aanvraag.</Alert.Title>
        </Alert.Root>
      ) : request.data?.status === 'converted' ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Deze aanvraag is al omgezet in een opdracht. Je maakt een nieuwe opdracht zonder aanvraag.</Alert.Title>
            {request.data.vacancyId ? (
              <Alert.Description>
                <RouterLink to={toPath(routes.backofficeVacancy.path, { id: request.data.vacancyId })}>Bekijk de opdracht van deze aanvraag</RouterLink>
              </Alert.Description>
            ) : null}
          </Alert.Content>
        </Alert.Root>
      ) : convertible ? (
        <RequestSummary request={convertible} />
      ) : undefined;
    content = (
      <VacancyForm
        key={convertible?.id ?? 'empty'}
        defaultValues={defaultValues}
        submitLabel="Opslaan als concept"
        intro={notice}
        onSubmit={async (body) => {
          const saved = await create(convertible ? { ...body, clientRequestId: convertible.id } : body);
          notify({ type: 'success', description: CREATED_MESSAGE });
          navigate(toPath(routes.backofficeVacancy.path, { id: saved.id }));
          return vacancyFormValues(saved);
        }}
      />
    );
  }

  return (
    <BackofficePage title={routes.backofficeVacancyNew.title} maxW="5xl">
      <Box mb="4">
        <RouterLink to={routes.backofficeVacancies.path} fontSize="sm">
          ← Alle opdrachten
        </RouterLink>
      </Box>
      {content}
    </BackofficePage>
  );
}
