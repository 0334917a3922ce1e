import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { expectServerError } from '../../../test/server-log.ts';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports the database as up when PostgreSQL answers', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { status: 'ok', database: 'up' } });
  });

  it('answers 503 once the database is gone', async () => {
    const other = await createTestApp();
    await other.database.pool.end();
    expectServerError(/503 \/api\/health/);
    const res = await other.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ data: { status: 'degraded', database: 'down' } });
    await other.app.close();
    await other.database.drop().catch(() => {});
  });
});
