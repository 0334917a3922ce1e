/** Premium benefit codes of the catalogue (spec §9 premium lines). */
export const PREMIUM_BENEFITS = [
  'unlimited3x',
  'unlimited5x',
  'possession1',
  'possession3',
  'shoot1',
  'shoot3',
  'goldenCard2',
  'goldenCard5',
  'dailyRewards2x',
  'globalChat',
] as const;
export type PremiumBenefit = (typeof PREMIUM_BENEFITS)[number];

export function isPremiumBenefit(code: string): code is PremiumBenefit {
  return (PREMIUM_BENEFITS as readonly string[]).includes(code);
}
