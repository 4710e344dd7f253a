import { COUNTER_RESPONSE_TYPES } from '@debtshield/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { errorMessage } from '../../../lib/api-client';
import { useCounterResponse } from '../api/counter-response-api';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { DownloadLetterButton, LetterText } from './letter-text';

type ResponseType = (typeof COUNTER_RESPONSE_TYPES)[number];

/**
 * Answering the collector once it answered (spec 001 §2.3, §7; issue 15): a continued dispute, a
 * settlement offer (a percent of the balance the person chooses: no figure is suggested) or a
 * cease-and-desist, written by the server from the dispute's history. Shown only after an
 * interaction (a reply or a logged contact), as the server requires.
 */
export const CounterResponse = ({ disputeId, className }: { disputeId: string; className?: string }) => {
  const { t } = useTranslation();
  const id = useId();
  const write = useCounterResponse(disputeId);
  const [type, setType] = useState<ResponseType>('continued_dispute');
  const [percent, setPercent] = useState('');
  const [percentError, setPercentError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (type === 'settlement_offer') {
      const value = Number(percent);
      if (!percent.trim() || !Number.isFinite(value) || value <= 0 || value > 100) {
        setPercentError(t('tracker.counter.percentInvalid'));
        return;
      }
      setPercentError(null);
      write.mutate({ response_type: type, offer_percent: value });
      return;
    }
    write.mutate({ response_type: type });
  };

  return (
    <section aria-labelledby={`${id}-h`} className={className}>
      <h2 id={`${id}-h`} className="text-xl font-bold text-slate-900">
        {t('tracker.counter.heading')}
      </h2>
      <p className="text-slate-800">{t('tracker.counter.intro')}</p>
      <form onSubmit={submit} className="space-y-3" noValidate>
        <fieldset className="space-y-2">
          <legend className="font-medium text-slate-900">{t('tracker.counter.legend')}</legend>
          {COUNTER_RESPONSE_TYPES.map((value) => (
            <label key={value} className="flex min-h-11 items-start gap-3 text-slate-900">
              <input
                type="radio"
                name={`${id}-type`}
                value={value}
                className="mt-1 size-5 shrink-0 accent-brand-700"
                checked={type === value}
                onChange={() => setType(value)}
              />
              <span>
                <span className="font-medium">{t(`tracker.counter.types.${value}.label`)}</span>
                <span className="block text-sm text-slate-800">{t(`tracker.counter.types.${value}.hint`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {type === 'settlement_offer' ? (
          <div>
            <label htmlFor={`${id}-percent`} className="block font-medium text-slate-900">
              {t('tracker.counter.percent')}
            </label>
            <input
              id={`${id}-percent`}
              inputMode="decimal"
              className="mt-1 block min-h-11 w-32 rounded-lg border border-slate-400 px-3 text-slate-900"
              value={percent}
              aria-invalid={percentError ? true : undefined}
              aria-describedby={percentError ? `${id}-percent-err` : undefined}
              onChange={(e) => setPercent(e.target.value)}
            />
            <FieldError id={`${id}-percent-err`} message={percentError} />
          </div>
        ) : null}
        <FieldError id={`${id}-err`} message={write.isError && errorMessage(write.error)} alert />
        <Button type="submit" disabled={write.isPending}>
          {write.isPending ? t('tracker.counter.writing') : t('tracker.counter.submit')}
        </Button>
      </form>
      {write.data ? (
        <div role="status" className="space-y-3 border-t border-slate-200 pt-3">
          <LetterText title={write.data.letter.subject} content={write.data.letter.content} />
          {write.data.letter.is_preview ? (
            <p className="text-slate-800">
              {t('tracker.counter.previewOnly')}{' '}
              <Link to={`${paths.payment}?product=lifetime`} className="font-semibold text-brand-800 underline">
                {t('tracker.counter.seePlans')}
              </Link>
            </p>
          ) : (
            <DownloadLetterButton kind={write.data.letter.kind} content={write.data.letter.content} />
          )}
        </div>
      ) : null}
    </section>
  );
};
