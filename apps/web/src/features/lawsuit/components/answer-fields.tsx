import type { LawsuitFacts, LawsuitPlanResponse } from '@debtshield/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { downloadText } from '../api/lawsuit-api';
import { fieldClass, labelClass } from './section-card';

/** The fields the draft-answer forms share (California; Texas justice, county and district courts). */

type TextFieldProps = {
  label: string;
  value: string;
  onChange: (v: string) => void;
  required?: boolean;
  autoComplete?: string;
  multiline?: boolean;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
};

export const TextField = ({ label, value, onChange, required, autoComplete, multiline, inputMode }: TextFieldProps) => (
  <label className={labelClass}>
    {label}
    {multiline ? (
      <textarea className={fieldClass} value={value} required={required} autoComplete={autoComplete} rows={3} onChange={(e) => onChange(e.target.value)} />
    ) : (
      <input
        className={fieldClass}
        value={value}
        required={required}
        autoComplete={autoComplete}
        inputMode={inputMode}
        onChange={(e) => onChange(e.target.value)}
      />
    )}
  </label>
);

export const CheckField = ({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) => (
  <label className="flex min-h-touch items-start gap-3 text-body text-slate-900">
    <input type="checkbox" className="mt-1 h-5 w-5" checked={checked} onChange={(e) => onChange(e.target.checked)} />
    <span>{label}</span>
  </label>
);

/**
 * The person's and the case's fields every draft answer asks for, started from what the lawsuit form
 * already holds (the plaintiff and the case number read from the papers).
 */
export const useAnswerPartyFields = (facts: LawsuitFacts) => {
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const [phone, setPhone] = useState('');
  const [county, setCounty] = useState('');
  const [plaintiff, setPlaintiff] = useState(facts.plaintiff ?? '');
  const [caseNumber, setCaseNumber] = useState(facts.case_number ?? '');
  return { name, setName, address, setAddress, phone, setPhone, county, setCounty, plaintiff, setPlaintiff, caseNumber, setCaseNumber };
};
export type AnswerPartyFields = ReturnType<typeof useAnswerPartyFields>;

/** Those fields as every draft-answer request names them. */
export const partyRequest = (party: AnswerPartyFields) => ({
  defendant_name: party.name,
  defendant_address: party.address,
  defendant_phone: party.phone || null,
  county: party.county,
  plaintiff: party.plaintiff,
  case_number: party.caseNumber,
});

/** Name, mailing address and phone: the first fields of every draft answer. */
export const PartyContactFields = ({ party, nameLabel }: { party: AnswerPartyFields; nameLabel: string }) => {
  const { t } = useTranslation();
  return (
    <>
      <TextField label={nameLabel} value={party.name} onChange={party.setName} required autoComplete="name" />
      <TextField label={t('lawsuit.answer.address')} value={party.address} onChange={party.setAddress} required autoComplete="street-address" multiline />
      <TextField label={t('lawsuit.answer.phone')} value={party.phone} onChange={party.setPhone} autoComplete="tel" inputMode="tel" />
    </>
  );
};

/** The defenses the person chooses to include: those DebtShield's records point to are ticked at first. */
export const useChosenDefenses = (plan: LawsuitPlanResponse) => {
  const [chosen, setChosen] = useState<Set<string>>(
    () => new Set(plan.defenses.filter((d) => d.strength === 'points_to_it' && d.id !== 'require_proof').map((d) => d.id)),
  );
  const toggle = (id: string) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const selected = plan.defenses.filter((d) => chosen.has(d.id)).map((d) => ({ id: d.id, answer_text: d.answer_text }));
  return { chosen, toggle, selected };
};

export const DefenseChoices = ({
  plan,
  chosen,
  toggle,
  legend,
}: {
  plan: LawsuitPlanResponse;
  chosen: Set<string>;
  toggle: (id: string) => void;
  legend: string;
}) => {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-1">
      <legend className={labelClass}>{legend}</legend>
      {plan.defenses
        .filter((d) => d.id !== 'require_proof')
        .map((d) => (
          <label key={d.id} className="flex min-h-touch items-start gap-3 text-body text-slate-900">
            <input type="checkbox" className="mt-1 h-5 w-5" checked={chosen.has(d.id)} onChange={() => toggle(d.id)} />
            <span>{t(`lawsuit.defenses.items.${d.id}.title`)}</span>
          </label>
        ))}
    </fieldset>
  );
};

/** Each part of a draft and what goes in it; the draft's words are English, as filed. */
export const DraftItems = ({ items }: { items: { item: string; value: string }[] }) => (
  <dl className="space-y-2" data-testid="answer-items">
    {items.map((item) => (
      <div key={item.item} className="rounded-lg border border-slate-200 p-2">
        <dt className="text-caption font-semibold text-slate-700" lang="en">
          {item.item}
        </dt>
        <dd className="whitespace-pre-wrap text-body text-slate-900 [overflow-wrap:anywhere]" lang="en">
          {item.value || '—'}
        </dd>
      </div>
    ))}
  </dl>
);

export const DraftButton = ({ pending }: { pending: boolean }) => {
  const { t } = useTranslation();
  return (
    <Button type="submit" disabled={pending} className="w-full sm:w-auto">
      {pending ? t('lawsuit.answer.drafting') : t('lawsuit.answer.draft')}
    </Button>
  );
};

export const DraftError = ({ error }: { error: unknown }) =>
  error ? (
    <p role="alert" className="text-body text-red-800">
      {errorMessage(error)}
    </p>
  ) : null;

/** Download the draft, and the link to the form it rests on. */
export const DraftActions = ({ text, fileName, formUrl, formLabel }: { text: string; fileName: string; formUrl: string; formLabel: string }) => {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Button variant="secondary" onClick={() => downloadText(text, fileName, 'text/plain;charset=utf-8')}>
        {t('lawsuit.answer.download')}
      </Button>
      <a className="inline-flex min-h-touch items-center text-body font-medium text-primary underline" href={formUrl} rel="noreferrer" target="_blank">
        {formLabel}
      </a>
    </div>
  );
};
