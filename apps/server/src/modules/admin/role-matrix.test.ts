import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_AREAS, USER_ROLES, type StaffArea, type UserRole } from '@pitchside/contract/staff-roles';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/accounts.ts';
import { hashPassword } from '../../lib/security/passwords.ts';

/**
 * The role matrix (issue 35, decision 0025): every `/api/admin` and `/api/staff` route of Fastify's
 * route table is called as a guest and as every role. The route's area says who may pass its
 * guard; every other role must get 403 FORBIDDEN, a guest 401. A route missing from `SAMPLES`
 * fails the test, so a new route cannot go unchecked. The matrix is written to docs/staff-roles.md.
 */
const PASSWORD = 'Matrix-pass1';
const MISSING = 99_999_999;
const reason = { reason: 'role matrix' };
const boundary = '----pitchside-matrix';
const image = {
  payload: Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nnot an image\r\n--${boundary}--\r\n`,
  ),
  headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
};
const newsBody = () => ({
  translations: { en: { title: 'Matrix', description: 'Matrix', contentHtml: '<p>Matrix</p>' } },
  imageUrl: '/media/demo/placeholder.svg',
  tag: 'Announcement',
  status: 'draft',
  publishAt: null,
  expiresAt: null,
});
const bannerBody = () => ({
  translations: { en: { title: 'Matrix', subtitle: 'Matrix', buttonText: 'Go' } },
  imageUrl: '/media/demo/placeholder.svg',
  buttonLink: '/webshop/tickets',
  position: 1,
  status: 'draft',
  publishAt: null,
  expiresAt: null,
});
const faqBody = () => ({
  category: 'account_issues',
  position: 1,
  translations: { en: { question: 'Matrix?', answer: 'Matrix.' } },
});
const productBody = {
  priceCents: 100,
  originalPriceCents: null,
  tickets: 1,
  energy: 0,
  skillPoints: 0,
  superGoal: 0,
  webPoints: 0,
  campaignBonusPercentage: 0,
  mostPopular: false,
  active: true,
};
const range = 'from=2026-01-01T00:00:00Z&to=2026-01-31T00:00:00Z';

// A campaign on a product that does not exist: an allowed role is refused by the rules, not the role.
const campaignBody = {
  names: { en: 'Matrix' },
  startsAt: '2030-01-01T00:00:00Z',
  endsAt: '2030-01-02T00:00:00Z',
  bonuses: [{ productId: MISSING, percent: 10 }],
};

interface Sample {
  area: StaffArea;
  /** The URL to call (ids of things that do not exist, so an allowed role changes nothing). */
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}

/** One request per route of the table, keyed `METHOD path` as Fastify names the route. */
const SAMPLES: Record<string, Sample> = {
  'GET /api/admin/users': { area: 'players', url: '/api/admin/users?q=matrix' },
  'GET /api/admin/users/:id': { area: 'players', url: `/api/admin/users/${MISSING}` },
  'POST /api/admin/users/:id/block': {
    area: 'playerChanges',
    url: `/api/admin/users/${MISSING}/block`,
    payload: reason,
  },
  'POST /api/admin/users/:id/unblock': {
    area: 'playerChanges',
    url: `/api/admin/users/${MISSING}/unblock`,
    payload: reason,
  },
  'POST /api/admin/users/:id/end-sessions': {
    area: 'playerChanges',
    url: `/api/admin/users/${MISSING}/end-sessions`,
    payload: reason,
  },
  'GET /api/admin/users/:id/export': { area: 'playerChanges', url: `/api/admin/users/${MISSING}/export` },
  'POST /api/admin/users/:id/grant': {
    area: 'money',
    url: `/api/admin/users/${MISSING}/grant`,
    payload: { requestId: randomUUID(), webPoints: 1, reason: 'matrix' },
  },
  'GET /api/admin/orders': { area: 'money', url: '/api/admin/orders?status=refunded' },
  'GET /api/admin/orders/:id': { area: 'money', url: `/api/admin/orders/${MISSING}` },
  'POST /api/admin/orders/:id/refund': {
    area: 'money',
    url: `/api/admin/orders/${MISSING}/refund`,
    payload: reason,
  },
  'GET /api/admin/stats': { area: 'revenue', url: `/api/admin/stats?${range}` },
  'GET /api/admin/stats/orders.csv': { area: 'revenue', url: `/api/admin/stats/orders.csv?${range}` },
  'GET /api/admin/products': { area: 'catalogue', url: '/api/admin/products' },
  'PUT /api/admin/products/:id': {
    area: 'catalogue',
    url: `/api/admin/products/${MISSING}`,
    payload: productBody,
  },
  'GET /api/admin/logs': { area: 'audit', url: '/api/admin/logs' },
  'GET /api/admin/logs.csv': { area: 'audit', url: '/api/admin/logs.csv?group=money' },
  'GET /api/admin/news': { area: 'content', url: '/api/admin/news' },
  'POST /api/admin/news': { area: 'content', url: '/api/admin/news', payload: newsBody() },
  'PUT /api/admin/news/:id': { area: 'content', url: `/api/admin/news/${MISSING}`, payload: newsBody() },
  'DELETE /api/admin/news/:id': { area: 'content', url: `/api/admin/news/${MISSING}` },
  'POST /api/admin/news/preview': {
    area: 'content',
    url: '/api/admin/news/preview',
    payload: { html: '<p>x</p>' },
  },
  'GET /api/admin/banners': { area: 'content', url: '/api/admin/banners' },
  'POST /api/admin/banners': { area: 'content', url: '/api/admin/banners', payload: bannerBody() },
  'PUT /api/admin/banners/:id': {
    area: 'content',
    url: `/api/admin/banners/${MISSING}`,
    payload: bannerBody(),
  },
  'DELETE /api/admin/banners/:id': { area: 'content', url: `/api/admin/banners/${MISSING}` },
  'GET /api/admin/faq': { area: 'content', url: '/api/admin/faq' },
  'POST /api/admin/faq': { area: 'content', url: '/api/admin/faq', payload: faqBody() },
  'PUT /api/admin/faq/:id': { area: 'content', url: `/api/admin/faq/${MISSING}`, payload: faqBody() },
  'DELETE /api/admin/faq/:id': { area: 'content', url: `/api/admin/faq/${MISSING}` },
  'POST /api/admin/images': { area: 'content', url: '/api/admin/images', ...image },
  'GET /api/admin/campaigns': { area: 'promotions', url: '/api/admin/campaigns' },
  'POST /api/admin/campaigns': {
    area: 'promotions',
    url: '/api/admin/campaigns',
    payload: campaignBody,
  },
  'PUT /api/admin/campaigns/:id': {
    area: 'promotions',
    url: `/api/admin/campaigns/${MISSING}`,
    payload: campaignBody,
  },
  'POST /api/admin/campaigns/:id/end': { area: 'promotions', url: `/api/admin/campaigns/${MISSING}/end` },
  'GET /api/admin/promo-codes': { area: 'promotions', url: '/api/admin/promo-codes' },
  'POST /api/admin/promo-codes': {
    area: 'promotions',
    url: '/api/admin/promo-codes',
    payload: {
      name: 'Matrix',
      code: 'MATRIX',
      kind: 'shared',
      maxUses: 1,
      rewardKind: 'web_points',
      webPoints: 1,
    },
  },
  'PUT /api/admin/promo-codes/:id': {
    area: 'promotions',
    url: `/api/admin/promo-codes/${MISSING}`,
    payload: { name: 'Matrix', maxUses: 1, rewardKind: 'web_points', webPoints: 1 },
  },
  'POST /api/admin/promo-codes/:id/status': {
    area: 'promotions',
    url: `/api/admin/promo-codes/${MISSING}/status`,
    payload: { status: 'paused' },
  },
  'GET /api/admin/promo-codes/:id/codes.csv': {
    area: 'promotions',
    url: `/api/admin/promo-codes/${MISSING}/codes.csv`,
  },
  'GET /api/admin/creators': { area: 'promotions', url: '/api/admin/creators' },
  'POST /api/admin/creators': {
    area: 'promotions',
    url: '/api/admin/creators',
    payload: { email: 'nobody-matrix@example.com', code: 'matrix', sharePercent: 5 },
  },
  'GET /api/admin/creators/payouts.csv': {
    area: 'promotions',
    url: '/api/admin/creators/payouts.csv?month=2026-01',
  },
  'GET /api/admin/staff': { area: 'staff', url: '/api/admin/staff' },
  'PUT /api/admin/staff/:id/role': {
    area: 'staff',
    url: `/api/admin/staff/${MISSING}/role`,
    payload: { role: 'support' },
  },
  'DELETE /api/admin/staff/:id': { area: 'staff', url: `/api/admin/staff/${MISSING}` },
  'POST /api/admin/staff/invites': {
    area: 'staff',
    url: '/api/admin/staff/invites',
    payload: { email: 'matrix-invite@example.com', role: 'support' },
  },
  'DELETE /api/admin/staff/invites/:id': { area: 'staff', url: `/api/admin/staff/invites/${MISSING}` },
  'GET /api/staff/tickets': { area: 'tickets', url: '/api/staff/tickets' },
  'GET /api/staff/tickets/:id': { area: 'tickets', url: `/api/staff/tickets/${MISSING}` },
  'POST /api/staff/tickets/:id/replies': {
    area: 'tickets',
    url: `/api/staff/tickets/${MISSING}/replies`,
    payload: { message: 'matrix' },
  },
  'POST /api/staff/tickets/:id/close': { area: 'tickets', url: `/api/staff/tickets/${MISSING}/close` },
  'POST /api/staff/tickets/:id/priority': {
    area: 'tickets',
    url: `/api/staff/tickets/${MISSING}/priority`,
    payload: { priority: 'high' },
  },
};

/** `METHOD path` of every route under the prefixes, read from Fastify's printed route tree. */
export function staffRoutesOf(tree: string, prefixes: string[]): string[] {
  const stack: string[] = [];
  const found: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const url = stack.join('');
    if (!prefixes.some((prefix) => url.startsWith(prefix))) continue;
    for (const method of (match[3] ?? '').split(', ').filter((m) => m && m !== 'HEAD')) {
      found.push(`${method} ${url}`);
    }
  }
  return found;
}

type Who = 'guest' | UserRole;
const WHO: Who[] = ['guest', ...USER_ROLES];

describe('staff roles: every /api/admin and /api/staff route answers exactly its roles', () => {
  let t: TestApp;
  const tokens: Partial<Record<UserRole, string>> = {};

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
    const passwordHash = await hashPassword(PASSWORD);
    await t.database.db.insert(users).values(
      USER_ROLES.map((role) => ({
        passwordHash,
        name: 'N',
        surname: 'S',
        emailConfirmedAt: new Date(),
        email: `${role}@example.com`,
        nickname: `Matrix ${role}`,
        referralId: `PS-${role.toUpperCase()}`,
        role,
      })),
    );
    for (const role of USER_ROLES) {
      const login = await t.request({
        method: 'POST',
        url: '/api/account/login',
        payload: { email: `${role}@example.com`, password: PASSWORD },
      });
      tokens[role] = login.json().token as string;
    }
  });
  afterAll(() => t.close());

  it('finds every route in the table and answers each role by its area', async () => {
    const routes = staffRoutesOf(t.app.printRoutes({ commonPrefix: false }), ['/api/admin', '/api/staff']);
    // Every route has a sample (a new route must name its area here) and every sample a route.
    expect([...routes].sort()).toEqual(Object.keys(SAMPLES).sort());

    const matrix: Array<{ route: string; area: StaffArea; allowed: Who[] }> = [];
    for (const route of routes) {
      const sample = SAMPLES[route] as Sample;
      const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const allowed: Who[] = [];
      for (const who of WHO) {
        const answer = await t.request({
          method,
          url: sample.url,
          ...(sample.payload ? { payload: sample.payload } : {}),
          headers: {
            ...sample.headers,
            ...(who === 'guest' ? {} : { authorization: `Bearer ${tokens[who]}` }),
          },
        });
        const denied = answer.statusCode === 403 && answer.json().error === 'FORBIDDEN';
        const context = `${route} as ${who}: ${answer.statusCode} ${answer.body.slice(0, 200)}`;
        expect(answer.statusCode, context).toBeLessThan(500);
        if (who === 'guest') {
          expect(answer.statusCode, context).toBe(401);
          continue;
        }
        const mayPass = (STAFF_AREAS[sample.area] as readonly string[]).includes(who);
        expect(denied, context).toBe(!mayPass);
        if (mayPass) {
          expect(answer.statusCode, context).not.toBe(401);
          allowed.push(who);
        }
      }
      matrix.push({ route, area: sample.area, allowed });
    }
    fs.writeFileSync(
      path.resolve(import.meta.dirname, '../../../../../docs/staff-roles.md'),
      renderMatrix(matrix),
    );
  });
});

function renderMatrix(rows: Array<{ route: string; area: StaffArea; allowed: Who[] }>): string {
  const roles = USER_ROLES.filter((role) => role !== 'player');
  const sorted = [...rows].sort(
    (a, b) => a.route.split(' ')[1]!.localeCompare(b.route.split(' ')[1]!) || a.route.localeCompare(b.route),
  );
  return [
    '# Staff roles: who may call which route',
    '',
    'Written by `apps/server/src/modules/admin/role-matrix.test.ts`, which calls every `/api/admin`',
    "and `/api/staff` route of the server's route table as a guest, a player and each staff role. ✓",
    'passes the guard; – answers 403 `FORBIDDEN` (a guest gets 401, a player 403 everywhere).',
    'The areas are `STAFF_AREAS` in `packages/contract/src/staff-roles.ts` (decision 0025).',
    '',
    `| Route | Area | ${roles.join(' | ')} |`,
    `| --- | --- | ${roles.map(() => ':-:').join(' | ')} |`,
    ...sorted.map(
      (row) =>
        `| \`${row.route}\` | ${row.area} | ${roles.map((role) => (row.allowed.includes(role) ? '✓' : '–')).join(' | ')} |`,
    ),
    '',
  ].join('\n');
}
