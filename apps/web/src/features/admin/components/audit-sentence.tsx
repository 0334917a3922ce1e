import type { AuditEntry } from '@pitchside/contract/admin-audit';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format/format-date-time';
import { formatMoney } from '@/lib/format/format-money';
import { formatNumber } from '@/lib/format/format-number';
import { fieldChanges, readableValue, targetLink, ticketOf } from '../model/audit-reading';
import { staffSentence } from '../model/staff-sentence';
import { useActionLabel } from '../model/use-action-label';

/** An e-mail that wraps only after its `@` and dots, never in the middle of a word. */
export function EmailText({ value }: { value: string }) {
  const parts = value.split(/(?<=[@.])/);
  return (
    <span className="break-normal">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

const numberOf = (value: unknown) => (typeof value === 'number' ? value : 0);

/** One audit entry in words, in the reader's language: who did what to whom, and why. */
export function useAuditSentence() {
  const { t, i18n } = useTranslation('admin');
  const actionLabel = useActionLabel();
  const lang = i18n.language;
  return (entry: AuditEntry): string => {
    const actor = entry.actorName ?? entry.actorEmail ?? t('logs.system');
    const name = entry.targetName ?? (entry.targetId ? `#${entry.targetId}` : '');
    const after = entry.after ?? {};
    if (entry.action.startsWith('order.refund') && typeof after.amountCents === 'number') {
      return t('logs.sentence.refund', {
        actor,
        order: entry.targetId,
        player: name,
        amount: formatMoney(
          after.amountCents,
          lang,
          typeof after.currency === 'string' ? after.currency : 'EUR',
        ),
      });
    }
    if (entry.action === 'player.grant') {
      return t('logs.sentence.grant', {
        actor,
        player: name,
        webPoints: formatNumber(numberOf(after.grantedWebPoints), lang),
        tickets: formatNumber(numberOf(after.grantedTickets), lang),
      });
    }
    if (entry.action.startsWith('staff.')) {
      const staff = staffSentence(entry, actor, name, (role) =>
        t(`status.role_${String(role)}` as 'status.role_admin', { defaultValue: String(role ?? '') }),
      );
      // Keys and their variables are checked in staff-sentence.ts; i18next's typing cannot follow them.
      if (staff) return (t as unknown as (key: string, vars: object) => string)(staff.key, staff.vars);
    }
    const action = actionLabel(entry.action);
    if (!entry.targetId) return t('logs.sentence.genericNoTarget', { actor, action });
    const type = entry.targetType ?? 'other';
    const known = ['user', 'order', 'ticket', 'news', 'banner', 'faq', 'product'].includes(type);
    const target = t(`logs.targets.${known ? type : 'other'}` as 'logs.targets.other', {
      id: entry.targetId,
      name,
      type,
    });
    return t('logs.sentence.generic', { actor, action, target });
  };
}

/** The entry's sentence, its reason, the ticket it answered, and what changed, field by field. */
export function AuditEntryText({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation('admin');
  const sentence = useAuditSentence();
  const changes = fieldChanges(entry);
  const ticket = ticketOf(entry);
  const link = targetLink(entry);
  const time = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <div className="min-w-0 space-y-1">
      <p className="text-fg">
        {link ? (
          <Link to={link} className="focus-ring rounded hover:text-primary hover:underline">
            {sentence(entry)}
          </Link>
        ) : (
          sentence(entry)
        )}
      </p>
      {entry.reason && <p className="text-sm text-fg-muted">{t('logs.reason', { reason: entry.reason })}</p>}
      {ticket !== null && (
        <p className="text-sm">
          <Link
            to={`/support/console?ticket=${ticket}`}
            className="focus-ring rounded font-semibold text-primary hover:underline"
          >
            {t('logs.ticket', { ticket })}
          </Link>
        </p>
      )}
      {changes.length > 0 && (
        <ul aria-label={t('logs.changes')} className="space-y-0.5 text-sm text-fg-muted">
          {changes.map((change) => (
            <li key={change.path} className="break-words">
              <span className="font-mono text-xs">{change.path.replace(/\./g, ' › ')}</span>:{' '}
              {t('logs.change', {
                before: readableValue(change.before, time),
                after: readableValue(change.after, time),
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
