import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeEmailBody, sendChangeEmailCodeBody } from '@pitchside/contract/account';
import { messageEnvelope } from '@pitchside/contract/api';
import { sendChangeEmailCode } from './send-change-email-code.ts';
import { changeEmail } from './change-email.ts';
import { tags, type AccountRouteOptions } from './route-helpers.ts';

/** A signed-in player's e-mail change: a code to the new address, then the change. */
export const emailChangeRoutes: FastifyPluginAsyncZod<AccountRouteOptions> = async (
  app,
  { deps, limits },
) => {
  app.post(
    '/api/account/change-email/send-code',
    {
      preHandler: [app.guards.requireUser, limits.changeEmail],
      schema: {
        tags,
        security: [{ bearer: [] }],
        body: sendChangeEmailCodeBody,
        response: { 200: messageEnvelope },
      },
    },
    async (request) => {
      await sendChangeEmailCode(deps, request.authenticated().user, request.body.newEmail);
      return { success: true as const, message: 'A code has been sent to your new email address.' };
    },
  );

  app.post(
    '/api/account/change-email',
    {
      preHandler: [app.guards.requireUser, limits.changeEmail],
      schema: { tags, security: [{ bearer: [] }], body: changeEmailBody, response: { 200: messageEnvelope } },
    },
    async (request) => {
      const { code, newEmail, confirmEmail } = request.body;
      await changeEmail(deps, request.authenticated().user, { code, newEmail, confirmEmail });
      return { success: true as const, message: 'Email changed. Please log in again.' };
    },
  );
};
