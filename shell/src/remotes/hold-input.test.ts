import { holdInput } from './hold-input';

let area: HTMLElement;
let outside: HTMLButtonElement;
beforeEach(() => {
  jest.useFakeTimers();
  area = document.createElement('div');
  area.innerHTML = '<a href="/opdrachten/4">Projectleider</a><input type="checkbox" aria-label="Bewaar"><form><input name="q"></form>';
  outside = document.createElement('button');
  document.body.replaceChildren(area, outside);
});
afterEach(() => {
  jest.useRealTimers();
});

it('cancels and keeps a click in the area, starts loading, and clicks the same element again once released', () => {
  const onIntent = jest.fn();
  const held = holdInput(area, onIntent);
  const link = area.querySelector('a')!;
  const clicks: string[] = [];
  link.addEventListener('click', (event) => {
    clicks.push(event.defaultPrevented ? 'cancelled' : 'ran');
    event.preventDefault();
  });

  const first = new MouseEvent('click', { bubbles: true, cancelable: true });
  link.dispatchEvent(first);
  expect(first.defaultPrevented).toBe(true);
  expect(clicks).toEqual([]);
  expect(onIntent).toHaveBeenCalledTimes(1);

  held.release();
  expect(clicks).toEqual([]);
  jest.runAllTimers();
  expect(clicks).toEqual(['ran']);
});

it('does not tick a checkbox React does not run yet', () => {
  const held = holdInput(area, jest.fn());
  const checkbox = area.querySelector<HTMLInputElement>('input[type=checkbox]')!;
  checkbox.click();
  expect(checkbox.checked).toBe(false);
  held.release();
  jest.runAllTimers();
  expect(checkbox.checked).toBe(true);
});

it('cancels typing and submitting in the area, not outside it, and nothing once released', () => {
  const onIntent = jest.fn();
  const held = holdInput(area, onIntent);
  const typing = new InputEvent('beforeinput', { bubbles: true, cancelable: true, data: 'p', inputType: 'insertText' });
  area.querySelector('input[name=q]')!.dispatchEvent(typing);
  const submit = new Event('submit', { bubbles: true, cancelable: true });
  area.querySelector('form')!.dispatchEvent(submit);
  const outsideClick = new MouseEvent('click', { bubbles: true, cancelable: true });
  outside.dispatchEvent(outsideClick);
  expect([typing.defaultPrevented, submit.defaultPrevented, outsideClick.defaultPrevented]).toEqual([true, true, false]);
  expect(onIntent).toHaveBeenCalledTimes(2);

  held.release();
  const later = new InputEvent('beforeinput', { bubbles: true, cancelable: true, data: 'q', inputType: 'insertText' });
  area.querySelector('input[name=q]')!.dispatchEvent(later);
  expect(later.defaultPrevented).toBe(false);
  jest.runAllTimers();
});

/** Types `text` into `field` as a browser would send it: one cancelable beforeinput per character. */
function typeHeld(field: HTMLInputElement, text: string) {
  for (const data of text) field.dispatchEvent(new InputEvent('beforeinput', { bubbles: true, cancelable: true, data, inputType: 'insertText' }));
}

it('gives typed text back once released, every letter in order, with an input event for React', () => {
  const held = holdInput(area, jest.fn());
  const field = area.querySelector<HTMLInputElement>('input[name=q]')!;
  field.value = 'Utr';
  field.focus();
  field.setSelectionRange(3, 3);
  const inputs: string[] = [];
  field.addEventListener('input', () => inputs.push(field.value));

  typeHeld(field, 'echt');
  field.dispatchEvent(new InputEvent('beforeinput', { bubbles: true, cancelable: true, inputType: 'deleteContentBackward' }));
  typeHeld(field, 't');
  // Nothing reached the field while held.
  expect(field.value).toBe('Utr');

  held.release();
  jest.runAllTimers();
  expect(field.value).toBe('Utrecht');
  expect(inputs).toEqual(['Utr', 'Utrecht']);
  expect(field.selectionStart).toBe(7);
});

/** The area's form and its field, with the field's value at each submit the form received. */
function searchForm() {
  const form = area.querySelector('form')!;
  const field = form.querySelector<HTMLInputElement>('input[name=q]')!;
  const sent: string[] = [];
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    sent.push(field.value);
  });
  return { form, field, sent };
}

it('sends the form once released when Enter was pressed in a one-line field (its implicit submission was cancelled with the key)', () => {
  const held = holdInput(area, jest.fn());
  const { field, sent } = searchForm();
  typeHeld(field, 'Zeist');
  const enter = new InputEvent('beforeinput', { bubbles: true, cancelable: true, inputType: 'insertLineBreak' });
  field.dispatchEvent(enter);
  expect(enter.defaultPrevented).toBe(true);

  held.release();
  jest.runAllTimers();
  expect(field.value).toBe('Zeist');
  expect(sent).toEqual(['Zeist']);
});

it('sends a form once when the held click was on its submit button', () => {
  area.querySelector('form')!.insertAdjacentHTML('beforeend', '<button type="submit">Zoeken</button>');
  const held = holdInput(area, jest.fn());
  const form = area.querySelector('form')!;
  const sent = jest.fn((event: Event) => event.preventDefault());
  form.addEventListener('submit', sent);
  const field = form.querySelector<HTMLInputElement>('input[name=q]')!;
  field.dispatchEvent(new InputEvent('beforeinput', { bubbles: true, cancelable: true, inputType: 'insertLineBreak' }));
  form.querySelector('button')!.click();

  held.release();
  jest.runAllTimers();
  expect(sent).toHaveBeenCalledTimes(1);
});

it('sends a held submit again once released (after the typed text), unless a held click does', () => {
  const held = holdInput(area, jest.fn());
  const { form, field, sent } = searchForm();
  typeHeld(field, 'Zeist');
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  expect(sent).toEqual([]);

  held.release();
  jest.runAllTimers();
  expect(sent).toEqual(['Zeist']);
});

it('gives a held click to nothing when its element left the page meanwhile', () => {
  const held = holdInput(area, jest.fn());
  const link = area.querySelector('a')!;
  const clicked = jest.fn();
  link.addEventListener('click', clicked);
  link.click();
  link.remove();
  held.release();
  jest.runAllTimers();
  expect(clicked).not.toHaveBeenCalled();
});
