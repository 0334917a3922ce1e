import type { AuditEntry } from '@pitchside/contract/admin-audit';

type Key =
  | 'logs.sentence.staffInvited'
  | 'logs.sentence.staffInviteRevoked'
  | 'logs.sentence.staffJoined'
  | 'logs.sentence.staffRoleChanged'
  | 'logs.sentence.staffRemoved';

/**
 * The sentence of a staff-account entry (issue 35): who invited whom as what, who changed whose
 * role from what to what. `roleName` writes a role in the reader's language.
 */
export function staffSentence(
  entry: Pick<AuditEntry, 'action' | 'before' | 'after'>,
  actor: string,
  member: string,
  roleName: (role: unknown) => string,
): { key: Key; vars: Record<string, string> } | null {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  switch (entry.action) {
    case 'staff.invited':
      return {
        key: 'logs.sentence.staffInvited',
        vars: { actor, email: text(after.email), role: roleName(after.role) },
      };
    case 'staff.invite_revoked':
      return { key: 'logs.sentence.staffInviteRevoked', vars: { actor, email: text(before.email) } };
    case 'staff.invite_accepted':
      return { key: 'logs.sentence.staffJoined', vars: { actor, role: roleName(after.role) } };
    case 'staff.role_changed':
      return {
        key: 'logs.sentence.staffRoleChanged',
        vars: { actor, member, from: roleName(before.role), to: roleName(after.role) },
      };
    case 'staff.removed':
      return { key: 'logs.sentence.staffRemoved', vars: { actor, member, from: roleName(before.role) } };
    default:
      return null;
  }
}
