import type { z } from 'zod';
import type { IngestKind, IngestResult } from '@pitchside/contract/game-ingest';
import type {
  ingestEventPoints,
  ingestMatches,
  ingestPlayers,
  ingestSeasons,
  ingestTeams,
} from '@pitchside/contract/game-ingest';
import type { DatabaseHandle } from '../../db/client.ts';
// The upserts of the game read model, one file a batch kind, each called inside the request's
// transaction. Arrays go in through unnest(), one statement per table, so a batch of thousands
// costs a handful of round trips. Derived counters (member counts, referral counts, team event
// totals) are recomputed for the rows a batch touched.
import { insertEventPoints } from './ingest/event-points.ts';
import { upsertMatches } from './ingest/matches.ts';
import { upsertPlayers } from './ingest/players.ts';
import { recordSignature } from './ingest/replay-guard.ts';
import { upsertSeasons } from './ingest/seasons.ts';
import { upsertTeams } from './ingest/teams.ts';
import type { VerifiedSignature } from './signature.ts';

export type IngestBatch =
  | { kind: 'seasons'; body: z.infer<typeof ingestSeasons> }
  | { kind: 'teams'; body: z.infer<typeof ingestTeams> }
  | { kind: 'players'; body: z.infer<typeof ingestPlayers> }
  | { kind: 'matches'; body: z.infer<typeof ingestMatches> }
  | { kind: 'event-points'; body: z.infer<typeof ingestEventPoints> };

const sizeOf = (batch: IngestBatch): number => {
  switch (batch.kind) {
    case 'seasons':
      return batch.body.seasons.length;
    case 'teams':
      return batch.body.teams.length;
    case 'players':
      return batch.body.players.length;
    case 'matches':
      return batch.body.matches.length;
    case 'event-points':
      return batch.body.eventPoints.length;
  }
};

/**
 * One batch, one transaction: the signature is recorded in it too, so a batch that fails can
 * be sent again (freshly signed or not), while one that succeeded cannot be replayed.
 */
export async function ingestBatch(
  { pool }: DatabaseHandle,
  signature: VerifiedSignature,
  batch: IngestBatch,
  now: Date,
): Promise<IngestResult> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await recordSignature(client, signature, now);
    switch (batch.kind) {
      case 'seasons':
        await upsertSeasons(client, batch.body);
        break;
      case 'teams':
        await upsertTeams(client, batch.body);
        break;
      case 'players':
        await upsertPlayers(client, batch.body);
        break;
      case 'matches':
        await upsertMatches(client, batch.body);
        break;
      case 'event-points':
        await insertEventPoints(client, batch.body);
        break;
    }
    await client.query('commit');
    return { kind: batch.kind satisfies IngestKind, received: sizeOf(batch) };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
