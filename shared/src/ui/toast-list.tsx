import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Toast, Toaster as ChakraToaster } from '@chakra-ui/react/toast';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { toaster } from './toaster';
import { toastRootCss } from './toast-styles';

/**
 * The toasts of {@link toaster} at the top of the page. Loaded lazily by
 * `ToastRegion`, with the `toast` slot recipe (not in the system every page
 * builds).
 */
export function ToastList() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root recipe={toastSlotRecipe} width={{ md: 'sm' }} css={toastRootCss}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description opacity={1}>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger aria-label="Melding sluiten" /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
