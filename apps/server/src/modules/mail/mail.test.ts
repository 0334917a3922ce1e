import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { startJobQueue, type JobQueue } from '../../jobs/job-queue.ts';
import { startDevSmtpServer, type DevSmtpServer } from './dev-smtp-server.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { SEND_MAIL_JOB, sendMailJob } from './send-mail-job.ts';

describe('mail through the development mailbox', () => {
  let t: TestApp;
  let smtp: DevSmtpServer;
  let mailer: Mailer;
  let jobs: JobQueue;

  beforeAll(async () => {
    t = await createTestApp();
    smtp = await startDevSmtpServer(t.database.db);
    mailer = createMailer({ smtpUrl: smtp.url, from: 'Pitchside <no-reply@pitchside.local>' });
    jobs = await startJobQueue({
      connectionString: t.database.url,
      timezone: 'UTC',
      workers: true,
      jobs: [sendMailJob(mailer)],
      log: t.app.log,
    });
  });
  afterAll(async () => {
    await jobs.stop();
    mailer.close();
    await smtp.close();
    await t.close();
  });

  const inbox = async (to: string) =>
    (await t.request({ method: 'GET', url: `/api/dev/mail?to=${encodeURIComponent(to)}` })).json()
      .data as Array<{
      to: string;
      subject: string;
      text: string;
      html: string;
    }>;

  it('delivers over real SMTP and lists messages for one address, newest first, with text and HTML', async () => {
    await mailer.send({ to: 'Ada@Example.com', subject: 'First', text: 'one', html: '<p>one</p>' });
    await mailer.send({ to: 'ada@example.com', subject: 'Second', text: 'two', html: '<p>two</p>' });
    await mailer.send({ to: 'bob@example.com', subject: 'Other', text: 'x', html: '<p>x</p>' });

    const messages = await inbox('ada@example.com');
    expect(messages.map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(messages[0]).toMatchObject({ to: 'ada@example.com', text: 'two' });
    expect(messages[0]?.html).toContain('<p>two</p>');
  });

  it('sends queued mail through the job queue', async () => {
    await jobs.send(SEND_MAIL_JOB, {
      to: 'queue@example.com',
      subject: 'Queued',
      text: 'q',
      html: '<b>q</b>',
    });
    await expect.poll(async () => (await inbox('queue@example.com')).length, { timeout: 15_000 }).toBe(1);
  });

  it('shows a mailbox page without any script', async () => {
    const page = await t.request({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Development mailbox');
    expect(page.body).toContain('Second');
    expect(page.body).not.toContain('<script');
  });

  it('is absent when real SMTP is configured', async () => {
    const production = await createTestApp({ env: { SMTP_URL: 'smtp://mail.example.com:587' } });
    const res = await production.request({ method: 'GET', url: '/api/dev/mail?to=ada@example.com' });
    expect(res.statusCode).toBe(404);
    await production.close();
  });
});
