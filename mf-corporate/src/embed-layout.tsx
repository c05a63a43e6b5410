import { Suspense } from 'react';
import { Outlet } from '@interim/shared/routing';
import { Box, PageSpinner } from '@interim/shared/ui';

/**
 * The frame of the embedded flow. Inside the shadow root neither `html` nor
 * `body` exist, so what Chakra's global styles put there (font, colours) is
 * set here; `light` switches on the light-mode tokens below the
 * `chakra-theme` container that mount() creates.
 */
export function EmbedLayout() {
  return (
    <Box
      className="light"
      colorPalette="brand"
      fontFamily="body"
      fontSize="md"
      lineHeight="1.5"
      color="fg"
      bg="bg"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      data-testid="interim-corporate-flow"
    >
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}
