import { NOTIFICATION_KEYS } from '@pitchside/contract/account';
import { describe, expect, it } from 'vitest';
import { englishNotification } from './texts.ts';

describe('notification texts', () => {
  it('has an English title and message for every key, filled from its values', () => {
    for (const key of NOTIFICATION_KEYS) {
      const { title, message } = englishNotification(key, {});
      expect(title.length, key).toBeGreaterThan(0);
      expect(message.length, key).toBeGreaterThan(0);
    }
    expect(englishNotification('supportReply', { ticket: 'T-000042', subject: 'Missing tickets' })).toEqual({
      title: 'Support Team replied',
      message: 'New reply on ticket T-000042: Missing tickets',
    });
    expect(englishNotification('freeGiftClaimed', { tickets: 3 }).message).toBe(
      '3 free tickets are on their way to your game account.',
    );
  });
});
