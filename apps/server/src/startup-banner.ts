import type { Config } from './config.ts';
import type { DemoAccount } from './modules/account/demo-accounts.ts';

/** What a developer needs after `npm start`: where everything is. Later areas add their lines. */
export function printStartupBanner(options: {
  config: Config;
  port: number;
  embedded: boolean;
  devMailbox: boolean;
  demo?: { accounts: DemoAccount[]; freeReferralIds: string[] } | undefined;
}): void {
  const { config, port } = options;
  const base = config.PUBLIC_URL ?? `http://localhost:${port}`;
  const lines = [
    '',
    `  ${config.PRODUCT_NAME} is running`,
    '',
    `  Portal          ${base}`,
    `  API docs        ${config.apiDocsEnabled ? `${base}/api/docs` : 'off (API_DOCS=true turns it on)'}`,
    `  Health          ${base}/api/health`,
    `  Mail            ${options.devMailbox ? `development mailbox ${base}/dev/mailbox` : 'SMTP_URL'}`,
    `  Database        ${options.embedded ? `embedded PostgreSQL (${config.dataDir}/pg)` : 'DATABASE_URL'}`,
    '',
  ];
  if (options.demo) {
    lines.push('  Demo accounts (password for all: ' + (options.demo.accounts[0]?.password ?? '') + ')');
    for (const a of options.demo.accounts)
      lines.push(`    ${a.email.padEnd(28)} ${a.role.padEnd(8)} ${a.note}`);
    lines.push('', `  Free referral IDs for sign-up: ${options.demo.freeReferralIds.slice(0, 6).join(', ')}`);
    lines.push(`  (all of them: ${base}/api/dev/demo)`, '');
  }
  console.log(lines.join('\n'));
}
