import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@pitchside/contract/languages';

/**
 * The first of the portal's languages an `Accept-Language` header asks for, by weight (`q`),
 * then by order; regional tags count as their language (`de-AT` is `de`); `q=0` means "not this".
 */
export function preferredLanguage(header: string | undefined): LanguageCode | undefined {
  if (!header) return undefined;
  const wanted = header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0], weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.weight > 0 && isLanguageCode(entry.base))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return wanted[0]?.base as LanguageCode | undefined;
}

/** The language a public read answers in: `?lang=` (already parsed), else `Accept-Language`, else English. */
export function readerLanguage(
  request: { headers: { 'accept-language'?: string | undefined } },
  lang: LanguageCode | undefined,
): LanguageCode {
  return lang ?? preferredLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}
