import type { ViolationHistoryItem } from '@debtshield/contracts';
import { describe, expect, it } from 'vitest';
import { collectorsOf, filterByCollector, sortViolations, violationsCsv, type CsvLabels } from './violations-table';

const v = (over: Partial<ViolationHistoryItem>): ViolationHistoryItem => ({
  id: 'x',
  type: 'threat',
  title: 'Threat',
  description: 'd',
  law: '15 U.S.C. 1692e(5)',
  collectorName: 'Apex',
  letterDate: null,
  date: '2026-11-01T00:00:00.000Z',
  analysisId: null,
  severity: 5,
  confidence: null,
  hasEvidence: false,
  source: 'analysis',
  ...over,
});

const items = [
  v({ id: 'a', date: '2026-11-03T00:00:00.000Z', severity: 4, collectorName: 'Midland', title: 'Zeta' }),
  v({ id: 'b', date: '2026-11-01T00:00:00.000Z', severity: 9, collectorName: 'Apex', title: 'Alpha' }),
  v({ id: 'c', date: '2026-11-02T00:00:00.000Z', severity: 9, collectorName: 'Apex', title: 'Mid' }),
];

describe('the violations table', () => {
  it('sorts by date, seriousness, collector and type, ties newest first', () => {
    expect(sortViolations(items, 'date').map((x) => x.id)).toEqual(['a', 'c', 'b']);
    expect(sortViolations(items, 'value').map((x) => x.id)).toEqual(['c', 'b', 'a']);
    expect(sortViolations(items, 'collector').map((x) => x.id)).toEqual(['c', 'b', 'a']);
    expect(sortViolations(items, 'type').map((x) => x.id)).toEqual(['b', 'c', 'a']);
  });
  it('filters by collector and lists the collectors once each', () => {
    expect(collectorsOf(items)).toEqual(['Apex', 'Midland']);
    expect(filterByCollector(items, 'Apex').map((x) => x.id)).toEqual(['b', 'c']);
    expect(filterByCollector(items, '').length).toBe(3);
  });
  it('exports the rows with the source said in words and formulas neutralised', () => {
    const labels = Object.fromEntries(
      [
        'date',
        'collector',
        'type',
        'title',
        'description',
        'law',
        'letterDate',
        'seriousness',
        'source',
        'evidence',
        'addedByYou',
        'fromLetter',
        'yes',
        'no',
      ].map((k) => [k, k]),
    ) as CsvLabels;
    const csv = violationsCsv([v({ description: '=cmd|" /C calc"!A0', source: 'user_added', hasEvidence: true })], labels);
    const [, row] = csv.split('\r\n');
    expect(row).toContain('"\'=cmd|"" /C calc""!A0"');
    expect(row).toContain('"addedByYou"');
    expect(row).toContain('"yes"');
  });
});
