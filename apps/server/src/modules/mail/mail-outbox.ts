import type { JobQueue } from '../../jobs/job-queue.ts';
import type { MailMessage, Mailer } from './mailer.ts';
import { SEND_MAIL_JOB } from './send-mail-job.ts';

/** Where features hand over e-mail. The server queues it; tests may deliver at once. */
export interface MailOutbox {
  send(message: MailMessage): Promise<void>;
}

export const queuedOutbox = (jobs: JobQueue): MailOutbox => ({
  async send(message) {
    await jobs.send(SEND_MAIL_JOB, message, { retryLimit: 8, retryBackoff: true });
  },
});

export const directOutbox = (mailer: Mailer): MailOutbox => ({ send: (message) => mailer.send(message) });
