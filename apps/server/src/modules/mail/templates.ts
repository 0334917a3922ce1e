import { isLanguageCode, LANGUAGES, type LanguageCode } from '@pitchside/contract/languages';
import type { MailMessage } from './mailer.ts';
import { loadLanguageTable } from '../../lib/language-table.ts';

export type MailKind =
  | 'verifyEmail'
  | 'changeEmail'
  | 'emailChangeNotice'
  | 'resetPassword'
  | 'supportReply'
  | 'giftReceived'
  | 'accountDeletion'
  | 'newSignIn'
  | 'paymentReceipt'
  | 'refundReceipt'
  | 'staffInvite';
type Strings = Record<string, string | Record<string, string>>;

/** Every e-mail text per interface language; `en` is the source and the per-string fallback. */
export const MAIL_LOCALES = await loadLanguageTable<Strings>(
  (code) => import(`./locales/${code}.json`, { with: { type: 'json' } }),
);

const languageOf = (language: string): LanguageCode => (isLanguageCode(language) ? language : 'en');
const strings = (language: string): Strings => MAIL_LOCALES[languageOf(language)];

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function fill(template: string, vars: Record<string, string>) {
  return template.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => vars[key] ?? '');
}

/**
 * Renders one e-mail in the player's language as HTML and plain text. Falls back to English
 * per string, so a missing translation never sends a blank line.
 */
export function renderMail(
  kind: MailKind,
  options: {
    to: string;
    language: string;
    product: string;
    vars: Record<string, string>;
    code?: string;
    link?: string;
    /**
     * Labelled lines (a receipt's order number, price, VAT…): each label is a key of the kind's
     * texts, each value already written for the reader (numbers and money in their language).
     */
    details?: Array<{ label: string; value: string }>;
  },
): MailMessage {
  const local = strings(options.language);
  const english = strings('en');
  const pick = (key: string) => {
    const section = (local[kind] ?? english[kind]) as Record<string, string>;
    const fallback = english[kind] as Record<string, string>;
    return fill(section[key] ?? fallback[key] ?? '', {
      ...options.vars,
      product: options.product,
      code: options.code ?? '',
    });
  };
  const footer = fill(String(local.footer ?? english.footer), { product: options.product });
  const textParts = [pick('heading'), '', pick('intro'), ''];
  if (options.code) textParts.push(options.code, '');
  const details = (options.details ?? []).map((line) => ({ label: pick(line.label), value: line.value }));
  for (const line of details) textParts.push(`${line.label}: ${line.value}`);
  if (details.length > 0) textParts.push('');
  if (options.link) textParts.push(options.link, '');
  textParts.push(pick('expiry'), '', footer);
  const detailTable = details.length
    ? `<table role="presentation" style="width:100%;border-collapse:collapse;margin:16px 0;font-size:14px">${details
        .map(
          (line) =>
            `<tr><th scope="row" style="text-align:start;font-weight:600;color:#475569;padding:6px 12px 6px 0;border-bottom:1px solid #e2e8f0;vertical-align:top">${escapeHtml(line.label)}</th><td style="padding:6px 0;border-bottom:1px solid #e2e8f0">${escapeHtml(line.value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';

  const codeBlock = options.code
    ? `<p style="font:700 32px/1.2 monospace;letter-spacing:8px;background:#0b1220;color:#4ade80;padding:16px 24px;border-radius:12px;display:inline-block">${escapeHtml(options.code)}</p>`
    : '';
  const button = options.link
    ? `<p><a href="${escapeHtml(options.link)}" style="display:inline-block;background:#2fd67b;color:#04130a;font-weight:700;padding:12px 24px;border-radius:10px;text-decoration:none">${escapeHtml(pick('button'))}</a></p><p style="color:#64748b;font-size:13px;word-break:break-all">${escapeHtml(options.link)}</p>`
    : '';
  const lang = languageOf(options.language);
  const dir = LANGUAGES.find((l) => l.code === lang)?.dir ?? 'ltr';
  const html = `<!doctype html><html lang="${lang}" dir="${dir}"><body style="margin:0;background:#f1f5f9;font-family:system-ui,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;padding:32px 24px"><p style="font-weight:800;letter-spacing:2px;text-transform:uppercase;color:#16a34a">${escapeHtml(options.product)}</p>
<div style="background:#fff;border-radius:16px;padding:28px"><h1 style="font-size:22px;margin:0 0 12px">${escapeHtml(pick('heading'))}</h1>
<p>${escapeHtml(pick('intro'))}</p>${codeBlock}${detailTable}${button}<p style="color:#475569">${escapeHtml(pick('expiry'))}</p></div>
<p style="color:#64748b;font-size:12px;margin-top:16px">${escapeHtml(footer)}</p></div></body></html>`;
  return { to: options.to, subject: pick('subject'), text: textParts.join('\n'), html };
}

/** One string of an e-mail in the reader's language (English when missing), its `{{…}}` filled in. */
export function mailString(
  kind: MailKind,
  language: string,
  key: string,
  vars: Record<string, string>,
): string {
  const local = strings(language)[kind] as Record<string, string> | undefined;
  const english = strings('en')[kind] as Record<string, string>;
  return fill(local?.[key] ?? english[key] ?? '', vars);
}
