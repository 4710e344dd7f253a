import { useId, type ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';

export type ResultsCardProps = {
  title: string;
  children: ReactNode;
  /** Tone of the card's border (attention for warnings, success for good news). */
  tone?: 'default' | 'attention' | 'success';
  className?: string;
};

const tones = {
  default: 'border-slate-200 bg-white',
  attention: 'border-amber-400 bg-amber-50',
  success: 'border-emerald-500 bg-emerald-50',
} as const;

/** A section of the results page: a landmark region named by its h2. */
export const ResultsCard = ({ title, children, tone = 'default', className }: ResultsCardProps) => {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('space-y-3 rounded-xl border p-4 sm:p-6', tones[tone], className)}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
};
