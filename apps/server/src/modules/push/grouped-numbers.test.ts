import { describe, expect, it } from 'vitest';
import { englishNotification } from '../notifications/texts.ts';
import { pushText } from './texts.ts';

/** Issue 32: "Tickets: 1320" reads 1,320 in English and 1.320 in German; an order number is as written. */
describe('numbers in pushes and notifications', () => {
  it('groups a count as the reader writes numbers', () => {
    const params = { product: 'Champion Tickets', tickets: 1320 };
    expect(pushText('en', 'purchaseComplete', params)?.body).toContain('1,320');
    expect(pushText('de', 'purchaseComplete', params)?.body).toContain('1.320');
    expect(englishNotification('purchaseComplete', params).message).toContain('1,320');
  });

  it('leaves an order number as it is', () => {
    const text = pushText('en', 'orderRefunded', { product: 'Champion Tickets', order: 12345 });
    expect(text?.body).toContain('#12345');
  });
});
