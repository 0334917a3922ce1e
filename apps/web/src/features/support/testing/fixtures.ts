import type { faqEntry, ticketDetail, ticketSummary } from '@pitchside/contract/support';
import type { z } from 'zod';

type Summary = z.infer<typeof ticketSummary>;
type Detail = z.infer<typeof ticketDetail>;

export const COUNTS = { all: 4, open: 1, waitingSupport: 1, waitingPlayer: 1, closed: 1 };

export function summary(overrides: Partial<Summary> = {}): Summary {
  const id = overrides.id ?? 7;
  return {
    id,
    ticketId: `PS-${String(id).padStart(6, '0')}`,
    subject: 'Tickets missing after purchase',
    category: 'payment_and_billing',
    priority: 'high',
    status: 'open',
    createdAt: '2026-11-20T09:30:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    lastReplyBy: 'player',
    newReplies: 0,
    ...overrides,
  };
}

export function detail(overrides: Partial<Detail> = {}): Detail {
  return {
    ...summary(overrides),
    description: 'I bought Pro Tickets yesterday but they never arrived in the game.',
    attachments: [],
    replies: [],
    ...overrides,
  };
}

export function listBody(data: Summary[], counts = COUNTS, total = data.length, page = 1) {
  return { success: true, data, counts, total, page, pageSize: 10 };
}

export const FAQ: Array<z.infer<typeof faqEntry>> = [
  {
    id: 1,
    category: 'account_issues',
    question: 'I forgot my password. What can I do?',
    answer: 'Choose "Forgot password" in the login window and enter your e-mail.',
  },
  {
    id: 2,
    category: 'payment_and_billing',
    question: 'Which payment methods are accepted?',
    answer: 'All major debit and credit cards through our secure payment partner.',
  },
  {
    id: 3,
    category: 'in-game_issues',
    question: 'My team lost a match it should have won.',
    answer: 'Match results come from the simulation and cannot be changed.',
  },
];
