import path from 'node:path';
import { z } from 'zod';
import { checkCombinations } from './config/combination-rules.ts';
import { envShape, type Env } from './config/env-shape.ts';
import { REPO_ROOT } from './lib/server-root.ts';

/**
 * Every setting the server reads, in one place. A wrong or missing value stops start-up with
 * a list of everything that is wrong, never a half-configured server. Each concern's variables
 * are declared in config/; they are validated here, once, as one object.
 */
const envSchema = z.object(envShape).superRefine(checkCombinations);

export type { Env };

export interface Config extends Omit<Env, 'HOST'> {
  /** Where the server listens: HOST, else 127.0.0.1 outside production and 0.0.0.0 in production. */
  HOST: string;
  isProduction: boolean;
  dataDir: string;
  publicUrl: string;
  /** STAFF_TWO_FACTOR resolved: required unless set to `optional` (production) or unset elsewhere. */
  staffTwoFactorRequired: boolean;
  /** API_DOCS resolved: on outside production, in production only when `true`. */
  apiDocsEnabled: boolean;
  /** Hosts content may link to over https: LINK_HOSTS, PUBLIC_URL's and the store and bot links'. */
  linkHosts: string[];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  return {
    ...env,
    HOST: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    isProduction: env.NODE_ENV === 'production',
    // Relative to the checkout, not the working folder: `npm run -w apps/server ...` runs inside
    // apps/server and would otherwise open another database.
    dataDir: path.resolve(REPO_ROOT, env.DATA_DIR),
    ...(env.WEB_DIST_DIR ? { WEB_DIST_DIR: path.resolve(REPO_ROOT, env.WEB_DIST_DIR) } : {}),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    staffTwoFactorRequired: env.STAFF_TWO_FACTOR
      ? env.STAFF_TWO_FACTOR === 'required'
      : env.NODE_ENV === 'production',
    apiDocsEnabled: env.API_DOCS ? env.API_DOCS === 'true' : env.NODE_ENV !== 'production',
    linkHosts: [
      ...new Set([
        ...env.LINK_HOSTS,
        ...[env.PUBLIC_URL, env.APP_STORE_URL, env.GOOGLE_PLAY_URL, env.TELEGRAM_BOT_URL]
          .filter((url): url is string => Boolean(url))
          .map((url) => new URL(url).hostname.toLowerCase()),
      ]),
    ],
  };
}
