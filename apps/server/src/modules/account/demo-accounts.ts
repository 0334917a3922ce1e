import { asc, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { players, teams } from '../../db/schema/game.ts';
import { hashPassword } from '../../lib/security/passwords.ts';
import { seedDemoWallet } from '../wallet/index.ts';
import { eq } from 'drizzle-orm';

/** Known accounts of the demo world, printed at start and listed at /api/dev/demo (never in production). */
export const DEMO_PASSWORD = 'Pitchside-2026';

const DEMO_ACCOUNTS = [
  {
    email: 'player@pitchside.dev',
    name: 'Alex',
    surname: 'Morgan',
    role: 'player',
    confirmed: true,
    webPoints: 2500,
    /** Champion Tickets bought in the last 30 days: 4 × 180 WP = 720 WP, the Gold VIP tier. */
    demoPurchases: 4,
    note: 'confirmed Gold VIP player with web points to spend',
  },
  {
    email: 'rookie@pitchside.dev',
    name: 'Sam',
    surname: 'Rivera',
    role: 'player',
    confirmed: true,
    webPoints: 0,
    demoPurchases: 0,
    note: 'confirmed player, no web points',
  },
  {
    email: 'unverified@pitchside.dev',
    name: 'Kim',
    surname: 'Park',
    role: 'player',
    confirmed: false,
    webPoints: 0,
    demoPurchases: 0,
    note: 'e-mail not yet confirmed',
  },
  {
    email: 'support@pitchside.dev',
    name: 'Jo',
    surname: 'Support',
    role: 'support',
    confirmed: true,
    webPoints: 0,
    demoPurchases: 0,
    note: 'support staff',
  },
  {
    email: 'content@pitchside.dev',
    name: 'Lee',
    surname: 'Content',
    role: 'content',
    confirmed: true,
    webPoints: 0,
    demoPurchases: 0,
    note: 'content editor: news, banners, FAQ',
  },
  {
    email: 'finance@pitchside.dev',
    name: 'Max',
    surname: 'Finance',
    role: 'finance',
    confirmed: true,
    webPoints: 0,
    demoPurchases: 0,
    note: 'finance: orders, refunds, compensation, revenue, tickets',
  },
  {
    email: 'admin@pitchside.dev',
    name: 'Robin',
    surname: 'Admin',
    role: 'admin',
    confirmed: true,
    webPoints: 0,
    demoPurchases: 0,
    note: 'studio admin: the back office at /admin',
  },
] as const;

export interface DemoAccount {
  email: string;
  password: string;
  nickname: string;
  referralId: string;
  role: string;
  note: string;
}

/** Creates the demo accounts once, on the first players of the demo world. Idempotent. */
export async function ensureDemoAccounts(db: Database): Promise<void> {
  const existing = await db.select({ email: users.email }).from(users);
  const missing = DEMO_ACCOUNTS.filter((a) => !existing.some((e) => e.email === a.email));
  if (missing.length === 0) return;
  const taken = (await db.select({ r: users.referralId }).from(users)).map((row) => row.r);
  const candidates = await db
    .select({
      id: players.id,
      nickname: players.nickname,
      level: players.level,
      seasonLevel: players.seasonLevel,
      referralId: players.referralId,
      teamName: teams.name,
    })
    .from(players)
    .leftJoin(teams, eq(teams.id, players.teamId))
    .where(taken.length ? notInArray(players.referralId, taken) : sql`true`)
    .orderBy(asc(players.id))
    .limit(missing.length);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const rows = missing.flatMap((account, i) => {
    const player = candidates[i];
    if (!player) return [];
    return [
      {
        email: account.email,
        passwordHash,
        name: account.name,
        surname: account.surname,
        referralId: player.referralId,
        gamePlayerId: player.id,
        nickname: player.nickname,
        teamName: player.teamName,
        mainLevel: player.level,
        seasonLevel: player.seasonLevel,
        role: account.role,
        emailConfirmedAt: account.confirmed ? new Date() : null,
      },
    ];
  });
  if (!rows.length) return;
  const inserted = await db.insert(users).values(rows).onConflictDoNothing().returning();
  for (const user of inserted) {
    const account = missing.find((a) => a.email === user.email);
    if (account && account.webPoints > 0) await seedDemoWallet(db, user, account);
  }
}

export async function listDemoAccounts(
  db: Database,
): Promise<{ accounts: DemoAccount[]; freeReferralIds: string[] }> {
  const registered = await db.select().from(users);
  const accounts = DEMO_ACCOUNTS.flatMap((demo) => {
    const user = registered.find((u) => u.email === demo.email);
    return user
      ? [
          {
            email: user.email,
            password: DEMO_PASSWORD,
            nickname: user.nickname,
            referralId: user.referralId,
            role: user.role,
            note: demo.note,
          },
        ]
      : [];
  });
  const taken = registered.map((u) => u.referralId);
  const free = await db
    .select({ r: players.referralId })
    .from(players)
    .where(taken.length ? notInArray(players.referralId, taken) : sql`true`)
    .orderBy(asc(players.id))
    .limit(12);
  return { accounts, freeReferralIds: free.map((row) => row.r) };
}
