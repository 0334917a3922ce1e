// The account module's public face: what other modules and plugins may use. Everything else in
// this folder is internal (ESLint refuses an import of it from another module).
export { DEMO_PASSWORD, ensureDemoAccounts, listDemoAccounts } from './demo-accounts.ts';
export {
  findSession,
  isTokenOfBlockedAccount,
  revokeAllSessions,
  sessionsOf,
  touchSession,
} from './sessions.ts';
export { sessionUserOf } from './session-user.ts';
export { findUserById, setBlockedAt } from './user-repository.ts';
// The module's routes, as one plugin the app registers, and the operations' dependencies.
export { accountModule, type AccountModuleOptions } from './account-plugin.ts';
export type { AccountDeps } from './deps.ts';
