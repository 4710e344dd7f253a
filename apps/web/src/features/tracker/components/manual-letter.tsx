import { MANUAL_LETTER_KINDS, type TrackManualLetterRequest } from '@debtshield/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useTrackManualLetter } from '../api/tracker-api';
import { fieldInput as input, fieldLabel as label, SentLetterFields, useSentLetterFields } from './sent-letter-fields';

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
  const fields = useSentLetterFields();
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!collector.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    track.mutate(
      { collector_name: collector.trim(), letter_kind: kind, ...fields.values() },
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
        <SentLetterFields fields={fields} dateLabel={t('tracker.manual.date')} />
        <FieldError id={`${id}-err`} message={track.isError ? errorMessage(track.error) : null} alert />
        <Button type="submit" disabled={track.isPending}>
          {t('tracker.manual.submit')}
        </Button>
      </form>
    </details>
  );
};
