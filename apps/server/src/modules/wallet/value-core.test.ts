import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { users } from '../../db/schema/accounts.ts';
import { gameGrants, webPointLedger } from '../../db/schema/wallet.ts';
import { createValueCore } from './value-core.ts';

describe('the value core', () => {
  let database: TestDatabase;
  let userId: number;
  beforeAll(async () => {
    database = await createTestDatabase();
    const [user] = await database.db
      .insert(users)
      .values({
        email: 'core@example.com',
        passwordHash: 'x',
        name: 'Co',
        surname: 'Re',
        referralId: 'PS-CORE1',
        nickname: 'Core',
      })
      .returning();
    userId = user?.id as number;
  });
  afterAll(() => database.drop());

  it('hands a grant to the game only after its transaction committed', async () => {
    const seenAtDispatch: boolean[] = [];
    const core = createValueCore({
      db: database.db,
      clock: () => new Date(),
      grants: {
        // Read through the pool (another connection): the row must already be committed.
        async dispatch(grantId) {
          const rows = await database.db.select().from(gameGrants).where(eq(gameGrants.id, grantId));
          seenAtDispatch.push(rows.length === 1);
        },
      },
    });
    const { grantIds } = await core.transact(async ({ moveWebPoints, owe, notify }) => {
      await moveWebPoints({
        userId,
        amount: 7,
        type: 'bonus',
        reference: 'core:1',
        description: { key: 'compensation', params: { reason: 'test' } },
      });
      await owe({ reference: 'core:1', playerId: 1, items: { tickets: 3 } });
      await notify({ userId, type: 'gift', key: 'freeGiftClaimed', params: { tickets: 3 } });
    });
    expect(grantIds).toHaveLength(1);
    expect(seenAtDispatch).toEqual([true]);
  });

  it('writes nothing and dispatches nothing when the operation fails', async () => {
    const dispatched: number[] = [];
    const core = createValueCore({
      db: database.db,
      clock: () => new Date(),
      grants: { dispatch: async (id) => void dispatched.push(id) },
    });
    await expect(
      core.transact(async ({ moveWebPoints, owe }) => {
        await moveWebPoints({
          userId,
          amount: 5,
          type: 'bonus',
          reference: 'core:2',
          description: { key: 'compensation', params: { reason: 'test' } },
        });
        await owe({ reference: 'core:2', playerId: 1, items: { tickets: 1 } });
        throw new Error('refused after writing');
      }),
    ).rejects.toThrow('refused after writing');
    expect(dispatched).toEqual([]);
    expect(
      await database.db.select().from(webPointLedger).where(eq(webPointLedger.reference, 'core:2')),
    ).toEqual([]);
    expect(await database.db.select().from(gameGrants).where(eq(gameGrants.reference, 'core:2'))).toEqual([]);
    const [user] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(user?.webPoints).toBe(7);
  });

  it('refuses a debit below zero before writing a ledger row', async () => {
    const core = createValueCore({
      db: database.db,
      clock: () => new Date(),
      grants: { dispatch: async () => {} },
    });
    await expect(
      core.transact(({ moveWebPoints }) =>
        moveWebPoints({
          userId,
          amount: -8,
          type: 'spend',
          reference: 'core:3',
          description: { key: 'compensation', params: { reason: 'test' } },
        }),
      ),
    ).rejects.toThrow('Not Enough WebPoints');
    const [user] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(user?.webPoints).toBe(7);
  });
});
