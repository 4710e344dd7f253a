import type { FlowType } from '@debtshield/contracts';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { ResultsCard } from './results-card';

export type ResultsActionsProps = {
  flow: FlowType;
  loggedIn: boolean;
  /** A power letter's violations are shown: the letter for them is written on request. */
  combo: boolean;
  generating: boolean;
  onGenerate: () => void;
  /** A failure, announced as an alert. */
  error: string | null;
};

/**
 * What else the person can do (spec 000 §2, issue 27): the letter's one download is on the first
 * screen ("This week"), with Track Response; here, Enhance with DIY Tips (generate flow), the
 * dashboard (signed in), and for a power letter the letter written for its violations.
 */
export const ResultsActions = ({ flow, loggedIn, combo, generating, onGenerate, error }: ResultsActionsProps) => {
  const { t } = useTranslation();
  const showDiy = flow === 'generate';
  if (!combo && !showDiy && !loggedIn && !error) return <p className="text-sm text-slate-700">{t('results.legalInfo')}</p>;
  return (
    <ResultsCard title={t('results.actions.title')}>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {combo && (
          <Button onClick={onGenerate} disabled={generating}>
            {generating ? t('results.actions.generating') : t('results.actions.writeCombo')}
          </Button>
        )}
        {showDiy && (
          <ButtonLink to={`${paths.upload}?flow=enhance`} variant="secondary">
            {t('results.actions.diy')}
          </ButtonLink>
        )}
        {loggedIn && (
          <ButtonLink to={paths.dashboard} variant="secondary">
            {t('results.actions.dashboard')}
          </ButtonLink>
        )}
      </div>
      {error && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 font-medium text-red-900">
          {error}
        </p>
      )}
      <p className="text-sm text-slate-700">{t('results.legalInfo')}</p>
    </ResultsCard>
  );
};
