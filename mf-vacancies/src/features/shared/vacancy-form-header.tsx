import type { ReactNode } from 'react';
import type { Vacancy } from '@interim/shared/contract';
import { routes, toPath } from '@interim/shared/config';
import { Heading, RouterLink, Stack, Text } from '@interim/shared/ui';
import { clientLabel } from './format';

/** Props of {@link VacancyFormHeader}. */
export interface VacancyFormHeaderProps {
  vacancyId: number;
  heading: string;
  /** The vacancy once loaded: its title, client and city under the heading. */
  vacancy: Vacancy | undefined;
  /** Extra text under the summary. */
  children?: ReactNode;
}

/** Top of the apply and register-and-apply pages: back link, heading, which vacancy. */
export function VacancyFormHeader({ vacancyId, heading, vacancy, children }: VacancyFormHeaderProps) {
  return (
    <Stack gap="2" mb="6">
      <RouterLink to={toPath(routes.vacancyDetail.path, { id: vacancyId })} fontSize="sm">
        ← Terug naar de opdracht
      </RouterLink>
      <Heading as="h1" size={{ base: '2xl', lg: '3xl' }}>
        {heading}
      </Heading>
      {vacancy ? (
        <Text fontSize="lg" color="fg.muted">
          {vacancy.title} · {clientLabel(vacancy)} · {vacancy.city}
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}
