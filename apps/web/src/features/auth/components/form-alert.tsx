import { cn } from '../../../components/ui/cn';

/**
 * An error announced as it appears (role="alert"). The region stays in the page, empty, so screen
 * readers announce the text when it is inserted.
 */
export const FormAlert = ({ message, className }: { message: string | null; className?: string }) => (
  <div role="alert" className={cn(!message && 'sr-only', className)}>
    {message ? <p className="rounded-md border border-red-700 bg-red-50 px-3 py-2 font-medium text-red-800">{message}</p> : null}
  </div>
);
