import { saveStatusMailTemplate, useStatusMailTemplates } from '@interim/shared/api/follow-up';
import { routes } from '@interim/shared/config';
import { STATUS_MAIL_PLACEHOLDERS } from '@interim/shared/contract';
import { Box, ErrorPanel, Heading, PageSpinner, Stack, Text, chakra } from '@interim/shared/ui';
import { TemplateForm } from '../features/mail-templates/components/template-form';
import { BackofficePage } from '../features/shared/backoffice-page';

/**
 * The status mail templates (`/beheer/sjablonen`, issue 30 item 5): the
 * text a candidate gets when their reactie moves to a status, and when its
 * opdracht closes. Staff can still adjust each mail before sending it.
 */
export function MailTemplatesPage() {
  const { data, error, isLoading, mutate } = useStatusMailTemplates();
  const title = routes.backofficeMailTemplates.title;
  return (
    <BackofficePage title={title} maxW="4xl">
      <Stack gap="6">
        <Box>
          <Text mb="3">
            Deze teksten staan klaar in de e-mail als je de status van een reactie wijzigt; je kunt ze per mail nog aanpassen. De mail begint altijd met
            &quot;Hallo&quot; en de voornaam, en eindigt met een knop naar Mijn reacties en de naam van de consultant.
          </Text>
          <Heading as="h2" size="sm" mb="1">
            Invulvelden
          </Heading>
          <chakra.dl display="grid" gridTemplateColumns="max-content 1fr" columnGap="4" rowGap="1">
            {Object.entries(STATUS_MAIL_PLACEHOLDERS).map(([placeholder, meaning]) => (
              <Box key={placeholder} display="contents">
                <chakra.dt fontFamily="mono">{placeholder}</chakra.dt>
                <chakra.dd m="0">{meaning}</chakra.dd>
              </Box>
            ))}
          </chakra.dl>
        </Box>
        {error && !data ? (
          <ErrorPanel title="Sjablonen laden is niet gelukt" message={error.message} onRetry={() => void mutate()} />
        ) : isLoading || !data ? (
          <PageSpinner label="Sjablonen laden" />
        ) : (
          data.map((template) => (
            <TemplateForm
              key={template.kind}
              template={template}
              onSave={async (input) => {
                await saveStatusMailTemplate(template.kind, input);
                await mutate();
              }}
            />
          ))
        )}
      </Stack>
    </BackofficePage>
  );
}
