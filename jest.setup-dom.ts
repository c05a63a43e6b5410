import '@testing-library/jest-dom';
import { server } from './shared/src/testing/msw-server';

// One network mock for every browser-side test (MSW): a request no handler
// answers fails the test, handlers and recordings end with each test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());
