import { type AuditFilter } from '../api/get-audit-log';

/** The audit log's filters: the areas and their actions, the target kinds, and the filter read from the address. */
export const AREAS = [
  'player',
  'order',
  'product',
  'promo',
  'creator',
  'ticket',
  'news',
  'banner',
  'faq',
  'auth',
  'security',
  'account',
] as const;
export const ACTIONS = {
  player: ['block', 'unblock', 'end_sessions', 'grant', 'export'],
  order: ['refund', 'refunded_at_provider', 'charged_back'],
  product: ['update'],
  promo: ['create', 'update', 'status', 'export'],
  creator: ['create', 'export'],
  ticket: ['reply', 'close', 'priority'],
  news: ['create', 'update', 'delete'],
  banner: ['create', 'update', 'delete'],
  faq: ['create', 'update', 'delete'],
  auth: [
    'login',
    'login_failed',
    'two_factor_failed',
    'login_blocked',
    'login_refused',
    'session_ended',
    'sessions_ended',
    'password_changed',
    'password_reset',
    'email_changed',
  ],
  security: ['two_factor_enabled', 'two_factor_disabled'],
  account: ['export', 'deletion_scheduled', 'deletion_cancelled', 'erased'],
} as const;
export const TARGET_TYPES = ['user', 'order', 'ticket', 'news', 'banner', 'faq', 'product'] as const;
export const FILTER_KEYS = ['actor', 'group', 'action', 'targetType', 'targetId', 'from', 'to'] as const;

export function readFilter(params: URLSearchParams): AuditFilter {
  const filter: AuditFilter = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filter[key] = value;
  }
  return filter;
}
