import type { JobDefinition } from '../../jobs/job-queue.ts';
import type { MailMessage, Mailer } from './mailer.ts';

export const SEND_MAIL_JOB = 'mail.send';

/** Mail goes out through the job queue: a slow or failing SMTP server never blocks a request, and retries. */
export function sendMailJob(mailer: Mailer): JobDefinition<MailMessage> {
  return { name: SEND_MAIL_JOB, retryLimit: 8, handle: (message) => mailer.send(message) };
}
