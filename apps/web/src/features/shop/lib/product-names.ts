/** Catalogue slugs whose names we translate; any other product shows the server's name. */
export const TRANSLATED_PRODUCTS = [
  'tickets-starter',
  'tickets-pro',
  'tickets-elite',
  'tickets-legend',
  'tickets-champion',
  'premium-silver',
  'premium-platinum',
  'daily-offer',
  'free-daily-tickets',
  'seasonal-welcome-pack',
  'seasonal-winner-pack',
] as const;
export type TranslatedProduct = (typeof TRANSLATED_PRODUCTS)[number];

export function isTranslatedProduct(slug: string): slug is TranslatedProduct {
  return (TRANSLATED_PRODUCTS as readonly string[]).includes(slug);
}

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
