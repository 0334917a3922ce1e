/** Labelled bars, each as long as its count against the largest: VIP tiers, ticket ages. */
export function ShareBars(props: {
  rows: Array<{ key: string | number; label: string; value: number }>;
  formatValue: (value: number) => string;
  barClassName: string;
}) {
  const most = Math.max(1, ...props.rows.map((row) => row.value));
  return (
    <ul className="space-y-2">
      {props.rows.map((row) => (
        <li key={row.key} className="grid grid-cols-[9rem_1fr_4rem] items-center gap-3 text-sm">
          <span className="truncate text-fg" title={row.label}>
            {row.label}
          </span>
          <span className="h-2.5 overflow-hidden rounded-full bg-white/[0.06]" aria-hidden="true">
            <span
              className={`block h-full rounded-full ${props.barClassName}`}
              style={{ width: `${(row.value / most) * 100}%` }}
            />
          </span>
          <span className="text-end tabular-nums text-fg-muted">{props.formatValue(row.value)}</span>
        </li>
      ))}
    </ul>
  );
}
