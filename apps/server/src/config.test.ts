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

  it('reads the trusted proxies, link hosts and production doors of issue 31', () => {
    const config = loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1,::1', LINK_HOSTS: 'Help.Example' });
    expect(config.TRUSTED_PROXIES).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    expect(config.LINK_HOSTS).toEqual(['help.example']);
    expect(config.ATTACHMENT_QUOTA_MB).toBe(200);
    expect(config.apiDocsEnabled).toBe(true);
    expect(loadConfig({}).TRUSTED_PROXIES).toEqual([]);
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.0/33,proxy.local' })).toThrowError(/TRUSTED_PROXIES/);
    expect(() => loadConfig({ LINK_HOSTS: 'https://evil.example/' })).toThrowError(/LINK_HOSTS/);
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
