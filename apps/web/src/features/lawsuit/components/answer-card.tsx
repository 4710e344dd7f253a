import type { LawsuitFacts, LawsuitPlanResponse } from '@debtshield/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Citation } from '../../../components/ui/citation';
import { useCaliforniaAnswer } from '../api/lawsuit-api';
import {
  CheckField,
  DefenseChoices,
  DraftActions,
  DraftButton,
  DraftError,
  DraftItems,
  PartyContactFields,
  partyRequest,
  TextField,
  useAnswerPartyFields,
  useChosenDefenses,
} from './answer-fields';
import { SectionCard } from './section-card';
import { TexasAnswerForm } from './texas-answer-form';

/**
 * Answer the suit (issue 28 part 4). California's general denial (Judicial Council form PLD-050) and a
 * Texas court's written general denial (a justice court, decision 053; a county or district court,
 * decision 064) are filled from what the person enters; for other states, the court's own self-help
 * page and legal aid.
 */
export const AnswerCard = ({ plan, facts }: { plan: LawsuitPlanResponse; facts: LawsuitFacts }) => {
  const { t, i18n } = useTranslation();
  const draft = useCaliforniaAnswer();
  const party = useAnswerPartyFields(facts);
  const [courtAddress, setCourtAddress] = useState('');
  const [limitedCivil, setLimitedCivil] = useState(facts.court_level === 'limited');
  const [verified, setVerified] = useState(false);
  const [assigned, setAssigned] = useState(plan.defenses.some((d) => d.id === 'standing_debt_buyer'));
  const { chosen, toggle, selected } = useChosenDefenses(plan);

  if (plan.deadline.state === 'TX')
    return (
      <SectionCard title={t('lawsuit.answer.title')}>
        <TexasAnswerForm plan={plan} facts={facts} />
      </SectionCard>
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
      ...partyRequest(party),
      court_address: courtAddress || null,
      limited_civil: limitedCivil,
      complaint_verified: verified,
      assigned_claim: assigned,
      amount_claimed: facts.amount_claimed ?? null,
      defenses: selected,
      date: plan.today,
    });
  };
  const result = draft.data;

  return (
    <SectionCard title={t('lawsuit.answer.title')}>
      <p className="text-body text-slate-900">{t('lawsuit.answer.caIntro')}</p>
      <form className="space-y-3" onSubmit={submit}>
        <PartyContactFields party={party} nameLabel={t('lawsuit.answer.name')} />
        <TextField label={t('lawsuit.answer.county')} value={party.county} onChange={party.setCounty} required />
        <TextField label={t('lawsuit.answer.courtAddress')} value={courtAddress} onChange={setCourtAddress} />
        <TextField label={t('lawsuit.form.plaintiff')} value={party.plaintiff} onChange={party.setPlaintiff} required />
        <TextField label={t('lawsuit.form.caseNumber')} value={party.caseNumber} onChange={party.setCaseNumber} required />
        <CheckField label={t('lawsuit.answer.limitedCivil')} checked={limitedCivil} onChange={setLimitedCivil} />
        <CheckField label={t('lawsuit.answer.verified')} checked={verified} onChange={setVerified} />
        <CheckField label={t('lawsuit.answer.assigned')} checked={assigned} onChange={setAssigned} />
        <DefenseChoices plan={plan} chosen={chosen} toggle={toggle} legend={t('lawsuit.answer.chooseDefenses')} />
        <DraftButton pending={draft.isPending} />
      </form>
      <DraftError error={draft.error} />
      {result && (
        <div className="space-y-3" aria-live="polite">
          {!result.draft.allowed.allowed && result.draft.allowed.why !== 'not_verified' && result.draft.allowed.why !== 'limited_civil' && (
            <p role="alert" className="rounded-lg border border-amber-400 bg-amber-50 p-3 text-body text-slate-900">
              {t(`lawsuit.answer.notAllowed.${result.draft.allowed.why}`)}
            </p>
          )}
          <h3 className="text-lg font-semibold text-slate-900">{t('lawsuit.answer.itemsTitle')}</h3>
          <DraftItems items={result.draft.items} />
          <DraftActions
            text={result.draft.text}
            fileName={t('lawsuit.answer.fileName')}
            formUrl={result.draft.form.url}
            formLabel={`${t('lawsuit.answer.officialForm')} (${result.draft.form.id})`}
          />
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
                {t(`lawsuit.answer.fees.${f.case}`)}: {f.amount.toLocaleString(i18n.language, { style: 'currency', currency: 'USD' })} (
                <Citation text={f.citation} />)
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
