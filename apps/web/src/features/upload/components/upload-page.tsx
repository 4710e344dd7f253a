import { ArrowLeft } from 'lucide-react';
import { MAX_LETTER_FILES, type FlowType } from '@debtshield/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { localIsoDate } from '@debtshield/clocks';
import { isAbortError } from '../api/analyze-letter';
import { buildAnalyzeForm } from '../api/build-analyze-form';
import { useActiveDisputes } from '../api/get-active-disputes';
import { useAnalyzeLetter } from '../hooks/use-analyze-letter';
import { useLetterPages } from '../hooks/use-letter-pages';
import { useStateChoice } from '../hooks/use-state-choice';
import { useUploadParams } from '../hooks/use-upload-params';
import { EMPTY_RESPONSE_LETTER, responseLetterSchema, type ResponseLetterValues } from '../lib/response-letter-schema';
import { readStoredAccount } from '../lib/stored-account';
import { storeAnalysisResults, UPLOAD_SESSION_KEYS, writeSession } from '../lib/upload-storage';
import type { UploadContext } from '../lib/upload-params';
import { browserImageCodec } from '../lib/browser-image-codec';
import type { ImageCodec } from '../lib/downscale-image';
import { isPdf, type LetterFileProblem } from '../lib/validate-letter-files';
import { AnalyzeStatus } from './analyze-status';
import { ContextChooser } from './context-chooser';
import { DecisiveQuestions, earlyAnswersPayload, type EarlyAnswers } from './decisive-questions';
import { FieldAlert } from './field-alert';
import { FlowSelector } from './flow-selector';
import { LetterDropZone } from './letter-drop-zone';
import { LetterPages } from './letter-pages';
import { NextSteps } from './next-steps';
import { PreparingStatus } from './preparing-status';
import { ResponseLetterStep } from './response-letter-step';
import { StatePicker } from './state-picker';
import { UploadTips } from './upload-tips';

export type UploadPageProps = {
  /** Decodes and re-encodes photos to downscale them; the browser's unless a test supplies a fake. */
  imageCodec?: ImageCodec;
};

/**
 * /upload and /debt-analyzer (spec 000 §2): choose what to do, the state, the letter (photos or a
 * PDF, photos downscaled in the browser first) and, to enhance, the user's own letter; then
 * analyze with real progress and open /results.
 */
export const UploadPage = ({ imageCodec = browserImageCodec }: UploadPageProps = {}) => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const params = useUploadParams();
  const { setFlow } = params;
  const [account] = useState(readStoredAccount);
  const { access } = account;
  const id = useId();
  const paymentDateId = `${id}-last-payment`;

  // Paid users with debt access go straight to the generate flow; everyone else chooses.
  const paidWithDebt = account.isLoggedIn && access.isLoggedIn && !access.isFreeTier && access.canAccessDebt;
  const flow: FlowType | null = params.flow ?? (paidWithDebt ? 'generate' : null);

  useEffect(() => {
    if (params.flow === null && paidWithDebt) setFlow('generate', { replace: true });
  }, [params.flow, paidWithDebt, setFlow]);

  const [chosenContext, setChosenContext] = useState<UploadContext | null>(null);
  const context: UploadContext = params.context ?? chosenContext ?? 'new';

  useEffect(() => {
    writeSession(UPLOAD_SESSION_KEYS.serviceType, params.service);
    writeSession(UPLOAD_SESSION_KEYS.userIssue, params.issue);
    if (params.disputeId) writeSession(UPLOAD_SESSION_KEYS.currentDisputeId, params.disputeId);
  }, [params.service, params.issue, params.disputeId]);
  useEffect(() => {
    writeSession(UPLOAD_SESSION_KEYS.uploadContext, context);
  }, [context]);
  useEffect(() => {
    writeSession(UPLOAD_SESSION_KEYS.flowType, flow);
  }, [flow]);

  const letter = useLetterPages(imageCodec);
  const stateChoice = useStateChoice();
  const disputes = useActiveDisputes(account.isLoggedIn && params.context === null);
  const analyze = useAnalyzeLetter();

  const schema = useMemo(() => responseLetterSchema(t, i18n.language), [t, i18n.language]);
  const responseForm = useForm<ResponseLetterValues>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: EMPTY_RESPONSE_LETTER });
  const [responseText, responseFile] = useWatch({ control: responseForm.control, name: ['text', 'file'] });
  const hasResponse = responseFile !== null || responseText.trim() !== '';

  const [fileError, setFileError] = useState<string | null>(null);
  const [stateMissing, setStateMissing] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [pageStatus, setPageStatus] = useState('');
  const [earlyAnswers, setEarlyAnswers] = useState<EarlyAnswers>({});
  const [paymentDateError, setPaymentDateError] = useState<string | null>(null);
  // After the user switches between the selector and the form, focus goes to the new content's heading.
  const [moveFocus, setMoveFocus] = useState(false);
  const stateSelect = useRef<HTMLSelectElement | null>(null);
  // The state as now: read after photos were prepared, when the user may have chosen one meanwhile.
  const currentState = useRef(stateChoice.state);
  useEffect(() => {
    currentState.current = stateChoice.state;
  }, [stateChoice.state]);
  const browseButton = useRef<HTMLButtonElement | null>(null);

  const selectorEligible = !paidWithDebt;
  const showContextChooser = account.isLoggedIn && params.context === null && letter.pages.length === 0 && (disputes.data?.length ?? 0) > 0;
  const stateError = stateMissing && !stateChoice.state ? t('upload.errors.noState') : null;
  const running = analyze.isPending;
  const preparing = letter.preparing !== null;
  // While photos are prepared or the letter is analyzed, the letter cannot change.
  const locked = running || preparing;
  const canAnalyze = letter.pages.length > 0 && stateChoice.state !== null && (flow === 'generate' || (flow === 'enhance' && hasResponse));

  /** Gives focus back to `element` if it was lost meanwhile (after this render, when its button is enabled again). */
  const restoreFocus = (element: Element | null) => {
    if (!(element instanceof HTMLElement) || element === document.body) return;
    window.setTimeout(() => {
      const active = document.activeElement;
      if ((active === null || active === document.body) && element.isConnected) element.focus();
    }, 0);
  };

  const problemText = (problem: LetterFileProblem): string => {
    switch (problem) {
      case 'wrongType':
        return t('upload.errors.wrongType');
      case 'tooLarge':
        return t('upload.errors.tooLarge');
      case 'totalTooLarge':
        return t('upload.errors.totalTooLarge');
      case 'tooMany':
        return t('upload.errors.tooMany', { max: MAX_LETTER_FILES });
      case 'onePdf':
        return t('upload.errors.onePdf');
    }
  };

  const addFiles = (files: File[]) => {
    if (files.length === 0 || running) return;
    // Photos are prepared with the pickers disabled, which can take focus from the button used.
    const focused = document.activeElement;
    letter.add(files, (result) => {
      if ('problem' in result) {
        setFileError(problemText(result.problem));
        restoreFocus(focused);
        return;
      }
      setFileError(null);
      setSubmitError(null);
      const [first] = result.pages;
      setPageStatus(
        result.pages.length === 1 && first && isPdf(first.file)
          ? t('upload.pages.fileAdded', { name: first.name })
          : t('upload.pages.count', { count: result.pages.length }),
      );
      if (!currentState.current) {
        // The letter is kept; the state is still needed before it can be analyzed. Focus moves
        // once the file picker has handed focus back.
        setStateMissing(true);
        window.setTimeout(() => stateSelect.current?.focus(), 0);
      } else {
        restoreFocus(focused);
      }
    });
  };

  const goBack = () => {
    if (flow && selectorEligible) {
      setMoveFocus(true);
      setFlow(null);
      return;
    }
    if (location.key !== 'default') void navigate(-1);
    else void navigate(paths.home);
  };

  const focusBrowse = useCallback(() => browseButton.current?.focus(), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (locked || !flow) return;
    setSubmitError(null);
    setFileError(null);
    const { state } = stateChoice;
    if (!state) {
      setStateMissing(true);
      stateSelect.current?.focus();
      return;
    }
    if (letter.pages.length === 0) {
      setFileError(t('upload.errors.noFile'));
      browseButton.current?.focus();
      return;
    }
    const today = localIsoDate(new Date());
    if (earlyAnswers.lastPaymentDate && earlyAnswers.lastPaymentDate > today) {
      setPaymentDateError(t('upload.early.futureDate'));
      document.getElementById(paymentDateId)?.focus();
      return;
    }
    setPaymentDateError(null);
    if (flow === 'enhance' && !(await responseForm.trigger())) {
      responseForm.setFocus('text');
      return;
    }
    const values = responseForm.getValues();
    const form = buildAnalyzeForm({
      pages: letter.pages.map((page) => page.file),
      state,
      flow,
      serviceType: params.service,
      userIssue: params.issue,
      uploadContext: context,
      disputeId: params.disputeId,
      isAuthenticated: account.isLoggedIn,
      userEmail: account.email,
      userLetterFile: values.file,
      userLetterText: values.text,
      answers: earlyAnswersPayload(earlyAnswers),
    });
    analyze.mutate(form, {
      onSuccess: (data) => {
        storeAnalysisResults(data, letter.pages[0]?.name ?? null);
        void navigate(paths.results);
      },
      onError: (error) => {
        if (isAbortError(error)) return;
        setSubmitError(error instanceof ApiError ? error.message : t('upload.errors.analyzeFailed'));
      },
    });
  };

  const title = t('upload.title');

  return (
    <div className="mx-auto max-w-2xl space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="ghost" onClick={goBack}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          {flow && selectorEligible ? t('upload.backToChoices') : t('upload.back')}
        </Button>
        {access.hasBundle ? <p className="rounded-full bg-brand-700 px-3 py-1 text-sm font-semibold text-white">{t('upload.bundleBadge')}</p> : null}
      </div>
      <header className="space-y-3">
        <PageTitle title={title}>{title}</PageTitle>
        <p className="text-lg text-slate-700">{t('upload.lead')}</p>
      </header>

      {flow === null ? (
        <FlowSelector
          focusHeading={moveFocus}
          onChoose={(chosen) => {
            setMoveFocus(true);
            setFlow(chosen);
          }}
        />
      ) : (
        <>
          {showContextChooser ? <ContextChooser value={context} onChange={setChosenContext} /> : null}
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-8">
            <StatePicker choice={stateChoice} error={stateError} selectRef={stateSelect} focusHeading={moveFocus} />

            <section aria-labelledby={`${id}-area`} className="space-y-4">
              <h2 id={`${id}-area`} className="text-2xl font-semibold">
                {flow === 'enhance' ? t('upload.area.stepOne') : t('upload.area.heading')}
              </h2>
              <LetterDropZone onFiles={addFiles} browseRef={browseButton} disabled={locked} />
              <PreparingStatus preparing={letter.preparing} />
              <FieldAlert message={fileError} />
              <LetterPages
                pages={letter.pages}
                flow={flow}
                disabled={locked}
                onMove={letter.move}
                onRemove={letter.remove}
                announce={setPageStatus}
                focusEmpty={focusBrowse}
              />
              <p role="status" className="sr-only">
                {pageStatus}
              </p>
              <UploadTips />
            </section>

            {letter.pages.length > 0 ? (
              <DecisiveQuestions
                value={earlyAnswers}
                onChange={setEarlyAnswers}
                today={localIsoDate(new Date())}
                dateError={paymentDateError}
                dateInputId={paymentDateId}
                disabled={locked}
              />
            ) : null}

            {flow === 'enhance' ? <ResponseLetterStep form={responseForm} /> : null}

            <div className="space-y-4">
              <FieldAlert message={submitError} />
              {canAnalyze ? (
                <Button type="submit" disabled={locked} className="w-full sm:w-auto">
                  {running ? t('upload.actions.analyzing') : flow === 'enhance' ? t('upload.actions.enhance') : t('upload.actions.analyze')}
                </Button>
              ) : null}
              {flow === 'enhance' && letter.pages.length > 0 && stateChoice.state && !hasResponse ? (
                <p className="text-slate-700">{t('upload.actions.needsResponse')}</p>
              ) : null}
              <AnalyzeStatus running={running} progress={analyze.progress} />
            </div>
          </form>
          <NextSteps flow={flow} />
        </>
      )}
    </div>
  );
};
