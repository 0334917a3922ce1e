import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

/** What production needs to start; nothing here reaches Stripe or SMTP. */
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://unused@127.0.0.1:5432/unused',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  PUBLIC_URL: 'https://pitchside.example',
  STRIPE_SECRET_KEY: 'sk_test_unused',
  STRIPE_WEBHOOK_SECRET: 'whsec_unused',
  VAPID_PUBLIC_KEY: 'BJo7-r9WvLxtDSB3P5khUE5iNMEJcPnWuRkz4ZvbPxgQyqRBOWVQA_C2FK2ohG7hDqpS23CKKVtJKl0CmKJA1Ak',
  VAPID_PRIVATE_KEY: 'DafT21b7V4ixLNTjA8rDKiHGJbe-5bWte_LFrx763ZY',
  VAPID_SUBJECT: 'mailto:ops@pitchside.example',
};

/**
 * Issue 31 item 9: `/metrics` (payment outcomes, job counts, memory, Node version) and the API
 * explorer were open to anyone in production. In production /metrics needs METRICS_TOKEN (without
 * one it answers 404) and /api/docs is off unless API_DOCS=true.
 */
describe('production doors', () => {
  let closed: TestApp;
  let opened: TestApp;
  beforeAll(async () => {
    closed = await createTestApp({ env: PRODUCTION });
    opened = await createTestApp({
      env: { ...PRODUCTION, METRICS_TOKEN: 'scrape-token-0123456789', API_DOCS: 'true' },
    });
  });
  afterAll(async () => {
    await closed.close();
    await opened.close();
  });

  it('without METRICS_TOKEN, /metrics answers 404 and shows nothing', async () => {
    const answer = await closed.request({ method: 'GET', url: '/metrics' });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('pitchside_');
    expect(answer.body).not.toContain('nodejs_version_info');
  });

  it('with METRICS_TOKEN, only the holder of the token reads them', async () => {
    expect((await opened.request({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const scraped = await opened.request({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer scrape-token-0123456789' },
    });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.body).toContain('nodejs_version_info');
  });

  it('the API explorer is off unless API_DOCS=true', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      const answer = await closed.request({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body).not.toContain('openapi');
    }
    const docs = await opened.request({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(docs.json().openapi).toMatch(/^3\./);
  });
});
