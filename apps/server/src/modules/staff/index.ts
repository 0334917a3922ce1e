// The staff-accounts module's public face (issue 35): the admin's routes and the invitee's link.
export { staffModule } from './staff-plugin.ts';
export type { InviteTwoFactor } from './invite-acceptance.ts';
