import path from 'node:path';
import { mayUse } from '@pitchside/contract/staff-roles';
import type { Database } from '../../db/client.ts';
import type { users } from '../../db/schema/accounts.ts';
import type { supportTickets } from '../../db/schema/support.ts';
import type { MailOutbox } from '../mail/index.ts';

/** What every support operation works over: one object, built once by the support plugin. */
export interface SupportDeps {
  db: Database;
  mail: MailOutbox;
  clock: () => Date;
  productName: string;
  publicUrl: string;
  /** Support attachments one player may keep (ATTACHMENT_QUOTA_MB); infinite when unset; staff have none. */
  attachmentQuotaBytes: number;
  /** Where received attachments are stored (attachment-store.ts writes them as they stream in). */
  attachmentsDir: string;
}

export function supportDeps(
  options: Omit<SupportDeps, 'attachmentQuotaBytes' | 'attachmentsDir'> & {
    dataDir: string;
    attachmentQuotaBytes?: number;
  },
): SupportDeps {
  const { dataDir, attachmentQuotaBytes, ...rest } = options;
  return {
    ...rest,
    attachmentQuotaBytes: attachmentQuotaBytes ?? Number.POSITIVE_INFINITY,
    attachmentsDir: path.join(dataDir, 'attachments'),
  };
}

export type UserRow = typeof users.$inferSelect;
export type Ticket = typeof supportTickets.$inferSelect;

/** Staff of the tickets area read and answer any ticket (decision 0025). */
export const isStaff = (user: UserRow) => mayUse(user.role, 'tickets');
