import { queryOptions } from '@tanstack/react-query';
import type { SessionUser } from './session-user';
import { validateSession } from './validate-session';

/**
 * The signed-in player, as `POST /api/account/login/validate` answers. It is seeded from storage
 * at start and by a login, refreshed by the session's refresh loop, and changed only through
 * `updateUser` (`session.ts`); screens read it with `useSessionUser`. It never goes stale or out
 * of the cache on its own (`keep`: the cache maintenance of spec §9 leaves it), so only a logout
 * removes it.
 */
export const sessionUserQuery = queryOptions<SessionUser>({
  queryKey: ['session', 'user'],
  queryFn: validateSession,
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
  meta: { keep: true },
});
