import { LOGIN_CODE_LENGTH, LOGIN_CODE_TTL_MINUTES } from '@debtshield/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { codeFormSchema, type CodeFormValues } from '../lib/login-form';
import { FieldError } from '../../../components/ui/field-error';

export type CodeStepProps = {
  email: string;
  verifying: boolean;
  resending: boolean;
  /** 'We sent a new code…' after a resend, announced politely. */
  notice: string;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onChangeEmail: () => void;
  errorId: string;
};

/** Step 2 of signing in: the 6-digit code sent to `email`. Focus moves to the code field when it appears. */
export const CodeStep = ({ email, verifying, resending, notice, onSubmit, onResend, onChangeEmail, errorId }: CodeStepProps) => {
  const { t } = useTranslation();
  const headingId = useId();
  const sentId = useId();
  const inputId = useId();
  const fieldErrorId = useId();
  const schema = useMemo(() => codeFormSchema(t), [t]);
  const form = useForm<CodeFormValues>({ resolver: zodResolver(schema), defaultValues: { code: '' } });
  const fieldError = form.formState.errors.code?.message;
  const { ref: registerRef, ...field } = form.register('code');
  const inputRef = useRef<HTMLInputElement | null>(null);
  const busy = verifying || resending;

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-2xl font-semibold text-slate-900">
        {t('auth.code.heading')}
      </h2>
      <p id={sentId} className="text-slate-800">
        {t('auth.code.sent', { email, minutes: LOGIN_CODE_TTL_MINUTES })}
      </p>
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit((values) => onSubmit(values.code))}>
        <div className="space-y-1">
          <label htmlFor={inputId} className="block font-medium text-slate-900">
            {t('auth.code.label')}
          </label>
          <input
            id={inputId}
            type="text"
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern={`[0-9]{${LOGIN_CODE_LENGTH}}`}
            maxLength={LOGIN_CODE_LENGTH + 2}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={`${sentId} ${fieldError ? fieldErrorId : ''} ${errorId}`.replace(/\s+/g, ' ').trim()}
            className="min-h-11 w-full max-w-xs rounded-md border border-slate-500 bg-white px-3 py-2 text-center font-mono text-2xl tracking-[0.4em] text-slate-900"
            {...field}
            ref={(element) => {
              registerRef(element);
              inputRef.current = element;
            }}
          />
          <FieldError id={fieldErrorId} message={fieldError} />
        </div>
        <Button type="submit" className="w-full sm:w-auto" disabled={busy}>
          {verifying ? t('auth.code.verifying') : t('auth.code.submit')}
        </Button>
      </form>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button variant="secondary" onClick={onResend} disabled={busy}>
          {resending ? t('auth.sending') : t('auth.code.resend')}
        </Button>
        <Button variant="ghost" onClick={onChangeEmail} disabled={busy}>
          {t('auth.code.differentEmail')}
        </Button>
      </div>
      <p role="status" className="text-slate-800">
        {notice}
      </p>
    </section>
  );
};
