import { localIsoDate } from '@debtshield/clocks';
import type { AnalyzeResponse } from '@debtshield/contracts';
import { AlertOctagon, CalendarClock, FileDown, LockKeyhole, Scale, Archive } from 'lucide-react';
import { useId, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { formatIsoDate } from '../utils/format-values';
import { actionLabel } from './next-action';
import { revealSection } from './results-card';

/** Where the first screen's links lead (ids of the cards below). */
export const SECTION_IDS = { sol: 'results-sol', questions: 'results-questions', deadlines: 'results-deadlines' } as const;

/** The analyzer's name for court papers' strategy (not translated: an id). */
const LAWSUIT = 'ANSWER THE LAWSUIT';

type DisputeDate = { kind: 'by'; date: string; fromLetter: boolean } | { kind: 'passed'; date: string } | { kind: 'unknown' };

/**
 * The date to dispute by, from the analysis only (never invented): the letter's validation end date
 * or 30 days from the letter (the safe date), whichever comes first and is still ahead; else the
 * last of them, passed; else unknown.
 */
export const disputeDate = (analysis: AnalyzeResponse, today: string): DisputeDate => {
  const windows = analysis.deadlines
    .filter((d) => d.kind === 'validation_end_date' || d.kind === 'dispute_window')
    .sort((a, b) => a.date.localeCompare(b.date));
  const ahead = windows.find((d) => d.date >= today);
  if (ahead) return { kind: 'by', date: ahead.date, fromLetter: ahead.kind === 'validation_end_date' };
  const last = windows[windows.length - 1];
  return last ? { kind: 'passed', date: last.date } : { kind: 'unknown' };
};

const letterDate = (analysis: AnalyzeResponse): string | null => {
  const field = analysis.fields.letter_date;
  const value = field && !Array.isArray(field) ? field.value : null;
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
};

const Step = ({ n, title, date, children, action }: { n: number; title: string; date: ReactNode; children?: ReactNode; action: ReactNode }) => (
  <li className="space-y-2 rounded-card border border-border bg-surface p-3 sm:p-4">
    <p className="flex items-start gap-3">
      <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
        {n}
      </span>
      <span className="font-semibold text-foreground">{title}</span>
    </p>
    <p className="flex items-start gap-2 pl-10 text-sm text-foreground">
      <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <span>{date}</span>
    </p>
    {/* The action right under its date, so that the first step's is on a phone's first screen; the how follows. */}
    <div className="pl-10">{action}</div>
    {children ? <div className="pl-10 text-sm text-muted-foreground">{children}</div> : null}
  </li>
);

export type ThisWeekProps = {
  analysis: AnalyzeResponse;
  /** The section, watched so that the bar at the bottom shows only once it has scrolled away. */
  sectionRef?: RefObject<HTMLElement | null>;
  /** The letter can be downloaded now; otherwise the action says what unlocks it. */
  canDownload: boolean;
  downloading: boolean;
  onDownload: () => void;
  /** Track Response: opens the tracker for this letter (or sign-in first). */
  onTrack: () => void;
  tracking: boolean;
};

/**
 * The first screen's answer to "what now?" (issue 27): "This week", three steps in the order of what
 * protects the person, each with its date from the analysis and one action. 1. dispute in writing
 * before the end of the validation period, by certified mail (the letter's one download); 2. do not
 * pay or promise to pay before the statute of limitations is checked; 3. keep everything (Track
 * Response). A letter that threatens arrest gets "Not paying a debt is not a crime" above them.
 */
export const ThisWeek = ({ analysis, sectionRef, canDownload, downloading, onDownload, onTrack, tracking }: ThisWeekProps) => {
  const { t, i18n } = useTranslation();
  const id = useId();
  const date = (iso: string) => formatIsoDate(iso, i18n.language);
  const today = localIsoDate(new Date());
  const lawsuit = analysis.strategic_analysis.recommended_strategy === LAWSUIT;
  const dispute = disputeDate(analysis, today);
  const sol = analysis.sol;
  const letter = letterDate(analysis);
  const Icon = canDownload ? FileDown : LockKeyhole;

  const step1Title = lawsuit ? t('results.thisWeek.court.title') : t('results.thisWeek.dispute.title');
  const step1Date = lawsuit
    ? t('results.thisWeek.court.date')
    : dispute.kind === 'by'
      ? t(dispute.fromLetter ? 'results.thisWeek.dispute.byLetter' : 'results.thisWeek.dispute.bySafe', { date: date(dispute.date) })
      : dispute.kind === 'passed'
        ? t('results.thisWeek.dispute.passed', { date: date(dispute.date) })
        : // A letter whose date was read but that sets no dispute period (a later letter): the 30 days ran from the first notice.
          letter
          ? t('results.thisWeek.dispute.noWindow')
          : t('results.thisWeek.dispute.unknown');

  // A settled status with no run-out date rests on the person's answer whether the time limit to sue has passed (decision 254),
  // or on the letter's own words that it has (decision 545).
  const step2Date =
    sol.status === 'likely_expired'
      ? sol.runs_out_on
        ? t('results.thisWeek.sol.expired', { date: date(sol.runs_out_on) })
        : sol.from_letter
          ? t('results.thisWeek.sol.expiredFromLetter')
          : t('results.thisWeek.sol.expiredAnswered')
      : sol.status === 'within'
        ? sol.runs_out_on
          ? t('results.thisWeek.sol.within', { date: date(sol.runs_out_on) })
          : t('results.thisWeek.sol.withinAnswered')
        : t('results.thisWeek.sol.unknown');
  const askLastPayment = sol.status === 'unknown' && analysis.questions.length > 0;

  return (
    <section ref={sectionRef} aria-labelledby={id} className="space-y-3 rounded-card border border-primary bg-primary-subtle p-3 sm:p-4">
      <h2 id={id} className="text-heading-s font-bold text-foreground">
        {t('results.thisWeek.title')}
      </h2>
      {analysis.threatens_arrest ? (
        <div role="note" className="flex items-start gap-2 rounded-card border-2 border-danger bg-surface p-3">
          <AlertOctagon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
          <p className="text-foreground">
            <strong className="block text-lg">{t('results.thisWeek.notACrime.title')}</strong>
            {t('results.thisWeek.notACrime.text')}
          </p>
        </div>
      ) : null}
      <ol className="space-y-2">
        <Step
          n={1}
          title={step1Title}
          date={step1Date}
          action={
            <Button onClick={onDownload} disabled={downloading} className="w-full sm:w-auto">
              <Icon aria-hidden="true" className="size-5" />
              {actionLabel(t, canDownload, downloading)}
            </Button>
          }
        >
          {lawsuit ? t('results.thisWeek.court.how') : t('results.thisWeek.dispute.how')}
          {!canDownload ? <span className="block">{t('results.next.unlockHint')}</span> : null}
        </Step>
        <Step
          n={2}
          title={t('results.thisWeek.sol.title')}
          date={step2Date}
          action={
            <Button variant="secondary" onClick={() => revealSection(askLastPayment ? SECTION_IDS.questions : SECTION_IDS.sol)} className="w-full sm:w-auto">
              <Scale aria-hidden="true" className="size-5" />
              {askLastPayment ? t('results.thisWeek.sol.answer') : t('results.thisWeek.sol.check')}
            </Button>
          }
        >
          {t('results.thisWeek.sol.how')}
        </Step>
        <Step
          n={3}
          title={t('results.thisWeek.keep.title')}
          date={letter ? t('results.thisWeek.keep.letterDate', { date: date(letter) }) : t('results.thisWeek.keep.today')}
          action={
            <Button variant="secondary" onClick={onTrack} disabled={tracking} className="w-full sm:w-auto">
              <Archive aria-hidden="true" className="size-5" />
              {tracking ? t('results.thisWeek.keep.tracking') : t('results.thisWeek.keep.track')}
            </Button>
          }
        >
          {t('results.thisWeek.keep.how')}
        </Step>
      </ol>
    </section>
  );
};
