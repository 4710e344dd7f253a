import { SENT_METHODS } from '@debtshield/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localIsoDate } from '@debtshield/clocks';
import { browserTimeZone } from '../../../lib/local-calendar';

export const fieldInput = 'mt-1 block min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 text-slate-900';
export const fieldLabel = 'block font-medium text-slate-900';

type SentMethod = (typeof SENT_METHODS)[number];

/** What a sent letter is recorded with: the day it went out, how, its tracking number and notes (both optional). */
export type SentLetterValues = {
  sent_date: string;
  method: SentMethod;
  tracking_number?: string;
  notes?: string;
  time_zone?: string;
};

/**
 * The state of the fields that record a sent letter, shared by the tracker's "letter sent before
 * DebtShield" form and the dispute page's "record that you sent it" form: the day sent, the way it
 * went (certified mail first), tracking and notes, and the request values with the browser's zone.
 */
export const useSentLetterFields = () => {
  const [date, setDate] = useState(localIsoDate());
  const [method, setMethod] = useState<SentMethod>('certified_mail');
  const [tracking, setTracking] = useState('');
  const [notes, setNotes] = useState('');
  const values = (): SentLetterValues => {
    const tz = browserTimeZone();
    return {
      sent_date: date,
      method,
      ...(tracking.trim() ? { tracking_number: tracking.trim() } : {}),
      ...(notes.trim() ? { notes: notes.trim() } : {}),
      ...(tz ? { time_zone: tz } : {}),
    };
  };
  return { date, setDate, method, setMethod, tracking, setTracking, notes, setNotes, values };
};

export type SentLetterFieldsState = ReturnType<typeof useSentLetterFields>;

/** The fields themselves: the day sent (under the form's own label), the way it went, tracking and notes. */
export const SentLetterFields = ({ fields, dateLabel }: { fields: SentLetterFieldsState; dateLabel: string }) => {
  const { t } = useTranslation();
  return (
    <>
      <label className={fieldLabel}>
        {dateLabel}
        <input type="date" className={fieldInput} value={fields.date} max={localIsoDate()} required onChange={(e) => fields.setDate(e.target.value)} />
      </label>
      <label className={fieldLabel}>
        {t('tracker.sent.method')}
        <select
          className={fieldInput}
          value={fields.method}
          onChange={(e) => fields.setMethod(SENT_METHODS.find((m) => m === e.target.value) ?? 'certified_mail')}
        >
          {SENT_METHODS.map((m) => (
            <option key={m} value={m}>
              {t(`tracker.methods.${m}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={fieldLabel}>
        {t('tracker.sent.tracking')}
        <input className={fieldInput} value={fields.tracking} maxLength={40} autoComplete="off" onChange={(e) => fields.setTracking(e.target.value)} />
      </label>
      <label className={fieldLabel}>
        {t('tracker.sent.notes')}
        <textarea className={`${fieldInput} min-h-24`} value={fields.notes} maxLength={1000} onChange={(e) => fields.setNotes(e.target.value)} />
      </label>
    </>
  );
};
