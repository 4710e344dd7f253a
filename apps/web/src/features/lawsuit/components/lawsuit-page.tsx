import { CourtPaperSchema, US_STATES, isUsStateCode, type LawsuitFacts, type UsStateCode } from '@debtshield/contracts';
import { answerRulesFor, countsFromMailing } from '@debtshield/lawsuits';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { errorMessage } from '../../../lib/api-client';
import { getUserState } from '../../../lib/session';
import { useLawsuitPlan } from '../api/lawsuit-api';
import { AnswerCard } from './answer-card';
import { useKindsText } from './court-paper-notice';
import { DeadlineCard } from './deadline-card';
import { DefensesCard } from './defenses-card';
import { HelpCard } from './help-card';
import { JudgmentCard } from './judgment-card';
import { localIsoDate } from '@debtshield/clocks';
import { fieldClass, labelClass, SectionCard } from './section-card';

const NavigationSchema = z.object({
  courtPaper: CourtPaperSchema,
  state: z.string(),
  analysisId: z.string(),
  pastLimitationPeriod: z.boolean().nullable().optional(),
});

const METHODS = ['in_hand', 'left_with_someone', 'mail', 'outside_state'] as const;

/** The answer whether the time limit to sue had passed (decision 264): "not sure" sends nothing. */
const TIME_BAR_ANSWERS = ['unsure', 'yes', 'no'] as const;

/**
 * /lawsuit (issue 28): reached from the results when the upload is a court paper (prefilled from what
 * was read) and from the dashboard. The deadline comes first; then what may be raised, the answer,
 * the way to a lawyer, and what a judgment cannot take. Open to everyone: the deadline is never behind
 * a sign-in.
 */
export const LawsuitPage = () => {
  const { t } = useTranslation();
  const kindsText = useKindsText();
  const location = useLocation();
  const nav = NavigationSchema.safeParse(location.state);
  const paper = nav.success ? nav.data.courtPaper : null;
  const initialState = [paper?.caption_state, nav.success ? nav.data.state : null, getUserState()].find((s): s is UsStateCode => isUsStateCode(s)) ?? 'CA';

  const [state, setState] = useState<UsStateCode>(initialState);
  const [level, setLevel] = useState<'general' | 'limited'>(paper?.court_level ?? 'limited');
  const [servedOn, setServedOn] = useState('');
  const [method, setMethod] = useState<(typeof METHODS)[number]>('in_hand');
  const [dateOnPapers, setDateOnPapers] = useState('');
  const [mailedOn, setMailedOn] = useState('');
  const [plaintiff, setPlaintiff] = useState(paper?.plaintiff ?? '');
  const [originalCreditor, setOriginalCreditor] = useState('');
  const [amount, setAmount] = useState('');
  const [lastPayment, setLastPayment] = useState('');
  // The answer given on the results page, when the results rest on it (decision 275); else "not sure".
  const answeredTimeBar = nav.success ? nav.data.pastLimitationPeriod : undefined;
  const [timeBar, setTimeBar] = useState<(typeof TIME_BAR_ANSWERS)[number]>(answeredTimeBar === true ? 'yes' : answeredTimeBar === false ? 'no' : 'unsure');
  const timeBarHintId = useId();
  const [caseNumber, setCaseNumber] = useState(paper?.case_number && !paper.case_number.includes('*') ? paper.case_number : '');
  const [identityTheft, setIdentityTheft] = useState(false);
  const [bankruptcy, setBankruptcy] = useState(false);
  const [arbitration, setArbitration] = useState(false);
  const [facts, setFacts] = useState<LawsuitFacts | null>(null);
  const plan = useLawsuitPlan();

  const rules = answerRulesFor(state);
  const needsDate = rules?.[level].clock.type === 'date_on_papers';
  // Decision 065: a court whose days count from the mailing (Vermont small claims) asks for that day when the papers came by mail.
  const needsMailingDate = rules ? countsFromMailing(rules[level], method) : false;
  const today = localIsoDate();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const amountValue = Number.parseFloat(amount.replace(/[$,\s]/g, ''));
    const next: LawsuitFacts = {
      state,
      court_level: level,
      served_on: servedOn,
      service_method: method,
      date_on_papers: needsDate && dateOnPapers ? dateOnPapers : null,
      mailed_on: needsMailingDate && mailedOn ? mailedOn : null,
      stated_days: paper?.stated_days_to_answer ?? null,
      plaintiff: plaintiff.trim() || null,
      original_creditor: originalCreditor.trim() || null,
      amount_claimed: Number.isFinite(amountValue) ? amountValue : null,
      last_payment_date: lastPayment || null,
      past_limitation_period: timeBar === 'unsure' ? null : timeBar === 'yes',
      case_number: caseNumber.trim() || null,
      court: paper?.court ?? null,
      identity_theft: identityTheft || null,
      bankruptcy_discharged: bankruptcy || null,
      arbitration_clause: arbitration ? true : null,
      analysis_id: nav.success ? nav.data.analysisId : null,
    };
    setFacts(next);
    plan.mutate(next);
  };

  const check = (label: string, value: boolean, set: (v: boolean) => void) => (
    <label className="flex min-h-touch items-start gap-3 text-body text-slate-900">
      <input type="checkbox" className="mt-1 h-5 w-5" checked={value} onChange={(e) => set(e.target.checked)} />
      <span>{label}</span>
    </label>
  );

  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-6">
      <PageTitle title={t('lawsuit.title')}>{t('lawsuit.title')}</PageTitle>
      {paper?.is_court_paper ? (
        <SectionCard title={t('lawsuit.paper.title')} tone="urgent">
          <p className="text-body font-semibold text-slate-900">{t('lawsuit.paper.is', { kinds: kindsText(paper.kinds) })}</p>
          <p className="text-body text-slate-900">{t('lawsuit.paper.deadlineFirst')}</p>
          <h3 className="text-lg font-semibold text-slate-900">{t('lawsuit.paper.read')}</h3>
          <dl className="grid gap-1 text-body text-slate-900 sm:grid-cols-[auto_1fr] sm:gap-x-4">
            {(
              [
                ['court', paper.court],
                ['caseNumber', paper.case_number],
                ['plaintiff', paper.plaintiff],
                ['defendant', paper.defendant],
                ['attorney', paper.plaintiff_attorney],
              ] as const
            )
              .filter(([, v]) => v)
              .map(([k, v]) => (
                <div key={k} className="contents">
                  <dt className="font-semibold">{t(`lawsuit.paper.${k}`)}</dt>
                  <dd className="[overflow-wrap:anywhere]">{v}</dd>
                </div>
              ))}
          </dl>
          {paper.stated_days_to_answer !== null && (
            <p className="text-body text-slate-900">{t('lawsuit.paper.statedDays', { days: paper.stated_days_to_answer })}</p>
          )}
          <p className="text-body text-slate-900">{t('lawsuit.paper.checkCase')}</p>
        </SectionCard>
      ) : (
        <p className="text-body text-slate-800">{t('lawsuit.intro')}</p>
      )}

      {plan.data && facts && <DeadlineCard plan={plan.data} facts={facts} />}

      <SectionCard title={t('lawsuit.form.title')}>
        <form className="space-y-3" onSubmit={submit} noValidate={false}>
          <label className={labelClass}>
            {t('lawsuit.form.state')}
            <select
              className={fieldClass}
              value={state}
              onChange={(e) => isUsStateCode(e.target.value) && setState(e.target.value)}
              autoComplete="address-level1"
            >
              {US_STATES.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          {rules && (
            <fieldset className="space-y-1">
              <legend className={labelClass}>{t('lawsuit.form.level')}</legend>
              <p className="text-caption text-slate-700">{t('lawsuit.form.levelHint')}</p>
              {(['limited', 'general'] as const).map((l) => (
                <label key={l} className="flex min-h-touch items-start gap-3 text-body text-slate-900">
                  <input type="radio" name="court-level" className="mt-1 h-5 w-5" checked={level === l} onChange={() => setLevel(l)} />
                  <span>{t(`lawsuit.form.levels.${l}`, { courts: rules[l].courts })}</span>
                </label>
              ))}
            </fieldset>
          )}
          <label className={labelClass}>
            {t('lawsuit.form.servedOn')}
            <input type="date" className={fieldClass} value={servedOn} max={today} required onChange={(e) => setServedOn(e.target.value)} />
          </label>
          <label className={labelClass}>
            {t('lawsuit.form.method')}
            <select className={fieldClass} value={method} onChange={(e) => setMethod(METHODS.find((m) => m === e.target.value) ?? 'in_hand')}>
              {METHODS.map((m) => (
                <option key={m} value={m}>
                  {t(`lawsuit.form.methods.${m}`)}
                </option>
              ))}
            </select>
          </label>
          {needsMailingDate && (
            <label className={labelClass}>
              {t('lawsuit.form.mailedOn')}
              <span className="block text-caption font-normal text-slate-700">{t('lawsuit.form.mailedOnHint')}</span>
              <input type="date" className={fieldClass} value={mailedOn} max={servedOn || today} required onChange={(e) => setMailedOn(e.target.value)} />
            </label>
          )}
          {needsDate && (
            <label className={labelClass}>
              {t('lawsuit.form.dateOnPapers')}
              <span className="block text-caption font-normal text-slate-700">{t('lawsuit.form.dateOnPapersHint')}</span>
              <input type="date" className={fieldClass} value={dateOnPapers} required onChange={(e) => setDateOnPapers(e.target.value)} />
            </label>
          )}
          <label className={labelClass}>
            {t('lawsuit.form.plaintiff')}
            <input className={fieldClass} value={plaintiff} onChange={(e) => setPlaintiff(e.target.value)} />
          </label>
          <label className={labelClass}>
            {t('lawsuit.form.caseNumber')}
            <input className={fieldClass} value={caseNumber} onChange={(e) => setCaseNumber(e.target.value)} />
          </label>
          <label className={labelClass}>
            {t('lawsuit.form.amount')}
            <input className={fieldClass} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
          </label>
          <details className="rounded-lg border border-slate-200 p-3">
            <summary className="min-h-touch cursor-pointer text-body font-medium text-slate-900">{t('lawsuit.form.more')}</summary>
            <div className="mt-2 space-y-3">
              <label className={labelClass}>
                {t('lawsuit.form.originalCreditor')}
                <input className={fieldClass} value={originalCreditor} onChange={(e) => setOriginalCreditor(e.target.value)} />
              </label>
              <label className={labelClass}>
                {t('lawsuit.form.lastPayment')}
                <input type="date" className={fieldClass} value={lastPayment} max={today} onChange={(e) => setLastPayment(e.target.value)} />
              </label>
              <fieldset className="space-y-1" aria-describedby={timeBarHintId}>
                <legend className={labelClass}>{t('lawsuit.form.timeBar.question')}</legend>
                <p id={timeBarHintId} className="text-caption text-slate-700">
                  {t('lawsuit.form.timeBar.hint')}
                </p>
                {TIME_BAR_ANSWERS.map((a) => (
                  <label key={a} className="flex min-h-touch items-start gap-3 text-body text-slate-900">
                    <input type="radio" name="time-bar" className="mt-1 h-5 w-5" checked={timeBar === a} onChange={() => setTimeBar(a)} />
                    <span>{t(`lawsuit.form.timeBar.${a}`)}</span>
                  </label>
                ))}
              </fieldset>
              {check(t('lawsuit.form.identityTheft'), identityTheft, setIdentityTheft)}
              {check(t('lawsuit.form.bankruptcy'), bankruptcy, setBankruptcy)}
              {check(t('lawsuit.form.arbitration'), arbitration, setArbitration)}
            </div>
          </details>
          <Button type="submit" disabled={plan.isPending} className="w-full sm:w-auto">
            {plan.isPending ? t('lawsuit.form.submitting') : t('lawsuit.form.submit')}
          </Button>
          {plan.error && (
            <p role="alert" className="text-body text-red-800">
              {errorMessage(plan.error)}
            </p>
          )}
        </form>
      </SectionCard>

      {plan.data && facts && (
        <>
          <DefensesCard plan={plan.data} />
          <AnswerCard key={`${facts.state}-${facts.served_on}`} plan={plan.data} facts={facts} />
          <HelpCard plan={plan.data} />
          <JudgmentCard plan={plan.data} />
        </>
      )}
      {!plan.data && <p className="text-body text-slate-800">{t('lawsuit.notWhat')}</p>}
    </div>
  );
};
