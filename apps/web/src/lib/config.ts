import { DEFAULT_PUBLIC_CONFIG, PUBLIC_CONFIG_ELEMENT_ID } from '@pitchside/contract/public-config';
import type { PublicConfig } from '@pitchside/contract/public-config';

let cached: PublicConfig | undefined;

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * Whether a block has the settings' shape. The server writes it from its settings, which its own
 * configuration checks against the contract's schema (`public-config-schema.ts`) when it starts; the browser
 * only guards against a block that is not the server's (a broken proxy, a stale cached page). In
 * plain code rather than that schema: every page reads it at its start, which goes without zod
 * (decision 0037).
 */
function isPublicConfig(value: unknown): value is PublicConfig {
  if (typeof value !== 'object' || value === null) return false;
  const config = value as Record<string, unknown>;
  const required = ['productName', 'appStoreUrl', 'googlePlayUrl', 'telegramBotUrl'] as const;
  return (
    required.every((key) => isText(config[key])) &&
    (config.devMailboxUrl === undefined || typeof config.devMailboxUrl === 'string') &&
    (config.linkHosts === undefined ||
      (Array.isArray(config.linkHosts) && config.linkHosts.every((host) => typeof host === 'string')))
  );
}

/**
 * The server embeds the runtime settings as a JSON block in index.html. The Vite dev server
 * embeds nothing, and a malformed block must not take the portal down, so both fall back to
 * the contract's defaults.
 */
export function readPublicConfig(doc: Document = document): PublicConfig {
  const element = doc.getElementById(PUBLIC_CONFIG_ELEMENT_ID);
  if (!element?.textContent) return DEFAULT_PUBLIC_CONFIG;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    if (isPublicConfig(parsed)) return parsed;
    console.warn('Ignoring invalid runtime config');
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
