import { CATALOGUE, formatUsd } from '@debtshield/plans';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/ui/field-error';
import { planCopy } from '../../plans';
import { CREDIT_PLAN_IDS, type CreditPlanId } from '../lib/pending-draft';
import { hintClasses } from './field-classes';

/** The id the error summary links to (the first choice). */
export const PLAN_CHOICE_ID = 'credit-plan-credit_single';
export const PLAN_CHOICE_ERROR_ID = 'credit-plan-error';

type Props = { plan: CreditPlanId | null; onChange: (plan: CreditPlanId) => void; error: string | null };

/**
 * For a person whose plan does not include credit help yet (issue 27): the two credit plans of the
 * catalogue, one bureau or all three, to choose before checkout (never straight to the dearer one).
 */
export const PlanChoice = ({ plan, onChange, error }: Props) => {
  const { t } = useTranslation();
  return (
    <fieldset
      aria-describedby={['credit-plan-hint', error ? PLAN_CHOICE_ERROR_ID : ''].filter(Boolean).join(' ')}
      className="space-y-2 rounded-card border border-primary bg-primary-subtle p-4 sm:p-5"
    >
      <legend className="px-1 text-heading-s font-bold text-foreground">{t('credit.choice.legend')}</legend>
      <p id="credit-plan-hint" className={hintClasses}>
        {t('credit.choice.hint')}
      </p>
      <FieldError id={PLAN_CHOICE_ERROR_ID} message={error} />
      {CREDIT_PLAN_IDS.map((id) => {
        const copy = planCopy(t, id);
        return (
          <label key={id} className="flex min-h-touch cursor-pointer items-start gap-3 rounded-control bg-surface p-3 hover:bg-muted">
            <input
              id={`credit-plan-${id}`}
              type="radio"
              name="credit-plan"
              value={id}
              className="mt-1 size-5 shrink-0 accent-primary"
              checked={plan === id}
              onChange={() => onChange(id)}
            />
            <span className="space-y-0.5">
              <span className="block font-semibold text-foreground">
                {copy.name} · {formatUsd(CATALOGUE[id].priceCents)}
              </span>
              <span className="block text-sm text-muted-foreground">{copy.description}</span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
};
