/** The fields of a spin row that a person may read. */
interface SpinRowFields {
  id: number;
  prizeSlug: string;
  kind: string;
  amount: number;
  cost: number;
  balanceAfter: number;
  createdAt: Date;
}

type SpinEntry<Row extends SpinRowFields> = {
  [K in Exclude<keyof SpinRowFields, 'createdAt'>]: Row[K];
} & { createdAt: string };

/**
 * One spin as the data export and the back office's player page show it (time as ISO text). It
 * lives here, next to the ledger row's view, because a spin is a value record and the account
 * module (the data export) sits below the spin module's layer.
 */
export function toSpinEntry<Row extends SpinRowFields>(row: Row): SpinEntry<Row> {
  return {
    id: row.id,
    prizeSlug: row.prizeSlug,
    kind: row.kind,
    amount: row.amount,
    cost: row.cost,
    balanceAfter: row.balanceAfter,
    createdAt: row.createdAt.toISOString(),
  };
}
