import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Inside a button that already says it is busy, the spinner is decoration only. */
  decorative?: boolean;
  label?: string;
  className?: string;
}

const SIZES = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

export function Spinner({ size = 'md', decorative = false, label, className }: SpinnerProps) {
  const { t } = useTranslation('common');
  const svg = (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      className={cn('animate-spin', SIZES[size], className)}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (decorative) return svg;
  return (
    <span role="status" className="inline-flex items-center text-primary">
      {svg}
      <span className="sr-only">{label ?? t('status.loading')}</span>
    </span>
  );
}
