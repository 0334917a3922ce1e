import type { Database } from '../../db/client.ts';
import type { ValueCore } from '../wallet/index.ts';

/** What every codes operation runs over (built once by codes-plugin.ts). */
export interface CodesDeps {
  db: Database;
  core: ValueCore;
  clock: () => Date;
}

/** Who is acting, as the audit log records them. */
export interface Actor {
  id: number;
  email: string;
  ip?: string;
}
