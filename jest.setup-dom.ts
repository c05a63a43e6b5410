import '@testing-library/jest-dom';
import { server } from './shared/src/testing/msw-server';

// Requests of this file still being answered. A data hook (SWR) that gets its
// answer after the file's browser environment is gone reads `document` and
// throws, which fails whatever file runs next in the same process (seen
// 2026-11-25). So the file waits for its own requests before it ends.
const inFlight = new Set<string>();
const track = () => {
  server.events.on('request:start', ({ requestId }) => void inFlight.add(requestId));
  server.events.on('request:end', ({ requestId }) => void inFlight.delete(requestId));
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// One network mock for every browser-side test (MSW): a request no handler
// answers fails the test, handlers and recordings end with each test.
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  track();
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  track();
});
afterAll(async () => {
  // At most 2 s: a request a test left unanswered on purpose (neverAnswer) never ends.
  const deadline = Date.now() + 2_000;
  while (inFlight.size > 0 && Date.now() < deadline) await sleep(20);
  // The answer's body and the hook's own steps after it.
  await sleep(50);
  server.close();
});
