/**
 * The whole-letter corpus (packages/analyzer/corpus/, see its README): every case goes through
 * analyzeText with its answers and today; what the law says must be flagged is flagged, what it
 * says must not be is not. Known gaps (the analyzer disagrees with the law today) are listed with
 * their reason in the case's expected.json and left out, so this fails only on regressions.

 */
import { describe, expect, it } from 'vitest';
import { ALL_RULES, CORPUS_DIR, CORPUS_STYLES, judgeCase, loadCorpus, validateExpectation } from './load-corpus';
import { analyzeText } from '../src/index';

const cases = loadCorpus();

describe('the letter corpus', () => {
  it('has at least 14 whole letters in every collector style', () => {
    expect(cases.length).toBeGreaterThanOrEqual(14);
    const styles = new Set(cases.map((c) => c.expected.style));
    expect(CORPUS_STYLES.filter((s) => !styles.has(s))).toEqual([]);
    expect(CORPUS_DIR).toMatch(/corpus$/);
  });

  it('includes letters that must flag nothing (a compliant notice, the model form, a clean later letter)', () => {
    const clean = cases.filter((c) => c.expected.notFlagged.includes(ALL_RULES)).map((c) => c.name);
    expect(clean).toEqual(expect.arrayContaining(['agency-reg-f-compliant', 'model-form-b1', 'later-letter-clean']));
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s: flags what the law requires and nothing it forbids', (_name, c) => {
    const result = analyzeText(c.text, { answers: c.expected.answers, today: c.expected.today });
    expect(result.errors).toEqual([]);
    const verdict = judgeCase(c, result.findings);
    expect({ missing: verdict.missing, unexpected: verdict.unexpected, notInfo: verdict.notInfo }).toEqual({ missing: [], unexpected: [], notInfo: [] });
  });
});

describe('corpus expectations', () => {
  const valid = {
    style: 'agency',
    answers: {},
    today: '2025-01-01',
    flagged: ['threat_violence'],
    notFlagged: ['threat_arrest_or_criminal'],
    notes: 'A valid expectation with enough words to explain itself (§1.8).',
  };

  it('accepts a valid expected.json', () => {
    expect(validateExpectation(valid, 'x')).toEqual(valid);
  });

  it('refuses unknown ids, overlaps, a bad date and unexplained gaps', () => {
    expect(() => validateExpectation({ ...valid, flagged: ['no_such_rule'] }, 'x')).toThrow(/unknown rule id no_such_rule/);
    expect(() => validateExpectation({ ...valid, notFlagged: ['threat_violence'] }, 'x')).toThrow(/both flagged and notFlagged/);
    expect(() => validateExpectation({ ...valid, today: '1/2/2025' }, 'x')).toThrow(/today/);
    expect(() => validateExpectation({ ...valid, knownGaps: ['threat_violence'] }, 'x')).toThrow(/knownGapReasons.threat_violence/);
    expect(() => validateExpectation({ ...valid, knownGaps: ['threat_seizure_garnishment'], knownGapReasons: { threat_seizure_garnishment: 'x'.repeat(30) } }, 'x')).toThrow(
      /in neither flagged nor notFlagged/,
    );
  });

  it('judges findings against the law, leaving known gaps out', () => {
    const c = {
      mustFlag: ['threat_violence', 'threat_arrest_or_criminal'],
      mustNotFlag: ['obscene_or_abusive_language', 'debtor_list_publication'],
      knownGaps: ['threat_arrest_or_criminal', 'debtor_list_publication'],
      expected: { ...valid, onlyInfo: true },
    };
    const verdict = judgeCase(c, [
      { id: 'threat_violence', level: 'info' },
      { id: 'obscene_or_abusive_language', level: 'violation' },
      { id: 'debtor_list_publication', level: 'info' },
    ]);
    expect(verdict).toEqual({
      missing: [],
      unexpected: ['obscene_or_abusive_language'],
      notInfo: ['obscene_or_abusive_language'],
      fixedGaps: [],
      openGaps: ['threat_arrest_or_criminal', 'debtor_list_publication'],
    });
    expect(judgeCase(c, [{ id: 'threat_arrest_or_criminal', level: 'info' }]).fixedGaps).toEqual(['threat_arrest_or_criminal', 'debtor_list_publication']);
    expect(judgeCase(c, []).missing).toEqual(['threat_violence']);
  });
});
