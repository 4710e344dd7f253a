import { AnalyzeResponseSchema } from '@debtshield/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { analyzeForm, insertUserWithSession, letterPdf, THREATENING_LETTER } from '../../../test/factories';

describe('the preview is built from the finding it shows', () => {
  let t: TestApp;
  let pdf: Uint8Array;
  const analyze = async (token?: string) =>
    AnalyzeResponseSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/analyze-strategic',
          payload: analyzeForm({ state: 'IL' }, [{ name: 'letter.pdf', type: 'application/pdf', bytes: pdf }]),
          headers: token ? { authorization: `Bearer ${token}` } : {},
        })
      ).json(),
    );

  beforeAll(async () => {
    pdf = new Uint8Array(await letterPdf(THREATENING_LETTER));
    t = await buildTestApp({ ANALYZE_RATE_LIMIT_MAX: 1000, JOBS_ENABLED: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it("keeps no assumption of a hidden finding: nothing of the hidden findings' words reaches a visitor", async () => {
    const paid = await insertUserWithSession(t.db, { planType: 'lifetime', purchases: [{ name: 'debt_lifetime' }] });
    const full = await analyze(paid.token);
    const preview = await analyze();
    expect(preview.violations.hidden_count).toBeGreaterThan(0);
    const hidden = full.violations.violations.filter((v) => v.id !== preview.violations.violations[0]?.id);
    const hiddenWords = hidden.flatMap((v) => [...v.evidence.map((e) => e.text), ...v.assumptions]).filter((w) => w.length >= 12);
    // The full analysis has assumptions of its hidden findings; the preview has none of them.
    expect(full.assumptions.some((a) => hidden.some((v) => v.assumptions.includes(a)) && !preview.violations.violations[0]!.assumptions.includes(a))).toBe(
      true,
    );
    for (const a of preview.assumptions) {
      expect(full.assumptions).toContain(a);
      for (const words of hiddenWords) if (!preview.violations.violations[0]!.assumptions.includes(a)) expect(a).not.toContain(words);
    }
    expect(preview.assumptions.length).toBeLessThan(full.assumptions.length);
    const serialized = JSON.stringify(preview);
    for (const v of hidden)
      for (const e of v.evidence)
        if (e.text.length >= 20 && !JSON.stringify(preview.violations.violations[0]).includes(e.text)) expect(serialized).not.toContain(e.text);
  });
});
