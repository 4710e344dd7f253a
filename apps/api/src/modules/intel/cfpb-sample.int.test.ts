import { CollectorIntelResponseSchema } from '@debtshield/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertUserWithSession } from '../../../test/factories';
import { loadCfpbSample, SAMPLE_FILE } from './cfpb-sample';
import { replaceCfpbCompanies } from './intel.repository';
import { aggregateCfpbCsv } from './parse-cfpb-csv';

const SAMPLE = new URL(`../../../data/cfpb-intel/${SAMPLE_FILE}`, import.meta.url);

describe('the bundled CFPB sample on a fresh install', () => {
  let t: TestApp;
  let token: string;
  const intel = async (name: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/collector-intel/${encodeURIComponent(name)}`, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    return CollectorIntelResponseSchema.parse(res.json()).intel;
  };

  beforeAll(async () => {
    t = await buildTestApp({ JOBS_ENABLED: false, RATE_LIMIT_MAX: 10_000 });
    ({ token } = await insertUserWithSession(t.db, { planType: 'lifetime', purchases: [{ name: 'debt_lifetime' }] }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('loads once into an empty database and shows Portfolio Recovery and Midland with real counts, labelled as a sample with its dates', async () => {
    const before = await intel('Portfolio Recovery Associates');
    expect(before.cfpb).toBeNull();
    expect(before.cfpb_dataset).toBeNull();

    const load = await loadCfpbSample(t.db.db, SAMPLE, new Date('2026-11-23T00:00:00Z'));
    expect(load).toMatchObject({ loaded: true });
    expect(await loadCfpbSample(t.db.db, SAMPLE)).toEqual({ loaded: false, reason: 'current' });

    const pra = await intel('Portfolio Recovery Associates, LLC');
    expect(pra.cfpb?.company).toBe('Portfolio Recovery Associates, Inc.');
    expect(pra.cfpb?.complaints).toBeGreaterThan(10);
    expect(pra.cfpb?.top_issues.length).toBeGreaterThan(0);
    expect(pra.cfpb?.by_year.reduce((n, y) => n + y.count, 0)).toBe(pra.cfpb?.complaints);
    expect(pra.cfpb?.dataset).toMatchObject({ kind: 'sample', data_from: '2013-08-30', data_through: '2023-08-31' });
    expect(pra.cfpb?.dataset?.source).toMatch(/sample of [\d,]+ debt-collection complaints/);

    // The CFPB lists Midland's complaints under its parent company.
    const midland = await intel('Midland Credit Management');
    expect(midland.cfpb?.company).toBe('Encore Capital Group');
    expect(midland.cfpb?.complaints).toBeGreaterThan(10);

    // A collector the sample does not hold: no figures, and the date of the data still shown.
    const unknown = await intel('Zzyzx Recovery Partners');
    expect(unknown.cfpb).toBeNull();
    expect(unknown.cfpb_dataset).toMatchObject({ kind: 'sample' });
  });

  it('never replaces an operator’s import with the sample', async () => {
    const csv = [
      'complaint_id,date_received,product,issue,sub_issue,company,company_response,timely_response',
      '1,2025-03-01,Debt collection,Attempts to collect debt not owed,Debt is not yours,"Portfolio Recovery Associates, Inc.",Closed with explanation,Yes',
    ].join('\n');
    await replaceCfpbCompanies(t.db.db, aggregateCfpbCsv(csv).companies.values(), new Date('2026-11-24T00:00:00Z'), {
      kind: 'import',
      source: 'imported from complaints.csv',
    });
    expect(await loadCfpbSample(t.db.db, SAMPLE)).toEqual({ loaded: false, reason: 'imported' });
    const pra = await intel('Portfolio Recovery');
    expect(pra.cfpb).toMatchObject({ complaints: 1, by_year: [{ year: 2025, count: 1 }] });
    expect(pra.cfpb?.dataset).toMatchObject({ kind: 'import', complaints: 1, data_from: '2025-03-01', data_through: '2025-03-01' });
  });
});
