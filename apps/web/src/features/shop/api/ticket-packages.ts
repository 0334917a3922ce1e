import type { CampaignStatus, ShopProduct } from '@pitchside/contract/webshop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api/client';
import { freshAtPageStart } from '@/lib/query/page-answers';

export const TICKET_PACKAGES_QUERY_KEY = ['shop', 'tickets'] as const;

interface TicketCatalogue {
  products: ShopProduct[];
  /** The campaign the cards' bonuses come from (issue 32): one answer, so banner and cards agree. */
  campaign: CampaignStatus | null;
}

/** GET /api/shop/tickets: the ticket packages, with the running campaign and the caller's VIP bonus worked in by the server. */
export async function fetchTicketPackages(language: string): Promise<TicketCatalogue> {
  // Loaded with the first fetch: the page starts with the server's answer, without building it.
  const { productListResponse } = await import('@pitchside/contract/webshop');
  const body = await apiRequest(`/shop/tickets?lang=${encodeURIComponent(language)}`, {
    schema: productListResponse,
    wholeBody: true,
  });
  return { products: body.data, campaign: body.campaign ?? null };
}

export function ticketPackagesQueryOptions(language: string) {
  return queryOptions({
    queryKey: [...TICKET_PACKAGES_QUERY_KEY, language],
    queryFn: () => fetchTicketPackages(language),
    // Not asked again by the screen the server rendered with it (a signed-in player's shop).
    staleTime: freshAtPageStart(0),
  });
}

export function useTicketPackages() {
  const { i18n } = useTranslation();
  return useQuery({
    ...ticketPackagesQueryOptions(i18n.language),
    select: (catalogue) => catalogue.products,
  });
}

/** The running campaign, from the same answer as the cards (no second request). */
export function useTicketCampaign() {
  const { i18n } = useTranslation();
  return useQuery({
    ...ticketPackagesQueryOptions(i18n.language),
    select: (catalogue) => catalogue.campaign,
  });
}
