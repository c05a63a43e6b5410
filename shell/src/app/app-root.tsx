import { StrictMode, useEffect } from 'react';
import { App, type AppProps } from './app';

/** Props of {@link AppRoot}. */
export interface AppRootProps extends AppProps {
  /** Called once after the first commit (render or hydration) reached the page. */
  onMounted?: () => void;
}

function MountedSignal({ onMounted }: { onMounted?: () => void }) {
  useEffect(() => {
    onMounted?.();
  }, [onMounted]);
  return null;
}

/**
 * The element the browser renders or hydrates, and the prerender renders to
 * HTML: both must build the same tree, or hydration fails (src/prerender).
 */
export function AppRoot({ onMounted, ...appProps }: AppRootProps) {
  return (
    <StrictMode>
      <App {...appProps} />
      <MountedSignal onMounted={onMounted} />
    </StrictMode>
  );
}
