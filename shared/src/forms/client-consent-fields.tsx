import { CLIENT_CONSENT_HELP, CLIENT_CONSENT_LABELS, CLIENT_CONSENT_QUESTION } from '@interim/shared/contract/labels';
import { CheckboxField, type CheckboxFieldProps, Stack, Text, chakra } from '@interim/shared/ui';

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
