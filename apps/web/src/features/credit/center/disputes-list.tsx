import { Clock3 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { localIsoDate } from '@debtshield/clocks';
import { FieldError } from '../../../components/ui/field-error';
import { errorMessage } from '../../../lib/api-client';
import { recordMailed } from './center-api';
import type { Clock, Dispute, DisputeRecipient } from './center-model';
import { RecordAnswerDialog } from './record-answer';

export const followUpPath = (id: string): string => `/credit-disputes/follow-up/${encodeURIComponent(id)}`;

/** An ISO day as people write it in the page's language ("December 20, 2026", "20 de diciembre de 2026"), decision 255. */
export const longDay = (iso: string, lng: string): string => {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return iso;
  return new Intl.DateTimeFormat(lng, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
};

/** The clock of one recipient: 30 days from its receipt of the dispute, the statute, and what was assumed. */
export const ClockText = ({ clock }: { clock: Clock | null }) => {
  const { t, i18n } = useTranslation();
  if (!clock) return <p className="text-caption text-muted-foreground">{t('credit.center.clock.none')}</p>;
  return (
    <div className="space-y-0.5 text-caption text-foreground">
      <p className="flex items-center gap-1 font-medium">
        <Clock3 aria-hidden="true" className="size-4 shrink-0" />
        {clock.due
          ? clock.overdue
            ? t('credit.center.clock.overdue', { due: longDay(clock.due, i18n.language) })
            : clock.days === null
              ? // The recipient has answered: its clock has stopped.
                t('credit.center.clock.answered', { due: longDay(clock.due, i18n.language) })
              : t('credit.center.clock.due', { due: longDay(clock.due, i18n.language), count: clock.days })
          : t('credit.center.clock.notStarted')}
      </p>
      {clock.start ? <p>{t('credit.center.clock.start', { start: longDay(clock.start, i18n.language) })}</p> : null}
      <p>{t('credit.center.clock.statute', { statute: clock.statute })}</p>
      {clock.assumption ? <p className="text-muted-foreground">{clock.assumption}</p> : null}
    </div>
  );
};

/** "I mailed it" (issue 27): the date the letter went to this recipient; its clock starts from it. */
const MailedForm = ({ dispute, recipient, onChanged }: { dispute: Dispute; recipient: DisputeRecipient; onChanged: () => void }) => {
  const { t } = useTranslation();
  const id = useId();
  const today = localIsoDate(new Date());
  const [date, setDate] = useState(today);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || date > today) {
      setError(t('credit.center.mailed.invalid'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      await recordMailed(dispute.id, { recipient: recipient.recipient, date });
      onChanged();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-2">
      <label htmlFor={`${id}-date`} className="block text-caption font-medium text-foreground">
        {t('credit.center.mailed.date', { recipient: recipient.recipientName })}
      </label>
      <FieldError id={`${id}-error`} message={error} />
      <input
        id={`${id}-date`}
        type="date"
        max={today}
        value={date}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setDate(event.target.value)}
        className="min-h-touch w-full rounded-control border border-border bg-surface px-3"
      />
      <Button type="submit" className="w-full" disabled={pending}>
        {t('credit.center.mailed.action')}
      </Button>
    </form>
  );
};

/** The disputes sent, each recipient with its clock and status, and a way to record its answer. */
export const DisputesList = ({ disputes, onChanged }: { disputes: Dispute[]; onChanged: () => void }) => {
  const { t } = useTranslation();
  const id = useId();
  const [recording, setRecording] = useState<{ dispute: Dispute; recipient: DisputeRecipient } | null>(null);

  if (disputes.length === 0)
    return <EmptyState title={t('credit.center.disputes.emptyTitle')} description={t('credit.center.disputes.emptyText')} headingLevel={3} />;

  return (
    <>
      <ul className="space-y-4">
        {disputes.map((dispute) => (
          <li key={dispute.id} aria-labelledby={`${id}-${dispute.id}`} className="space-y-3 rounded-card border border-border bg-surface p-4 sm:p-5">
            <h3 id={`${id}-${dispute.id}`} className="text-heading-s font-bold text-foreground">
              {dispute.summary}
            </h3>
            <p className="text-caption text-muted-foreground">{t('credit.center.disputes.created', { date: dispute.createdAt.slice(0, 10) })}</p>
            {dispute.needsFollowUp ? (
              <p className="rounded-control bg-warning-subtle p-2 font-medium text-foreground">{t('credit.center.disputes.needsFollowUp')}</p>
            ) : null}
            <ul className="grid gap-3 sm:grid-cols-2">
              {dispute.recipients.map((recipient) => (
                <li key={recipient.recipient} className="space-y-2 rounded-control border border-border p-3">
                  <p className="font-semibold text-foreground">{recipient.recipientName}</p>
                  <p className="text-foreground">
                    {t('credit.center.disputes.status')}{' '}
                    <span className="font-medium">
                      {t(`credit.center.status.${recipient.response ?? recipient.status}`, { defaultValue: recipient.status })}
                    </span>
                  </p>
                  {recipient.status === 'draft' ? (
                    <MailedForm dispute={dispute} recipient={recipient} onChanged={onChanged} />
                  ) : (
                    <ClockText clock={recipient.clock} />
                  )}
                  <Button variant="secondary" className="w-full" onClick={() => setRecording({ dispute, recipient })}>
                    {t('credit.center.disputes.record', { recipient: recipient.recipientName })}
                  </Button>
                </li>
              ))}
            </ul>
            <ButtonLink to={followUpPath(dispute.id)} variant="ghost">
              {t('credit.center.disputes.followUp')}
            </ButtonLink>
          </li>
        ))}
      </ul>
      {recording ? (
        <RecordAnswerDialog dispute={recording.dispute} recipient={recording.recipient} onClose={() => setRecording(null)} onRecorded={onChanged} />
      ) : null}
    </>
  );
};
