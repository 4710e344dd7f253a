import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseGenerateArgs, writeReports } from './generate-reports';

describe('generate-reports', () => {
  const dir = mkdtempSync(join(tmpdir(), 'credit-reports-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('needs a folder', () => {
    expect(() => parseGenerateArgs([])).toThrow(/usage/);
    expect(parseGenerateArgs(['--out', dir, '--reports', '2', '--scans'])).toEqual({ out: dir, reports: 2, scans: true });
  });

  it('writes a text PDF and the ground truth per report, the same bytes each time', async () => {
    const files = await writeReports({ out: dir, reports: 1, scans: false });
    expect(files.map((f) => f.slice(dir.length + 1))).toEqual([
      'equifax-0.pdf',
      'equifax-0.truth.json',
      'experian-0.pdf',
      'experian-0.truth.json',
      'transunion-0.pdf',
      'transunion-0.truth.json',
    ]);
    const truth = JSON.parse(readFileSync(join(dir, 'transunion-0.truth.json'), 'utf8')) as { bureau: string; planted: unknown[] };
    expect(truth.bureau).toBe('transunion');
    expect(truth.planted.length).toBeGreaterThan(0);
    const first = readFileSync(join(dir, 'equifax-0.pdf'));
    await writeReports({ out: dir, reports: 1, scans: false });
    expect(readFileSync(join(dir, 'equifax-0.pdf')).equals(first)).toBe(true);
  });
});
