import type { TrackEvent } from '../contract/http';
import { analyticsEndpoints } from '../contract/endpoint-table/analytics';
import { getEventContext } from './event-context';

/** Options of {@link configureAnalytics}. */
export interface AnalyticsOptions {
  /** Where events are posted. Default `'/api/_mixpanel/track'`. */
  endpoint?: string;
}

/** Event name of a page view (spec section 4). */
export const PAGE_VIEW_EVENT = 'Page view';

const DEFAULT_ENDPOINT = `/api${analyticsEndpoints.track.path}`;
// Module-level on purpose: `@interim/shared/analytics` is a singleton.
let endpoint = DEFAULT_ENDPOINT;
let releases: Record<string, string> = {};

/** Configures the page's analytics; options left out return to their defaults. */
export function configureAnalytics(options: AnalyticsOptions = {}): void {
  endpoint = options.endpoint ?? DEFAULT_ENDPOINT;
}

/**
 * The releases of the remotes the page runs (remote name -> version, from
 * remotes.json's `$versions`): every later event carries them as its
 * `releases` property, so a figure can be split by release (a canary against
 * the live one). The shell sets them whenever it registers a remote.
 */
export function setEventReleases(next: Record<string, string>): void {
  releases = { ...next };
}

async function send(name: string, properties: Record<string, unknown>, failure: string): Promise<void> {
  // Spec section 4: nothing is sent when no window exists (server, tests in node).
  if (typeof window === 'undefined') return;
  try {
    const context = Object.keys(releases).length > 0 ? { releases, ...getEventContext() } : getEventContext();
    const event: TrackEvent = { event: name, properties: { ...properties, ...context } };
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'include',
      body: JSON.stringify(event),
    });
    // The answer's body is not read (spec section 7); only its status tells failure.
    if (!response.ok) console.error(failure, new Error(`HTTP ${response.status}`));
  } catch (error) {
    console.error(failure, error);
  }
}

/**
 * Sends an analytics event: the caller's properties plus the event context
 * (context keys win). Never rejects: a failure is only logged to the console
 * as 'Failed to track event' (spec section 8).
 */
export function track(name: string, properties: Record<string, unknown> = {}): Promise<void> {
  return send(name, properties, 'Failed to track event');
}

/**
 * Sends a page view: event 'Page view' with the event context. Never rejects;
 * a failure is logged as 'Failed to track page view' (spec section 8).
 */
export function trackPageView(): Promise<void> {
  return send(PAGE_VIEW_EVENT, {}, 'Failed to track page view');
}
