import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deadlineIn } from '@/lib/use-countdown';
import { renderShop } from '../test/render-shop';
import { UpsellOffer } from './upsell-offer';

const offer = (secondsRemaining: number) => ({
  id: 5,
  productName: 'Pro Tickets',
  extraTickets: 600,
  totalTickets: 1860,
  specialPrice: 399,
  expiresAt: '2026-07-10T10:05:00.000Z',
  secondsRemaining,
  deadline: deadlineIn(secondsRemaining),
});

const countdown = () => screen.getByTestId('upsell-countdown');
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Upsell countdown', () => {
  it("ticks down each second from the server's secondsRemaining and closes the offer at 0", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const onClosed = vi.fn();
    await renderShop(<UpsellOffer offer={offer(3)} productSlug="tickets-pro" onClosed={onClosed} />);

    expect(countdown()).toHaveTextContent('00:03');
    tick(999);
    expect(countdown()).toHaveTextContent('00:03');
    tick(1);
    expect(countdown()).toHaveTextContent('00:02');
    tick(1000);
    expect(countdown()).toHaveTextContent('00:01');
    expect(onClosed).not.toHaveBeenCalled();
    tick(1000);
    expect(countdown()).toHaveTextContent('00:00');
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(onClosed).toHaveBeenCalledWith('expired');
    tick(5000);
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('shows minutes and seconds for the 5-minute window', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await renderShop(<UpsellOffer offer={offer(300)} productSlug="tickets-pro" onClosed={() => undefined} />);
    expect(countdown()).toHaveTextContent('05:00');
    tick(61_000);
    expect(countdown()).toHaveTextContent('03:59');
  });

  it('closes at once an offer that had already run out when it arrived', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const onClosed = vi.fn();
    await renderShop(<UpsellOffer offer={offer(0)} productSlug="tickets-pro" onClosed={onClosed} />);
    expect(onClosed).toHaveBeenCalledWith('expired');
  });
});
