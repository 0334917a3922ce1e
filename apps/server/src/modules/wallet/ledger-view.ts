/** The fields of a ledger row that a person may read. */
interface LedgerRowFields {
  id: number;
  type: string;
  amount: number;
  balanceAfter: number;
  description: string;
  reference: string;
  createdAt: Date;
}

type LedgerEntry<Row extends LedgerRowFields> = {
  [K in Exclude<keyof LedgerRowFields, 'createdAt'>]: Row[K];
} & { createdAt: string };

/** One ledger row as the data export and the back office's player page show it (time as ISO text). */
export function toLedgerEntry<Row extends LedgerRowFields>(row: Row): LedgerEntry<Row> {
  return {
    id: row.id,
    type: row.type,
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    description: row.description,
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
  };
}
