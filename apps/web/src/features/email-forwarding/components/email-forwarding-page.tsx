import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { useSignedIn } from '../../../lib/session';
import { useForwardingAddress } from '../api/forwarding-api';
import { ForwardingAddressCard } from './forwarding-address-card';

export const GMAIL_STEPS = ['open', 'menu', 'paste', 'send'] as const;
export const OUTLOOK_STEPS = ['open', 'forward', 'paste', 'send'] as const;

const StepList = ({ provider, steps }: { provider: 'gmail' | 'outlook'; steps: readonly string[] }) => {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl border border-slate-300 bg-white p-5 sm:p-6">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {t(`emailForwarding.${provider}.heading`)}
      </h2>
      <ol className="list-decimal space-y-2 pl-6 text-slate-800 marker:font-semibold">
        {steps.map((step) => (
          <li key={step}>{t(`emailForwarding.${provider}.steps.${step}`)}</li>
        ))}
      </ol>
    </section>
  );
};

/** What happens to forwarded mail on a server that receives it (issue 27). */
const ReceivingNotice = () => {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl border border-emerald-700 bg-emerald-50 p-5 sm:p-6">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {t('forwarding.receiving.heading')}
      </h2>
      <p className="text-slate-900">{t('forwarding.receiving.text')}</p>
      <p className="text-slate-900">{t('forwarding.receiving.state')}</p>
      <p className="text-slate-900">{t('forwarding.receiving.limits')}</p>
      <ButtonLink to={paths.dashboard} variant="secondary" className="w-full sm:w-auto">
        {t('forwarding.receiving.cta')}
      </ButtonLink>
    </section>
  );
};

/**
 * /email-forwarding (spec 001 §2.11): the forwarding address with a copy button, and the Gmail
 * and Outlook steps. Honest about what the server does: when it receives mail (its SMTP server or a
 * provider's webhook, issue 27) the page says what is read and where the analysis appears; otherwise
 * (and to a visitor, before the server was asked) that forwarded mail is not analysed, pointing to the upload.
 */
export const EmailForwardingPage = () => {
  const { t } = useTranslation();
  const noticeId = useId();
  const signedIn = useSignedIn();
  const address = useForwardingAddress(signedIn);
  const title = t('emailForwarding.title');
  return (
    <div className="space-y-8">
      <header className="space-y-4">
        <PageTitle title={title}>{title}</PageTitle>
        <p className="max-w-3xl text-lg text-slate-800">{t('emailForwarding.lead')}</p>
      </header>

      {address.data?.receiving ? (
        <ReceivingNotice />
      ) : (
        <section aria-labelledby={noticeId} className="space-y-3 rounded-xl border border-amber-700 bg-amber-50 p-5 sm:p-6">
          <h2 id={noticeId} className="text-xl font-bold text-slate-900">
            {t('emailForwarding.notice.heading')}
          </h2>
          <p className="text-slate-900">{t('emailForwarding.notice.text')}</p>
          <ButtonLink to={paths.upload} className="w-full sm:w-auto">
            {t('emailForwarding.notice.cta')}
          </ButtonLink>
        </section>
      )}

      <ForwardingAddressCard />

      <div className="grid gap-6 md:grid-cols-2">
        <StepList provider="gmail" steps={GMAIL_STEPS} />
        <StepList provider="outlook" steps={OUTLOOK_STEPS} />
      </div>
    </div>
  );
};
