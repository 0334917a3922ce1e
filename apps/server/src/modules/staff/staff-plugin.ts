import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { MailOutbox } from '../mail/index.ts';
import { createInviteAcceptance, type InviteTwoFactor } from './invite-acceptance.ts';
import { inviteRoutes } from './invite-routes.ts';
import { createStaffService } from './staff-service.ts';
import { staffRoutes } from './staff-routes.ts';

/** Staff accounts managed by an admin, and the invitee's one-time link (issue 35). */
export const staffModule: FastifyPluginAsync<{
  db: Database;
  clock: () => Date;
  mail: MailOutbox;
  productName: string;
  publicUrl: string;
  twoFactor: InviteTwoFactor;
}> = async (app, { db, clock, mail, productName, publicUrl, twoFactor }) => {
  await app.register(staffRoutes, {
    staff: createStaffService({ db, clock, mail, productName, publicUrl }),
  });
  await app.register(inviteRoutes, { invites: createInviteAcceptance({ db, clock, twoFactor }) });
};
