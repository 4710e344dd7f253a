import type { AnalyzeResponse } from '@debtshield/contracts';
import { isPast } from '@debtshield/clocks';
import { CalendarClock, FileDown, LockKeyhole } from 'lucide-react';
import { useEffect, useId, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { formatIsoDate } from '../utils/format-values';

export type NextActionProps = {
  analysis: AnalyzeResponse;
  /** The section, watched so that the bar at the bottom shows only once it has scrolled away. */
  sectionRef?: RefObject<HTMLElement | null>;
  /** The letter can be downloaded now; otherwise the action says what unlocks it. */
  canDownload: boolean;
  downloading: boolean;
  onAction: () => void;
};

/** The nearest date still ahead (a passed one is for the deadlines card, with what can still be done). */
const nextDeadline = (analysis: AnalyzeResponse) =>
  [...analysis.deadlines].filter((deadline) => !isPast(deadline)).sort((a, b) => a.date.localeCompare(b.date))[0] ?? null;

const actionLabel = (t: (key: string) => string, canDownload: boolean, downloading: boolean): string =>
  downloading ? t('results.actions.downloading') : canDownload ? t('results.next.download') : t('results.next.unlock');

/**
 * The first screen's answer to "what now?" (issue 13): the date that matters most and the one
 * next action, the letter's download or what unlocks it.
 */
export const NextAction = ({ analysis, sectionRef, canDownload, downloading, onAction }: NextActionProps) => {
  const { t, i18n } = useTranslation();
  const id = useId();
  const deadline = nextDeadline(analysis);
  const Icon = canDownload ? FileDown : LockKeyhole;
  return (
    <section ref={sectionRef} aria-labelledby={id} className="space-y-3 rounded-card border border-primary bg-primary-subtle p-4">
      <h2 id={id} className="text-heading-s font-bold text-foreground">
        {t('results.next.title')}
      </h2>
      {deadline ? (
        <p className="flex items-start gap-2 text-foreground">
          <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <span>
            <span className="font-semibold">{formatIsoDate(deadline.date, i18n.language)}</span>
            {': '}
            {deadline.label}
          </span>
        </p>
      ) : null}
      <Button onClick={onAction} disabled={downloading} className="w-full sm:w-auto">
        <Icon aria-hidden="true" className="size-5" />
        {actionLabel(t, canDownload, downloading)}
      </Button>
      {!canDownload ? <p className="text-caption text-muted-foreground">{t('results.next.unlockHint')}</p> : null}
    </section>
  );
};

/** Whether an element is on screen; unknown (false) where the browser cannot tell, so the bar shows. */
const useInView = (ref: RefObject<HTMLElement | null> | undefined): boolean => {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref?.current;
    if (!element || typeof IntersectionObserver !== 'function') return undefined;
    const observer = new IntersectionObserver((entries) => setInView(entries.some((entry) => entry.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
};

/**
 * On a phone the same action stays in reach at the bottom of the screen once the first screen has
 * scrolled away (the page keeps room for it, and focus is never hidden behind it: index.css).
 */
export const StickyNextAction = ({ canDownload, downloading, onAction, sectionRef }: Omit<NextActionProps, 'analysis'>) => {
  const { t } = useTranslation();
  const sectionInView = useInView(sectionRef);
  if (sectionInView) return null;
  const Icon = canDownload ? FileDown : LockKeyhole;
  return (
    <div className="ds-sticky-action fixed inset-x-0 bottom-0 z-20 border-t border-border bg-surface px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-sticky sm:hidden">
      <Button onClick={onAction} disabled={downloading} className="w-full">
        <Icon aria-hidden="true" className="size-5" />
        {actionLabel(t, canDownload, downloading)}
      </Button>
    </div>
  );
};
