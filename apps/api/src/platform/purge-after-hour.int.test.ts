import { AnalyzeResponseSchema } from '@debtshield/contracts';
import { schema } from '@debtshield/db';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { is } from 'drizzle-orm';
import { PgTable as PgTableClass } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { analyzeForm, insertUserWithSession, letterPdf, THREATENING_LETTER } from '../../test/factories';
import { purgeExpired } from './jobs';

const HOUR = 60 * 60 * 1000;

/** Words of the letter, the consumer's name and street, full numbers: none may be anywhere after the hour. */
const FORBIDDEN = [
  'warrant issued for your arrest',
  'district attorney',
  'convenience fee of $9.95 will be added',
  'Jordan Example',
  '77 Elm Street',
  '4485123412341234',
  '123-45-6789',
  '123456789',
  'PAST DUE NOTICE',
];

describe('an hour after upload, nothing drawn from the letter stays beyond what history needs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ANALYZE_RATE_LIMIT_MAX: 1000, RATE_LIMIT_MAX: 10_000, JOBS_ENABLED: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads every table after the hour and finds no letter text, quote, name, street, free-text answer or full number', async () => {
    const pdf = new Uint8Array(await letterPdf(THREATENING_LETTER));
    const paid = await insertUserWithSession(t.db, { planType: 'lifetime', purchases: [{ name: 'debt_lifetime' }] });
    const envelope = JSON.stringify({ envelopeText: 'PAST DUE NOTICE — SSN 123-45-6789 — acct 4485123412341234' });
    const made = [];
    for (const token of [undefined, paid.token]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/analyze-strategic',
        payload: analyzeForm({ state: 'IL', answers: envelope }, [{ name: 'letter.pdf', type: 'application/pdf', bytes: pdf }]),
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      expect(res.statusCode, res.body).toBe(200);
      made.push(AnalyzeResponseSchema.parse(res.json()));
    }
    // A letter written and kept for download, as a paid user does.
    const letter = await t.app.inject({
      method: 'POST',
      url: '/api/generate-letter',
      payload: { analysis_id: made[1]!.analysis_id },
      headers: { authorization: `Bearer ${paid.token}` },
    });
    expect(letter.statusCode).toBe(200);

    // Even before the hour, the free-text answer was stored masked.
    const dumpAll = async () => {
      const tables = Object.values(schema).filter((v) => is(v, PgTableClass)) as unknown as PgTable[];
      expect(tables.length).toBeGreaterThan(10);
      const out: Record<string, unknown[]> = {};
      for (const table of tables) out[getTableConfig(table).name] = await t.db.db.select().from(table);
      return JSON.stringify(out);
    };
    const before = await dumpAll();
    expect(before).not.toContain('4485123412341234');
    expect(before).not.toContain('123-45-6789');

    await purgeExpired(t.app, new Date(Date.now() + HOUR + 60_000));
    const after = await dumpAll();
    for (const words of FORBIDDEN) expect(after, words).not.toContain(words);
    // What history needs stays: the collector, the rule ids, the masked account's last 4.
    expect(after).toContain('Apex Recovery Partners');
    expect(after).toContain('threat_arrest_or_criminal');
    expect(after).toContain('1234');
  });

  it('reads an expired analysis as history even before the purge job runs', async () => {
    const { summaryAsOf } = await import('../modules/analysis/history-summary');
    const row = {
      createdAt: new Date(Date.now() - 2 * HOUR),
      textExpiresAt: new Date(Date.now() - HOUR),
      summary: {
        facts: { consumer: { name: { value: 'Jordan Example' } }, collector: { name: { value: 'Apex', span: { text: 'Apex', start: 0, end: 4 } } } },
        findings: [
          {
            id: 'x',
            title: 'T',
            citation: 'C',
            kind: 'objective',
            message: 'Your letter says "warrant issued for your arrest"',
            evidence: [{ text: 'warrant issued for your arrest' }],
          },
        ],
      },
    };
    const read = JSON.stringify(summaryAsOf(row));
    expect(read).not.toContain('Jordan Example');
    expect(read).not.toContain('warrant issued');
    expect(read).toContain('Apex');
  });
});
