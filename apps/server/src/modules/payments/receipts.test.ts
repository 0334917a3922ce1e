import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedTinyWorld } from '../../../test/game-world.ts';
import { users } from '../../db/schema/accounts.ts';
import { players } from '../../db/schema/game.ts';
import { orders } from '../../db/schema/orders.ts';
import { hashPassword } from '../../lib/security/passwords.ts';
import { vatIncludedCents } from './receipts.ts';

const clock = { now: new Date('2026-06-01T10:00:00Z') };
const PASSWORD = 'Buyer-pass1';

/**
 * Issue 32, EU consumer rules: no checkout without consent to immediate delivery (CRD art.
 * 16(m)), its time on the order and in the data export, and a receipt and a refund e-mail in the
 * buyer's language with the VAT line (art. 8(7)).
 */
describe('consent and receipts', () => {
  let t: TestApp;
  let adminToken: string;
  let seq = 0;
  let gamePlayers: Array<typeof players.$inferSelect>;

  const login = async (email: string) =>
    (
      await t.request({ method: 'POST', url: '/api/account/login', payload: { email, password: PASSWORD } })
    ).json().token as string;
  const api = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.request({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  const mailTo = async (email: string) => {
    const res = await t.request({ method: 'GET', url: `/api/dev/mail?to=${encodeURIComponent(email)}` });
    const mails = res.json().data as Array<{ subject: string; text: string; html: string }>;
    // Intl writes no-break spaces inside money and percentages.
    return mails.map((mail) => ({ ...mail, text: mail.text.replace(/[\u00a0\u202f]/g, ' ') }));
  };

  beforeAll(async () => {
    t = await createTestApp({
      clock: () => clock.now,
      env: {
        RATE_LIMIT_SCALE: '100',
        VAT_RATE: '0.2',
        MERCHANT_NAME: 'Pitchside Studio GmbH',
        MERCHANT_ADDRESS: 'Hafenstraße 1, 20459 Hamburg, Germany',
      },
    });
    await seedTinyWorld(t.database);
    gamePlayers = await t.database.db.select().from(players).orderBy(asc(players.id)).limit(10);
    await t.database.db.insert(users).values({
      email: 'admin@example.com',
      passwordHash: await hashPassword(PASSWORD),
      name: 'A',
      surname: 'D',
      referralId: 'PS-ADM',
      nickname: 'Boss',
      role: 'admin',
      emailConfirmedAt: clock.now,
    });
    adminToken = await login('admin@example.com');
  });
  afterAll(() => t.close());

  async function buyer(language: string) {
    const game = gamePlayers[seq] as typeof players.$inferSelect;
    const email = `receipt${seq++}@example.com`;
    const [user] = await t.database.db
      .insert(users)
      .values({
        email,
        passwordHash: await hashPassword(PASSWORD),
        name: 'Ada',
        surname: 'L',
        referralId: game.referralId,
        gamePlayerId: game.id,
        nickname: game.nickname,
        emailConfirmedAt: clock.now,
        language,
      })
      .returning();
    return { token: await login(email), user: user as typeof users.$inferSelect };
  }

  async function buyAndPay(token: string, slug: string) {
    const link = await api(token, 'POST', '/api/payments/create-link', { variantId: slug, consent: true });
    expect(link.statusCode, link.body).toBe(200);
    const path = new URL(link.json().checkoutUrl).pathname;
    await t.request({
      method: 'POST',
      url: `${path}/pay`,
      payload: 'card=4242%204242%204242%204242&expiry=12%2F30&cvc=123&name=Test',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const verified = await api(token, 'POST', '/api/payments/verify-session', {
      session_id: path.split('/').pop(),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    return verified.json().purchase as { id: number };
  }

  it('refuses a checkout, a gift and an upsell without the consent to immediate delivery, with a clear 400', async () => {
    const { token } = await buyer('en');
    for (const [url, payload] of [
      ['/api/payments/create-link', { variantId: 'tickets-pro' }],
      ['/api/payments/create-link', { variantId: 'tickets-pro', consent: false }],
      ['/api/payments/gift', { variantId: 'tickets-pro', recipientReferralId: gamePlayers[9]?.referralId }],
      ['/api/payments/accept-upsell', { upsellId: 1 }],
    ] as const) {
      const res = await api(token, 'POST', url, payload);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        error: 'CONSENT_REQUIRED',
        message:
          'Please agree to immediate delivery and confirm that you then lose your right of withdrawal.',
      });
    }
    expect(await t.database.db.select().from(orders)).toHaveLength(0);
  });

  it('records the consent time on the order and in the data export, and mails a receipt with the VAT line in the buyer’s language', async () => {
    const { token, user } = await buyer('de');
    const purchase = await buyAndPay(token, 'tickets-pro');
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, purchase.id));
    expect(order?.consentAt?.toISOString()).toBe(clock.now.toISOString());

    const exported = (await api(token, 'GET', '/api/account/export')).json();
    expect(exported.orders).toEqual([
      expect.objectContaining({ id: purchase.id, consentAt: clock.now.toISOString(), status: 'fulfilled' }),
    ]);

    const [receipt] = await mailTo(user.email);
    expect(receipt?.subject).toBe(`Deine Pitchside-Quittung für Bestellung #${purchase.id}`);
    // €9.99 includes 20 % VAT: 9.99 − 9.99 / 1.2 = 1.665 → €1.66 (cents rounded on the net price).
    expect(vatIncludedCents(999, 0.2)).toBe(166);
    expect(receipt?.text).toContain(`Bestellnummer: #${purchase.id}`);
    expect(receipt?.text).toContain('Produkt: Pro Tickets');
    expect(receipt?.text).toContain('Geliefert: 1.200 Tickets, 12 Webpunkte');
    expect(receipt?.text).toContain('Preis: 9,99 € (inkl. MwSt.)');
    expect(receipt?.text).toContain('MwSt.: 1,66 € (20 %), im Preis enthalten');
    expect(receipt?.text).toContain('Zustimmung zur sofortigen Lieferung: 01.06.2026, 10:00 (UTC)');
    expect(receipt?.text).toContain(
      'Verkäufer: Pitchside Studio GmbH, Hafenstraße 1, 20459 Hamburg, Germany',
    );
    expect(receipt?.html).toContain('<html lang="de" dir="ltr">');

    // The same receipt downloads from the balance history; nobody else's order does.
    const download = await api(token, 'GET', `/api/payments/orders/${purchase.id}/receipt`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="receipt-${purchase.id}.html"`,
    );
    expect(download.body.replace(/[\u00a0\u202f]/g, ' ')).toContain('1,66 € (20 %), im Preis enthalten');
    const stranger = await buyer('en');
    expect((await api(stranger.token, 'GET', `/api/payments/orders/${purchase.id}/receipt`)).statusCode).toBe(
      404,
    );
  });

  it('mails a refund with the real reason in the buyer’s language when support refunds the order', async () => {
    const { token, user } = await buyer('fr');
    const purchase = await buyAndPay(token, 'tickets-starter');
    const refunded = await api(adminToken, 'POST', `/api/admin/orders/${purchase.id}/refund`, {
      reason: 'Bought by mistake',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    // Refunding again changes nothing and sends nothing.
    await api(adminToken, 'POST', `/api/admin/orders/${purchase.id}/refund`, { reason: 'Bought by mistake' });

    const mails = await mailTo(user.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Remboursement de votre commande Pitchside n° ${purchase.id}`,
      `Votre reçu Pitchside pour la commande n° ${purchase.id}`,
    ]);
    const refund = mails[0];
    expect(refund?.text).toContain('Montant remboursé: 4,99 € (TVA incluse)');
    expect(refund?.text).toContain('Motif: Remboursé par l’assistance : Bought by mistake');
  });
});
