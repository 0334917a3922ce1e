import { z } from 'zod';
import { commaList, isAddressOrCidr } from './env-values.ts';

/** Abuse limits and production doors (issue 31): who is believed, how much one client may take. */
export const abuseEnv = {
  /**
   * Multiplies every abuse limit (login, codes, resets). Raise it where many players share
   * one address (carrier NAT, events); tests raise it to exercise flows, not limits.
   */
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(1000).default(1),
  /**
   * Whether support and admin accounts must sign in with a second factor before using the
   * staff tools. Unset: required in production, optional elsewhere (the demo staff accounts).
   */
  STAFF_TWO_FACTOR: z.enum(['required', 'optional']).optional(),
  /** Support attachments one player may keep, in MB; past it uploads are refused. */
  ATTACHMENT_QUOTA_MB: z.coerce.number().min(0).max(100_000).default(200),
  /**
   * Addresses (IPs or CIDRs, comma-separated) of the proxies in front of the server: only
   * their X-Forwarded-For / -Proto are believed. Unset: no forwarded header is believed.
   */
  TRUSTED_PROXIES: commaList(
    (entry) => entry.trim(),
    (entries) => entries.every(isAddressOrCidr),
    'must be IP addresses or CIDRs separated by commas (e.g. 10.0.0.0/8,127.0.0.1)',
  ),
  /** Open live-score streams (`/api/public/matches/stream`) per client address, and per process. */
  LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(10),
  LIVE_STREAMS_TOTAL: z.coerce.number().int().min(1).max(1_000_000).default(5000),
};
