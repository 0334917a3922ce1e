// The wallet module's public face (see account/index.ts): the value core, the one writer of
// balances, ledger rows and grants (decision 0010), and the VIP standing it computes.
export { hasDeliveredOrder } from './delivered-orders.ts';
export { seedDemoWallet } from './demo-wallet.ts';
export { notEnoughWebPoints } from './ledger.ts';
export { toLedgerEntry } from './ledger-view.ts';
export { orderItems } from './order-items.ts';
export { toSpinEntry } from './spin-view.ts';
export { grantReferenceIsFor, grantsOfPlayer, ledgerRowsOf, recordsOfOrder } from './player-records.ts';
export type { ValueCore, ValueScope } from './value-core.ts';
export { vipBonusTickets, vipStanding } from './vip-standing.ts';
