import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../../db/client.ts';
import { devMail } from '../../db/schema/mail.ts';

export interface DevSmtpServer {
  url: string;
  close(): Promise<void>;
}

/**
 * The development mailbox: a real SMTP server on loopback that accepts every message and
 * files it, parsed, in the dev_mail table, where /dev/mailbox and /api/dev/mail read it.
 */
export async function startDevSmtpServer(db: Database, port = 0): Promise<DevSmtpServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 25 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void (async () => {
          const parsed = await PostalMime.parse(Buffer.concat(chunks));
          const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          const from = parsed.from?.address ?? envelopeFrom;
          await db.insert(devMail).values(
            recipients.map((to) => ({
              toAddress: to,
              fromAddress: from,
              subject: parsed.subject ?? '',
              text: (parsed.text ?? '').trim(),
              html: parsed.html ?? '',
            })),
          );
        })().then(
          () => callback(),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const boundPort = address && typeof address === 'object' ? address.port : port;
  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
