import { forwardRef } from 'react';
import { Input, type InputProps } from '@chakra-ui/react/input';
import { FieldFrame, useFieldIds, type FormFieldProps } from './form-field';

/** Props of {@link TextField}: label/error/help plus the input's own props (spread `register('x')` here). */
export interface TextFieldProps extends FormFieldProps, Omit<InputProps, 'children'> {}

/**
 * A labelled text input for react-hook-form: `<TextField label="E-mailadres"
 * type="email" error={errors.email?.message} {...register('email')} />`.
 * Invalid state sets `aria-invalid`; help and error are linked with
 * `aria-describedby`. Give the form `noValidate` so the schema's Dutch
 * messages are the only ones.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, helperText, isRequired, ...inputProps },
  ref,
) {
  const ids = useFieldIds(error, helperText);
  return (
    <FieldFrame label={label} error={error} helperText={helperText} isRequired={isRequired} ids={ids}>
      <Input
        ref={ref}
        {...inputProps}
        id={ids.control}
        aria-invalid={error ? true : undefined}
        aria-required={isRequired ? true : undefined}
        aria-describedby={ids.describedBy}
      />
    </FieldFrame>
  );
});
