import type { Database } from '../../db/client.ts';
import type { users } from '../../db/schema/accounts.ts';
import type { GameGateway } from '../game/index.ts';
import type { MailOutbox } from '../mail/index.ts';
import type { TwoFactorService } from './two-factor.ts';
import type { PasswordLimit, SecondFactorLimit } from './rate-limits.ts';

/** What every account operation works over: one object, built once by the account plugin. */
export interface AccountDeps {
  db: Database;
  game: GameGateway;
  mail: MailOutbox;
  clock: () => Date;
  productName: string;
  publicUrl: string;
  /** The second factor; without it logins take the password alone. */
  twoFactor?: TwoFactorService;
  /** Wrong second-factor codes per account, across challenges (rate-limits.ts). */
  secondFactorLimit?: SecondFactorLimit;
  /** Wrong passwords per account, address and known browser (rate-limits.ts). */
  passwordLimit?: PasswordLimit;
}

export type UserRow = typeof users.$inferSelect;
