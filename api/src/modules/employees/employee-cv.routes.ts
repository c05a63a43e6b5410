import path from 'node:path';
import multipart from '@fastify/multipart';
import { ApiErrorBodySchema, endpoints, endpointSchemas, MAX_CV_BYTES } from '@interim/shared/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError } from '../../http/api-error.js';
import { ConcurrencyLimiter } from '../../http/concurrency-limiter.js';
import { currentUser, requireUser } from '../../plugins/auth.js';
import { limitRequests } from '../../plugins/rate-limit.js';
import { sendCv } from './cv-download.js';
import { detectCvKind } from './cv-file.js';
import { cvErrors, EmployeeCvService } from './employee-cv.service.js';
import { errorBodies } from '../../http/error-bodies.js';
import { routeSchema } from '../../http/route-schema.js';

const errors = errorBodies(400, 401, 403, 404, 413, 415);

/**
 * Uploads per user: RATE_LIMIT_CV_UPLOADS_PER_HOUR an hour (429 with
 * Retry-After), counted before the body is read (issue 29 item 7).
 */
const limitCvUploads = limitRequests([
  { bucket: 'cv-upload', key: (request) => (request.user ? String(request.user.id) : undefined), limit: (config) => config.trafficLimits.cvUploadsPerHour, windowSeconds: () => 3600 },
]);

/**
 * Uploads whose bytes are held at once per instance: each is read whole into
 * memory (at most MAX_CV_BYTES, then checked by content and stored), so this
 * bounds that memory to 4 x 10 MB. A waiting upload has not been read yet
 * (its bytes wait in the connection); more than 8 waiting, or a wait over
 * 10 s, is a 503 with Retry-After.
 */
const CV_UPLOAD_LIMITS = { maxConcurrent: 4, maxQueued: 8, maxWaitMs: 10_000 };

/**
 * `POST /api/employees/cv`, `GET /api/employees/cv/{id}`. On PostgreSQL the
 * bytes are stored in the database (`employee_cv_contents`, in the row's
 * transaction), so every instance behind a load balancer serves every CV; on
 * PGlite (one instance) in `${DATA_DIR}/cv/` (outside every web root) under
 * random names. A CV uploaded to PostgreSQL before the contents table
 * existed is still read from that folder. The uploaded name is metadata
 * only. Only the owner (and staff) can download.
 */
export async function employeeCvRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = new EmployeeCvService({ db: app.db, now: app.now, cvDir: path.join(app.config.dataDir, 'cv'), inDatabase: app.database.kind === 'postgres', log: app.log });
  const uploads = new ConcurrencyLimiter(CV_UPLOAD_LIMITS);
  await app.register(multipart, { limits: { fileSize: MAX_CV_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1000, headerPairs: 100 } });

  routes.post(
    endpoints.employees.uploadCv.path,
    {
      onRequest: requireUser,
      schema: routeSchema(endpointSchemas.employees.uploadCv, {
        tags: ['employees'],
        summary: 'Upload the CV of the logged-in employee (replaces the previous one)',
        description: `multipart/form-data with exactly one file (any field name), at most ${MAX_CV_BYTES / 1024 / 1024} MB: 413 \`FILE_TOO_LARGE\`. PDF, DOC or DOCX, checked by content: 415 \`UNSUPPORTED_FILE_TYPE\`. At most RATE_LIMIT_CV_UPLOADS_PER_HOUR (10) uploads per user per hour: 429 \`RATE_LIMITED\`; too many uploads at once on the instance: 503 \`SERVER_BUSY\`.`,
        consumes: ['multipart/form-data'],
        errors: { ...errors, 429: ApiErrorBodySchema, 503: ApiErrorBodySchema },
      }),
      preHandler: limitCvUploads,
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!request.isMultipart()) throw cvErrors.notMultipart();
      const release = await uploads.acquire();
      try {
        return await storeUpload(request, reply, user.id);
      } finally {
        release();
      }
    },
  );

  async function storeUpload(request: FastifyRequest, reply: FastifyReply, employeeId: number) {
    let upload: { fileName: string; bytes: Buffer } | undefined;
    // A client that goes away mid-upload (or is cut off by the request
    // timeout) leaves the multipart reader waiting forever: this ends the
    // wait, so its turn and its bytes are given back.
    const gone = new Promise<never>((_resolve, reject) => {
      // Gone already while this upload waited for its turn: the close event has passed.
      if (request.raw.socket?.destroyed) reject(cvErrors.malformed());
      else reply.raw.once('close', () => reject(cvErrors.malformed()));
    });
    gone.catch(() => undefined);
    try {
      const parts = request.parts()[Symbol.asyncIterator]();
      for (;;) {
        const next = await Promise.race([parts.next(), gone]);
        if (next.done) break;
        const part = next.value;
        if (part.type !== 'file') continue;
        if (upload) throw cvErrors.tooMany();
        upload = { fileName: part.filename, bytes: await Promise.race([part.toBuffer(), gone]) };
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw cvErrors.tooLarge();
      if (code === 'FST_FILES_LIMIT') throw cvErrors.tooMany();
      if (error instanceof ApiError || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
      // busboy reports a broken body (cut off, bad boundary) as a plain Error: the client's fault.
      throw cvErrors.malformed();
    }
    if (!upload) throw cvErrors.missing();
    if (upload.bytes.length === 0) throw cvErrors.empty();
    const kind = detectCvKind(upload.bytes);
    if (!kind) throw cvErrors.wrongType();

    const created = await service.store(employeeId, upload.fileName, upload.bytes, kind);
    reply.header('cache-control', 'no-store');
    return reply.status(201).send({
      id: created.id,
      fileName: created.fileName,
      size: created.size,
      contentType: created.contentType,
      uploadedAt: created.uploadedAt.toISOString(),
      hasText: created.hasText,
    });
  }

  routes.get(
    endpoints.employees.cv.path,
    {
      onRequest: requireUser,
      schema: routeSchema(endpointSchemas.employees.cv, {
        tags: ['employees'],
        summary: 'Download a CV (its owner, or staff)',
        description: "Another user's CV answers 404 `CV_NOT_FOUND`, like one that does not exist. A download by staff is recorded in the audit log (`cv_downloaded`).",
        errors,
      }),
    },
    async (request, reply) => {
      const { cv, body } = await service.open(currentUser(request), request.params.id);
      return sendCv(reply, cv, body);
    },
  );
}
