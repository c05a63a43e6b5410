import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** One turn of the event loop: the writes queued before it have reached the socket. */
const afterIo = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A streamed page (ADR 0004): the head at once, then the rest, asked for
 * once the head has left. The rest is rendered in a render worker (ADR
 * 0024), which started on it as soon as it posted the head; on one thread
 * a render started earlier held the head back with it (React renders
 * synchronously to the end once it starts). Compressed here, not by
 * @fastify/compress, with the head flushed through the compressor (its
 * work runs on libuv's thread pool) before the rest is awaited.
 */
export function streamedPage(request: FastifyRequest, reply: FastifyReply, head: string, rest: () => Promise<string>): Readable {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  if (!encoding) {
    return Readable.from(
      (async function* parts() {
        yield head;
        await afterIo();
        yield await rest();
      })(),
    );
  }
  reply.header('content-encoding', encoding).header('vary', 'Cookie, Accept-Encoding');
  const compressor =
    encoding === 'br'
      ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
      : zlib.createGzip();
  compressor.write(head);
  const flushKind = encoding === 'br' ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH;
  // The flush's callback runs once the compressed head has been handed on; the render starts one turn later.
  compressor.flush(flushKind, () => {
    afterIo()
      .then(rest)
      .then((text) => compressor.end(text));
  });
  return compressor;
}
