import { describe, expect, it } from 'vitest';
import { match } from '../test/fixtures';
import { applyLiveScores } from './apply-live-scores';

const day = (data: ReturnType<typeof match>[]) => ({
  success: true as const,
  data,
  from: '2026-03-10',
  to: '2026-03-10',
  timeZone: 'UTC',
  counts: { all: 3, live: 1, scheduled: 1, finished: 1 },
});
const pushed = (
  matches: ReturnType<typeof match>[],
  counts = { all: 3, live: 1, scheduled: 0, finished: 2 },
) => ({
  matches,
  from: '2026-03-10',
  to: '2026-03-10',
  timeZone: 'UTC',
  counts,
});

describe('a pushed score change on a list of today', () => {
  it('takes the new score in place and the server counts', () => {
    const list = day([match(1, 'finished', 2, 1), match(2, 'live', 1, 0), match(3, 'scheduled')]);
    const next = applyLiveScores(
      list,
      'all',
      pushed([match(2, 'live', 2, 0)], { all: 3, live: 1, scheduled: 1, finished: 1 }),
    );
    expect(next.data.map((m) => [m.Id, m.HomeScore, m.AwayScore])).toEqual([
      [1, 2, 1],
      [2, 2, 0],
      [3, 0, 0],
    ]);
  });

  it('moves a finished match out of the live filter and into the finished one', () => {
    const update = pushed([match(2, 'finished', 3, 0)]);
    const live = applyLiveScores(day([match(2, 'live', 1, 0)]), 'live', update);
    expect(live.data).toEqual([]);
    expect(live.counts).toEqual(update.counts);
    const finished = applyLiveScores(day([match(1, 'finished', 2, 1)]), 'finished', update);
    expect(finished.data.map((m) => m.Id)).toEqual([1, 2]);
  });

  it('ignores a change of another day', () => {
    const list = day([match(2, 'live', 1, 0)]);
    expect(applyLiveScores(list, 'all', { ...pushed([match(2, 'live', 5, 0)]), from: '2026-03-11' })).toBe(
      list,
    );
  });
});
