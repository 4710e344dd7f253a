import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ensureCatalogue } from '../../../i18n';
import { lazyPart } from '../../../lib/lazy-part';
import { pastResultsGate } from '../../../lib/past-results-gate';
import { readStoredFirstScreen } from '../api/results-first-screen-storage';
import { AnalysisErrorView } from './analysis-error-view';
import { EmailGate } from './email-gate';
import { ResultsLoading } from './results-loading';

/*
 * A visitor's first screen is the email gate: it reads what it shows of the stored analysis by hand
 * (readStoredFirstScreen), so it needs neither zod nor the contracts' schemas, nor the full results
 * (most of this page's code) nor every page's strings (issue 27). Those come with the rest of the page
 * (results-body.tsx), which reads the analysis again with the contracts: fetched with the page when
 * the gate is already passed (preloadResultsFirstScreen, app/routes.tsx), when the person starts on
 * the gate's form, or when the gate is passed.
 */
const resultsBody = lazyPart(() => Promise.all([import('./results-body'), ensureCatalogue('pages')]).then(([m]) => m.ResultsBody), ResultsLoading);
const ResultsBody = resultsBody.Part;

/** The code and strings the first screen of /results needs, before its first render (app/routes.tsx). */
export const preloadResultsFirstScreen = async (): Promise<void> => {
  if (pastResultsGate()) await resultsBody.preload();
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /results (spec 000 §2, §4): for a visitor, the email gate over the stored analysis (or the error
 * view, or /upload when nothing is stored); past the gate, or for an analysis named by its id
 * (`?analysis=`, fetched), the rest of the page.
 */
export const ResultsPage = () => {
  const [params] = useSearchParams();
  // Read in the first render, so the first screen paints from data already in the browser (decision 044).
  const [stored] = useState(readStoredFirstScreen);
  const [gatePassed, setGatePassed] = useState(pastResultsGate);
  const requested = params.get('analysis');
  const otherAnalysis = Boolean(requested && UUID.test(requested) && (stored.status !== 'ready' || stored.analysisId !== requested));

  if (gatePassed || otherAnalysis) return <ResultsBody />;
  if (stored.status === 'missing') return <Navigate to={paths.upload} replace />;
  if (stored.status === 'error') return <AnalysisErrorView message={stored.message} />;
  return <EmailGate analysis={stored.analysis} onStart={() => void resultsBody.preload().catch(() => undefined)} onDone={() => setGatePassed(true)} />;
};
