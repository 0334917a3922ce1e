// The mail module's public face (see account/index.ts).
export type { MailOutbox } from './mail-outbox.ts';
export { mailString, renderMail } from './templates.ts';
