import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seasonalPackResponse } from '@pitchside/contract/shop';
import { WORLD_NOW, seedTinyWorld } from '../../../test/game-world.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('public seasonal packs', () => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await createTestApp({ clock: () => WORLD_NOW });
  });
  afterAll(() => t.close());

  it('serves the welcome pack with the spec §9 price and contents, season null before any season', async () => {
    const res = await get('/api/shop/seasonal/welcome-pack');
    expect(res.statusCode).toBe(200);
    const body = seasonalPackResponse.parse(res.json());
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      slug: 'seasonal-welcome-pack',
      display_name: 'Seasonal Welcome Pack',
      final_price: 9.99,
      original_price: 29,
      final_tickets: 400,
      final_energy: 1800,
      final_skillpoints: 10,
      final_supergol: 10,
      final_webpoints: 3,
      current_season: null,
    });
    expect(res.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=600');
  });

  it('serves the winner pack and names the running season once the world has one', async () => {
    await seedTinyWorld(t.database);
    const body = seasonalPackResponse.parse((await get('/api/shop/seasonal/winner-pack')).json());
    expect(body.data[0]).toMatchObject({
      slug: 'seasonal-winner-pack',
      final_price: 99.99,
      original_price: 260,
      final_tickets: 4000,
      final_energy: 15000,
      final_skillpoints: 75,
      final_supergol: 25,
      final_webpoints: 20,
      current_season: { number: expect.any(Number), name: expect.any(String) },
    });
  });

  it('keeps prices in integer cents in the catalogue table', async () => {
    const { rows } = await t.database.pool.query<{ slug: string; price_cents: number; kind: string }>(
      `select slug, price_cents, kind from shop_products where kind = 'seasonal_pack' order by sort_order`,
    );
    expect(rows).toEqual([
      { slug: 'seasonal-welcome-pack', price_cents: 999, kind: 'seasonal_pack' },
      { slug: 'seasonal-winner-pack', price_cents: 9999, kind: 'seasonal_pack' },
    ]);
  });

  it('answers with an empty list when the pack is switched off', async () => {
    // A new app, so its response cache has not seen the pack yet.
    const other = await createTestApp();
    try {
      await other.database.pool.query(
        `update shop_products set active = false where slug = 'seasonal-winner-pack'`,
      );
      const res = await other.app.inject({ method: 'GET', url: '/api/shop/seasonal/winner-pack' });
      expect(res.json()).toEqual({ success: true, data: [] });
    } finally {
      await other.close();
    }
  });
});
