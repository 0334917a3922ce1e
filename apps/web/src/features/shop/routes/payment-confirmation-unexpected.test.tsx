import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderShop } from '../test/render-shop';
import { PaymentConfirmationPage } from './payment-confirmation-page';

// A failure that is no API error at all (a bug, a broken extension): the spec's catch-all text.
vi.mock('../api/verify-payment-session', () => ({
  verifyPaymentSession: vi.fn(() => Promise.reject(new TypeError('x is undefined'))),
}));

describe('Payment confirmation, unexpected failure', () => {
  it('says "An unexpected error occurred" and offers to try again', async () => {
    await renderShop(<PaymentConfirmationPage />, { path: '/payment-confirmation?session_id=cs_sandbox_1' });
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
