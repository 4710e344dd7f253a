import { describe, expect, it } from 'vitest';
import { buildReport, formatReport, labelsOfCase, type Observation, observe, parseArgs, summarize, summaryLine, tally } from './accuracy-report';

const obs = (rule: string, expectFlag: boolean, predicted: boolean, extra: Partial<Observation> = {}): Observation => ({
  rule,
  expectFlag,
  predicted,
  knownGap: false,
  source: `src/rules/${rule}/fixtures/x.txt`,
  kind: 'fixture',
  ...extra,
});

describe('accuracy report: computation', () => {
  const observations = [
    obs('a', true, true),
    obs('a', true, true),
    obs('a', true, false),
    obs('a', false, true),
    obs('a', false, false),
    obs('b', false, false, { kind: 'corpus', source: 'corpus/case-1' }),
    obs('b', true, false, { kind: 'corpus', source: 'corpus/case-1', knownGap: true }),
    obs('c', false, false, { kind: 'corpus', source: 'corpus/case-2', knownGap: true }),
  ];

  it('counts TP / FP / FN / TN per rule, in catalogue order, with precision and recall', () => {
    const stats = tally(observations, ['b', 'a', 'c', 'd'], (id) => (id === 'a' ? 'objective' : 'judgment'));
    expect(stats.map((s) => s.rule)).toEqual(['b', 'a', 'c', 'd']);
    expect(stats[1]).toEqual({
      rule: 'a',
      kind: 'objective',
      tp: 2,
      fp: 1,
      fn: 1,
      tn: 1,
      precision: 2 / 3,
      recall: 2 / 3,
      fixtures: 5,
      corpus: 0,
      knownGapErrors: 0,
    });
    expect(stats[0]).toMatchObject({ tp: 0, fp: 0, fn: 1, tn: 1, precision: null, recall: 0, corpus: 2, knownGapErrors: 1 });
    expect(stats[3]).toMatchObject({ tp: 0, fp: 0, fn: 0, tn: 0, precision: null, recall: null });
  });

  it('keeps a rule that is not in the catalogue rather than dropping its labels', () => {
    expect(tally([obs('zz', true, true)], ['a']).map((s) => s.rule)).toEqual(['a', 'zz']);
  });

  it('summarises over all labels and lists rules with errors and fixed known gaps', () => {
    const stats = tally(observations, ['a', 'b', 'c']);
    const s = summarize(stats, observations, { fixtures: 5, corpus: 2 }, ['x', 'x']);
    expect(s).toEqual({
      rules: 3,
      rulesWithLabels: 3,
      samples: { fixtures: 5, corpus: 2 },
      labels: 8,
      tp: 2,
      fp: 1,
      fn: 2,
      tn: 3,
      precision: 2 / 3,
      recall: 0.5,
      byKind: {
        fixture: { tp: 2, fp: 1, fn: 1, tn: 1, precision: 2 / 3, recall: 2 / 3 },
        corpus: { tp: 0, fp: 0, fn: 1, tn: 2, precision: null, recall: 0 },
      },
      rulesWithFalsePositives: ['a'],
      rulesWithFalseNegatives: ['a', 'b'],
      knownGapErrors: 1,
      fixedKnownGaps: ['corpus/case-2: c'],
      ruleErrors: ['x'],
    });
    expect(summaryLine(s)).toBe(
      '3/3 rules, 5 fixtures + 2 corpus letters, 8 labels: TP 2 FP 1 FN 2 TN 3, precision 66.7%, recall 50.0% (corpus alone: precision —, recall 0.0%); 1 rules with false positives, 2 with false negatives; 1 known-gap errors, 1 known gaps now fixed; rules that threw: x',
    );
  });

  it('prints a table, the wrong calls on request, and the summary line last', () => {
    const report = buildReport(observations, ['a', 'b', 'c'], { fixtures: 5, corpus: 2 });
    expect(report.errors).toHaveLength(3);
    const text = formatReport(report, { errors: true });
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^rule\s+kind\s+TP\s+FP\s+FN\s+TN\s+precision\s+recall\s+fixtures\s+corpus$/);
    expect(lines[2]).toMatch(/^a\s+2\s+1\s+1\s+1\s+66\.7%\s+66\.7%\s+5\s+0$/);
    expect(text).toContain('  FN  b  corpus/case-1  (known gap)');
    expect(text).toContain('Known gaps the analyzer now gets right');
    expect(lines.at(-1)).toBe(summaryLine(report.summary));
    expect(formatReport(report)).not.toContain('Wrong calls');
  });

  it('turns a corpus case into labels and compares them with the findings', () => {
    const labels = labelsOfCase({ mustFlag: ['a', 'b'], mustNotFlag: ['c'], knownGaps: ['b'] });
    expect(labels).toEqual([
      { rule: 'a', expectFlag: true, knownGap: false },
      { rule: 'b', expectFlag: true, knownGap: true },
      { rule: 'c', expectFlag: false, knownGap: false },
    ]);
    expect(observe({ kind: 'corpus', source: 'corpus/x', labels }, new Set(['a', 'c'])).map((o) => [o.rule, o.predicted])).toEqual([
      ['a', true],
      ['b', false],
      ['c', true],
    ]);
  });

  it('parses its arguments, and refuses the retired rotation with its reason (decision 082)', () => {
    expect(parseArgs([], {})).toEqual({ json: false, errors: false, help: false });
    expect(parseArgs(['--json', '--errors'], {})).toEqual({ json: true, errors: true, help: false });
    expect(() => parseArgs(['--rotate'], {})).toThrow(/retired \(decision 082\)/);
    expect(() => parseArgs([], { DS_CORPUS_ROTATE: '1' })).toThrow(/retired \(decision 082\)/);
    expect(parseArgs([], { DS_CORPUS_ROTATE: '0' })).toEqual({ json: false, errors: false, help: false });
    expect(() => parseArgs(['--csv'])).toThrow(/unknown argument/);
  });
});
