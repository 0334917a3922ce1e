import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';

/** The stable label an erased person goes by wherever a record must keep pointing at them. */
export const erasedLabel = (id: number) => `erased-${id}`;

const regexEscape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface ErasedPerson {
  id: number;
  email: string;
  name: string;
  surname: string;
  nickname: string;
}

/**
 * Everything outside the account's own rows that still names the person (issue 31, item 10), in
 * the erasure's transaction:
 *
 * - the audit log keeps every record, the person pseudonymised: `actor_email` becomes
 *   `erased-<id>` and their IP goes where they acted; every e-mail address they had (the current
 *   one and those in e-mail changes) becomes the label in `before`, `after` and `reason`;
 * - their e-mails still waiting in the job queue (`mail.send`, and its archive) are deleted;
 * - the sandbox payment sessions of their orders lose the e-mail and the card's last digits;
 * - other players' gift notifications name the label instead of their nickname;
 * - compensation texts (ledger rows, notifications) lose the person's e-mails and full name
 *   (staff wrote them; the grant itself writes no e-mail any more, see players-service.ts).
 *
 * The append-only triggers of the audit log and the ledger let exactly these columns change inside
 * a transaction that says it is an erasure (migration 0029).
 */
export async function pseudonymiseErasedPerson(tx: Transaction, person: ErasedPerson): Promise<void> {
  const label = erasedLabel(person.id);
  await tx.execute(sql`select set_config('pitchside.erasure', 'on', true)`);

  // Every address the person used: the current one, and both sides of each e-mail change.
  const changes = await tx.execute<{ email: string | null }>(sql`
    select before->>'email' as email from audit_log
      where action = 'auth.email_changed' and target_type = 'user' and target_id = ${String(person.id)}
    union
    select after->>'email' from audit_log
      where action = 'auth.email_changed' and target_type = 'user' and target_id = ${String(person.id)}`);
  const emails = [
    ...new Set(
      [person.email, ...changes.rows.map((row) => row.email)]
        .filter((email): email is string => Boolean(email))
        .map((email) => email.toLowerCase()),
    ),
  ];
  // `lower(x) in (…)` of the addresses; the person's own address is always among them.
  const anyEmail = sql.join(
    (emails.length ? emails : ['']).map((email) => sql`${email}`),
    sql`, `,
  );
  const fullName = `${person.name} ${person.surname}`.trim();
  const names = [...emails, ...(person.name && person.surname ? [fullName] : [])];
  const pattern = names.map(regexEscape).join('|');

  // The audit trail: who acted, and where an address or the name stands in a record.
  await tx.execute(sql`
    update audit_log set actor_email = ${label}, ip = null where actor_user_id = ${person.id}`);
  // A refund they started and a crash left unfinished is audited under the label too.
  await tx.execute(sql`
    update order_refund_intents set actor_email = ${label}, actor_ip = null
    where actor_user_id = ${person.id}`);
  if (pattern) {
    await tx.execute(sql`
      update audit_log set
        actor_email = case when lower(actor_email) in (${anyEmail}) then ${label} else actor_email end,
        before = regexp_replace(before::text, ${pattern}, ${label}, 'gi')::jsonb,
        after = regexp_replace(after::text, ${pattern}, ${label}, 'gi')::jsonb,
        reason = regexp_replace(reason, ${pattern}, ${label}, 'gi')
      where lower(actor_email) in (${anyEmail})
        or before::text ~* ${pattern} or after::text ~* ${pattern} or reason ~* ${pattern}`);

    // Compensation texts written by staff: the ledger rows and the notifications they sent.
    await tx.execute(sql`
      update web_point_ledger set
        description = regexp_replace(description, ${pattern}, ${label}, 'gi'),
        description_params = regexp_replace(description_params::text, ${pattern}, ${label}, 'gi')::jsonb
      where description_key = 'compensation' and (description ~* ${pattern} or description_params::text ~* ${pattern})`);
    await tx.execute(sql`
      update notifications set
        title = regexp_replace(title, ${pattern}, ${label}, 'gi'),
        message = regexp_replace(message, ${pattern}, ${label}, 'gi'),
        params = regexp_replace(params::text, ${pattern}, ${label}, 'gi')::jsonb
      where key = 'compensationGranted' and (message ~* ${pattern} or params::text ~* ${pattern})`);
  }

  // Mail still waiting to be sent to them: nobody is to write to an erased person.
  const queues = await tx.execute<{ job: string | null; archive: string | null }>(
    sql`select to_regclass('pgboss.job')::text as job, to_regclass('pgboss.archive')::text as archive`,
  );
  const queue = queues.rows[0];
  if (queue?.job && emails.length) {
    await tx.execute(sql`
      delete from pgboss.job
      where name = 'mail.send' and state <> 'active' and lower(data->>'to') in (${anyEmail})`);
  }
  if (queue?.archive && emails.length) {
    await tx.execute(sql`
      delete from pgboss.archive where name = 'mail.send' and lower(data->>'to') in (${anyEmail})`);
  }

  // The sandbox's copy of their checkouts: the e-mail and card digits go, amounts stay.
  await tx.execute(sql`
    update sandbox_sessions set customer_email = ${`${label}@invalid`}, card_last4 = null
    where order_id in (select id from orders where user_id = ${person.id})
       or lower(customer_email) in (${anyEmail})`);

  // Gift notifications of other players named them as the sender.
  if (person.nickname) {
    const nickname = regexEscape(person.nickname);
    await tx.execute(sql`
      update notifications set
        params = jsonb_set(params, '{sender}', to_jsonb(${label}::text)),
        title = regexp_replace(title, ${nickname}, ${label}, 'g'),
        message = regexp_replace(message, ${nickname}, ${label}, 'g')
      where key = 'giftReceived' and params->>'sender' = ${person.nickname}
        and user_id in (
          select recipient_user_id from orders
          where user_id = ${person.id} and recipient_user_id is not null and recipient_user_id <> ${person.id})`);
  }
}
