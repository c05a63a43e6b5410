import { registerServiceWorker, SERVICE_WORKER_URL, unregisterServiceWorkers, type RegistrationHost } from './register';

function fakeHost(readyState: DocumentReadyState, options: { idle?: boolean; serviceWorker?: boolean } = {}) {
  const register = jest.fn(async () => ({}) as ServiceWorkerRegistration);
  const listeners: Array<() => void> = [];
  const idleCallbacks: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const host: RegistrationHost = {
    navigator: options.serviceWorker === false ? {} : { serviceWorker: { register } as unknown as ServiceWorkerContainer },
    document: { readyState },
    addEventListener: (_type, listener) => listeners.push(listener),
    ...(options.idle === false ? {} : { requestIdleCallback: (callback: () => void) => idleCallbacks.push(callback) }),
    setTimeout: (callback: () => void) => timers.push(callback),
  };
  return { host, register, listeners, idleCallbacks, timers };
}

describe('registerServiceWorker', () => {
  it('waits for the load event and then for an idle moment: never during the first render', () => {
    const { host, register, listeners, idleCallbacks } = fakeHost('interactive');
    registerServiceWorker(host);
    expect(register).not.toHaveBeenCalled();
    expect(listeners).toHaveLength(1);
    listeners[0]!();
    expect(register).not.toHaveBeenCalled();
    expect(idleCallbacks).toHaveLength(1);
    idleCallbacks[0]!();
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL);
    expect(SERVICE_WORKER_URL).toBe('/sw.js');
  });

  it('waits only for idle when the page has loaded already', () => {
    const { host, register, listeners, idleCallbacks } = fakeHost('complete');
    registerServiceWorker(host);
    expect(listeners).toHaveLength(0);
    idleCallbacks[0]!();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('uses a timer where the browser has no idle callback (Safari)', () => {
    const { host, register, timers } = fakeHost('complete', { idle: false });
    registerServiceWorker(host);
    expect(register).not.toHaveBeenCalled();
    timers[0]!();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('does nothing in a browser without service workers', () => {
    const { host, listeners, idleCallbacks } = fakeHost('complete', { serviceWorker: false });
    registerServiceWorker(host);
    expect(listeners).toHaveLength(0);
    expect(idleCallbacks).toHaveLength(0);
  });
});

describe('unregisterServiceWorkers (pnpm dev)', () => {
  it('removes every registration of the site', async () => {
    const unregister = jest.fn(async () => true);
    const getRegistrations = jest.fn(async () => [{ unregister }, { unregister }]);
    unregisterServiceWorkers({ navigator: { serviceWorker: { getRegistrations } as unknown as ServiceWorkerContainer } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(unregister).toHaveBeenCalledTimes(2);
  });
});
