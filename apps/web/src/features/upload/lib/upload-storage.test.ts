import { describe, expect, it } from 'vitest';
import { analyzeResponse } from '../testing/fixtures';
import { readSavedState, saveChosenState, saveGuessedState, storeAnalysisResults } from './upload-storage';

describe('saved state', () => {
  it('reads session storage first, then local storage, and ignores nonsense', () => {
    expect(readSavedState()).toBeNull();
    window.localStorage.setItem('userState', 'tx');
    expect(readSavedState()).toBe('TX');
    window.sessionStorage.setItem('userState', 'NY');
    expect(readSavedState()).toBe('NY');
    window.sessionStorage.setItem('userState', 'Narnia');
    expect(readSavedState()).toBe('TX');
  });

  it('saves a chosen state to both storages, a guess to the session only', () => {
    saveGuessedState('CA');
    expect(window.sessionStorage.getItem('userState')).toBe('CA');
    expect(window.localStorage.getItem('userState')).toBeNull();
    saveChosenState('OR');
    expect(window.sessionStorage.getItem('userState')).toBe('OR');
    expect(window.localStorage.getItem('userState')).toBe('OR');
  });
});

describe('storeAnalysisResults (spec 000 §3)', () => {
  it('keeps the answer with timestamp and file name in local and session storage', () => {
    const data = analyzeResponse({ dispute_id: 'disp-1' });
    storeAnalysisResults(data, 'scan.jpg', new Date('2025-03-04T05:06:07.000Z'));
    const local = JSON.parse(window.localStorage.getItem('analysisResults') ?? 'null');
    expect(local).toEqual({ ...data, timestamp: '2025-03-04T05:06:07.000Z', file_name: 'scan.jpg' });
    expect(JSON.parse(window.sessionStorage.getItem('analysisResults') ?? 'null')).toEqual(local);
    expect(window.sessionStorage.getItem('debtLetterFileName')).toBe('scan.jpg');
    expect(window.sessionStorage.getItem('currentDisputeId')).toBe('disp-1');
  });

  it("names the file 'debt_letter.pdf' when no name is known", () => {
    expect(storeAnalysisResults(analyzeResponse(), null).file_name).toBe('debt_letter.pdf');
    expect(storeAnalysisResults(analyzeResponse(), '  ').file_name).toBe('debt_letter.pdf');
  });
});
