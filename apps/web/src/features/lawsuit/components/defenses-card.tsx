import type { DefenseView, LawsuitPlanResponse } from '@debtshield/contracts';
import { useTranslation } from 'react-i18next';
import { TextWithCitation } from '../../../components/ui/citation';
import { useLongDate } from './deadline-card';
import { SectionCard } from './section-card';

const money = (n: unknown, lang: string): string =>
  typeof n === 'number' ? n.toLocaleString(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : '';

/** One known fact behind a defense, in words (`stateName`: the suit's state, which the facts name by its code). */
const FactLine = ({ fact, stateName }: { fact: DefenseView['facts'][number]; stateName: string }) => {
  const { t, i18n } = useTranslation();
  const longDate = useLongDate();
  const date = (v: unknown) => (typeof v === 'string' ? longDate(v) : '');
  switch (fact.kind) {
    case 'sol_ran_out':
      return (
        <>{t('lawsuit.defenses.facts.sol_ran_out', { years: fact.years, state: stateName, runsOutOn: date(fact.runs_out_on), filedOn: date(fact.filed_on) })}</>
      );
    // Decision 264: the time bar rests on the person's answer; no date was counted, so none is shown but the suit's.
    case 'sol_answered_past':
      return (
        <>
          {t('lawsuit.defenses.facts.sol_answered_past')}{' '}
          {typeof fact.years === 'number'
            ? t('lawsuit.defenses.facts.sol_answered_period', { years: fact.years, state: stateName, filedOn: date(fact.filed_on) })
            : t('lawsuit.defenses.facts.sol_answered_filed', { filedOn: date(fact.filed_on) })}
        </>
      );
    case 'plaintiff_not_original_creditor':
      return (
        <>
          {t('lawsuit.defenses.facts.plaintiff_not_original_creditor', {
            plaintiff: fact.plaintiff,
            originalCreditor: fact.original_creditor ?? t('lawsuit.defenses.unknownCreditor'),
          })}
        </>
      );
    case 'dispute_sent_no_verification':
      return <>{t('lawsuit.defenses.facts.dispute_sent_no_verification', { sentOn: date(fact.sent_on) })}</>;
    case 'amounts':
      return (
        <>
          {t('lawsuit.defenses.facts.amounts', {
            claimed: money(fact.claimed, i18n.language),
            letters: Array.isArray(fact.letters) ? fact.letters.map((a) => `$${money(a, i18n.language)}`).join(', ') : '',
          })}
        </>
      );
    case 'letter_findings':
      return <>{t('lawsuit.defenses.facts.letter_findings', { count: Array.isArray(fact.rule_ids) ? fact.rule_ids.length : 0 })}</>;
    case 'arbitration_clause':
      return fact.known ? null : <>{t('lawsuit.defenses.facts.arbitration_clause')}</>;
    default:
      return <>{t(`lawsuit.defenses.facts.${String(fact.kind)}`)}</>;
  }
};

/** What may be raised (issue 28 part 3): plain statements, what proves each, never a promise. */
export const DefensesCard = ({ plan }: { plan: LawsuitPlanResponse }) => {
  const { t } = useTranslation();
  const stateName = plan.deadline.state_name;
  return (
    <SectionCard title={t('lawsuit.defenses.title')}>
      <p className="text-body text-slate-800">{t('lawsuit.defenses.intro')}</p>
      {plan.known_from.analyses > 0 && <p className="text-body text-slate-800">{t('lawsuit.defenses.known', { count: plan.known_from.analyses })}</p>}
      <ul className="space-y-4">
        {plan.defenses.map((d) => (
          <li key={d.id} className="rounded-lg border border-slate-200 p-3">
            <h3 className="text-lg font-semibold text-slate-900">{t(`lawsuit.defenses.items.${d.id}.title`)}</h3>
            <p className="text-caption font-semibold text-slate-700">
              {d.strength === 'points_to_it' ? t('lawsuit.defenses.pointsToIt') : t('lawsuit.defenses.check')}
            </p>
            <p className="text-body text-slate-900">{t(`lawsuit.defenses.items.${d.id}.body`)}</p>
            {d.facts.map((f, i) => (
              <p key={i} className="text-body text-slate-800">
                <FactLine fact={f} stateName={stateName} />
              </p>
            ))}
            <h4 className="mt-2 text-body font-semibold text-slate-900">{t('lawsuit.defenses.proofTitle')}</h4>
            <ul className="list-disc ps-5 text-body text-slate-800">
              {d.proof.map((p) => (
                <li key={p}>{t(`lawsuit.defenses.proof.${p}`)}</li>
              ))}
            </ul>
            {d.citation && (
              <p className="text-caption text-slate-700">
                <TextWithCitation text={t('lawsuit.defenses.law', { citation: d.citation })} citation={d.citation} />
              </p>
            )}
          </li>
        ))}
      </ul>
    </SectionCard>
  );
};
