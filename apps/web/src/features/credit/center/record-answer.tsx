import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/field-error';
import { errorMessage } from '../../../lib/api-client';
import { localIsoDate } from '@debtshield/clocks';
import { recordResponse } from './center-api';
import { RESPONSE_TYPES, type Dispute, type DisputeRecipient, type Letter, type ResponseType } from './center-model';
import { RecipientLetters } from './recipient-letters';

/**
 * Record what a bureau (or furnisher) answered: deleted, updated, verified, frivolous, no response or
 * reinserted; the answer's date and details. The next letter, when the law gives one, comes back
 * drafted and is shown here.
 */
export const RecordAnswerDialog = ({
  dispute,
  recipient,
  onClose,
  onRecorded,
}: {
  dispute: Dispute;
  recipient: DisputeRecipient;
  onClose: () => void;
  onRecorded: () => void;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const [response, setResponse] = useState<ResponseType | null>(null);
  const [date, setDate] = useState(() => localIsoDate());
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ letter: Letter | null; message: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!response) {
      setError(t('credit.center.record.noType'));
      document.getElementById(`${id}-deleted`)?.focus();
      return;
    }
    setError(null);
    setPending(true);
    try {
      const answer = await recordResponse(dispute.id, { recipient: recipient.recipient, response, date, details: details.trim() });
      setResult(answer);
      onRecorded();
    } catch (caught) {
      setFailure(errorMessage(caught));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open onClose={onClose} title={t('credit.center.record.title', { recipient: recipient.recipientName })} closeLabel={t('credit.center.close')}>
      {result ? (
        <div className="space-y-4">
          <p role="status" className="font-semibold text-foreground">
            {result.message}
          </p>
          {result.letter ? (
            <RecipientLetters letters={[result.letter]} headingLevel={3} />
          ) : (
            <p className="text-foreground">{t('credit.center.record.noLetter')}</p>
          )}
          <Button onClick={onClose}>{t('credit.center.close')}</Button>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
          <fieldset aria-describedby={error ? `${id}-error` : undefined} className="space-y-1">
            <legend className="font-bold text-foreground">{t('credit.center.record.typeLegend')}</legend>
            <FieldError id={`${id}-error`} message={error} />
            {RESPONSE_TYPES.map((type) => (
              <label key={type} className="flex min-h-touch cursor-pointer items-start gap-3 py-1">
                <input
                  id={`${id}-${type}`}
                  type="radio"
                  name={`${id}-type`}
                  className="mt-1 size-5 shrink-0 accent-primary"
                  checked={response === type}
                  onChange={() => setResponse(type)}
                />
                <span>
                  <span className="block font-medium text-foreground">{t(`credit.center.status.${type}`)}</span>
                  <span className="block text-caption text-muted-foreground">{t(`credit.center.record.hints.${type}`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="space-y-1">
            <label htmlFor={`${id}-date`} className="block font-medium text-foreground">
              {t('credit.center.record.date')}
            </label>
            <input
              id={`${id}-date`}
              type="date"
              className="w-full min-h-touch rounded-control border border-input bg-surface px-3 py-2 text-foreground"
              value={date}
              onChange={(event) => setDate(event.target.value)}
            />
          </div>
          <div className="space-y-1">
            <label htmlFor={`${id}-details`} className="block font-medium text-foreground">
              {t('credit.center.record.details')}
            </label>
            <textarea
              id={`${id}-details`}
              rows={3}
              maxLength={2000}
              className="w-full rounded-control border border-input bg-surface px-3 py-2 text-foreground"
              value={details}
              onChange={(event) => setDetails(event.target.value)}
            />
          </div>
          {failure ? (
            <p role="alert" className="rounded-card border-l-4 border-danger bg-danger-subtle p-3 font-medium text-danger">
              {failure}
            </p>
          ) : null}
          <Button type="submit" disabled={pending} aria-busy={pending || undefined} className="w-full">
            {pending ? t('credit.center.record.saving') : t('credit.center.record.submit')}
          </Button>
        </form>
      )}
    </Dialog>
  );
};
