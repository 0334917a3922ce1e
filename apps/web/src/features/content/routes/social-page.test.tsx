import { SOCIAL_LAUNCH_AT } from '@pitchside/contract/social';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { SocialPage } from './social-page';

const LAUNCH = Date.parse(SOCIAL_LAUNCH_AT);
const SECOND = 1000;

const tile = (unit: string) => screen.getByTestId(`countdown-${unit}`).textContent;

async function renderAt(now: number) {
  vi.useFakeTimers({ now });
  const view = await renderWithProviders(<SocialPage />);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
  return view;
}

describe('social site page', () => {
  it('counts down days, hours, minutes and seconds, ticking every second', async () => {
    await renderAt(LAUNCH - (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * SECOND);
    expect(screen.getByRole('heading', { level: 1, name: 'Social Site' })).toBeInTheDocument();
    expect(within(screen.getByRole('timer')).getAllByText(/^\d\d$/)).toHaveLength(4);
    expect([tile('days'), tile('hours'), tile('minutes'), tile('seconds')]).toEqual([
      '02Days',
      '03Hours',
      '04Minutes',
      '05Seconds',
    ]);

    act(() => vi.advanceTimersByTime(999));
    expect(tile('seconds')).toBe('05Seconds');
    act(() => vi.advanceTimersByTime(1));
    expect(tile('seconds')).toBe('04Seconds');
    act(() => vi.advanceTimersByTime(5 * SECOND));
    expect([tile('minutes'), tile('seconds')]).toEqual(['03Minutes', '59Seconds']);
  });

  it('uses the singular for one unit', async () => {
    await renderAt(LAUNCH - (86_400 + 3600 + 60 + 1) * SECOND);
    expect([tile('days'), tile('hours'), tile('minutes'), tile('seconds')]).toEqual([
      '01Day',
      '01Hour',
      '01Minute',
      '01Second',
    ]);
  });

  it('stops at zero once the launch moment has passed', async () => {
    await renderAt(LAUNCH - 2 * SECOND);
    act(() => vi.advanceTimersByTime(10 * SECOND));
    expect(tile('seconds')).toBe('00Seconds');
    expect(
      screen.getByRole('heading', { level: 2, name: 'The social site is opening now' }),
    ).toBeInTheDocument();
  });

  it('announces the six features of the spec in order', async () => {
    await renderAt(LAUNCH - 86_400 * SECOND);
    const features = within(screen.getByRole('region', { name: "What's coming" }));
    expect(features.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Transfer market',
      'Match sharing',
      'Team chat',
      'Friendship',
      'Live auctions',
      'Exclusive content',
    ]);
  });
});
