import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { ApiError } from '../../http/api-error.js';
import { attachmentDisposition } from './cv-file.js';
import type { findCvFile } from './employee-cv.repository.js';

/** A CV as read by `findCvFile`. */
export type CvFile = NonNullable<Awaited<ReturnType<typeof findCvFile>>>;

/**
 * Sends a CV as a download: its bytes from the database, or (PGlite, or a CV
 * stored before the contents table) its file in `cvDir`. A file that is gone
 * is `notFound()`. Used by the owner's and staff's download and by the
 * client portal's (docs/adr/0021).
 */
export async function sendCvFile(reply: FastifyReply, cv: CvFile, cvDir: string, notFound: () => ApiError): Promise<FastifyReply> {
  let body: Buffer | ReturnType<typeof createReadStream>;
  if (cv.content) {
    body = cv.content;
  } else {
    const stream = createReadStream(path.join(cvDir, cv.storageName));
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', reject);
    }).catch(() => {
      throw notFound();
    });
    body = stream;
  }
  return reply
    .header('content-type', cv.contentType)
    .header('content-length', String(cv.size))
    .header('content-disposition', attachmentDisposition(cv.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(body);
}
