import type { LawsuitPlanResponse } from '@debtshield/contracts';
import { useTranslation } from 'react-i18next';
import { SectionCard } from './section-card';

const linkClass = 'text-body font-medium text-primary underline [overflow-wrap:anywhere]';

/** Legal aid, the state bar's lawyer referral and consumer lawyers: always shown with a suit (issue 28 part 4). */
export const HelpCard = ({ plan }: { plan: LawsuitPlanResponse }) => {
  const { t } = useTranslation();
  const { help } = plan;
  return (
    <SectionCard title={t('lawsuit.help.title')}>
      <p className="text-body text-slate-900">{t('lawsuit.help.intro')}</p>
      <ul className="space-y-2">
        {help.state?.legal_help && (
          <li>
            <a className={linkClass} href={help.state.legal_help.url} rel="noreferrer" target="_blank">
              {t('lawsuit.help.stateHelp', { name: help.state.legal_help.name })}
            </a>
          </li>
        )}
        {help.state && <li className="text-body text-slate-900">{t('lawsuit.help.bar', { bar: help.state.bar })}</li>}
        {help.national.map((link) => (
          <li key={link.id}>
            <a className={linkClass} href={link.url} rel="noreferrer" target="_blank" lang="en">
              {link.name}
            </a>
          </li>
        ))}
      </ul>
      <p className="text-caption text-slate-700">{t('lawsuit.help.asOf', { date: help.as_of })}</p>
      <p className="text-body font-semibold text-slate-900">{t('lawsuit.notWhat')}</p>
    </SectionCard>
  );
};
