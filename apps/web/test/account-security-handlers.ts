import { http, HttpResponse } from 'msw';

/**
 * What the account's security tab reads on opening (two-factor status, sessions, sign-in
 * history), answered as for a player with two-factor off and this one session, for tests of
 * screens that show the tab without being about it.
 */
export const accountSecurityHandlers = [
  http.get('*/api/account/two-factor', () =>
    HttpResponse.json({ success: true, data: { enabled: false, required: false, recoveryCodesLeft: 0 } }),
  ),
  http.get('*/api/account/sessions', () =>
    HttpResponse.json({
      success: true,
      data: [
        {
          id: 1,
          browser: 'Chrome',
          os: 'Windows',
          network: '203.0.113.0/24',
          createdAt: '2026-03-10T12:00:00.000Z',
          lastSeenAt: '2026-03-10T12:00:00.000Z',
          current: true,
        },
      ],
    }),
  ),
  http.get('*/api/account/login-history', () => HttpResponse.json({ success: true, data: [] })),
];
