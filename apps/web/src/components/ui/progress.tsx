import { Progress as RadixProgress } from 'radix-ui';
import { cn } from './cn';

export type ProgressProps = {
  /** The bar's accessible name, already translated (e.g. 'Upload progress'). */
  label: string;
  /** How far along; null while the amount is unknown (an indeterminate bar). */
  value: number | null;
  max: number;
  className?: string;
};

/**
 * A determinate progress bar (role progressbar with aria-valuenow / aria-valuemax). The indicator's
 * width is a transform set through React's style prop, i.e. CSSOM, which the CSP allows. Pair it
 * with a status line in words: the bar alone is not announced as it moves.
 */
export const Progress = ({ label, value, max, className }: ProgressProps) => {
  const safeMax = Math.max(max, 1);
  const clamped = value === null ? null : Math.min(Math.max(value, 0), safeMax);
  return (
    <RadixProgress.Root
      aria-label={label}
      value={clamped}
      max={safeMax}
      className={cn('relative h-3 w-full overflow-hidden rounded-full bg-muted ring-1 ring-input', className)}
    >
      {clamped === null ? (
        <RadixProgress.Indicator className="h-full w-full animate-pulse-soft bg-primary/60" />
      ) : (
        <RadixProgress.Indicator
          className="h-full w-full bg-primary transition-transform duration-300 motion-reduce:transition-none"
          style={{ transform: `translateX(-${100 - (clamped / safeMax) * 100}%)` }}
        />
      )}
    </RadixProgress.Root>
  );
};
