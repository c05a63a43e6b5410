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
