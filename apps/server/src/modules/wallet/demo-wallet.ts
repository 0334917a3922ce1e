import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { users } from '../../db/schema/accounts.ts';
import { shopProducts } from '../../db/schema/shop.ts';
import { orders, sandboxSessions } from '../../db/schema/orders.ts';
import { applyWebPoints } from './ledger.ts';

/**
 * Gives a demo account its web points the way a real player gets them: paid orders in the last
 * 30 days (which set the VIP tier) and a welcome bonus, each a ledger row, so the balance
 * history explains the balance and the ledger sums to it. Each order is a paid session of the
 * sandbox card provider, as a real checkout leaves it, so every back-office action (a refund
 * first) works on demo orders too (issue 32).
 */
export async function seedDemoWallet(
  db: Database,
  user: Pick<typeof users.$inferSelect, 'id' | 'gamePlayerId' | 'nickname'>,
  account: { webPoints: number; demoPurchases: number },
) {
  const [product] = await db.select().from(shopProducts).where(eq(shopProducts.slug, 'tickets-champion'));
  const now = Date.now();
  await db.transaction(async (tx) => {
    // The welcome bonus comes first, so each row's balance-after grows in date order.
    const planned = product ? product.webPoints * account.demoPurchases : 0;
    if (account.webPoints > planned) {
      await applyWebPoints(tx, {
        userId: user.id,
        amount: account.webPoints - planned,
        type: 'bonus',
        reference: `demo:welcome:${user.id}`,
        description: { key: 'welcomeBonus' },
        now: new Date(now - 25 * 86_400_000),
      });
    }
    for (let i = 0; product && i < account.demoPurchases; i++) {
      const at = new Date(now - (20 - i * 5) * 86_400_000);
      const [order] = await tx
        .insert(orders)
        .values({
          userId: user.id,
          productId: product.id,
          productSlug: product.slug,
          productName: product.displayName,
          productKind: product.kind,
          recipientGamePlayerId: user.gamePlayerId as number,
          recipientUserId: user.id,
          recipientNickname: user.nickname,
          status: 'fulfilled',
          amountCents: product.priceCents,
          baseTickets: product.tickets,
          totalTickets: product.tickets,
          webPoints: product.webPoints,
          provider: 'sandbox',
          providerSessionId: `cs_sandbox_demo_${user.id}_${i}`,
          consentAt: at,
          createdAt: at,
          fulfilledAt: at,
          closedAt: at,
        })
        .returning();
      if (!order) continue;
      await tx.insert(sandboxSessions).values({
        id: order.providerSessionId as string,
        orderId: order.id,
        amountCents: order.amountCents,
        currency: order.currency,
        description: product.displayName,
        customerEmail: `demo-${user.id}@pitchside.dev`,
        successUrl: '/payment-confirmation',
        cancelUrl: '/webshop/tickets?payment=cancelled',
        status: 'paid',
        cardLast4: '4242',
        createdAt: at,
        expiresAt: new Date(at.getTime() + 3_600_000),
        paidAt: at,
      });
      await applyWebPoints(tx, {
        userId: user.id,
        amount: product.webPoints,
        type: 'purchase',
        reference: `order:${order.id}`,
        description: { key: 'purchase', params: { product: product.displayName, productSlug: product.slug } },
        now: at,
      });
    }
  });
}
