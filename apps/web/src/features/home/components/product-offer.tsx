import type { ProductId } from '@debtshield/plans';
import { Link } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { PlanBadge } from '../../plans';
import { PlanPrice } from '../../plans';
import { usePlanCopy } from '../../plans';
import { productHref } from '../lib/product-links';

/**
 * One price button: the plan's name, its badge and its price, all from the plan catalogue and
 * copy (never typed here), linking to where that product is bought.
 */
export const ProductOffer = ({ productId, className }: { productId: ProductId; className?: string }) => {
  const copy = usePlanCopy(productId);
  return (
    <Link
      to={productHref(productId)}
      data-product={productId}
      className={cn(
        'flex min-h-11 flex-col gap-1 rounded-xl border-2 border-slate-300 bg-white p-4 text-slate-900 transition-colors hover:border-brand-700 hover:bg-brand-50',
        className,
      )}
    >
      <span className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-lg font-semibold underline decoration-brand-700/40 underline-offset-4">{copy.name}</span>
        <PlanBadge productId={productId} />
      </span>
      <PlanPrice productId={productId} />
    </Link>
  );
};
