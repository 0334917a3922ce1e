import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('starts with no configuration at all, on the documented defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.PRODUCT_NAME).toBe('Pitchside');
    expect(config.GAME_TIMEZONE).toBe('UTC');
    expect(config.dataDir).toMatch(/data$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('lists every wrong value at once instead of failing on the first', () => {
    let thrown: unknown;
    try {
      loadConfig({ PORT: 'eighty', GAME_TIMEZONE: 'Mars/Olympus', DATABASE_URL: 'not a url' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    const problems = (thrown as ConfigError).problems.join('\n');
    expect(problems).toContain('PORT');
    expect(problems).toContain('GAME_TIMEZONE');
    expect(problems).toContain('DATABASE_URL');
  });

  it('refuses to run production on development stand-ins', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrowError(
      /DATABASE_URL.*required in production/s,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('runs the demo game world by default and validates the game settings', () => {
    const config = loadConfig({});
    expect(config.GAME_WORLD).toBe('demo');
    expect(config.DEMO_SCALE).toBe('default');
    expect(config.GAME_INGEST_SECRET).toBeUndefined();
    expect(() =>
      loadConfig({ GAME_WORLD: 'live', DEMO_SCALE: 'huge', GAME_INGEST_SECRET: 'short' }),
    ).toThrowError(/GAME_WORLD.*DEMO_SCALE.*GAME_INGEST_SECRET/s);
  });

  it('takes a VAPID key pair for web push, checks its shape, and requires it in production', () => {
    const publicKey = `B${'A'.repeat(86)}`;
    const privateKey = 'A'.repeat(43);
    const config = loadConfig({
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_PRIVATE_KEY: privateKey,
      VAPID_SUBJECT: 'mailto:ops@pitchside.example',
    });
    expect(config.VAPID_PUBLIC_KEY).toBe(publicKey);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrowError(/VAPID_PRIVATE_KEY.*go together/s);
    expect(() =>
      loadConfig({
        VAPID_PUBLIC_KEY: 'not-a-key',
        VAPID_PRIVATE_KEY: 'short',
        VAPID_SUBJECT: 'ops@example.com',
      }),
    ).toThrowError(/VAPID_PUBLIC_KEY.*VAPID_PRIVATE_KEY.*VAPID_SUBJECT/s);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrowError(
      /VAPID_SUBJECT: is required in production/,
    );
  });
});
