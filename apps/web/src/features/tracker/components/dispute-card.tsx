import type { DisputeSummary } from '@debtshield/contracts';
import { AlertTriangle, CalendarClock, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export const detailPath = (id: string) => paths.responseTrackerDetail.replace(':disputeId', encodeURIComponent(id));

/** A date as the person reads it ('Dec 4, 2026'), from an ISO calendar date. */
export const readableDate = (iso: string, lng: string): string => {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return iso;
  return new Intl.DateTimeFormat(lng, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
};

const URGENCY_CLASS: Record<DisputeSummary['urgency'], string> = {
  critical: 'border-l-red-700',
  high: 'border-l-amber-600',
  normal: 'border-l-slate-400',
};

/** One dispute in a list: collector, status, progress, the next legal deadline and the link to its detail. */
export const DisputeCard = ({ dispute }: { dispute: DisputeSummary }) => {
  const { t, i18n } = useTranslation();
  const collector = dispute.collector_name ?? t('tracker.unknownCollector');
  const deadline = dispute.next_deadline;
  return (
    <li className={`rounded-2xl border border-l-4 border-slate-300 bg-white p-4 ${URGENCY_CLASS[dispute.urgency]}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold text-slate-900">
          <Link to={detailPath(dispute.dispute_id)} className="inline-flex min-h-11 items-center gap-1 underline-offset-4 hover:underline">
            {collector}
            <ChevronRight aria-hidden="true" className="size-5" />
          </Link>
        </h3>
        <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800">{t(`tracker.status.${dispute.status}`)}</span>
      </div>
      <p className="mt-1 text-slate-800">
        {dispute.debt_amount !== null &&
          t('tracker.amount', { amount: dispute.debt_amount.toLocaleString(i18n.language, { style: 'currency', currency: 'USD' }) })}
        {dispute.account_number && ` · ${t('tracker.account', { last4: dispute.account_number })}`}
      </p>
      <div className="mt-3">
        <div className="flex justify-between text-sm text-slate-700">
          <span id={`progress-${dispute.dispute_id}`}>{t('tracker.progress')}</span>
          <span>{dispute.days_elapsed === null ? t('tracker.notSent') : t('tracker.daysSinceSent', { count: dispute.days_elapsed })}</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby={`progress-${dispute.dispute_id}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={dispute.progress}
          className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-brand-700" style={{ width: `${dispute.progress}%` }} />
        </div>
      </div>
      {dispute.warning && (
        <p className="mt-3 flex gap-2 text-amber-900">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>{dispute.warning}</span>
        </p>
      )}
      {deadline?.due_date && (
        <p className="mt-3 flex gap-2 text-slate-900">
          <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>
            {t(`tracker.deadlineKinds.${deadline.kind}`, { defaultValue: deadline.kind })}: {readableDate(deadline.due_date, i18n.language)}
            {deadline.days_remaining !== null && deadline.days_remaining >= 0 && ` (${t('tracker.daysLeft', { count: deadline.days_remaining })})`}
          </span>
        </p>
      )}
      <p className="mt-3 font-medium text-slate-900">
        {t('tracker.nextStep')}: {t(`tracker.actions.${dispute.smart_action.action}`)}
      </p>
    </li>
  );
};
