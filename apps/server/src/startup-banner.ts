import type { Config } from './config.ts';

/** What a developer needs after `npm start`: where everything is. Later areas add their lines. */
export function printStartupBanner(options: {
  config: Config;
  port: number;
  embedded: boolean;
  devMailbox: boolean;
}): void {
  const { config, port } = options;
  const base = config.PUBLIC_URL ?? `http://localhost:${port}`;
  const lines = [
    '',
    `  ${config.PRODUCT_NAME} is running`,
    '',
    `  Portal          ${base}`,
    `  API docs        ${base}/api/docs`,
    `  Health          ${base}/api/health`,
    `  Mail            ${options.devMailbox ? `development mailbox ${base}/dev/mailbox` : 'SMTP_URL'}`,
    `  Database        ${options.embedded ? `embedded PostgreSQL (${config.dataDir}/pg)` : 'DATABASE_URL'}`,
    '',
  ];
  console.log(lines.join('\n'));
}
