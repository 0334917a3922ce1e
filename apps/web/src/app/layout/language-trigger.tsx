import { ChevronDown, Globe } from 'lucide-react';

export const LANGUAGE_TRIGGER_CLASS =
  'focus-ring inline-flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold text-fg-muted transition-colors hover:bg-white/[0.06] hover:text-fg data-[state=open]:bg-white/[0.06] data-[state=open]:text-fg';

/** What the language button shows, the same before and after its menu's code has loaded. */
export function LanguageTriggerFace({ code }: { code: string }) {
  return (
    <>
      <Globe aria-hidden="true" className="size-[1.15rem]" />
      <span className="hidden font-display text-base uppercase tracking-wide sm:inline">{code}</span>
      <ChevronDown aria-hidden="true" className="hidden size-3.5 opacity-70 sm:block" />
    </>
  );
}
