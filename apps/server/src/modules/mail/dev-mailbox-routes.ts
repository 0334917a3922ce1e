import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@pitchside/contract/api';
import { demoData, devMailItem, devMailQuery, type DemoData } from '@pitchside/contract/dev';
import type { Database } from '../../db/client.ts';
import { findDevMail, listDevMail, type DevMailRow } from './dev-mail-repository.ts';
import { notFound } from '../../lib/app-error.ts';
import { renderMailboxPage, renderMessagePage } from './dev-mailbox-page.ts';
import { idParam } from '@pitchside/contract/bounds';

const MAX_LISTED = 200;

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms. */
export const isLoopback = (address: string | undefined) =>
  !!address && (/^(::ffff:)?127\./.test(address) || address === '::1');

/** Registered only outside production with no SMTP_URL: the development mailbox. */
export const devMailboxRoutes: FastifyPluginAsyncZod<{
  db: Database;
  productName: string;
  /** The demo accounts and free referral IDs: the account module's, handed in by the app. */
  demoData: () => Promise<DemoData>;
}> = async (app, { db, productName, demoData: listDemoData }) => {
  // Reset links and codes of every player pass through here: only this machine may read them,
  // even on a test deployment that others can reach. Elsewhere the routes do not exist.
  app.addHook('onRequest', async (request) => {
    if (!isLoopback(request.socket.remoteAddress)) throw notFound('Resource not found');
  });

  const toItem = (row: DevMailRow) => ({
    id: row.id,
    to: row.toAddress,
    from: row.fromAddress,
    subject: row.subject,
    text: row.text,
    html: row.html,
    createdAt: row.createdAt.toISOString(),
  });

  app.get(
    '/api/dev/mail',
    {
      schema: {
        tags: ['development'],
        summary: 'Messages the development mailbox received for one address, newest first',
        querystring: devMailQuery,
        response: { 200: okEnvelope(z.array(devMailItem)) },
      },
    },
    async (request) => {
      const rows = await listDevMail(db, { to: request.query.to.toLowerCase(), limit: MAX_LISTED });
      return { success: true as const, data: rows.map(toItem) };
    },
  );

  app.get(
    '/api/dev/demo',
    {
      schema: {
        tags: ['development'],
        summary: 'Demo accounts and referral IDs still free for sign-up',
        response: { 200: okEnvelope(demoData) },
      },
    },
    async () => ({ success: true as const, data: await listDemoData() }),
  );

  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await listDevMail(db, { limit: MAX_LISTED });
    return reply.type('text/html; charset=utf-8').send(renderMailboxPage(productName, rows.map(toItem)));
  });

  app.get(
    '/dev/mailbox/:id',
    { schema: { hide: true, params: z.object({ id: idParam }) } },
    async (request, reply) => {
      const row = await findDevMail(db, request.params.id);
      if (!row) throw notFound('Message not found');
      return reply.type('text/html; charset=utf-8').send(renderMessagePage(toItem(row)));
    },
  );
};
