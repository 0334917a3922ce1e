import { LEDGER_TAKE_BACK_TYPES } from '@pitchside/contract/ledger-descriptions';
import { sql } from 'drizzle-orm';
import { webPointLedger } from '../../db/schema/wallet.ts';

/**
 * `lifetimeFigures` of the contract (the one definition, issue 32) as SQL over a player's ledger:
 * earned is every credit less what refunds, reversals and chargebacks took back; spent is every
 * other debit. The profile's VIP figure and the balance history's summary both read these.
 */
const takeBack = sql`${webPointLedger.type} in (${sql.join(
  LEDGER_TAKE_BACK_TYPES.map((type) => sql`${type}`),
  sql`, `,
)})`;

export const lifetimeEarnedSql = sql<number>`greatest(coalesce(sum(${webPointLedger.amount}) filter (where ${webPointLedger.amount} > 0 or ${takeBack}), 0), 0)::int`;
export const lifetimeSpentSql = sql<number>`coalesce(-sum(${webPointLedger.amount}) filter (where ${webPointLedger.amount} < 0 and not ${takeBack}), 0)::int`;
