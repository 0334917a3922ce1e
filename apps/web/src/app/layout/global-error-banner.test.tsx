import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useErrorStore } from '@/lib/errors/error-store';
import { renderApp } from '../../../test/render-app';

describe('global error banner', () => {
  it('shows the store error under the header and dismisses it', async () => {
    const { user } = await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    act(() => useErrorStore.getState().show('Failed to load tickets'));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load tickets');

    await user.click(screen.getByRole('button', { name: 'Dismiss error' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(useErrorStore.getState().message).toBeNull();
  });

  it('translates messages stored as i18n keys', async () => {
    await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Home' });

    act(() => useErrorStore.getState().show('errors:api.network'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Cannot connect to server. Please check your internet connection.',
    );
  });
});
