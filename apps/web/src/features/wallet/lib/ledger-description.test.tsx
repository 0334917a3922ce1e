import {
  LEDGER_DESCRIPTIONS,
  englishLedgerDescription,
  type LedgerDescriptionKey,
} from '@pitchside/contract/ledger-descriptions';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useTranslation } from 'react-i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import englishWallet from '@/locales/en/wallet.json';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { useLedgerDescription } from './ledger-description';

const ROWS: Array<{
  descriptionKey: LedgerDescriptionKey | null;
  descriptionParams: Record<string, string | number> | null;
  description: string;
}> = [
  {
    descriptionKey: 'purchase',
    descriptionParams: { product: 'Starter Tickets', productSlug: 'tickets-starter' },
    description: 'Starter Tickets',
  },
  {
    descriptionKey: 'refund',
    descriptionParams: { product: 'Studio Pack', productSlug: 'studio-pack' },
    description: 'Refund: Studio Pack',
  },
  { descriptionKey: 'freeGift', descriptionParams: null, description: 'Daily Free Gift' },
  {
    descriptionKey: 'spinPrize',
    descriptionParams: { amount: 25 },
    description: 'Spin prize: 25 web points',
  },
  { descriptionKey: null, descriptionParams: null, description: 'Written before keys' },
];

function Descriptions() {
  const describe = useLedgerDescription();
  const { ready } = useTranslation('wallet');
  if (!ready) return null;
  return (
    <ul>
      {ROWS.map((row) => (
        <li key={row.description}>{describe(row, row.description)}</li>
      ))}
    </ul>
  );
}

// The studio's product names, as the server lists them per language.
const asked: string[] = [];
const server = setupServer(
  http.get('*/api/public/product-names', ({ request }) => {
    const lang = new URL(request.url).searchParams.get('lang') ?? '';
    asked.push(lang);
    return HttpResponse.json({
      success: true,
      data: { 'tickets-starter': lang === 'de' ? 'Starter-Tickets' : 'Starter Tickets' },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('balance-history descriptions', () => {
  it('keeps the English texts of the web and the server the same', () => {
    expect(englishWallet.ledger).toEqual(LEDGER_DESCRIPTIONS);
    expect(englishLedgerDescription({ key: 'compensation', params: { reason: 'Outage' } })).toBe(
      'Compensation: Outage',
    );
  });

  it('reads in the player’s language, products by their translated name, older rows as stored', async () => {
    await renderWithProviders(<Descriptions />, { language: 'de' });
    await screen.findByText('Starter-Tickets');
    const items = screen.getAllByRole('listitem');
    expect(asked).toContain('de');
    expect(items.map((item) => item.textContent)).toEqual([
      'Starter-Tickets',
      // A product the catalogue does not translate keeps the name it was sold under.
      expect.stringContaining('Studio Pack'),
      'Tägliches Gratisgeschenk',
      expect.stringMatching(/25/),
      'Written before keys',
    ]);
    expect(items[1]?.textContent).not.toBe('Refund: Studio Pack');
    expect(items[3]?.textContent).not.toBe('Spin prize: 25 web points');
  });
});
