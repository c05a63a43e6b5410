import { renderToStaticMarkup } from 'react-dom/server';
import { UiProvider } from '@interim/shared/ui';
import { extractStyles } from './emotion-styles';

let sheet: string | undefined;

/** The global styles a render of the design system's provider writes, with or without the system's own global sheet. */
const renderedGlobals = (globalStylesInPage: boolean) => extractStyles(renderToStaticMarkup(<UiProvider globalStylesInPage={globalStylesInPage}>{null}</UiProvider>)).globalCss;

/**
 * The design system's global style sheet (reset, global CSS and every token
 * as a CSS variable: 44 KB), as the server writes it into each rendered page.
 * It depends on the system only, so it is rendered once per process instead
 * of serialized by emotion on every render: the page renders with
 * `globalStylesInPage` and the document gets this text after what that
 * render still writes (Chakra's `@layer` order), as a whole render would
 * (render-page.tsx). 0.6-1.9 ms of a 13-16 ms render (issue 33).
 */
export function globalStyleSheet(): string {
  if (sheet === undefined) {
    const whole = renderedGlobals(false);
    const kept = renderedGlobals(true);
    if (!whole.startsWith(kept)) throw new Error('the global styles of a render without the system sheet are not the start of a whole render’s');
    sheet = whole.slice(kept.length);
  }
  return sheet;
}
