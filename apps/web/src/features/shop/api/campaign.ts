import { campaignStatusResponse, type CampaignStatus } from '@pitchside/contract/campaigns';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { useTranslation } from 'react-i18next';

export const CAMPAIGN_QUERY_KEY = ['shop', 'campaign'] as const;

/** GET /api/shop/campaign: whether a campaign runs now, its name in the reader's language and its end. */
export function campaignQueryOptions(language: string) {
  return queryOptions({
    queryKey: [...CAMPAIGN_QUERY_KEY, language],
    queryFn: ({ signal }): Promise<CampaignStatus> =>
      apiRequest(`/shop/campaign?lang=${encodeURIComponent(language)}`, {
        schema: campaignStatusResponse,
        wholeBody: true,
        signal,
      }).then((body) => body.data),
  });
}

export function useCampaign() {
  const { i18n } = useTranslation();
  return useQuery(campaignQueryOptions(i18n.language));
}
