import { focusManager, QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/lib/i18n/setup';
import { CACHE_CLEAN_INTERVAL_MS } from '@/lib/query/cache-maintenance';
import { AppProviders } from './providers';

const MINUTE = 60_000;

describe('AppProviders', () => {
  afterEach(() => focusManager.setFocused(undefined));

  it('runs the query cache maintenance of spec §9 while mounted', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-10T12:00:00Z') });
    const i18n = await createI18n('en');
    const client = new QueryClient();
    const seed = (key: string, ageMinutes: number) => {
      client.setQueryDefaults([key], { gcTime: 120 * MINUTE });
      client.setQueryData([key], 'rows', { updatedAt: Date.now() - ageMinutes * MINUTE });
    };
    seed('old', 45);
    seed('recent', 5);
    const view = render(
      <AppProviders i18n={i18n} queryClient={client}>
        <p>app</p>
      </AppProviders>,
    );

    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(client.getQueryData(['old'])).toBeUndefined();
    expect(client.getQueryData(['recent'])).toBe('rows');

    seed('stale', 121); // older than its 120-minute stale-allowed window
    act(() => void vi.advanceTimersByTime(CACHE_CLEAN_INTERVAL_MS));
    expect(client.getQueryData(['stale'])).toBeUndefined();

    view.unmount();
    seed('after', 121);
    act(() => void vi.advanceTimersByTime(CACHE_CLEAN_INTERVAL_MS));
    expect(client.getQueryData(['after'])).toBe('rows');
    client.clear();
  });
});
