import { http, HttpResponse } from 'msw';

/**
 * `GET /api/creators/support`: the webshop screens ask whom the player supports (issue 36).
 * By default no one; pass a code to play a player who supports that creator.
 */
export function creatorSupportHandler(code: string | null = null) {
  return http.get('*/api/creators/support', () =>
    HttpResponse.json({
      success: true,
      data: code
        ? { creator: { code, nickname: code.toLowerCase() }, expiresAt: '2026-12-05T12:00:00.000Z' }
        : { creator: null, expiresAt: null },
    }),
  );
}
