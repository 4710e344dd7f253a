import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeText } from '../../engine/analyze';
import type { RuleResult } from '../../types';
import { MODEL_FORM_B1, noticeContext } from '../../testing';
import { RULE_IDS_BY_SECTION } from '../rule-ids';
import { rules } from '../validation-notice-rules';
import { addressBlocks, classifyBlocks } from './addresses';
import { earliestEndDate, findLetterDate, parseDates } from './dates';
import { readItemization } from './itemization';
import { toSpan, vnDoc } from './vn-doc';

const IDS = RULE_IDS_BY_SECTION['1.1'];

const flagged = (results: { id: string; result: RuleResult }[]): string[] => results.filter((r) => r.result.status === 'flag').map((r) => r.id);

describe('§1.1 catalogue', () => {
  it('has the 26 rules of legal-reference §1.1, in order, with complete metadata', () => {
    expect(rules.map((r) => r.meta.id)).toEqual(IDS);
    for (const { meta } of rules) {
      expect(meta.section).toBe('1.1');
      expect(['objective', 'judgment', 'context']).toContain(meta.kind);
      expect(meta.citation.length).toBeGreaterThan(5);
      expect(meta.severity).toBeGreaterThanOrEqual(1);
      expect(meta.severity).toBeLessThanOrEqual(10);
      expect(meta.value).toBeGreaterThan(0);
      expect(meta.value).toBeLessThanOrEqual(1000);
    }
  });
});

describe('CFPB Model Form B-1 yields no §1.1 finding', () => {
  it('through the whole pipeline', () => {
    const analysis = analyzeText(MODEL_FORM_B1, { today: '2025-06-01', rules });
    expect(flagged(analysis.runs.map((r) => ({ id: r.rule.meta.id, result: r.result })))).toEqual([]);
  });

  it('with every gate unknown, and with every gate settled as a Reg F notice on a credit card', () => {
    for (const ctx of [
      noticeContext(MODEL_FORM_B1, { unknown: true }),
      noticeContext(MODEL_FORM_B1),
      noticeContext(MODEL_FORM_B1, { answers: { isFirstContact: true, deliveredElectronically: true, receivedEnglishNotice: true } }),
      noticeContext(MODEL_FORM_B1, { gates: { letterDate: '2020-07-20' }, unknown: true }),
    ])
      expect(flagged(rules.map((r) => ({ id: r.meta.id, result: r.check(ctx) })))).toEqual([]);
  });

  it('laid out in two columns, as a text layer gives it', () => {
    const twoColumns = readFileSync(join(import.meta.dirname, '../vn_dispute_prompts/fixtures/not-flagged.model-form-two-columns.txt'), 'utf8');
    expect(flagged(rules.map((r) => ({ id: r.meta.id, result: r.check(noticeContext(twoColumns, { unknown: true })) })))).toEqual([]);
    const d = vnDoc(twoColumns);
    expect(d.text).toContain('Call or write to us by August 28, 2020, to dispute all\nor part of the debt.');
    const at = d.text.indexOf('or part of the debt');
    expect(toSpan(d, { start: at, end: at + 19 }).text).toBe('or part of the debt');
  });

  it('read by OCR from a phone photo, without the safe harbour', () => {
    const ocr = readFileSync(join(import.meta.dirname, '../vn_itemization_table/fixtures/not-flagged.model-form-photo-ocr.txt'), 'utf8');
    expect(flagged(rules.map((r) => ({ id: r.meta.id, result: r.check(noticeContext(ocr, { unknown: true })) })))).toEqual([]);
  });

  it('read as OCR would give it (capitals, broken lines)', () => {
    const noisy = MODEL_FORM_B1.toUpperCase().replace(/\. /g, '.\n');
    expect(flagged(rules.map((r) => ({ id: r.meta.id, result: r.check(noticeContext(noisy, { unknown: true })) })))).toEqual([]);
  });
});

describe('shared readers', () => {
  it('maps normalised offsets back to the letter (hyphenation, curly quotes)', () => {
    const text = 'We will obtain veri-\nfication of the “debt”.';
    const d = vnDoc(text);
    expect(d.text).toBe('We will obtain verification of the "debt".');
    const at = d.text.indexOf('verification');
    expect(toSpan(d, { start: at, end: at + 'verification'.length }).text).toBe('veri-\nfication');
  });

  it('parses the usual date formats', () => {
    expect(parseDates('By April 14, 2025; on 04/14/2025; 14 de abril de 2025; 2025-04-14; Ju1y 4, 2025').map((x) => x.iso)).toEqual([
      '2025-04-14',
      '2025-04-14',
      '2025-04-14',
      '2025-04-14',
      '2025-07-04',
    ]);
  });

  it('finds the letter date in the letterhead, not the itemization date', () => {
    expect(findLetterDate(vnDoc('ABC Recovery\n\nMarch 3, 2025\n\nAs of January 2, 2024, you owed: $5'))?.iso).toBe('2025-03-03');
    expect(findLetterDate(vnDoc('ABC Recovery\nDate: 03/03/2025\nDue date: 04/01/2025'))?.iso).toBe('2025-03-03');
    expect(findLetterDate(vnDoc(MODEL_FORM_B1))).toBeUndefined();
  });

  it('counts business days over federal holidays', () => {
    expect(earliestEndDate('2025-06-16').receipt).toBe('2025-06-24'); // Juneteenth, Thu 19 Jun 2025
    expect(earliestEndDate('2025-12-31').receipt).toBe('2026-01-08'); // New Year's Day
  });

  it('reads the model form itemization', () => {
    const it = readItemization(vnDoc(MODEL_FORM_B1));
    expect([it?.base?.value, it?.interest?.value, it?.fees?.value, it?.payments?.value, it?.current?.value].map((m) => (m ? m.value : m))).toEqual([
      2234.56, 75, 25, 50, 2284.56,
    ]);
    expect(it?.referenceDates.map((x) => x.iso)).toEqual(['2017-01-02', '2017-01-02']);
  });

  it("tells the collector's address blocks from the consumer's", () => {
    const d = vnDoc(MODEL_FORM_B1);
    const blocks = classifyBlocks(noticeContext(MODEL_FORM_B1), d, addressBlocks(d));
    expect(blocks.map((b) => b.owner)).toEqual(['collector', 'consumer', 'collector', 'consumer']);
  });
});

describe('robustness', () => {
  it('never throws, whatever the text', () => {
    const inputs = [
      '',
      ' ',
      '\n\n\f\n',
      '$',
      'Dispute',
      'dispute in writing verification 30 days',
      '\u00AD-\n',
      'Ju1y 4, 2O22 $1,234.S6 § 50,09',
      'a'.repeat(10_000),
    ];
    for (const text of inputs)
      for (const unknown of [true, false])
        for (const r of rules)
          expect(() => r.check(noticeContext(text, { unknown, answers: { isFirstContact: true, deliveredElectronically: true } }))).not.toThrow();
  });
});

describe('speed', () => {
  // A hang guard, not a speed target (speed lives in bench/): a pattern that backtracks on long text
  // runs past the tier's test timeout and fails it.
  it('runs the 26 rules on a 200 KB letter, each giving a result', () => {
    const big = `${MODEL_FORM_B1}\n\n${'This notice describes your account and the dispute rights set out above, with the amount of $1,234.56 as of 01/02/2025 and the name and address of the original creditor if you ask in writing '.repeat(1100)}`;
    expect(big.length).toBeGreaterThan(200_000);
    const ctx = noticeContext(big, { unknown: true });
    const statuses = rules.map((r) => r.check(ctx).status);
    expect(statuses).toHaveLength(rules.length);
    for (const status of statuses) expect(['flag', 'pass', 'not_applicable', 'needs_input']).toContain(status);
  });

  it('does not backtrack on hostile text (long runs without sentence ends)', () => {
    const hostile = `${'dispute '.repeat(20_000)}${'a'.repeat(50_000)}${' owe to '.repeat(5_000)}`;
    const ctx = noticeContext(hostile, { unknown: true });
    const t0 = performance.now();
    for (const r of rules) r.check(ctx);
    expect(performance.now() - t0).toBeLessThan(1000);
  });
});
