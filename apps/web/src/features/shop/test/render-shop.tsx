import type { ShopProduct } from '@pitchside/contract/webshop';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '@/lib/query/query-client';
import { createI18n } from '@/lib/i18n/setup';
import { setSession } from '@/lib/session/session';
import type { SessionUser } from '@/lib/session/session-user';

export const PLAYER: SessionUser = {
  id: 7,
  email: 'striker@example.com',
  emailconfirmed: true,
  nickname: 'Striker99',
  webpoint: 100,
  webpoint2: 100,
  vip: { tier: 0, tierName: 'No VIP', tierSlug: 'no-vip', bonusPercentage: 0 },
};

/** Renders a shop screen as a logged-in player, with the real i18n (English unless told). */
export async function renderShop(
  ui: ReactNode,
  {
    user = PLAYER,
    path = '/',
    language = 'en' as const,
    queryClient = createQueryClient(),
  }: { user?: SessionUser; path?: string; language?: 'en' | 'de'; queryClient?: QueryClient } = {},
) {
  setSession('test-token', user);
  document.cookie = 'XSRF-TOKEN=abc';
  const i18n = await createI18n(language);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, user: userEvent.setup() };
}

export function product(overrides: Partial<ShopProduct> = {}): ShopProduct {
  return {
    id: 2,
    slug: 'tickets-pro',
    kind: 'ticket_package',
    name: 'Pro Tickets',
    priceCents: 999,
    originalPriceCents: 1299,
    discountPercentage: 23,
    campaignBonusPercentage: 0,
    campaignBonusTickets: 0,
    campaignEndsAt: null,
    mostPopular: true,
    tickets: 1200,
    webPoints: 12,
    energy: 0,
    skillPoints: 0,
    superGoal: 0,
    vipBonusTickets: 0,
    finalTickets: 1200,
    premiumType: null,
    dailySpinPoints: null,
    levels: null,
    attackPoints: null,
    benefits: [],
    spins: null,
    eventId: null,
    ...overrides,
  };
}
