import type { AuditEntry } from '@pitchside/contract/admin-audit';

/** One field that an action changed: `translations.de.title`, with its value before and after. */
export interface FieldChange {
  path: string;
  before: unknown;
  after: unknown;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function flatten(value: unknown, prefix: string, into: Map<string, unknown>) {
  if (isPlainObject(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
    return;
  }
  into.set(prefix, value);
}

/** Equal for a reader: the same time written two ways, or "" and nothing, is no change. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const blank = (v: unknown) => v === null || v === undefined || v === '';
  if (blank(a) && blank(b)) return true;
  if (typeof a === 'string' && typeof b === 'string' && ISO_TIME.test(a) && ISO_TIME.test(b)) {
    return new Date(a).getTime() === new Date(b).getTime();
  }
  if (Array.isArray(a) && Array.isArray(b)) return JSON.stringify(a) === JSON.stringify(b);
  return false;
}

/**
 * What an edit changed, field by field: nested values (a news item's translations per language)
 * are compared leaf by leaf, and only the fields present before and after that differ are listed.
 * A field recorded only on one side (a refund's `webPointsTaken`) is a fact, not a change.
 */
export function fieldChanges(entry: Pick<AuditEntry, 'before' | 'after'>): FieldChange[] {
  if (!entry.before || !entry.after) return [];
  const before = new Map<string, unknown>();
  const after = new Map<string, unknown>();
  flatten(entry.before, '', before);
  flatten(entry.after, '', after);
  const paths = [...new Set([...before.keys(), ...after.keys()])];
  // A nested group (a language) may be new or gone as a whole: its fields still count, as long
  // as the top-level field (`translations`) was recorded on both sides.
  const inBoth = (path: string) => {
    const root = path.split('.')[0] ?? path;
    const known = (map: Map<string, unknown>) =>
      [...map.keys()].some((key) => key === root || key.startsWith(`${root}.`));
    return known(before) && known(after);
  };
  return paths
    .filter((path) => inBoth(path) && !sameValue(before.get(path), after.get(path)))
    .map((path) => ({ path, before: before.get(path), after: after.get(path) }));
}

/** A value as a reader sees it: times in their language, nothing as "—". */
export function readableValue(value: unknown, formatTime: (iso: string) => string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' && ISO_TIME.test(value)) return formatTime(value);
  if (typeof value === 'string') return value.length > 120 ? `${value.slice(0, 117)}…` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Where the thing an entry concerns is in the console, when it has a page. */
export function targetLink(entry: AuditEntry): string | null {
  const id = entry.targetId;
  if (!id) return null;
  switch (entry.targetType) {
    case 'user':
      return `/admin/players/${id}`;
    case 'order': {
      const buyer = entry.before?.userId ?? entry.after?.userId;
      return typeof buyer === 'number' ? `/admin/players/${buyer}` : null;
    }
    case 'ticket':
      return `/support/console?ticket=${id}`;
    case 'news':
    case 'banner':
    case 'faq':
      return '/admin/content';
    case 'product':
      return '/admin/catalogue';
    case 'staff_invite':
      return '/admin/staff';
    default:
      return null;
  }
}

/** The ticket an action answered, when it names one (`after.ticketId`). */
export function ticketOf(entry: Pick<AuditEntry, 'after'>): number | null {
  const ticket = entry.after?.ticketId;
  return typeof ticket === 'number' ? ticket : null;
}
