import type { PromoCodeStatus } from '@pitchside/contract/codes';
import {
  createCampaign,
  exportCampaignCsv,
  setCampaignStatus,
  updateCampaign,
  type PromoCodeCreateInput,
  type PromoCodeUpdateInput,
} from './campaign-admin.ts';
import type { Actor, CodesDeps } from './codes-deps.ts';
import { redeemCode } from './redeem-code.ts';
import { listPromoCodes } from './repository.ts';

export type { Actor } from './codes-deps.ts';
export type { PromoCodeCreateInput, PromoCodeUpdateInput } from './campaign-admin.ts';

/**
 * The codes module's service (issue 36): each operation lives in its own file as a plain
 * function over `CodesDeps`; this binds them to one set.
 */
export function createCodesService(deps: CodesDeps) {
  return {
    list: () => listPromoCodes(deps.db),
    create: (actor: Actor, body: PromoCodeCreateInput) => createCampaign(deps, actor, body),
    update: (actor: Actor, id: number, body: PromoCodeUpdateInput) => updateCampaign(deps, actor, id, body),
    setStatus: (actor: Actor, id: number, status: PromoCodeStatus) =>
      setCampaignStatus(deps, actor, id, status),
    /** A batch's codes as CSV for a partner; the export itself is recorded. */
    exportCsv: (actor: Actor, id: number) => exportCampaignCsv(deps, actor, id),
    redeem: (userId: number, typed: string, ip: string | null) => redeemCode(deps, userId, typed, ip),
  };
}

export type CodesService = ReturnType<typeof createCodesService>;
