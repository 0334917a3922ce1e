// Creates (or promotes) a support staff member:
//   npm run staff:create -w apps/server -- --email agent@example.com --password 'S3cure-pass' [--admin]
// Uses DATABASE_URL, or the embedded database under DATA_DIR when the server is not running.
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { connectDatabase } from '../db/client.ts';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { runMigrations } from '../db/migrate.ts';
import { users } from '../db/schema/accounts.ts';
import { hashPassword } from '../lib/security/passwords.ts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string', default: 'Support' },
    admin: { type: 'boolean', default: false },
  },
});
if (!values.email || !values.password || values.password.length < 8) {
  console.error('usage: create-staff --email EMAIL --password PASSWORD(8+ chars) [--name NAME] [--admin]');
  process.exit(2);
}
const config = loadConfig();
const embedded = config.DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres({ dataDir: config.dataDir, port: 0 });
const database = connectDatabase(config.DATABASE_URL ?? embedded?.url ?? '', 2);
await runMigrations(database);
const email = values.email.trim().toLowerCase();
const role = values.admin ? 'admin' : 'support';
const passwordHash = await hashPassword(values.password);
const [existing] = await database.db
  .select()
  .from(users)
  .where(eq(sql`lower(${users.email})`, email));
if (existing) {
  await database.db.update(users).set({ role, passwordHash }).where(eq(users.id, existing.id));
} else {
  await database.db.insert(users).values({
    email,
    passwordHash,
    name: values.name ?? 'Support',
    surname: 'Team',
    referralId: `STAFF-${Date.now().toString(36).toUpperCase()}`,
    nickname: values.name ?? 'Support',
    role,
    emailConfirmedAt: new Date(),
  });
}
console.log(`${existing ? 'Updated' : 'Created'} ${role} ${email}`);
await database.close();
await embedded?.stop();
