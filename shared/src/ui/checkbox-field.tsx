import { forwardRef } from 'react';
import { chakra, type HTMLChakraProps } from '@chakra-ui/react/styled-system';
import { FieldFrame, useFieldIds, type FormFieldProps } from './form-field';

/** Props of {@link CheckboxField}: label/error/help plus the checkbox's own props (spread `register('x')` here). */
export interface CheckboxFieldProps extends FormFieldProps, Omit<HTMLChakraProps<'input'>, 'type' | 'children'> {}

/**
 * A labelled checkbox for react-hook-form. It is a native checkbox in the
 * brand colour (`accent-color`), not Chakra's state-machine checkbox: with
 * `register` the DOM is the source of truth, so default values and
 * `reset()` show correctly, and no extra machine ships on every page.
 */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { label, error, helperText, isRequired, ...inputProps },
  ref,
) {
  const ids = useFieldIds(error, helperText);
  return (
    <FieldFrame label={label} error={error} helperText={helperText} isRequired={isRequired} ids={ids} labelPlacement="end">
      <chakra.input
        ref={ref}
        type="checkbox"
        boxSize="5"
        flexShrink="0"
        mt="0.5"
        accentColor="brand.solid"
        cursor="pointer"
        focusVisibleRing="outside"
        {...inputProps}
        id={ids.control}
        aria-invalid={error ? true : undefined}
        aria-required={isRequired ? true : undefined}
        aria-describedby={ids.describedBy}
      />
    </FieldFrame>
  );
});
