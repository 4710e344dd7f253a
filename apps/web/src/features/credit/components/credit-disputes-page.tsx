import type { CreditBureau, CreditLetter } from '@debtshield/contracts';
import { CATALOGUE, formatUsd, UNLIMITED } from '@debtshield/plans';
import { ArrowLeft, CheckCircle2, CreditCard, LogIn } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { Progress } from '../../../components/ui/progress';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { getToken } from '../../../lib/session';
import { fetchDisputeBureaus, generateCreditDisputes, verifyCreditAccess } from '../api/credit-api';
import { EMPTY_DRAFT, planErrors, toRequest, type CreditDraft, type PlanField } from '../lib/draft';
import { clearPendingCreditDispute, planFromParam, readPendingCreditDispute, savePendingCreditDispute, type CreditPlanId } from '../lib/pending-draft';
import { ErrorSummary, type SummaryItem } from './error-summary';
import { ErrorsStep } from './errors-step';
import { LettersStep } from './letters-step';
import { PLAN_CHOICE_ID, PlanChoice } from './plan-choice';
import { PLAN_FIELD_IDS, PlanStep } from './plan-step';

const STEPS = ['errors', 'plan', 'letters'] as const;
/** needsPlan: signed in, and the plan does not include credit help yet (the page offers the two credit plans). */
type Access = 'anonymous' | 'checking' | 'allowed' | 'needsPlan';
const FIRST_OPTION_ID = 'credit-option-fraud_account';
const STEP1_ERROR_ID = 'credit-errors-error';
/** A single-bureau plan (decision 043): how many bureaus it paid for and which are taken. */
type BureauAllowance = { paid: number; covered: CreditBureau[] };

/**
 * /credit-disputes (spec 001 §2.6, §5, §6; issues 16, 27): three steps with a progress bar. The plan
 * is checked on load. A visitor, or a signed-in person whose plan does not include credit help,
 * chooses the errors and details, then one of the two credit plans (one bureau $29, preselected by
 * ?plan=single from the home page's card; all three $49) and goes to its checkout; what they chose
 * comes back after paying (session storage of this tab, without the SSN digits). The step is in
 * the address (?step=2), so the browser's back button moves between steps. A single-bureau plan
 * says which bureau it covers and refuses another before asking (the server decides, decision 043);
 * plans that include everything are offered nothing.
 */
export const CreditDisputesPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [access, setAccess] = useState<Access>(() => (getToken() ? 'checking' : 'anonymous'));
  const [pending0] = useState(readPendingCreditDispute);
  const [fullAccess, setFullAccess] = useState(false);
  const [allowance, setAllowance] = useState<BureauAllowance | null>(null);
  const [draft, setDraft] = useState<CreditDraft>(() => pending0?.draft ?? EMPTY_DRAFT);
  const [plan, setPlan] = useState<CreditPlanId | null>(() => planFromParam(params.get('plan')) ?? pending0?.plan ?? null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [letters, setLetters] = useState<Partial<Record<string, CreditLetter>> | null>(null);
  const [summary, setSummary] = useState<SummaryItem[]>([]);
  const [step1Error, setStep1Error] = useState<string | null>(null);
  const [planFieldErrors, setPlanFieldErrors] = useState<ReturnType<typeof planErrors>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const movedRef = useRef(false);

  const asked = Number(params.get('step') ?? '1');
  // A step is shown only once the steps before it are done (a reload or a typed address starts over).
  const step = asked >= 3 && letters ? 3 : asked >= 2 && draft.selected.length > 0 ? 2 : 1;
  const stepName = STEPS[step - 1] ?? 'errors';
  const title = t('credit.title');

  useEffect(() => {
    if (access !== 'checking') return;
    const controller = new AbortController();
    verifyCreditAccess(controller.signal)
      .then(async (flags) => {
        setFullAccess(flags.hasFullAccess);
        if (flags.canAccessCredit && flags.creditDisputeBureausLimit !== UNLIMITED)
          setAllowance(await readAllowance(flags.creditDisputeBureausLimit, controller.signal));
        setAccess(flags.canAccessCredit ? 'allowed' : 'needsPlan');
      })
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // A failed plan check offers the plans (the server checks again when the letters are asked for).
        setAccess('needsPlan');
      });
    return () => controller.abort();
  }, [access]);

  useEffect(() => {
    if (movedRef.current) headingRef.current?.focus();
    movedRef.current = true;
  }, [step]);

  useEffect(() => {
    if (summary.length > 0) summaryRef.current?.focus();
  }, [summary]);

  const update = (patch: Partial<CreditDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const goTo = (next: number) => {
    setSummary([]);
    setFailure(null);
    const copy = new URLSearchParams(params);
    if (next === 1) copy.delete('step');
    else copy.set('step', String(next));
    setParams(copy);
  };

  const continueFromErrors = (event: FormEvent) => {
    event.preventDefault();
    if (draft.selected.length === 0) {
      const message = t('credit.errors.noErrors');
      setStep1Error(message);
      setSummary([{ fieldId: FIRST_OPTION_ID, message }]);
      return;
    }
    setStep1Error(null);
    goTo(2);
  };

  const generate = async (event: FormEvent) => {
    event.preventDefault();
    const errors = planErrors(draft);
    setPlanFieldErrors(errors);
    const seen = new Set<string>();
    const items = (Object.keys(PLAN_FIELD_IDS) as PlanField[]).flatMap((field) => {
      const key = errors[field];
      if (!key || seen.has(key)) return [];
      seen.add(key);
      return [{ fieldId: PLAN_FIELD_IDS[field], message: t(`credit.errors.${key}`) }];
    });
    // Without credit help yet: the plan to buy (one bureau covers one bureau).
    const buying = access !== 'allowed';
    const choice = !buying
      ? null
      : plan === null
        ? t('credit.choice.required')
        : plan === 'credit_single' && draft.bureaus.length > 1
          ? t('credit.choice.oneBureau')
          : null;
    setChoiceError(choice);
    if (choice) items.unshift({ fieldId: PLAN_CHOICE_ID, message: choice });
    const beyond = !buying && allowance ? bureausBeyond(allowance, draft.bureaus) : null;
    if (beyond) items.unshift({ fieldId: PLAN_FIELD_IDS.bureaus, message: beyond });
    setSummary(items);
    if (items.length > 0) return;
    if (buying && plan) {
      savePendingCreditDispute(draft, plan);
      void navigate(`${paths.payment}?product=${plan}`);
      return;
    }
    setFailure(null);
    setPending(true);
    try {
      const result = await generateCreditDisputes(toRequest(draft));
      setLetters(result.letters);
      clearPendingCreditDispute();
      goTo(3);
    } catch (error) {
      if (error instanceof ApiError && error.status === 402 && allowance) {
        // Another tab used the plan's bureau meanwhile: the server's answer, said in the reader's language.
        const fresh = await readAllowance(allowance.paid);
        setAllowance(fresh);
        setFailure(bureausBeyond(fresh, draft.bureaus) ?? t('credit.errors.generateFailed'));
      } else if (error instanceof ApiError && error.status === 402) setAccess('needsPlan');
      else if (error instanceof ApiError && error.status === 401) void navigate(paths.login, { state: { from: `${paths.creditDisputes}?step=2` } });
      else setFailure(t('credit.errors.generateFailed'));
    } finally {
      setPending(false);
    }
  };

  const bureauName = (b: CreditBureau) => t(`credit.plan.bureau.${b}`);
  const bureausBeyond = (a: BureauAllowance, chosen: readonly CreditBureau[]): string | null => {
    const fresh = chosen.filter((b) => !a.covered.includes(b));
    if (a.covered.length + fresh.length <= a.paid) return null;
    if (a.covered.length === 0) return t('credit.bureauPlan.tooManyNew', { count: a.paid });
    return t('credit.bureauPlan.tooManyCovered', { covered: a.covered.map(bureauName).join(', '), refused: fresh.map(bureauName).join(', ') });
  };

  if (access === 'checking')
    return (
      <p role="status" aria-busy="true" className="min-h-dvh text-muted-foreground">
        {t('credit.checking')}
      </p>
    );

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-3">
        <PageTitle title={summary.length > 0 ? `${t('credit.errors.titlePrefix')}: ${title}` : title}>{title}</PageTitle>
        <p className="text-body text-muted-foreground">{t('credit.lead')}</p>
      </header>

      {access === 'anonymous' ? (
        <aside aria-labelledby="credit-sign-in" className="space-y-2 rounded-card border-l-4 border-info bg-info-subtle p-4">
          <h2 id="credit-sign-in" className="text-heading-s font-bold text-foreground">
            {t('credit.signIn.heading')}
          </h2>
          <p className="text-foreground">{t('credit.signIn.text')}</p>
          <ButtonLink
            to={paths.login}
            state={{ from: `${paths.creditDisputes}${plan ? `?plan=${plan === 'credit_single' ? 'single' : 'all'}` : ''}` }}
            variant="secondary"
          >
            <LogIn aria-hidden="true" className="size-5" />
            {t('credit.signIn.action')}
          </ButtonLink>
        </aside>
      ) : null}

      <nav aria-label={t('credit.progressLabel')} className="space-y-2">
        <Progress label={t('credit.progressLabel')} value={step} max={STEPS.length} />
        <ol className="flex flex-wrap gap-x-4 gap-y-1 text-caption text-muted-foreground">
          {STEPS.map((name, index) => (
            <li key={name} aria-current={index + 1 === step ? 'step' : undefined} className={index + 1 === step ? 'font-semibold text-foreground' : undefined}>
              {index + 1 < step ? <CheckCircle2 aria-hidden="true" className="mr-1 inline size-4 text-success" /> : null}
              {index + 1}. {t(`credit.steps.${name}`)}
              {index + 1 < step ? <span className="sr-only"> ({t('credit.completed')})</span> : null}
            </li>
          ))}
        </ol>
      </nav>

      <ErrorSummary ref={summaryRef} items={summary} />

      <h2 ref={headingRef} tabIndex={-1} className="text-heading-m font-bold text-foreground">
        {t('credit.stepOf', { step, total: STEPS.length, name: t(`credit.steps.${stepName}`) })}
      </h2>

      {step === 1 ? (
        <form noValidate onSubmit={continueFromErrors} className="space-y-6">
          <ErrorsStep draft={draft} update={update} error={step1Error} errorId={STEP1_ERROR_ID} offerBundle={!fullAccess} />
          <Button type="submit" className="w-full sm:w-auto">
            {t('credit.continue')}
          </Button>
        </form>
      ) : null}

      {step === 2 ? (
        <form noValidate onSubmit={(event) => void generate(event)} className="space-y-6">
          {access !== 'allowed' ? (
            <PlanChoice
              plan={plan}
              error={choiceError}
              onChange={(next) => {
                setPlan(next);
                setChoiceError(null);
              }}
            />
          ) : null}
          {allowance ? (
            <aside aria-labelledby="credit-bureau-plan" className="space-y-2 rounded-card border-l-4 border-info bg-info-subtle p-4">
              <h3 id="credit-bureau-plan" className="text-heading-s font-bold text-foreground">
                {t('credit.bureauPlan.heading')}
              </h3>
              <p className="text-foreground">{t('credit.bureauPlan.covers', { count: allowance.paid })}</p>
              {allowance.covered.length > 0 ? (
                <p className="font-semibold text-foreground">{t('credit.bureauPlan.covered', { bureaus: allowance.covered.map(bureauName).join(', ') })}</p>
              ) : null}
              <p className="text-foreground">{t('credit.bureauPlan.more', { price: formatUsd(CATALOGUE.credit_all.priceCents) })}</p>
              <ButtonLink to={`${paths.payment}?product=credit`} variant="secondary">
                {t('credit.bureauPlan.moreAction')}
              </ButtonLink>
            </aside>
          ) : null}
          <PlanStep draft={draft} update={update} errors={planFieldErrors} />
          {failure ? (
            <p role="alert" className="rounded-card border-l-4 border-danger bg-danger-subtle p-3 font-medium text-danger">
              {failure}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <Button variant="ghost" onClick={() => goTo(1)}>
              <ArrowLeft aria-hidden="true" className="size-5" />
              {t('credit.back')}
            </Button>
            {access !== 'allowed' ? (
              <Button type="submit">
                <CreditCard aria-hidden="true" className="size-5" />
                {plan ? t('credit.choice.checkout', { price: formatUsd(CATALOGUE[plan].priceCents) }) : t('credit.choice.checkoutNoPlan')}
              </Button>
            ) : (
              <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
                {pending ? t('credit.plan.generating') : t('credit.plan.generate')}
              </Button>
            )}
          </div>
        </form>
      ) : null}

      {step === 3 && letters ? (
        <>
          <p role="status" className="flex items-center gap-2 font-semibold text-success">
            <CheckCircle2 aria-hidden="true" className="size-5" />
            {t('credit.letters.ready')}
          </p>
          <LettersStep
            letters={letters}
            onStartOver={() => {
              setLetters(null);
              setDraft(EMPTY_DRAFT);
              goTo(1);
            }}
          />
        </>
      ) : null}
    </div>
  );
};

/** The bureaus a single-bureau plan covers; when they cannot be read, none yet (the server checks again). */
const readAllowance = async (paid: number, signal?: AbortSignal): Promise<BureauAllowance> => {
  try {
    const answer = await fetchDisputeBureaus(signal);
    return { paid: answer.bureaus_paid ?? paid, covered: answer.bureaus_covered };
  } catch {
    return { paid, covered: [] };
  }
};
