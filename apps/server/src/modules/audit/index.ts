// The audit module's public face: every staff action and security event is written here, by the
// module that performs it (in its own transaction), and read back by the back office.
export {
  recordAudit,
  searchAudit,
  staffActionsOn,
  type AuditEntry,
  type AuditFilter,
  type AuditRow,
  type NamedAuditRow,
} from './audit-repository.ts';
