import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { ApiError } from '../../http/api-error.js';
import { attachmentDisposition } from './cv-file.js';
import type { findCvFile } from './employee-cv.repository.js';

/** A CV as read by `findCvFile`. */
export type CvFile = NonNullable<Awaited<ReturnType<typeof findCvFile>>>;

/** The bytes of a CV ready to send: from the database, or a stream of its file. */
export type CvBody = Buffer | ReturnType<typeof createReadStream>;

/**
 * Opens a CV's bytes: from the database, or (PGlite, or a CV stored before
 * the contents table) its file in `cvDir`. A file that is gone is
 * `notFound()`. Used by the owner's and staff's download and by the client
 * portal's (docs/adr/0021).
 */
export async function openCvBody(cv: CvFile, cvDir: string, notFound: () => ApiError): Promise<CvBody> {
  if (cv.content) return cv.content;
  const stream = createReadStream(path.join(cvDir, cv.storageName));
  await new Promise<void>((resolve, reject) => {
    stream.once('open', () => resolve());
    stream.once('error', reject);
  }).catch(() => {
    throw notFound();
  });
  return stream;
}

/** Sends an opened CV as a download (its own type, an attachment, never cached). */
export function sendCv(reply: FastifyReply, cv: CvFile, body: CvBody): FastifyReply {
  return reply
    .header('content-type', cv.contentType)
    .header('content-length', String(cv.size))
    .header('content-disposition', attachmentDisposition(cv.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(body);
}
