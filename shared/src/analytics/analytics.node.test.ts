/**
 * @jest-environment node
 */
import { http } from 'msw';
import { API_ORIGIN, noContent, recordRequests, server } from '../testing/msw-server';
import { configureAnalytics, track, trackPageView } from '.';

// jest.setup-dom.ts runs the MSW server in this node environment too.
describe('analytics without a window (spec section 4)', () => {
  it('sends nothing', async () => {
    // An absolute endpoint, answered: a request sent here would reach the server (a relative one could not leave node).
    configureAnalytics({ endpoint: `${API_ORIGIN}/api/_mixpanel/track` });
    server.use(http.all('*', () => noContent()));
    const requests = recordRequests();
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    expect(typeof window).toBe('undefined');
    await expect(track('Search', { q: 'zorg' })).resolves.toBeUndefined();
    await expect(trackPageView()).resolves.toBeUndefined();
    expect(requests).toHaveLength(0);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
