import type { SeasonalPackSlug } from '@pitchside/contract/shop';
import { seasonalEligibility } from '@pitchside/contract/webshop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api/client';
import { useSessionUser } from '@/lib/session/session';

export type SeasonalEligibility = z.infer<typeof seasonalEligibility>;

/** GET /api/offers/seasonal-eligibility/:userId/:slug (flat body: canPurchase, seasonName, lastPurchase). */
export function fetchSeasonalEligibility(
  userId: number,
  slug: SeasonalPackSlug,
): Promise<SeasonalEligibility> {
  return apiRequest(`/offers/seasonal-eligibility/${userId}/${slug}`, {
    schema: seasonalEligibility,
    wholeBody: true,
  });
}

export function seasonalEligibilityQueryOptions(userId: number | undefined, slug: SeasonalPackSlug) {
  return queryOptions({
    queryKey: ['offers', 'seasonal-eligibility', userId, slug],
    queryFn: () => fetchSeasonalEligibility(userId as number, slug),
    // A failed check lets the player buy anyway (spec §5); retrying only delays the button.
    retry: false,
  });
}

/**
 * Checked once a confirmed player is logged in; a logout clears the query cache, so the card
 * falls back to "Login to Purchase" (spec §4). Keyed by user, so another login asks again.
 */
export function useSeasonalEligibility(slug: SeasonalPackSlug) {
  const user = useSessionUser();
  const userId = user?.id;
  const confirmed = user?.emailconfirmed === true;
  const id = typeof userId === 'number' ? userId : undefined;
  return useQuery({ ...seasonalEligibilityQueryOptions(id, slug), enabled: id !== undefined && confirmed });
}
