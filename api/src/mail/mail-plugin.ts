import path from 'node:path';
import { MailboxMessageSchema, MailboxQuerySchema } from '@interim/shared/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import '../modules/client-requests/client-requests.tables.js';
import { clientRequestReceivedMail } from './mail-templates.js';
import { createMailer, type Mailer, type MailMessage } from './mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail transport (SMTP or the outbox). */
    mailer: Mailer;
    /** Sends a mail now: `await app.sendMail({ to, ...applicationReceivedMail({...}) })`. Rejects when sending fails. */
    sendMail: (message: MailMessage) => Promise<void>;
  }
}

/**
 * Mail for every module (`app.sendMail`, `app.mailer.queue`), and outside
 * production the development mailbox `GET /api/_dev/mailbox` that lists the
 * outbox newest first (e2e tests read login links from it).
 */
export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const mailer = createMailer({
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
    app.decorate('sendMail', (message: MailMessage) => mailer.send(message));
    app.addHook('onClose', async () => mailer.close());

    // Staff hear of every client request; the row records that they were told.
    app.events.on('clientRequest.created', async (request) => {
      await mailer.send({ to: app.config.staffEmail, ...clientRequestReceivedMail(request) });
      await app.db.updateTable('client_requests').set({ staff_notified_at: app.now() }).where('id', '=', request.id).execute();
    });

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
