import type { ProductId } from '@debtshield/plans';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { planPrices } from '../lib/plan-copy';

export type PlanPriceProps = {
  productId: ProductId;
  /** A price other than the list price (done-for-you for a letter count); hides the crossed-out price. */
  priceCents?: number;
  size?: 'md' | 'lg';
  className?: string;
};

/**
 * The price of a plan from the catalogue: '$39.99/mo', or '$89' with the crossed-out '$149' and
 * 'Save $60' (derived, never typed). Screen readers hear 'per month' and 'Regular price: $149'.
 */
export const PlanPrice = ({ productId, priceCents, size = 'md', className }: PlanPriceProps) => {
  const { t } = useTranslation();
  const prices = planPrices(productId, priceCents);
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-3 gap-y-1', className)}>
      <span className={cn('font-bold text-slate-900', size === 'lg' ? 'text-4xl' : 'text-2xl')}>
        {prices.price}
        {prices.monthly && (
          <>
            <span aria-hidden="true" className="text-base font-semibold text-slate-700">
              {t('plans.price.perMonthShort')}
            </span>
            <span className="sr-only"> {t('plans.price.perMonth')}</span>
          </>
        )}
      </span>
      {prices.original && (
        <s className="text-lg text-slate-600">
          <span className="sr-only">{t('plans.price.originalLabel')} </span>
          {prices.original}
        </s>
      )}
      {prices.savings && (
        <span className="rounded-md bg-green-100 px-2 py-0.5 text-sm font-semibold text-green-900">{t('plans.price.save', { amount: prices.savings })}</span>
      )}
    </p>
  );
};
