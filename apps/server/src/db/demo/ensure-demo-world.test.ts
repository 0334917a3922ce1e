import { afterEach, describe, expect, it } from 'vitest';
import { WORLD_NOW } from '../../../test/game-world.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { ensureDemoWorld } from './ensure-demo-world.ts';
import { DEMO_NEWS } from './demo-content.ts';
import { demoNewsTranslations } from './demo-content-translations.ts';

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

  it('ships its news and banners in all 13 languages, and adds them to a world seeded before', async () => {
    db = await createTestDatabase();
    await ensureDemoWorld(db, options);
    const languages = await db.pool.query<{ n: number }>(
      `select min(n)::int as n from (
         select (select count(*) from jsonb_object_keys(translations)) as n from news
         union all select (select count(*) from jsonb_object_keys(translations)) from banners) counts`,
    );
    expect(languages.rows[0]?.n).toBe(12);
    const first = DEMO_NEWS[0];
    const german = await db.pool.query<{ title: string }>(
      `select translations->'de'->>'title' as title from news where title = $1`,
      [first?.title],
    );
    expect(german.rows[0]?.title).toBe(demoNewsTranslations(first?.slug ?? '').de?.title);

    // A world seeded before the translations shipped gets them at the next start; a text the
    // studio has written (here in Dutch) stays as it is.
    await db.pool.query(`update news set translations = '{}'::jsonb`);
    await db.pool.query(
      `update news set translations = '{"nl":{"title":"Eigen tekst"}}'::jsonb where title = $1`,
      [first?.title],
    );
    await ensureDemoWorld(db, options);
    const after = await db.pool.query<{ title: string; translations: Record<string, unknown> }>(
      'select title, translations from news',
    );
    for (const row of after.rows) {
      if (row.title === first?.title) expect(row.translations).toEqual({ nl: { title: 'Eigen tekst' } });
      else expect(Object.keys(row.translations)).toHaveLength(12);
    }
  });

  it('leaves a database alone that already holds game data from elsewhere', async () => {
    db = await createTestDatabase();
    await db.pool.query(`insert into players (id, nickname, referral_id) values (1, 'RealPlayer', 'GAME-1')`);
    expect(await ensureDemoWorld(db, options)).toEqual({ seeded: false, reason: 'game-data-present' });
    const count = await db.pool.query<{ n: number }>('select count(*)::int as n from players');
    expect(count.rows[0]?.n).toBe(1);
  });
});
