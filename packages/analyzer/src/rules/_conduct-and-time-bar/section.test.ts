import { describe, expect, it } from 'vitest';
import { analyzeText, buildContext, documentFromText } from '../../engine/analyze';
import { makeContext, MODEL_FORM_B1 } from '../../testing';
import { RULE_IDS_BY_SECTION } from '../rule-ids';
import { rules } from '../conduct-and-time-bar-rules';

const IDS: readonly string[] = [...RULE_IDS_BY_SECTION['1.6'], ...RULE_IDS_BY_SECTION['1.7'], ...RULE_IDS_BY_SECTION['1.8'], ...RULE_IDS_BY_SECTION['1.9']];

const NO_ANSWERS = {
  state: 'MD',
  lastPaymentDate: '2024-12-01',
  envelopeText: '',
  isPostcard: false,
  addressedToThirdParty: false,
  sentToEmployerEmail: false,
  ceaseLetterSentDate: '',
  disputeSentDate: '',
  collectorKnowsAttorney: false,
};

describe('legal-reference §1.6–§1.9 rules', () => {
  it('lists every rule of the sections once, in legal-reference order', () => {
    expect(rules.map((r) => r.meta.id)).toEqual(IDS);
    for (const r of rules)
      expect(r.meta.section).toBe(IDS.indexOf(r.meta.id) < 3 ? '1.6' : IDS.indexOf(r.meta.id) < 7 ? '1.7' : IDS.indexOf(r.meta.id) < 11 ? '1.8' : '1.9');
  });

  it('find nothing in the CFPB Model Form B-1, with or without answers, with or without the safe harbour', () => {
    for (const answers of [{}, NO_ANSWERS]) {
      const analysis = analyzeText(MODEL_FORM_B1, { today: '2025-06-01', answers, rules });
      expect(analysis.errors).toEqual([]);
      expect(analysis.findings.map((f) => `${f.id}: ${f.message}`)).toEqual([]);
      const ctx = buildContext(documentFromText(MODEL_FORM_B1), { today: '2025-06-01', answers });
      for (const rule of rules) expect(rule.check({ ...ctx, gates: { ...ctx.gates, followsModelForm: false } }).status, rule.meta.id).not.toBe('flag');
    }
  });

  it('answer every question with the "no" answers (nothing left to ask on B-1)', () => {
    const analysis = analyzeText(MODEL_FORM_B1, { today: '2025-06-01', answers: NO_ANSWERS, rules });
    expect(analysis.runs.filter((r) => r.result.status === 'needs_input').map((r) => r.rule.meta.id)).toEqual([]);
  });

  it('return evidence that indexes the text exactly', () => {
    const text = `Because of the age of your debt, we will not sue you. You are a deadbeat and we know where you live.
If you do not pay we will sue you and publish your name in the newspaper. Your debt will be auctioned to the highest bidder.
We can settle this for $400.`;
    const ctx = makeContext(text, {
      answers: { state: 'CA', isPostcard: true, addressedToThirdParty: true, ceaseLetterSentDate: '2025-01-02', collectorKnowsAttorney: true },
      gates: { letterDate: '2025-03-01' },
    });
    let flags = 0;
    for (const rule of rules) {
      const r = rule.check(ctx);
      if (r.status !== 'flag') continue;
      flags++;
      for (const e of r.evidence) expect(ctx.text.slice(e.start, e.end), rule.meta.id).toBe(e.text);
    }
    expect(flags).toBeGreaterThanOrEqual(9);
  });

  it('run in milliseconds on a 200 KB letter and on hostile input', () => {
    const paragraph = `If you do not pay we will sue you. Because of the age of your debt we may settle. You are a deadbeat.
We will publish your name. Your account is past due and the balance is $1,234.56. To the family of John Doe.
Attn: Payroll. From: a@b.com To: c@work.com unsubscribe. Payment plan available; please remit.\n\n`;
    const big = paragraph.repeat(Math.ceil(200_000 / paragraph.length));
    const hostile = [
      big,
      'a'.repeat(200_000),
      `${'sue '.repeat(50_000)}`,
      `${'If you '.repeat(30_000)}`,
      `${'\n'.repeat(100_000)}x`,
      `${'not '.repeat(50_000)}sue`,
    ];
    for (const text of hostile) {
      const ctx = makeContext(text, {
        answers: {
          state: 'IL',
          lastPaymentDate: '2010-01-01',
          isPostcard: true,
          addressedToThirdParty: true,
          envelopeText: text.slice(0, 5000),
          ceaseLetterSentDate: '2025-01-01',
          disputeSentDate: '2025-01-01',
          verificationReceived: false,
          collectorKnowsAttorney: true,
          receivedDate: '2025-05-01',
        },
      });
      // The same shape at a tenth of the size, warmed: ten times the text takes about ten times as long, catastrophic
      // backtracking far longer, and a loaded machine slows both sides alike.
      const small = makeContext(`${text.slice(0, Math.floor(text.length / 10))}${text.slice(-3)}`, { answers: ctx.answers });
      for (const rule of rules) rule.check(small);
      const t0 = performance.now();
      for (const rule of rules) rule.check(small);
      const t1 = performance.now();
      for (const rule of rules) rule.check(ctx);
      const t2 = performance.now();
      expect(t2 - t1).toBeLessThan(Math.max(1500, 40 * (t1 - t0)));
    }
  });
});
