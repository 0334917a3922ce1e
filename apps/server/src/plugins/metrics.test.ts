import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('operations endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: 'scrape-token-0123456789' } });
  });
  afterAll(() => t.close());

  it('serves Prometheus metrics by route pattern to the holder of the token only', async () => {
    await t.request({ method: 'GET', url: '/api/public/matches/123456' });
    await t.request({ method: 'GET', url: '/api/public/matches/654321' });
    for (let i = 0; i < 11; i++) {
      await t.request({
        method: 'POST',
        url: '/api/account/login',
        payload: { email: 'nobody@example.com', password: 'Wrong-pass1' },
      });
    }

    expect((await t.request({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const scraped = await t.request({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer scrape-token-0123456789' },
    });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.headers['content-type']).toContain('text/plain');
    const text = scraped.body;
    // Both match ids count under one pattern, never as two raw URLs.
    expect(text).toContain(
      'pitchside_http_request_duration_seconds_count{method="GET",route="/api/public/matches/:id",status="4xx"} 2',
    );
    expect(text).not.toContain('123456');
    expect(text).toContain('pitchside_rate_limit_rejections_total{rule="login-account"} 1');
    expect(text).toMatch(/pitchside_db_pool_connections\{state="total"\} \d+/);
    expect(text).toContain('pitchside_event_streams_open 0');
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('answers readiness apart from liveness', async () => {
    const ready = await t.request({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      success: true,
      data: { ready: true, database: 'up', redis: 'not configured', draining: false },
    });
  });
});
