import { describe, expect, it } from 'vitest';
import type { AnalysisSummary } from '../letters/letter-inputs';
import { letterKeys, onePerLetter } from './same-letter';

const row = (id: string, fileSha256: string | null, summary: Partial<AnalysisSummary>) => ({ id, fileSha256, summary });
const facts = (last4: string) => ({ accountNumbers: [{ masked: `****${last4}`, last4 }] }) as unknown as AnalysisSummary['facts'];

describe('one analysis per letter (issue 27)', () => {
  it('keeps the newest analysis of the same file, and of the same collector, account and date', () => {
    const rows = [
      row('newest', 'h1', { collectorName: 'Midland Credit Management, Inc.', letterDate: '2026-10-01', facts: facts('1234') }),
      row('same-file', 'h1', {}),
      row('new-photo', 'h2', { collectorName: 'MIDLAND CREDIT MANAGEMENT INC', letterDate: '2026-10-01', facts: facts('1234') }),
      row('other-account', 'h3', { collectorName: 'Midland Credit Management, Inc.', letterDate: '2026-10-01', facts: facts('9999') }),
      row('other-date', 'h4', { collectorName: 'Midland Credit Management, Inc.', letterDate: '2026-11-01', facts: facts('1234') }),
    ];
    expect(onePerLetter(rows).map((r) => r.id)).toEqual(['newest', 'other-account', 'other-date']);
  });

  it('never merges analyses it cannot tell apart by anything known (no file hash, a fact missing)', () => {
    const rows = [
      row('a', null, { collectorName: 'Midland', letterDate: '2026-10-01' }),
      row('b', null, { collectorName: 'Midland', letterDate: '2026-10-01' }),
    ];
    expect(letterKeys(rows[0]!)).toEqual([]);
    expect(onePerLetter(rows).map((r) => r.id)).toEqual(['a', 'b']);
  });
});
