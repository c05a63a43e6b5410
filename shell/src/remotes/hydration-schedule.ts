import type { HydrationPolicy } from '@interim/shared/config';

/**
 * The events that show a visitor is about to do something on the page: a
 * pointer that moves or presses, a touch, a key, focus moving, a scroll
 * wheel. An `idle` page hydrates on the first of them if the browser has not
 * been idle yet; no page waits for them alone (ADR 0004, addendum of
 * 2026-12-07).
 */
export const INTENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

/** How long after the page's load event an `idle` page hydrates at the latest. */
export const IDLE_HYDRATION_DEADLINE_MS = 2000;

/**
 * Calls `callback` once, on the first of {@link INTENT_EVENTS} anywhere in
 * the document (capturing: React's listener on the root stops such an event
 * in an area it has not hydrated). Returns the function that stops listening.
 */
export function onFirstIntent(callback: () => void, target: Pick<Document, 'addEventListener' | 'removeEventListener'> = document): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of INTENT_EVENTS) target.removeEventListener(type, handle, options);
  };
  function handle() {
    stop();
    callback();
  }
  for (const type of INTENT_EVENTS) target.addEventListener(type, handle, options);
  return stop;
}

/** What {@link scheduleHydration} needs of the browser (a test hands in its own). */
export interface HydrationClock {
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'readyState'>;
  window: Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'> & {
    requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
    cancelIdleCallback?: (handle: number) => void;
  };
}

const browserClock = (): HydrationClock => ({ document, window });

/**
 * Calls `callback` once, when the browser is idle after the page's load
 * event (at most {@link IDLE_HYDRATION_DEADLINE_MS} later). A browser
 * without `requestIdleCallback` calls it on the next task after load.
 * Returns the function that cancels it.
 */
export function afterLoadWhenIdle(callback: () => void, clock: HydrationClock = browserClock()): () => void {
  const { document: doc, window: win } = clock;
  let cancelIdle: (() => void) | undefined;
  const whenIdle = () => {
    if (win.requestIdleCallback) {
      const handle = win.requestIdleCallback(callback, { timeout: IDLE_HYDRATION_DEADLINE_MS });
      cancelIdle = () => win.cancelIdleCallback?.(handle);
    } else {
      const handle = win.setTimeout(callback, 0);
      cancelIdle = () => win.clearTimeout(handle);
    }
  };
  if (doc.readyState === 'complete') {
    whenIdle();
    return () => cancelIdle?.();
  }
  win.addEventListener('load', whenIdle, { once: true });
  return () => {
    win.removeEventListener('load', whenIdle);
    cancelIdle?.();
  };
}

/**
 * Starts hydrating a server-rendered remote's area as `policy` says
 * ({@link HydrationPolicy}): `load` calls `start` now; `idle` calls it once
 * the browser is idle after load, or on the visitor's first intent if that
 * comes first. `start` is called once.
 */
export function scheduleHydration(policy: HydrationPolicy, start: () => void, clock: HydrationClock = browserClock()): void {
  if (policy === 'load') {
    start();
    return;
  }
  let started = false;
  const stops: Array<() => void> = [];
  const once = () => {
    if (started) return;
    started = true;
    stops.forEach((stop) => stop());
    start();
  };
  stops.push(onFirstIntent(once, clock.document));
  stops.push(afterLoadWhenIdle(once, clock));
}
