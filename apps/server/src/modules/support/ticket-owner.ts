import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { supportTickets } from '../../db/schema/support.ts';

/** The player a ticket belongs to, or null when there is no such ticket. */
export async function ticketOwner(handle: Database | Transaction, ticketId: number): Promise<number | null> {
  const [row] = await handle
    .select({ userId: supportTickets.userId })
    .from(supportTickets)
    .where(eq(supportTickets.id, ticketId));
  return row?.userId ?? null;
}
