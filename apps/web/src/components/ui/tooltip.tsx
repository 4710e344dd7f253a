import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactNode } from 'react';

/** Optional: around a group of tooltips so they share one open delay (each Tooltip also works alone). */
export const TooltipProvider = ({ children }: { children: ReactNode }) => (
  <RadixTooltip.Provider delayDuration={300} skipDelayDuration={200}>
    {children}
  </RadixTooltip.Provider>
);

/**
 * A short hint for a control on hover and on keyboard focus (never on touch alone), read out as the
 * control's description. Only for extra information: whatever a person needs to act (the name of
 * an icon button, an error, a price) is written on the page, not hidden in a tooltip.
 * `children` is one focusable element (it becomes the trigger).
 */
export const Tooltip = ({ content, children, side = 'top' }: { content: ReactNode; children: ReactNode; side?: 'top' | 'bottom' | 'left' | 'right' }) => (
  <RadixTooltip.Provider delayDuration={300}>
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          side={side}
          sideOffset={6}
          collisionPadding={8}
          className="z-50 max-w-xs animate-rise rounded-control bg-foreground px-3 py-2 text-caption text-surface shadow-overlay"
        >
          {content}
          <RadixTooltip.Arrow className="fill-foreground" />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  </RadixTooltip.Provider>
);
