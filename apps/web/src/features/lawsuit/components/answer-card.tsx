import type { LawsuitFacts, LawsuitPlanResponse } from '@debtshield/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { downloadText, useCaliforniaAnswer } from '../api/lawsuit-api';
import { fieldClass, labelClass, SectionCard } from './section-card';

/**
 * Answer the suit (issue 28 part 4). California's general denial (Judicial Council form PLD-050) is
 * filled from what the person enters; for other states, the court's own self-help page and legal aid.
 */
export const AnswerCard = ({ plan, facts }: { plan: LawsuitPlanResponse; facts: LawsuitFacts }) => {
  const { t, i18n } = useTranslation();
  const draft = useCaliforniaAnswer();
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const [phone, setPhone] = useState('');
  const [county, setCounty] = useState('');
  const [courtAddress, setCourtAddress] = useState('');
  const [caseNumber, setCaseNumber] = useState(facts.case_number ?? '');
  const [plaintiff, setPlaintiff] = useState(facts.plaintiff ?? '');
  const [limitedCivil, setLimitedCivil] = useState(facts.court_level === 'limited');
  const [verified, setVerified] = useState(false);
  const [assigned, setAssigned] = useState(plan.defenses.some((d) => d.id === 'standing_debt_buyer'));
  const [chosen, setChosen] = useState<Set<string>>(
    () => new Set(plan.defenses.filter((d) => d.strength === 'points_to_it' && d.id !== 'require_proof').map((d) => d.id)),
  );

  if (plan.deadline.state !== 'CA')
    return (
      <SectionCard title={t('lawsuit.answer.title')}>
        <p className="text-body text-slate-900">{t('lawsuit.answer.otherState', { state: plan.deadline.state_name })}</p>
        {plan.deadline.rule.source && (
          <a className="text-body font-medium text-primary underline" href={plan.deadline.rule.source} rel="noreferrer" target="_blank">
            {t('lawsuit.deadline.source')}
          </a>
        )}
      </SectionCard>
    );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    draft.mutate({
      defendant_name: name,
      defendant_address: address,
      defendant_phone: phone || null,
      county,
      court_address: courtAddress || null,
      plaintiff,
      case_number: caseNumber,
      limited_civil: limitedCivil,
      complaint_verified: verified,
      assigned_claim: assigned,
      amount_claimed: facts.amount_claimed ?? null,
      defenses: plan.defenses.filter((d) => chosen.has(d.id)).map((d) => ({ id: d.id, answer_text: d.answer_text })),
      date: plan.today,
    });
  };
  const toggle = (id: string) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const text = (label: string, value: string, set: (v: string) => void, opts: { required?: boolean; autoComplete?: string; multiline?: boolean } = {}) => (
    <label className={labelClass}>
      {label}
      {opts.multiline ? (
        <textarea
          className={fieldClass}
          value={value}
          required={opts.required}
          autoComplete={opts.autoComplete}
          rows={3}
          onChange={(e) => set(e.target.value)}
        />
      ) : (
        <input className={fieldClass} value={value} required={opts.required} autoComplete={opts.autoComplete} onChange={(e) => set(e.target.value)} />
      )}
    </label>
  );
  const check = (label: string, value: boolean, set: (v: boolean) => void) => (
    <label className="flex min-h-touch items-start gap-3 text-body text-slate-900">
      <input type="checkbox" className="mt-1 h-5 w-5" checked={value} onChange={(e) => set(e.target.checked)} />
      <span>{label}</span>
    </label>
  );
  const result = draft.data;

  return (
    <SectionCard title={t('lawsuit.answer.title')}>
      <p className="text-body text-slate-900">{t('lawsuit.answer.caIntro')}</p>
      <form className="space-y-3" onSubmit={submit}>
        {text(t('lawsuit.answer.name'), name, setName, { required: true, autoComplete: 'name' })}
        {text(t('lawsuit.answer.address'), address, setAddress, { required: true, autoComplete: 'street-address', multiline: true })}
        {text(t('lawsuit.answer.phone'), phone, setPhone, { autoComplete: 'tel' })}
        {text(t('lawsuit.answer.county'), county, setCounty, { required: true })}
        {text(t('lawsuit.answer.courtAddress'), courtAddress, setCourtAddress)}
        {text(t('lawsuit.form.plaintiff'), plaintiff, setPlaintiff, { required: true })}
        {text(t('lawsuit.form.caseNumber'), caseNumber, setCaseNumber, { required: true })}
        {check(t('lawsuit.answer.limitedCivil'), limitedCivil, setLimitedCivil)}
        {check(t('lawsuit.answer.verified'), verified, setVerified)}
        {check(t('lawsuit.answer.assigned'), assigned, setAssigned)}
        <fieldset className="space-y-1">
          <legend className={labelClass}>{t('lawsuit.answer.chooseDefenses')}</legend>
          {plan.defenses
            .filter((d) => d.id !== 'require_proof')
            .map((d) => (
              <label key={d.id} className="flex min-h-touch items-start gap-3 text-body text-slate-900">
                <input type="checkbox" className="mt-1 h-5 w-5" checked={chosen.has(d.id)} onChange={() => toggle(d.id)} />
                <span>{t(`lawsuit.defenses.items.${d.id}.title`)}</span>
              </label>
            ))}
        </fieldset>
        <Button type="submit" disabled={draft.isPending} className="w-full sm:w-auto">
          {draft.isPending ? t('lawsuit.answer.drafting') : t('lawsuit.answer.draft')}
        </Button>
      </form>
      {draft.error && (
        <p role="alert" className="text-body text-red-800">
          {errorMessage(draft.error)}
        </p>
      )}
      {result && (
        <div className="space-y-3" aria-live="polite">
          {!result.draft.allowed.allowed && result.draft.allowed.why !== 'not_verified' && result.draft.allowed.why !== 'limited_civil' && (
            <p role="alert" className="rounded-lg border border-amber-400 bg-amber-50 p-3 text-body text-slate-900">
              {t(`lawsuit.answer.notAllowed.${result.draft.allowed.why}`)}
            </p>
          )}
          <h3 className="text-lg font-semibold text-slate-900">{t('lawsuit.answer.itemsTitle')}</h3>
          <dl className="space-y-2" data-testid="answer-items">
            {result.draft.items.map((item) => (
              <div key={item.item} className="rounded-lg border border-slate-200 p-2">
                <dt className="text-caption font-semibold text-slate-700">{item.item}</dt>
                <dd className="whitespace-pre-wrap text-body text-slate-900 [overflow-wrap:anywhere]" lang="en">
                  {item.value || '—'}
                </dd>
              </div>
            ))}
          </dl>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button variant="secondary" onClick={() => downloadText(result.draft.text, t('lawsuit.answer.fileName'), 'text/plain;charset=utf-8')}>
              {t('lawsuit.answer.download')}
            </Button>
            <a
              className="inline-flex min-h-touch items-center text-body font-medium text-primary underline"
              href={result.draft.form.url}
              rel="noreferrer"
              target="_blank"
            >
              {t('lawsuit.answer.officialForm')} ({result.draft.form.id})
            </a>
          </div>
          <h3 className="text-lg font-semibold text-slate-900">{t('lawsuit.answer.stepsTitle')}</h3>
          <ol className="list-decimal space-y-1 ps-5 text-body text-slate-900">
            {result.filing.steps.map((s) => (
              <li key={s}>
                {t(`lawsuit.answer.steps.${s}`, { form: s === 'pay_or_waive' ? result.filing.fee_waiver_form : result.filing.proof_of_service_form })}
              </li>
            ))}
          </ol>
          <h3 className="text-lg font-semibold text-slate-900">{t('lawsuit.answer.feesTitle')}</h3>
          <ul className="list-disc ps-5 text-body text-slate-900">
            {result.filing.fees.map((f) => (
              <li key={f.case}>
                {t(`lawsuit.answer.fees.${f.case}`)}: {f.amount.toLocaleString(i18n.language, { style: 'currency', currency: 'USD' })} ({f.citation})
              </li>
            ))}
          </ul>
          <p className="text-caption text-slate-700">
            {t('lawsuit.answer.feesSource', { date: result.filing.fees_as_of })} <span lang="en">{result.filing.fees_source}</span>
          </p>
        </div>
      )}
    </SectionCard>
  );
};
