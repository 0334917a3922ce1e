import type { Database } from '../../db/client.ts';
import type { GameGateway } from '../game/index.ts';
import type { ValueCore } from '../wallet/index.ts';

export interface OfferRouteOptions {
  db: Database;
  game: GameGateway;
  core: ValueCore;
  clock: () => Date;
  timeZone: string;
}

export const tags = ['webshop'];
export const security = [{ bearer: [] }];
