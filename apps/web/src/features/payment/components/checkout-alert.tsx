import type { CheckoutError } from '../hooks/use-checkout';

/** Checkout errors (spec 000 §8) in a role="alert" region that stays in the page, so the text is announced when it appears. */
export const CheckoutAlert = ({ error }: { error: CheckoutError | null }) => (
  <div role="alert" className={error ? undefined : 'sr-only'}>
    {error ? (
      <div className="space-y-1 rounded-md border border-red-700 bg-red-50 px-3 py-2 text-red-800">
        <p className="font-semibold">{error.message}</p>
        {error.detail ? <p>{error.detail}</p> : null}
      </div>
    ) : null}
  </div>
);
