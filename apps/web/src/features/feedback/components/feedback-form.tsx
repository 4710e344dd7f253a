import { FEEDBACK_MAX_LENGTH, FEEDBACK_TYPES } from '@debtshield/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { useSubmitFeedback } from '../api/feedback-api';
import { useTimedFlag } from '../hooks/use-timed-flag';
import { EMPTY_FEEDBACK_FORM, feedbackFormSchema, submitErrorMessage, type FeedbackFormValues } from '../lib/feedback-form';

/** Spec 001 §4, §9: the success message shows for 5 seconds. */
export const SUCCESS_MESSAGE_MS = 5_000;

const fieldClasses = 'w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900';

/**
 * The feedback form (spec 001 §2.10, §5, §8): text, email and type. A missing field reads 'Please
 * fill in all fields' and a failed send 'Failed to submit feedback. Please try again.', both in an
 * alert region; success clears the form and shows a message for 5 seconds.
 */
export const FeedbackForm = () => {
  const { t } = useTranslation();
  const ids = { feedback: useId(), feedbackHint: useId(), email: useId(), emailHint: useId(), type: useId(), alert: useId() };
  const schema = useMemo(() => feedbackFormSchema(t), [t]);
  const form = useForm<FeedbackFormValues>({ resolver: zodResolver(schema), defaultValues: EMPTY_FEEDBACK_FORM });
  const submit = useSubmitFeedback();
  const success = useTimedFlag(SUCCESS_MESSAGE_MS);
  const [submitError, setSubmitError] = useState<string | null>(null);

  const { errors } = form.formState;
  const fieldMessages = [errors.feedback?.message, errors.email?.message].filter((m): m is string => Boolean(m));
  const missing = t('feedback.form.errors.missingFields');
  // One message for the form: the spec's 'Please fill in all fields' first, else the field's own.
  const validationError = fieldMessages.includes(missing) ? missing : (fieldMessages[0] ?? null);
  const alert = validationError ?? submitError;

  const onSubmit = form.handleSubmit(
    (values) => {
      setSubmitError(null);
      success.hide();
      submit.mutate(
        { feedback: values.feedback, email: values.email, feedback_type: values.feedback_type },
        {
          onSuccess: () => {
            form.reset(EMPTY_FEEDBACK_FORM);
            success.show();
          },
          onError: (error) => setSubmitError(submitErrorMessage(error, t)),
        },
      );
    },
    () => {
      setSubmitError(null);
      success.hide();
    },
  );

  /** A field is described by its hint, and by the form's alert while it is invalid. */
  const describedBy = (hint: string, invalid: boolean) => (invalid ? `${hint} ${ids.alert}` : hint);

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <div className="space-y-1">
        <label htmlFor={ids.feedback} className="block font-medium text-slate-900">
          {t('feedback.form.feedbackLabel')}
        </label>
        <textarea
          id={ids.feedback}
          rows={6}
          required
          maxLength={FEEDBACK_MAX_LENGTH}
          aria-invalid={errors.feedback ? true : undefined}
          aria-describedby={describedBy(ids.feedbackHint, Boolean(errors.feedback))}
          className={cn(fieldClasses, 'min-h-32 resize-y')}
          {...form.register('feedback')}
        />
        <p id={ids.feedbackHint} className="text-sm text-slate-700">
          {t('feedback.form.feedbackHint')}
        </p>
      </div>

      <div className="space-y-1">
        <label htmlFor={ids.email} className="block font-medium text-slate-900">
          {t('feedback.form.emailLabel')}
        </label>
        <input
          id={ids.email}
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy(ids.emailHint, Boolean(errors.email))}
          className={cn(fieldClasses, 'min-h-11')}
          {...form.register('email')}
        />
        <p id={ids.emailHint} className="text-sm text-slate-700">
          {t('feedback.form.emailHint')}
        </p>
      </div>

      <div className="space-y-1">
        <label htmlFor={ids.type} className="block font-medium text-slate-900">
          {t('feedback.form.typeLabel')}
        </label>
        <select id={ids.type} className={cn(fieldClasses, 'min-h-11')} {...form.register('feedback_type')}>
          {FEEDBACK_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`feedback.form.types.${type}`)}
            </option>
          ))}
        </select>
      </div>

      <div id={ids.alert} role="alert" className={cn(!alert && 'sr-only')}>
        {alert ? <p className="rounded-md border border-red-700 bg-red-50 px-3 py-2 font-medium text-red-800">{alert}</p> : null}
      </div>
      <div role="status" className={cn(!success.shown && 'sr-only')}>
        {success.shown ? (
          <p className="rounded-md border border-green-700 bg-green-50 px-3 py-2 font-medium text-green-900">{t('feedback.form.success')}</p>
        ) : null}
      </div>

      <Button type="submit" className="w-full sm:w-auto" disabled={submit.isPending}>
        {submit.isPending ? t('feedback.form.sending') : t('feedback.form.submit')}
      </Button>
    </form>
  );
};
