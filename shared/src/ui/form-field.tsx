import { useId, type ReactNode } from 'react';
import { Field } from '@chakra-ui/react/field';
import { chakra } from '@chakra-ui/react/styled-system';

// The required mark is drawn with CSS, so the label's text stays exactly the
// label (what `getByLabelText` and voice control match); screen readers learn
// "required" from `aria-required` on the control instead.
const requiredMark = { content: '" *"', color: 'fg.error' } as const;

/** Props every form field of `@interim/shared/ui` takes besides its control's own. */
export interface FormFieldProps {
  /** Visible label, bound to the control. */
  label: string;
  /** Error message (e.g. `errors.email?.message`); marks the field invalid. */
  error?: string;
  /** Help shown under the control. */
  helperText?: string;
  /**
   * Shows a required mark after the label and sets `aria-required`. It does
   * not set the HTML `required` attribute: validation is the schema's job, so
   * the browser's own (English) bubbles never replace the Dutch messages.
   */
  isRequired?: boolean;
}

/** Element ids of one field and the `aria-describedby` its control gets. */
export interface FieldIds {
  control: string;
  helperText: string;
  errorText: string;
  describedBy: string | undefined;
}

/**
 * Ids for a field's control, help and error. The error is linked by
 * `aria-describedby` (not only `aria-errormessage`, which several screen
 * readers ignore), so it is read when the control gets focus.
 */
export function useFieldIds(error: string | undefined, helperText: string | undefined): FieldIds {
  const base = useId();
  const ids = { control: `${base}control`, helperText: `${base}help`, errorText: `${base}error` };
  const described = [helperText ? ids.helperText : undefined, error ? ids.errorText : undefined].filter(Boolean);
  return { ...ids, describedBy: described.length ? described.join(' ') : undefined };
}

interface FieldFrameProps extends FormFieldProps {
  ids: FieldIds;
  /** Where the label goes: above the control, or after it (checkbox). */
  labelPlacement?: 'top' | 'end';
  children: ReactNode;
}

/** Label, control, help and error laid out with Chakra's field recipe. Internal. */
export function FieldFrame({ label, error, helperText, isRequired, ids, labelPlacement = 'top', children }: FieldFrameProps) {
  const labelElement = (
    <Field.Label _after={isRequired ? requiredMark : undefined}>{label}</Field.Label>
  );
  return (
    // Ark's `id` is the control's id (its `ids.control` names the root element).
    <Field.Root invalid={Boolean(error)} id={ids.control} ids={{ helperText: ids.helperText, errorText: ids.errorText }}>
      {labelPlacement === 'top' ? (
        <>
          {labelElement}
          {children}
        </>
      ) : (
        <Field.Label display="flex" alignItems="flex-start" gap="2" fontWeight="normal" cursor="pointer">
          {children}
          <chakra.span _after={isRequired ? requiredMark : undefined}>{label}</chakra.span>
        </Field.Label>
      )}
      {helperText ? <Field.HelperText id={ids.helperText}>{helperText}</Field.HelperText> : null}
      <Field.ErrorText id={ids.errorText}>{error}</Field.ErrorText>
    </Field.Root>
  );
}
