import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, sandboxSessions } from '../../db/schema/orders.ts';

export type SandboxSession = typeof sandboxSessions.$inferSelect;

/** A sandbox checkout and the name of the product its order is for. */
export async function findSandboxSession(db: Database, id: string) {
  const [session] = await db.select().from(sandboxSessions).where(eq(sandboxSessions.id, id));
  if (!session) return null;
  const [order] = await db
    .select({ name: orders.productName })
    .from(orders)
    .where(eq(orders.id, session.orderId));
  return { session, productName: order?.name ?? null };
}

/**
 * Moves a session on only from the state it was read in (`open`, or `requires_action` for the
 * extra confirmation), atomically: of a pay and a decline racing, exactly one wins.
 */
export async function moveSandboxSession(
  db: Database,
  id: string,
  from: Array<'open' | 'requires_action'>,
  set: Partial<typeof sandboxSessions.$inferInsert>,
): Promise<boolean> {
  const moved = await db
    .update(sandboxSessions)
    .set(set)
    .where(and(eq(sandboxSessions.id, id), inArray(sandboxSessions.status, from)))
    .returning({ id: sandboxSessions.id });
  return moved.length === 1;
}
