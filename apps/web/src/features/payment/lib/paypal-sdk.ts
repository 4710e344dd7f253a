/**
 * The PayPal JS SDK (https://www.paypal.com/sdk/js), loaded once per client id, and the small part
 * of its Buttons API this app uses: paypal.Buttons({ onClick, createOrder, onApprove, onCancel,
 * onError }).render(container), and close() when the page goes away.
 */

export type PayPalApproveData = { orderID: string; payerID?: string | null };
export type PayPalClickActions = { resolve: () => Promise<void>; reject: () => Promise<void> };

export type PayPalButtonsOptions = {
  style?: {
    layout?: 'vertical' | 'horizontal';
    color?: 'gold' | 'blue' | 'silver' | 'white' | 'black';
    shape?: 'rect' | 'pill';
    label?: 'paypal' | 'checkout' | 'buynow' | 'pay';
    tagline?: boolean;
  };
  /** Runs on a button click, before the PayPal window opens: reject() stops the checkout. */
  onClick?: (data: Record<string, unknown>, actions: PayPalClickActions) => Promise<void> | void;
  /** Creates the order on our server and returns its id. */
  createOrder: () => Promise<string>;
  /** The buyer approved: our server captures and records the payment. */
  onApprove: (data: PayPalApproveData) => Promise<void>;
  onCancel?: (data: Record<string, unknown>) => void;
  onError?: (error: unknown) => void;
};

export type PayPalButtonsInstance = {
  render: (container: HTMLElement | string) => Promise<void>;
  close: () => Promise<void>;
  isEligible: () => boolean;
};

export type PayPalNamespace = { Buttons: (options: PayPalButtonsOptions) => PayPalButtonsInstance };

declare global {
  interface Window {
    paypal?: PayPalNamespace;
  }
}

export const paypalSdkUrl = (clientId: string): string => `https://www.paypal.com/sdk/js?client-id=${encodeURIComponent(clientId)}&currency=USD&intent=capture`;

let loading: { clientId: string; promise: Promise<PayPalNamespace> } | null = null;

/** Adds the SDK's script once (per client id) and resolves with window.paypal when it has run. */
export const loadPayPalSdk = (clientId: string): Promise<PayPalNamespace> => {
  if (loading?.clientId === clientId) return loading.promise;
  const src = paypalSdkUrl(clientId);
  const promise = new Promise<PayPalNamespace>((resolve, reject) => {
    const existing = Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-paypal-sdk]')).find((s) => s.src === src);
    if (existing && window.paypal) {
      resolve(window.paypal);
      return;
    }
    const script = existing ?? document.createElement('script');
    const fail = () => {
      script.remove();
      loading = null;
      reject(new Error('The PayPal SDK could not be loaded'));
    };
    script.addEventListener('load', () => (window.paypal ? resolve(window.paypal) : fail()), { once: true });
    script.addEventListener('error', fail, { once: true });
    if (!existing) {
      script.src = src;
      script.async = true;
      script.dataset.paypalSdk = '';
      document.head.appendChild(script);
    }
  });
  loading = { clientId, promise };
  return promise;
};

/** Tests only: forget the loaded SDK. */
export const resetPayPalSdkForTests = (): void => {
  loading = null;
  document.querySelectorAll('script[data-paypal-sdk]').forEach((script) => script.remove());
  delete window.paypal;
};
