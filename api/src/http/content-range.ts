import type { FastifyReply } from 'fastify';

/**
 * Sets `Content-Range: <resource> <start>-<end>/<total>` (docs/architecture.md
 * section 3). An empty page gets the RFC 9110 form `<resource> *\/<total>`.
 */
export function setContentRange(reply: FastifyReply, resource: string, start: number, count: number, total: number): void {
  const value = count > 0 ? `${resource} ${start}-${start + count - 1}/${total}` : `${resource} */${total}`;
  reply.header('content-range', value);
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
