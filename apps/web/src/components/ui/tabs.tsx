import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * Tabs (WAI-ARIA tabs pattern): views of one thing side by side, one at a time, switched with the
 * arrow keys. Not for steps of a journey (use pages) and not for navigation between pages (use links).
 */
export const Tabs = RadixTabs.Root;

export const TabsList = ({ className, ...props }: ComponentProps<typeof RadixTabs.List>) => (
  <RadixTabs.List className={cn('flex gap-1 overflow-x-auto border-b border-border', className)} {...props} />
);

export const TabsTrigger = ({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) => (
  <RadixTabs.Trigger
    className={cn(
      '-mb-px inline-flex min-h-touch shrink-0 items-center gap-2 border-b-4 border-transparent px-4 font-semibold text-muted-foreground hover:text-foreground',
      'data-[state=active]:border-primary data-[state=active]:text-primary',
      className,
    )}
    {...props}
  />
);

export const TabsContent = ({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) => (
  <RadixTabs.Content className={cn('pt-4 focus-visible:outline-offset-4', className)} {...props} />
);
