// The VIP module's public face (see account/index.ts).
export { listVipTiers } from './repository.ts';
