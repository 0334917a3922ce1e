import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { STAFF_INVITE_TTL_HOURS, type StaffInvite, type StaffList } from '@pitchside/contract/staff-accounts';
import { STAFF_ROLES, type StaffRole } from '@pitchside/contract/staff-roles';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { staffInvites } from '../../db/schema/staff-invites.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { hashToken, randomToken } from '../../lib/security/tokens.ts';
import { recordAudit } from '../audit/index.ts';
import { mailString, renderMail, type MailOutbox } from '../mail/index.ts';
import { revokeAllSessions } from '../account/index.ts';
import { listStaff, openInvites, revokeOpenInvites, toInviteView } from './staff-repository.ts';

/** The admin acting, as the audit log names them. */
export interface StaffActor {
  id: number;
  email: string;
  nickname: string;
  language: string;
  ip?: string;
}

const ownAccount = () =>
  new AppError('OWN_STAFF_ROLE', 'You cannot change or remove your own staff access.', 403);

/**
 * The admin's side of staff accounts (issue 35): who is staff, their role, removing access, and
 * invitations. Every change is one transaction with its audit record.
 */
export function createStaffService(deps: {
  db: Database;
  clock: () => Date;
  mail: MailOutbox;
  productName: string;
  publicUrl: string;
}) {
  const { db, clock } = deps;

  async function staffMember(id: number) {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), inArray(users.role, [...STAFF_ROLES])))
      .limit(1);
    if (!row) throw notFound('Staff member not found');
    return row;
  }

  return {
    async list(): Promise<StaffList> {
      const [members, invites] = await Promise.all([listStaff(db), openInvites(db, clock())]);
      return { members, invites };
    },

    async changeRole(actor: StaffActor, id: number, role: StaffRole) {
      if (id === actor.id) throw ownAccount();
      const member = await staffMember(id);
      if (member.role === role) return;
      await db.transaction(async (tx) => {
        await tx.update(users).set({ role, updatedAt: clock() }).where(eq(users.id, id));
        await recordAudit(tx, {
          at: clock(),
          actor,
          action: 'staff.role_changed',
          target: { type: 'user', id },
          before: { role: member.role },
          after: { role },
          ip: actor.ip,
        });
      });
    },

    /** Staff access ends at once: the account is a player's again and its sessions are closed. */
    async remove(actor: StaffActor, id: number) {
      if (id === actor.id) throw ownAccount();
      const member = await staffMember(id);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ role: 'player', updatedAt: clock() }).where(eq(users.id, id));
        await revokeAllSessions(tx, id, clock());
        await recordAudit(tx, {
          at: clock(),
          actor,
          action: 'staff.removed',
          target: { type: 'user', id },
          before: { role: member.role },
          after: { role: 'player' },
          ip: actor.ip,
        });
      });
    },

    /** Sends a one-time link; a newer invitation to the same address replaces the older one. */
    async invite(actor: StaffActor, email: string, role: StaffRole): Promise<StaffInvite> {
      const [existing] = await db
        .select({ role: users.role })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1);
      if (existing && existing.role !== 'player') {
        throw new AppError('ALREADY_STAFF', 'This address already belongs to a staff member.', 409);
      }
      const token = randomToken();
      const now = clock();
      const invite = await db.transaction(async (tx) => {
        await revokeOpenInvites(tx, email, now);
        const [row] = await tx
          .insert(staffInvites)
          .values({
            email,
            role,
            tokenHash: hashToken(token),
            invitedBy: actor.id,
            createdAt: now,
            expiresAt: new Date(now.getTime() + STAFF_INVITE_TTL_HOURS * 3600 * 1000),
          })
          .returning();
        await recordAudit(tx, {
          at: now,
          actor,
          action: 'staff.invited',
          target: { type: 'staff_invite', id: row!.id },
          after: { email, role },
          ip: actor.ip,
        });
        return row!;
      });
      // The invitee has no language yet: the mail is written in the inviting admin's.
      await deps.mail.send(
        renderMail('staffInvite', {
          to: email,
          language: actor.language,
          product: deps.productName,
          vars: {
            inviter: actor.nickname,
            role: mailString('staffInvite', actor.language, `role_${role}`, {}),
          },
          link: `${deps.publicUrl.replace(/\/$/, '')}/staff-invite/${token}`,
        }),
      );
      return toInviteView(invite, actor.nickname);
    },

    async revokeInvite(actor: StaffActor, id: number) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(staffInvites)
          .set({ revokedAt: clock() })
          .where(and(eq(staffInvites.id, id), isNull(staffInvites.usedAt), isNull(staffInvites.revokedAt)))
          .returning();
        if (!row) throw notFound('Invitation not found');
        await recordAudit(tx, {
          at: clock(),
          actor,
          action: 'staff.invite_revoked',
          target: { type: 'staff_invite', id },
          before: { email: row.email, role: row.role },
          ip: actor.ip,
        });
      });
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
