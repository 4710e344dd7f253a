import { USER_VIOLATION_TYPES, type UserViolationType } from '@debtshield/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AccessibleDialog } from '../../../components/ui/accessible-dialog';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { FieldError } from '../../../components/ui/field-error';
import { errorMessage } from '../../../lib/api-client';
import { useAddViolation } from '../api/dashboard-api';

const field = 'w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900';

const formSchema = (required: string) =>
  z.object({
    type: z.string().refine((v): v is UserViolationType => (USER_VIOLATION_TYPES as readonly string[]).includes(v), required),
    description: z.string().trim().min(1, required).max(2_000),
    date: z.string(),
    collector: z.string().max(200),
    hasEvidence: z.boolean(),
  });
type FormValues = { type: string; description: string; date: string; collector: string; hasEvidence: boolean };
const EMPTY: FormValues = { type: '', description: '', date: '', collector: '', hasEvidence: false };

/**
 * The Power Center's add-missing-violation form (spec 001 §2.4, §5): type and description required,
 * date optional, an evidence box; without evidence the person confirms first; a notice warns that
 * false statements can harm the case. Saved as "added by you".
 */
export const PowerCenter = ({ onAdded }: { onAdded: () => void }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState(false);
  const ids = {
    type: useId(),
    description: useId(),
    descriptionHint: useId(),
    date: useId(),
    collector: useId(),
    evidence: useId(),
    error: useId(),
    warning: useId(),
  };
  const required = t('dashboard.power.required');
  const schema = useMemo(() => formSchema(required), [required]);
  const form = useForm<FormValues>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const add = useAddViolation();
  const { errors } = form.formState;
  const validation = errors.type || errors.description ? required : null;

  const save = (values: FormValues, confirmed: boolean) => {
    add.mutate(
      {
        violation: {
          type: values.type as UserViolationType,
          description: values.description,
          date: values.date || undefined,
          collector_name: values.collector.trim() || undefined,
          has_evidence: values.hasEvidence,
          confirmed_without_evidence: confirmed,
        },
      },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          setConfirming(false);
          setOpen(false);
          setSaved(true);
          onAdded();
        },
      },
    );
  };

  const onSubmit = form.handleSubmit((values) => {
    setSaved(false);
    if (!values.hasEvidence) {
      setConfirming(true);
      return;
    }
    save(values, false);
  });

  const close = () => {
    setOpen(false);
    setConfirming(false);
  };

  return (
    <div className="space-y-2">
      <Button onClick={() => setOpen(true)}>{t('dashboard.power.open')}</Button>
      <p role="status" className="text-sm font-medium text-emerald-800">
        {saved ? t('dashboard.power.saved') : ''}
      </p>
      <AccessibleDialog open={open} onClose={close} title={t('dashboard.power.title')} closeLabel={t('dashboard.upgrade.close')}>
        {confirming ? (
          <div className="space-y-4">
            <p role="alert" className="font-medium text-slate-900">
              {t('dashboard.power.confirmNoEvidence')}
            </p>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button disabled={add.isPending} onClick={() => save(form.getValues(), true)}>
                {add.isPending ? t('dashboard.power.saving') : t('dashboard.power.continueAnyway')}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {t('dashboard.power.goBack')}
              </Button>
            </div>
            {add.isError && (
              <p role="alert" className="text-red-800">
                {errorMessage(add.error)}
              </p>
            )}
          </div>
        ) : (
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
            <p className="text-slate-800">{t('dashboard.power.intro')}</p>
            <p id={ids.warning} className="rounded-md border-l-4 border-amber-500 bg-amber-50 p-3 text-sm font-medium text-slate-900">
              {t('dashboard.power.warning')}
            </p>
            <FieldError id={ids.error} message={validation} alert />
            <div className="space-y-1">
              <label htmlFor={ids.type} className="block font-medium text-slate-900">
                {t('dashboard.power.type')}
              </label>
              <select
                id={ids.type}
                className={cn(field, 'min-h-11')}
                aria-invalid={errors.type ? true : undefined}
                aria-describedby={errors.type ? ids.error : undefined}
                {...form.register('type')}
              >
                <option value="">{t('dashboard.power.typePlaceholder')}</option>
                {USER_VIOLATION_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`dashboard.power.types.${type}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="space-y-1">
              <label htmlFor={ids.description} className="block font-medium text-slate-900">
                {t('dashboard.power.description')}
              </label>
              <textarea
                id={ids.description}
                rows={4}
                maxLength={2_000}
                className={cn(field, 'min-h-24')}
                aria-invalid={errors.description ? true : undefined}
                aria-describedby={errors.description ? `${ids.descriptionHint} ${ids.error}` : ids.descriptionHint}
                {...form.register('description')}
              />
              <p id={ids.descriptionHint} className="text-sm text-slate-700">
                {t('dashboard.power.descriptionHint')}
              </p>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="space-y-1">
                <label htmlFor={ids.date} className="block font-medium text-slate-900">
                  {t('dashboard.power.date')}
                </label>
                <input id={ids.date} type="date" className={cn(field, 'min-h-11')} {...form.register('date')} />
              </div>
              <div className="space-y-1">
                <label htmlFor={ids.collector} className="block font-medium text-slate-900">
                  {t('dashboard.power.collector')}
                </label>
                <input id={ids.collector} type="text" autoComplete="organization" className={cn(field, 'min-h-11')} {...form.register('collector')} />
              </div>
            </div>
            <div className="flex items-start gap-3">
              <input id={ids.evidence} type="checkbox" className="mt-1 size-5" {...form.register('hasEvidence')} />
              <label htmlFor={ids.evidence} className="text-slate-900">
                {t('dashboard.power.evidence')}
              </label>
            </div>
            {add.isError && (
              <p role="alert" className="text-red-800">
                {errorMessage(add.error)}
              </p>
            )}
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? t('dashboard.power.saving') : t('dashboard.power.submit')}
            </Button>
          </form>
        )}
      </AccessibleDialog>
    </div>
  );
};
