import * as z from 'zod/mini';
import { sessionUser } from './session-user';

/*
 * The answers of the session's own calls, loaded with the call (a guest's start makes none, and
 * starts without zod: decision 0037).
 */

/** `POST /api/account/login/validate`. */
export const validateResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  user: sessionUser,
});

/** `POST /api/account/logout`. */
export const logoutResponse = z.object({ success: z.literal(true) });
