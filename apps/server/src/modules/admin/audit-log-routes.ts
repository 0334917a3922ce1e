import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_CSV_MAX, auditCsvQuery, auditQuery, auditResponse } from '@pitchside/contract/admin-audit';
import { searchAudit } from '../audit/index.ts';
import type { Database } from '../../db/client.ts';
import { toAuditEntry } from './player-views.ts';
import { csvCell } from './sales-service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** `/api/admin/logs`: the audit log, filtered and paged on screen, or as a spreadsheet. */
export const adminAuditLogRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const auditReaders = app.guards.requireStaff('audit');

  app.get(
    '/api/admin/logs',
    {
      preHandler: auditReaders,
      schema: { tags, security, querystring: auditQuery, response: { 200: auditResponse } },
    },
    async (request) => {
      const { from, to, limit, ...filter } = request.query;
      const rows = await searchAudit(db, {
        ...filter,
        from: from ? new Date(from) : undefined,
        to: to ? new Date(to) : undefined,
        limit,
      });
      return {
        success: true as const,
        data: rows.map(toAuditEntry),
        nextBefore: rows.length === limit ? (rows.at(-1)?.id ?? null) : null,
      };
    },
  );

  // The same filters as the screen, as a spreadsheet: one row per record, newest first.
  app.get(
    '/api/admin/logs.csv',
    { preHandler: auditReaders, schema: { tags, security, querystring: auditCsvQuery } },
    async (request, reply) => {
      const { from, to, ...filter } = request.query;
      const rows = await searchAudit(db, {
        ...filter,
        from: from ? new Date(from) : undefined,
        to: to ? new Date(to) : undefined,
        limit: AUDIT_CSV_MAX,
      });
      const header = ['id', 'at', 'actor', 'actor_name', 'action', 'target_type', 'target_id', 'target_name'];
      const lines = [
        [...header, 'reason', 'before', 'after', 'ip'].join(','),
        ...rows.map((row) =>
          [
            row.id,
            row.at.toISOString(),
            row.actorEmail ?? '',
            row.actorName ?? '',
            row.action,
            row.targetType ?? '',
            row.targetId ?? '',
            row.targetName ?? '',
            row.reason ?? '',
            row.before ? JSON.stringify(row.before) : '',
            row.after ? JSON.stringify(row.after) : '',
            row.ip ?? '',
          ]
            .map(csvCell)
            .join(','),
        ),
      ];
      return reply
        .type('text/csv; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', 'attachment; filename="audit-log.csv"')
        .send(`${lines.join('\r\n')}\r\n`);
    },
  );
};
