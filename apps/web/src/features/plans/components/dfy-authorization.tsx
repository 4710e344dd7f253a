import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';

/**
 * The step's texts, already translated: `authorize` labels the checkbox (letters prepared and sent
 * on the person's behalf), `needAuthorization` is said when Continue is pressed before it is checked.
 */
export type DfyAuthorizationLabels = Record<'authorize' | 'needAuthorization' | 'cancel' | 'continue', string>;

export type DfyAuthorizationFormProps = {
  labels: DfyAuthorizationLabels;
  onCancel: () => void;
  /** Called when Continue is pressed with the box checked. */
  onAuthorized: () => void;
  /** What the dialog asks before the authorization (text, letter count…). */
  children?: ReactNode;
};

/**
 * The done-for-you authorization step shared by /dfy and checkout: the dialog's own content, one
 * checkbox, then Cancel and Continue. Continue stays unavailable (aria-disabled, so it can still be
 * reached and explain itself) until the box is checked; pressing it anyway says why. Render it
 * inside an AccessibleDialog: the dialog unmounts it when closed, so every opening starts unchecked.
 */
export const DfyAuthorizationForm = ({ labels, onCancel, onAuthorized, children }: DfyAuthorizationFormProps) => {
  const [authorized, setAuthorized] = useState(false);
  const [refused, setRefused] = useState(false);
  const checkboxId = useId();
  const errorId = useId();

  const showRefusal = refused && !authorized;

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!authorized) {
          setRefused(true);
          return;
        }
        onAuthorized();
      }}
    >
      {children}
      <div className={cn('flex items-start gap-3 rounded-lg border p-3', showRefusal ? 'border-red-700' : 'border-slate-300')}>
        <input
          id={checkboxId}
          type="checkbox"
          checked={authorized}
          onChange={(event) => setAuthorized(event.target.checked)}
          aria-invalid={showRefusal ? true : undefined}
          aria-describedby={errorId}
          className="mt-1 h-6 w-6 shrink-0 accent-brand-700"
        />
        <label htmlFor={checkboxId} className="text-slate-900">
          {labels.authorize}
        </label>
      </div>
      <div id={errorId} role="alert" className={showRefusal ? undefined : 'sr-only'}>
        {showRefusal ? <p className="rounded-md border border-red-700 bg-red-50 px-3 py-2 font-medium text-red-800">{labels.needAuthorization}</p> : null}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          {labels.cancel}
        </Button>
        {/* aria-disabled rather than disabled: the button stays reachable and explains itself when pressed. */}
        <Button type="submit" aria-disabled={!authorized} className={cn(!authorized && 'cursor-not-allowed opacity-60')}>
          {labels.continue}
        </Button>
      </div>
    </form>
  );
};
