import { createContext, useContext, type ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { serverStyledCache } from './server-styles';
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
  /**
   * The page already carries the design system's styles (reset, global
   * CSS, tokens, and the rules of the components on it): the shell hydrating
   * a server-rendered or prerendered page. The global styles are then
   * neither built nor serialized again, which is a large part of the start-up
   * work (issue 8), and emotion takes the components' rules over by name
   * without inserting or moving them (`serverStyledCache`). The server render
   * sets it too: it writes the global sheet it rendered once per process.
   */
  globalStylesInPage?: boolean;
}

let systemWithoutGlobals: ReturnType<typeof getSystem> | undefined;

/**
 * The system `ChakraProvider` gets. When the global styles are on the page
 * already, it is a view of the system whose `_global` (the only thing the
 * provider reads it for) is empty. In the browser builds Chakra builds
 * `_global` on first read (shared/build/chakra-lazy-global-loader.cjs), so it
 * is then never built.
 */
function providedSystem(globalStylesInPage: boolean): ReturnType<typeof getSystem> {
  const system = getSystem();
  if (!globalStylesInPage) return system;
  systemWithoutGlobals ??= Object.create(system, { _global: { value: [] } }) as ReturnType<typeof getSystem>;
  return systemWithoutGlobals;
}

/**
 * The design system's provider: Chakra with the product's `system` and the
 * toast region. The shell mounts it once; the standalone harness and the
 * corporate embed mount their own. A nested `UiProvider` renders only its
 * children, so there is never a second toast region or global stylesheet.
 */
export function UiProvider({ children, emotionCache, globalStylesInPage = false }: UiProviderProps) {
  const nested = useContext(InsideUiProvider);
  if (nested) return <>{children}</>;
  const content = (
    <InsideUiProvider.Provider value>
      <ChakraProvider value={providedSystem(globalStylesInPage)}>
        {children}
        <ToastRegion />
      </ChakraProvider>
    </InsideUiProvider.Provider>
  );
  // A page the server (or the build) rendered: emotion takes the server's rules over by name (server-styles.ts).
  const cache = emotionCache ?? (globalStylesInPage && typeof document !== 'undefined' ? serverStyledCache() : undefined);
  return cache ? <CacheProvider value={cache}>{content}</CacheProvider> : content;
}
