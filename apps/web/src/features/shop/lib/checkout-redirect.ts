/**
 * Leaves the portal for the provider's hosted card page (spec §4 "Purchase"). Its own module
 * so tests can stand in for the browser navigation, which jsdom cannot perform.
 */
export function startCheckout(checkoutUrl: string): void {
  window.location.assign(checkoutUrl);
}
