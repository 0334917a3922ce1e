import type pg from 'pg';
import { AppError } from '../../../lib/app-error.ts';
import type { VerifiedSignature } from '../signature.ts';

type Client = pg.PoolClient;

/** Rejects a replayed signature: the insert conflicts and the transaction rolls back. */
export async function recordSignature(
  client: Client,
  signature: VerifiedSignature,
  now: Date,
): Promise<void> {
  // Expiry follows the same clock as the timestamp check (not the database's).
  await client.query('delete from ingest_signatures where expires_at < $1', [now]);
  const inserted = await client.query(
    'insert into ingest_signatures (signature, expires_at) values ($1, $2) on conflict do nothing',
    [signature.signature, signature.expiresAt],
  );
  if (inserted.rowCount === 0) {
    throw new AppError('CONFLICT', 'This request was already received (replayed signature)');
  }
}
