import type { LawsuitPlanResponse } from '@debtshield/contracts';
import { useTranslation } from 'react-i18next';
import { TextWithCitation } from '../../../components/ui/citation';
import { useLongDate } from './deadline-card';
import { RuleCheckNote } from './rule-check-note';
import { SectionCard } from './section-card';

type StateExemptionsView = NonNullable<LawsuitPlanResponse['exemptions']['state']>;
type FactView = StateExemptionsView['wage'];

/**
 * After a judgment: federal protections and the state's wage, bank and home exemptions, with citations
 * and how each was checked (issue 28 part 5; decision 046).
 */
export const JudgmentCard = ({ plan }: { plan: LawsuitPlanResponse }) => {
  const { t, i18n } = useTranslation();
  const longDate = useLongDate();
  const { exemptions } = plan;
  const stateName = plan.deadline.state_name;
  const locale = i18n.language === 'es' ? 'es-US' : 'en-US';
  const words = (f: FactView) =>
    t(`lawsuit.judgment.items.${f.id}`, Object.fromEntries(Object.entries(f.values).map(([k, v]) => [k, v.toLocaleString(locale)])));
  const row = (label: string, f: FactView) => (
    <div key={label}>
      <dt className="font-semibold">{label}</dt>
      <dd className="space-y-1">
        <p>
          {words(f)}{' '}
          <span className="text-caption text-slate-700">
            <TextWithCitation text={t('lawsuit.judgment.law', { citation: f.citation })} citation={f.citation} />
          </span>
        </p>
        <div className="text-caption text-slate-700">
          <RuleCheckNote check={f.check} longDate={longDate} about="judgment" />
        </div>
      </dd>
    </div>
  );
  return (
    <SectionCard title={t('lawsuit.judgment.title')}>
      <p className="text-body text-slate-900">{t('lawsuit.judgment.intro')}</p>
      <h3 className="text-lg font-semibold text-slate-900">{t('lawsuit.judgment.federal')}</h3>
      <ul className="list-disc space-y-2 ps-5 text-body text-slate-900">
        {exemptions.federal.map((p) => (
          <li key={p.id}>
            {t(`lawsuit.judgment.items.${p.id}`)}{' '}
            <span className="text-caption text-slate-700">
              <TextWithCitation text={t('lawsuit.judgment.law', { citation: p.citation })} citation={p.citation} />
            </span>
          </li>
        ))}
      </ul>
      <h3 className="text-lg font-semibold text-slate-900">{t('lawsuit.judgment.state', { state: stateName })}</h3>
      {exemptions.state ? (
        <dl className="space-y-3 text-body text-slate-900">
          {row(t('lawsuit.judgment.wage'), exemptions.state.wage)}
          {exemptions.state.bank && row(t('lawsuit.judgment.bank'), exemptions.state.bank)}
          {exemptions.state.homestead && row(t('lawsuit.judgment.homestead'), exemptions.state.homestead)}
        </dl>
      ) : (
        <p className="text-body text-slate-900">{t('lawsuit.judgment.stateUnknown', { state: stateName })}</p>
      )}
      <p className="text-body text-slate-900">{t('lawsuit.judgment.askLegalAid')}</p>
    </SectionCard>
  );
};
