import {
  Info,
  OctagonExclamationPoint,
  ShieldExclamationPoint,
  TriangleExclamationPoint,
  X,
} from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { IconButton } from './icon-button';

/** The warning-box severities of spec §8. */
export type AlertSeverity = 'low' | 'warning' | 'high' | 'critical';

const STYLES: Record<AlertSeverity, { box: string; icon: ReactNode }> = {
  low: { box: 'border-info/35 bg-info/10 [&_.alert-icon]:text-info', icon: <Info /> },
  warning: {
    box: 'border-warning/40 bg-warning/10 [&_.alert-icon]:text-warning',
    icon: <TriangleExclamationPoint />,
  },
  high: {
    box: 'border-danger/45 bg-danger/10 [&_.alert-icon]:text-danger',
    icon: <OctagonExclamationPoint />,
  },
  critical: {
    box: 'border-danger bg-danger/20 shadow-[0_0_0_1px_var(--color-danger)] [&_.alert-icon]:text-danger',
    icon: <ShieldExclamationPoint />,
  },
};

interface AlertProps {
  severity?: AlertSeverity;
  title?: ReactNode;
  children?: ReactNode;
  onDismiss?: () => void;
  /** Closes itself after this many milliseconds (calls onDismiss). */
  autoCloseMs?: number;
  /** Shakes once when shown; defaults to on for critical alerts so they are not missed. */
  shake?: boolean;
  className?: string;
}

export function Alert({
  severity = 'warning',
  title,
  children,
  onDismiss,
  autoCloseMs,
  shake,
  className,
}: AlertProps) {
  const { t } = useTranslation('common');
  const dismissRef = useRef(onDismiss);
  useEffect(() => {
    dismissRef.current = onDismiss;
  });
  useEffect(() => {
    if (!autoCloseMs) return;
    const timer = setTimeout(() => dismissRef.current?.(), autoCloseMs);
    return () => clearTimeout(timer);
  }, [autoCloseMs]);

  const style = STYLES[severity];
  const urgent = severity === 'high' || severity === 'critical';
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-3 rounded-xl border px-4 py-3 text-sm text-fg',
        style.box,
        (shake ?? severity === 'critical') && 'animate-shake',
        className,
      )}
    >
      <span className="alert-icon mt-0.5 shrink-0 [&_svg]:size-5" aria-hidden="true">
        {style.icon}
      </span>
      <div className="min-w-0 flex-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={cn(title ? 'mt-0.5 text-fg-muted' : undefined)}>{children}</div>}
      </div>
      {onDismiss && (
        <IconButton
          label={t('actions.dismiss')}
          icon={<X />}
          size="sm"
          onClick={onDismiss}
          className="-me-1.5 -mt-1"
        />
      )}
    </div>
  );
}
