// Creates (or promotes) a support staff member, from the repository root or from apps/server:
//   npm run staff:create -w apps/server -- --email agent@example.com --password 'S3cure-pass' \
//     [--role support|content|finance|admin] [--admin]   (--admin is short for --role admin)
// Writes to DATABASE_URL, else to the embedded database under DATA_DIR (relative to the checkout):
// through the running portal's PostgreSQL when it is up, else by starting that cluster briefly.
import { parseArgs } from 'node:util';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { STAFF_ROLES, isStaffRole } from '@pitchside/contract/staff-roles';
import { loadConfig } from '../config.ts';
import { connectDatabase } from '../db/client.ts';
import { runningEmbeddedCluster, startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { runMigrations } from '../db/migrate.ts';
import { users } from '../db/schema/accounts.ts';
import { hashPassword } from '../lib/security/passwords.ts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string', default: 'Support' },
    admin: { type: 'boolean', default: false },
    role: { type: 'string' },
  },
});
const role = values.admin ? 'admin' : (values.role ?? 'support');
if (!values.email || !values.password || values.password.length < 8 || !isStaffRole(role)) {
  console.error(
    `usage: create-staff --email EMAIL --password PASSWORD(8+ chars) [--name NAME] [--role ${STAFF_ROLES.join('|')}] [--admin]`,
  );
  process.exit(2);
}
const config = loadConfig();
const running = config.DATABASE_URL ? undefined : await runningEmbeddedCluster(config.dataDir);
const embedded =
  config.DATABASE_URL || running
    ? undefined
    : await startEmbeddedPostgres({ dataDir: config.dataDir, port: 0, notice: (m) => console.warn(m) });
const where = config.DATABASE_URL
  ? `the database at DATABASE_URL (${new URL(config.DATABASE_URL).host})`
  : `the embedded database in ${path.join(config.dataDir, 'pg')}${running ? ' (the running portal’s)' : ''}`;
const database = connectDatabase(config.DATABASE_URL ?? running?.url ?? embedded?.url ?? '', 2);
await runMigrations(database);
const email = values.email.trim().toLowerCase();
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
console.log(`${existing ? 'Updated' : 'Created'} ${role} ${email} in ${where}.`);
await database.close();
await embedded?.stop();
