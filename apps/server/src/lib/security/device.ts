import { isIP } from 'node:net';
import Bowser from 'bowser';

/** Browser and system named by a user agent, for the player's list of sessions. */
export function deviceOf(userAgent: string | null | undefined): {
  browser: string | null;
  os: string | null;
} {
  if (!userAgent) return { browser: null, os: null };
  const parsed = Bowser.parse(userAgent);
  return { browser: parsed.browser.name || null, os: parsed.os.name || null };
}

/**
 * The network of an address: IPv4 /24, IPv6 /48. It says roughly where a sign-in came from
 * (which provider, which office) without keeping or showing the player's exact address.
 */
export function networkOf(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(plain) === 4) return `${plain.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIP(plain) === 6) {
    const [head = '', tail = ''] = plain.split('::');
    const groups = head.split(':').filter(Boolean);
    const missing = 8 - groups.length - tail.split(':').filter(Boolean).length;
    const full = [...groups, ...Array(Math.max(missing, 0)).fill('0'), ...tail.split(':').filter(Boolean)];
    return `${full.slice(0, 3).join(':')}::/48`;
  }
  return null;
}
