import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { z } from 'zod';
import { paths } from '../../../config/paths';
import { ensureCatalogue } from '../../../i18n';
import { lazyPart } from '../../../lib/lazy-part';
import { pastResultsGate } from '../../../lib/past-results-gate';
import { useStoredAnalysis } from '../hooks/use-stored-analysis';
import { AnalysisErrorView } from './analysis-error-view';
import { EmailGate } from './email-gate';
import type { ComboSelection, CounterLetter } from './full-results';
import { ResultsLoading } from './results-loading';

/** What the response tracker may hand over when it opens the results with a counter-letter. */
const CounterLetterStateSchema = z.object({ counterLetter: z.string().min(1).max(50_000), responseType: z.string().max(100).optional() });

/*
 * The full results (most of this page's code) and every page's strings load only once the person is
 * past the email gate: a visitor's first screen is the gate, which needs neither (issue 27). Fetched
 * with the page when the gate is already passed (preloadResultsFirstScreen, app/routes.tsx), when the
 * person starts on the gate's form, or when the gate is passed.
 */
const fullResults = lazyPart(() => Promise.all([import('./full-results'), ensureCatalogue('pages')]).then(([m]) => m.FullResults), ResultsLoading);
const FullResults = fullResults.Part;

/** The code and strings the first screen of /results needs, before its first render (app/routes.tsx). */
export const preloadResultsFirstScreen = async (): Promise<void> => {
  if (pastResultsGate()) await fullResults.preload();
};

const readCombo = (params: URLSearchParams): ComboSelection | null => {
  const ids = (params.get('violations') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '')
    .slice(0, 100);
  if (ids.length === 0) return null;
  const name = params.get('combo')?.trim().slice(0, 120);
  return { ids, name: name || null };
};

/**
 * /results (spec 000 §2, §4): loading, then the error view, the email gate (no email given, results
 * exist, not signed in) or the full results. Nothing stored, or nothing readable, goes to /upload.
 */
export const ResultsPage = () => {
  const [params] = useSearchParams();
  const { state, replace } = useStoredAnalysis(params.get('analysis'));
  const location = useLocation();
  const [gatePassed, setGatePassed] = useState(pastResultsGate);

  if (state.status === 'loading') return <ResultsLoading />;
  if (state.status === 'missing') return <Navigate to={paths.upload} replace />;
  if (state.status === 'error') return <AnalysisErrorView message={state.message} />;
  if (!gatePassed)
    return <EmailGate analysis={state.analysis} onStart={() => void fullResults.preload().catch(() => undefined)} onDone={() => setGatePassed(true)} />;

  const counter = CounterLetterStateSchema.safeParse(location.state);
  const counterLetter: CounterLetter | null = counter.success ? { content: counter.data.counterLetter, responseType: counter.data.responseType ?? null } : null;

  return <FullResults analysis={state.analysis} meta={state.meta} onAnalysisChange={replace} combo={readCombo(params)} counterLetter={counterLetter} />;
};
