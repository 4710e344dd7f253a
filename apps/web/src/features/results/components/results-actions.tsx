import type { FlowType } from '@debtshield/contracts';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { ResultsCard } from './results-card';

export type ResultsActionsProps = {
  flow: FlowType;
  loggedIn: boolean;
  generating: boolean;
  downloading: boolean;
  onGenerate: () => void;
  onDownload: () => void;
  /** The outcome of the last action, announced politely. */
  status: string | null;
  /** A failure, announced as an alert. */
  error: string | null;
};

/**
 * Spec 000 §2, the buttons and when each shows: Generate Response Letter (Enhance My Letter in the
 * enhance flow), Enhance with DIY Tips (generate flow only), Go to Your Dashboard (signed in),
 * Download PDF Letter (Track Response returns with the response tracker).
 */
export const ResultsActions = ({ flow, loggedIn, generating, downloading, onGenerate, onDownload, status, error }: ResultsActionsProps) => {
  const { t } = useTranslation();
  return (
    <ResultsCard title={t('results.actions.title')}>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button onClick={onGenerate} disabled={generating}>
          {generating ? t('results.actions.generating') : flow === 'enhance' ? t('results.actions.enhance') : t('results.actions.generate')}
        </Button>
        {flow === 'generate' && (
          <ButtonLink to={`${paths.upload}?flow=enhance`} variant="secondary">
            {t('results.actions.diy')}
          </ButtonLink>
        )}
        {loggedIn && (
          <ButtonLink to={paths.dashboard} variant="secondary">
            {t('results.actions.dashboard')}
          </ButtonLink>
        )}
        <Button variant="secondary" onClick={onDownload} disabled={downloading}>
          {downloading ? t('results.actions.downloading') : t('results.actions.download')}
        </Button>
        {/* Track Response comes back when the response tracker is built (issue 15): no button to a page that does not work yet. */}
      </div>
      <p aria-live="polite" className="text-slate-800">
        {status ?? ''}
      </p>
      {error && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 font-medium text-red-900">
          {error}
        </p>
      )}
      <p className="text-sm text-slate-700">{t('results.legalInfo')}</p>
    </ResultsCard>
  );
};
