/*
 * The support centre's names and limits, without its schemas (support.ts, classic zod): the
 * support page's start shows categories and reads limits, and goes without zod (decision 0037).
 */

/** Support centre (spec §2, §3 "Support ticket", §5 New ticket / Attachments, §8 Support / Upload). */
export const TICKET_CATEGORIES = [
  'account_issues',
  'technical_issue',
  'payment_and_billing',
  'in-game_issues',
  'bug_report',
  'suggestion',
  'other',
] as const;
export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'critical'] as const;
export const TICKET_STATUSES = ['open', 'waitingSupport', 'waitingPlayer', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const SUBJECT_MIN = 5;
export const DESCRIPTION_MIN = 20;
/** DESIGN.md §1: at most 5 files per message, 10 MB each, video 50 MB. */
export const ATTACHMENT_MAX_FILES = 5;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 50 * 1024 * 1024;
/** All files of one message together: one video and a few screenshots fit, a flood does not. */
export const ATTACHMENTS_TOTAL_MAX_BYTES = 100 * 1024 * 1024;
export const ATTACHMENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'text/plain',
  'video/mp4',
  'video/webm',
] as const;
