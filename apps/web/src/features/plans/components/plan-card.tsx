import { Check } from 'lucide-react';
import type { ProductId } from '@debtshield/plans';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { usePlanCopy } from '../lib/plan-copy';
import { PlanBadge } from './plan-badge';
import { PlanPrice } from './plan-price';

export type PlanCardProps = {
  productId: ProductId;
  /** h2 on a page about one plan, h3 in a list of plans. */
  headingLevel?: 2 | 3;
  /** Done-for-you: the price for the chosen letter count. */
  priceCents?: number;
  /** Extra content under the price (e.g. the done-for-you tiers). */
  details?: ReactNode;
  /** The call to action (a link or button), at the bottom. */
  action?: ReactNode;
  showFeatures?: boolean;
  className?: string;
};

/** One plan: badge, name, price, description, features and note. Home, unlock dialog, dashboard and payment share it. */
export const PlanCard = ({ productId, headingLevel = 3, priceCents, details, action, showFeatures = true, className }: PlanCardProps) => {
  const { t } = useTranslation();
  const copy = usePlanCopy(productId);
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} className={cn('space-y-3 rounded-2xl border border-slate-300 bg-white p-5 shadow-sm', className)}>
      <PlanBadge productId={productId} />
      <Heading id={headingId} className="text-2xl font-bold text-slate-900">
        {copy.name}
      </Heading>
      <PlanPrice productId={productId} priceCents={priceCents} size={headingLevel === 2 ? 'lg' : 'md'} />
      <p className="text-slate-800">{copy.description}</p>
      {details}
      {showFeatures && copy.features.length > 0 && (
        <ul aria-label={t('plans.featuresLabel', { plan: copy.name })} className="space-y-1.5">
          {copy.features.map((feature) => (
            <li key={feature} className="flex gap-2 text-slate-800">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm font-medium text-slate-700">{copy.note}</p>
      {action}
    </section>
  );
};
