import { Alert } from '@interim/shared/ui';

/** Props of {@link FormAlert}. */
export interface FormAlertProps {
  message: string | undefined;
}

/** The error of a whole form (a refused or failed save), read out at once. */
export function FormAlert({ message }: FormAlertProps) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
