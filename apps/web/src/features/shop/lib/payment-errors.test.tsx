import { renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { apiRequest } from '@/lib/api/client';
import { createI18n } from '@/lib/i18n/setup';
import { describePaymentError, usePaymentErrorText, type PaymentCall } from './payment-errors';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const apiError = (status: number, code: string, message = '', details?: Record<string, unknown>) =>
  new ApiError({ status, code, message, details });

async function textFor(language: 'en' | 'de' = 'en') {
  const i18n = await createI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return renderHook(() => usePaymentErrorText(), { wrapper }).result.current;
}

describe('payment error texts (spec §8 "Payment (shop area)")', () => {
  it('reads ALREADY_HAS_PREMIUM from the real error body, for own purchases and gifts', async () => {
    server.use(
      http.post('*/api/payments/create-link', () =>
        HttpResponse.json(
          {
            success: false,
            error: 'ALREADY_HAS_PREMIUM',
            message: 'You already have Platinum membership. You cannot purchase Silver Premium again.',
            current: 'Platinum',
            requested: 'Silver',
            recipient: null,
          },
          { status: 409 },
        ),
      ),
    );
    document.cookie = 'XSRF-TOKEN=abc';
    const error = await apiRequest('/payments/create-link', { method: 'POST', body: {} }).catch(
      (caught: unknown) => caught,
    );
    const text = await textFor();
    expect(text(error, 'createLink')).toBe(
      'You already have Platinum membership. You cannot purchase Silver Premium again.',
    );

    const gift = apiError(409, 'ALREADY_HAS_PREMIUM', 'x', {
      current: 'Silver',
      requested: 'Silver',
      recipient: 'Rookie',
    });
    expect(text(gift, 'createGiftLink')).toBe(
      'Rookie already has Silver Premium membership. You cannot gift Silver Premium.',
    );
  });

  it('falls back to the English message when the extra fields are missing', () => {
    const error = apiError(
      409,
      'ALREADY_HAS_PREMIUM',
      'Kai already has Platinum Premium membership. You cannot gift Silver Premium.',
    );
    expect(describePaymentError(error, 'createGiftLink')).toEqual({
      key: 'alreadyHasPremiumGift',
      values: { recipient: 'Kai', current: 'Platinum', requested: 'Silver' },
    });
  });

  it('translates the premium texts with their values', async () => {
    const text = await textFor('de');
    const error = apiError(409, 'ALREADY_HAS_PREMIUM', '', { current: 'Platinum', requested: 'Silver' });
    expect(text(error, 'createLink')).toBe(
      'Du hast bereits eine Platinum-Mitgliedschaft. Du kannst Silver-Premium nicht erneut kaufen.',
    );
  });

  it('uses the server message of any other 409, or "This purchase is not allowed"', async () => {
    const text = await textFor();
    expect(text(apiError(409, 'PURCHASE_NOT_ALLOWED', 'Only once, friend.'), 'createLink')).toBe(
      'Only once, friend.',
    );
    expect(text(apiError(409, 'PURCHASE_NOT_ALLOWED', ''), 'createLink')).toBe(
      'This purchase is not allowed',
    );
    expect(
      text(apiError(409, 'PURCHASE_NOT_ALLOWED', 'You cannot send a gift to yourself.'), 'createGiftLink'),
    ).toBe('You cannot send a gift to yourself.');
  });

  it.each([
    [401, 'UNAUTHORIZED', 'Session expired. Please login again.'],
    [403, 'FORBIDDEN', 'You do not have permission for this action.'],
    [404, 'PAYMENT_SESSION_NOT_FOUND', 'Payment session not found.'],
    [410, 'PAYMENT_SESSION_EXPIRED', 'Payment session has expired.'],
    [429, 'RATE_LIMITED', 'Too many requests. Please try again later.'],
    [500, 'INTERNAL_ERROR', 'Server error. Please try again later.'],
    [503, 'SERVICE_UNAVAILABLE', 'Server error. Please try again later.'],
  ])('maps HTTP %i to its text', async (status, code, expected) => {
    const text = await textFor();
    expect(text(apiError(status, code, 'server words'), 'createLink')).toBe(expected);
  });

  it.each<[PaymentCall, string]>([
    ['createLink', 'Failed to create payment link'],
    ['checkoutUrl', 'Checkout URL not found'],
    ['verify', 'Failed to verify payment'],
    ['searchUser', 'Failed to search user'],
    ['createGiftLink', 'Failed to create gift payment link'],
  ])('falls back per call: %s', async (call, expected) => {
    const text = await textFor();
    expect(text(new Error('boom'), call)).toBe(expected);
    expect(text(apiError(400, 'VALIDATION_FAILED', 'bad'), call)).toBe(expected);
  });

  it('names a missing referral ID, an expired offer and a missing checkout URL', async () => {
    const text = await textFor();
    expect(text(apiError(404, 'REFERRAL_NOT_FOUND'), 'searchUser')).toBe(
      'Referral ID not found. Please check and try again.',
    );
    expect(text(apiError(410, 'UPSELL_EXPIRED'), 'createLink')).toBe('This offer has expired.');
    expect(text(apiError(0, 'CHECKOUT_URL_MISSING'), 'createLink')).toBe('Checkout URL not found');
  });
});
