import type { FastifyBaseLogger } from 'fastify';

/**
 * Domain events between modules, so a module can react to another without
 * importing it (e.g. the mail module sends staff a mail when a client request
 * is stored). Each module declares its events by augmentation:
 *
 *   declare module '../../plugins/app-events.js' {
 *     interface AppEvents { 'clientRequest.created': StoredClientRequest }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AppEvents {}

type Handler<T> = (payload: T) => Promise<void> | void;

export class AppEventBus {
  private readonly handlers = new Map<keyof AppEvents, Array<Handler<never>>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Subscribes to an event (call from a module's routes plugin at start). */
  on<K extends keyof AppEvents>(name: K, handler: Handler<AppEvents[K]>): void {
    const list = this.handlers.get(name) ?? [];
    list.push(handler as Handler<never>);
    this.handlers.set(name, list);
  }

  /**
   * Runs every handler in turn. A failing handler is logged and does not
   * fail the request that emitted the event: what was stored stays stored.
   */
  async emit<K extends keyof AppEvents>(name: K, payload: AppEvents[K]): Promise<void> {
    for (const handler of this.handlers.get(name) ?? []) {
      try {
        await (handler as Handler<AppEvents[K]>)(payload);
      } catch (error) {
        this.log.error({ err: error, event: name }, 'event handler failed');
      }
    }
  }
}
