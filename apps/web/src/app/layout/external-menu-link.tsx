import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { getConfig } from '@/lib/config';
import type { MenuExternalLink } from './menu-config';

type AnchorProps = Pick<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'className' | 'aria-label' | 'title' | 'onClick'
>;

/** A menu entry that leaves the site (full menu and rail): a new tab, with no way back into this page. */
export function ExternalMenuLink({
  entry,
  children,
  ...anchor
}: AnchorProps & { entry: MenuExternalLink; children?: ReactNode }) {
  return (
    <a href={entry.href(getConfig())} target="_blank" rel="noopener noreferrer" {...anchor}>
      <entry.icon aria-hidden="true" />
      {children}
    </a>
  );
}
