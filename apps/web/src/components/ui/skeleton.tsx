import { useTranslation } from 'react-i18next';
import { cn } from './cn';

/** A grey placeholder block of the size of what is coming (pulses gently; still with reduced motion). */
export const Skeleton = ({ className }: { className?: string }) => (
  <div aria-hidden="true" className={cn('animate-pulse-soft rounded-control bg-muted', className)} />
);

export type LoadingSkeletonProps = {
  /** What is loading, for screen readers (defaults to 'Loading…'). */
  label?: string;
  /** How many rows of placeholder to draw (match the expected content). */
  rows?: number;
  className?: string;
};

/**
 * The loading state of a list or a card: placeholder rows shaped like the content, so the page does
 * not jump when it arrives, and a status that a screen reader announces in words.
 */
export const LoadingSkeleton = ({ label, rows = 3, className }: LoadingSkeletonProps) => {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className={cn('space-y-3', className)}>
      <span className="sr-only">{label ?? t('ui.loading')}</span>
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="flex items-center gap-3">
          <Skeleton className="size-10 shrink-0 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-3/5" />
            <Skeleton className="h-3 w-2/5" />
          </div>
        </div>
      ))}
    </div>
  );
};
