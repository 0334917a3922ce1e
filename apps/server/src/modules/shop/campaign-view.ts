import type { CampaignStatus } from '@pitchside/contract/campaigns';
import type { LanguageCode } from '@pitchside/contract/languages';
import type { CampaignRow } from './campaign-repository.ts';

/** The campaign's bonus for one product, or null (no campaign, or the package is not in it). */
export function campaignBonusFor(
  campaign: CampaignRow | null,
  productId: number,
): { campaignId: number; percent: number; endsAt: Date } | null {
  const bonus = campaign?.bonuses.find((entry) => entry.productId === productId);
  if (!campaign || !bonus || bonus.percent <= 0) return null;
  return { campaignId: campaign.id, percent: bonus.percent, endsAt: campaign.endsAt };
}

/** `GET /api/shop/campaign`'s data: the running campaign in the reader's language, or `active: false`. */
export function campaignStatusOf(
  campaign: CampaignRow | null,
  language: LanguageCode,
  slugOf: (productId: number) => string | undefined,
): CampaignStatus {
  if (!campaign) return { active: false, id: null, name: null, startsAt: null, endsAt: null, bonuses: [] };
  return {
    active: true,
    id: campaign.id,
    name: campaign.nameTranslations[language]?.trim() || campaign.name,
    startsAt: campaign.startsAt.toISOString(),
    endsAt: campaign.endsAt.toISOString(),
    bonuses: campaign.bonuses.flatMap((bonus) => {
      const slug = slugOf(bonus.productId);
      return slug ? [{ productId: bonus.productId, slug, percent: bonus.percent }] : [];
    }),
  };
}
