import path from 'node:path';
import { MailboxMessageSchema, MailboxQuerySchema } from '@interim/shared/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createMailer, type Mailer } from './mailer.js';
import { releaseMailLeases } from './mail-outbox.repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Durable mail: `await app.mailer.enqueue(trx, { to, ...applicationReceivedMail({...}) })` in the transaction of the cause, then `app.mailer.wake()`. */
    mailer: Mailer;
  }
}

/**
 * Mail for every module (`app.mailer`): the `mail_outbox` table's worker
 * (docs/adr/0012), started when the app is ready and stopped when it
 * closes (after the mail in hand, before the database closes: this hook
 * was added after the database's, and Fastify runs onClose hooks the other
 * way round). Outside production also the development mailbox
 * `GET /api/_dev/mailbox` that lists the outbox newest first (e2e tests
 * read login links from it).
 */
export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const mailer = createMailer({
      db: app.db,
      pollSeconds: app.config.mailPollSeconds,
      maxAttempts: app.config.mailMaxAttempts,
      smtpUrl: app.config.smtpUrl,
      from: app.config.mailFrom,
      outboxDir: path.join(app.config.dataDir, 'outbox'),
      logLinks: app.config.logMailLinks,
      now: app.now,
      log: app.log,
    });
    if (mailer.kind === 'smtp') {
      app.log.info('mail: SMTP');
    } else {
      const outbox = `mail: outbox in ${path.join(app.config.dataDir, 'outbox')}`;
      app.log.info(app.config.logMailLinks ? `${outbox}; links are logged` : `${outbox}; links are not logged`);
      if (app.config.nodeEnv === 'production' && app.config.logMailLinks) {
        // Only a production build on a local PUBLIC_URL gets here (config/env.ts).
        app.log.warn(
          `production without SMTP_URL: login links are logged because PUBLIC_URL ${app.config.publicUrl} is this machine; set SMTP_URL (or MAIL_OUTBOX=1) before others can reach this server`,
        );
      }
    }
    app.decorate('mailer', mailer);
    // Mails a previous process left (a crash, a stop) go as soon as the app is ready. On the embedded
    // database this process is the only one (the data folder's lock): a lease left in a row is a dead
    // process's, released at once. On PostgreSQL another instance may hold it: it ends with its lease.
    app.addHook('onReady', async () => {
      if (app.database.kind === 'pglite') {
        const released = await releaseMailLeases(app.db, app.now());
        if (released > 0) app.log.info({ released }, 'mail: leases of a previous process released');
      }
      mailer.start();
    });
    app.addHook('onClose', async () => mailer.close());

    if (app.config.nodeEnv !== 'production') {
      app.withTypeProvider<ZodTypeProvider>().get(
        '/api/_dev/mailbox',
        {
          schema: {
            tags: ['development'],
            summary: 'Sent mails, newest first (not in production)',
            querystring: MailboxQuerySchema,
            response: { 200: z.array(MailboxMessageSchema) },
          },
        },
        async (request, reply) => {
          await mailer.flush();
          reply.header('cache-control', 'no-store');
          return mailer.listOutbox({ ...(request.query.to ? { to: request.query.to } : {}), limit: request.query.limit ?? 50 });
        },
      );
    }
  },
  { name: 'mail', dependencies: ['app-context'] },
);
