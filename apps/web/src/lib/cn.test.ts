import { createTailwindMerge, getDefaultConfig } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { CLASS_MERGE_CONFIG } from './class-merge-config';
import { cn } from './cn';

/*
 * `cn` merges with a configuration cut down to the class groups of our stylesheet
 * (class-merge-config.ts). For the classes our components give and override, it must merge as
 * tailwind-merge's full default configuration does (with our theme's names): a lost override
 * shows on screen.
 */
const fullMerge = createTailwindMerge(() => ({ ...getDefaultConfig(), theme: CLASS_MERGE_CONFIG.theme }));

const OVERRIDES: [base: string, override: string, dropped: string[]][] = [
  ['animate-pulse rounded-md bg-white/[0.06]', 'absolute inset-0 rounded-none', ['rounded-md']],
  ['px-3 py-2 text-xs text-fg-subtle', 'p-0 text-sm', ['px-3', 'py-2', 'text-xs']],
  [
    'rounded-xl border border-border bg-surface/90 p-4 shadow-raised',
    'bg-primary/20 p-0 shadow-none',
    ['bg-surface/90', 'p-4', 'shadow-raised'],
  ],
  ['flex flex-col items-center px-6 py-12 text-center', 'hidden sm:flex py-4', ['flex', 'py-12']],
  [
    'mt-2 font-display text-3xl font-bold leading-none tabular-nums',
    'text-fg-muted text-xl font-medium',
    ['text-3xl', 'font-bold'],
  ],
  ['h-4 w-12', 'h-9 w-4/5', ['h-4', 'w-12']],
  ['grid gap-2 xl:grid-cols-2', 'gap-x-4 xl:grid-cols-3', ['xl:grid-cols-2']],
  ['border-border', 'border-live/40', ['border-border']],
  ['min-w-56 rounded-xl', 'min-w-0 rounded-2xl', ['min-w-56', 'rounded-xl']],
  ['opacity-60 transition-opacity', 'opacity-100 duration-500', ['opacity-60']],
  ['origin-left rtl:origin-right', 'origin-center', ['origin-left']],
  ['hover:bg-surface-3 focus-visible:ring-2', 'hover:bg-primary', ['hover:bg-surface-3']],
  ['inset-y-0 start-0', 'inset-0', ['inset-y-0']],
  ['[content-visibility:auto] h-[22rem]', 'h-auto', ['h-[22rem]']],
];

describe('cn', () => {
  it.each(OVERRIDES)(
    'lets %j be overridden by %j as the full configuration does',
    (base, override, dropped) => {
      const merged = cn(base, override);
      expect(merged).toBe(fullMerge(base, override));
      for (const name of dropped) expect(merged.split(' ')).not.toContain(name);
    },
  );

  it("knows our theme's own names: a raised card's shadow can be taken away", () => {
    // tailwind-merge's default theme has no `raised`: both classes would stay, and the stylesheet's
    // order would decide.
    expect(cn('rounded-xl shadow-raised', 'shadow-none')).toBe('rounded-xl shadow-none');
    expect(cn('animate-pop-in', 'animate-none')).toBe('animate-none');
    expect(cn('h-header', 'h-12')).toBe('h-12');
  });

  it('joins conditional classes and keeps those that do not conflict', () => {
    const hidden = Number('0') > 0;
    expect(
      cn('flex', hidden && 'hidden', undefined, ['gap-2', { 'text-fg': true, 'text-live': false }]),
    ).toBe('flex gap-2 text-fg');
  });
});
