import { CONTACT_CHANNELS, type ComplaintDraftResponseSchema, type DisputeDetail, type UploadResponseResponseSchema } from '@debtshield/contracts';
import { ArrowLeft, CalendarClock, Scale } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Citation } from '../../../components/ui/citation';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import { Button, ButtonLink } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { FileField } from '../../../components/ui/file-field';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { CertifiedMailPanel } from '../../certified-mail';
import { useCaseFiles } from '../api/case-file-api';
import { fetchComplaintDraft, useAddContact, useContactLog, useDisputeStatus, useMarkSent, useUploadReply } from '../api/tracker-api';
import { useCounterResponse } from '../api/counter-response-api';
import { CaseFilePanel } from './case-file-panel';
import { CounterResponse } from './counter-response';
import { readableDate } from './dispute-card';
import { DownloadLetterButton, LetterText } from './letter-text';
import { localIsoDate } from '@debtshield/clocks';
import { browserTimeZone } from '../../../lib/local-calendar';
import { fieldInput, fieldLabel, SentLetterFields, useSentLetterFields } from './sent-letter-fields';

/** Smart actions whose button writes the continued-dispute letter (the notice of failure to validate; the dispute of an inadequate verification). */
const LETTER_ACTIONS: ReadonlySet<string> = new Set(['generate_failure_notice', 'prepare_failure_notice', 'dispute_validation']);
/** Smart actions whose button opens or drafts something on this page. */
const BUTTON_ACTIONS: ReadonlySet<string> = new Set(['analyze_response', 'file_complaints', 'track_letter']);

const money = (amount: number, lang: string) => new Intl.NumberFormat(lang, { style: 'currency', currency: 'USD' }).format(amount);

const card = 'rounded-2xl border border-slate-300 bg-white p-4 sm:p-5 space-y-3';
const input = fieldInput;
const label = fieldLabel;

type Reply = z.infer<typeof UploadResponseResponseSchema>;
type Complaint = z.infer<typeof ComplaintDraftResponseSchema>['complaint'];

/** The legal clocks: each with its statute, the day it started and why, the due date and what was assumed. */
const Clocks = ({ dispute }: { dispute: DisputeDetail }) => {
  const { t, i18n } = useTranslation();
  if (dispute.deadlines.length === 0) return <p className="text-slate-800">{t('tracker.detail.noClocks')}</p>;
  return (
    <ul className="space-y-3">
      {dispute.deadlines.map((d) => (
        <li key={`${d.kind}-${d.start_date}`} className="rounded-xl border border-slate-300 p-3">
          <p className="font-semibold text-slate-900">{t(`tracker.deadlineKinds.${d.kind}`, { defaultValue: d.kind })}</p>
          <p className="text-slate-900">
            {d.due_date ? t('tracker.detail.due', { date: readableDate(d.due_date, i18n.language) }) : t('tracker.detail.watching')}
            {' · '}
            {t(`tracker.clockStatus.${d.status}`)}
            {d.days_remaining !== null && d.days_remaining >= 0 && d.status === 'open' && ` · ${t('tracker.daysLeft', { count: d.days_remaining })}`}
          </p>
          <p className="text-sm text-slate-800">
            {t('tracker.detail.started', { date: readableDate(d.start_date, i18n.language) })} ({d.started_by.description}) · <Citation text={d.citation} />
          </p>
          {d.assumptions.length > 0 && (
            <ul className="mt-1 list-disc pl-5 text-sm text-slate-800">
              {d.assumptions.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
};

const MarkSent = ({ id, sent }: { id: string; sent: boolean }) => {
  const { t } = useTranslation();
  const mark = useMarkSent(id);
  const fields = useSentLetterFields();
  const formId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    mark.mutate(fields.values());
  };
  // Once saved, the dispute's new state hides the form: the confirmation stays where the form was.
  if (mark.isSuccess)
    return (
      <p role="status" className={`${card} text-green-800`}>
        {t('tracker.sent.saved')}
      </p>
    );
  if (sent) return null;
  return (
    <form onSubmit={submit} className={card} aria-labelledby={`${formId}-h`}>
      <h2 id={`${formId}-h`} className="text-xl font-bold text-slate-900">
        {t('tracker.sent.heading')}
      </h2>
      <p className="text-slate-800">{t('tracker.sent.intro')}</p>
      <SentLetterFields fields={fields} dateLabel={t('tracker.sent.date')} />
      <FieldError id={`${formId}-err`} message={mark.isError && errorMessage(mark.error)} alert />
      <Button type="submit" disabled={mark.isPending}>
        {t('tracker.sent.submit')}
      </Button>
    </form>
  );
};

const UploadReply = ({ id, onResult }: { id: string; onResult: (r: Reply) => void }) => {
  const { t } = useTranslation();
  const upload = useUploadReply(id);
  const caseFile = useCaseFiles(id);
  const [file, setFile] = useState<File | null>(null);
  const [date, setDate] = useState(localIsoDate());
  const [keep, setKeep] = useState(false);
  const formId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (file) upload.mutate({ file, receivedDate: date, keep: keep && caseFile.data?.available === true }, { onSuccess: onResult });
  };
  return (
    <form onSubmit={submit} className="space-y-3" aria-labelledby={`${formId}-h`} id="reply-upload">
      <h2 id={`${formId}-h`} className="text-xl font-bold text-slate-900">
        {t('tracker.reply.heading')}
      </h2>
      <p className="text-slate-800">{t('tracker.reply.intro')}</p>
      <FileField
        id={`${formId}-file`}
        label={t('tracker.reply.file')}
        accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
        required
        onFile={setFile}
      />
      <label className={label}>
        {t('tracker.reply.received')}
        <input type="date" className={input} value={date} max={localIsoDate()} required onChange={(e) => setDate(e.target.value)} />
      </label>
      {caseFile.data?.available ? (
        <label className="flex min-h-11 items-start gap-3 text-slate-900">
          <input type="checkbox" className="mt-1 size-5 shrink-0 accent-brand-700" checked={keep} onChange={(e) => setKeep(e.target.checked)} />
          <span>{t('tracker.reply.keep')}</span>
        </label>
      ) : null}
      <p className="text-sm text-slate-800">{t('tracker.reply.privacy')}</p>
      <FieldError id={`${formId}-err`} message={upload.isError && `${t('tracker.reply.failed')}: ${errorMessage(upload.error)}`} alert />
      <Button type="submit" disabled={upload.isPending || !file}>
        {upload.isPending ? t('tracker.reply.reading') : t('tracker.reply.submit')}
      </Button>
    </form>
  );
};

const ContactLog = ({ id }: { id: string }) => {
  const { t, i18n } = useTranslation();
  const log = useContactLog(id);
  const add = useAddContact(id);
  const [date, setDate] = useState(localIsoDate());
  const [time, setTime] = useState('12:00');
  const [channel, setChannel] = useState<(typeof CONTACT_CHANNELS)[number]>('call');
  const [who, setWho] = useState('');
  const formId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const tz = browserTimeZone();
    add.mutate({ date, time, channel, who: who.trim(), direction: 'from_collector', ...(tz ? { time_zone: tz } : {}) }, { onSuccess: () => setWho('') });
  };
  return (
    <section className={card} aria-labelledby={`${formId}-h`}>
      <h2 id={`${formId}-h`} className="text-xl font-bold text-slate-900">
        {t('tracker.contacts.heading')}
      </h2>
      <p className="text-slate-800">{t('tracker.contacts.intro')}</p>
      {log.data && log.data.findings.length > 0 && (
        <ul className="space-y-2">
          {log.data.findings.map((f) => (
            <li key={`${f.kind}-${f.date}`} className="rounded-xl border border-amber-400 bg-amber-50 p-3 text-amber-950">
              <p className="font-semibold">{t(`tracker.contacts.findings.${f.kind}`)}</p>
              <p>{f.summary}</p>
              <p className="text-sm">
                <Citation text={f.citation} />
              </p>
            </li>
          ))}
        </ul>
      )}
      {log.data && log.data.entries.length > 0 && (
        <ul className="divide-y divide-slate-200">
          {log.data.entries.map((entry) => (
            <li key={entry.id} className="py-2 text-slate-900">
              {readableDate(entry.date, i18n.language)} {entry.time} · {t(`tracker.channels.${entry.channel}`)} · {entry.who}
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
        <label className={label}>
          {t('tracker.contacts.date')}
          <input type="date" className={input} value={date} max={localIsoDate()} required onChange={(e) => setDate(e.target.value)} />
        </label>
        <label className={label}>
          {t('tracker.contacts.time')}
          <input type="time" className={input} value={time} required onChange={(e) => setTime(e.target.value)} />
        </label>
        <label className={label}>
          {t('tracker.contacts.channel')}
          <select className={input} value={channel} onChange={(e) => setChannel(e.target.value as typeof channel)}>
            {CONTACT_CHANNELS.map((c) => (
              <option key={c} value={c}>
                {t(`tracker.channels.${c}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          {t('tracker.contacts.who')}
          <input className={input} value={who} maxLength={120} required onChange={(e) => setWho(e.target.value)} />
        </label>
        <div className="sm:col-span-2">
          <FieldError id={`${formId}-err`} message={add.isError && errorMessage(add.error)} alert />
          <Button type="submit" disabled={add.isPending}>
            {t('tracker.contacts.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
};

const Insights = ({ dispute }: { dispute: DisputeDetail }) => {
  const { t } = useTranslation();
  const entries = Object.entries(dispute.ai_insights);
  const prediction = dispute.success_prediction;
  return (
    <section className={card} aria-labelledby="insights-h">
      <h2 id="insights-h" className="text-xl font-bold text-slate-900">
        {t('tracker.insights.heading')}
      </h2>
      <dl className="grid gap-2 sm:grid-cols-2">
        {entries.map(([key, insight]) => (
          <div key={key}>
            <dt className="font-medium text-slate-900">{t(`tracker.insights.${key}`)}</dt>
            <dd className="text-slate-800">
              {insight.available
                ? `${insight.value} (${t('tracker.insights.basis', { count: insight.sample_size })})`
                : t('tracker.insights.notEnough', { count: insight.sample_size, min: insight.min_sample })}
            </dd>
          </div>
        ))}
        <div>
          <dt className="font-medium text-slate-900">{t('tracker.insights.prediction')}</dt>
          <dd className="text-slate-800">
            {prediction.available
              ? t('tracker.insights.estimate', { percent: prediction.percent, formula: prediction.formula })
              : t('tracker.insights.notEnough', { count: prediction.sample_size, min: prediction.min_sample })}
          </dd>
        </div>
      </dl>
    </section>
  );
};

/**
 * One dispute (/response-tracker/:disputeId, spec 001 §2.3): the smart action, the legal clocks with
 * their statutes, the timeline of what happened, and the forms that record what happens next: sent,
 * the collector's reply, calls and messages; certified mail for Done-for-you.
 */
export const DisputeDetailPage = () => {
  const { t, i18n } = useTranslation();
  const { disputeId = '' } = useParams();
  const status = useDisputeStatus(disputeId);
  const [reply, setReply] = useState<Reply | null>(null);
  const [complaint, setComplaint] = useState<Complaint | null>(null);
  const [complaintError, setComplaintError] = useState<string | null>(null);
  const uploadRef = useRef<HTMLDivElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const actionLetter = useCounterResponse(disputeId);
  const dispute = status.data?.dispute;

  if (status.isError)
    return (
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-8">
        <PageTitle title={t('pages.disputeDetail')}>{t('pages.disputeDetail')}</PageTitle>
        <p role="alert" className="text-red-900">
          {errorMessage(status.error)}
        </p>
        <Link to={paths.responseTracker} className="font-semibold text-brand-800 underline">
          {t('tracker.back')}
        </Link>
      </div>
    );
  if (!dispute) return <div aria-busy="true" className="min-h-[50vh]" />;

  const action = dispute.smart_action;
  const sent = dispute.timeline.some((e) => e.type === 'letter_sent');
  const collector = dispute.collector_name ?? t('tracker.unknownCollector');
  const credit = dispute.type === 'credit_dispute';
  const doAction = async () => {
    if (action.action === 'analyze_response') {
      uploadRef.current?.querySelector('input')?.focus();
      return;
    }
    if (action.action === 'track_letter') {
      sentRef.current?.querySelector('input')?.focus();
      return;
    }
    if (LETTER_ACTIONS.has(action.action)) {
      // The notice of failure to validate, or the dispute of an inadequate verification: the continued-dispute letter, from the history.
      actionLetter.mutate({ response_type: 'continued_dispute' });
      return;
    }
    if (action.action === 'file_complaints') {
      setComplaintError(null);
      try {
        setComplaint((await fetchComplaintDraft(disputeId)).complaint);
      } catch (error) {
        setComplaintError(errorMessage(error));
      }
    }
  };
  // Credit disputes are answered from the credit repair center, which writes the bureau letters.
  const creditAction = credit && (LETTER_ACTIONS.has(action.action) || action.action === 'method_of_verification');
  const actionable = !creditAction && (BUTTON_ACTIONS.has(action.action) || LETTER_ACTIONS.has(action.action));
  const won = action.action === 'celebrate' ? dispute.timeline.filter((e) => e.type === 'resolved').at(-1) : undefined;

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <Link to={paths.responseTracker} className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 underline underline-offset-4">
        <ArrowLeft aria-hidden="true" className="size-5" />
        {t('tracker.back')}
      </Link>
      <PageTitle title={t('tracker.detail.title', { collector })}>{t('tracker.detail.title', { collector })}</PageTitle>
      <p className="text-slate-800">
        {t(`tracker.status.${dispute.status}`)} · {t('tracker.detail.opened', { date: readableDate(dispute.created_at, i18n.language) })}
      </p>

      <section className={`${card} border-l-4 border-l-brand-700`} aria-labelledby="action-h">
        <h2 id="action-h" className="flex items-center gap-2 text-xl font-bold text-slate-900">
          <Scale aria-hidden="true" className="size-6" />
          {t(`tracker.actions.${action.action}`)}
        </h2>
        <p className="text-slate-900">{action.message}</p>
        {action.next_steps.length > 0 && (
          <ol className="list-decimal space-y-1 pl-6 text-slate-900">
            {action.next_steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        )}
        <p className="text-sm text-slate-800">{action.legal_impact}</p>
        {won ? (
          <p className="font-medium text-slate-900">
            {won.amount_saved !== null
              ? t('tracker.detail.wonSaved', { outcome: t(`tracker.outcomes.${won.outcome ?? 'won'}`), amount: money(won.amount_saved, i18n.language) })
              : t('tracker.detail.won', { outcome: t(`tracker.outcomes.${won.outcome ?? 'won'}`) })}
          </p>
        ) : null}
        {actionable && (
          <Button onClick={() => void doAction()} disabled={actionLetter.isPending}>
            {t(`tracker.actionButtons.${action.action}`)}
          </Button>
        )}
        {creditAction && <ButtonLink to={paths.dashboardView.replace(':view', 'credit')}>{t('tracker.actionButtons.creditCenter')}</ButtonLink>}
        {action.action === 'answer_lawsuit' && <ButtonLink to={paths.lawsuit}>{t('tracker.actionButtons.answer_lawsuit')}</ButtonLink>}
        <FieldError id="action-letter-err" message={actionLetter.isError && errorMessage(actionLetter.error)} alert />
        {actionLetter.data && (
          <div role="status" className="space-y-3">
            <LetterText title={actionLetter.data.letter.subject} content={actionLetter.data.letter.content} />
            <DownloadLetterButton kind={actionLetter.data.letter.kind} content={actionLetter.data.letter.content} />
          </div>
        )}
        {complaintError && (
          <p role="alert" className="text-red-900">
            {complaintError}
          </p>
        )}
        {complaint && (
          <LetterText
            title={t('tracker.complaint.title', { company: complaint.company })}
            content={[
              `${t('tracker.complaint.product')}: ${complaint.product} / ${complaint.sub_product}`,
              `${t('tracker.complaint.issue')}: ${complaint.issue}${complaint.sub_issue ? ` / ${complaint.sub_issue}` : ''}`,
              '',
              complaint.narrative,
              '',
              `${t('tracker.complaint.attachments')}:`,
              ...complaint.attachments.map((a) => `- ${a}`),
            ].join('\n')}
          />
        )}
      </section>

      {(dispute.warning || dispute.deadline_alerts.length > 0) && (
        <section role="status" className="space-y-1 rounded-2xl border border-amber-400 bg-amber-50 p-4 text-amber-950">
          {dispute.warning && <p className="font-semibold">{dispute.warning}</p>}
          {dispute.deadline_alerts.map((a) => (
            <p key={`${a.kind}-${a.due_date}`}>{a.message}</p>
          ))}
        </section>
      )}

      {/* Spec 001 §4 (issue 27): the four steps, done, active or to come. */}
      <section className={card} aria-labelledby="steps-h">
        <h2 id="steps-h" className="text-xl font-bold text-slate-900">
          {t('tracker.steps.heading')}
        </h2>
        <ol className="grid gap-2 sm:grid-cols-4">
          {dispute.steps.map((step) => (
            <li
              key={step.step}
              aria-current={step.state === 'active' ? 'step' : undefined}
              className={`flex items-start gap-2 rounded-xl border p-3 ${step.state === 'active' ? 'border-brand-700 bg-brand-50' : 'border-slate-200'}`}
            >
              <span
                aria-hidden="true"
                className={`flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                  step.state === 'done' ? 'bg-emerald-700 text-white' : step.state === 'active' ? 'bg-brand-700 text-white' : 'bg-slate-200 text-slate-800'
                }`}
              >
                {step.state === 'done' ? '✓' : step.step}
              </span>
              <span>
                <span className="block font-semibold text-slate-900">{step.label}</span>
                <span className="block text-sm text-slate-700">{t(`tracker.steps.state.${step.state}`)}</span>
              </span>
            </li>
          ))}
        </ol>
      </section>

      <section className={card} aria-labelledby="clocks-h">
        <h2 id="clocks-h" className="flex items-center gap-2 text-xl font-bold text-slate-900">
          <CalendarClock aria-hidden="true" className="size-6" />
          {t('tracker.detail.clocks')}
        </h2>
        <Clocks dispute={dispute} />
      </section>

      <section className={card} aria-labelledby="timeline-h">
        <h2 id="timeline-h" className="text-xl font-bold text-slate-900">
          {t('tracker.detail.timeline')}
        </h2>
        <ol className="space-y-2">
          {dispute.timeline.map((e) => (
            <li key={e.id} className="border-l-2 border-slate-300 pl-3">
              <p className="font-medium text-slate-900">
                {readableDate(e.date, i18n.language)} · {t(`tracker.events.${e.type}`)}
              </p>
              <p className="text-slate-800">
                {e.description}
                {e.tracking_number && !e.description.includes(e.tracking_number) && ` · ${t('tracker.sent.tracking')}: ${e.tracking_number}`}
              </p>
              {e.notes ? <p className="text-sm text-slate-700">{t('tracker.sent.notesShown', { notes: e.notes })}</p> : null}
            </li>
          ))}
        </ol>
      </section>

      <div ref={sentRef}>
        <MarkSent id={disputeId} sent={sent} />
      </div>

      <div ref={uploadRef} className={card}>
        <UploadReply id={disputeId} onResult={setReply} />
        {reply && (
          <div role="status" className="space-y-3 border-t border-slate-200 pt-3">
            <p className="font-semibold text-slate-900">{reply.message}</p>
            <p className="text-slate-900">
              {t(`tracker.actions.${reply.smart_action.action}`)}: {reply.smart_action.message}
            </p>
            <ul className="list-disc pl-6 text-slate-900">
              <li>{reply.response_data.verified ? t('tracker.reply.verified') : t('tracker.reply.notVerified')}</li>
              {reply.response_data.demands_payment && <li>{t('tracker.reply.demandsPayment')}</li>}
              {reply.response_data.new_violations.map((v) => (
                <li key={v}>{v}</li>
              ))}
            </ul>
            {reply.letter && (
              <>
                <LetterText title={reply.letter.subject} content={reply.letter.content} />
                <DownloadLetterButton kind={reply.letter.kind} content={reply.letter.content} />
              </>
            )}
          </div>
        )}
      </div>

      <CaseFilePanel disputeId={disputeId} className={card} />

      {dispute.total_interactions > 0 && !credit ? <CounterResponse disputeId={disputeId} className={card} /> : null}

      <ContactLog id={disputeId} />

      <section className={card} aria-labelledby="mail-h">
        <h2 id="mail-h" className="text-xl font-bold text-slate-900">
          {t('tracker.detail.mail')}
        </h2>
        <CertifiedMailPanel disputeId={disputeId} />
      </section>

      <Insights dispute={dispute} />
    </div>
  );
};
