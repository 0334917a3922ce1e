import type { PurchaseConfirmation, UpsellOffer } from '@pitchside/contract/payments';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query/query-client';
import { getSessionUser } from '@/lib/session/session';
import { startCheckout } from '../lib/checkout-redirect';
import { PLAYER, renderShop } from '../test/render-shop';
import { PaymentConfirmationPage } from './payment-confirmation-page';
import { productNamesHandler } from '../../../../test/product-names-handler';
import { agreeToImmediateDelivery } from '../test/consent';

vi.mock('../lib/checkout-redirect', () => ({ startCheckout: vi.fn() }));

// The product-name list every screen that names a product asks for.
const server = setupServer(productNamesHandler());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.mocked(startCheckout).mockReset();
});
afterAll(() => server.close());

const purchase = (overrides: Partial<PurchaseConfirmation> = {}): PurchaseConfirmation => ({
  id: 41,
  productName: 'Pro Tickets',
  productSlug: 'tickets-pro',
  isGift: false,
  recipient: null,
  promoCode: null,
  discountCents: 0,
  tickets: 1260,
  baseTickets: 1200,
  vipBonusTickets: 60,
  campaignBonusTickets: 0,
  vipTier: 1,
  totalTickets: 1260,
  webPoints: 12,
  energy: 0,
  skillPoints: 0,
  superGoal: 0,
  premium: null,
  totalPaid: 999,
  currency: 'EUR',
  items: [
    { kind: 'tickets', amount: 1260 },
    { kind: 'webPoints', amount: 12 },
  ],
  createdAt: '2026-07-10T10:00:00.000Z',
  ...overrides,
});

const upsell = (overrides: Partial<UpsellOffer> = {}): UpsellOffer => ({
  id: 5,
  productName: 'Pro Tickets',
  extraTickets: 600,
  totalTickets: 1860,
  specialPrice: 399,
  expiresAt: '2026-07-10T10:05:00.000Z',
  secondsRemaining: 300,
  ...overrides,
});

/** The buyer as the server returns it with verify-session (the full contract shape). */
const serverUser = (webPoints: number) => ({
  id: 7,
  email: 'striker@example.com',
  nickname: 'Striker99',
  name: 'Sam',
  surname: 'Striker',
  level: 40,
  seasonLevel: 12,
  mainlevel: 40,
  teamName: 'Harbour FC',
  referralid: 'REF123',
  emailconfirmed: true,
  webpoint: webPoints,
  webpoint2: webPoints,
  avatar: null,
  role: 'player',
  language: 'en',
  vip: {
    tier: 0,
    tierName: 'No VIP',
    tierSlug: 'no-vip',
    tierColor: 'grey',
    tierIcon: 'shield',
    bonusPercentage: 0,
    discountPercentage: 0,
    currentBalance: webPoints,
    last30DaysWebpoints: 0,
    totalLifetimeWebpoints: 0,
    minRequirement: 0,
    maxRequirement: 99,
    nextTierRequirement: 100,
  },
});

interface Answer {
  status: 'fulfilled' | 'processing' | 'failed' | 'expired' | 'refunded';
  purchase?: PurchaseConfirmation;
  refund?: { kind: 'duplicate' | 'support' | 'provider' | 'chargeback'; reason: string | null };
  upsell?: UpsellOffer;
  /** Holds this answer back until resolved. */
  gate?: Promise<void>;
}

/** verify-session answers in turn (the last one repeats); counts the calls. */
function verifyAnswers(...answers: Answer[]) {
  const calls: unknown[] = [];
  server.use(
    http.post('*/api/payments/verify-session', async ({ request }) => {
      calls.push(await request.json());
      const answer = answers[Math.min(calls.length - 1, answers.length - 1)] as Answer;
      await answer.gate;
      return HttpResponse.json({
        success: true,
        status: answer.status,
        user: serverUser(112),
        purchase: answer.purchase ?? null,
        upsell: answer.upsell ?? null,
        refund: answer.refund ?? null,
      });
    }),
    http.get('*/api/payments/upsell/active', () => HttpResponse.json({ success: true, data: null })),
  );
  return calls;
}

const render = (path = '/payment-confirmation?session_id=cs_sandbox_1', maxAttempts = 10) =>
  renderShop(<PaymentConfirmationPage retryDelayMs={30} maxAttempts={maxAttempts} />, { path });

const status = () => screen.getByTestId('confirmation-status');

describe('Payment confirmation', () => {
  it('reads again only what a purchase changes, and keeps the catalogue cached', async () => {
    verifyAnswers({ status: 'fulfilled', purchase: purchase() });
    const queryClient = createQueryClient();
    const history = ['wallet', 'balance-history', 'summary', '30d'];
    const catalogue = ['shop', 'tickets'];
    queryClient.setQueryData(history, { spent: 0 });
    queryClient.setQueryData(catalogue, []);
    await renderShop(<PaymentConfirmationPage retryDelayMs={30} maxAttempts={10} />, {
      path: '/payment-confirmation?session_id=cs_sandbox_1',
      queryClient,
    });
    expect(await screen.findByText('Payment successful!')).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryState(history)?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(catalogue)?.isInvalidated).toBe(false);
  });

  it('goes verifying → processing (with attempts) → success, with every total', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The first answer waits, so the verifying state can be seen before anything arrives.
    const calls = verifyAnswers(
      { status: 'processing', gate },
      { status: 'processing' },
      { status: 'fulfilled', purchase: purchase() },
    );
    await render();

    expect(status()).toHaveTextContent('Verifying your payment…');
    release();
    expect(await screen.findByText('Attempt 1 of 10')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Your payment is being processed');
    expect(await screen.findByText('Attempt 2 of 10')).toBeInTheDocument();
    expect(await screen.findByText('Payment successful!')).toBeInTheDocument();
    expect(calls).toHaveLength(3);
    expect(calls[0]).toEqual({ session_id: 'cs_sandbox_1' });

    expect(screen.getByTestId('summary-product')).toHaveTextContent('Pro Tickets');
    expect(screen.getByTestId('summary-baseTickets')).toHaveTextContent('1,200');
    expect(screen.getByTestId('summary-vipBonus')).toHaveTextContent('VIP bonus+60');
    expect(screen.getByTestId('summary-totalTickets')).toHaveTextContent('1,260');
    expect(screen.getByTestId('summary-webPoints')).toHaveTextContent('12');
    expect(screen.getByTestId('summary-totalPaid')).toHaveTextContent('€9.99');
    expect(screen.queryByTestId('summary-recipient')).not.toBeInTheDocument();
    expect(screen.getByText('Your items are on their way to your game account.')).toBeInTheDocument();
    // The stored user is read again: the header's web points follow the purchase.
    await waitFor(() => expect(getSessionUser()?.webpoint2).toBe(112));
  });

  it('shows no VIP line for a tier-0 purchase, and names the gift recipient', async () => {
    verifyAnswers({
      status: 'fulfilled',
      purchase: purchase({
        isGift: true,
        recipient: 'Femi85',
        vipTier: 0,
        vipBonusTickets: 0,
        totalTickets: 1200,
        energy: 1800,
        skillPoints: 10,
        superGoal: 10,
      }),
    });
    await render();
    expect(await screen.findByText('Your gift is on its way to Femi85.')).toBeInTheDocument();
    expect(screen.getByTestId('summary-recipient')).toHaveTextContent('Gift recipientFemi85');
    expect(screen.queryByTestId('summary-vipBonus')).not.toBeInTheDocument();
    expect(screen.getByTestId('summary-energy')).toHaveTextContent('1,800');
    expect(screen.getByTestId('summary-skillPoints')).toHaveTextContent('10');
    expect(screen.getByTestId('summary-superGoal')).toHaveTextContent('10');
  });

  it('shows the failure page for a declined card: nothing credited, a way back to the shop', async () => {
    const validate = vi.fn();
    verifyAnswers({ status: 'failed' });
    server.use(
      http.post('*/api/account/login/validate', () => {
        validate();
        return HttpResponse.json({ success: true, message: '', user: PLAYER });
      }),
    );
    await render();
    expect(await screen.findByText('Payment failed')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your card was declined. No money was taken and nothing was credited to your account.',
    );
    expect(screen.getByRole('link', { name: 'Back to the webshop' })).toHaveAttribute(
      'href',
      '/webshop/tickets',
    );
    expect(validate).not.toHaveBeenCalled();
  });

  it('says "Payment session not found" without a session id or for an unknown one', async () => {
    const { unmount } = await render('/payment-confirmation');
    expect(screen.getByRole('alert')).toHaveTextContent('Payment session not found');
    unmount();

    server.use(
      http.post('*/api/payments/verify-session', () =>
        HttpResponse.json(
          { success: false, error: 'PAYMENT_SESSION_NOT_FOUND', message: 'Payment session not found.' },
          { status: 404 },
        ),
      ),
    );
    await render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment session not found');
  });

  it('says the session expired (410)', async () => {
    server.use(
      http.post('*/api/payments/verify-session', () =>
        HttpResponse.json(
          { success: false, error: 'PAYMENT_SESSION_EXPIRED', message: 'Payment session has expired.' },
          { status: 410 },
        ),
      ),
    );
    await render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment session has expired.');
  });

  it('says a duplicate payment of a once-only offer was refunded, not that it failed', async () => {
    server.use(
      http.post('*/api/payments/verify-session', () =>
        HttpResponse.json(
          {
            success: false,
            error: 'ALREADY_PURCHASED',
            message: 'This offer was already delivered, so this payment has been refunded.',
          },
          { status: 409 },
        ),
      ),
    );
    await render();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already received this offer with another payment, so this payment has been refunded to your card.',
    );
    expect(screen.getByText('Payment refunded')).toBeInTheDocument();
    expect(screen.queryByText('Payment failed')).not.toBeInTheDocument();
  });

  it("gives the real reason of a later refund: support's own words, not a duplicate payment", async () => {
    verifyAnswers({ status: 'refunded', refund: { kind: 'support', reason: 'Charged twice by the bank' } });
    await render();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Our support team refunded this payment to your card. Reason: Charged twice by the bank',
    );
    expect(screen.getByText('Payment refunded')).toBeInTheDocument();
    expect(screen.queryByText(/another payment/)).not.toBeInTheDocument();
  });

  it('says a chargeback is a chargeback', async () => {
    verifyAnswers({ status: 'refunded', refund: { kind: 'chargeback', reason: null } });
    await render();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your bank reversed this payment (a chargeback). What it gave you has been taken back.',
    );
  });

  it('says "Failed to verify payment" with the cause, and tries again on request', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/payments/verify-session', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, error: 'INTERNAL_ERROR', message: 'x' }, { status: 500 })
          : HttpResponse.json({
              success: true,
              status: 'fulfilled',
              user: serverUser(100),
              purchase: purchase(),
              upsell: null,
            });
      }),
      http.post('*/api/account/login/validate', () =>
        HttpResponse.json({ success: true, message: '', user: PLAYER }),
      ),
      http.get('*/api/payments/upsell/active', () => HttpResponse.json({ success: true, data: null })),
    );
    const { user } = await render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to verify payment');
    expect(screen.getByText('Server error. Please try again later.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Payment successful!')).toBeInTheDocument();
  });

  it('a cancelled payment is not a dead end: "Try again" opens the card page for the same product', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/payments/create-link', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          success: true,
          checkoutUrl: 'http://localhost/sandbox/checkout/cs_2',
          message: 'Redirecting to secure checkout',
        });
      }),
    );
    const { user } = await render('/payment-confirmation?cancelled=tickets-pro');
    expect(screen.getByText('Payment cancelled')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('You cancelled the payment. No money was taken.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await agreeToImmediateDelivery(user);
    await waitFor(() => expect(startCheckout).toHaveBeenCalledWith('http://localhost/sandbox/checkout/cs_2'));
    expect(bodies).toEqual([expect.objectContaining({ variantId: 'tickets-pro', consent: true })]);
  });

  it('says "Failed to verify payment" when the answer makes no sense', async () => {
    server.use(
      http.post('*/api/payments/verify-session', () => HttpResponse.json({ success: true, status: 'weird' })),
    );
    await render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to verify payment');
  });

  it('stops asking after the last attempt and says the payment is still being processed', async () => {
    const calls = verifyAnswers({ status: 'processing' });
    const { user } = await render(undefined, 3);
    expect(await screen.findByText('Your payment is still being processed')).toBeInTheDocument();
    expect(calls).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(calls.length).toBeGreaterThan(3));
  });
});

describe('Upsell after a purchase', () => {
  it('offers extra tickets at a special price; accepting starts a new payment', async () => {
    verifyAnswers({ status: 'fulfilled', purchase: purchase(), upsell: upsell() });
    const accepted: unknown[] = [];
    server.use(
      http.post('*/api/payments/accept-upsell', async ({ request }) => {
        accepted.push(await request.json());
        return HttpResponse.json({
          success: true,
          checkoutUrl: 'http://localhost/sandbox/checkout/up',
          message: '',
        });
      }),
    );
    const { user } = await render();
    const offer = await screen.findByTestId('upsell-offer');
    expect(offer).toHaveTextContent('Extra tickets+600');
    expect(offer).toHaveTextContent('Total tickets1,860');
    expect(offer).toHaveTextContent('Special price€3.99');
    expect(within(offer).getByTestId('upsell-countdown')).toHaveTextContent('05:00');

    await user.click(within(offer).getByRole('button', { name: 'Yes, add them' }));
    await agreeToImmediateDelivery(user);
    await waitFor(() => expect(startCheckout).toHaveBeenCalledWith('http://localhost/sandbox/checkout/up'));
    expect(accepted).toEqual([{ upsellId: 5, consent: true }]);
  });

  it('says "Failed to accept offer. Please try again." when accepting fails', async () => {
    verifyAnswers({ status: 'fulfilled', purchase: purchase(), upsell: upsell() });
    server.use(
      http.post('*/api/payments/accept-upsell', () =>
        HttpResponse.json({ success: false, error: 'INTERNAL_ERROR', message: 'x' }, { status: 500 }),
      ),
    );
    const { user } = await render();
    const offer = await screen.findByTestId('upsell-offer');
    await user.click(within(offer).getByRole('button', { name: 'Yes, add them' }));
    await agreeToImmediateDelivery(user);
    expect(await within(offer).findByRole('alert')).toHaveTextContent(
      'Failed to accept offer. Please try again.',
    );
    expect(startCheckout).not.toHaveBeenCalled();
  });

  it('declines for good: the offer is never shown again, not even on another confirmation', async () => {
    verifyAnswers({ status: 'fulfilled', purchase: purchase(), upsell: upsell() });
    const declined: unknown[] = [];
    server.use(
      http.post('*/api/payments/decline-upsell', async ({ request }) => {
        declined.push(await request.json());
        return HttpResponse.json({ success: true });
      }),
    );
    const { user, unmount } = await render();
    const offer = await screen.findByTestId('upsell-offer');
    await user.click(within(offer).getByRole('button', { name: 'No, thanks' }));
    expect(screen.queryByTestId('upsell-offer')).not.toBeInTheDocument();
    await waitFor(() => expect(declined).toEqual([{ upsellId: 5 }]));
    unmount();

    // The same offer, reported again (a reload, or by the active-offer call): not shown twice.
    await render();
    await screen.findByText('Payment successful!');
    await delay(50);
    expect(screen.queryByTestId('upsell-offer')).not.toBeInTheDocument();
  });

  it('takes the active offer when verify has none, but never shows one owned by another confirmation', async () => {
    verifyAnswers({ status: 'fulfilled', purchase: purchase() });
    server.use(
      http.get('*/api/payments/upsell/active', () =>
        HttpResponse.json({ success: true, data: upsell({ id: 9 }) }),
      ),
    );
    const first = await render('/payment-confirmation?session_id=cs_a');
    expect(await screen.findByTestId('upsell-offer')).toBeInTheDocument();
    first.unmount();

    // A reload of the same confirmation keeps its offer…
    const again = await render('/payment-confirmation?session_id=cs_a');
    expect(await screen.findByTestId('upsell-offer')).toBeInTheDocument();
    again.unmount();

    // …another confirmation page does not show it a second time.
    await render('/payment-confirmation?session_id=cs_b');
    await screen.findByText('Payment successful!');
    await delay(50);
    expect(screen.queryByTestId('upsell-offer')).not.toBeInTheDocument();
  });

  it('does not show an older active offer for another product', async () => {
    verifyAnswers({ status: 'fulfilled', purchase: purchase() });
    server.use(
      http.get('*/api/payments/upsell/active', () =>
        HttpResponse.json({ success: true, data: upsell({ id: 12, productName: 'Champion Tickets' }) }),
      ),
    );
    await render();
    await screen.findByText('Payment successful!');
    await delay(50);
    expect(screen.queryByTestId('upsell-offer')).not.toBeInTheDocument();
  });

  it('shows no offer after a gift', async () => {
    const active = vi.fn();
    verifyAnswers({ status: 'fulfilled', purchase: purchase({ isGift: true, recipient: 'Femi85' }) });
    server.use(
      http.get('*/api/payments/upsell/active', () => {
        active();
        return HttpResponse.json({ success: true, data: upsell() });
      }),
    );
    await render();
    await screen.findByText('Payment successful!');
    await delay(50);
    expect(screen.queryByTestId('upsell-offer')).not.toBeInTheDocument();
    expect(active).not.toHaveBeenCalled();
  });
});
