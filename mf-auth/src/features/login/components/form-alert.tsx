import { Alert } from '@interim/shared/ui';

/** Props of {@link FormAlert}. */
export interface FormAlertProps {
  /** Dutch text; nothing is rendered without one. */
  message: string | undefined;
  status?: 'error' | 'success' | 'info';
}

/** A message above or below a form: errors are announced as alerts, confirmations as status. */
export function FormAlert({ message, status = 'error' }: FormAlertProps) {
  if (!message) return null;
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
