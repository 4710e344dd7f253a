import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { emailFormSchema, type EmailFormValues } from '../lib/login-form';
import { FieldError } from '../../../components/ui/field-error';

export type EmailStepProps = {
  defaultEmail: string;
  sending: boolean;
  onSubmit: (email: string) => void;
  /** The email input, to move focus back to it ('Use a different email'). */
  inputRef?: Ref<HTMLInputElement>;
  /** The id of the error region next to the form, read with the field. */
  errorId: string;
};

/** Step 1 of signing in: the email the code is sent to. */
export const EmailStep = ({ defaultEmail, sending, onSubmit, inputRef, errorId }: EmailStepProps) => {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const fieldErrorId = useId();
  const schema = useMemo(() => emailFormSchema(t), [t]);
  const form = useForm<EmailFormValues>({ resolver: zodResolver(schema), defaultValues: { email: defaultEmail } });
  const fieldError = form.formState.errors.email?.message;
  const { ref: registerRef, ...field } = form.register('email');

  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit((values) => onSubmit(values.email))}>
      <div className="space-y-1">
        <label htmlFor={inputId} className="block font-medium text-slate-900">
          {t('auth.email.label')}
        </label>
        <input
          id={inputId}
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={`${hintId} ${fieldError ? fieldErrorId : ''} ${errorId}`.trim()}
          className="min-h-11 w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900"
          {...field}
          ref={(element) => {
            registerRef(element);
            if (typeof inputRef === 'function') inputRef(element);
            else if (inputRef) inputRef.current = element;
          }}
        />
        <p id={hintId} className="text-sm text-slate-700">
          {t('auth.email.hint')}
        </p>
        <FieldError id={fieldErrorId} message={fieldError} />
      </div>
      <Button type="submit" className="w-full sm:w-auto" disabled={sending}>
        {sending ? t('auth.sending') : t('auth.email.submit')}
      </Button>
    </form>
  );
};
