import { forwardRef, type ReactNode } from 'react';
import type { NativeSelectFieldProps } from '@chakra-ui/react/native-select';
import { NativeSelect } from './native-select';
import { FieldFrame, useFieldIds, type FormFieldProps } from './form-field';

/** One choice of a {@link SelectField}. */
export interface SelectOption {
  value: string | number;
  label: string;
}

/** Props of {@link SelectField}: label/error/help, the choices, plus the select's own props (spread `register('x')` here). */
export interface SelectFieldProps extends FormFieldProps, Omit<NativeSelectFieldProps, 'children'> {
  /** The choices; or pass `<option>` children. */
  options?: ReadonlyArray<SelectOption>;
  /** First, empty choice, e.g. 'Maak een keuze'. */
  placeholder?: string;
  children?: ReactNode;
}

/**
 * A labelled native select for react-hook-form (a native control works with
 * `register`, keyboards and screen readers without extra code).
 */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, helperText, isRequired, options, placeholder, children, ...selectProps },
  ref,
) {
  const ids = useFieldIds(error, helperText);
  return (
    <FieldFrame label={label} error={error} helperText={helperText} isRequired={isRequired} ids={ids}>
      <NativeSelect.Root>
        <NativeSelect.Field
          ref={ref}
          placeholder={placeholder}
          {...selectProps}
          id={ids.control}
          aria-invalid={error ? true : undefined}
        aria-required={isRequired ? true : undefined}
          aria-describedby={ids.describedBy}
        >
          {options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldFrame>
  );
});
