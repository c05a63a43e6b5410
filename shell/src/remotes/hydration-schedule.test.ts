import { afterLoadWhenIdle, IDLE_HYDRATION_DEADLINE_MS, INTENT_EVENTS, onFirstIntent, scheduleHydration, type HydrationClock } from './hydration-schedule';

afterEach(() => {
  document.body.replaceChildren();
});

/** A browser whose load event and idle callbacks the test fires itself. */
function fakeClock(readyState: DocumentReadyState, withIdleCallback = true) {
  const loadListeners = new Set<() => void>();
  const idle: Array<{ callback: () => void; timeout?: number }> = [];
  const timers: Array<() => void> = [];
  const clock: HydrationClock = {
    document: { readyState, addEventListener: document.addEventListener.bind(document), removeEventListener: document.removeEventListener.bind(document) },
    window: {
      addEventListener: ((type: string, listener: () => void) => void (type === 'load' && loadListeners.add(listener))) as unknown as Window['addEventListener'],
      removeEventListener: ((type: string, listener: () => void) => void (type === 'load' && loadListeners.delete(listener))) as unknown as Window['removeEventListener'],
      setTimeout: ((callback: () => void) => timers.push(callback)) as unknown as Window['setTimeout'],
      clearTimeout: () => undefined,
      ...(withIdleCallback
        ? {
            requestIdleCallback: (callback: () => void, options?: { timeout: number }) => idle.push({ callback, timeout: options?.timeout }),
            cancelIdleCallback: (handle: number) => idle.splice(handle - 1, 1),
          }
        : {}),
    },
  };
  return {
    clock,
    fireLoad: () => [...loadListeners].forEach((listener) => listener()),
    fireIdle: () => idle.splice(0).forEach(({ callback }) => callback()),
    idle,
    timers,
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
  const { clock } = fakeClock('loading');
  scheduleHydration('load', start, clock);
  expect(start).toHaveBeenCalledTimes(1);
});

it('an `idle` page starts when the browser is idle after the load event, within the deadline, with no input', () => {
  const start = jest.fn();
  const browser = fakeClock('interactive');
  scheduleHydration('idle', start, browser.clock);
  expect(browser.idle).toHaveLength(0);
  browser.fireLoad();
  expect(browser.idle).toEqual([{ callback: expect.any(Function), timeout: IDLE_HYDRATION_DEADLINE_MS }]);
  expect(start).not.toHaveBeenCalled();
  browser.fireIdle();
  expect(start).toHaveBeenCalledTimes(1);
  document.dispatchEvent(new Event('pointermove', { bubbles: true }));
  expect(start).toHaveBeenCalledTimes(1);
});

it('an `idle` page already loaded asks for the idle callback at once', () => {
  const start = jest.fn();
  const browser = fakeClock('complete');
  scheduleHydration('idle', start, browser.clock);
  browser.fireIdle();
  expect(start).toHaveBeenCalledTimes(1);
});

it("an `idle` page starts earlier on the visitor's first intent, and only once", () => {
  const start = jest.fn();
  const browser = fakeClock('interactive');
  scheduleHydration('idle', start, browser.clock);
  document.dispatchEvent(new Event('keydown', { bubbles: true }));
  expect(start).toHaveBeenCalledTimes(1);
  browser.fireLoad();
  browser.fireIdle();
  expect(browser.idle).toHaveLength(0);
  expect(start).toHaveBeenCalledTimes(1);
});

it('without requestIdleCallback, starts on the next task after load', () => {
  const start = jest.fn();
  const browser = fakeClock('interactive', false);
  afterLoadWhenIdle(start, browser.clock);
  browser.fireLoad();
  expect(start).not.toHaveBeenCalled();
  browser.timers.forEach((timer) => timer());
  expect(start).toHaveBeenCalledTimes(1);
});
