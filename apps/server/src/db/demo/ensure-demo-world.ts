import type { DatabaseHandle } from '../client.ts';
import { DEMO_META_KEY } from './demo-meta.ts';
import { ANALYZED_TABLES, seedDemoWorld } from './seed-demo-world.ts';
import type { DemoScaleName } from './demo-scale.ts';
import { translateDemoContent } from './demo-content-translations.ts';
import { DemoWorld } from './world-generator.ts';

// Any 64-bit number unique to this purpose: servers starting together seed one at a time.
const SEED_LOCK_ID = 7_302_114_992;

export type SeedOutcome =
  { seeded: true; ms: number } | { seeded: false; reason: 'already-seeded' | 'game-data-present' };

/**
 * Seeds the demo world when the database has none. Safe with several servers starting at
 * once (an advisory lock; the loser finds the marker and skips) and after a crash mid-seed
 * (one transaction, so either the whole world is there with its marker, or nothing is).
 */
export async function ensureDemoWorld(
  { pool }: DatabaseHandle,
  options: { scale: DemoScaleName; timeZone: string; now?: Date; seed?: number },
): Promise<SeedOutcome> {
  const client = await pool.connect();
  const started = performance.now();
  try {
    await client.query('select pg_advisory_lock($1)', [SEED_LOCK_ID]);
    const marker = await client.query('select 1 from app_meta where key = $1', [DEMO_META_KEY]);
    if (marker.rowCount) {
      // A world seeded before its content shipped in 13 languages gets them now.
      await translateDemoContent(client);
      return { seeded: false, reason: 'already-seeded' };
    }
    // Data without the marker came from ingestion: never mix the demo into a real game's data.
    const present = await client.query(
      'select exists (select 1 from players) or exists (select 1 from teams) or exists (select 1 from matches) as present',
    );
    if (present.rows[0]?.present) return { seeded: false, reason: 'game-data-present' };

    const world = new DemoWorld({
      scale: options.scale,
      timeZone: options.timeZone,
      now: options.now ?? new Date(),
      seed: options.seed,
    });
    await client.query('begin');
    try {
      await seedDemoWorld(client, world, options.scale);
      await translateDemoContent(client);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    }
    // Fresh statistics, so the planner picks the leaderboard indexes from the first request on.
    await client.query(`analyze ${ANALYZED_TABLES.join(', ')}`);
    return { seeded: true, ms: Math.round(performance.now() - started) };
  } finally {
    await client.query('select pg_advisory_unlock($1)', [SEED_LOCK_ID]).catch(() => {});
    client.release();
  }
}
