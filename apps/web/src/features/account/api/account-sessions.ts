import { accountSession } from '@pitchside/contract/account-security';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api/client';
import { accountKeys } from './query-keys';

/** `GET /api/account/sessions`: where the account is signed in now. */
export const accountSessionsQuery = () =>
  queryOptions({
    queryKey: accountKeys.sessions(),
    queryFn: ({ signal }) => apiRequest('/account/sessions', { schema: z.array(accountSession), signal }),
  });
