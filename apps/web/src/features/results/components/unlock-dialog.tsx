import { type AnalyzeResponse, type FlowType } from '@debtshield/contracts';
import { CATALOGUE, formatUsd, type ProductId } from '@debtshield/plans';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccessibleDialog } from '../../../components/ui/accessible-dialog';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { saveLead } from '../api/results-api';
import { getGateEmail, setGateEmail } from '../api/results-storage';
import { EmailForm } from './email-form';

/** Spec 000 §2: $7, $39.99/mo, $89; the enhance flow offers monthly and lifetime only. */
const PLANS: Record<FlowType, readonly ProductId[]> = { generate: ['scan', 'monthly', 'lifetime'], enhance: ['monthly', 'lifetime'] };
type OfferedPlan = 'scan' | 'monthly' | 'lifetime';
const isOffered = (id: ProductId): id is OfferedPlan => id === 'scan' || id === 'monthly' || id === 'lifetime';

export type UnlockDialogProps = {
  open: boolean;
  onClose: () => void;
  analysis: AnalyzeResponse;
  loggedIn: boolean;
};

/**
 * The unlock modal: a visitor who is not signed in leaves an email first (saved as a lead), then
 * chooses a plan; prices come from the catalogue only. The server's access message (e.g. the
 * single scan is used up) is shown at the top.
 */
export const UnlockDialog = ({ open, onClose, analysis, loggedIn }: UnlockDialogProps) => {
  const { t } = useTranslation();
  const [step, setStep] = useState<'email' | 'plans'>(loggedIn ? 'plans' : 'email');
  const plansHeadingRef = useRef<HTMLHeadingElement>(null);
  const movedToPlans = useRef(false);
  const lead = useMutation({ mutationFn: saveLead });

  useEffect(() => {
    if (open) setStep(loggedIn ? 'plans' : 'email');
  }, [open, loggedIn]);

  useEffect(() => {
    if (step === 'plans' && movedToPlans.current) {
      movedToPlans.current = false;
      plansHeadingRef.current?.focus();
    }
  }, [step]);

  const submitEmail = async (email: string) => {
    try {
      await lead.mutateAsync({
        email,
        strategy: analysis.strategic_analysis.recommended_strategy.slice(0, 200),
        confidence: Math.min(100, Math.max(0, analysis.strategic_analysis.success_probability)),
      });
    } catch {
      // A lead that could not be saved does not stop the visitor.
    }
    setGateEmail(email);
    movedToPlans.current = true;
    setStep('plans');
  };

  const plans = PLANS[analysis.flow_type].filter(isOffered);

  return (
    <AccessibleDialog open={open} onClose={onClose} title={t('results.unlock.title')} closeLabel={t('results.unlock.close')}>
      <div className="space-y-4">
        {analysis.access.message && <p className="rounded-md border border-amber-400 bg-amber-50 p-3 font-medium text-slate-900">{analysis.access.message}</p>}
        {step === 'email' ? (
          <>
            <p className="text-slate-800">{t('results.unlock.emailLead')}</p>
            <EmailForm
              label={t('results.unlock.emailLabel')}
              hint={t('results.unlock.emailHint')}
              submitLabel={t('results.unlock.emailSubmit')}
              pendingLabel={t('results.gate.submitting')}
              defaultEmail={getGateEmail() ?? ''}
              onSubmit={submitEmail}
            />
            <Link
              to={paths.login}
              state={{ from: paths.results }}
              className="inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-4"
            >
              {t('results.unlock.signIn')}
            </Link>
          </>
        ) : (
          <>
            <h3 ref={plansHeadingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
              {t('results.unlock.plansTitle')}
            </h3>
            <p className="text-slate-800">{t('results.unlock.plansLead')}</p>
            <ul className="space-y-3">
              {plans.map((id) => {
                const product = CATALOGUE[id];
                const price = formatUsd(product.priceCents);
                const name = t(`results.unlock.plans.${id}.name`);
                return (
                  <li key={id} className="space-y-2 rounded-xl border border-slate-300 p-4">
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <p className="font-semibold text-slate-900">{name}</p>
                      <p className="text-xl font-bold text-slate-900">{id === 'monthly' ? t('results.unlock.perMonth', { price }) : price}</p>
                    </div>
                    <p className="text-sm text-slate-700">{t(`results.unlock.plans.${id}.description`)}</p>
                    <Link to={`${paths.payment}?product=${id}`} className={buttonClasses('primary', 'w-full')}>
                      {t('results.unlock.choose', { plan: name })}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </div>
    </AccessibleDialog>
  );
};
