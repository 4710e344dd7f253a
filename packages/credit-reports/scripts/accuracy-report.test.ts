import { describe, expect, it } from 'vitest';
import { formatRow, HEADER, parseArgs, run } from './accuracy-report';

describe('credit:report', () => {
  it('reads its options and refuses bad ones', () => {
    expect(parseArgs([])).toEqual({ reports: 3, scans: 1, verbose: false });
    expect(parseArgs(['--reports', '2', '--scans', '0', '--verbose'])).toEqual({ reports: 2, scans: 0, verbose: true });
    expect(() => parseArgs(['--reports', '0'])).toThrow(/usage/);
  });

  it('scores text PDFs of each bureau', async () => {
    const rows = await run({ reports: 1, scans: 0, verbose: false });
    expect(rows.map((r) => `${r.bureau} ${r.input}`)).toEqual(['equifax text PDF', 'experian text PDF', 'transunion text PDF']);
    for (const r of rows) {
      expect(r.fields.fp).toBe(0);
      expect(r.fields.fn).toBe(0);
      expect(r.found).toBe(r.planted);
      expect(r.onCorrect).toBe(0);
      expect(formatRow(r).split(/\s+/).length).toBeGreaterThanOrEqual(HEADER.split(/\s{2,}/).length);
    }
  });
});
