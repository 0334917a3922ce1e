import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../../test/render-with-providers';
import type { SalesStats } from '../../api/get-sales-stats';
import { CampaignResultsCard } from './campaign-results-card';
import { SalesTiles } from './sales-tiles';
import { TicketAgesCard } from './ticket-ages-card';
import { useDashboardFormat } from './use-dashboard-format';

const stats: SalesStats = {
  from: '2026-11-01T00:00:00.000Z',
  to: '2026-11-08T00:00:00.000Z',
  currency: 'EUR',
  grossCents: 1_250_000,
  refundsCents: 5_000,
  refunds: 2,
  revenueCents: 1_245_000,
  orders: 1_320,
  payingPlayers: 400,
  arppuCents: 3_112,
  activePlayers: 2_000,
  conversion: 0.2,
  signUps: 50,
  spins: 900,
  freeClaims: 300,
  openTickets: 1_234,
  medianFirstReplySeconds: 600,
  vipDistribution: [],
  topProducts: [],
  daily: [],
  chargebacks: 1_203,
  chargebacksCents: 123_456,
  campaigns: [
    {
      id: 4,
      name: 'Winter Cup',
      startsAt: '2026-11-02T10:00:00.000Z',
      endsAt: '2026-11-04T10:00:00.000Z',
      orders: 2_500,
      revenueCents: 9_876_500,
      bonusOrders: 1_100,
    },
  ],
  openTicketsByAge: { underOneDay: 1_001, oneToThreeDays: 2, threeToSevenDays: 0, overSevenDays: 231 },
  previous: {
    from: '2026-10-25T00:00:00.000Z',
    to: '2026-11-01T00:00:00.000Z',
    revenueCents: 0,
    refundsCents: 0,
    refunds: 0,
    orders: 0,
    payingPlayers: 0,
    arppuCents: 0,
    chargebacks: 1_500,
    chargebacksCents: 0,
  },
};

function Sections({ data }: { data: SalesStats }) {
  const format = useDashboardFormat(data.currency);
  return (
    <>
      <SalesTiles stats={data} format={format} />
      <CampaignResultsCard stats={data} format={format} />
      <TicketAgesCard stats={data} format={format} />
    </>
  );
}

describe('live ops sections of the dashboard', () => {
  it('shows chargebacks beside the previous period, campaign results and ticket ages, grouped as German writes', async () => {
    await renderWithProviders(<Sections data={stats} />, { language: 'de' });
    expect(await screen.findByText('Rückbuchungen')).toBeInTheDocument();
    expect(screen.getByText('1.203')).toBeInTheDocument();
    expect(screen.getByText(/1\.234,56\s€ · Vorheriger Zeitraum: 1\.500/)).toBeInTheDocument();

    const campaigns = screen.getByRole('table', { name: 'Ergebnisse der Aktionen' });
    const row = within(campaigns).getByRole('row', { name: /Winter Cup/ });
    expect(within(row).getByText('2.500')).toBeInTheDocument();
    expect(within(row).getByText('1.100')).toBeInTheDocument();
    expect(within(row).getByText(/98\.765,00\s€/)).toBeInTheDocument();

    const ages = screen.getByRole('heading', { name: 'Offene Tickets nach Alter' })
      .parentElement as HTMLElement;
    const items = within(ages)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Unter 1 Tag1.001', '1–3 Tage2', '3–7 Tage0', 'Über 7 Tage231']);
  });

  it('says so when no campaign ran, in Arabic with its own plural of days', async () => {
    await renderWithProviders(<Sections data={{ ...stats, campaigns: [] }} />, { language: 'ar' });
    expect(await screen.findByText('لم تجرِ أي حملة في هذه الفترة')).toBeInTheDocument();
    const ages = screen.getByRole('heading', { name: 'التذاكر المفتوحة حسب الأقدمية' })
      .parentElement as HTMLElement;
    const labels = within(ages)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('span')?.textContent);
    const days = (n: number) =>
      new Intl.NumberFormat('ar', { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(n);
    expect(labels).toEqual([
      `أقل من ${days(1)}`,
      `${new Intl.NumberFormat('ar').format(1)}–${days(3)}`,
      `${new Intl.NumberFormat('ar').format(3)}–${days(7)}`,
      `أكثر من ${days(7)}`,
    ]);
  });
});
