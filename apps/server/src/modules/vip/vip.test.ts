import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { vipTiersResponse } from '@pitchside/contract/vip';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('GET /api/public/vip-tiers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the six seeded tiers in the order of DESIGN.md §1 with contiguous web point ranges', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/vip-tiers' });
    expect(res.statusCode).toBe(200);
    const { data } = vipTiersResponse.parse(res.json());
    expect(data.map((tier) => [tier.tier, tier.name])).toEqual([
      [0, 'Bronze'],
      [1, 'Silver'],
      [2, 'Gold'],
      [3, 'Platinum'],
      [4, 'Emerald'],
      [5, 'Diamond'],
    ]);
    expect(data[0]).toMatchObject({ minWebPoints: 0, bonusPercentage: 0, spin2000LimitBoost: 0 });
    expect(data.at(-1)?.maxWebPoints).toBeNull();
    for (let i = 1; i < data.length; i++) {
      const [below, tier] = [data[i - 1], data[i]];
      expect(tier?.minWebPoints).toBe((below?.maxWebPoints ?? Number.NaN) + 1);
      // Every benefit grows (or holds) from one tier to the next.
      expect(tier?.bonusPercentage).toBeGreaterThan(below?.bonusPercentage ?? Infinity);
      expect(tier?.spin10WebPointsBoost).toBeGreaterThanOrEqual(below?.spin10WebPointsBoost ?? Infinity);
      expect(tier?.spin2000LimitBoost).toBeGreaterThanOrEqual(below?.spin2000LimitBoost ?? Infinity);
    }
  });

  it('is public and cached like the other public reads, with a 304 for a matching ETag', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/public/vip-tiers' });
    expect(first.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=7200');
    expect(first.headers['set-cookie']).toBeUndefined();
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/public/vip-tiers',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('ignores an unknown query string: any number of them answer from one cached copy', async () => {
    await t.app.inject({ method: 'GET', url: '/api/public/vip-tiers' });
    const spy = vi.spyOn(t.database.pool, 'query');
    try {
      for (let i = 0; i < 5; i++) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/public/vip-tiers?bust=${i}&x=${'y'.repeat(i)}`,
        });
        expect(res.statusCode).toBe(200);
      }
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('is read-only', async () => {
    const res = await t.request({ method: 'POST', url: '/api/public/vip-tiers' });
    expect(res.statusCode).toBe(404);
  });
});
