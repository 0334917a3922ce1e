import {
  DESCRIPTION_MIN,
  SUBJECT_MIN,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
} from '@pitchside/contract/support';
import { z } from 'zod';

/**
 * Spec §5 "New ticket": subject required, at least 5 characters; description required, at least
 * 20; category and priority from the lists. Messages are `support` i18n keys, translated when shown.
 */
export const newTicketSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(1, { message: 'form.subjectRequired' })
    .min(SUBJECT_MIN, { message: 'form.subjectMin' })
    .max(150),
  description: z
    .string()
    .trim()
    .min(1, { message: 'form.descriptionRequired' })
    .min(DESCRIPTION_MIN, { message: 'form.descriptionMin' })
    .max(5000),
  category: z.enum(TICKET_CATEGORIES, { message: 'form.categoryRequired' }),
  priority: z.enum(TICKET_PRIORITIES),
});

export type NewTicketValues = z.infer<typeof newTicketSchema>;
export type NewTicketFormValues = z.input<typeof newTicketSchema>;

export type NewTicketMessageKey =
  | 'form.subjectRequired'
  | 'form.subjectMin'
  | 'form.descriptionRequired'
  | 'form.descriptionMin'
  | 'form.categoryRequired';
