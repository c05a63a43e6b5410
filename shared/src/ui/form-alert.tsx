import { Alert } from '@chakra-ui/react/alert';
import { useEffect, useRef } from 'react';

/** Props of {@link FormAlert}. */
export interface FormAlertProps {
  /** Dutch text; nothing is rendered without one. */
  message: string | undefined;
  status?: 'error' | 'success' | 'info' | 'warning';
  /**
   * Move the focus to the message when it appears, unless the form already
   * put it on a field with an error (`aria-invalid`). For a message next to
   * a form's submit button: a failed send is seen and read where the user
   * is, not at the top of a long form (issue 32).
   */
  autoFocus?: boolean;
}

/** A message for a form: errors are announced at once as alerts, other notes politely as status. */
export function FormAlert({ message, status = 'error', autoFocus = false }: FormAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!message || !autoFocus) return;
    const active = typeof document === 'undefined' ? null : document.activeElement;
    if (active?.getAttribute('aria-invalid') === 'true') return;
    ref.current?.focus();
  }, [message, autoFocus]);
  if (!message) return null;
  return (
    <Alert.Root ref={ref} status={status} role={status === 'error' ? 'alert' : 'status'} {...(autoFocus ? { tabIndex: -1 } : {})}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
