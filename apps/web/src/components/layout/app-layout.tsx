import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { useSignedIn } from '../../lib/session';
import { cn } from '../ui/cn';
import { LanguageSwitch } from './language-switch';

const navClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex min-h-11 items-center rounded-md px-3 font-medium text-slate-800 hover:bg-brand-50',
    isActive && 'text-brand-700 underline underline-offset-4',
  );

/** Header, main landmark and the footer with the 'legal information, not legal advice' line. */
export const AppLayout = () => {
  const { t } = useTranslation();
  // Kept current when this tab signs in or out (the layout does not re-render on navigation).
  const signedIn = useSignedIn();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        {t('nav.skipToContent')}
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-2 px-4 py-2">
          <Link to={paths.home} className="inline-flex min-h-11 items-center text-xl font-bold text-brand-800">
            {t('app.name')}
          </Link>
          <nav aria-label={t('nav.main')} className="flex flex-wrap items-center gap-1">
            <NavLink to={paths.upload} className={navClass}>
              {t('nav.upload')}
            </NavLink>
            <NavLink to={paths.faq} className={navClass}>
              {t('nav.faq')}
            </NavLink>
            {signedIn ? (
              <NavLink to={paths.dashboard} className={navClass}>
                {t('nav.dashboard')}
              </NavLink>
            ) : (
              <NavLink to={paths.login} className={navClass}>
                {t('nav.login')}
              </NavLink>
            )}
            <LanguageSwitch />
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 focus:outline-none">
        <Outlet />
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto max-w-5xl space-y-2 px-4 py-6 text-sm text-slate-700">
          <p>{t('footer.disclaimer')}</p>
          <p>{t('footer.privacy')}</p>
          <p>{t('footer.rights')}</p>
        </div>
      </footer>
    </div>
  );
};
