import { Alert } from '@interim/shared/ui';

/** An error or notice above a form, announced to screen readers. */
export function FormAlert({ message, status = 'error' }: { message: string | undefined; status?: 'error' | 'info' | 'success' | 'warning' }) {
  if (!message) return null;
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
