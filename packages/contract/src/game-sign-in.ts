import { z } from 'zod';
import { authResponse } from './account.ts';
import { okEnvelope } from './api.ts';
import { idBody } from './bounds.ts';

/**
 * Sign-in from the game (issue 16, docs/game-integration.md): the game server asks the portal,
 * through the signed game API, for a one-time link for one of its players; the player's browser
 * opens it and lands signed in on the page the game asked for (or in sign-up, referral ID filled
 * in, when the player has no portal account yet).
 */
export const GAME_SIGN_IN_LINK_TTL_SECONDS = 5 * 60;
/** The portal page the link opens; the one-time token rides in its `token` query parameter. */
export const GAME_SIGN_IN_PATH = '/game-sign-in';
export const GAME_SIGN_IN_NEXT_MAX = 500;

/**
 * A page of this site to land on: one leading `/` and never `//` (a protocol-relative URL is
 * another site), no backslash (browsers read `/\` as `//`), no spaces or control characters.
 * Starting with `/` also rules out any scheme (`https:`, `javascript:`).
 */
export function isSameSitePath(value: string): boolean {
  return (
    value.length <= GAME_SIGN_IN_NEXT_MAX &&
    value.startsWith('/') &&
    !value.includes('//') &&
    !value.includes('\\') &&
    // eslint-disable-next-line no-control-regex -- refusing control characters is the point
    !/[\s\u0000-\u001f\u007f]/.test(value)
  );
}

export const sameSitePath = z.string().refine(isSameSitePath, {
  message: 'Must be a path on this site, starting with a single "/" (e.g. /webshop/tickets)',
});

/** `POST /api/game/sign-in-links` (signed like the ingestion API). */
export const gameSignInLinkBody = z.strictObject({
  /** The game's player id. */
  playerId: idBody,
  /** Where the player lands once signed in; the home page when left out. */
  next: sameSitePath.default('/'),
  /**
   * Any unique value (a UUID). Each signature is accepted once, and two asks for the same player
   * within one second are otherwise byte for byte the same request: the nonce tells them apart.
   */
  nonce: z.string().min(1).max(100).optional(),
});
export type GameSignInLinkBody = z.input<typeof gameSignInLinkBody>;

export const gameSignInLink = z.object({
  /** `${PUBLIC_URL}/game-sign-in?token=…`: open it in the player's browser. */
  url: z.string(),
  /** ISO 8601; the link works once, until then. */
  expiresAt: z.string(),
});
export type GameSignInLink = z.infer<typeof gameSignInLink>;
export const gameSignInLinkResponse = okEnvelope(gameSignInLink);

/** `POST /api/account/game-sign-in`: the browser redeems the link's token. */
export const gameSignInBody = z.strictObject({ token: z.string().min(10).max(200) });

/** The game player has a portal account: signed in, exactly like a login, plus where to go. */
export const gameSignInSignedIn = authResponse.extend({ next: sameSitePath });
/** The game player has no portal account yet: sign up with this referral ID, then go on to `next`. */
export const gameSignInSignUp = z.object({
  success: z.literal(true),
  signUp: z.object({ referralId: z.string(), next: sameSitePath }),
});
export const gameSignInResponse = z.union([gameSignInSignedIn, gameSignInSignUp]);
export type GameSignInResponse = z.infer<typeof gameSignInResponse>;
