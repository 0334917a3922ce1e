import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { connectDatabase } from '../apps/server/src/db/client.ts';
import { ensureDatabase, startEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { searchPlayers } from '../apps/server/src/modules/admin/player-repository.ts';

/**
 * The back office's player search at 1,000,000 portal accounts (issue 14: under 100 ms), through
 * the repository function the route calls. Each kind of query the support team types is timed
 * 7 times after a warm-up; the median and the worst are printed.
 */
export interface SearchTiming {
  query: string;
  found: number;
  medianMs: number;
  maxMs: number;
}

const RUNS = 7;
export const SEARCH_PLAYERS = 1_000_000;

export async function runPlayerSearch(options: { keepDir: string | undefined }) {
  const dataDir = options.keepDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'pitchside-search-')));
  const embedded = await startEmbeddedPostgres({ dataDir, port: 0, database: 'postgres' });
  await ensureDatabase(embedded.urlFor('postgres'), 'pitchside_search');
  const database = connectDatabase(embedded.urlFor('pitchside_search'), 2);
  try {
    await runMigrations(database);
    const { db } = database;
    const seedStarted = performance.now();
    const [{ count } = { count: 0 }] = (await db.execute(sql`select count(*)::int as count from users`))
      .rows as Array<{ count: number }>;
    if (count < SEARCH_PLAYERS) {
      // Set-based, in one statement: names and e-mails vary like real ones do (shared prefixes).
      await db.execute(sql`
        insert into users (email, password_hash, name, surname, referral_id, nickname, email_confirmed_at)
        select 'player' || i || '@' || (array['example.com', 'mail.test', 'club.org'])[1 + i % 3],
          'x', 'Name', 'Surname', 'PS-' || lpad(to_hex(i), 6, '0'),
          (array['Ace', 'Striker', 'Keeper', 'Wolf', 'Tiger', 'Falcon'])[1 + i % 6] || '_' || i, now()
        from generate_series(${count + 1}::int, ${SEARCH_PLAYERS}::int) as i`);
      await db.execute(sql`analyze users`);
    }
    const seedMs = Math.round(performance.now() - seedStarted);
    const queries = [
      ['e-mail start (player12345)', 'player12345'],
      ['whole e-mail', 'player777778@mail.test'],
      ['nickname start, any case (wolf_1234)', 'WOLF_1234'],
      ['common nickname start (striker)', 'striker'],
      ['referral ID', 'PS-0f4240'],
      ['order number (#42)', '#42'],
      ['nothing matches', 'zz-nobody'],
    ] as const;
    const timings: SearchTiming[] = [];
    for (const [name, query] of queries) {
      await searchPlayers(db, query);
      const times: number[] = [];
      let found = 0;
      for (let run = 0; run < RUNS; run += 1) {
        const started = performance.now();
        found = (await searchPlayers(db, query)).length;
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      timings.push({
        query: name,
        found,
        medianMs: Math.round((times[Math.floor(RUNS / 2)] ?? 0) * 10) / 10,
        maxMs: Math.round((times.at(-1) ?? 0) * 10) / 10,
      });
    }
    return { seedMs, timings };
  } finally {
    await database.close();
    await embedded.stop();
    if (!options.keepDir) await fs.rm(dataDir, { recursive: true, force: true });
  }
}
