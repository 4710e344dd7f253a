import type { AnalyzeResponse } from '@debtshield/contracts';
import { useCallback, useEffect, useState } from 'react';
import { readStoredAnalysis, writeStoredAnalysis, type StoredAnalysis } from '../api/results-storage';

export type StoredAnalysisState = { status: 'loading' } | StoredAnalysis;

/** The analysis the upload page stored, read once on mount; `replace` stores a newer one (answers). */
export const useStoredAnalysis = () => {
  const [state, setState] = useState<StoredAnalysisState>({ status: 'loading' });

  useEffect(() => {
    setState(readStoredAnalysis());
  }, []);

  const replace = useCallback((next: AnalyzeResponse) => {
    setState((current) => {
      if (current.status !== 'ready') return current;
      // A re-run does not open a dispute: keep the one the analysis already had.
      const analysis = { ...next, dispute_id: next.dispute_id ?? current.analysis.dispute_id };
      writeStoredAnalysis(analysis, current.meta);
      return { ...current, analysis };
    });
  }, []);

  return { state, replace };
};
