import { ChevronDown } from 'lucide-react';
import { Accordion as RadixAccordion } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';

/**
 * Sections that open and close under their headings (WAI-ARIA accordion pattern): buttons inside
 * headings, aria-expanded, arrow keys between headings. For a page of several related sections a
 * reader scans (findings, answers); a single stand-alone "more detail" is a native details element.
 */
export const Accordion = ({ className, ...props }: ComponentProps<typeof RadixAccordion.Root>) => (
  <RadixAccordion.Root className={cn('space-y-3', className)} {...props} />
);

export const AccordionItem = ({ className, ...props }: ComponentProps<typeof RadixAccordion.Item>) => (
  <RadixAccordion.Item className={cn('rounded-card border border-border bg-surface data-[state=open]:border-primary', className)} {...props} />
);

/** The heading and its button; `level` is the heading level in the page's outline. */
export const AccordionTrigger = ({ children, level = 3, className }: { children: ReactNode; level?: 2 | 3 | 4; className?: string }) => {
  const Heading = `h${level}` as const;
  return (
    <RadixAccordion.Header asChild>
      <Heading className="m-0">
        <RadixAccordion.Trigger
          className={cn(
            'group flex min-h-touch w-full items-center justify-between gap-3 rounded-card px-4 py-3 text-left text-lead font-semibold text-foreground hover:bg-primary-subtle',
            className,
          )}
        >
          <span>{children}</span>
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-primary transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
          />
        </RadixAccordion.Trigger>
      </Heading>
    </RadixAccordion.Header>
  );
};

export const AccordionContent = ({ className, ...props }: ComponentProps<typeof RadixAccordion.Content>) => (
  <RadixAccordion.Content className={cn('space-y-2 px-4 pb-4 text-foreground', className)} {...props} />
);
