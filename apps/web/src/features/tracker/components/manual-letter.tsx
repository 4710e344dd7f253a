import { MANUAL_LETTER_KINDS, SENT_METHODS, type TrackManualLetterRequest } from '@debtshield/contracts';
import { todayIso } from '@debtshield/clocks';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { browserTimeZone, useTrackManualLetter } from '../api/tracker-api';

const input = 'mt-1 block min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 text-slate-900';
const label = 'block font-medium text-slate-900';

/**
 * A letter the person sent before DebtShield (issue 27): entered by hand with its date, it opens a
 * dispute whose clocks run from that date. A letter they received can be uploaded to be checked.
 */
export const ManualLetterForm = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const track = useTrackManualLetter();
  const id = useId();
  const [collector, setCollector] = useState('');
  const [kind, setKind] = useState<TrackManualLetterRequest['letter_kind']>('validation_request');
  const [date, setDate] = useState(todayIso());
  const [method, setMethod] = useState<TrackManualLetterRequest['method']>('certified_mail');
  const [tracking, setTracking] = useState('');
  const [notes, setNotes] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!collector.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    const tz = browserTimeZone();
    track.mutate(
      {
        collector_name: collector.trim(),
        letter_kind: kind,
        sent_date: date,
        method,
        ...(tracking.trim() ? { tracking_number: tracking.trim() } : {}),
        ...(notes.trim() ? { notes: notes.trim() } : {}),
        ...(tz ? { time_zone: tz } : {}),
      },
      { onSuccess: (data) => void navigate(paths.responseTrackerDetail.replace(':disputeId', encodeURIComponent(data.dispute_id))) },
    );
  };

  return (
    <details className="rounded-2xl border border-slate-300 bg-white p-4 sm:p-5">
      <summary className="flex min-h-11 cursor-pointer items-center text-lg font-semibold text-brand-800">{t('tracker.manual.summary')}</summary>
      <form noValidate onSubmit={submit} className="mt-3 space-y-3" aria-describedby={`${id}-intro`}>
        <p id={`${id}-intro`} className="text-slate-800">
          {t('tracker.manual.intro')}{' '}
          <Link to={paths.upload} className="font-semibold text-brand-800 underline underline-offset-4">
            {t('tracker.manual.upload')}
          </Link>
        </p>
        <div>
          <label htmlFor={`${id}-collector`} className={label}>
            {t('tracker.manual.collector')}
          </label>
          <FieldError id={`${id}-collector-err`} message={missing ? t('tracker.manual.collectorMissing') : null} />
          <input
            id={`${id}-collector`}
            className={input}
            value={collector}
            maxLength={200}
            autoComplete="organization"
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${id}-collector-err` : undefined}
            onChange={(e) => setCollector(e.target.value)}
          />
        </div>
        <label className={label}>
          {t('tracker.manual.kind')}
          <select className={input} value={kind} onChange={(e) => setKind(e.target.value as typeof kind)}>
            {MANUAL_LETTER_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`tracker.manual.kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          {t('tracker.manual.date')}
          <input type="date" className={input} value={date} max={todayIso()} required onChange={(e) => setDate(e.target.value)} />
        </label>
        <label className={label}>
          {t('tracker.sent.method')}
          <select className={input} value={method} onChange={(e) => setMethod(e.target.value as typeof method)}>
            {SENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`tracker.methods.${m}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          {t('tracker.sent.tracking')}
          <input className={input} value={tracking} maxLength={40} autoComplete="off" onChange={(e) => setTracking(e.target.value)} />
        </label>
        <label className={label}>
          {t('tracker.sent.notes')}
          <textarea className={`${input} min-h-24`} value={notes} maxLength={1000} onChange={(e) => setNotes(e.target.value)} />
        </label>
        <FieldError id={`${id}-err`} message={track.isError ? errorMessage(track.error) : null} alert />
        <Button type="submit" disabled={track.isPending}>
          {t('tracker.manual.submit')}
        </Button>
      </form>
    </details>
  );
};
