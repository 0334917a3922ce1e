import { expect, test, type Locator, type Page } from './support/test.ts';

/**
 * Public stats and events screens against the real server and its demo game world: real rows in
 * the spec's sizes (§9), the filters, tabs and period switch, at 1280 px and (@mobile) 375 px.
 * Nothing here changes state, so every test can run beside any other journey.
 */

/** A table's body rows once loaded (skeleton rows carry data-skeleton-row). */
function rows(page: Page, tableName: string | RegExp): Locator {
  return page
    .getByRole('table', { name: tableName, exact: true })
    .locator('tbody tr:not([data-skeleton-row])');
}

async function expectRows(page: Page, tableName: string | RegExp, count: number) {
  await expect(rows(page, tableName)).toHaveCount(count);
  // A real row names its player or team (a skeleton row has no text).
  await expect(rows(page, tableName).first().locator('th')).not.toBeEmpty();
}

/** Nothing may stick out sideways: wide tables scroll inside their own region. */
async function expectNoPageOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('home rankings', () => {
  test('top 20 teams and players, top 30 scorers and assist makers, podium and best players', async ({
    page,
  }) => {
    await page.goto('/');
    const section = page.getByTestId('home-rankings');
    await expect(section.getByRole('heading', { level: 2, name: 'Rankings' })).toBeVisible();
    await expectRows(page, 'Top 20 teams', 20);
    await expectRows(page, 'Top 20 players', 20);
    await expectRows(page, 'Top 30 goal scorers', 30);
    await expectRows(page, 'Top 30 assist makers', 30);
    const teams = page.getByRole('table', { name: 'Top 20 teams', exact: true });
    // Gold, silver and bronze badges with dark figures on them, on tinted rows; the rest plain.
    const badge = (rank: number) => teams.getByRole('img', { name: `Rank ${rank}`, exact: true });
    await expect(badge(1)).toHaveCSS('color', 'rgb(58, 40, 0)');
    await expect(badge(1)).toHaveCSS('background-image', /linear-gradient.*rgb\(248, 200, 74\)/);
    await expect(badge(2)).toHaveCSS('color', 'rgb(31, 42, 58)');
    await expect(badge(3)).toHaveCSS('color', 'rgb(58, 28, 5)');
    await expect(badge(4)).toHaveCSS('background-image', 'none');
    await expect(rows(page, 'Top 20 teams').first()).toHaveCSS(
      'background-color',
      'rgba(248, 200, 74, 0.07)',
    );
    await expect(rows(page, 'Top 20 teams').nth(3)).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    // Team power is shortened (spec §5): the demo teams are in the hundreds of thousands.
    await expect(rows(page, 'Top 20 teams').first()).toContainText(/\d(\.\d)?K/);
    await expect(section.getByText('Strongest team')).toBeVisible();
    await expect(section.getByText('Top scorer')).toBeVisible();
  });

  test('@mobile the ranking tables fit a 375 px phone', async ({ page }) => {
    await page.goto('/');
    await expectRows(page, 'Top 20 teams', 20);
    await expectRows(page, 'Top 30 assist makers', 30);
    await expectNoPageOverflow(page);
  });
});

test.describe('leaderboards', () => {
  test('season: top 30 players, and top 30 teams on their tab', async ({ page }) => {
    await page.goto('/stats/top-season');
    await expect(page.getByRole('heading', { level: 1, name: 'Season leaderboard' })).toBeVisible();
    await expectRows(page, 'Top 30 players', 30);
    await page.getByRole('tab', { name: 'Top 30 teams' }).click();
    await expectRows(page, 'Top 30 teams', 30);
  });

  test('global: top 50 players and top 50 teams', async ({ page }) => {
    await page.goto('/stats/top-global');
    await expectRows(page, 'Top 50 players', 50);
    await page.getByRole('tab', { name: 'Top 50 teams' }).click();
    await expectRows(page, 'Top 50 teams', 50);
  });

  test('referrals: top 20 with their referral counts', async ({ page }) => {
    await page.goto('/stats/top-referrals');
    await expect(page.getByRole('heading', { level: 1, name: 'Referrals leaderboard' })).toBeVisible();
    await expectRows(page, 'Top 20 referrers', 20);
    await expect(page.getByRole('columnheader', { name: 'Referrals' })).toBeVisible();
  });

  test('top purchasers: 20 rows and the period switch', async ({ page }) => {
    await page.goto('/stats/top-purchasers');
    await expect(page.getByRole('heading', { level: 1, name: 'Top Web Point Leaderboard' })).toBeVisible();
    const periods = page.getByRole('tablist', { name: 'Period' });
    await expect(periods.getByRole('tab')).toHaveText(['All time', 'Last 30 days', 'This month']);
    await expectRows(page, 'Top 20 web point buyers, All time', 20);

    for (const [tab, period] of [
      ['This month', 'monthly'],
      ['Last 30 days', 'last30days'],
    ] as const) {
      const answer = page.waitForResponse((r) => r.url().includes(`period=${period}`));
      await periods.getByRole('tab', { name: tab }).click();
      await answer;
      await expect(periods.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      const table = `Top 20 web point buyers, ${tab}`;
      await expect(rows(page, table).first()).toBeVisible();
      expect(await rows(page, table).count()).toBeLessThanOrEqual(20);
    }
  });

  test('hall of fame: the 10 best matches and the 10 best attackers', async ({ page }) => {
    await page.goto('/stats/hall-of-fame');
    await expectRows(page, 'Best 10 matches', 10);
    await expectRows(page, 'Best 10 attackers', 10);
  });
});

test.describe('matches', () => {
  const PAGE = 60;

  test("today's matches: each filter shows as many matches as its count, of its status", async ({ page }) => {
    await page.goto('/stats/todays-matches');
    await expect(page.getByRole('heading', { level: 1, name: "Today's matches" })).toBeVisible();
    const filters = page.getByRole('tablist', { name: 'Filter matches by status' });
    await expect(filters.getByRole('tab')).toHaveCount(4);
    await expect(page.getByTestId('match-row').first()).toBeVisible();
    // The page came with the list the server fetched; the app may fetch it anew as it starts, and
    // the simulator may have moved matches in between: count and rows are read at one moment.
    const rowsAndCount = async () => ({
      count: Number(await page.getByTestId('count-all').textContent()),
      rows: await page.getByTestId('match-row').count(),
    });
    // A day is shown 60 matches at a time; "Show more" adds the next 60.
    await expect
      .poll(async () => {
        const { count, rows } = await rowsAndCount();
        return rows === Math.min(count, PAGE);
      })
      .toBe(true);
    const allCount = (await rowsAndCount()).count;
    expect(allCount).toBeGreaterThan(0);
    if (allCount > PAGE) {
      await page.getByRole('button', { name: 'Show more' }).click();
      await expect(page.getByTestId('match-row')).toHaveCount(Math.min(allCount, 2 * PAGE));
    }

    for (const [name, status] of [
      ['Live', 'live'],
      ['Scheduled', 'scheduled'],
      ['Finished', 'finished'],
    ] as const) {
      const answer = page.waitForResponse((r) => r.url().includes(`/matches/today?status=${status}`));
      await filters.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
      await answer;
      // Rows and count come from the same answer; the simulator may move matches between calls.
      // The previous filter's rows stay, dimmed and busy, until this answer is on screen.
      await expect(page.locator('ul[aria-busy="true"]')).toHaveCount(0);
      const count = Number(await page.getByTestId(`count-${status}`).textContent());
      const shown = page.getByTestId('match-row');
      await expect(shown).toHaveCount(Math.min(count, PAGE));
      if (count > 0) {
        const statuses = await shown.evaluateAll((els) => els.map((el) => el.getAttribute('data-status')));
        expect(new Set(statuses)).toEqual(new Set([status]));
      }
    }
  });

  test("yesterday's scores: finished matches with the winner or a draw", async ({ page }) => {
    await page.goto('/stats/yesterdays-scores');
    await expect(page.getByRole('heading', { level: 1, name: "Yesterday's scores" })).toBeVisible();
    const shown = page.getByTestId('match-row');
    await expect(shown.first()).toBeVisible();
    const statuses = await shown.evaluateAll((els) => els.map((el) => el.getAttribute('data-status')));
    expect(new Set(statuses)).toEqual(new Set(['finished']));
    await expect(page.getByRole('img', { name: 'Winner' }).first()).toBeVisible();
    await expect(page.getByTestId('yesterday-summary')).toContainText('Draws');
  });

  test('cup finals: the finals tab and the bronze finals tab', async ({ page }) => {
    await page.goto('/stats/final-matches');
    const cards = page.getByTestId('final-card');
    await expect(cards.first()).toContainText('Cup final');
    await expect(cards.first()).toContainText('Champion');
    await page.getByRole('tab', { name: 'Bronze finals' }).click();
    await expect(cards.first()).toContainText('Bronze final');
    await expect(cards.first()).toContainText('Third place');
  });

  test('cup final match lines: line by line with the total score, and another season', async ({ page }) => {
    await page.goto('/stats/best-matches');
    const final = page.getByRole('table', { name: /^Lines of / }).first();
    await expect(final.locator('tbody tr').first()).toBeVisible();
    expect(await final.locator('tbody tr').count()).toBeGreaterThanOrEqual(10);
    await expect(page.getByTestId('total-match-score').first()).toContainText('Total match score');

    const season = page.getByLabel('Season', { exact: true });
    const options = await season.locator('option').allTextContents();
    expect(options.length).toBeGreaterThan(1);
    await season.selectOption({ label: options[1] ?? '' });
    await expect(page).toHaveURL(/season=\d+/);
    await expect(page.getByRole('heading', { name: `Cup final · ${options[1]}` })).toBeVisible();
  });
});

test.describe('events', () => {
  test('team event: rules, rewards and the 20-row points table', async ({ page }) => {
    await page.goto('/events/top-event-teams');
    await expect(page.getByRole('heading', { level: 1, name: 'Team event' })).toBeVisible();
    await expect(page.getByTestId('team-event-rules')).toContainText('For every goal');
    await expect(page.getByText('Participation in the daily training is mandatory.')).toBeVisible();
    await expect(page.getByTestId('reward')).toHaveText([/1,500/, /1,200/, /900/]);
    await expectRows(page, 'Points table', 20);
  });

  test('goal and assist event: season 12, top 10 scorers and top 10 assist makers, rewards', async ({
    page,
  }) => {
    await page.goto('/events/seasonal-goals');
    await expect(page.getByText(/^Season 12: /)).toBeVisible();
    await expect(page.getByTestId('reward')).toHaveText([/1,000/, /750/, /500/]);
    await expect(page.getByText('Rewards are sent within 1 day after the event ends.')).toBeVisible();
    await expectRows(page, 'Top 10 scorers', 10);
    await expectRows(page, 'Top 10 assist makers', 10);
  });

  test('golden cards: the top 30 with their average', async ({ page }) => {
    await page.goto('/events/golden-cards');
    await expectRows(page, 'Top 30 golden card holders', 30);
    await expect(page.getByRole('columnheader', { name: 'Average' })).toBeVisible();
  });
});

test.describe('phones', () => {
  const pages: [string, string | RegExp, number][] = [
    ['/stats/top-season', 'Top 30 players', 30],
    ['/stats/top-global', 'Top 50 players', 50],
    ['/stats/top-referrals', 'Top 20 referrers', 20],
    ['/stats/top-purchasers', 'Top 20 web point buyers, All time', 20],
    ['/stats/hall-of-fame', 'Best 10 attackers', 10],
    ['/events/top-event-teams', 'Points table', 20],
    ['/events/seasonal-goals', 'Top 10 scorers', 10],
    ['/events/golden-cards', 'Top 30 golden card holders', 30],
  ];
  for (const [path, table, count] of pages) {
    test(`@mobile ${path} shows its ${count} rows within 375 px`, async ({ page }) => {
      await page.goto(path);
      await expectRows(page, table, count);
      await expectNoPageOverflow(page);
    });
  }

  test("@mobile today's matches: the four filters and the list fit a phone", async ({ page }) => {
    await page.goto('/stats/todays-matches');
    const filters = page.getByRole('tablist', { name: 'Filter matches by status' });
    for (const tab of await filters.getByRole('tab').all()) await expect(tab).toBeInViewport();
    await expect(page.getByTestId('match-row').first()).toBeVisible();
    // Which statuses have matches depends on the hour (just after midnight none has finished):
    // filter by the first one that has any, as its count on the tab says.
    for (const [name, status] of [
      ['Finished', 'finished'],
      ['Live', 'live'],
      ['Scheduled', 'scheduled'],
    ] as const) {
      if (Number(await page.getByTestId(`count-${status}`).textContent()) === 0) continue;
      await filters.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
      await expect(page.getByTestId('match-row').first()).toHaveAttribute('data-status', status);
      break;
    }
    await expectNoPageOverflow(page);
  });

  test('@mobile match screens fit a phone', async ({ page }) => {
    for (const path of ['/stats/yesterdays-scores', '/stats/final-matches', '/stats/best-matches']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(
        page
          .getByTestId('match-row')
          .or(page.getByTestId('final-card'))
          .or(page.getByTestId('total-match-score'))
          .first(),
      ).toBeVisible();
      await expectNoPageOverflow(page);
    }
  });
});
