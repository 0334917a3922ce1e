import { isExternalLink as leavesThePortal, isPortalPath } from '@pitchside/contract/links';

/** A banner button to another site: opened in a new tab with `rel="noopener noreferrer"`. */
export function isExternalLink(link: string): boolean {
  return leavesThePortal(link.trim());
}

/** A link the banner may follow at all: a portal path or https (the server refuses the rest). */
export function isFollowableLink(link: string): boolean {
  return isPortalPath(link.trim()) || isExternalLink(link);
}
