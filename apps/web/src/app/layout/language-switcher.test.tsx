import { screen, waitFor, within } from '@testing-library/react';
import { cleanup } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';

// Each row starts with the language code.
const codes = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((button) => button.textContent?.slice(0, 2));

async function openSwitcher() {
  const view = await renderApp('/');
  await screen.findByRole('heading', { level: 1, name: 'Home' });
  await view.user.click(screen.getByRole('button', { name: /^Language: English/ }));
  return view;
}

describe('language switcher', () => {
  it('lists the 13 languages by their own names, the current one marked', async () => {
    await openSwitcher();
    const list = screen.getByRole('list', { name: 'Language' });

    expect(within(list).getAllByRole('button')).toHaveLength(13);
    expect(within(list).getByRole('button', { name: /Deutsch/ })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /العربية/ })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /English/ })).toHaveAttribute('aria-current', 'true');
  });

  it('shows a search box that filters by native name or code', async () => {
    const { user } = await openSwitcher();
    const search = screen.getByRole('searchbox', { name: 'Search languages' });
    const list = screen.getByRole('list', { name: 'Language' });

    await user.type(search, 'deu');
    expect(codes(list)).toEqual(['de']);

    await user.clear(search);
    await user.type(search, 'zh');
    expect(codes(list)).toEqual(['zh']);

    await user.clear(search);
    await user.type(search, 'xyz');
    expect(within(list).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByText('No language matches your search.')).toBeInTheDocument();
  });

  it('switches to Arabic right-to-left, stores the choice and restores it on the next start', async () => {
    const { user } = await openSwitcher();

    await user.click(screen.getByRole('button', { name: /العربية/ }));

    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(window.localStorage.getItem('pitchside.language')).toBe('ar');

    // Reload: a fresh app with no explicit language detects the stored one.
    cleanup();
    document.documentElement.removeAttribute('dir');
    const { createI18n } = await import('@/lib/i18n/setup');
    const restarted = await createI18n();
    expect(restarted.language).toBe('ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
  });
});
