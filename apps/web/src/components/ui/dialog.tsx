import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import { cn } from './cn';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Accessible name of the close (×) button, already translated. */
  closeLabel: string;
  /** A sentence under the title, read out with it (aria-describedby). */
  description?: string;
  children: ReactNode;
};

type Layout = 'dialog' | 'sheet-right' | 'sheet-bottom';

const PANEL: Record<Layout, string> = {
  // A card in the middle on a wide screen; on a phone it rises from the bottom, within thumb reach.
  dialog:
    'inset-x-0 bottom-0 max-h-[90dvh] w-full animate-slide-in-up rounded-t-dialog sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-dialog',
  'sheet-right': 'inset-y-0 right-0 h-dvh w-[min(20rem,85vw)] animate-slide-in-right rounded-l-dialog',
  'sheet-bottom': 'inset-x-0 bottom-0 max-h-[85dvh] w-full animate-slide-in-up rounded-t-dialog',
};

/**
 * The one modal surface (Radix Dialog: WAI-ARIA dialog pattern). Labelled by its title; focus moves
 * in on open to the first control of the content (else the close button) and is trapped inside;
 * Escape, the close button or a press outside closes it; focus returns to whatever opened it; the
 * page behind is inert to assistive technology and does not scroll. No inline style markup (CSP).
 */
const ModalSurface = ({ open, onClose, title, closeLabel, description, children, layout }: DialogProps & { layout: Layout }) => {
  const contentRef = useRef<HTMLDivElement>(null);
  // Whatever had focus when it opened (the dialogs here are opened by state, not by a Radix trigger).
  const openerRef = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-foreground/60" />
        <RadixDialog.Content
          // Without a description, say so (Radix otherwise warns that one is missing).
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            // Called before focus moves in: the active element is still the opener.
            openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            const first = contentRef.current?.querySelector<HTMLElement>(FOCUSABLE);
            if (first) {
              event.preventDefault();
              first.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (openerRef.current?.isConnected) openerRef.current.focus();
          }}
          className={cn(
            'fixed z-50 flex flex-col overflow-y-auto border border-border bg-surface p-5 text-foreground shadow-overlay focus:outline-none sm:p-6',
            PANEL[layout],
          )}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div className="space-y-1">
              <RadixDialog.Title className="text-heading-s font-bold text-foreground">{title}</RadixDialog.Title>
              {description ? <RadixDialog.Description className="text-muted-foreground">{description}</RadixDialog.Description> : null}
            </div>
            <RadixDialog.Close
              aria-label={closeLabel}
              className="inline-flex size-touch shrink-0 items-center justify-center rounded-control text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              <X aria-hidden="true" className="size-6" />
            </RadixDialog.Close>
          </div>
          <div ref={contentRef}>{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
};

/** A modal dialog: a decision or a short form that needs an answer before going on. */
export const Dialog = (props: DialogProps) => <ModalSurface {...props} layout="dialog" />;

export type SheetProps = DialogProps & {
  /** Where it slides in from: the right edge (navigation, the default) or the bottom (actions on a phone). */
  side?: 'right' | 'bottom';
};

/** A modal panel along an edge of the screen: a phone's menu, filters, or a list of actions. */
export const Sheet = ({ side = 'right', ...props }: SheetProps) => <ModalSurface {...props} layout={side === 'right' ? 'sheet-right' : 'sheet-bottom'} />;
