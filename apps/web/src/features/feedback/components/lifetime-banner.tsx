import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { PlanPrice } from '../../plans';

/** /payment?product=lifetime (spec 001 §2.1). */
export const LIFETIME_PAYMENT_URL = `${paths.payment}?product=lifetime`;

/** The lifetime banner: the catalogue's price with its crossed-out original, and the way to buy it. */
export const LifetimeBanner = () => {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-2xl border border-brand-700 bg-brand-50 p-6">
      <div className="space-y-2">
        <h2 id={headingId} className="text-2xl font-bold text-slate-900">
          {t('feedback.lifetime.heading')}
        </h2>
        <p className="text-slate-800">{t('feedback.lifetime.text')}</p>
      </div>
      <PlanPrice productId="lifetime" size="lg" />
      <ButtonLink to={LIFETIME_PAYMENT_URL} className="w-full sm:w-auto">
        {t('feedback.lifetime.cta')}
      </ButtonLink>
    </section>
  );
};
