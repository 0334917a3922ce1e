import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@pitchside/contract/api';
import {
  newTicketFields,
  replyFields,
  setPriorityBody,
  staffQueueQuery,
  ticketDetail,
  ticketList,
  ticketListQuery,
  ATTACHMENT_MAX_FILES,
  VIDEO_MAX_BYTES,
} from '@pitchside/contract/support';
import { AppError } from '../../lib/app-error.ts';
import type { CreationLimits } from '../../lib/creation-limits.ts';
import { withReceivedMessage, type ReceivedMessage, type StorageAllowance } from './attachment-store.ts';
import { attachmentSpaceLeft, quotaExceeded } from './attachment-quota.ts';
import type { SupportDeps, UserRow } from './support-deps.ts';
import { listTickets } from './list-tickets.ts';
import { createTicket } from './create-ticket.ts';
import { ticketDetail as readTicket } from './ticket-detail.ts';
import { replyToTicket } from './reply-to-ticket.ts';
import { closeTicket } from './close-ticket.ts';
import { setTicketPriority } from './set-ticket-priority.ts';
import { ticketQueue } from './ticket-queue.ts';
import { readAttachment } from './read-attachment.ts';
import { idParam } from '@pitchside/contract/bounds';

const security = [{ bearer: [] }];
const idParams = z.object({ id: idParam });

/** zod errors on multipart fields become the same 400 answer as JSON bodies. */
function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.infer<T> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    throw new AppError('VALIDATION_FAILED', details[0]?.message ?? 'Invalid request', 400, { details });
  }
  return parsed.data;
}

/**
 * Receives a message's fields and files (stored as they stream in, within what the sender may
 * still store; staff have no quota) and hands them to `handle`.
 */
async function receiveWithinQuota<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: SupportDeps,
  user: UserRow,
  handle: (message: ReceivedMessage) => Promise<T>,
) {
  const allowance = {
    bytesLeft: await attachmentSpaceLeft(deps, user),
    exceeded: () => quotaExceeded(deps.attachmentQuotaBytes),
  } satisfies StorageAllowance;
  return withReceivedMessage(request, reply, deps.attachmentsDir, handle, allowance);
}

export const supportRoutes: FastifyPluginAsyncZod<{
  deps: SupportDeps;
  limits: CreationLimits;
}> = async (app, { deps, limits }) => {
  // One file may be a 50 MB video; the 5-file rule is checked with its own message when the sixth
  // file starts, so the parser's own count only needs to let that sixth one reach us.
  await app.register(multipart, {
    limits: { fileSize: VIDEO_MAX_BYTES, files: ATTACHMENT_MAX_FILES + 1, fields: 10 },
  });

  app.get(
    '/api/support/tickets',
    {
      preHandler: app.guards.requireUser,
      schema: { tags: ['support'], security, querystring: ticketListQuery, response: { 200: ticketList } },
    },
    async (request) => {
      const result = await listTickets(deps, request.authenticated().user, request.query);
      return {
        success: true as const,
        ...result,
        page: request.query.page,
        pageSize: request.query.pageSize,
      };
    },
  );

  app.post(
    '/api/support/tickets',
    {
      preHandler: [app.guards.requireUser, limits.ticket],
      schema: {
        tags: ['support'],
        security,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: okEnvelope(ticketDetail) },
      },
    },
    async (request, reply) => {
      const { user } = request.authenticated();
      const data = await receiveWithinQuota(request, reply, deps, user, async ({ fields, files }) => {
        // Messages with files count in the player's upload limit as well.
        if (files.length) await limits.attachment(request);
        return createTicket(deps, user, parseFields(newTicketFields, fields), files);
      });
      return reply.status(201).send({ success: true as const, data });
    },
  );

  registerTicketActions(app, {
    prefix: '/api/support',
    tag: 'support',
    preHandler: app.guards.requireUser,
    deps,
    asStaff: false,
    limits,
  });

  app.get(
    '/api/support/attachments/:id',
    { preHandler: app.guards.requireUser, schema: { tags: ['support'], security, params: idParams } },
    async (request, reply) => {
      const { row, content } = await readAttachment(deps, request.authenticated().user, request.params.id);
      // Images and PDFs preview inline; anything else downloads. Never sniffed by the browser.
      const inline = row.contentType.startsWith('image/') || row.contentType === 'application/pdf';
      return reply
        .type(row.contentType)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, max-age=3600')
        .header(
          'Content-Disposition',
          `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(row.originalName)}`,
        )
        .send(content);
    },
  );

  // The staff console: the roles of the tickets area only; every action is written to the audit log.
  const staff = app.guards.requireStaff('tickets');

  app.get(
    '/api/staff/tickets',
    {
      preHandler: staff,
      schema: { tags: ['staff'], security, querystring: staffQueueQuery, response: { 200: ticketList } },
    },
    async (request) => {
      const result = await ticketQueue(deps, request.query);
      return {
        success: true as const,
        ...result,
        page: request.query.page,
        pageSize: request.query.pageSize,
      };
    },
  );

  registerTicketActions(app, {
    prefix: '/api/staff',
    tag: 'staff',
    preHandler: staff,
    deps,
    asStaff: true,
    limits,
  });

  app.post(
    '/api/staff/tickets/:id/priority',
    {
      preHandler: staff,
      schema: {
        tags: ['staff'],
        security,
        params: idParams,
        body: setPriorityBody,
        response: { 200: okEnvelope(ticketDetail) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await setTicketPriority(
        deps,
        request.authenticated().user,
        request.params.id,
        request.body.priority,
      ),
    }),
  );
};

interface TicketActionOptions {
  prefix: '/api/support' | '/api/staff';
  tag: string;
  preHandler: FastifyInstance['guards']['requireUser'];
  deps: SupportDeps;
  /** Staff answer as "Support Team" and may act on any ticket; players only on their own. */
  asStaff: boolean;
  /** A player's replies and their files count in the per-player creation limits; staff's do not. */
  limits: CreationLimits;
}

/** Open, reply to and close a ticket: the same three calls for the player and the staff console. */
function registerTicketActions(
  app: Parameters<FastifyPluginAsyncZod>[0],
  { prefix, tag, preHandler, deps, asStaff, limits }: TicketActionOptions,
) {
  const schemaBase = { tags: [tag], security, params: idParams, response: { 200: okEnvelope(ticketDetail) } };

  app.get(`${prefix}/tickets/:id`, { preHandler, schema: schemaBase }, async (request) => ({
    success: true as const,
    data: await readTicket(deps, request.authenticated().user, request.params.id),
  }));

  app.post(
    `${prefix}/tickets/:id/replies`,
    {
      preHandler: asStaff ? preHandler : [preHandler, limits.reply],
      schema: { ...schemaBase, consumes: ['multipart/form-data', 'application/json'] },
    },
    async (request, reply) => {
      const { user } = request.authenticated();
      const data = await receiveWithinQuota(request, reply, deps, user, async ({ fields, files }) => {
        if (files.length && !asStaff) await limits.attachment(request);
        const { message } = parseFields(replyFields, fields);
        return replyToTicket(deps, user, request.params.id, message, files, asStaff);
      });
      return { success: true as const, data };
    },
  );

  app.post(`${prefix}/tickets/:id/close`, { preHandler, schema: schemaBase }, async (request) => ({
    success: true as const,
    data: await closeTicket(deps, request.authenticated().user, request.params.id, asStaff),
  }));
}
