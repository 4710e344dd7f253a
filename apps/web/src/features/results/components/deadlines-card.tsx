import type { AnalyzeResponse } from '@debtshield/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { buildCalendar, hasCalendarDates } from '../api/calendar-file';
import { downloadBlob } from '../api/download-file';
import { formatIsoDate } from '../utils/format-values';
import { ResultsCard } from './results-card';

/** The dates that matter for this letter, and a calendar file (.ics) of them made in the browser. */
export const DeadlinesCard = ({ analysis }: { analysis: AnalyzeResponse }) => {
  const { t, i18n } = useTranslation();
  const [downloaded, setDownloaded] = useState(false);
  const { deadlines } = analysis;
  if (deadlines.length === 0) return null;
  const sorted = [...deadlines].sort((a, b) => a.date.localeCompare(b.date));
  const download = () => {
    const ics = buildCalendar(sorted, {
      uidPrefix: analysis.analysis_id,
      calendarName: t('results.deadlines.calendarName'),
      summary: (deadline) => `${t('results.deadlines.eventSummary')}: ${deadline.label}`,
      description: (deadline) => t('results.deadlines.eventDescription', { label: deadline.label, source: deadline.source }),
    });
    downloadBlob(new Blob([ics], { type: 'text/calendar;charset=utf-8' }), t('results.deadlines.fileName'));
    setDownloaded(true);
  };
  return (
    <ResultsCard title={t('results.deadlines.title')}>
      <ul className="space-y-3">
        {sorted.map((deadline) => (
          <li key={`${deadline.date}:${deadline.label}`} className="rounded-lg border border-slate-200 p-3">
            <p className="font-semibold text-slate-900">
              <time dateTime={deadline.date}>{formatIsoDate(deadline.date, i18n.language)}</time>
            </p>
            <p className="text-slate-800">{deadline.label}</p>
            <p className="text-sm text-slate-700">{t('results.deadlines.source', { source: deadline.source })}</p>
          </li>
        ))}
      </ul>
      {hasCalendarDates(sorted) && (
        <Button variant="secondary" onClick={download}>
          {t('results.deadlines.download')}
        </Button>
      )}
      <p aria-live="polite" className="text-sm text-slate-700">
        {downloaded ? t('results.deadlines.downloaded') : ''}
      </p>
    </ResultsCard>
  );
};
