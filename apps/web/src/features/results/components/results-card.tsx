import { useId, useState, type ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';

export type ResultsCardProps = {
  title: string;
  children: ReactNode;
  /** Tone of the card's border (attention for warnings, success for good news). */
  tone?: 'default' | 'attention' | 'success';
  className?: string;
  /** The element's id, for the first screen's links to it. */
  id?: string;
  /**
   * Details that are not the first thing to do (issue 27): on a phone the card shows its title only
   * and opens when pressed; on a wider screen it starts open.
   */
  collapsible?: boolean;
};

const tones = {
  default: 'border-slate-200 bg-white',
  attention: 'border-amber-400 bg-amber-50',
  success: 'border-emerald-500 bg-emerald-50',
} as const;

/** Wider than a phone (Tailwind's sm, 640 px), read once when the card is first drawn. */
const startsWide = (): boolean => typeof window === 'undefined' || typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 640px)').matches;

/** A section of the results page: a landmark region named by its h2. */
export const ResultsCard = ({ title, children, tone = 'default', className, id, collapsible = false }: ResultsCardProps) => {
  const headingId = useId();
  const [open] = useState(startsWide);
  if (collapsible)
    return (
      <section id={id} aria-labelledby={headingId} className={cn('rounded-xl border', tones[tone], className)}>
        <details open={open} className="group">
          <summary className="flex min-h-touch cursor-pointer list-none items-center justify-between gap-3 p-4 sm:px-6 [&::-webkit-details-marker]:hidden">
            <h2 id={headingId} className="text-xl font-semibold text-slate-900">
              {title}
            </h2>
            <span aria-hidden="true" className="text-2xl leading-none text-brand-800 group-open:rotate-45 motion-safe:transition-transform">
              +
            </span>
          </summary>
          <div className="space-y-3 px-4 pb-4 sm:px-6 sm:pb-6">{children}</div>
        </details>
      </section>
    );
  return (
    <section id={id} aria-labelledby={headingId} className={cn('space-y-3 rounded-xl border p-4 sm:p-6', tones[tone], className)}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
};

/** Opens a collapsed card (or any details inside the element) and brings it into view, with focus on its summary. */
export const revealSection = (id: string): void => {
  const element = document.getElementById(id);
  if (!element) return;
  const details = element instanceof HTMLDetailsElement ? element : element.querySelector('details');
  if (details) details.open = true;
  element.scrollIntoView?.({ block: 'start' });
  const target = details?.querySelector('summary') ?? element;
  if (target instanceof HTMLElement) {
    if (!target.hasAttribute('tabindex') && target.tagName !== 'SUMMARY') target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }
};
