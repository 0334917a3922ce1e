import type { TICKET_CATEGORIES, TICKET_PRIORITIES, TicketStatus } from '@pitchside/contract/support';
import type { BadgeVariant } from '@/components/ui/badge';

export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
/** Whose screen shows the ticket: the same status reads "Waiting for you" to the player and "Waiting for player" to staff. */
export type TicketViewer = 'player' | 'staff';

// Category values contain a dash (in-game_issues), which i18n keys tolerate but types read badly.
export const CATEGORY_KEYS = {
  account_issues: 'categories.account_issues',
  technical_issue: 'categories.technical_issue',
  payment_and_billing: 'categories.payment_and_billing',
  'in-game_issues': 'categories.in_game_issues',
  bug_report: 'categories.bug_report',
  suggestion: 'categories.suggestion',
  other: 'categories.other',
} as const satisfies Record<TicketCategory, string>;

export const PRIORITY_KEYS = {
  low: 'priorities.low',
  normal: 'priorities.normal',
  high: 'priorities.high',
  critical: 'priorities.critical',
} as const satisfies Record<TicketPriority, string>;

export const PRIORITY_VARIANTS: Record<TicketPriority, BadgeVariant> = {
  low: 'neutral',
  normal: 'info',
  high: 'warning',
  critical: 'danger',
};

export const STATUS_KEYS = {
  player: {
    open: 'statuses.open',
    waitingSupport: 'statuses.waitingSupport',
    waitingPlayer: 'statuses.waitingPlayer',
    closed: 'statuses.closed',
  },
  staff: {
    open: 'statuses.open',
    waitingSupport: 'statuses.staffWaitingSupport',
    waitingPlayer: 'statuses.staffWaitingPlayer',
    closed: 'statuses.closed',
  },
} as const satisfies Record<TicketViewer, Record<TicketStatus, string>>;

export const STATUS_VARIANTS: Record<TicketStatus, BadgeVariant> = {
  open: 'info',
  waitingSupport: 'neutral',
  waitingPlayer: 'warning',
  closed: 'success',
};
