import { AnalyzeResponseSchema, ProfileResponseSchema, TemplateResponseSchema } from '@debtshield/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { analyzeForm, insertUserWithSession, letterPdf, THREATENING_LETTER } from '../../../test/factories';

describe('the profile: filled once, it fills every letter (issue 27)', () => {
  let t: TestApp;
  const call = (method: 'GET' | 'PUT', url: string, token?: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload ? { payload: payload as object } : {}) });

  beforeAll(async () => {
    t = await buildTestApp({ JOBS_ENABLED: false, RATE_LIMIT_MAX: 10_000 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is the owner’s only, saves a name and an address, masks a number typed by mistake, and clears with empty fields', async () => {
    expect((await call('GET', '/api/user/letter-details')).statusCode).toBe(401);
    const me = await insertUserWithSession(t.db, { planType: 'lifetime', purchases: [{ name: 'debt_lifetime' }] });
    expect(ProfileResponseSchema.parse((await call('GET', '/api/user/letter-details', me.token)).json()).profile).toEqual({
      name: null,
      mailing_address: null,
    });

    const tooLong = await call('PUT', '/api/user/letter-details', me.token, { name: 'x'.repeat(121), mailing_address: '' });
    expect(tooLong.statusCode).toBe(400);
    const saved = await call('PUT', '/api/user/letter-details', me.token, {
      name: '  Jordan Rivers ',
      mailing_address: '12 Elm Street\n\nColumbus, OH 43004\n',
    });
    expect(ProfileResponseSchema.parse(saved.json()).profile).toEqual({ name: 'Jordan Rivers', mailing_address: '12 Elm Street\nColumbus, OH 43004' });

    // Every template now carries them instead of [YOUR FULL NAME] and the address blanks.
    for (const slug of ['validation', 'cease', 'settlement', 'fdcpa']) {
      const letter = TemplateResponseSchema.parse((await call('GET', `/api/templates/${slug}`, me.token)).json()).template.letter.content;
      expect(letter, slug).toContain('Jordan Rivers');
      expect(letter, slug).toContain('Columbus, OH 43004');
      expect(letter, slug).not.toContain('[YOUR FULL NAME]');
      expect(letter, slug).not.toContain('[YOUR STREET ADDRESS]');
    }

    const other = await insertUserWithSession(t.db, { planType: 'lifetime', purchases: [{ name: 'debt_lifetime' }] });
    const theirs = TemplateResponseSchema.parse((await call('GET', '/api/templates/validation', other.token)).json()).template.letter.content;
    expect(theirs).toContain('[YOUR FULL NAME]');
    expect(theirs).not.toContain('Jordan Rivers');

    const cleared = await call('PUT', '/api/user/letter-details', me.token, { name: '', mailing_address: '' });
    expect(ProfileResponseSchema.parse(cleared.json()).profile).toEqual({ name: null, mailing_address: null });
  });

  it('signs the results page’s ready-to-mail letter for a signed-in person, and keeps the blanks for a visitor', async () => {
    // The collector's letter without the addressee block: nothing in it names the person.
    const unaddressed = THREATENING_LETTER.replace('Jordan Example\n77 Elm Street\nSpringfield, IL 62701\n\n', '');
    expect(unaddressed).not.toContain('Jordan Example');
    const pdf = await letterPdf(unaddressed);
    const analyze = (token?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/analyze-strategic',
        payload: analyzeForm({ state: 'IL', flow_type: 'generate' }, [{ name: 'letter.pdf', type: 'application/pdf', bytes: pdf }]),
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    const me = await insertUserWithSession(t.db, { planType: 'lifetime', purchases: [{ name: 'debt_lifetime' }] });
    await call('PUT', '/api/user/letter-details', me.token, { name: 'Casey Morgan', mailing_address: '9 Birch Road\nPeoria, IL 61602' });

    const mine = await analyze(me.token);
    expect(mine.statusCode, mine.body).toBe(200);
    const result = AnalyzeResponseSchema.parse(mine.json());
    expect(result.letter.is_preview).toBe(false);
    const signed = result.letter.content;
    expect(signed).toContain('Casey Morgan');
    expect(signed).toContain('9 Birch Road');
    expect(signed).toContain('Peoria, IL 61602');
    expect(signed).not.toMatch(/\[YOUR (FULL NAME|STREET ADDRESS|CITY, STATE ZIP)\]/);
    // Read again later (the stored analysis is re-run for its owner), still signed.
    const again = await t.app.inject({ method: 'GET', url: `/api/analysis/${result.analysis_id}`, headers: { authorization: `Bearer ${me.token}` } });
    expect(again.statusCode, again.body).toBe(200);
    expect(AnalyzeResponseSchema.parse(again.json()).letter.content).toContain('Casey Morgan');

    // Someone who filled no profile reads the marked blanks; a visitor's preview never shows another person's name.
    const unfilled = await insertUserWithSession(t.db, { planType: 'lifetime', purchases: [{ name: 'debt_lifetime' }] });
    const blank = AnalyzeResponseSchema.parse((await analyze(unfilled.token)).json()).letter.content;
    expect(blank).toContain('[YOUR FULL NAME]');
    expect(blank).toContain('[YOUR STREET ADDRESS]');
    const visitor = await analyze();
    expect(visitor.statusCode, visitor.body).toBe(200);
    expect(visitor.body).not.toContain('Casey Morgan');
  });
});
