import type { FastifyReply } from 'fastify';

/**
 * Sends a value that many requests share (a page of the anonymous vacancy
 * list cache, say) as the UTF-8 bytes of its JSON, serialized by the route's
 * own response serializer the first time and reused while the value lives.
 *
 * Keyed by the value's identity in a WeakMap: when the cache drops the value,
 * its bytes go with it, so the bytes can never outlive or differ from what
 * they were made from. A served search page otherwise spent about a third of
 * its CPU serializing, measuring (Buffer.byteLength) and UTF-8 encoding the
 * same 17 kB text again (docs/quality.md, API throughput).
 */
export class SerializedOnce<T extends object> {
  private readonly bytes = new WeakMap<T, Buffer>();

  send(reply: FastifyReply, value: T): FastifyReply {
    let body = this.bytes.get(value);
    if (!body) {
      // reply.serialize: the route's compiled serializer for the status, with the contract check outside production.
      const json = reply.serialize(value);
      body = typeof json === 'string' ? Buffer.from(json) : Buffer.isBuffer(json) ? json : Buffer.from(new Uint8Array(json));
      this.bytes.set(value, body);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  }
}
