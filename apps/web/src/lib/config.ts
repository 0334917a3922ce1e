import {
  DEFAULT_PUBLIC_CONFIG,
  PUBLIC_CONFIG_ELEMENT_ID,
  publicConfig,
} from '@pitchside/contract/public-config';
import type { PublicConfig } from '@pitchside/contract/public-config';

let cached: PublicConfig | undefined;

/**
 * The server embeds the runtime settings as a JSON block in index.html. The Vite dev server
 * embeds nothing, and a malformed block must not take the portal down, so both fall back to
 * the contract's defaults.
 */
export function readPublicConfig(doc: Document = document): PublicConfig {
  const element = doc.getElementById(PUBLIC_CONFIG_ELEMENT_ID);
  if (!element?.textContent) return DEFAULT_PUBLIC_CONFIG;
  try {
    const parsed = publicConfig.safeParse(JSON.parse(element.textContent));
    if (parsed.success) return parsed.data;
    console.warn('Ignoring invalid runtime config', parsed.error.issues);
  } catch {
    console.warn('Ignoring unreadable runtime config');
  }
  return DEFAULT_PUBLIC_CONFIG;
}

export function getConfig(): PublicConfig {
  cached ??= readPublicConfig();
  return cached;
}

/** The server renderer has no document: it hands over the settings it embeds in the page. */
export function setConfig(config: PublicConfig): void {
  cached = config;
}
