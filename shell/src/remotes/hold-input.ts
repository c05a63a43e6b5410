/** The events {@link holdInput} holds back; the others (focus, Tab, scrolling, selecting text) go on as usual. */
const HELD_EVENTS = ['click', 'beforeinput', 'submit'] as const;

/** What {@link holdInput} returns. */
export interface HeldInput {
  /** Stops holding; a click held back is given again (on the next task) to the element it was for, if still on the page. */
  release: () => void;
}

/**
 * Holds back what a visitor does in `area` while React has not hydrated it
 * yet (a server-rendered remote's area waits for intent: remote-area.tsx).
 * React runs no handler there yet, and does not replay the event: a click
 * would follow a link as a full page load, or tick a checkbox React does not
 * know about, and typed text would be left in an input React then resets.
 * So a click is cancelled, kept and given again once React runs the area;
 * typing and submitting are cancelled (the first key also starts the
 * loading, through `onIntent`). Unlike `inert`, the area stays readable and
 * focusable, so a screen reader reads it and a keyboard can reach it.
 *
 * Listens on the document while capturing, ahead of React's own listener on
 * the root, which stops such an event.
 */
export function holdInput(area: Element, onIntent: () => void, doc: Document = document): HeldInput {
  let held: HTMLElement | null = null;
  const hold = (event: Event) => {
    if (!(event.target instanceof Node) || !area.contains(event.target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (event.type === 'click' && event.target instanceof HTMLElement) held = event.target;
    onIntent();
  };
  for (const type of HELD_EVENTS) doc.addEventListener(type, hold, true);
  return {
    release: () => {
      for (const type of HELD_EVENTS) doc.removeEventListener(type, hold, true);
      const target = held;
      held = null;
      if (target) setTimeout(() => target.isConnected && target.click(), 0);
    },
  };
}
