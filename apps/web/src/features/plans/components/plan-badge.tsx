import type { ProductId } from '@debtshield/plans';
import { CATALOGUE } from '@debtshield/plans';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { BADGE_KEYS } from '../lib/plan-copy';

/** MOST POPULAR / BEST VALUE, when the catalogue gives the product a badge. */
export const PlanBadge = ({ productId, className }: { productId: ProductId; className?: string }) => {
  const { t } = useTranslation();
  const badge = CATALOGUE[productId].badge;
  if (!badge) return null;
  return (
    <span className={cn('inline-flex items-center rounded-full bg-amber-100 px-3 py-1 text-xs font-bold tracking-wide text-amber-900', className)}>
      {t(BADGE_KEYS[badge])}
    </span>
  );
};
