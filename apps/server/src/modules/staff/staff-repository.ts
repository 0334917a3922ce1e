import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { STAFF_ROLES } from '@pitchside/contract/staff-roles';
import type { StaffInvite, StaffMember } from '@pitchside/contract/staff-accounts';
import type { Database, Transaction } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/accounts.ts';
import { twoFactor } from '../../db/schema/two-factor.ts';
import { staffInvites } from '../../db/schema/staff-invites.ts';

type Handle = Database | Transaction;

/** Every staff account with its second factor and the start of its latest session. */
export async function listStaff(db: Database): Promise<StaffMember[]> {
  const lastSignIn = db
    .select({ userId: sessions.userId, at: sql<Date>`max(${sessions.createdAt})`.as('at') })
    .from(sessions)
    .groupBy(sessions.userId)
    .as('last_sign_in');
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      nickname: users.nickname,
      role: users.role,
      enabledAt: twoFactor.enabledAt,
      secret: twoFactor.secret,
      lastSignInAt: lastSignIn.at,
    })
    .from(users)
    .leftJoin(twoFactor, eq(twoFactor.userId, users.id))
    .leftJoin(lastSignIn, eq(lastSignIn.userId, users.id))
    .where(and(inArray(users.role, [...STAFF_ROLES]), isNull(users.erasedAt)))
    .orderBy(users.email);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    nickname: row.nickname,
    role: row.role as StaffMember['role'],
    twoFactor: Boolean(row.secret && row.enabledAt),
    // A raw aggregate comes back as text from the driver: read it as a time either way.
    lastSignInAt: row.lastSignInAt ? new Date(row.lastSignInAt).toISOString() : null,
  }));
}

/** Invitations still waiting for an answer: not used, not revoked, not expired. */
export async function openInvites(db: Database, now: Date): Promise<StaffInvite[]> {
  const rows = await db
    .select({ invite: staffInvites, invitedBy: users.nickname })
    .from(staffInvites)
    .leftJoin(users, eq(users.id, staffInvites.invitedBy))
    .where(and(isNull(staffInvites.usedAt), isNull(staffInvites.revokedAt), gt(staffInvites.expiresAt, now)))
    .orderBy(desc(staffInvites.createdAt));
  return rows.map(({ invite, invitedBy }) => toInviteView(invite, invitedBy));
}

export function toInviteView(
  invite: typeof staffInvites.$inferSelect,
  invitedBy: string | null,
): StaffInvite {
  return {
    id: invite.id,
    email: invite.email,
    role: invite.role as StaffInvite['role'],
    invitedBy,
    createdAt: invite.createdAt.toISOString(),
    expiresAt: invite.expiresAt.toISOString(),
  };
}

/** Revokes every open invitation of an address (a new one replaces them), returning their ids. */
export async function revokeOpenInvites(
  handle: Handle,
  email: string,
  now: Date,
  except?: number,
): Promise<number[]> {
  const rows = await handle
    .update(staffInvites)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sql`lower(${staffInvites.email})`, email.toLowerCase()),
        isNull(staffInvites.usedAt),
        isNull(staffInvites.revokedAt),
        except === undefined ? undefined : ne(staffInvites.id, except),
      ),
    )
    .returning({ id: staffInvites.id });
  return rows.map((row) => row.id);
}

export async function inviteByTokenHash(handle: Handle, tokenHash: string) {
  const [row] = await handle
    .select()
    .from(staffInvites)
    .where(eq(staffInvites.tokenHash, tokenHash))
    .limit(1);
  return row;
}
