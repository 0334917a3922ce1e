import { describe, expect, it } from 'vitest';
import { isKnownPath, SCREEN_ROUTES } from './routes.ts';

describe('route table', () => {
  it('knows every screen, redirect and parameterised path', () => {
    expect(isKnownPath('/')).toBe(true);
    expect(isKnownPath('/stats')).toBe(true);
    expect(isKnownPath('/stats/top-global/')).toBe(true);
    expect(isKnownPath('/reset-password/abc123')).toBe(true);
    expect(isKnownPath('/support/console')).toBe(true);
    expect(isKnownPath('/admin/players/42')).toBe(true);
    expect(isKnownPath('/game-sign-in')).toBe(true);
  });

  it('treats anything else as unknown so the server can answer 404', () => {
    expect(isKnownPath('/nope')).toBe(false);
    expect(isKnownPath('/reset-password')).toBe(false);
    expect(isKnownPath('/stats/todays-matches/extra')).toBe(false);
  });

  it('has one title per screen and no duplicate paths', () => {
    const paths = SCREEN_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    // The 26 screens of spec §2, the staff support console, the eleven of the back office (Staff among them), the
    // redeem and creator pages, the landing page of a sign-in link from the game, the "this wasn't me" page of a new
    // sign-in and the page of a staff invitation's link.
    expect(SCREEN_ROUTES).toHaveLength(43);
    // Every console screen names the area whose roles may open it (decision 0025).
    expect(
      SCREEN_ROUTES.filter((r) => r.access === 'staff').map((r) => [r.path, 'area' in r ? r.area : null]),
    ).toEqual([
      ['/support/console', 'tickets'],
      ['/admin', 'players'],
      ['/admin/players/:id', 'players'],
      ['/admin/orders', 'money'],
      ['/admin/orders/:id', 'money'],
      ['/admin/dashboard', 'revenue'],
      ['/admin/catalogue', 'catalogue'],
      ['/admin/campaigns', 'promotions'],
      ['/admin/content', 'content'],
      ['/admin/logs', 'audit'],
      ['/admin/promo-codes', 'promotions'],
      ['/admin/staff', 'staff'],
    ]);
  });
});
