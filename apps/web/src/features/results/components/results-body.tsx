import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { z } from 'zod';
import { paths } from '../../../config/paths';
import { pastResultsGate } from '../../../lib/past-results-gate';
import { useStoredAnalysis } from '../hooks/use-stored-analysis';
import { AnalysisErrorView } from './analysis-error-view';
import { EmailGate } from './email-gate';
import { FullResults, type ComboSelection, type CounterLetter } from './full-results';
import { ResultsLoading } from './results-loading';

/** What the response tracker may hand over when it opens the results with a counter-letter. */
const CounterLetterStateSchema = z.object({ counterLetter: z.string().min(1).max(50_000), responseType: z.string().max(100).optional() });

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
 * The results page past its first screen (spec 000 §2, §4), a part of the page of its own
 * (results-page.tsx): the stored analysis read with the contracts (or fetched by its id), then the
 * error view, the email gate (an analysis fetched by id for a visitor) or the full results. Nothing
 * stored, or nothing the contracts accept, goes to /upload.
 */
export const ResultsBody = () => {
  const [params] = useSearchParams();
  const { state, replace } = useStoredAnalysis(params.get('analysis'));
  const location = useLocation();
  const [gatePassed, setGatePassed] = useState(pastResultsGate);

  if (state.status === 'loading') return <ResultsLoading />;
  if (state.status === 'missing') return <Navigate to={paths.upload} replace />;
  if (state.status === 'error') return <AnalysisErrorView message={state.message} />;
  if (!gatePassed) return <EmailGate analysis={state.analysis} onDone={() => setGatePassed(true)} />;

  const counter = CounterLetterStateSchema.safeParse(location.state);
  const counterLetter: CounterLetter | null = counter.success ? { content: counter.data.counterLetter, responseType: counter.data.responseType ?? null } : null;

  return <FullResults analysis={state.analysis} meta={state.meta} onAnalysisChange={replace} combo={readCombo(params)} counterLetter={counterLetter} />;
};
