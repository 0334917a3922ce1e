import { create } from 'zustand';

export const LOGOUT_EVENT = 'pitchside:logout';

/**
 * The bearer token: a credential of this browser, not server data, so it is client state. The
 * user it belongs to is server data and lives in the query cache (`session-user-query.ts`); both
 * are written only by `session.ts`. The API client reads the token from here.
 */
export const useSessionStore = create<{ token: string | null }>()(() => ({ token: null }));
