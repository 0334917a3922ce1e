import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** Card-shaped placeholders while a catalogue loads; the label is announced once. */
export function PackagesSkeleton({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        {label}
      </span>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: count }, (_, index) => (
          <Card key={index} className="flex flex-col gap-4 p-5">
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-7 w-2/3" />
            <Skeleton className="h-12 w-1/2" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-10 w-full" />
          </Card>
        ))}
      </div>
    </div>
  );
}
