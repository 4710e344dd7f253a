import type { AnalyzeResponse } from '@debtshield/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { claimPendingAnalysis } from '../../../lib/pending-analysis';
import { isLoggedIn } from '../../../lib/session';
import { fetchAnalysis } from '../api/results-api';
import { DEFAULT_FILE_NAME, readStoredAnalysis, writeStoredAnalysis, type StoredAnalysis } from '../api/results-storage';

export type StoredAnalysisState = { status: 'loading' } | StoredAnalysis;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The analysis on the results page. The copy the upload page stored shows at once; then the server
 * presents it again for the access the person has now (GET /api/analysis/{id}): after a checkout, a
 * sign-in (an analysis made before signing in is attached to the account first) or a refund, the page
 * shows what is paid for today, not what was when the letter was uploaded. `?analysis={id}` (the
 * dashboard's history) opens one of the account's analyses by its id. `replace` stores a newer one (answers).
 * The analysis is read again when the person switches language: the server writes it in the language
 * the request asks for (the stored analysis is language-neutral), while the letter's quotes stay as written.
 */
/** `?analysis={id}` names an analysis other than the stored copy: it is fetched by its id. */
const needsFetch = (stored: StoredAnalysis, requestedId: string | null): requestedId is string =>
  Boolean(requestedId && UUID.test(requestedId) && (stored.status !== 'ready' || stored.analysis.analysis_id !== requestedId));

export const useStoredAnalysis = (requestedId: string | null = null) => {
  // The stored copy is read in the first render, so the first screen paints from data already in the
  // browser (no 'loading' frame first, decision 044); only an analysis fetched by id starts loading.
  const [state, setState] = useState<StoredAnalysisState>(() => {
    const stored = readStoredAnalysis();
    return needsFetch(stored, requestedId) ? { status: 'loading' } : stored;
  });
  // The id whose stored copy the first render already shows: the effect need not show it again.
  const shownAtMount = useRef<string | null | undefined>(requestedId);
  const refreshed = useRef<string | null>(null);
  const { i18n } = useTranslation();
  const language = i18n.language;

  useEffect(() => {
    const stored = readStoredAnalysis();
    if (needsFetch(stored, requestedId)) {
      // Another analysis of the account's history: fetched by id (the server checks it is theirs).
      let cancelled = false;
      fetchAnalysis(requestedId, null).then(
        (analysis) => {
          if (cancelled) return;
          const meta = { fileName: DEFAULT_FILE_NAME, timestamp: null };
          writeStoredAnalysis(analysis, meta);
          refreshed.current = `${analysis.analysis_id}|${language}`;
          setState({ status: 'ready', analysis, meta });
        },
        (error: unknown) => {
          if (!cancelled) setState({ status: 'error', message: errorMessage(error) });
        },
      );
      return () => {
        cancelled = true;
      };
    }
    if (shownAtMount.current === requestedId) {
      shownAtMount.current = undefined;
      return undefined;
    }
    setState(stored);
    return undefined;
    // The language is read once here; a switch refreshes through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestedId]);

  const analysisId = state.status === 'ready' ? state.analysis.analysis_id : null;
  useEffect(() => {
    const wanted = `${analysisId}|${language}`;
    if (state.status !== 'ready' || !analysisId || !UUID.test(analysisId) || refreshed.current === wanted) return;
    refreshed.current = wanted;
    const key = state.analysis.analysis_key ?? null;
    let cancelled = false;
    const refresh = async (): Promise<{ next: AnalyzeResponse; claimed: boolean } | null> => {
      if (key && isLoggedIn() && (await claimPendingAnalysis())) {
        const again = readStoredAnalysis();
        return again.status === 'ready' ? { next: again.analysis, claimed: true } : null;
      }
      return { next: await fetchAnalysis(analysisId, key), claimed: false };
    };
    refresh().then(
      (result) => {
        if (cancelled || !result) return;
        const { next, claimed } = result;
        setState((current) => {
          if (current.status !== 'ready' || current.analysis.analysis_id !== next.analysis_id) return current;
          // The secret stays with an analysis not yet attached to an account; a re-read never opens a dispute.
          const { analysis_key: _key, ...rest } = next;
          const keep = claimed ? null : (next.analysis_key ?? current.analysis.analysis_key ?? null);
          const analysis: AnalyzeResponse = { ...rest, ...(keep ? { analysis_key: keep } : {}), dispute_id: current.analysis.dispute_id };
          writeStoredAnalysis(analysis, current.meta);
          return { ...current, analysis };
        });
      },
      () => {
        // Offline, expired (letters are deleted within 1 hour) or not found: the stored copy stays.
      },
    );
    return () => {
      cancelled = true;
    };
  }, [state, analysisId, language]);

  const replace = useCallback((next: AnalyzeResponse) => {
    setState((current) => {
      if (current.status !== 'ready') return current;
      // A re-run does not open a dispute: keep the one the analysis already had.
      const analysis = {
        ...next,
        analysis_key: next.analysis_key ?? current.analysis.analysis_key,
        dispute_id: next.dispute_id ?? current.analysis.dispute_id,
      };
      writeStoredAnalysis(analysis, current.meta);
      return { ...current, analysis };
    });
  }, []);

  return { state, replace };
};
