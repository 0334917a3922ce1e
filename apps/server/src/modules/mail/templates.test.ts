import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@pitchside/contract/languages';
import { MAIL_LOCALES, renderMail, type MailKind } from './templates.ts';

type Strings = (typeof MAIL_LOCALES)['en'];

/** "footer" and "verifyEmail.subject" style paths to every string of a locale. */
function flatten(strings: Strings): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(strings)) {
    if (typeof value === 'string') out.set(key, value);
    else for (const [inner, text] of Object.entries(value)) out.set(`${key}.${inner}`, text);
  }
  return out;
}

const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();

const english = flatten(MAIL_LOCALES.en);
const mail = (kind: MailKind, language: string) =>
  renderMail(kind, {
    to: 'ada@example.com',
    language,
    product: 'Pitchside',
    vars: { name: 'Ada', ticket: 'T-000042', subject: 'Missing tickets' },
    code: '123456',
    link: 'https://pitchside.example/reset?token=abc',
  });

describe('e-mail translations', () => {
  it('has a locale for every interface language', () => {
    expect(Object.keys(MAIL_LOCALES).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it.each(LANGUAGE_CODES.filter((code) => code !== 'en'))(
    '%s has exactly the English keys, each translated with the same placeholders',
    (code) => {
      const local = flatten(MAIL_LOCALES[code]);
      expect([...local.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of english) {
        const translated = local.get(key) ?? '';
        expect(translated.trim(), `${code} ${key}`).not.toBe('');
        expect(placeholders(translated), `${code} ${key}`).toEqual(placeholders(text));
        if (/[a-z]{3}/i.test(text.replace(/\{\{\w+\}\}/g, '')))
          expect(translated, `${code} ${key}`).not.toBe(text);
      }
    },
  );

  it('writes to a German player in German', () => {
    const message = mail('verifyEmail', 'de');
    expect(message.subject).toBe('Dein Pitchside-Bestätigungscode: 123456');
    expect(message.html).toContain('<html lang="de" dir="ltr">');
    expect(message.text).toContain('Hallo Ada, willkommen bei Pitchside!');
    expect(mail('supportReply', 'de').subject).toBe(
      'Das Support-Team hat auf dein Ticket T-000042 geantwortet',
    );
  });

  it('sets right-to-left direction for Arabic', () => {
    const message = mail('resetPassword', 'ar');
    expect(message.html).toContain('<html lang="ar" dir="rtl">');
    expect(message.subject).toBe('إعادة تعيين كلمة مرور Pitchside');
    expect(message.text).toContain('مرحبًا Ada');
  });

  it('leaves no placeholder unfilled in any language', () => {
    for (const code of LANGUAGE_CODES) {
      for (const kind of ['verifyEmail', 'changeEmail', 'resetPassword', 'supportReply'] as const) {
        const message = mail(kind, code);
        expect(`${message.subject}\n${message.text}\n${message.html}`).not.toMatch(/\{\{|\}\}/);
      }
    }
  });

  it('falls back to English for an unknown language', () => {
    const message = mail('verifyEmail', 'xx');
    expect(message.subject).toBe('Your Pitchside verification code: 123456');
    expect(message.html).toContain('<html lang="en" dir="ltr">');
  });
});
