import type { NewsTag } from '@pitchside/contract/content';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

// Solid dark backing keeps the coloured text readable on top of any picture.
const TAG_CLASSES: Record<NewsTag, string> = {
  Event: 'text-accent ring-accent/40',
  Announcement: 'text-info ring-info/40',
  Patch: 'text-primary ring-primary/40',
  Update: 'text-[#c4b5fd] ring-[#c4b5fd]/40',
  Maintenance: 'text-[#ffb86b] ring-[#ffb86b]/40',
};

export function NewsTagBadge({ tag, className }: { tag: NewsTag; className?: string }) {
  const { t } = useTranslation('content');
  return (
    <span
      className={cn(
        'inline-flex h-6 items-center rounded-full bg-bg/90 px-2.5 font-display text-xs font-bold uppercase tracking-wider ring-1 ring-inset',
        TAG_CLASSES[tag],
        className,
      )}
    >
      {t(`news.tags.${tag}`)}
    </span>
  );
}
