import type { FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE } from '@pitchside/contract/constants';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@pitchside/contract/languages';
import { preferredLanguage } from '../../lib/accept-language.ts';

/**
 * The language the app will start in, as `detect-language.ts` decides it in the browser: an
 * explicit `?lng=`, the player's choice (mirrored in a cookie), the browser's languages, English.
 */
export function languageOf(request: FastifyRequest): LanguageCode {
  const query = request.query as Record<string, unknown> | undefined;
  if (isLanguageCode(query?.lng)) return query.lng;
  const chosen = request.cookies?.[LANGUAGE_COOKIE];
  if (isLanguageCode(chosen)) return chosen;
  return preferredLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}
