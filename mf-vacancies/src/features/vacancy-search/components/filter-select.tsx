import { useId, type ReactNode } from 'react';
import { Field, NativeSelect } from '@interim/shared/ui';

/** A select value as a number, or undefined for the empty "all" choice. */
export const toNumber = (value: string) => (value ? Number(value) : undefined);

/** Props of {@link FilterSelect}. */
export interface FilterSelectProps {
  label: string;
  value: string | number | undefined;
  onChange: (value: string) => void;
  children: ReactNode;
  disabled?: boolean;
}

/** One labelled select of the filters; a choice applies at once. */
export function FilterSelect({ label, value, onChange, children, disabled }: FilterSelectProps) {
  const id = useId();
  return (
    <Field.Root disabled={disabled}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field id={id} value={value ?? ''} onChange={(event) => onChange(event.currentTarget.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
