import { http, HttpResponse } from 'msw';

/**
 * `GET /api/public/product-names`: every screen that names a product asks for this list. Tests
 * that do not care about the names get these (the studio's German names for two products; any
 * other product and language keeps the name the screen already has).
 */
export const GERMAN_PRODUCT_NAMES: Record<string, string> = {
  'tickets-starter': 'Starter-Tickets',
  'premium-silver': 'Silber-Premium',
};

export function productNamesHandler() {
  return http.get('*/api/public/product-names', ({ request }) => {
    const lang = new URL(request.url).searchParams.get('lang');
    return HttpResponse.json({ success: true, data: lang === 'de' ? GERMAN_PRODUCT_NAMES : {} });
  });
}
