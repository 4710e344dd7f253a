import { ArrowLeft } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { getToken } from '../../../lib/session';
import { accessRedirect, useFollowUp } from './center-api';
import { ClockText } from './disputes-list';
import { RecipientLetters } from './recipient-letters';

const CENTER_PATH = '/dashboard/credit';

/**
 * /credit-disputes/follow-up/{id} (spec 001 §2.1, §4, §8; issue 16): the follow-up check of one credit
 * dispute, reached from a follow-up alert: each recipient's clock and answer, and the next letter
 * drafted when one is due. The server decides access: 401 to sign in, 403 to the credit payment page.
 */
export const CreditFollowUpPage = () => {
  const { t } = useTranslation();
  const id = useId();
  const { id: disputeId = '' } = useParams();
  const signedIn = getToken() !== null;
  const followUp = useFollowUp(disputeId, signedIn);
  const title = t('credit.followUp.title');

  useEffect(() => {
    document.getElementById(`${id}-status`)?.focus();
  }, [id, followUp.data]);

  if (!signedIn) return <Navigate to={paths.login} state={{ from: `/credit-disputes/follow-up/${disputeId}` }} replace />;
  const redirect = accessRedirect(followUp.error);
  if (redirect) return <Navigate to={redirect} replace />;
  if (followUp.error instanceof ApiError && followUp.error.status === 401)
    return <Navigate to={paths.login} state={{ from: `/credit-disputes/follow-up/${disputeId}` }} replace />;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageTitle title={title}>{title}</PageTitle>
      {followUp.isPending ? (
        <p role="status" aria-busy="true" className="text-muted-foreground">
          {t('credit.followUp.loading')}
        </p>
      ) : followUp.isError ? (
        <div className="space-y-3">
          <p role="alert" className="rounded-card border-l-4 border-danger bg-danger-subtle p-3 font-medium text-danger">
            {errorMessage(followUp.error)}
          </p>
          <Button onClick={() => void followUp.refetch()}>{t('dashboard.retry')}</Button>
        </div>
      ) : (
        <>
          <p id={`${id}-status`} tabIndex={-1} role="status" className="rounded-card border-l-4 border-info bg-info-subtle p-3 font-semibold text-foreground">
            {followUp.data.message}
          </p>
          <section aria-labelledby={`${id}-dispute`} className="space-y-3 rounded-card border border-border bg-surface p-4 sm:p-5">
            <h2 id={`${id}-dispute`} className="text-heading-s font-bold text-foreground">
              {followUp.data.dispute.summary}
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2">
              {followUp.data.dispute.recipients.map((recipient) => (
                <li key={recipient.recipient} className="space-y-1 rounded-control border border-border p-3">
                  <p className="font-semibold text-foreground">{recipient.recipientName}</p>
                  <p className="text-foreground">
                    {t('credit.center.disputes.status')}{' '}
                    <span className="font-medium">
                      {t(`credit.center.status.${recipient.response ?? recipient.status}`, { defaultValue: recipient.status })}
                    </span>
                  </p>
                  <ClockText clock={recipient.clock} />
                </li>
              ))}
            </ul>
          </section>
          {followUp.data.letter ? (
            <section aria-labelledby={`${id}-next`} className="space-y-3">
              <h2 id={`${id}-next`} className="text-heading-m font-bold text-foreground">
                {t('credit.followUp.nextLetter')}
              </h2>
              <RecipientLetters letters={[followUp.data.letter]} />
            </section>
          ) : (
            <p className="text-foreground">{t('credit.followUp.noLetter')}</p>
          )}
        </>
      )}
      <ButtonLink to={CENTER_PATH} variant="ghost">
        <ArrowLeft aria-hidden="true" className="size-5" />
        {t('credit.followUp.back')}
      </ButtonLink>
    </div>
  );
};
