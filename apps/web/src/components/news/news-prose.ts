import { cn } from '@/lib/cn';

/**
 * How a news article's HTML body is drawn: on the home page's news dialog and in the back
 * office's preview, so the editor shows what players will read.
 */
export const NEWS_PROSE = cn(
  'text-[0.95rem] leading-relaxed text-fg-muted [&>:first-child]:mt-0',
  '[&_h2]:mb-3 [&_h2]:mt-6 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:uppercase [&_h2]:leading-tight [&_h2]:text-fg',
  '[&_h3]:mb-2 [&_h3]:mt-5 [&_h3]:font-display [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-fg',
  '[&_h4]:mb-2 [&_h4]:mt-4 [&_h4]:font-semibold [&_h4]:text-fg',
  '[&_p]:my-3 [&_strong]:font-semibold [&_strong]:text-fg [&_em]:text-fg',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:my-1 [&_li]:marker:text-primary',
  '[&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-primary-hover',
  '[&_blockquote]:my-4 [&_blockquote]:rounded-e-lg [&_blockquote]:border-s-4 [&_blockquote]:border-primary/60 [&_blockquote]:bg-surface-2 [&_blockquote]:px-4 [&_blockquote]:py-3 [&_blockquote]:italic [&_blockquote]:text-fg',
  '[&_code]:rounded [&_code]:bg-surface-3 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-sm [&_code]:text-fg',
  '[&_table]:my-4 [&_table]:block [&_table]:w-full [&_table]:overflow-x-auto [&_table]:text-sm',
  '[&_th]:border-b [&_th]:border-border-strong [&_th]:px-3 [&_th]:py-2 [&_th]:text-start [&_th]:font-semibold [&_th]:text-fg',
  '[&_td]:border-b [&_td]:border-border [&_td]:px-3 [&_td]:py-2',
  '[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_hr]:my-6 [&_hr]:border-border',
);
