import { z } from 'zod';
import { idBody, idParam } from './bounds.ts';
import { productNames } from './admin-catalogue.ts';
import { campaignBonus, campaignStatus, type CampaignBonus, type CampaignStatus } from './webshop.ts';

/**
 * Time-boxed campaigns (issue 32, spec §7 "Webshop": campaign status `data.active`). While a
 * campaign runs, each listed ticket package delivers floor(base tickets × percent / 100) extra
 * tickets on top of the VIP bonus; the card shows that number and the order records it.
 */
export const CAMPAIGN_MAX_PERCENT = 500;
export const CAMPAIGN_MAX_BONUSES = 50;
/** The longest a campaign may run: a typo cannot leave a bonus on for years. */
export const CAMPAIGN_MAX_DAYS = 92;

export { campaignBonus, campaignStatus, type CampaignBonus, type CampaignStatus };

/** `GET /api/shop/campaign`: whether a campaign runs now, its name in the reader's language, its end and bonuses. */
export const campaignStatusResponse = z.object({ success: z.literal(true), data: campaignStatus });

export const CAMPAIGN_STATES = ['scheduled', 'active', 'ended'] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

/** A campaign as the back office lists it. */
export const adminCampaign = z.object({
  id: z.number().int(),
  name: z.string(),
  names: z.record(z.string(), z.string()),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Set when an admin ended (or called off) the campaign before its end. */
  endedAt: z.string().nullable(),
  state: z.enum(CAMPAIGN_STATES),
  bonuses: z.array(campaignBonus),
});
export type AdminCampaign = z.infer<typeof adminCampaign>;

export const adminCampaignsResponse = z.object({ success: z.literal(true), data: z.array(adminCampaign) });
export const adminCampaignResponse = z.object({ success: z.literal(true), data: adminCampaign });
export const campaignIdParams = z.object({ id: idParam });

const instant = z.iso.datetime({ offset: true });
/** `POST /api/admin/campaigns` and `PUT /api/admin/campaigns/{id}`: a campaign's names, window and bonuses. */
export const campaignBody = z
  .strictObject({
    names: productNames,
    startsAt: instant,
    endsAt: instant,
    bonuses: z
      .array(
        z.strictObject({ productId: idBody, percent: z.number().int().min(1).max(CAMPAIGN_MAX_PERCENT) }),
      )
      .min(1)
      .max(CAMPAIGN_MAX_BONUSES)
      .refine((list) => new Set(list.map((bonus) => bonus.productId)).size === list.length, {
        message: 'Each package may appear once',
      }),
  })
  .refine((body) => Date.parse(body.endsAt) > Date.parse(body.startsAt), {
    message: 'The end must be after the start',
    path: ['endsAt'],
  })
  .refine((body) => Date.parse(body.endsAt) - Date.parse(body.startsAt) <= CAMPAIGN_MAX_DAYS * 86_400_000, {
    message: `A campaign may run at most ${CAMPAIGN_MAX_DAYS} days`,
    path: ['endsAt'],
  });
export type CampaignBody = z.infer<typeof campaignBody>;

/** floor(base tickets × campaign % / 100): the server delivers it and the card shows it. */
export function campaignBonusTickets(baseTickets: number, percent: number): number {
  if (percent <= 0 || baseTickets <= 0) return 0;
  return Math.floor((baseTickets * percent) / 100);
}
