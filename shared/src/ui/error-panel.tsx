import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';

/** Default heading of {@link ErrorPanel}. */
export const ERROR_PANEL_DEFAULT_TITLE = 'Er is iets misgegaan';
/** Default label of the retry button of {@link ErrorPanel}. */
export const ERROR_PANEL_RETRY_LABEL = 'Opnieuw proberen';

/** Props of {@link ErrorPanel}. */
export interface ErrorPanelProps {
  /** Heading; defaults to 'Er is iets misgegaan'. */
  title?: string;
  /** What went wrong and what the user can do, in Dutch. */
  message: string;
  /** When given, a retry button calls it. */
  onRetry?: () => void;
  /** Label of the retry button; defaults to 'Opnieuw proberen'. */
  retryLabel?: string;
}

/**
 * An error inside the page area (a failed load, an unavailable remote):
 * announced to screen readers (`role="alert"`), with an optional retry button.
 */
export function ErrorPanel({ title = ERROR_PANEL_DEFAULT_TITLE, message, onRetry, retryLabel = ERROR_PANEL_RETRY_LABEL }: ErrorPanelProps) {
  return (
    <Alert.Root status="error" role="alert" variant="subtle" alignItems="flex-start" my="6">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title fontWeight="semibold">{title}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
        {onRetry ? (
          <Button alignSelf="flex-start" size="sm" variant="outline" colorPalette="red" mt="2" onClick={onRetry}>
            {retryLabel}
          </Button>
        ) : null}
      </Alert.Content>
    </Alert.Root>
  );
}
