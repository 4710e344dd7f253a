import { CREDIT_BUREAUS } from '@debtshield/contracts';
import { Scale } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/ui/field-error';
import type { CreditDraft, PlanErrorKey, PlanField } from '../lib/draft';
import { fieldClasses, hintClasses, labelClasses } from './field-classes';

/** The ids the error summary links to. */
export const PLAN_FIELD_IDS: Record<PlanField, string> = {
  bureaus: 'credit-bureau-equifax',
  name: 'credit-name',
  address: 'credit-address',
  cityStateZip: 'credit-city-state-zip',
  ssnLast4: 'credit-ssn-last4',
  accepted: 'credit-legal-notice',
};

type Props = { draft: CreditDraft; update: (patch: Partial<CreditDraft>) => void; errors: Partial<Record<PlanField, PlanErrorKey>> };

const LAW_LINES = ['reinvestigate', 'results', 'correct', 'noPromise'] as const;

/**
 * Step 2: the bureaus, the person's details, what the law says happens next (in place of the spec's
 * success probability, savings and countdown: the Credit Repair Organizations Act forbids promising
 * results, 15 U.S.C. 1679b(a)(3)-(4); decision 016), and the legal notice to accept.
 */
export const PlanStep = ({ draft, update, errors }: Props) => {
  const { t } = useTranslation();
  const id = useId();
  const err = (field: PlanField) => (errors[field] ? t(`credit.errors.${errors[field]}`) : null);
  const errId = (field: PlanField) => `${PLAN_FIELD_IDS[field]}-error`;
  const describedBy = (field: PlanField, hint?: string) => [hint, errors[field] ? errId(field) : undefined].filter(Boolean).join(' ') || undefined;

  const textField = (field: 'name' | 'address' | 'cityStateZip', autoComplete: string) => (
    <div className="space-y-1">
      <label htmlFor={PLAN_FIELD_IDS[field]} className={labelClasses}>
        {t(`credit.plan.${field}`)}
      </label>
      <FieldError id={errId(field)} message={err(field)} />
      <input
        id={PLAN_FIELD_IDS[field]}
        type="text"
        required
        autoComplete={autoComplete}
        maxLength={300}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(field)}
        className={`${fieldClasses} min-h-touch`}
        value={draft[field]}
        onChange={(event) => update({ [field]: event.target.value })}
      />
    </div>
  );

  return (
    <div className="space-y-6">
      <fieldset aria-describedby={describedBy('bureaus', `${id}-bureaus-hint`)} className="space-y-2 rounded-card border border-border bg-surface p-4 sm:p-5">
        <legend className="px-1 text-heading-s font-bold text-foreground">{t('credit.plan.bureausLegend')}</legend>
        <p id={`${id}-bureaus-hint`} className={hintClasses}>
          {t('credit.plan.bureausHint')}
        </p>
        <FieldError id={errId('bureaus')} message={err('bureaus')} />
        {CREDIT_BUREAUS.map((bureau) => (
          <label key={bureau} className="flex min-h-touch cursor-pointer items-center gap-3 rounded-control px-2 hover:bg-muted">
            <input
              id={`credit-bureau-${bureau}`}
              type="checkbox"
              className="size-5 shrink-0 accent-primary"
              checked={draft.bureaus.includes(bureau)}
              onChange={(event) => update({ bureaus: event.target.checked ? [...draft.bureaus, bureau] : draft.bureaus.filter((b) => b !== bureau) })}
            />
            <span className="text-foreground">{t(`credit.plan.bureau.${bureau}`)}</span>
          </label>
        ))}
      </fieldset>

      <section aria-labelledby={`${id}-info`} className="space-y-4 rounded-card border border-border bg-surface p-4 sm:p-5">
        <h3 id={`${id}-info`} className="text-heading-s font-bold text-foreground">
          {t('credit.plan.infoHeading')}
        </h3>
        {textField('name', 'name')}
        {textField('address', 'street-address')}
        {textField('cityStateZip', 'address-level2')}
        <div className="space-y-1">
          <label htmlFor={PLAN_FIELD_IDS.ssnLast4} className={labelClasses}>
            {t('credit.plan.ssnLast4')}
          </label>
          <p id={`${id}-ssn-hint`} className={hintClasses}>
            {t('credit.plan.ssnHint')}
          </p>
          <FieldError id={errId('ssnLast4')} message={err('ssnLast4')} />
          <input
            id={PLAN_FIELD_IDS.ssnLast4}
            type="text"
            inputMode="numeric"
            pattern="[0-9]{4}"
            autoComplete="off"
            maxLength={4}
            aria-invalid={errors.ssnLast4 ? true : undefined}
            aria-describedby={describedBy('ssnLast4', `${id}-ssn-hint`)}
            className={`${fieldClasses} min-h-touch max-w-[8rem]`}
            value={draft.ssnLast4}
            // Digits only, at most 4 (issue 27): anything else typed or pasted is dropped.
            onChange={(event) => update({ ssnLast4: event.target.value.replace(/\D/g, '').slice(0, 4) })}
          />
        </div>
      </section>

      <section aria-labelledby={`${id}-law`} className="space-y-2 rounded-card border-l-4 border-info bg-info-subtle p-4 sm:p-5">
        <h3 id={`${id}-law`} className="flex items-center gap-2 text-heading-s font-bold text-foreground">
          <Scale aria-hidden="true" className="size-5 shrink-0 text-info" />
          {t('credit.plan.lawHeading')}
        </h3>
        <ul className="list-disc space-y-1 pl-6 text-foreground">
          {LAW_LINES.map((line) => (
            <li key={line}>{t(`credit.plan.law.${line}`)}</li>
          ))}
        </ul>
      </section>

      <fieldset className="space-y-2 rounded-card border border-border bg-surface p-4 sm:p-5">
        <legend className="px-1 text-heading-s font-bold text-foreground">{t('credit.plan.noticeLegend')}</legend>
        <FieldError id={errId('accepted')} message={err('accepted')} />
        <label className="flex min-h-touch cursor-pointer items-start gap-3 rounded-control p-2 hover:bg-muted">
          <input
            id={PLAN_FIELD_IDS.accepted}
            type="checkbox"
            className="mt-1 size-5 shrink-0 accent-primary"
            aria-invalid={errors.accepted ? true : undefined}
            aria-describedby={describedBy('accepted')}
            checked={draft.accepted}
            onChange={(event) => update({ accepted: event.target.checked })}
          />
          <span className="text-foreground">{t('credit.plan.notice')}</span>
        </label>
      </fieldset>
    </div>
  );
};
