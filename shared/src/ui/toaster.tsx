import { Suspense, lazy, useEffect, useState } from 'react';
import { createToaster } from '@chakra-ui/react/toast';

/** Toasts stay until closed or this long (spec section 9: auto-close after 9000 ms). */
export const TOAST_DURATION_MS = 9000;

/**
 * The one toast store of the page (spec section 9: top placement, 9000 ms).
 * Lives in `@interim/shared`, a federation singleton, so the shell and every
 * remote add to the same stack. Prefer {@link notify}.
 */
export const toaster = createToaster({
  placement: 'top',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});

/** Kind of a toast; decides its colour and icon. */
export type NotifyType = 'error' | 'success' | 'info' | 'warning';

/** What {@link notify} shows. */
export interface NotifyOptions {
  /** Short bold first line. */
  title?: string;
  /** The message (Dutch). */
  description: string;
  /** Defaults to `'error'` (spec section 9: default status error). */
  type?: NotifyType;
}

/**
 * Shows a toast: at the top, `error` unless told otherwise, closable, gone
 * after 9000 ms (spec section 9). Returns the toast's id.
 */
export function notify({ title, description, type = 'error' }: NotifyOptions): string {
  return toaster.create({ title, description, type, duration: TOAST_DURATION_MS, closable: true });
}

// The toast renderer (its state machines and styles) is a chunk of its own,
// fetched with the first toast: most page views never show one.
const ToastList = lazy(() => import('./toast-list').then((module) => ({ default: module.ToastList })));

/**
 * Renders the toasts of {@link toaster}; mounted once by `UiProvider`. The
 * renderer loads and mounts with the first toast, not with the page, and
 * then shows the toasts created before it was ready.
 */
export function ToastRegion() {
  const [active, setActive] = useState(() => toaster.getCount() > 0);
  useEffect(() => {
    if (active) return undefined;
    if (toaster.getCount() > 0) {
      setActive(true);
      return undefined;
    }
    return toaster.subscribe(() => setActive(true));
  }, [active]);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  );
}
