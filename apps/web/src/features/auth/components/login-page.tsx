import { VerifyLinkRequestSchema } from '@debtshield/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { claimPendingAnalysis } from '../../../lib/pending-analysis';
import { setSession, useSignedIn } from '../../../lib/session';
import { requestLoginCode, verifyLoginCode, verifyLoginLink, type AuthSuccess } from '../api/auth-api';
import { destinationAfterLogin, loginErrorMessage } from '../lib/login-form';
import { CodeStep } from './code-step';
import { EmailStep } from './email-step';
import { FormAlert } from './form-alert';

type Step = { kind: 'email' } | { kind: 'code'; email: string };
type Busy = 'none' | 'sending' | 'resending' | 'verifying' | 'link';

/**
 * /login (spec 000 §2, 001 §2.1): email only, proven by a 6-digit code (or the link) sent to it.
 * Step 1 asks for the email, step 2 for the code; success stores the token and user and goes to
 * the page RequireAuth came from, else /dashboard. The emailed link opens
 * /login?email=…&token=…, which signs in by itself.
 */
export const LoginPage = () => {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedIn = useSignedIn();
  const [params, setParams] = useSearchParams();
  const errorId = useId();

  const [linkToken] = useState(() => params.get('token'));
  const [email, setEmail] = useState(() => params.get('email')?.trim() ?? '');
  const [step, setStep] = useState<Step>({ kind: 'email' });
  const [busy, setBusy] = useState<Busy>(() => (linkToken ? 'link' : 'none'));
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const emailInput = useRef<HTMLInputElement | null>(null);
  const focusEmail = useRef(false);
  const linkStarted = useRef(false);
  const destination = destinationAfterLogin(location.state, paths.dashboard);

  const finish = (result: AuthSuccess) => {
    setSession(result.token, result.user);
    // A letter analysed before signing in joins the account (and its history) first.
    void claimPendingAnalysis().finally(() => {
      // Anything cached while signed out was answered for a visitor.
      void queryClient.invalidateQueries();
      void navigate(destination, { replace: true });
    });
  };

  // The emailed link: sign in once (the secret is single use, so never twice, even in StrictMode).
  useEffect(() => {
    if (!linkToken || linkStarted.current) return;
    linkStarted.current = true;
    // The secret leaves the address bar and the history right away.
    const rest = new URLSearchParams(params);
    rest.delete('token');
    setParams(rest, { replace: true, state: location.state });
    if (!VerifyLinkRequestSchema.safeParse({ token: linkToken }).success) {
      setError(t('auth.link.invalid'));
      setBusy('none');
      return;
    }
    verifyLoginLink(linkToken).then(finish, (failure: unknown) => {
      setError(loginErrorMessage(failure, t));
      setBusy('none');
    });
    // Runs once, on arrival: the link's secret is read into state at mount.
  }, []);

  useEffect(() => {
    if (step.kind === 'email' && focusEmail.current) {
      focusEmail.current = false;
      emailInput.current?.focus();
    }
  }, [step]);

  const sendCode = async (address: string, kind: 'sending' | 'resending') => {
    setBusy(kind);
    setError(null);
    setNotice('');
    try {
      await requestLoginCode(address);
      setEmail(address);
      if (kind === 'resending') setNotice(t('auth.code.resent', { email: address }));
      setStep({ kind: 'code', email: address });
    } catch (failure) {
      setError(loginErrorMessage(failure, t));
    } finally {
      setBusy('none');
    }
  };

  const submitCode = async (address: string, code: string) => {
    setBusy('verifying');
    setError(null);
    setNotice('');
    try {
      finish(await verifyLoginCode(address, code));
    } catch (failure) {
      setError(loginErrorMessage(failure, t));
      setBusy('none');
    }
  };

  const changeEmail = () => {
    setError(null);
    setNotice('');
    focusEmail.current = true;
    setStep({ kind: 'email' });
  };

  const title = t('auth.title');
  return (
    <section className="mx-auto max-w-lg space-y-6">
      <PageTitle title={title}>{title}</PageTitle>
      {busy === 'link' ? (
        <p role="status" className="text-lg text-slate-800">
          {t('auth.link.verifying')}
        </p>
      ) : signedIn ? (
        <div className="space-y-4 rounded-xl border border-slate-300 bg-white p-5">
          <p className="text-slate-800">{t('auth.signedIn.note')}</p>
          <ButtonLink to={paths.dashboard}>{t('auth.signedIn.dashboard')}</ButtonLink>
        </div>
      ) : (
        <div className="space-y-4 rounded-xl border border-slate-300 bg-white p-5">
          {step.kind === 'email' ? (
            <>
              <p className="text-slate-800">{t('auth.lead')}</p>
              <EmailStep
                defaultEmail={email}
                sending={busy === 'sending'}
                onSubmit={(address) => void sendCode(address, 'sending')}
                inputRef={emailInput}
                errorId={errorId}
              />
            </>
          ) : (
            <CodeStep
              email={step.email}
              verifying={busy === 'verifying'}
              resending={busy === 'resending'}
              notice={notice}
              onSubmit={(code) => void submitCode(step.email, code)}
              onResend={() => void sendCode(step.email, 'resending')}
              onChangeEmail={changeEmail}
              errorId={errorId}
            />
          )}
          <div id={errorId}>
            <FormAlert message={error} />
          </div>
        </div>
      )}
    </section>
  );
};
