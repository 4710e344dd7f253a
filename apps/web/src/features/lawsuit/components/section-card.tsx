import { useId, type ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';

const tones = {
  default: 'border-slate-200 bg-white',
  urgent: 'border-red-700 bg-red-50',
  attention: 'border-amber-400 bg-amber-50',
} as const;

/** A section of the lawsuit page: a landmark region named by its h2. */
export const SectionCard = ({
  title,
  children,
  tone = 'default',
  className,
}: {
  title: string;
  children: ReactNode;
  tone?: keyof typeof tones;
  className?: string;
}) => {
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

export const fieldClass = 'mt-1 block w-full min-h-touch rounded-control border border-input bg-surface px-3 py-2 text-body text-foreground';
export const labelClass = 'block text-body font-medium text-slate-900';
