import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Real SMTP delivery, always: in production to SMTP_URL, in development to the local
 * development mailbox, which is itself an SMTP server. The same code path is exercised everywhere.
 */
export function createMailer(options: { smtpUrl: string; from: string }): Mailer {
  const url = new URL(options.smtpUrl);
  const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    // The development mailbox speaks plain SMTP on loopback; real servers negotiate TLS.
    ...(local ? { ignoreTLS: true } : {}),
    pool: true,
    maxConnections: 3,
  });
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
    close: () => transport.close(),
  };
}
