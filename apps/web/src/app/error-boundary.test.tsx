import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { allowConsoleErrors } from '../../test/console-guard';
import { renderApp } from '../../test/render-app';

vi.mock('@/app/home-page', () => ({
  HomePage: () => {
    throw new Error('boom');
  },
}));

describe('route error boundary', () => {
  it('keeps the layout and offers a refresh when a screen crashes', async () => {
    allowConsoleErrors();
    await renderApp('/');

    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please refresh the page.');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('leaves other screens working', async () => {
    await renderApp('/vip');
    expect(await screen.findByRole('heading', { level: 1, name: 'VIP System' })).toBeInTheDocument();
  });
});
