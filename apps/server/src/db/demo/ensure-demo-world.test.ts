import { afterEach, describe, expect, it } from 'vitest';
import { WORLD_NOW } from '../../../test/game-world.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { ensureDemoWorld } from './ensure-demo-world.ts';

const options = { scale: 'tiny' as const, timeZone: 'UTC', now: WORLD_NOW };

describe('seeding the demo world at start', () => {
  let db: TestDatabase;
  afterEach(() => db.drop());

  it('seeds once when two servers start together, and records the demo version', async () => {
    db = await createTestDatabase();
    const outcomes = await Promise.all([ensureDemoWorld(db, options), ensureDemoWorld(db, options)]);
    expect(outcomes.filter((o) => o.seeded)).toHaveLength(1);
    expect(outcomes.find((o) => !o.seeded)).toEqual({ seeded: false, reason: 'already-seeded' });
    expect(await ensureDemoWorld(db, options)).toEqual({ seeded: false, reason: 'already-seeded' });

    const counts = await db.pool.query<{ players: number; teams: number; news: number; banners: number }>(
      `select (select count(*)::int from players) as players, (select count(*)::int from teams) as teams,
         (select count(*)::int from news) as news, (select count(*)::int from banners) as banners`,
    );
    expect(counts.rows[0]).toEqual({ players: 480, teams: 24, news: 12, banners: 5 });
    const meta = await db.pool.query<{ value: string }>(
      `select value from app_meta where key = 'demo_world'`,
    );
    expect(JSON.parse(meta.rows[0]?.value ?? '{}')).toMatchObject({ version: 1, scale: 'tiny' });
  });

  it('leaves a database alone that already holds game data from elsewhere', async () => {
    db = await createTestDatabase();
    await db.pool.query(`insert into players (id, nickname, referral_id) values (1, 'RealPlayer', 'GAME-1')`);
    expect(await ensureDemoWorld(db, options)).toEqual({ seeded: false, reason: 'game-data-present' });
    const count = await db.pool.query<{ n: number }>('select count(*)::int as n from players');
    expect(count.rows[0]?.n).toBe(1);
  });
});
