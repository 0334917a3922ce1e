import type { ReactNode } from 'react';
import { Alert, type AlertSeverity } from '@/components/ui/alert';

/** A call's outcome above or below a form; nothing when there is nothing to say. */
export function FormMessage({
  message,
  title,
  severity = 'high',
  className,
}: {
  message: ReactNode | undefined;
  title?: ReactNode;
  severity?: AlertSeverity;
  className?: string;
}) {
  if (!message) return null;
  return (
    <Alert severity={severity} title={title} className={className}>
      {message}
    </Alert>
  );
}
