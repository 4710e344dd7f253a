import type { ProductId } from '@debtshield/plans';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductOffer } from './product-offer';

/** The three product cards (spec 001 §2.9) and the products each one sells. */
export const PRODUCT_CARDS: readonly { key: 'debt' | 'credit' | 'bundle'; products: readonly ProductId[] }[] = [
  { key: 'debt', products: ['scan', 'monthly', 'lifetime'] },
  { key: 'credit', products: ['credit_single', 'credit_all'] },
  { key: 'bundle', products: ['bundle'] },
];

const ProductCard = ({ cardKey, products }: { cardKey: 'debt' | 'credit' | 'bundle'; products: readonly ProductId[] }) => {
  const { t } = useTranslation();
  const headingId = useId();
  const title = t(`home.products.cards.${cardKey}.title`);
  return (
    <section aria-labelledby={headingId} data-card={cardKey} className="flex flex-col gap-3 rounded-2xl border border-slate-300 bg-slate-50 p-4 shadow-sm">
      <h3 id={headingId} className="text-xl font-bold text-slate-900">
        {title}
      </h3>
      <p className="text-slate-800">{t(`home.products.cards.${cardKey}.text`)}</p>
      <ul aria-label={t('home.products.optionsLabel', { card: title })} className="space-y-3">
        {products.map((id) => (
          <li key={id}>
            <ProductOffer productId={id} />
          </li>
        ))}
      </ul>
    </section>
  );
};

/** Prices come only from the plan catalogue, through PlanPrice. */
export const ProductCards = () => {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section id="plans" aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {t('home.products.heading')}
      </h2>
      <p className="text-slate-800">{t('home.products.intro')}</p>
      <div className="grid gap-4 lg:grid-cols-3">
        {PRODUCT_CARDS.map((card) => (
          <ProductCard key={card.key} cardKey={card.key} products={card.products} />
        ))}
      </div>
    </section>
  );
};
