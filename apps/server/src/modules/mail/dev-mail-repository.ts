import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { devMail } from '../../db/schema/mail.ts';

export type DevMailRow = typeof devMail.$inferSelect;

/** The newest messages the development mailbox received, for one address or for all. */
export function listDevMail(db: Database, options: { to?: string; limit: number }): Promise<DevMailRow[]> {
  const query = db.select().from(devMail);
  const filtered = options.to ? query.where(eq(devMail.toAddress, options.to)) : query;
  return filtered.orderBy(desc(devMail.createdAt), desc(devMail.id)).limit(options.limit);
}

export async function findDevMail(db: Database, id: number): Promise<DevMailRow | null> {
  const [row] = await db.select().from(devMail).where(eq(devMail.id, id));
  return row ?? null;
}
