/** The subset of fetch the forwarder needs (tests pass a fake: the network edge). */
export type FetchLike = (url: string, init: { method: string; headers: Record<string, string>; body: string; signal?: AbortSignal }) => Promise<{ ok: boolean; status: number }>;

export interface ForwardedEvent {
  event: string;
  properties: Record<string, unknown>;
  distinctId: string | undefined;
  time: Date;
  insertId: string;
}

export const MIXPANEL_TRACK_URL = 'https://api.mixpanel.com/track';

/**
 * Sends events to Mixpanel's ingestion API. Used only when MIXPANEL_TOKEN is
 * set; failures are reported to the caller, never thrown.
 */
export class MixpanelForwarder {
  constructor(
    private readonly token: string,
    private readonly fetchImpl: FetchLike = fetch as unknown as FetchLike,
    private readonly timeoutMs = 3000,
  ) {}

  async forward(event: ForwardedEvent): Promise<boolean> {
    const payload = [
      {
        event: event.event,
        properties: {
          ...event.properties,
          token: this.token,
          time: event.time.getTime(),
          $insert_id: event.insertId,
          ...(event.distinctId ? { distinct_id: event.distinctId } : {}),
        },
      },
    ];
    try {
      const response = await this.fetchImpl(MIXPANEL_TRACK_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/plain' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      return response.ok;
    } catch {
      return false;
    }
  }
}
