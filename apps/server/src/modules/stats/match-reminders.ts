import { and, eq, gt, lte, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MATCH_REMINDER_MINUTES } from '@pitchside/contract/push';
import type { Database } from '../../db/client.ts';
import { matches } from '../../db/schema/game-matches.ts';
import { teams } from '../../db/schema/game.ts';
import { matchReminders, teamFollows } from '../../db/schema/push.ts';
import type { JobDefinition } from '../../jobs/job-queue.ts';
import { addNotification } from '../notifications/index.ts';
import { playersWithPushOn } from '../push/index.ts';

export const MATCH_REMINDERS_JOB = 'stats.match-reminders';

/**
 * Reminds each player who follows a team (the star on its rows) and wants match reminders of its
 * match kicking off within the next half hour: one notification, and with it one push
 * (decision 0026). A player is reminded of a match once, whichever server's job runs.
 */
export async function remindFollowedMatches(db: Database, now: Date): Promise<number> {
  const wanting = new Set(await playersWithPushOn(db, 'matchReminders', now));
  if (wanting.size === 0) return 0;
  const home = alias(teams, 'home_team');
  const away = alias(teams, 'away_team');
  const soon = await db
    .selectDistinct({
      matchId: matches.id,
      userId: teamFollows.userId,
      home: home.name,
      away: away.name,
    })
    .from(matches)
    .innerJoin(
      teamFollows,
      or(eq(teamFollows.teamId, matches.homeTeamId), eq(teamFollows.teamId, matches.awayTeamId)),
    )
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .where(
      and(
        eq(matches.status, 'scheduled'),
        gt(matches.kickoffAt, now),
        lte(matches.kickoffAt, new Date(now.getTime() + MATCH_REMINDER_MINUTES * 60_000)),
      ),
    );
  let reminded = 0;
  for (const row of soon.filter((candidate) => wanting.has(candidate.userId))) {
    const first = await db.transaction(async (tx) => {
      const [taken] = await tx
        .insert(matchReminders)
        .values({ userId: row.userId, matchId: row.matchId, createdAt: now })
        .onConflictDoNothing()
        .returning({ matchId: matchReminders.matchId });
      if (!taken) return false;
      await addNotification(tx, {
        userId: row.userId,
        type: 'match',
        key: 'matchReminder',
        params: { home: row.home, away: row.away, minutes: MATCH_REMINDER_MINUTES },
        link: '/stats/todays-matches',
        now,
      });
      return true;
    });
    if (first) reminded += 1;
  }
  return reminded;
}

/** Every five minutes, once across servers. */
export function matchRemindersJob(db: Database): JobDefinition {
  return {
    name: MATCH_REMINDERS_JOB,
    cron: '*/5 * * * *',
    retryLimit: 2,
    expireInSeconds: 240,
    async handle() {
      await remindFollowedMatches(db, new Date());
    },
  };
}
