import { afterLoadWhenIdle, IDLE_HYDRATION_DEADLINE_MS, INTENT_EVENTS, onFirstIntent, scheduleHydration, type IdleHost } from './hydration-schedule';

afterEach(() => {
  document.body.replaceChildren();
});

/** A page in `readyState` whose load event, idle callbacks and timers the test fires itself. */
function fakePage(readyState: DocumentReadyState, withIdleCallback = true) {
  const listeners: Array<() => void> = [];
  const idle: Array<{ callback: () => void; timeout: number }> = [];
  const timers: Array<{ callback: () => void; delay: number }> = [];
  const host: IdleHost = {
    document: { readyState },
    addEventListener: (_type, listener) => listeners.push(listener),
    ...(withIdleCallback ? { requestIdleCallback: (callback: () => void, options: { timeout: number }) => idle.push({ callback, timeout: options.timeout }) } : {}),
    setTimeout: (callback: () => void, delay: number) => timers.push({ callback, delay }),
  };
  return {
    host,
    idle,
    timers,
    fireLoad: () => listeners.forEach((listener) => listener()),
    fireIdle: () => idle.splice(0).forEach(({ callback }) => callback()),
  };
}

it.each(INTENT_EVENTS)('onFirstIntent calls back once, on the first %s anywhere in the document, then stops listening', (type) => {
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

it('a `load` page starts at once, with no event at all', () => {
  const start = jest.fn();
  scheduleHydration('load', start, fakePage('loading').host);
  expect(start).toHaveBeenCalledTimes(1);
});

it('an `idle` page starts when the browser is idle after the load event, within the deadline, with no input, and once', () => {
  const start = jest.fn();
  const page = fakePage('interactive');
  scheduleHydration('idle', start, page.host);
  expect(page.idle).toHaveLength(0);
  page.fireLoad();
  expect(page.idle.map((entry) => entry.timeout)).toEqual([IDLE_HYDRATION_DEADLINE_MS]);
  expect(start).not.toHaveBeenCalled();
  page.fireIdle();
  expect(start).toHaveBeenCalledTimes(1);
  document.dispatchEvent(new Event('pointermove', { bubbles: true }));
  expect(start).toHaveBeenCalledTimes(1);
});

it('an `idle` page already loaded asks for the idle callback at once', () => {
  const start = jest.fn();
  const page = fakePage('complete');
  scheduleHydration('idle', start, page.host);
  page.fireIdle();
  expect(start).toHaveBeenCalledTimes(1);
});

it("an `idle` page starts earlier on the visitor's first intent, and only once", () => {
  const start = jest.fn();
  const page = fakePage('interactive');
  scheduleHydration('idle', start, page.host);
  document.dispatchEvent(new Event('keydown', { bubbles: true }));
  expect(start).toHaveBeenCalledTimes(1);
  page.fireLoad();
  page.fireIdle();
  expect(start).toHaveBeenCalledTimes(1);
});

it('without requestIdleCallback, starts on the next task after load', () => {
  const start = jest.fn();
  const page = fakePage('interactive', false);
  afterLoadWhenIdle(start, page.host);
  page.fireLoad();
  expect(start).not.toHaveBeenCalled();
  expect(page.timers.map((timer) => timer.delay)).toEqual([0]);
  page.timers[0]!.callback();
  expect(start).toHaveBeenCalledTimes(1);
});
