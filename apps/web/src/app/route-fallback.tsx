import { Spinner } from '@/components/ui/spinner';

/** Shown in the page area while a screen's chunk downloads on first load. */
export function RouteFallback() {
  return (
    <div className="grid min-h-[50vh] place-items-center">
      <Spinner size="lg" />
    </div>
  );
}
