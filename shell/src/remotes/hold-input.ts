/** The events {@link holdInput} holds back; the others (focus, Tab, scrolling, selecting text) go on as usual. */
const HELD_EVENTS = ['click', 'beforeinput', 'submit'] as const;

/** What {@link holdInput} returns. */
export interface HeldInput {
  /**
   * Stops holding, and gives what was held (on the next task) to the
   * elements it was for, if still on the page: typed text first, then the
   * last click, then a submit (a form sent, or Enter in a one-line field)
   * that click did not send.
   */
  release: () => void;
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** What the visitor typed into a field while it was held: its value and caret as they would have been. */
interface HeldText {
  value: string;
  start: number;
  end: number;
}

function isTextField(target: EventTarget | null): target is TextField {
  if (target instanceof HTMLTextAreaElement) return true;
  // Only inputs that keep a caret (text, search, e-mail, ...): selectionStart is null for the others.
  return target instanceof HTMLInputElement && typeof target.selectionStart === 'number';
}

/** The field's text after `event` (an insertion or a deletion); undefined for an edit it does not know. */
function edited(text: HeldText, event: InputEvent): HeldText | undefined {
  const { value, start, end } = text;
  if (event.inputType.startsWith('insert') && typeof event.data === 'string') {
    return { value: value.slice(0, start) + event.data + value.slice(end), start: start + event.data.length, end: start + event.data.length };
  }
  if (event.inputType === 'deleteContentBackward') {
    const from = start === end ? Math.max(0, start - 1) : start;
    return { value: value.slice(0, from) + value.slice(end), start: from, end: from };
  }
  if (event.inputType === 'deleteContentForward') {
    const to = start === end ? Math.min(value.length, end + 1) : end;
    return { value: value.slice(0, start) + value.slice(to), start, end: start };
  }
  return undefined;
}

/**
 * Sets a field's value as the browser does when the visitor types: through
 * the element's own setter (React watches the instance's), then an `input`
 * event, which React turns into the field's onChange. A first `input` event
 * with the value unchanged comes before: the field may sit in a Suspense
 * boundary of the page React has not hydrated yet, and React hydrates such
 * a boundary at once on an input event (selective hydration), reading the
 * field's value as it is then as its starting point. Set before that, the
 * typed text would be that starting point, and React would see no change.
 */
function typeInto(field: TextField, text: HeldText): void {
  field.dispatchEvent(new Event('input', { bubbles: true }));
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  if (setter) setter.call(field, text.value);
  else field.value = text.value;
  if (field.ownerDocument.activeElement === field) field.setSelectionRange(text.start, text.end);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Holds back what a visitor does in `area` while React has not hydrated it
 * yet (a server-rendered remote's area hydrates at once or when the browser
 * is idle, ADR 0004 addendum of 2026-12-07: this covers the moments before).
 * React runs no handler there yet, and does not replay the event: a click
 * would follow a link as a full page load, or tick a checkbox React does not
 * know about, typed text would be left in an input React does not know
 * holds it, and a form would be sent natively. So each is cancelled, kept,
 * and given again once React runs the area; `onIntent` is called on each (it
 * starts the loading if it has not started). Unlike `inert`, the area stays
 * readable and focusable, so a screen reader reads it and a keyboard can
 * reach it.
 *
 * Listens on the document while capturing, ahead of React's own listener on
 * the root, which stops such an event.
 */
export function holdInput(area: Element, onIntent: () => void, doc: Document = document): HeldInput {
  let clicked: HTMLElement | null = null;
  let submitted: HTMLFormElement | null = null;
  const typed = new Map<TextField, HeldText>();
  const hold = (event: Event) => {
    const { target } = event;
    if (!(target instanceof Node) || !area.contains(target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (event.type === 'click' && target instanceof HTMLElement) clicked = target;
    if (event.type === 'submit' && target instanceof HTMLFormElement) submitted = target;
    // Enter in a one-line field sends its form (implicit submission): cancelling it cancels that too.
    if (event.type === 'beforeinput' && target instanceof HTMLInputElement && event instanceof InputEvent && event.inputType === 'insertLineBreak' && target.form) submitted = target.form;
    else if (event.type === 'beforeinput' && isTextField(target) && event instanceof InputEvent) {
      const before = typed.get(target) ?? { value: target.value, start: target.selectionStart ?? target.value.length, end: target.selectionEnd ?? target.value.length };
      const after = edited(before, event);
      if (after) typed.set(target, after);
    }
    onIntent();
  };
  for (const type of HELD_EVENTS) doc.addEventListener(type, hold, true);
  return {
    release: () => {
      for (const type of HELD_EVENTS) doc.removeEventListener(type, hold, true);
      const texts = [...typed];
      const click = clicked;
      const form = submitted;
      typed.clear();
      clicked = null;
      submitted = null;
      if (texts.length === 0 && !click && !form) return;
      setTimeout(() => {
        for (const [field, text] of texts) if (field.isConnected) typeInto(field, text);
        if (click?.isConnected) click.click();
        // A click on one of the form's submit buttons sent it already.
        const sentByClick = click instanceof HTMLButtonElement || click instanceof HTMLInputElement ? click.type === 'submit' && click.form === form : false;
        if (form?.isConnected && !sentByClick) form.requestSubmit();
      }, 0);
    },
  };
}
