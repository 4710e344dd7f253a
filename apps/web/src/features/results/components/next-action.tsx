import { FileDown, LockKeyhole } from 'lucide-react';
import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

export type StickyNextActionProps = {
  /** The section, watched so that the bar at the bottom shows only once it has scrolled away. */
  sectionRef?: RefObject<HTMLElement | null>;
  /** The letter can be downloaded now; otherwise the action says what unlocks it. */
  canDownload: boolean;
  downloading: boolean;
  onAction: () => void;
};

export const actionLabel = (t: (key: string) => string, canDownload: boolean, downloading: boolean): string =>
  downloading ? t('results.actions.downloading') : canDownload ? t('results.next.download') : t('results.next.unlock');

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
 * On a phone the first screen's one action (the letter's download, or what unlocks it) stays in reach at the bottom of the screen once the first screen has
 * scrolled away (the page keeps room for it, and focus is never hidden behind it: index.css).
 */
export const StickyNextAction = ({ canDownload, downloading, onAction, sectionRef }: StickyNextActionProps) => {
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
