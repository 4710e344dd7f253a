import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { cancelCreditPurchase, refreshStoredUser } from '../api/payment-api';

/**
 * The buyer of credit help may cancel within 3 business days for a full refund (15 U.S.C. 1679e):
 * said on the success page, with the button that does it for a signed-in buyer (asked twice, since
 * it removes the access just bought); the receipt has the exact last day and the written notice.
 */
export const CreditCancellation = ({ orderId, signedIn }: { orderId: string; signedIn: boolean }) => {
  const { t } = useTranslation();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelCreditPurchase(orderId),
    onSuccess: () => void refreshStoredUser(),
  });
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3 rounded-card border border-input bg-surface p-5">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-foreground">
        {t('payment.success.cancel.heading')}
      </h2>
      <p className="text-foreground">{t('payment.success.cancel.right')}</p>
      {cancel.isSuccess ? (
        <p role="status" className="font-semibold text-success">
          {cancel.data.message}
        </p>
      ) : !signedIn ? (
        <p className="text-muted-foreground">{t('payment.success.cancel.signIn')}</p>
      ) : confirming ? (
        <div className="space-y-2">
          <p className="font-medium text-foreground">{t('payment.success.cancel.confirmText')}</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button variant="danger" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
              {cancel.isPending ? t('payment.success.cancel.working') : t('payment.success.cancel.confirm')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={cancel.isPending}>
              {t('payment.success.cancel.keep')}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('payment.success.cancel.start')}
        </Button>
      )}
      <div role="alert">{cancel.isError ? <p className="font-medium text-danger">{errorMessage(cancel.error)}</p> : null}</div>
    </section>
  );
};
