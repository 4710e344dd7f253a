import type { AnalyzeResponse, Letter } from '@debtshield/contracts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { CourtPaperNotice, timeBarAnswered } from '../../lawsuit';
import { isLoggedIn } from '../../../lib/session';
import type { StoredMeta } from '../api/results-storage';
import { useAnalysisHistory } from '../hooks/use-analysis-history';
import { generateErrorText, useDownloadLetter, useGenerateLetter } from '../hooks/use-letter-actions';
import { AnalysisQuestionsForm } from './analysis-questions-form';
import { CompliancePlaybook } from './compliance-playbook';
import { DeadlinesCard } from './deadlines-card';
import { EnhancementCard } from './enhancement-card';
import { ExtractionNotice } from './extraction-notice';
import { LetterFacts } from './letter-facts';
import { LetterPreview } from './letter-preview';
import { StickyNextAction } from './next-action';
import { ResultsActions } from './results-actions';
import { ResultsCard } from './results-card';
import { ResultsHeader } from './results-header';
import { SettlementCalculator } from './settlement-calculator';
import { SolCard } from './sol-card';
import { StrategyCard } from './strategy-card';
import { SECTION_IDS, ThisWeek } from './this-week';
import { UrgencyList } from './urgency-list';
import { ViolationList } from './violation-list';

/** `/results?violations={ids}&combo={name}`: a power letter's violations, from the stored analysis. */
export type ComboSelection = { ids: string[]; name: string | null };
/** A counter-letter the response tracker generated, handed over in the navigation state. */
export type CounterLetter = { content: string; responseType: string | null };

export type FullResultsProps = {
  analysis: AnalyzeResponse;
  meta: StoredMeta;
  onAnalysisChange: (next: AnalyzeResponse) => void;
  combo: ComboSelection | null;
  counterLetter: CounterLetter | null;
};

// Mismatches with the person's credit report are rare on a collector's letter and never in the first
// screen: the credit feature (its index brings the credit center and Radix tabs) loads only when there are some.
const LetterMismatches = lazy(() => import('../../credit').then((m) => ({ default: m.LetterMismatches })));
// The unlock dialog (Radix, its own chunk) loads when the person opens it, not with the first screen (decision 044).
const UnlockDialog = lazy(() => import('./unlock-dialog').then((m) => ({ default: m.UnlockDialog })));

export const FullResults = ({ analysis, meta, onAnalysisChange, combo, counterLetter }: FullResultsProps) => {
  const { t } = useTranslation();
  const loggedIn = isLoggedIn();
  const { access, flow_type: flow } = analysis;
  const [unlockOpen, setUnlockOpen] = useState(access.upgrade_required);
  // How many times the answers updated the results: each update moves the focus (and the view) to its confirmation,
  // since the form that had the focus is replaced, and on a phone the confirmation sits far above the button.
  const [updates, setUpdates] = useState(0);
  const updatedNote = useRef<HTMLParagraphElement | null>(null);
  useEffect(() => {
    if (updates > 0) updatedNote.current?.focus();
  }, [updates]);
  const openUnlock = () => setUnlockOpen(true);
  const nextAction = useRef<HTMLElement | null>(null);
  const courtPaper = analysis.court_paper?.is_court_paper === true;
  const navigate = useNavigate();
  const [trackFailed, setTrackFailed] = useState(false);

  useAnalysisHistory(analysis, meta);

  const shown = analysis.violations.violations;
  const comboViolations = combo ? shown.filter((v) => combo.ids.includes(v.id) || combo.ids.includes(v.type)) : [];
  const comboMissing = combo ? combo.ids.filter((id) => !shown.some((v) => v.id === id || v.type === id)).length : 0;

  const generate = useGenerateLetter(analysis, combo ? comboViolations.map((v) => v.id) : undefined);
  const download = useDownloadLetter(analysis, t);

  const baseLetter: Letter = counterLetter
    ? { kind: 'counter', subject: '', content: counterLetter.content, is_preview: false, notes: [], follow_up_date: null }
    : analysis.letter;
  const letter = generate.data?.letter ?? baseLetter;
  const letterLocked = letter.is_preview || (!counterLetter && !generate.data && !access.can_view_full_letter);
  const enhanced = flow === 'enhance' && analysis.enhancement && !analysis.enhancement.is_preview ? analysis.enhancement.enhanced : null;
  const downloadContent = generate.data || counterLetter ? letter.content : (enhanced ?? letter.content);
  const canDownload = access.can_download && !letterLocked;
  const enhancedOnly = flow === 'enhance' && Boolean(analysis.enhancement) && !generate.data && !counterLetter;

  const onDownload = () => {
    if (!canDownload) {
      openUnlock();
      return;
    }
    download.reset();
    download.mutate(downloadContent);
  };

  /**
   * Track Response: the tracker's page for the dispute this letter opened; a letter not written yet
   * is written first (that opens the dispute). Not signed in: sign in, then back to these results.
   */
  const onTrack = () => {
    if (!loggedIn) {
      void navigate(paths.login, { state: { from: paths.results } });
      return;
    }
    const open = (id: string) => void navigate(paths.responseTrackerDetail.replace(':disputeId', encodeURIComponent(id)));
    const existing = generate.data?.dispute_id ?? analysis.dispute_id;
    if (existing) {
      open(existing);
      return;
    }
    setTrackFailed(false);
    generate.mutate(undefined, {
      onSuccess: (data) => (data.dispute_id ? open(data.dispute_id) : setTrackFailed(true)),
      onError: () => setTrackFailed(true),
    });
  };

  const actionStatus = download.data
    ? download.data === 'pdf'
      ? t('results.actions.pdfDone')
      : t('results.actions.pdfFallback')
    : generate.isSuccess
      ? // "Ready" only when the person can read it; a locked letter says what unlocks it.
        letterLocked
        ? t('results.actions.generatedLocked')
        : t('results.actions.generated')
      : null;

  return (
    <div className="space-y-6 pb-24 sm:pb-0">
      <ResultsHeader analysis={analysis} fileName={meta.fileName} />
      {/* A court paper (decision 027): what it is and the way to the answer deadline come before everything else. */}
      {analysis.court_paper && (
        <CourtPaperNotice
          courtPaper={analysis.court_paper}
          state={analysis.sol.state ?? ''}
          analysisId={analysis.analysis_id}
          pastLimitationPeriod={timeBarAnswered(analysis.sol)}
        />
      )}
      {/* On a court paper the one next action is the answer deadline (the notice above), not a letter's "This week". */}
      {!courtPaper && (
        <>
          {/* The first screen (issue 27): "This week", three steps in the order of what protects the person, each with its date and one action. */}
          <ThisWeek
            analysis={analysis}
            sectionRef={nextAction}
            canDownload={canDownload}
            downloading={download.isPending}
            onDownload={onDownload}
            onTrack={onTrack}
            tracking={generate.isPending}
          />
          <div aria-live="polite" className="empty:hidden">
            {actionStatus ? <p className="text-slate-800">{actionStatus}</p> : null}
          </div>
          {trackFailed ? (
            <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 font-medium text-red-900">
              {t('results.thisWeek.keep.failed')}
            </p>
          ) : null}
          <StrategyCard strategy={analysis.strategic_analysis} />
        </>
      )}
      <ExtractionNotice extraction={analysis.extraction} />
      {!courtPaper && <LetterFacts fields={analysis.fields} />}
      <div role="status">
        {updates > 0 && (
          <p
            ref={updatedNote}
            tabIndex={-1}
            className="scroll-mt-4 rounded-md border border-emerald-500 bg-emerald-50 p-3 font-medium text-emerald-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700"
          >
            {t('results.questions.updated')}
          </p>
        )}
      </div>

      {combo ? (
        <>
          <ViolationList
            title={combo.name ?? t('results.violations.title')}
            lead={t('results.combo.lead')}
            violations={comboViolations}
            hiddenCount={analysis.violations.hidden_count > 0 ? comboMissing : 0}
            onUnlock={openUnlock}
          />
          {comboViolations.length === 0 && analysis.violations.hidden_count === 0 && <p className="text-slate-800">{t('results.combo.notFound')}</p>}
          <Link to={paths.results} className="inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-4">
            {t('results.combo.showAll')}
          </Link>
        </>
      ) : analysis.violations.violation_count === 0 ? (
        <CompliancePlaybook openQuestions={analysis.questions.length} questionsId={SECTION_IDS.questions} />
      ) : (
        <ViolationList violations={shown} hiddenCount={analysis.violations.hidden_count} onUnlock={openUnlock} />
      )}

      {(analysis.credit_report_mismatches ?? []).length > 0 ? (
        <Suspense fallback={null}>
          <LetterMismatches mismatches={analysis.credit_report_mismatches ?? []} context="letter" />
        </Suspense>
      ) : null}

      {/* The letter right after the findings; the questions, the statute of limitations and the rest follow it.
          In the enhance flow the person's own letter, improved, is the letter: one preview, one unlock. */}
      {enhancedOnly && analysis.enhancement ? (
        <EnhancementCard enhancement={analysis.enhancement} onUnlock={openUnlock} />
      ) : (
        <ResultsCard collapsible title={counterLetter && !generate.data ? t('results.letter.counterTitle') : t('results.letter.title')}>
          {counterLetter?.responseType && !generate.data && (
            <p className="text-sm text-slate-700">{t('results.letter.responseType', { type: counterLetter.responseType })}</p>
          )}
          <LetterPreview letter={letter} locked={letterLocked} onUnlock={openUnlock} />
        </ResultsCard>
      )}

      <ResultsActions
        flow={flow}
        loggedIn={loggedIn}
        combo={combo !== null}
        generating={generate.isPending}
        onGenerate={() => generate.mutate()}
        error={generate.isError ? generateErrorText(generate.error, t) : null}
      />
      {analysis.enhancement && !enhancedOnly && <EnhancementCard enhancement={analysis.enhancement} onUnlock={openUnlock} />}

      <AnalysisQuestionsForm
        id={SECTION_IDS.questions}
        key={`${analysis.analysis_id}:${analysis.questions.map((q) => q.id).join(',')}`}
        analysis={analysis}
        onUpdated={(next) => {
          onAnalysisChange(next);
          setUpdates((n) => n + 1);
        }}
      />
      <SolCard sol={analysis.sol} id={SECTION_IDS.sol} />
      <DeadlinesCard analysis={analysis} id={SECTION_IDS.deadlines} />
      <UrgencyList urgency={analysis.urgency} />
      <SettlementCalculator analysis={analysis} loggedIn={loggedIn} onUnlock={openUnlock} />

      {analysis.assumptions.length > 0 && (
        <details className="rounded-xl border border-slate-200 bg-white p-4">
          <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand-800">{t('results.assumptions.title')}</summary>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
            {analysis.assumptions.map((assumption) => (
              <li key={assumption}>{assumption}</li>
            ))}
          </ul>
        </details>
      )}
      {analysis.disclaimer.trim() !== '' && <p className="text-sm text-slate-700">{analysis.disclaimer}</p>}

      {!courtPaper && <StickyNextAction sectionRef={nextAction} canDownload={canDownload} downloading={download.isPending} onAction={onDownload} />}
      {unlockOpen ? (
        <Suspense fallback={null}>
          <UnlockDialog open onClose={() => setUnlockOpen(false)} analysis={analysis} loggedIn={loggedIn} />
        </Suspense>
      ) : null}
    </div>
  );
};
