import { CATALOGUE, formatUsd } from '@debtshield/plans';
import { CREDIT_ERROR_CATEGORIES, CREDIT_ERROR_OPTIONS, HARDSHIP_REASONS } from '@debtshield/contracts';
import { Info, Package } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { paths } from '../../../config/paths';
import { isSevenYearsOld, type CreditDraft, type Hardship, type ItemDetails } from '../lib/draft';
import { fieldClasses, labelClasses, hintClasses } from './field-classes';

/** Over this many errors the bundle banner shows (spec 001 §2.6). */
export const BUNDLE_BANNER_OVER = 3;

type Props = {
  draft: CreditDraft;
  update: (patch: Partial<CreditDraft>) => void;
  error: string | null;
  errorId: string;
  /** False when the plan already includes the debt and credit tools (no offer of what one has). */
  offerBundle?: boolean;
};

/** Step 1 (spec 001 §2.6): the errors by category, the optional details and the hardship options. */
export const ErrorsStep = ({ draft, update, error, errorId, offerBundle = true }: Props) => {
  const { t } = useTranslation();
  const id = useId();
  const bundle = CATALOGUE.bundle;
  const setItem = (optionId: string, patch: Partial<ItemDetails>) =>
    update({ items: { ...draft.items, [optionId]: { creditor: '', last4: '', ...draft.items[optionId], ...patch } } });
  const toggle = (optionId: string, on: boolean) => update({ selected: on ? [...draft.selected, optionId] : draft.selected.filter((s) => s !== optionId) });

  return (
    <div className="space-y-6">
      <FieldError id={errorId} message={error} />
      {CREDIT_ERROR_CATEGORIES.map((category) => (
        <fieldset
          key={category}
          aria-describedby={`${id}-${category}-hint${error ? ` ${errorId}` : ''}`}
          className="space-y-3 rounded-card border border-border bg-surface p-4 sm:p-5"
        >
          <legend className="px-1 text-heading-s font-bold text-foreground">{t(`credit.categories.${category}.title`)}</legend>
          <p id={`${id}-${category}-hint`} className={hintClasses}>
            {t(`credit.categories.${category}.hint`)}
          </p>
          <ul className="space-y-2">
            {CREDIT_ERROR_OPTIONS.filter((o) => o.category === category).map((option) => (
              <li key={option.id}>
                <label className="flex min-h-touch cursor-pointer items-start gap-3 rounded-control p-2 hover:bg-muted">
                  <input
                    id={`credit-option-${option.id}`}
                    type="checkbox"
                    className="mt-1 size-5 shrink-0 accent-primary"
                    checked={draft.selected.includes(option.id)}
                    onChange={(event) => toggle(option.id, event.target.checked)}
                  />
                  <span className="text-foreground">{t(`credit.options.${option.id}`)}</span>
                </label>
                {draft.selected.includes(option.id) ? (
                  <div className="ml-10 mt-1 grid gap-3 sm:grid-cols-2">
                    <div className="space-y-1">
                      <label htmlFor={`credit-item-${option.id}-creditor`} className="block text-caption font-medium text-foreground">
                        {t('credit.details.itemCreditor')}
                      </label>
                      <input
                        id={`credit-item-${option.id}-creditor`}
                        type="text"
                        maxLength={200}
                        className={`${fieldClasses} min-h-touch`}
                        value={draft.items[option.id]?.creditor ?? ''}
                        onChange={(event) => setItem(option.id, { creditor: event.target.value })}
                      />
                    </div>
                    <div className="space-y-1">
                      <label htmlFor={`credit-item-${option.id}-last4`} className="block text-caption font-medium text-foreground">
                        {t('credit.details.itemLast4')}
                      </label>
                      <input
                        id={`credit-item-${option.id}-last4`}
                        type="text"
                        inputMode="numeric"
                        autoComplete="off"
                        maxLength={4}
                        className={`${fieldClasses} min-h-touch max-w-[8rem]`}
                        value={draft.items[option.id]?.last4 ?? ''}
                        // Only the last 4 digits are asked for; anything else is dropped as it is typed.
                        onChange={(event) => setItem(option.id, { last4: event.target.value.replace(/\D/g, '').slice(0, 4) })}
                      />
                    </div>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </fieldset>
      ))}

      {offerBundle && draft.selected.length > BUNDLE_BANNER_OVER ? (
        <aside aria-labelledby={`${id}-bundle`} className="space-y-2 rounded-card border-l-4 border-primary bg-primary-subtle p-4">
          <h3 id={`${id}-bundle`} className="flex items-center gap-2 text-heading-s font-bold text-foreground">
            <Package aria-hidden="true" className="size-5 shrink-0 text-primary" />
            {t('credit.bundle.heading')}
          </h3>
          <p className="text-foreground">
            {t('credit.bundle.text', { price: formatUsd(bundle.priceCents), original: formatUsd(bundle.originalPriceCents ?? bundle.priceCents) })}
          </p>
          <ButtonLink to={`${paths.payment}?product=bundle`} variant="secondary">
            {t('credit.bundle.action')}
          </ButtonLink>
        </aside>
      ) : null}

      <section aria-labelledby={`${id}-details`} className="space-y-4 rounded-card border border-border bg-surface p-4 sm:p-5">
        <h3 id={`${id}-details`} className="text-heading-s font-bold text-foreground">
          {t('credit.details.heading')}
        </h3>
        <p className={hintClasses}>{t('credit.details.hint')}</p>
        <div className="space-y-1">
          <label htmlFor={`${id}-errors`} className={labelClasses}>
            {t('credit.details.specificErrors')}
          </label>
          <p id={`${id}-errors-hint`} className={hintClasses}>
            {t('credit.details.specificErrorsHint')}
          </p>
          <textarea
            id={`${id}-errors`}
            aria-describedby={`${id}-errors-hint`}
            maxLength={2000}
            className={`${fieldClasses} min-h-24 resize-y`}
            value={draft.specificErrors}
            onChange={(event) => update({ specificErrors: event.target.value })}
          />
        </div>
        <fieldset className="space-y-2">
          <legend className={labelClasses}>{t('credit.details.hardshipReason')}</legend>
          {(['', ...HARDSHIP_REASONS] as const).map((reason) => (
            <label key={reason || 'none'} className="flex min-h-touch cursor-pointer items-center gap-3 rounded-control px-2 hover:bg-muted">
              <input
                type="radio"
                name={`${id}-hardship`}
                className="size-5 shrink-0 accent-primary"
                checked={draft.hardshipReason === reason}
                onChange={() => update({ hardshipReason: reason as Hardship | '' })}
              />
              <span className="text-foreground">{reason ? t(`credit.details.hardship.${reason}`) : t('credit.details.hardshipNone')}</span>
            </label>
          ))}
        </fieldset>
        <div className="space-y-1">
          <label htmlFor={`${id}-harm`} className={labelClasses}>
            {t('credit.details.specificHarm')}
          </label>
          <p id={`${id}-harm-hint`} className={hintClasses}>
            {t('credit.details.specificHarmHint')}
          </p>
          <textarea
            id={`${id}-harm`}
            aria-describedby={`${id}-harm-hint`}
            maxLength={2000}
            className={`${fieldClasses} min-h-24 resize-y`}
            value={draft.specificHarm}
            onChange={(event) => update({ specificHarm: event.target.value })}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-date`} className={labelClasses}>
            {t('credit.details.debtDate')}
          </label>
          <p id={`${id}-date-hint`} className={hintClasses}>
            {t('credit.details.debtDateHint')}
          </p>
          <input
            id={`${id}-date`}
            type="month"
            aria-describedby={`${id}-date-hint`}
            className={`${fieldClasses} min-h-touch sm:max-w-xs`}
            value={draft.debtDate}
            onChange={(event) => update({ debtDate: event.target.value })}
          />
          {isSevenYearsOld(draft.debtDate) ? (
            <p role="status" className="mt-2 flex gap-2 rounded-card border-l-4 border-info bg-info-subtle p-3 text-foreground">
              <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-info" />
              {t('credit.details.oldDebtNote')}
            </p>
          ) : null}
        </div>
      </section>
    </div>
  );
};
