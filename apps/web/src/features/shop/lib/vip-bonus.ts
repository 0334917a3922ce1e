/** The parts of the stored user's `vip` object the shop reads (spec §3; null numbers mean 0). */
export interface VipStanding {
  tier?: number | null;
  tierName?: string | null;
  /** Lets the web name the tier in the reader's language (silver, gold…). */
  tierSlug?: string | null;
  bonusPercentage?: number | null;
}

import { vipBonusTickets } from '@pitchside/contract/vip-bonus';

export { vipBonusTickets };

export interface TicketBreakdown {
  baseTickets: number;
  /** The running campaign's bonus as the server worked it out (0 outside a campaign). */
  campaignBonusTickets: number;
  /** False at tier 0: the card shows no VIP line at all (spec §5 "shown only when tier is above 0"). */
  showVip: boolean;
  tier: number;
  bonusPercentage: number;
  vipBonusTickets: number;
  finalTickets: number;
}

export function ticketBreakdown(
  baseTickets: number,
  vip: VipStanding | null | undefined,
  campaignBonusTickets = 0,
): TicketBreakdown {
  const tier = vip?.tier ?? 0;
  const bonusPercentage = vip?.bonusPercentage ?? 0;
  const bonus = vipBonusTickets(baseTickets, tier, bonusPercentage);
  return {
    baseTickets,
    campaignBonusTickets,
    showVip: tier > 0,
    tier,
    bonusPercentage,
    vipBonusTickets: bonus,
    finalTickets: baseTickets + campaignBonusTickets + bonus,
  };
}
