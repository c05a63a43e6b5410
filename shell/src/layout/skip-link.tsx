import { chakra } from '@interim/shared/ui';

/** Id of the page's main element, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/** 'Direct naar de inhoud': the first focusable element, visible only when focused. */
export function SkipLink() {
  return (
    <chakra.a
      href={`#${MAIN_CONTENT_ID}`}
      position="absolute"
      insetStart="4"
      top="-40"
      zIndex="skipLink"
      px="4"
      py="2"
      bg="brand.solid"
      color="brand.contrast"
      borderRadius="l2"
      fontWeight="semibold"
      _focusVisible={{ top: '4', outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      Direct naar de inhoud
    </chakra.a>
  );
}
