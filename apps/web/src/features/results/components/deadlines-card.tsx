import type { AnalyzeResponse } from '@debtshield/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { buildCalendar, hasCalendarDates, isPast, localIsoDate } from '@debtshield/clocks';
import { downloadBlob } from '../api/download-file';
import { formatIsoDate } from '../utils/format-values';
import { ResultsCard } from './results-card';

const AFTER_KINDS = new Set([
  'validation_end_date',
  'earliest_lawful_validation_end_date',
  'dispute_window',
  'settlement_offer',
  'sol_runs_out',
  'credit_reporting_ends',
  'fdcpa_claim',
]);

/** Whole days from today to an ISO date, both read as calendar days (no time zone drift). */
const daysUntil = (iso: string, today: string): number => Math.round((Date.parse(`${iso}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);

/**
 * The dates that matter for this letter, read against today where the person is (an analysis is
 * re-read days later): a date gone by is shown as passed, with what can still be done; the calendar
 * file (.ics, made in the browser) holds only the dates still ahead.
 */
export const DeadlinesCard = ({ analysis, id }: { analysis: AnalyzeResponse; id?: string }) => {
  const { t, i18n } = useTranslation();
  const [downloaded, setDownloaded] = useState(false);
  const { deadlines } = analysis;
  if (deadlines.length === 0) return null;
  const sorted = [...deadlines].sort((a, b) => a.date.localeCompare(b.date));
  const today = localIsoDate();
  const anyPast = sorted.some((deadline) => isPast(deadline));
  // What can still be done is said once: the dispute dates share theirs.
  const said = new Set<string>();
  const afterKey = (kind: string | undefined): string | null => {
    const key = `results.deadlines.after.${kind && AFTER_KINDS.has(kind) ? kind : 'other'}`;
    const text = t(key);
    if (said.has(text)) return null;
    said.add(text);
    return key;
  };
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
    <ResultsCard id={id} collapsible title={t('results.deadlines.title')}>
      <ul className="space-y-3">
        {sorted.map((deadline) => {
          const past = isPast(deadline);
          const after = past ? afterKey(deadline.kind) : null;
          const days = daysUntil(deadline.date, today);
          return (
            <li key={`${deadline.date}:${deadline.label}`} className={`rounded-lg border p-3 ${past ? 'border-slate-300 bg-slate-50' : 'border-slate-200'}`}>
              <p className="flex flex-wrap items-baseline gap-x-2 font-semibold text-slate-900">
                <time dateTime={deadline.date}>{formatIsoDate(deadline.date, i18n.language)}</time>
                <span className={`text-sm font-medium ${past ? 'text-slate-700' : 'text-blue-900'}`}>
                  {past
                    ? t('results.deadlines.passed')
                    : days === 0
                      ? t('results.deadlines.today')
                      : Number.isFinite(days)
                        ? t('results.deadlines.upcoming', { count: days })
                        : null}
                </span>
              </p>
              <p className={past ? 'text-slate-700' : 'text-slate-800'}>{deadline.label}</p>
              {after && <p className="mt-1 text-slate-800">{t(after)}</p>}
              <p className="text-sm text-slate-700">{t('results.deadlines.source', { source: deadline.source })}</p>
            </li>
          );
        })}
      </ul>
      {hasCalendarDates(sorted) && (
        <>
          <Button variant="secondary" onClick={download}>
            {t('results.deadlines.download')}
          </Button>
          {anyPast && <p className="text-sm text-slate-700">{t('results.deadlines.onlyFuture')}</p>}
        </>
      )}
      <p aria-live="polite" className="text-sm text-slate-700">
        {downloaded ? t('results.deadlines.downloaded') : ''}
      </p>
    </ResultsCard>
  );
};
