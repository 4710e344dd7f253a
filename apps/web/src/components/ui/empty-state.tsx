import { Inbox, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

export type EmptyStateProps = {
  /** What is empty, said plainly ("No letter checked yet."). */
  title: string;
  /** What it will hold, or how to fill it. */
  description?: string;
  /** The one next step: usually a ButtonLink. */
  action?: ReactNode;
  icon?: LucideIcon;
  /** The title's heading level in the page outline; a plain paragraph when omitted. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

/**
 * A place with nothing in it yet: says so, says why it matters, offers the one next step. Never a
 * blank area, never a fake example (spec: no invented data).
 */
export const EmptyState = ({ title, description, action, icon: Icon = Inbox, headingLevel, className }: EmptyStateProps) => {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div className={cn('flex flex-col items-center gap-3 rounded-card border border-dashed border-input bg-surface px-6 py-8 text-center', className)}>
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-primary-subtle">
        <Icon aria-hidden="true" className="size-6 text-primary" />
      </span>
      <Title className="text-lead font-semibold text-foreground">{title}</Title>
      {description ? <p className="max-w-prose text-muted-foreground">{description}</p> : null}
      {action}
    </div>
  );
};
