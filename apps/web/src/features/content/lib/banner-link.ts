/** Spec §2: a banner link starting with http opens in a new tab; anything else is a portal route. */
export function isExternalLink(link: string): boolean {
  return /^http/i.test(link.trim());
}
