import { Award, Crown, Diamond, Gem, Medal, Shield } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

// The icon names of the contract (VIP_TIER_ICONS); anything else is drawn as a crown.
const ICONS: Record<string, ReactNode> = {
  shield: <Shield />,
  medal: <Medal />,
  crown: <Crown />,
  award: <Award />,
  gem: <Gem />,
  diamond: <Diamond />,
};

/** The spec's "grey" of a player without VIP, as a colour that still reads on the dark surfaces. */
export function vipColor(color: string | null | undefined): string {
  if (!color || color === 'grey' || color === 'gray') return '#8fa1bd';
  return color;
}

export function VipTierIcon({ icon, color, className }: { icon: string; color: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('grid shrink-0 place-items-center rounded-xl border [&_svg]:size-1/2', className)}
      style={{
        color: vipColor(color),
        borderColor: `color-mix(in srgb, ${vipColor(color)} 40%, transparent)`,
        backgroundColor: `color-mix(in srgb, ${vipColor(color)} 14%, transparent)`,
      }}
    >
      {ICONS[icon] ?? <Crown />}
    </span>
  );
}
