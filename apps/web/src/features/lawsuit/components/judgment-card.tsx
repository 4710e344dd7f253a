import type { LawsuitPlanResponse } from '@debtshield/contracts';
import { useTranslation } from 'react-i18next';
import { SectionCard } from './section-card';

/** After a judgment: federal protections and the state's headline wage and bank exemptions, with citations (issue 28 part 5). */
export const JudgmentCard = ({ plan }: { plan: LawsuitPlanResponse }) => {
  const { t } = useTranslation();
  const { exemptions } = plan;
  const stateName = plan.deadline.state_name;
  return (
    <SectionCard title={t('lawsuit.judgment.title')}>
      <p className="text-body text-slate-900">{t('lawsuit.judgment.intro')}</p>
      <h3 className="text-lg font-semibold text-slate-900">{t('lawsuit.judgment.federal')}</h3>
      <ul className="list-disc space-y-2 ps-5 text-body text-slate-900">
        {exemptions.federal.map((p) => (
          <li key={p.id}>
            {t(`lawsuit.judgment.items.${p.id}`)} <span className="text-caption text-slate-700">{t('lawsuit.judgment.law', { citation: p.citation })}</span>
          </li>
        ))}
      </ul>
      <h3 className="text-lg font-semibold text-slate-900">{t('lawsuit.judgment.state', { state: stateName })}</h3>
      {exemptions.state ? (
        <dl className="space-y-2 text-body text-slate-900">
          <div>
            <dt className="font-semibold">{t('lawsuit.judgment.wage')}</dt>
            <dd>
              {t(`lawsuit.judgment.items.${exemptions.state.wage.id}`)}{' '}
              <span className="text-caption text-slate-700">{t('lawsuit.judgment.law', { citation: exemptions.state.wage.citation })}</span>
            </dd>
          </div>
          {exemptions.state.bank && (
            <div>
              <dt className="font-semibold">{t('lawsuit.judgment.bank')}</dt>
              <dd>
                {t(`lawsuit.judgment.items.${exemptions.state.bank.id}`)}{' '}
                <span className="text-caption text-slate-700">{t('lawsuit.judgment.law', { citation: exemptions.state.bank.citation })}</span>
              </dd>
            </div>
          )}
        </dl>
      ) : (
        <p className="text-body text-slate-900">{t('lawsuit.judgment.stateUnknown', { state: stateName })}</p>
      )}
    </SectionCard>
  );
};
