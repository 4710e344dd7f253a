import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { PageTitle } from '../../../components/ui/page-title';
import { setGateEmail, type GateAnalysis } from '../api/results-first-screen-storage';
import type { saveLead } from '../api/results-api';
import { EmailForm } from './email-form';

/**
 * Spec 000 §2/§4: a visitor who is not signed in and gave no email leaves one before the results.
 * The email is saved as a lead (POST /api/save-lead); the visitor moves on even if that fails.
 */
export const EmailGate = ({ analysis, onStart, onDone }: { analysis: GateAnalysis; onStart?: () => void; onDone: () => void }) => {
  const { t } = useTranslation();
  // The API client and the contracts load with the call, not with the first screen (issue 27).
  const lead = useMutation({ mutationFn: (body: Parameters<typeof saveLead>[0]) => import('../api/results-api').then((m) => m.saveLead(body)) });
  const title = t('results.gate.title');
  const submit = async (email: string) => {
    try {
      await lead.mutateAsync({
        email,
        strategy: analysis.strategic_analysis.recommended_strategy.slice(0, 200),
        confidence: Math.min(100, Math.max(0, analysis.strategic_analysis.success_probability)),
      });
    } catch {
      // Spec 000 §8: an email save failure is logged only; the user still moves on.
    }
    setGateEmail(email);
    onDone();
  };
  return (
    // onStart: the person is on the form (focus or touch), so what follows the gate can start loading.
    <section className="mx-auto max-w-xl space-y-4" onFocus={onStart} onPointerDown={onStart}>
      <PageTitle title={title}>{title}</PageTitle>
      <p className="text-slate-700">{t('results.gate.lead')}</p>
      <EmailForm
        label={t('results.gate.emailLabel')}
        hint={t('results.gate.emailHint')}
        submitLabel={t('results.gate.submit')}
        pendingLabel={t('results.gate.submitting')}
        onSubmit={submit}
      />
      {/* Issue 27: why the email is asked for and what happens to it (it is kept as a lead: api save-lead). */}
      <div className="space-y-2 rounded-card border border-border bg-surface p-4 text-sm text-slate-800">
        <p>{t('results.gate.why')}</p>
        <p>{t('results.gate.what')}</p>
        <p>
          {t('results.gate.signIn')}{' '}
          <Link to={paths.login} state={{ from: paths.results }} className="font-semibold text-brand-800 underline underline-offset-4">
            {t('results.gate.signInLink')}
          </Link>
        </p>
      </div>
    </section>
  );
};
