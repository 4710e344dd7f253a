import { Pause, Play } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion';
import { copyStrings } from '../lib/copy-list';
import './example-ticker.css';

const itemClass = 'shrink-0 rounded-full border border-green-700/30 bg-green-50 px-4 py-2 text-sm font-medium text-green-900';

/**
 * The scrolling ticker of debt-reduction examples (spec 000 §1: fixed claims, not real data). It
 * says so on screen, can be paused, stops on hover or focus, and does not move at all with reduced
 * motion (a wrapped list instead). The second copy that makes the loop seamless is aria-hidden.
 */
export const ExampleTicker = () => {
  const { t } = useTranslation();
  const headingId = useId();
  const noteId = useId();
  const reduced = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const items = copyStrings(t, 'home.ticker.items');

  return (
    <section aria-labelledby={headingId} aria-describedby={noteId} className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id={headingId} className="text-2xl font-bold text-slate-900">
          {t('home.ticker.heading')}
        </h2>
        {!reduced && (
          <Button variant="ghost" onClick={() => setPaused((p) => !p)} className="border border-slate-300 px-3 text-sm">
            {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
            {paused ? t('home.ticker.play') : t('home.ticker.pause')}
          </Button>
        )}
      </div>
      <p id={noteId} className="rounded-md border-l-4 border-amber-600 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950">
        {t('home.ticker.disclaimer')}
      </p>
      {reduced ? (
        <ul aria-label={t('home.ticker.listLabel')} className="flex flex-wrap gap-2">
          {items.map((item) => (
            <li key={item} className={itemClass}>
              {item}
            </li>
          ))}
        </ul>
      ) : (
        <div className="ds-ticker-viewport overflow-hidden rounded-xl border border-slate-200 bg-white py-3">
          <div className={cn('ds-ticker-track flex w-max', paused && 'ds-ticker-paused')} data-paused={paused}>
            <ul aria-label={t('home.ticker.listLabel')} className="flex gap-3 pl-3">
              {items.map((item) => (
                <li key={item} className={itemClass}>
                  {item}
                </li>
              ))}
            </ul>
            <ul aria-hidden="true" className="flex gap-3 pl-3" data-testid="ticker-copy">
              {items.map((item) => (
                <li key={item} className={itemClass}>
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </section>
  );
};
