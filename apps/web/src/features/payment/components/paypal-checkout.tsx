import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadPayPalSdk, type PayPalButtonsInstance, type PayPalClickActions } from '../lib/paypal-sdk';

export type PayPalCheckoutProps = {
  clientId: string | null;
  /** Checks before PayPal opens (the email); false stops the checkout. */
  canStart: () => boolean;
  createOrder: () => Promise<string>;
  onApprove: (orderID: string) => Promise<void>;
  onCancel: () => void;
  onError: () => void;
};

/**
 * PayPal's Smart Buttons (payment config mode 'paypal'). The SDK script is loaded once; the
 * buttons are rendered once per mount and call the latest handlers through a ref.
 */
export const PayPalCheckout = (props: PayPalCheckoutProps) => {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const handlers = useRef(props);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const { clientId } = props;

  useEffect(() => {
    handlers.current = props;
  });

  useEffect(() => {
    if (!clientId) {
      setStatus('failed');
      handlers.current.onError();
      return undefined;
    }
    let buttons: PayPalButtonsInstance | null = null;
    let active = true;
    loadPayPalSdk(clientId)
      .then(async (paypal) => {
        if (!active || !container.current) return;
        buttons = paypal.Buttons({
          style: { layout: 'vertical', shape: 'rect', label: 'pay' },
          onClick: (_data, actions: PayPalClickActions) => (handlers.current.canStart() ? actions.resolve() : actions.reject()),
          createOrder: () => handlers.current.createOrder(),
          onApprove: ({ orderID }) => handlers.current.onApprove(orderID),
          onCancel: () => handlers.current.onCancel(),
          onError: () => handlers.current.onError(),
        });
        await buttons.render(container.current);
        if (active) setStatus('ready');
      })
      .catch(() => {
        if (!active) return;
        setStatus('failed');
        handlers.current.onError();
      });
    return () => {
      active = false;
      buttons?.close().catch(() => {
        // Already gone with the page.
      });
    };
  }, [clientId]);

  return (
    <div className="space-y-2">
      {status === 'loading' && (
        <p role="status" className="text-slate-700">
          {t('payment.paypal.loading')}
        </p>
      )}
      <div ref={container} aria-label={t('payment.paypal.label')} role="group" />
    </div>
  );
};
