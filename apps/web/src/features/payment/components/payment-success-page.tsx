import { CATALOGUE, dfyPriceCents, formatUsd, sellsCreditHelp } from '@debtshield/plans';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink, buttonClasses } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { hasStoredAnalysis } from '../../../lib/pending-analysis';
import { useSignedIn } from '../../../lib/session';
import { readPendingCreditDispute } from '../../credit';
import { planCopy } from '../../plans';
import { readPaymentSuccess, type PaymentSuccessFlags } from '../lib/payment-storage';
import { CreditCancellation } from './credit-cancellation';
import { shareLinks } from '../lib/share-links';

const linkClass = 'inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-4';

/** Without a payment in this session: say so, and point to the plans and the upload page. */
const NoPayment = () => {
  const { t } = useTranslation();
  const title = t('payment.success.noneTitle');
  return (
    <section className="space-y-4">
      <PageTitle title={title}>{title}</PageTitle>
      <p className="text-slate-800">{t('payment.success.noneText')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <ButtonLink to={paths.payment}>{t('payment.success.seePlans')}</ButtonLink>
        <ButtonLink to={paths.upload} variant="secondary">
          {t('payment.success.checkLetter')}
        </ButtonLink>
      </div>
    </section>
  );
};

const Purchase = ({ flags }: { flags: PaymentSuccessFlags }) => {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  // A letter analysed before paying is waiting on the results page (kept in this browser).
  const [letterWaiting] = useState(hasStoredAnalysis);
  // Issue 27: credit help bought from the credit-dispute page goes back to what was chosen there.
  const [creditWaiting] = useState(() => readPendingCreditDispute() !== null);
  const detailsId = useId();
  const shareId = useId();
  const { productId, orderId, email, isMonthly, dfyLetterCount } = flags;
  const copy = productId ? planCopy(t, productId) : null;
  const priceCents =
    productId === 'dfy_service' ? (dfyLetterCount ? dfyPriceCents(dfyLetterCount) : undefined) : productId ? CATALOGUE[productId].priceCents : undefined;
  const supportEmail = t('payment.success.supportEmail');
  const support = `mailto:${supportEmail}?${new URLSearchParams({
    subject: orderId ? t('payment.success.supportSubjectOrder', { orderId }) : t('payment.success.supportSubject'),
  })
    .toString()
    .replace(/\+/g, '%20')}`;
  const share = shareLinks(t('payment.success.shareText'), `${window.location.origin}/`);
  const title = t('payment.success.title');

  return (
    <section className="space-y-6">
      <PageTitle title={title}>{title}</PageTitle>
      <p className="text-lg text-slate-800">{t('payment.success.thanks')}</p>

      <section aria-labelledby={detailsId} className="space-y-3 rounded-2xl border border-slate-300 bg-white p-5">
        <h2 id={detailsId} className="text-xl font-semibold text-slate-900">
          {t('payment.success.detailsHeading')}
        </h2>
        <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
          {copy && (
            <>
              <dt className="font-medium text-slate-700">{t('payment.success.plan')}</dt>
              <dd className="font-semibold text-slate-900">{copy.name}</dd>
            </>
          )}
          {priceCents !== undefined && (
            <>
              <dt className="font-medium text-slate-700">{t('payment.success.price')}</dt>
              <dd className="font-semibold text-slate-900">
                {isMonthly ? t('payment.success.pricePerMonth', { price: formatUsd(priceCents) }) : formatUsd(priceCents)}
              </dd>
            </>
          )}
          {dfyLetterCount !== null && (
            <>
              <dt className="font-medium text-slate-700">{t('payment.success.letters')}</dt>
              <dd className="font-semibold text-slate-900">{dfyLetterCount}</dd>
            </>
          )}
          {orderId && (
            <>
              <dt className="font-medium text-slate-700">{t('payment.success.orderId')}</dt>
              <dd className="break-all font-mono text-slate-900">{orderId}</dd>
            </>
          )}
        </dl>
        {isMonthly && <p className="text-slate-800">{t('plans.monthly.note')}</p>}
        {dfyLetterCount !== null && <p className="text-slate-800">{t('payment.success.dfyNext')}</p>}
        {email && <p className="text-slate-800">{t('payment.success.receipt', { email })}</p>}
      </section>

      {productId && orderId && sellsCreditHelp(productId) ? <CreditCancellation orderId={orderId} signedIn={signedIn} /> : null}

      <div className="space-y-2">
        <h2 className="text-xl font-semibold text-slate-900">{t('payment.success.nextHeading')}</h2>
        {productId && sellsCreditHelp(productId) && creditWaiting ? (
          signedIn ? (
            <ButtonLink to={`${paths.creditDisputes}?step=2`}>{t('payment.success.backToCredit')}</ButtonLink>
          ) : (
            <>
              <ButtonLink
                to={email ? `${paths.login}?${new URLSearchParams({ email }).toString()}` : paths.login}
                state={{ from: `${paths.creditDisputes}?step=2` }}
              >
                {email ? t('payment.success.signInWith', { email }) : t('payment.success.signIn')}
              </ButtonLink>
              <p className="text-slate-800">{t('payment.success.creditWaiting')}</p>
            </>
          )
        ) : signedIn ? (
          letterWaiting ? (
            <div className="flex flex-col gap-2 sm:flex-row">
              <ButtonLink to={paths.results}>{t('payment.success.backToLetter')}</ButtonLink>
              <ButtonLink to={paths.dashboard} variant="secondary">
                {t('payment.success.dashboard')}
              </ButtonLink>
            </div>
          ) : (
            <ButtonLink to={paths.dashboard}>{t('payment.success.dashboard')}</ButtonLink>
          )
        ) : (
          // Signing in attaches the waiting letter to the account, then goes back to it.
          <ButtonLink
            to={email ? `${paths.login}?${new URLSearchParams({ email }).toString()}` : paths.login}
            state={letterWaiting ? { from: paths.results } : undefined}
          >
            {email ? t('payment.success.signInWith', { email }) : t('payment.success.signIn')}
          </ButtonLink>
        )}
        {!signedIn && letterWaiting && <p className="text-slate-800">{t('payment.success.letterWaiting')}</p>}
      </div>

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <ButtonLink to={paths.home} variant="secondary">
          {t('payment.success.analyzeAnother')}
        </ButtonLink>
        <a href={support} className={buttonClasses('secondary')}>
          {t('payment.success.contactSupport')}
        </a>
      </div>

      <section aria-labelledby={shareId} className="space-y-2">
        <h2 id={shareId} className="text-lg font-semibold text-slate-900">
          {t('payment.success.shareHeading')}
        </h2>
        <ul className="flex flex-wrap gap-x-4">
          <li>
            <a href={share.x} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {t('payment.success.shareX')} <span className="sr-only">{t('payment.success.newTab')}</span>
            </a>
          </li>
          <li>
            <a href={share.facebook} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {t('payment.success.shareFacebook')} <span className="sr-only">{t('payment.success.newTab')}</span>
            </a>
          </li>
        </ul>
      </section>
    </section>
  );
};

/** /payment-success and /success (spec 000 §2, §4): what was bought, from the session flags the checkout stored. */
export const PaymentSuccessPage = () => {
  const [flags] = useState(readPaymentSuccess);
  return flags ? <Purchase flags={flags} /> : <NoPayment />;
};
