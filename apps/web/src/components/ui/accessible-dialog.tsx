/**
 * The modal dialog under its first name: callers written before the design system keep working.
 * It is now the Radix dialog of ./dialog (same props: open, onClose, title, closeLabel, children).
 */
export { Dialog as AccessibleDialog, type DialogProps as AccessibleDialogProps } from './dialog';
