import { createContext, useContext, type ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { getSystem } from './system';
import { ToastRegion } from './toaster';

const InsideUiProvider = createContext(false);

/** Props of {@link UiProvider}. */
export interface UiProviderProps {
  children: ReactNode;
  /**
   * Emotion cache for a scoped mount on a foreign page (the corporate site
   * embed): styles go where the cache says instead of the document head.
   */
  emotionCache?: EmotionCache;
}

/**
 * The design system's provider: Chakra with the product's `system` and the
 * toast region. The shell mounts it once; the standalone harness and the
 * corporate embed mount their own. A nested `UiProvider` renders only its
 * children, so there is never a second toast region or global stylesheet.
 */
export function UiProvider({ children, emotionCache }: UiProviderProps) {
  const nested = useContext(InsideUiProvider);
  if (nested) return <>{children}</>;
  const content = (
    <InsideUiProvider.Provider value>
      <ChakraProvider value={getSystem()}>
        {children}
        <ToastRegion />
      </ChakraProvider>
    </InsideUiProvider.Provider>
  );
  return emotionCache ? <CacheProvider value={emotionCache}>{content}</CacheProvider> : content;
}
