import { useId } from 'react';
import { cn } from '@/lib/cn';

interface LogoProps {
  productName: string;
  /** The mark alone, for the collapsed menu rail and tight spaces. */
  markOnly?: boolean;
  className?: string;
}

/** Brand mark: a floodlit pitch seen from above with the ball on the centre spot, plus the wordmark. */
export function Logo({ productName, markOnly = false, className }: LogoProps) {
  // SVG gradient ids are document-global; several logos on one page must not collide.
  const id = useId();
  const turf = `${id}-turf`;
  const shine = `${id}-shine`;
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <svg
        viewBox="0 0 40 40"
        className="size-9 shrink-0 drop-shadow-[0_4px_14px_rgb(47_214_123/0.35)]"
        aria-hidden="true"
      >
        <defs>
          <linearGradient id={turf} x1="0" y1="0" x2="40" y2="40" gradientUnits="userSpaceOnUse">
            <stop offset="0" stopColor="#5cf0a0" />
            <stop offset="1" stopColor="#0c9a4f" />
          </linearGradient>
          <linearGradient id={shine} x1="20" y1="0" x2="20" y2="40" gradientUnits="userSpaceOnUse">
            <stop offset="0" stopColor="#fff" stopOpacity="0.35" />
            <stop offset="0.5" stopColor="#fff" stopOpacity="0" />
          </linearGradient>
        </defs>
        <rect x="1" y="1" width="38" height="38" rx="11" fill={`url(#${turf})`} />
        <path d="M1 12h38v6H1zM1 24h38v6H1z" fill="#063d20" opacity="0.14" />
        <g fill="none" stroke="#042a15" strokeOpacity="0.62" strokeWidth="1.7">
          <rect x="6.5" y="8" width="27" height="24" rx="1.5" />
          <path d="M20 8v24" />
          <circle cx="20" cy="20" r="6" />
          <path d="M6.5 15h4v10h-4M33.5 15h-4v10h4" />
        </g>
        <circle cx="20" cy="20" r="3.4" fill="#fff" />
        <path d="m20 18.2 1.5 1.1-.6 1.8h-1.8l-.6-1.8z" fill="#0b2a1a" />
        <rect x="1" y="1" width="38" height="38" rx="11" fill={`url(#${shine})`} />
      </svg>
      {!markOnly && (
        <span className="font-display text-[1.45rem] font-bold uppercase leading-none tracking-[0.06em] text-fg">
          {productName}
        </span>
      )}
    </span>
  );
}
