import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@/lib/i18n/setup';
import { forgetFirstVisit, markFirstVisit } from '@/lib/session/first-visit';
import { setSession } from '@/lib/session/session';
import { HomeHero } from './home-hero';

async function renderHero() {
  setSession('test-token', { id: 7, emailconfirmed: true, nickname: 'Ada', webpoint: 0 });
  const i18n = await createI18n('en');
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <HomeHero />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

afterEach(() => forgetFirstVisit());

describe('Home greeting', () => {
  it('greets a player who just signed up with "Welcome" and points to the free daily gift', async () => {
    markFirstVisit(7);
    await renderHero();
    expect(screen.getByText('Welcome, Ada')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
    expect(screen.getByTestId('first-visit-gift')).toHaveTextContent('Your free daily gift is waiting');
    expect(screen.getByRole('link', { name: 'Claim your free gift' })).toHaveAttribute(
      'href',
      '/offers/free-ticket',
    );
  });

  it('greets a returning player with "Welcome back" and no gift prompt', async () => {
    markFirstVisit(8);
    await renderHero();
    expect(screen.getByText('Welcome back, Ada')).toBeInTheDocument();
    expect(screen.queryByTestId('first-visit-gift')).not.toBeInTheDocument();
  });
});
