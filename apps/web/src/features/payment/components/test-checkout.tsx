import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

export type TestCheckoutProps = {
  price: string;
  busy: boolean;
  onPay: () => void;
  onDecline: () => void;
};

/** The built-in test checkout (payment config mode 'simulator'), clearly labelled: no real money moves. */
export const TestCheckout = ({ price, busy, onPay, onDecline }: TestCheckoutProps) => {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl border-2 border-dashed border-amber-600 bg-amber-50 p-4">
      <h3 id={headingId} className="text-lg font-bold text-slate-900">
        {t('payment.test.heading')}
      </h3>
      <p className="text-slate-900">{t('payment.test.note')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={onPay} disabled={busy} className="w-full sm:w-auto">
          {t('payment.test.pay', { price })}
        </Button>
        <Button variant="secondary" onClick={onDecline} disabled={busy} className="w-full sm:w-auto">
          {t('payment.test.decline')}
        </Button>
      </div>
    </section>
  );
};
