import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  inviteAccountBody,
  inviteAccountResponse,
  inviteConfirmBody,
  inviteConfirmResponse,
  inviteTokenParams,
  inviteViewResponse,
} from '@pitchside/contract/staff-accounts';
import type { InviteAcceptance } from './invite-acceptance.ts';

const tags = ['staff invites'];

/**
 * The invitee's link (issue 35): no session, the token is the credential. Kept off `/api/staff`
 * and `/api/admin`, whose every route needs a staff role (the role-matrix test).
 */
export const inviteRoutes: FastifyPluginAsyncZod<{ invites: InviteAcceptance }> = async (
  app,
  { invites },
) => {
  app.get(
    '/api/invites/:token',
    { schema: { tags, params: inviteTokenParams, response: { 200: inviteViewResponse } } },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return { success: true as const, data: await invites.view(request.params.token) };
    },
  );

  app.post(
    '/api/invites/:token/account',
    {
      schema: {
        tags,
        params: inviteTokenParams,
        body: inviteAccountBody,
        response: { 200: inviteAccountResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await invites.account(request.params.token, request.body),
    }),
  );

  app.post(
    '/api/invites/:token/confirm',
    {
      schema: {
        tags,
        params: inviteTokenParams,
        body: inviteConfirmBody,
        response: { 200: inviteConfirmResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await invites.confirm(request.params.token, request.body.code, request.ip),
    }),
  );
};
