/**
 * The events that show a visitor is about to do something on the page: a
 * pointer that moves or presses, a touch, a key, focus moving, a scroll
 * wheel. Reading the page, or a tool that only loads it (Lighthouse), sends
 * none of them.
 */
export const INTENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

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
