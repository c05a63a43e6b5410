/**
 * @jest-environment node
 */
import { track, trackPageView } from '.';

describe('analytics without a window (spec section 4)', () => {
  it('sends nothing', async () => {
    const fetchMock = jest.fn();
    const realFetch = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    try {
      expect(typeof window).toBe('undefined');
      await expect(track('Search', { q: 'zorg' })).resolves.toBeUndefined();
      await expect(trackPageView()).resolves.toBeUndefined();
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      global.fetch = realFetch;
    }
  });
});
