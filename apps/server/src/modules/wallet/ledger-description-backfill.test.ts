import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';

/**
 * Migration 0022 gives rows written before description keys existed their key and values, so
 * old history reads in the player's language too. Its data statements are run here again on
 * such rows (they only touch rows without a key, so a second run is harmless).
 */
const MIGRATION = new URL('../../../drizzle/0022_ledger-description-keys.sql', import.meta.url);

describe('description keys for ledger rows written before them', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('keys the free gift, spins, welcome bonus, compensations, purchases, gifts and refunds', async () => {
    const { pool } = database;
    const user = await pool.query<{ id: number }>(
      `insert into users (email, password_hash, name, surname, referral_id, nickname)
       values ('old@example.com', 'x', 'O', 'Ld', 'PS-OLD1', 'Old') returning id`,
    );
    const userId = user.rows[0]?.id;
    const product = await pool.query<{ id: number }>(
      `insert into shop_products (slug, kind, display_name, price_cents)
       values ('tickets-backfill', 'ticket_package', 'Backfill Tickets', 100) returning id`,
    );
    const order = await pool.query<{ id: number }>(
      `insert into orders (user_id, product_id, product_slug, product_name, product_kind, kind,
         recipient_game_player_id, recipient_nickname, amount_cents, provider)
       values ($1, $2, 'tickets-backfill', 'Backfill Tickets', 'ticket_package', 'gift', 1, 'Friend', 100, 'sandbox')
       returning id`,
      [userId, product.rows[0]?.id],
    );
    const orderId = order.rows[0]?.id;
    const rows: Array<[string, string, number]> = [
      ['Daily Free Gift', 'claim:1', 2],
      ['Spin The Wheel', 'spin:1:cost', -1],
      ['Spin prize: 25 web points', 'spin:1:prize', 25],
      ['Welcome bonus', 'demo:welcome:1', 10],
      ['Compensation: Outage on 24 Nov', 'grant:1', 100],
      ['Gift: Backfill Tickets', `order:${orderId}`, 5],
      ['Refund: Backfill Tickets', `refund:order:${orderId}`, -5],
      ['Something else', 'other:1', 1],
    ];
    let balance = 0;
    for (const [description, reference, amount] of rows) {
      balance += amount;
      await pool.query(
        `insert into web_point_ledger (user_id, type, amount, balance_after, reference, description)
         values ($1, 'bonus', $2, $3, $4, $5)`,
        [userId, amount, balance, reference, description],
      );
    }

    const statements = fs
      .readFileSync(MIGRATION, 'utf8')
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter((statement) => !/^ALTER TABLE "web_point_ledger" ADD COLUMN/.test(statement));
    for (const statement of statements) await pool.query(statement);

    const keyed = await pool.query<{
      reference: string;
      description_key: string | null;
      description_params: unknown;
    }>(
      'select reference, description_key, description_params from web_point_ledger where user_id = $1 order by id',
      [userId],
    );
    expect(keyed.rows.map((r) => [r.description_key, r.description_params])).toEqual([
      ['freeGift', null],
      ['spinCost', null],
      ['spinPrize', { amount: 25 }],
      ['welcomeBonus', null],
      ['compensation', { reason: 'Outage on 24 Nov' }],
      ['gift', { product: 'Backfill Tickets', productSlug: 'tickets-backfill' }],
      ['refund', { product: 'Backfill Tickets', productSlug: 'tickets-backfill' }],
      [null, null],
    ]);
    // The ledger is append-only again afterwards.
    await expect(
      pool.query('update web_point_ledger set amount = amount where user_id = $1', [userId]),
    ).rejects.toThrow(/append-only/);
  });
});
