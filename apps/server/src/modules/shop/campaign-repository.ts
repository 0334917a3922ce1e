import { and, desc, eq, gt, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { shopCampaigns } from '../../db/schema/shop.ts';

export type CampaignRow = typeof shopCampaigns.$inferSelect;
type Db = Database | Transaction;

/** The campaign running at `now` (started, not yet at its end, not ended early), or null. */
export async function findActiveCampaign(db: Db, now: Date): Promise<CampaignRow | null> {
  const rows = await db
    .select()
    .from(shopCampaigns)
    .where(
      and(lte(shopCampaigns.startsAt, now), gt(shopCampaigns.endsAt, now), isNull(shopCampaigns.endedAt)),
    )
    // Windows never overlap (the back office refuses it); the newest start wins should two ever do.
    .orderBy(desc(shopCampaigns.startsAt), desc(shopCampaigns.id))
    .limit(1);
  return rows[0] ?? null;
}

/** Every campaign, newest start first: the back office's list. */
export async function listCampaigns(db: Db): Promise<CampaignRow[]> {
  return db.select().from(shopCampaigns).orderBy(desc(shopCampaigns.startsAt), desc(shopCampaigns.id));
}

/** Campaigns not ended early whose window meets [from, to), other than `exceptId`. */
export async function overlappingCampaigns(
  db: Db,
  window: { from: Date; to: Date; exceptId?: number },
): Promise<CampaignRow[]> {
  const rows = await db
    .select()
    .from(shopCampaigns)
    .where(
      and(
        isNull(shopCampaigns.endedAt),
        lt(shopCampaigns.startsAt, window.to),
        gt(shopCampaigns.endsAt, window.from),
        window.exceptId === undefined ? undefined : ne(shopCampaigns.id, window.exceptId),
      ),
    );
  return rows;
}

/** A campaign under its row lock, inside the caller's transaction. */
export async function lockCampaign(tx: Transaction, id: number): Promise<CampaignRow | null> {
  const [row] = await tx.select().from(shopCampaigns).where(eq(shopCampaigns.id, id)).for('update');
  return row ?? null;
}

export async function insertCampaign(tx: Transaction, values: typeof shopCampaigns.$inferInsert) {
  const [row] = await tx.insert(shopCampaigns).values(values).returning();
  return row as CampaignRow;
}

export async function updateCampaign(
  tx: Transaction,
  id: number,
  values: Partial<typeof shopCampaigns.$inferInsert>,
): Promise<CampaignRow> {
  const [row] = await tx.update(shopCampaigns).set(values).where(eq(shopCampaigns.id, id)).returning();
  return row as CampaignRow;
}

/** Serialises campaign edits, so two overlapping schedules cannot both pass the overlap check. */
export async function lockCampaignSchedule(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('shop_campaigns'))`);
}

export const campaignIsRunning = (row: CampaignRow, now: Date) =>
  row.endedAt === null && row.startsAt <= now && row.endsAt > now;
