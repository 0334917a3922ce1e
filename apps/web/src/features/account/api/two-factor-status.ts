import { twoFactorStatus } from '@pitchside/contract/account-security';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { accountKeys } from './query-keys';

/** `GET /api/account/two-factor`: whether it is on, required (staff) and the recovery codes left. */
export const twoFactorStatusQuery = () =>
  queryOptions({
    queryKey: accountKeys.twoFactor(),
    queryFn: ({ signal }) => apiRequest('/account/two-factor', { schema: twoFactorStatus, signal }),
  });
