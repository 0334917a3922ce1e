/**
 * A text's values as its reader writes numbers (issue 32: "Tickets: 1,320" in en, "1.320" in de,
 * "١٬٣٢٠" in ar), for the notifications, pushes and history rows filled from stored values.
 * Values that name something — an order, a support ticket, a code — are read as written.
 */
const IDENTIFIERS = new Set(['order', 'ticket', 'ticketId', 'code', 'id', 'year', 'season']);

export function groupedParams<T extends Record<string, unknown>>(
  params: T,
  language: string,
  format: (value: number) => string = (value) => new Intl.NumberFormat(language).format(value),
): Record<keyof T, unknown> {
  const grouped: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params))
    grouped[name] = typeof value === 'number' && !IDENTIFIERS.has(name) ? format(value) : value;
  return grouped as Record<keyof T, unknown>;
}
