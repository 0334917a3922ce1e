import { z } from 'zod';
import { pageParam } from './bounds.ts';
import {
  DESCRIPTION_MIN,
  SUBJECT_MIN,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
} from './support-limits.ts';

/** Support centre (spec §2, §3 "Support ticket", §5 New ticket / Attachments, §8 Support / Upload). */
export * from './support-limits.ts';

export const newTicketFields = z.object({
  subject: z.string().trim().min(SUBJECT_MIN, { message: 'Subject must be at least 5 characters' }).max(150),
  description: z
    .string()
    .trim()
    .min(DESCRIPTION_MIN, { message: 'Description must be at least 20 characters' })
    .max(5000),
  category: z.enum(TICKET_CATEGORIES),
  priority: z.enum(TICKET_PRIORITIES),
});
export const replyFields = z.object({
  message: z.string().trim().min(1, { message: 'Please enter a message' }).max(5000),
});

export const attachment = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
  url: z.string(),
});

export const ticketMessage = z.object({
  id: z.number().int(),
  author: z.enum(['player', 'support']),
  /** "Support Team" for staff replies (spec §6); the player's nickname otherwise. */
  authorName: z.string(),
  message: z.string(),
  createdAt: z.string(),
  attachments: z.array(attachment),
});

export const ticketSummary = z.object({
  id: z.number().int(),
  ticketId: z.string(),
  subject: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  priority: z.enum(TICKET_PRIORITIES),
  status: z.enum(TICKET_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastReplyBy: z.enum(['player', 'support']).nullable(),
  newReplies: z.number().int(),
  player: z
    .object({
      id: z.number().int(),
      nickname: z.string(),
      email: z.string(),
      /** Staff's ticket view: bytes of attachments the player keeps, and their quota. */
      attachmentBytes: z.number().int().optional(),
      attachmentQuotaBytes: z.number().int().optional(),
    })
    .optional(),
});

/** What an agent needs beside a ticket (issue 35): the player's standing and recent orders. */
export const ticketPlayerSummary = z.object({
  webPoints: z.number().int(),
  vipTierName: z.string(),
  recentOrders: z.array(
    z.object({
      id: z.number().int(),
      productName: z.string(),
      status: z.string(),
      amountCents: z.number().int(),
      currency: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** Refunded orders whose web points could not all be taken back (spent before the refund). */
  refundShortfalls: z.number().int(),
});
export type TicketPlayerSummary = z.infer<typeof ticketPlayerSummary>;

export const ticketDetail = ticketSummary.extend({
  description: z.string(),
  attachments: z.array(attachment),
  replies: z.array(ticketMessage),
  /** Staff only: the player's summary. */
  playerSummary: ticketPlayerSummary.optional(),
});

export const ticketListQuery = z.strictObject({
  status: z.enum(['all', ...TICKET_STATUSES]).default('all'),
  page: pageParam.default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const staffQueueQuery = ticketListQuery.extend({
  category: z.enum(TICKET_CATEGORIES).optional(),
  priority: z.enum(TICKET_PRIORITIES).optional(),
});

export const ticketCounts = z.object({
  all: z.number().int(),
  open: z.number().int(),
  waitingSupport: z.number().int(),
  waitingPlayer: z.number().int(),
  closed: z.number().int(),
});

export const ticketList = z.object({
  success: z.literal(true),
  data: z.array(ticketSummary),
  counts: ticketCounts,
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

export const faqEntry = z.object({
  id: z.number().int(),
  category: z.enum(TICKET_CATEGORIES),
  question: z.string(),
  answer: z.string(),
});

/** `GET /api/public/faq`: the entries in the reader's language. */
export const faqEntries = z.array(faqEntry);
export const setPriorityBody = z.strictObject({ priority: z.enum(TICKET_PRIORITIES) });
