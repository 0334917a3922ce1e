import { cn } from '@/lib/cn';

/** Grey placeholder shape while data loads; hidden from assistive tech (the list says it is loading). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-white/[0.06]', className)} />;
}
