import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { supportAttachments } from '../../db/schema/support.ts';
import { notFound } from '../../lib/app-error.ts';
import type { SupportDeps, UserRow } from './support-deps.ts';
import { visibleTicket } from './ticket-access.ts';

/** Opens an attachment for its ticket's owner or staff only; the path is ours, never the client's. */
export async function readAttachment(deps: SupportDeps, user: UserRow, attachmentId: number) {
  const [row] = await deps.db
    .select()
    .from(supportAttachments)
    .where(eq(supportAttachments.id, attachmentId));
  if (!row) throw notFound('Attachment not found');
  await visibleTicket(deps, user, row.ticketId);
  const content = await fs
    .readFile(path.join(deps.attachmentsDir, path.basename(row.storedName)))
    .catch(() => null);
  if (!content) throw notFound('Attachment not found');
  return { row, content };
}
