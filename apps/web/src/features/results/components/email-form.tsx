import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';

/** Spec 000 §5: the email boxes of the results page submit only when the email contains an @. */
const EmailFormSchema = z.object({
  email: z
    .string()
    .trim()
    .max(254)
    .refine((value) => value.includes('@')),
});
type EmailFormValues = z.infer<typeof EmailFormSchema>;

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
  const form = useForm<EmailFormValues>({ resolver: zodResolver(EmailFormSchema), defaultValues: { email: defaultEmail } });
  const email = useWatch({ control: form.control, name: 'email' });
  const pending = form.formState.isSubmitting;
  return (
    <form noValidate className="space-y-3" onSubmit={form.handleSubmit(async (values) => onSubmit(values.email))}>
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
          {...form.register('email')}
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
