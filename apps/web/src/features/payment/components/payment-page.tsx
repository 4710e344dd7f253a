import { ShieldCheck } from 'lucide-react';
import { EmailSchema } from '@debtshield/contracts';
import { CATALOGUE, dfyPriceCents, formatUsd, sellsCreditHelp, type ProductId } from '@debtshield/plans';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { getStoredUser } from '../../../lib/stored-user';
import { DfyTierList } from '../../plans';
import { PlanCard } from '../../plans';
import { usePlanCopy } from '../../plans';
import { refreshStoredUser, type DfyChoice } from '../api/payment-api';
import { useCheckout, type CheckoutPhase } from '../hooks/use-checkout';
import { usePaymentConfig } from '../hooks/use-payment-config';
import { useTimedMessage } from '../hooks/use-timed-message';
import { readPaymentSelection } from '../lib/payment-params';
import { getCheckoutEmail, setCheckoutEmail, storePaymentSuccess } from '../lib/payment-storage';
import { CheckoutAlert } from './checkout-alert';
import { CheckoutEmail } from './checkout-email';
import { CreditRightsDisclosure } from './credit-rights-disclosure';
import { DfyDetailsDialog } from './dfy-details-dialog';
import { PayPalCheckout } from './paypal-checkout';
import { TestCheckout } from './test-checkout';

/** Spec 000 §5: the email tooltip shows for 3 seconds. */
export const EMAIL_TOOLTIP_MS = 3000;

const PHASE_KEYS: Record<Exclude<CheckoutPhase, 'idle'>, string> = {
  creating: 'payment.status.creating',
  approving: 'payment.status.approving',
  verifying: 'payment.status.verifying',
  paid: 'payment.status.paid',
};

const missingEmailKey = (productId: ProductId): string => {
  if (productId === 'dfy_service') return 'payment.email.requiredDfy';
  if (productId === 'monthly') return 'payment.email.requiredMonthly';
  return 'payment.email.required';
};

/**
 * /payment and /payment/:product (spec 000 §2, §4, §5): the plan (words from the plan copy, every
 * amount from the catalogue; the `price` parameter is ignored), the email box, the done-for-you
 * details, and the checkout: PayPal's buttons, or the labelled test checkout.
 */
export const PaymentPage = () => {
  const { product: pathProduct } = useParams();
  const [search] = useSearchParams();
  // Issue 27: "credit" without saying which is a choice between the two credit plans, never straight to $49.
  const asked = (pathProduct?.trim() ? pathProduct : search.get('product'))?.trim().toLowerCase();
  if (asked === 'credit' && search.get('plan') !== 'dfy_service') return <CreditPlanChooser />;
  return <PaymentCheckout />;
};

/** The two credit plans of the catalogue, each with its own checkout. */
const CreditPlanChooser = () => {
  const { t } = useTranslation();
  const title = t('payment.creditChoice.title');
  return (
    <section className="space-y-6">
      <PageTitle title={title}>{title}</PageTitle>
      <p className="max-w-prose text-slate-800">{t('payment.creditChoice.lead')}</p>
      <div className="grid gap-6 md:grid-cols-2 md:items-start">
        {(['credit_single', 'credit_all'] as const).map((id) => (
          <PlanCard
            key={id}
            productId={id}
            headingLevel={2}
            action={
              <ButtonLink to={`${paths.payment}?product=${id}`} className="w-full">
                {t('payment.creditChoice.choose', { price: formatUsd(CATALOGUE[id].priceCents) })}
              </ButtonLink>
            }
          />
        ))}
      </div>
    </section>
  );
};

const PaymentCheckout = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { product: pathProduct } = useParams();
  const [search] = useSearchParams();
  const { productId, template } = readPaymentSelection(search, pathProduct);
  const copy = usePlanCopy(productId);
  const isDfy = productId === 'dfy_service';
  // Credit help is sold under the Credit Repair Organizations Act: its disclosure is read first (15 U.S.C. 1679c).
  const creditHelp = sellsCreditHelp(productId);
  const config = usePaymentConfig();
  const checkoutHeadingId = useId();

  const [email, setEmail] = useState(() => getStoredUser()?.email ?? getCheckoutEmail());
  const [emailFlagged, setEmailFlagged] = useState(false);
  const tooltip = useTimedMessage(EMAIL_TOOLTIP_MS);
  const emailInput = useRef<HTMLInputElement>(null);
  const [dfy, setDfy] = useState<DfyChoice | null>(null);
  const [dfyOpen, setDfyOpen] = useState(false);
  const [rightsRead, setRightsRead] = useState(false);

  // The email is kept for this visit (session storage userEmail).
  useEffect(() => {
    setCheckoutEmail(email);
  }, [email]);

  // Another product (a link on this page, or history): its own letter count.
  useEffect(() => {
    setDfy(null);
    setDfyOpen(false);
  }, [productId]);

  /** Spec 000 §5: no checkout (and no done-for-you details) without an email; focus the box, tooltip for 3 seconds. */
  const emailReady = (): boolean => {
    const trimmed = email.trim();
    if (EmailSchema.safeParse(trimmed).success) return true;
    setEmailFlagged(true);
    tooltip.show(trimmed === '' ? t(missingEmailKey(productId)) : t('payment.email.invalid'));
    emailInput.current?.focus();
    return false;
  };

  const checkout = useCheckout({
    order: () => ({ productId, email: EmailSchema.parse(email.trim()), dfy: isDfy ? dfy : null, template, creditRightsAcknowledged: creditHelp && rightsRead }),
    onPaid: (verified, placed) => {
      storePaymentSuccess({
        productId: placed.productId,
        orderId: verified.order_id,
        email: placed.email,
        dfyLetterCount: placed.dfy?.letterCount,
        monthlyNote: placed.productId === 'monthly' ? t('plans.monthly.note') : undefined,
      });
      void refreshStoredUser();
      void navigate(paths.paymentSuccess);
    },
  });

  const priceCents = isDfy && dfy ? dfy.priceCents : CATALOGUE[productId].priceCents;
  const ready = (!isDfy || dfy !== null) && (!creditHelp || rightsRead);

  const openDfy = () => {
    if (emailReady()) setDfyOpen(true);
  };

  const startTest = (outcome: 'approve' | 'decline') => {
    if (!emailReady()) return;
    void checkout.runTestCheckout(outcome);
  };

  const title = t('payment.title');
  return (
    <section className="space-y-6">
      <PageTitle title={t('payment.documentTitle', { plan: copy.name })}>{title}</PageTitle>
      <div className="grid gap-6 md:grid-cols-2 md:items-start">
        <PlanCard
          productId={productId}
          headingLevel={2}
          priceCents={isDfy && dfy ? dfy.priceCents : undefined}
          details={
            <>
              {template && <p className="font-semibold text-slate-900">{t('payment.letterTemplate', { template: t(`plans.letterTemplates.${template}`) })}</p>}
              {isDfy && <DfyTierList />}
            </>
          }
        />

        <section aria-labelledby={checkoutHeadingId} className="space-y-4 rounded-2xl border border-slate-300 bg-white p-5 shadow-sm">
          <h2 id={checkoutHeadingId} className="text-2xl font-bold text-slate-900">
            {t('payment.checkoutHeading')}
          </h2>
          <CheckoutEmail
            value={email}
            onChange={(value) => {
              setEmail(value);
              if (value.trim() !== '') {
                setEmailFlagged(false);
                tooltip.hide();
              }
            }}
            tooltip={tooltip.message}
            invalid={emailFlagged}
            inputRef={emailInput}
            disabled={checkout.busy}
          />

          {isDfy && (
            <div className="space-y-2">
              {dfy ? (
                <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-100 p-3">
                  <p className="font-semibold text-slate-900">{t('payment.dfy.summary', { count: dfy.letterCount, price: formatUsd(dfy.priceCents) })}</p>
                  <Button variant="ghost" onClick={openDfy} disabled={checkout.busy}>
                    {t('payment.dfy.change')}
                  </Button>
                </div>
              ) : (
                <Button onClick={openDfy} className="w-full">
                  {t('payment.dfy.choose')}
                </Button>
              )}
            </div>
          )}

          {creditHelp && <CreditRightsDisclosure read={rightsRead} onReadChange={setRightsRead} disabled={checkout.busy} />}
          {creditHelp && !rightsRead ? (
            // Issue 27: why there is no pay button yet.
            <p className="rounded-control border-l-4 border-info bg-info-subtle p-3 text-foreground">{t('payment.creditRights.waiting')}</p>
          ) : null}

          {ready &&
            (config.isPending ? (
              <p role="status" className="text-slate-700">
                {t('payment.config.loading')}
              </p>
            ) : config.isError ? (
              <div className="space-y-2">
                <p role="alert" className="font-medium text-red-800">
                  {t('payment.config.failed')}
                </p>
                <Button variant="secondary" onClick={() => void config.refetch()}>
                  {t('payment.config.retry')}
                </Button>
              </div>
            ) : config.data.mode === 'simulator' ? (
              <TestCheckout price={formatUsd(priceCents)} busy={checkout.busy} onPay={() => startTest('approve')} onDecline={() => startTest('decline')} />
            ) : (
              <PayPalCheckout
                clientId={config.data.client_id}
                canStart={emailReady}
                createOrder={checkout.createOrder}
                onApprove={checkout.verify}
                onCancel={checkout.cancelled}
                onError={checkout.providerFailed}
              />
            ))}

          <p role="status" aria-live="polite" className="font-medium text-slate-800">
            {checkout.phase === 'idle' ? '' : t(PHASE_KEYS[checkout.phase])}
          </p>
          <CheckoutAlert error={checkout.error} />
          <p className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
            {t('payment.guarantee')}
          </p>
        </section>
      </div>

      {isDfy && (
        <DfyDetailsDialog
          open={dfyOpen}
          onClose={() => setDfyOpen(false)}
          initialCount={dfy?.letterCount ?? 1}
          onConfirm={(letterCount) => {
            const cents = dfyPriceCents(letterCount);
            if (cents === undefined) return;
            setDfy({ letterCount, priceCents: cents });
            setDfyOpen(false);
          }}
        />
      )}
    </section>
  );
};
