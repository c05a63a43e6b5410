import type { ClientConsent } from '@interim/shared/contract';
import { CheckboxField, type CheckboxFieldProps, Stack, Text, chakra } from '@interim/shared/ui';

/** Legend of the consent question, on every form that asks it. */
export const CLIENT_CONSENT_QUESTION = 'Wat mag de opdrachtgever van je zien als we je voorstellen?';

/** Explanation under the question: what is always shown and what never is. */
export const CLIENT_CONSENT_HELP =
  'De opdrachtgever ziet je voornaam en de eerste letter van je achternaam. Je contactgegevens en de namen van je eerdere opdrachtgevers delen we nooit. Wat je hier niet aanvinkt, ziet de opdrachtgever niet.';

/** The checkbox labels (the exact wording is recorded in docs/adr/0021). */
export const CLIENT_CONSENT_LABELS: Record<keyof ClientConsent, string> = {
  profile: 'Mijn profielgegevens mogen met de opdrachtgever worden gedeeld: functie, werkervaring (rollen en jaren), tarief en beschikbaarheid',
  cv: 'Mijn cv mag met de opdrachtgever worden gedeeld',
};

/** Props of one consent checkbox: `register('x')`'s result, or `checked` and `onChange`. */
export type ConsentCheckboxProps = Omit<CheckboxFieldProps, 'label'>;

/** Props of {@link ClientConsentFields}. */
export interface ClientConsentFieldsProps {
  /** Prefix of the ids (two forms on one page must differ). */
  idPrefix: string;
  profile: ConsentCheckboxProps;
  cv: ConsentCheckboxProps;
}

/**
 * The consent question (docs/adr/0021): what the client may see once staff
 * propose the freelancer. Two separate checkboxes, neither ticked
 * beforehand; the wording is the contract's, the same on every form (the
 * site's apply form, the kept reactie, a proposal's answer, the corporate
 * embed's send step).
 */
export function ClientConsentFields({ idPrefix, profile, cv }: ClientConsentFieldsProps) {
  return (
    <chakra.fieldset borderWidth="1px" borderRadius="l2" p="4" minW="0" aria-describedby={`${idPrefix}-consent-help`}>
      <chakra.legend fontWeight="medium" px="1">
        {CLIENT_CONSENT_QUESTION}
      </chakra.legend>
      <Stack gap="3">
        <Text id={`${idPrefix}-consent-help`} fontSize="sm" color="fg.muted">
          {CLIENT_CONSENT_HELP}
        </Text>
        <CheckboxField label={CLIENT_CONSENT_LABELS.profile} {...profile} />
        <CheckboxField label={CLIENT_CONSENT_LABELS.cv} {...cv} />
      </Stack>
    </chakra.fieldset>
  );
}
