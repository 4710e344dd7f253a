import { buildCalendar } from '@debtshield/clocks';
import type { LawsuitFacts, LawsuitPlanResponse } from '@debtshield/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextWithCitation } from '../../../components/ui/citation';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useSignedIn } from '../../../lib/session';
import { downloadText, useMarkAnswered, useSaveLawsuit } from '../api/lawsuit-api';
import { RuleCheckNote } from './rule-check-note';
import { SectionCard } from './section-card';

/** An ISO date as words in the page's language (read as a calendar day: no time zone drift). */
export const useLongDate = () => {
  const { i18n } = useTranslation();
  return (iso: string): string =>
    new Date(`${iso}T00:00:00Z`).toLocaleDateString(i18n.language, { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
};

/** The answer deadline, shown first (issue 28 part 2): the date, what to file, how it was counted, the rule, and "verify with the clerk". */
export const DeadlineCard = ({ plan, facts }: { plan: LawsuitPlanResponse; facts: LawsuitFacts }) => {
  const { t } = useTranslation();
  const longDate = useLongDate();
  const signedIn = useSignedIn();
  const save = useSaveLawsuit();
  const answered = useMarkAnswered();
  const [answeredOn, setAnsweredOn] = useState(plan.today);
  const d = plan.deadline;
  const rule = d.rule;
  const due = d.due_date;

  const downloadCalendar = () => {
    if (!due) return;
    const ics = buildCalendar([{ date: due, label: t('lawsuit.deadline.calendarEvent'), source: rule.citation }], {
      uidPrefix: `lawsuit-${facts.state}-${facts.served_on}`,
      calendarName: t('lawsuit.deadline.calendarName'),
      summary: (c) => `${c.label}${facts.plaintiff ? ` (${facts.plaintiff})` : ''}`,
      description: (c) =>
        d.counted_from === 'mailing'
          ? t('lawsuit.deadline.calendarDescriptionMailed', { citation: c.source, mailed: longDate(d.start_date) })
          : t('lawsuit.deadline.calendarDescription', { citation: c.source }),
      keepPast: true,
    });
    downloadText(ics, t('lawsuit.deadline.fileName'), 'text/calendar;charset=utf-8');
  };

  const how =
    rule.clock.type === 'monday_after_days'
      ? t('lawsuit.deadline.monday', { served: longDate(d.served_on) })
      : rule.clock.type === 'date_on_papers'
        ? t('lawsuit.deadline.onPapers')
        : d.counted_from === 'mailing'
          ? t('lawsuit.deadline.countedFromMailing', { length: d.length, mailed: longDate(d.start_date) })
          : t('lawsuit.deadline.counted', { length: d.length, served: longDate(d.served_on) });

  return (
    <SectionCard title={t('lawsuit.deadline.title')} tone={d.status === 'passed' || (d.days_remaining ?? 99) <= 5 ? 'urgent' : 'attention'}>
      <div aria-live="polite">
        {due ? (
          <p className="text-heading-l font-bold text-slate-900" data-testid="answer-due">
            {longDate(due)}
            {d.due_by ? ` ${t('lawsuit.deadline.dueBy10')}` : ''}
          </p>
        ) : (
          <p className="text-body font-semibold text-slate-900">
            {t(d.status === 'needs_mailing_date' ? 'lawsuit.deadline.needsMailingDate' : 'lawsuit.deadline.needsDate')}
          </p>
        )}
        {d.status === 'open' && d.days_remaining !== null && (
          <p className="text-body font-semibold text-red-800">{t('lawsuit.deadline.daysLeft', { count: d.days_remaining })}</p>
        )}
        {d.status === 'due_today' && <p className="text-body font-semibold text-red-800">{t('lawsuit.deadline.today')}</p>}
        {d.status === 'passed' && <p className="text-body font-semibold text-red-800">{t('lawsuit.deadline.passed')}</p>}
      </div>
      <p className="text-body text-slate-900">{t(`lawsuit.deadline.what.${rule.what}`)}</p>
      <ul className="list-disc space-y-1 ps-5 text-body text-slate-800">
        <li>{how}</li>
        {d.why.map((w, i) => (
          <li key={i}>{t(`lawsuit.deadline.why.${w.kind}`, { from: w.from ? longDate(w.from) : '', stated: w.stated, table: w.table, days: w.days })}</li>
        ))}
        <li>
          {t('lawsuit.deadline.courts')} <span lang="en">{rule.courts}</span>
        </li>
        <li>
          <TextWithCitation text={t('lawsuit.deadline.rule', { citation: rule.citation })} citation={rule.citation} />
        </li>
        {rule.note && <li>{t(`lawsuit.notes.${rule.note}`)}</li>}
        <li>
          <RuleCheckNote check={rule.check} longDate={longDate} />
        </li>
      </ul>
      {rule.source && (
        <p>
          <a className="text-body font-medium text-primary underline" href={rule.source} rel="noreferrer" target="_blank">
            {t('lawsuit.deadline.source')}
          </a>
        </p>
      )}
      <p className="text-body font-semibold text-slate-900">{t('lawsuit.deadline.verify')}</p>
      {due && (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {signedIn ? (
            save.data ? null : (
              <Button onClick={() => save.mutate(facts)} disabled={save.isPending} className="w-full sm:w-auto">
                {save.isPending ? t('lawsuit.deadline.saving') : t('lawsuit.deadline.save')}
              </Button>
            )
          ) : (
            <p className="text-body text-slate-800">
              <Link className="font-medium text-primary underline" to={paths.login}>
                {t('lawsuit.deadline.signInToSave')}
              </Link>
            </p>
          )}
          <Button variant="secondary" onClick={downloadCalendar} className="w-full sm:w-auto">
            {t('lawsuit.deadline.calendar')}
          </Button>
        </div>
      )}
      {save.error && (
        <p role="alert" className="text-body text-red-800">
          {errorMessage(save.error)}
        </p>
      )}
      {save.data && (
        <div className="space-y-2" role="status">
          <p className="text-body font-semibold text-emerald-800">{t('lawsuit.deadline.saved')}</p>
          {save.data.lawsuit.dispute_id && (
            <Link className="text-body font-medium text-primary underline" to={paths.responseTrackerDetail.replace(':disputeId', save.data.lawsuit.dispute_id)}>
              {t('lawsuit.deadline.openTracker')}
            </Link>
          )}
          {answered.data ? (
            <p className="text-body text-slate-900">
              {t('lawsuit.deadline.answeredDone', { date: longDate(answered.data.lawsuit.answered_on ?? answeredOn) })}
            </p>
          ) : (
            <form
              className="flex flex-col gap-2 sm:flex-row sm:items-end"
              onSubmit={(e) => {
                e.preventDefault();
                answered.mutate({ id: save.data.lawsuit.id, answeredOn });
              }}
            >
              <label className="block text-body font-medium text-slate-900">
                {t('lawsuit.deadline.answered')}
                <input
                  type="date"
                  className="mt-1 block min-h-touch rounded-control border border-input bg-surface px-3 py-2"
                  value={answeredOn}
                  max={plan.today}
                  min={facts.served_on}
                  required
                  onChange={(e) => setAnsweredOn(e.target.value)}
                />
              </label>
              <Button type="submit" variant="secondary" disabled={answered.isPending}>
                {t('lawsuit.deadline.answered')}
              </Button>
            </form>
          )}
        </div>
      )}
    </SectionCard>
  );
};
