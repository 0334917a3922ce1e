import type { UpsellOffer } from '@pitchside/contract/payments';

export interface UpsellWithDeadline extends UpsellOffer {
  /** Epoch ms when the offer ends, fixed from the server's secondsRemaining when it arrived. */
  deadline: number;
}

// Session storage: logout clears it, and an offer lives 5 minutes, far less than a visit.
const SHOWN_KEY = 'pitchside.upsell-shown';
const CLOSED_KEY = 'pitchside.upsell-closed';

function readMap(key: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function writeMap(key: string, value: Record<string, string>): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* not remembered: the server still refuses a declined or expired offer */
  }
}

/**
 * "Never shown twice": an offer belongs to the confirmation page that first showed it (a reload
 * of that page keeps it); any other page, or the same one after accept/decline/expiry, does not.
 */
export function mayShowUpsell(upsellId: number, sessionId: string): boolean {
  if (readMap(CLOSED_KEY)[upsellId]) return false;
  const owner = readMap(SHOWN_KEY)[upsellId];
  return owner === undefined || owner === sessionId;
}

export function markUpsellShown(upsellId: number, sessionId: string): void {
  const shown = readMap(SHOWN_KEY);
  if (shown[upsellId]) return;
  writeMap(SHOWN_KEY, { ...shown, [upsellId]: sessionId });
}

export function markUpsellClosed(upsellId: number): void {
  writeMap(CLOSED_KEY, { ...readMap(CLOSED_KEY), [upsellId]: '1' });
}
