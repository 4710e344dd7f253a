import type { AnalyzeResponse } from '@debtshield/contracts';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title';

/** Spec 000 §2: the violation count and the severity score out of 100. */
export const ResultsHeader = ({ analysis, fileName }: { analysis: AnalyzeResponse; fileName: string }) => {
  const { t } = useTranslation();
  const title = t('results.title');
  const count = analysis.violations.violation_count;
  const score = Math.round(Math.min(100, Math.max(0, analysis.violations.severity_score)));
  return (
    <header className="space-y-2 sm:space-y-4">
      <PageTitle title={title}>{title}</PageTitle>
      <p className="break-words text-sm text-slate-700">{t('results.header.fileName', { name: fileName })}</p>
      {/* Compact on a phone (two cells side by side), so that "This week" is on the first screen (issue 27). */}
      <dl className="grid grid-cols-2 gap-2 sm:gap-3">
        <div className="rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
          <dt className="sr-only">{t('results.violations.title')}</dt>
          <dd className="text-lg font-bold text-slate-900 sm:text-2xl">{t('results.header.violations', { count })}</dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
          <dt className="text-sm font-medium text-slate-700">{t('results.header.severityLabel')}</dt>
          <dd className="text-lg font-bold text-slate-900 sm:text-2xl">
            <span aria-hidden="true">{t('results.header.severityValue', { score })}</span>
            <span className="sr-only">{t('results.header.severityAccessible', { score })}</span>
          </dd>
          <progress
            aria-hidden="true"
            max={100}
            value={score}
            className="mt-2 block h-2 w-full appearance-none overflow-hidden rounded-full bg-slate-200 [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-700"
          />
        </div>
      </dl>
    </header>
  );
};
