import { describe, expect, it } from 'vitest';
import { makeAnalysis, storeAnalysis } from '../testing/analysis-fixture';
import { readStoredAnalysis, writeStoredAnalysis } from './results-storage';

describe('stored analysis', () => {
  it('reads an analysis with its file name and timestamp, defaulting the file name', () => {
    storeAnalysis(makeAnalysis(), { file_name: 'scan.png', timestamp: '2025-03-01T10:00:00.000Z' });
    expect(readStoredAnalysis()).toMatchObject({ status: 'ready', meta: { fileName: 'scan.png', timestamp: '2025-03-01T10:00:00.000Z' } });
    storeAnalysis(makeAnalysis());
    expect(readStoredAnalysis()).toMatchObject({ status: 'ready', meta: { fileName: 'debt_letter.pdf', timestamp: null } });
  });

  it('tells a stored failure from nothing usable', () => {
    expect(readStoredAnalysis()).toEqual({ status: 'missing' });
    storeAnalysis({ success: false, error: 'Failed to analyze letter' });
    expect(readStoredAnalysis()).toEqual({ status: 'error', message: 'Failed to analyze letter' });
    window.localStorage.setItem('analysisResults', 'null');
    expect(readStoredAnalysis()).toEqual({ status: 'missing' });
  });

  it('writes an analysis back with its meta', () => {
    writeStoredAnalysis(makeAnalysis(), { fileName: 'a.pdf', timestamp: null });
    expect(readStoredAnalysis()).toMatchObject({ status: 'ready', meta: { fileName: 'a.pdf' } });
  });
});
