import { Alert } from '@chakra-ui/react/alert';

/** Props of {@link FormAlert}. */
export interface FormAlertProps {
  /** Dutch text; nothing is rendered without one. */
  message: string | undefined;
  status?: 'error' | 'success' | 'info' | 'warning';
}

/** A message above a form: errors are announced at once as alerts, other notes politely as status. */
export function FormAlert({ message, status = 'error' }: FormAlertProps) {
  if (!message) return null;
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
