import { Center } from '@chakra-ui/react/center';
import { Spinner } from '@chakra-ui/react/spinner';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';

/** Props of {@link PageSpinner}. */
export interface PageSpinnerProps {
  /** What is loading, for screen readers. */
  label?: string;
}

/** Loading state of a page or page area: a centred spinner announced as a status. */
export function PageSpinner({ label = 'Bezig met laden' }: PageSpinnerProps) {
  return (
    <Center role="status" aria-live="polite" minH="40vh" py="10">
      <Spinner size="lg" color="brand.solid" borderWidth="3px" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
