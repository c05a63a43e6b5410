import { INTENT_EVENTS, onFirstIntent } from './intent';

afterEach(() => {
  document.body.replaceChildren();
});

it.each(INTENT_EVENTS)('calls back once, on the first %s anywhere in the document, then stops listening', (type) => {
  const callback = jest.fn();
  onFirstIntent(callback);
  const inertArea = document.createElement('div');
  inertArea.setAttribute('inert', '');
  const stopper = document.createElement('button');
  stopper.addEventListener(type, (event) => event.stopPropagation());
  inertArea.appendChild(stopper);
  document.body.appendChild(inertArea);

  stopper.dispatchEvent(new Event(type, { bubbles: true }));
  for (const other of INTENT_EVENTS) document.dispatchEvent(new Event(other, { bubbles: true }));

  expect(callback).toHaveBeenCalledTimes(1);
});

it('calls nothing on events that are not intent (load, scroll, visibility), and nothing once stopped', () => {
  const callback = jest.fn();
  const stop = onFirstIntent(callback);
  for (const type of ['load', 'scroll', 'visibilitychange', 'resize']) document.dispatchEvent(new Event(type, { bubbles: true }));
  expect(callback).not.toHaveBeenCalled();

  stop();
  document.dispatchEvent(new Event('pointermove', { bubbles: true }));
  expect(callback).not.toHaveBeenCalled();
});
