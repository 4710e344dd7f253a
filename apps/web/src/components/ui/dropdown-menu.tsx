import { Check } from 'lucide-react';
import { DropdownMenu as RadixMenu } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * A menu of actions or a choice behind one button (WAI-ARIA menu button pattern): arrow keys move,
 * typing jumps, Escape closes and focus returns to the button. For choosing a value in a form, use a
 * native select or radios instead (they submit and are read as form fields).
 */
/*
 * Non-modal by default, as the WAI-ARIA menu button is: focus moves into the menu and Escape, Tab
 * or a press outside closes it, but the page behind is not aria-hidden (a modal menu hides the
 * whole page, focusable elements and all, which axe reports as aria-hidden-focus).
 */
export const DropdownMenu = ({ modal = false, ...props }: ComponentProps<typeof RadixMenu.Root>) => <RadixMenu.Root modal={modal} {...props} />;
export const DropdownMenuTrigger = RadixMenu.Trigger;
export const DropdownMenuRadioGroup = RadixMenu.RadioGroup;

const item =
  'relative flex min-h-touch cursor-pointer select-none items-center gap-2 rounded-control px-3 text-foreground outline-none data-[disabled]:pointer-events-none data-[highlighted]:bg-primary-subtle data-[disabled]:opacity-60';

/** The menu's panel: in a portal, placed by Radix's popper (positions set through CSSOM, which the CSP allows). */
export const DropdownMenuContent = ({ className, sideOffset = 6, ...props }: ComponentProps<typeof RadixMenu.Content>) => (
  <RadixMenu.Portal>
    <RadixMenu.Content
      sideOffset={sideOffset}
      collisionPadding={8}
      className={cn('z-50 min-w-48 animate-rise rounded-card border border-border bg-surface p-1 shadow-overlay', className)}
      {...props}
    />
  </RadixMenu.Portal>
);

export const DropdownMenuItem = ({ className, ...props }: ComponentProps<typeof RadixMenu.Item>) => (
  <RadixMenu.Item className={cn(item, className)} {...props} />
);

/** One of a set of choices; the chosen one shows a tick (and is announced as checked). */
export const DropdownMenuRadioItem = ({ className, children, ...props }: ComponentProps<typeof RadixMenu.RadioItem>) => (
  <RadixMenu.RadioItem className={cn(item, 'pl-9', className)} {...props}>
    <RadixMenu.ItemIndicator className="absolute left-3 inline-flex">
      <Check aria-hidden="true" className="size-4 text-primary" />
    </RadixMenu.ItemIndicator>
    {children}
  </RadixMenu.RadioItem>
);

export const DropdownMenuLabel = ({ className, ...props }: ComponentProps<typeof RadixMenu.Label>) => (
  <RadixMenu.Label className={cn('px-3 py-2 text-caption font-semibold text-muted-foreground', className)} {...props} />
);

export const DropdownMenuSeparator = ({ className, ...props }: ComponentProps<typeof RadixMenu.Separator>) => (
  <RadixMenu.Separator className={cn('my-1 h-px bg-border', className)} {...props} />
);
