import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@pitchside/contract/api';
import {
  staffIdParams,
  staffInviteBody,
  staffInviteResponse,
  staffListResponse,
  staffRoleBody,
} from '@pitchside/contract/staff-accounts';
import type { StaffActor, StaffService } from './staff-service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** Staff accounts in the console (issue 35): admins only (`STAFF_AREAS.staff`). */
export const staffRoutes: FastifyPluginAsyncZod<{ staff: StaffService }> = async (app, { staff }) => {
  const admins = app.guards.requireStaff('staff');
  const actorOf = (request: Parameters<typeof app.guards.requireUser>[0]): StaffActor => {
    const { user } = request.authenticated();
    return {
      id: user.id,
      email: user.email,
      nickname: user.nickname,
      language: user.language,
      ip: request.ip,
    };
  };

  app.get(
    '/api/admin/staff',
    { preHandler: admins, schema: { tags, security, response: { 200: staffListResponse } } },
    async () => ({ success: true as const, data: await staff.list() }),
  );

  app.put(
    '/api/admin/staff/:id/role',
    {
      preHandler: admins,
      schema: {
        tags,
        security,
        params: staffIdParams,
        body: staffRoleBody,
        response: { 200: successEnvelope },
      },
    },
    async (request) => {
      await staff.changeRole(actorOf(request), request.params.id, request.body.role);
      return { success: true as const };
    },
  );

  app.delete(
    '/api/admin/staff/:id',
    {
      preHandler: admins,
      schema: { tags, security, params: staffIdParams, response: { 200: successEnvelope } },
    },
    async (request) => {
      await staff.remove(actorOf(request), request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/api/admin/staff/invites',
    {
      preHandler: admins,
      schema: { tags, security, body: staffInviteBody, response: { 200: staffInviteResponse } },
    },
    async (request) => ({
      success: true as const,
      data: await staff.invite(actorOf(request), request.body.email, request.body.role),
    }),
  );

  app.delete(
    '/api/admin/staff/invites/:id',
    {
      preHandler: admins,
      schema: { tags, security, params: staffIdParams, response: { 200: successEnvelope } },
    },
    async (request) => {
      await staff.revokeInvite(actorOf(request), request.params.id);
      return { success: true as const };
    },
  );
};
