import { TEXAS_SERVICE_METHODS, type LawsuitFacts, type LawsuitPlanResponse } from '@debtshield/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useTexasAnswer } from '../api/lawsuit-api';
import { DefenseChoices, DraftActions, DraftButton, DraftError, DraftItems, TextField, useChosenDefenses } from './answer-fields';
import { useLongDate } from './deadline-card';
import { RuleCheckNote } from './rule-check-note';
import { fieldClass, labelClass } from './section-card';

type ServiceMethod = (typeof TEXAS_SERVICE_METHODS)[number];

/**
 * A Texas justice court's answer (decision 053): a written general denial filled from what the person
 * enters, with the court's caption and a certificate of service. It is not the text of TexasLawHelp's
 * form CV-ANS-103 (not stored), and the page says so; the steps and the fee show the words they rest on.
 */
export const TexasAnswerForm = ({ plan, facts }: { plan: LawsuitPlanResponse; facts: LawsuitFacts }) => {
  const { t, i18n } = useTranslation();
  const longDate = useLongDate();
  const draft = useTexasAnswer();
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const [phone, setPhone] = useState('');
  const [county, setCounty] = useState('');
  const [precinct, setPrecinct] = useState('');
  const [place, setPlace] = useState('');
  const [plaintiff, setPlaintiff] = useState(facts.plaintiff ?? '');
  const [plaintiffAddress, setPlaintiffAddress] = useState('');
  const [caseNumber, setCaseNumber] = useState(facts.case_number ?? '');
  const [method, setMethod] = useState<ServiceMethod | ''>('');
  const { chosen, toggle, selected } = useChosenDefenses(plan);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    draft.mutate({
      defendant_name: name,
      defendant_address: address,
      defendant_phone: phone || null,
      county,
      precinct,
      place: place || null,
      plaintiff,
      plaintiff_service_address: plaintiffAddress || null,
      case_number: caseNumber,
      service_method: method || null,
      defenses: selected,
      date: plan.today,
    });
  };
  const result = draft.data;

  return (
    <div className="space-y-3">
      <p className="text-body text-slate-900">{t('lawsuit.answer.tx.intro')}</p>
      <form className="space-y-3" onSubmit={submit}>
        <TextField label={t('lawsuit.answer.tx.name')} value={name} onChange={setName} required autoComplete="name" />
        <TextField label={t('lawsuit.answer.address')} value={address} onChange={setAddress} required autoComplete="street-address" multiline />
        <TextField label={t('lawsuit.answer.phone')} value={phone} onChange={setPhone} autoComplete="tel" inputMode="tel" />
        <TextField label={t('lawsuit.answer.county')} value={county} onChange={setCounty} required />
        <TextField label={t('lawsuit.answer.tx.precinct')} value={precinct} onChange={setPrecinct} required inputMode="numeric" />
        <TextField label={t('lawsuit.answer.tx.place')} value={place} onChange={setPlace} inputMode="numeric" />
        <TextField label={t('lawsuit.form.plaintiff')} value={plaintiff} onChange={setPlaintiff} required />
        <TextField label={t('lawsuit.answer.tx.plaintiffAddress')} value={plaintiffAddress} onChange={setPlaintiffAddress} multiline />
        <TextField label={t('lawsuit.answer.tx.caseNumber')} value={caseNumber} onChange={setCaseNumber} required />
        <label className={labelClass}>
          {t('lawsuit.answer.tx.method')}
          <select className={fieldClass} value={method} onChange={(e) => setMethod(e.target.value as ServiceMethod | '')}>
            <option value="">{t('lawsuit.answer.tx.methodLater')}</option>
            {TEXAS_SERVICE_METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`lawsuit.answer.tx.methods.${m}`)}
              </option>
            ))}
          </select>
        </label>
        <DefenseChoices plan={plan} chosen={chosen} toggle={toggle} legend={t('lawsuit.answer.tx.chooseDefenses')} />
        <DraftButton pending={draft.isPending} />
      </form>
      <DraftError error={draft.error} />
      {result && (
        <div className="space-y-3" aria-live="polite">
          <p className="rounded-lg border border-amber-400 bg-amber-50 p-3 text-body text-slate-900">
            {t('lawsuit.answer.tx.notTheForm', { form: result.draft.form.id, publisher: result.draft.form.publisher })}
          </p>
          <h3 className="text-lg font-semibold text-slate-900">{t('lawsuit.answer.tx.itemsTitle')}</h3>
          <DraftItems items={result.draft.items} />
          <DraftActions
            text={result.draft.text}
            fileName={t('lawsuit.answer.tx.fileName')}
            formUrl={result.draft.form.url}
            formLabel={t('lawsuit.answer.tx.formLink', { form: result.draft.form.id })}
          />
          <div className="text-body text-slate-900">
            <p className="font-semibold">{t('lawsuit.answer.tx.whyDenial')}</p>
            <RuleCheckNote check={result.draft.checks.general_denial} longDate={longDate} />
          </div>
          <h3 className="text-lg font-semibold text-slate-900">{t('lawsuit.answer.stepsTitle')}</h3>
          <ol className="list-decimal space-y-1 ps-5 text-body text-slate-900">
            {result.filing.steps.map((s) => (
              <li key={s}>{t(`lawsuit.answer.tx.steps.${s}`)}</li>
            ))}
          </ol>
          <div className="text-body text-slate-900">
            <RuleCheckNote check={result.filing.steps_check} longDate={longDate} />
          </div>
          <h3 className="text-lg font-semibold text-slate-900">{t('lawsuit.answer.feesTitle')}</h3>
          <ul className="list-disc ps-5 text-body text-slate-900">
            {result.filing.fees.map((f) => (
              <li key={f.case}>
                {t(`lawsuit.answer.tx.fees.${f.case}`)}: {f.amount.toLocaleString(i18n.language, { style: 'currency', currency: 'USD' })} (
                <span lang="en">{f.citation}</span>)
              </li>
            ))}
          </ul>
          <div className="text-body text-slate-900">
            <RuleCheckNote check={result.filing.fees_check} longDate={longDate} />
            <p className="text-caption text-slate-700">{t('lawsuit.answer.tx.feeConfirm')}</p>
          </div>
        </div>
      )}
    </div>
  );
};
