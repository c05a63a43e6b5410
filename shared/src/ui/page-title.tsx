import { useEffect } from 'react';
import { siteTitle } from '@interim/shared/config';

/** Props of {@link PageTitle}. */
export interface PageTitleProps {
  /** Title of the page; undefined shows the site title alone. */
  title?: string;
  /**
   * Marks a default title (the shell's layout sets the route's title this
   * way). Any PageTitle without it wins, whatever order effects run in:
   * React runs a child's effects before its parent's, so a plain "last one
   * wins" would let the layout overwrite the page.
   */
  fallback?: boolean;
}

interface TitleEntry {
  title: string | undefined;
  fallback: boolean;
}

const mounted: TitleEntry[] = [];

/** The document title for a page title: `'{title} | {siteTitle}'`, or the site title alone. */
export function formatDocumentTitle(title?: string): string {
  return title ? `${title} | ${siteTitle()}` : siteTitle();
}

function applyTitle(): void {
  const latest = (wanted: boolean) => [...mounted].reverse().find((entry) => entry.fallback === wanted);
  const chosen = latest(false) ?? latest(true);
  if (chosen) document.title = formatDocumentTitle(chosen.title);
}

/**
 * Sets `document.title` while mounted: `'{title} | {siteTitle()}'`, or just
 * `siteTitle()` when `title` is undefined. Renders nothing.
 */
export function PageTitle({ title, fallback = false }: PageTitleProps) {
  useEffect(() => {
    const entry: TitleEntry = { title, fallback };
    mounted.push(entry);
    applyTitle();
    return () => {
      mounted.splice(mounted.indexOf(entry), 1);
      applyTitle();
    };
  }, [title, fallback]);
  return null;
}
