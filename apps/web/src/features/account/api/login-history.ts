import { loginHistoryEntry } from '@pitchside/contract/account-security';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api/client';
import { accountKeys } from './query-keys';

/** `GET /api/account/login-history`: the last 30 sign-ins and failed attempts. */
export const loginHistoryQuery = () =>
  queryOptions({
    queryKey: accountKeys.loginHistory(),
    queryFn: ({ signal }) =>
      apiRequest('/account/login-history', { schema: z.array(loginHistoryEntry), signal }),
  });
