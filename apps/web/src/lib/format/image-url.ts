import { pageOrigin } from '@/lib/origin';

// Anything with a scheme (https:, data:, blob:) or protocol-relative (//cdn) is already absolute.
const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * Spec §5: "a relative image URL is prefixed with the API host". The API shares the web app's
 * origin, so /media/demo/x.svg becomes https://portal.example/media/demo/x.svg. Empty values
 * give undefined so callers show their placeholder instead of requesting the page itself.
 */
export function resolveImageUrl(
  url: string | null | undefined,
  origin: string = pageOrigin(),
): string | undefined {
  const trimmed = url?.trim();
  if (!trimmed) return undefined;
  if (ABSOLUTE_URL.test(trimmed)) return trimmed;
  const base = origin.replace(/\/+$/, '');
  return `${base}${trimmed.startsWith('/') ? '' : '/'}${trimmed}`;
}
