import { forwardRef } from 'react';
import { Textarea, type TextareaProps } from '@chakra-ui/react/textarea';
import { FieldFrame, useFieldIds, type FormFieldProps } from './form-field';

/** Props of {@link TextareaField}: label/error/help plus the textarea's own props (spread `register('x')` here). */
export interface TextareaFieldProps extends FormFieldProps, Omit<TextareaProps, 'children'> {}

/** A labelled multi-line input for react-hook-form; accessible like `TextField`. */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
  { label, error, helperText, isRequired, rows = 5, ...textareaProps },
  ref,
) {
  const ids = useFieldIds(error, helperText);
  return (
    <FieldFrame label={label} error={error} helperText={helperText} isRequired={isRequired} ids={ids}>
      <Textarea
        ref={ref}
        rows={rows}
        {...textareaProps}
        id={ids.control}
        aria-invalid={error ? true : undefined}
        aria-required={isRequired ? true : undefined}
        aria-describedby={ids.describedBy}
      />
    </FieldFrame>
  );
});
