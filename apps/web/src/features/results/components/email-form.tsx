import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';

/**
 * Spec 000 §5: the email boxes of the results page submit only when the email contains an @ (at most
 * 254 characters, trimmed). Plain React state, not react-hook-form and zod: this form is the visitor's
 * first screen on /results, and those two libraries were a fifth of its JavaScript (issue 27).
 */
const submittableEmail = (value: string): string | null => {
  const email = value.trim();
  return email.length <= 254 && email.includes('@') ? email : null;
};

export type EmailFormProps = {
  label: string;
  hint: string;
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (email: string) => Promise<void>;
  defaultEmail?: string;
};

export const EmailForm = ({ label, hint, submitLabel, pendingLabel, onSubmit, defaultEmail = '' }: EmailFormProps) => {
  const inputId = useId();
  const hintId = useId();
  const [email, setEmail] = useState(defaultEmail);
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = submittableEmail(email);
    if (pending || value === null) return;
    setPending(true);
    try {
      await onSubmit(value);
    } finally {
      setPending(false);
    }
  };
  return (
    <form noValidate className="space-y-3" onSubmit={(event) => void submit(event)}>
      <div className="space-y-1">
        <label htmlFor={inputId} className="block font-medium text-slate-900">
          {label}
        </label>
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          inputMode="email"
          aria-describedby={hintId}
          className="min-h-11 w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900"
          name="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <p id={hintId} className="text-sm text-slate-700">
          {hint}
        </p>
      </div>
      <Button type="submit" className="w-full sm:w-auto" disabled={!email.includes('@') || pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
      <p aria-live="polite" className="sr-only">
        {pending ? pendingLabel : ''}
      </p>
    </form>
  );
};
