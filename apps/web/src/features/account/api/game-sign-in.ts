import { gameSignInResponse } from '@pitchside/contract/game-sign-in';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/api-error';
import { apiRequest } from '@/lib/api/client';

// The server issues 43-character tokens and refuses anything under 10 without looking it up.
const MIN_TOKEN_LENGTH = 10;

/**
 * `POST /api/account/game-sign-in`: redeems the one-time link the game opened. Answers a login
 * (`token`, `user`, `next`) or, for a game player without an account, `signUp`. A token the
 * server would refuse unread (none, or too short) is answered here as the spent link it is.
 */
export function redeemGameSignIn(token: string) {
  if (token.length < MIN_TOKEN_LENGTH) {
    return Promise.reject(
      new ApiError({
        status: 410,
        code: 'GAME_SIGN_IN_LINK_INVALID',
        message: 'This sign-in link has expired or has already been used.',
      }),
    );
  }
  return apiRequest('/account/game-sign-in', {
    method: 'POST',
    body: { token },
    skipAuthLogout: true,
    wholeBody: true,
    schema: gameSignInResponse,
  });
}

// A link works once: a mutation, fired once by the page, never retried or refetched.
export function useGameSignIn() {
  return useMutation({ mutationFn: redeemGameSignIn });
}
