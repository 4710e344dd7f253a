import { HealthResponseSchema } from '@debtshield/contracts';
import { users } from '@debtshield/db';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports ok with the database in use', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = HealthResponseSchema.parse(res.json());
    expect(body.database).toBe(process.env.DS_TEST_DB === 'postgres' ? 'postgres' : 'pglite');
  });

  it('gets a database of its own (nothing from other test files)', async () => {
    const [row] = await t.db.db.select({ n: count() }).from(users);
    expect(row?.n).toBe(0);
  });

  it('answers 503 in the error shape when the database is down', async () => {
    const down = await buildTestApp();
    await down.db.close();
    const res = await down.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, code: 'unavailable' });
    await down.app.close();
  });
});
