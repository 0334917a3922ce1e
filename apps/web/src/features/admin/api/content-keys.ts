import type { QueryClient } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';

/** What the Content screen edits; also the path segment of its admin API. */
export type ContentKind = 'news' | 'banners' | 'faq';

export const contentKeys = {
  list: (kind: ContentKind) => [...adminKeys.all, 'content', kind] as const,
  preview: (html: string) => [...adminKeys.all, 'content', 'preview', html] as const,
};

/** After a change: the lists, the audit log, and the player-side news, banners and FAQ. */
export function refreshAfterContentChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: adminKeys.all });
  void queryClient.invalidateQueries({ queryKey: ['content'] });
  void queryClient.invalidateQueries({ queryKey: ['support', 'faq'] });
}
