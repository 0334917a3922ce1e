import type { AdminCampaign, CampaignBody, CampaignState } from '@pitchside/contract/campaigns';
import type { LanguageCode } from '@pitchside/contract/languages';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import {
  insertCampaign,
  listAllProducts,
  listCampaigns,
  lockCampaign,
  lockCampaignSchedule,
  overlappingCampaigns,
  updateCampaign,
  type CampaignRow,
} from '../shop/index.ts';
import type { Actor } from './players-service.ts';

export function campaignState(row: CampaignRow, now: Date): CampaignState {
  if (row.endedAt !== null || row.endsAt <= now) return 'ended';
  return row.startsAt <= now ? 'active' : 'scheduled';
}

function toAdminCampaign(row: CampaignRow, now: Date, slugOf: Map<number, string>): AdminCampaign {
  return {
    id: row.id,
    name: row.name,
    names: { ...row.nameTranslations, en: row.name },
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    state: campaignState(row, now),
    bonuses: row.bonuses.map((bonus) => ({ ...bonus, slug: slugOf.get(bonus.productId) ?? '' })),
  };
}

/** English becomes the name; other languages are kept trimmed, blank ones left out. */
function namesOf(names: CampaignBody['names']) {
  const { en, ...others } = names;
  const nameTranslations: Partial<Record<LanguageCode, string>> = {};
  for (const [code, name] of Object.entries(others)) {
    if (name?.trim()) nameTranslations[code as LanguageCode] = name.trim();
  }
  return { name: en.trim(), nameTranslations };
}

const audited = (campaign: AdminCampaign) => {
  const { id: _id, state: _state, ...fields } = campaign;
  return fields;
};

/**
 * Campaigns in the back office (issue 32): an admin creates one for a window, changes it until it
 * ends, and may end it early. Windows never overlap, so a card shows one bonus. Orders copy the
 * bonus when they are opened: ending a campaign never changes a checkout already under way.
 */
export function createCampaignService(deps: { db: Database; clock: () => Date }) {
  const { db, clock } = deps;
  const slugs = async () => {
    const products = await listAllProducts(db);
    return {
      slugOf: new Map(products.map((row) => [row.id, row.slug])),
      packages: new Set(products.filter((row) => row.kind === 'ticket_package').map((row) => row.id)),
    };
  };

  async function checked(body: CampaignBody, exceptId?: number) {
    const { packages } = await slugs();
    const unknown = body.bonuses.find((bonus) => !packages.has(bonus.productId));
    if (unknown)
      throw new AppError('VALIDATION_FAILED', 'A campaign bonus applies to ticket packages only', 400, {
        productId: unknown.productId,
      });
    return { window: { from: new Date(body.startsAt), to: new Date(body.endsAt), exceptId } };
  }

  async function refuseOverlap(
    tx: Parameters<typeof lockCampaignSchedule>[0],
    window: { from: Date; to: Date; exceptId?: number },
  ) {
    await lockCampaignSchedule(tx);
    const others = await overlappingCampaigns(tx, window);
    if (others.length > 0)
      throw new AppError('CAMPAIGN_OVERLAP', 'Another campaign runs during that time.', 409, {
        campaignId: others[0]?.id ?? null,
      });
  }

  return {
    async list(): Promise<AdminCampaign[]> {
      const { slugOf } = await slugs();
      const now = clock();
      return (await listCampaigns(db)).map((row) => toAdminCampaign(row, now, slugOf));
    },

    async create(actor: Actor, body: CampaignBody): Promise<AdminCampaign> {
      const { window } = await checked(body);
      const now = clock();
      if (window.to <= now) throw new AppError('VALIDATION_FAILED', 'The end must be in the future', 400);
      const { slugOf } = await slugs();
      return db.transaction(async (tx) => {
        await refuseOverlap(tx, window);
        const row = await insertCampaign(tx, {
          ...namesOf(body.names),
          startsAt: window.from,
          endsAt: window.to,
          bonuses: body.bonuses,
          createdAt: now,
          updatedAt: now,
        });
        const after = toAdminCampaign(row, now, slugOf);
        await recordAudit(tx, {
          at: now,
          actor,
          action: 'campaign.create',
          target: { type: 'campaign', id: row.id },
          after: audited(after),
          ...(actor.ip ? { ip: actor.ip } : {}),
        });
        return after;
      });
    },

    async update(actor: Actor, id: number, body: CampaignBody): Promise<AdminCampaign> {
      const { window } = await checked(body, id);
      const { slugOf } = await slugs();
      const now = clock();
      return db.transaction(async (tx) => {
        const before = await lockCampaign(tx, id);
        if (!before) throw notFound('Campaign not found');
        if (campaignState(before, now) === 'ended')
          throw new AppError('CAMPAIGN_ENDED', 'This campaign has ended and can no longer be changed.', 409);
        if (window.to <= now) throw new AppError('VALIDATION_FAILED', 'The end must be in the future', 400);
        await refuseOverlap(tx, window);
        const row = await updateCampaign(tx, id, {
          ...namesOf(body.names),
          startsAt: window.from,
          endsAt: window.to,
          bonuses: body.bonuses,
          updatedAt: now,
        });
        const after = toAdminCampaign(row, now, slugOf);
        await recordAudit(tx, {
          at: now,
          actor,
          action: 'campaign.update',
          target: { type: 'campaign', id },
          before: audited(toAdminCampaign(before, now, slugOf)),
          after: audited(after),
          ...(actor.ip ? { ip: actor.ip } : {}),
        });
        return after;
      });
    },

    /** Ends a running campaign now, or calls off a scheduled one; an ended one answers as it is. */
    async end(actor: Actor, id: number): Promise<AdminCampaign> {
      const { slugOf } = await slugs();
      const now = clock();
      return db.transaction(async (tx) => {
        const before = await lockCampaign(tx, id);
        if (!before) throw notFound('Campaign not found');
        if (campaignState(before, now) === 'ended') return toAdminCampaign(before, now, slugOf);
        const row = await updateCampaign(tx, id, { endedAt: now, updatedAt: now });
        const after = toAdminCampaign(row, now, slugOf);
        await recordAudit(tx, {
          at: now,
          actor,
          action: 'campaign.end',
          target: { type: 'campaign', id },
          before: audited(toAdminCampaign(before, now, slugOf)),
          after: audited(after),
          ...(actor.ip ? { ip: actor.ip } : {}),
        });
        return after;
      });
    },
  };
}

export type CampaignService = ReturnType<typeof createCampaignService>;
