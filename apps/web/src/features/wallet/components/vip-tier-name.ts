import type { TFunction } from 'i18next';

/** Tier names are translated by slug; an unknown slug (a tier the business added) keeps its own name. */
export function vipTierName(t: TFunction<'vip'>, slug: string, fallback: string): string {
  return t(`tiers.${slug}` as 'tiers.bronze', { defaultValue: fallback });
}
