import { type TEXAS_COURT_KINDS, TEXAS_SERVICE_METHODS, type LawsuitFacts, type LawsuitPlanResponse } from '@debtshield/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Citation } from '../../../components/ui/citation';
import { useTexasAnswer } from '../api/lawsuit-api';
import {
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
import { useLongDate } from './deadline-card';
import { RuleCheckNote } from './rule-check-note';
import { fieldClass, labelClass } from './section-card';

type ServiceMethod = (typeof TEXAS_SERVICE_METHODS)[number];
type CourtKind = (typeof TEXAS_COURT_KINDS)[number];

/** The courts of the suit's level: a justice court for the limited level; a district or county court for the general one. */
const courtKindsFor = (level: LawsuitPlanResponse['deadline']['level']): readonly CourtKind[] => (level === 'limited' ? ['justice'] : ['district', 'county']);

/**
 * A Texas court's answer: a written general denial filled from what the person enters, with the court's
 * caption and a certificate of service. A justice court's (decision 053) or a county or district court's
 * (decision 064: Tex. R. Civ. P. 92, due by 10:00 a.m. on the answer day). It is not the text of
 * TexasLawHelp's forms (not stored), and the page says so; the steps and the fees show the words they
 * rest on, and a county or district court's fees are linked to the county schedules read, never shown as
 * a figure.
 */
export const TexasAnswerForm = ({ plan, facts }: { plan: LawsuitPlanResponse; facts: LawsuitFacts }) => {
  const { t, i18n } = useTranslation();
  const longDate = useLongDate();
  const draft = useTexasAnswer();
  const party = useAnswerPartyFields(facts);
  const kinds = courtKindsFor(plan.deadline.level);
  const [courtKind, setCourtKind] = useState<CourtKind>(kinds[0]!);
  const [precinct, setPrecinct] = useState('');
  const [place, setPlace] = useState('');
  const [courtNumber, setCourtNumber] = useState('');
  const [plaintiffAddress, setPlaintiffAddress] = useState('');
  const [method, setMethod] = useState<ServiceMethod | ''>('');
  const { chosen, toggle, selected } = useChosenDefenses(plan);
  const justice = courtKind === 'justice';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    draft.mutate({
      ...partyRequest(party),
      court_kind: courtKind,
      ...(justice ? { precinct, place: place || null } : { court_number: courtNumber || null }),
      plaintiff_service_address: plaintiffAddress || null,
      service_method: method || null,
      defenses: selected,
      date: plan.today,
    });
  };
  const result = draft.data;

  return (
    <div className="space-y-3">
      <p className="text-body text-slate-900">{t(justice ? 'lawsuit.answer.tx.intro' : 'lawsuit.answer.tx.introTrial')}</p>
      <form className="space-y-3" onSubmit={submit}>
        <PartyContactFields party={party} nameLabel={t('lawsuit.answer.tx.name')} />
        <TextField label={t('lawsuit.answer.county')} value={party.county} onChange={party.setCounty} required />
        {kinds.length > 1 && (
          <label className={labelClass}>
            {t('lawsuit.answer.tx.court')}
            <select className={fieldClass} value={courtKind} onChange={(e) => setCourtKind(e.target.value as CourtKind)}>
              {kinds.map((k) => (
                <option key={k} value={k}>
                  {t(`lawsuit.answer.tx.courts.${k}`)}
                </option>
              ))}
            </select>
          </label>
        )}
        {justice ? (
          <>
            <TextField label={t('lawsuit.answer.tx.precinct')} value={precinct} onChange={setPrecinct} required inputMode="numeric" />
            <TextField label={t('lawsuit.answer.tx.place')} value={place} onChange={setPlace} inputMode="numeric" />
          </>
        ) : (
          <TextField
            label={t(courtKind === 'district' ? 'lawsuit.answer.tx.districtNumber' : 'lawsuit.answer.tx.countyCourtNumber')}
            value={courtNumber}
            onChange={setCourtNumber}
            required={courtKind === 'district'}
          />
        )}
        <TextField label={t('lawsuit.form.plaintiff')} value={party.plaintiff} onChange={party.setPlaintiff} required />
        <TextField label={t('lawsuit.answer.tx.plaintiffAddress')} value={plaintiffAddress} onChange={setPlaintiffAddress} multiline />
        <TextField label={t('lawsuit.answer.tx.caseNumber')} value={party.caseNumber} onChange={party.setCaseNumber} required />
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
            fileName={t(result.draft.court_kind === 'justice' ? 'lawsuit.answer.tx.fileName' : 'lawsuit.answer.tx.fileNameTrial')}
            formUrl={result.draft.form.url}
            formLabel={t('lawsuit.answer.tx.formLink', { form: result.draft.form.id })}
          />
          <div className="text-body text-slate-900">
            <p className="font-semibold">{t('lawsuit.answer.tx.whyDenial')}</p>
            <RuleCheckNote check={result.draft.checks.general_denial} longDate={longDate} />
          </div>
          {result.draft.checks.sworn_denial && (
            <div className="rounded-lg border border-amber-400 bg-amber-50 p-3 text-body text-slate-900">
              <p className="font-semibold">{t('lawsuit.answer.tx.swornDenial')}</p>
              <RuleCheckNote check={result.draft.checks.sworn_denial} longDate={longDate} />
            </div>
          )}
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
          {result.filing.fees.length > 0 && (
            <ul className="list-disc ps-5 text-body text-slate-900">
              {result.filing.fees.map((f) => (
                <li key={f.case}>
                  {t(`lawsuit.answer.tx.fees.${f.case}`)}: {f.amount.toLocaleString(i18n.language, { style: 'currency', currency: 'USD' })} (
                  <span lang="en">
                    <Citation text={f.citation} />
                  </span>
                  )
                </li>
              ))}
            </ul>
          )}
          {result.filing.fees_vary_by_county && (
            <div className="space-y-1 text-body text-slate-900">
              <p>{t('lawsuit.answer.tx.feesVary')}</p>
              <ul className="list-disc ps-5">
                {result.filing.fee_schedules.map((f) => (
                  <li key={f.url}>
                    <a className="font-medium text-primary underline" href={f.url} rel="noreferrer" target="_blank" lang="en">
                      {f.name}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="text-body text-slate-900">
            <RuleCheckNote check={result.filing.fees_check} longDate={longDate} />
            <p className="text-caption text-slate-700">{t('lawsuit.answer.tx.feeConfirm')}</p>
          </div>
          {result.filing.cost_waiver_check && (
            <div className="text-body text-slate-900">
              <p>{t('lawsuit.answer.tx.costWaiver')}</p>
              <RuleCheckNote check={result.filing.cost_waiver_check} longDate={longDate} />
            </div>
          )}
        </div>
      )}
    </div>
  );
};
