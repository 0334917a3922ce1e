/**
 * Links the studio writes (banner buttons, links inside news, notification targets) and the portal
 * follows (issue 31, item 6). A link is either a path on the portal — one `/`, then no `/` or `\`
 * (which browsers read as `//`, another site), no backslash or space anywhere — or an `https://`
 * address on a host the studio allows. Everything else (`//host`, `/\host`, `javascript:`,
 * `http:`, `data:`) is refused when saved, and never followed.
 */

/** A path on this portal: `/`, `/news`, `/support?ticket=4`; never `//x`, `/\x` or a scheme. */
export function isPortalPath(link: string): boolean {
  if (!link.startsWith('/')) return false;
  if (link.startsWith('//') || link.startsWith('/\\')) return false;
  // Backslashes, whitespace and control characters have no place in a path we write ourselves.
  if (/[\\\s]/.test(link)) return false;
  return ![...link].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

/** An `https://` address (no credentials, no odd characters), and its lower-case host; else null. */
export function httpsHostOf(link: string): string | null {
  if (!/^https:\/\/[^\s\\]+$/i.test(link)) return null;
  try {
    const url = new URL(link);
    if (url.protocol !== 'https:' || url.username || url.password) return null;
    return url.hostname.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Whether a link may be saved and followed: a portal path, or https to one of `hosts`. Without
 * `hosts` (the browser's own check of what the server already accepted) any https host passes.
 */
export function isAllowedLink(link: string, hosts?: readonly string[]): boolean {
  if (isPortalPath(link)) return true;
  const host = httpsHostOf(link);
  if (host === null) return false;
  return hosts === undefined || hosts.includes(host);
}

/** Whether a followed link leaves the portal (it then opens with `rel="noopener noreferrer"`). */
export function isExternalLink(link: string): boolean {
  return !isPortalPath(link) && httpsHostOf(link) !== null;
}

/** Every `href` inside a piece of HTML (news bodies), as written. */
export function hrefsIn(html: string): string[] {
  return [...html.matchAll(/\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? '',
  );
}

/** A link inside news may also write to someone. */
export const isAllowedNewsLink = (link: string, hosts?: readonly string[]) =>
  /^mailto:[^\s\\]+$/i.test(link.trim()) || isAllowedLink(link.trim(), hosts);

export const LINK_ERROR =
  'A link must be a page of the portal (/…) or an https:// address of a site the studio allows';
