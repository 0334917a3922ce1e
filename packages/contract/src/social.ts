/**
 * The coming-soon social site (spec §1). The countdown runs to this moment; change it here and
 * both the page and its tests follow.
 */
export const SOCIAL_LAUNCH_AT = '2027-03-01T12:00:00Z';

/** The features the page announces, in the spec's order. */
export const SOCIAL_FEATURES = [
  'transferMarket',
  'matchSharing',
  'teamChat',
  'friendship',
  'liveAuctions',
  'exclusiveContent',
] as const;
export type SocialFeature = (typeof SOCIAL_FEATURES)[number];
