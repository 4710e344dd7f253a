import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANALYSIS_ID, makeAnalysis, makeFreeAnalysis, storeAnalysis } from '../testing/analysis-fixture';
import { readStoredFirstScreen } from './results-first-screen-storage';
import { readStoredAnalysis } from './results-storage';

describe('the stored analysis as the first screen reads it (without the contracts)', () => {
  it('reads what the email gate shows, as the contracts read it', () => {
    for (const analysis of [makeAnalysis(), makeFreeAnalysis()]) {
      storeAnalysis(analysis, { file_name: 'scan.png' });
      const full = readStoredAnalysis();
      expect(full.status).toBe('ready');
      expect(readStoredFirstScreen()).toEqual({
        status: 'ready',
        analysisId: ANALYSIS_ID,
        analysis: {
          strategic_analysis: {
            recommended_strategy: analysis.strategic_analysis.recommended_strategy,
            success_probability: analysis.strategic_analysis.success_probability,
          },
        },
      });
    }
  });

  it('tells a stored failure from nothing usable, as the full reader does', () => {
    expect(readStoredFirstScreen()).toEqual({ status: 'missing' });
    const cases: unknown[] = [
      { success: false, error: 'Failed to analyze letter' },
      { success: false },
      { success: false, error: '  ' },
      { success: false, error: 42 },
      null,
      [],
      'text',
      { analysis_id: ANALYSIS_ID },
      { analysis_id: ANALYSIS_ID, strategic_analysis: { recommended_strategy: 'x', success_probability: '50' } },
    ];
    for (const value of cases) {
      storeAnalysis(value);
      expect(readStoredFirstScreen(), JSON.stringify(value)).toEqual(readStoredAnalysis());
    }
    window.localStorage.setItem('analysisResults', '{not json');
    expect(readStoredFirstScreen()).toEqual({ status: 'missing' });
  });

  it('keeps zod, the contracts and the API client out of the first screen (issue 27: they are 24 KB brotli before it)', () => {
    const dir = path.resolve(import.meta.dirname, '..');
    const firstScreen = [
      'components/results-page.tsx',
      'components/email-gate.tsx',
      'components/email-form.tsx',
      'components/results-loading.tsx',
      'components/analysis-error-view.tsx',
      'api/results-first-screen-storage.ts',
    ];
    for (const file of firstScreen) {
      const valueImports = [...readFileSync(path.join(dir, file), 'utf8').matchAll(/^import (?!type )[^;]*? from '([^']+)'/gms)].map((m) => m[1]);
      expect(
        valueImports.filter((from) => /^zod$|^@debtshield\/contracts|api-client|results-api|results-storage$|hooks\//.test(from ?? '')),
        file,
      ).toEqual([]);
    }
  });
});
