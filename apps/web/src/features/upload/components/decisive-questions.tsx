import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/ui/field-error';

/** What the upload page asks before the first result (issue 12): each one decides rules the letter alone cannot. */
export type EarlyAnswers = {
  /** The validation-notice duties apply to the collector's first communication (15 U.S.C. 1692g(a), 12 CFR 1006.34). */
  isFirstContact?: boolean;
  /** The statute of limitations and its revival run from the last payment. */
  lastPaymentDate?: string;
  /** What the envelope shows (15 U.S.C. 1692f(8)). */
  envelopeText?: string;
};

export const MAX_ENVELOPE_TEXT = 2000;

/** The answers as POST /api/analyze-strategic takes them, or null when none was given (skipping is fine). */
export const earlyAnswersPayload = (answers: EarlyAnswers): EarlyAnswers | null => {
  const given: EarlyAnswers = {};
  if (answers.isFirstContact !== undefined) given.isFirstContact = answers.isFirstContact;
  if (answers.lastPaymentDate) given.lastPaymentDate = answers.lastPaymentDate;
  const envelope = answers.envelopeText?.trim();
  if (envelope) given.envelopeText = envelope.slice(0, MAX_ENVELOPE_TEXT);
  return Object.keys(given).length > 0 ? given : null;
};

const inputClass = 'min-h-touch w-full rounded-control border border-input bg-surface px-3 py-2 text-body text-foreground disabled:opacity-60';

export type DecisiveQuestionsProps = {
  value: EarlyAnswers;
  onChange: (next: EarlyAnswers) => void;
  /** Today as YYYY-MM-DD: a payment date cannot be later. */
  today: string;
  dateError: string | null;
  /** The payment date's input, which the page focuses when the date is refused. */
  dateInputId: string;
  disabled?: boolean;
};

/**
 * Three short questions, each skippable, asked with the upload so that the first result is already
 * the right one; the analyzer's other questions stay on the results page.
 */
export const DecisiveQuestions = ({ value, onChange, today, dateError, dateInputId, disabled = false }: DecisiveQuestionsProps) => {
  const { t } = useTranslation();
  const id = useId();
  const firstChoice = value.isFirstContact === undefined ? 'unsure' : value.isFirstContact ? 'yes' : 'no';
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-5">
      <div className="space-y-1">
        <h2 id={`${id}-heading`} className="text-2xl font-semibold">
          {t('upload.early.heading')}
        </h2>
        <p className="text-muted-foreground">{t('upload.early.lead')}</p>
      </div>

      <fieldset className="space-y-2" disabled={disabled}>
        <legend className="font-medium text-foreground">{t('upload.early.firstContact.label')}</legend>
        <p className="text-caption text-muted-foreground">{t('upload.early.firstContact.hint')}</p>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {(['yes', 'no', 'unsure'] as const).map((choice) => (
            <label key={choice} className="inline-flex min-h-touch items-center gap-2">
              <input
                type="radio"
                name={`${id}-first`}
                value={choice}
                checked={firstChoice === choice}
                onChange={() => onChange({ ...value, isFirstContact: choice === 'unsure' ? undefined : choice === 'yes' })}
                className="size-5"
              />
              {t(`upload.early.firstContact.${choice}`)}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="space-y-2">
        <label htmlFor={dateInputId} className="block font-medium text-foreground">
          {t('upload.early.lastPayment.label')}
        </label>
        <p id={`${id}-paid-hint`} className="text-caption text-muted-foreground">
          {t('upload.early.lastPayment.hint')}
        </p>
        <FieldError id={`${id}-paid-error`} message={dateError} />
        <input
          id={dateInputId}
          type="date"
          max={today}
          disabled={disabled}
          value={value.lastPaymentDate ?? ''}
          aria-invalid={dateError ? true : undefined}
          aria-describedby={dateError ? `${id}-paid-hint ${id}-paid-error` : `${id}-paid-hint`}
          onChange={(event) => onChange({ ...value, lastPaymentDate: event.target.value || undefined })}
          className={`${inputClass} max-w-xs`}
        />
      </div>

      <div className="space-y-2">
        <label htmlFor={`${id}-envelope`} className="block font-medium text-foreground">
          {t('upload.early.envelope.label')}
        </label>
        <p id={`${id}-envelope-hint`} className="text-caption text-muted-foreground">
          {t('upload.early.envelope.hint')}
        </p>
        <textarea
          id={`${id}-envelope`}
          rows={3}
          maxLength={MAX_ENVELOPE_TEXT}
          disabled={disabled}
          value={value.envelopeText ?? ''}
          aria-describedby={`${id}-envelope-hint`}
          onChange={(event) => onChange({ ...value, envelopeText: event.target.value })}
          className={inputClass}
        />
      </div>
    </section>
  );
};
