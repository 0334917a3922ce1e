import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { MailOutbox } from '../mail/index.ts';
import { createInviteAcceptance, type InviteTwoFactor } from './invite-acceptance.ts';
import { inviteRoutes } from './invite-routes.ts';
import { createStaffService } from './staff-service.ts';
import { staffRoutes } from './staff-routes.ts';

/** Staff accounts and invitations (issue 35), registered by app.ts in one call. */
export async function registerStaffAccounts(
  app: FastifyInstance,
  deps: {
    db: Database;
    clock: () => Date;
    mail: MailOutbox;
    productName: string;
    publicUrl: string;
    twoFactor: InviteTwoFactor;
  },
) {
  const { db, clock, twoFactor } = deps;
  await app.register(staffRoutes, { staff: createStaffService(deps) });
  await app.register(inviteRoutes, { invites: createInviteAcceptance({ db, clock, twoFactor }) });
}
