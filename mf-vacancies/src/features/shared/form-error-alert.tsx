import { Alert } from '@interim/shared/ui';

/** Props of {@link FormErrorAlert}. */
export interface FormErrorAlertProps {
  /** The Dutch message; nothing renders without one. */
  message: string | undefined;
}

/** The error of a form's last submit, announced to screen readers. */
export function FormErrorAlert({ message }: FormErrorAlertProps) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
