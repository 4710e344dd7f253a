import { Menu, WifiOff } from 'lucide-react';
import { createContext, lazy, Suspense, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { useOnline } from '../../lib/online';
import { useSignedIn } from '../../lib/session';
import { cn } from '../ui/cn';
import { LogoMark } from '../ui/logo';
import { LanguageSwitch } from './language-switch';

// The menu sheet (Radix dialog) loads on the first tap of Menu: it stays out of the first page's
// JavaScript (bench 'web-bundle'), and the pages that use dialogs share the same chunk.
const Sheet = lazy(() => import('../ui/dialog').then((m) => ({ default: m.Sheet })));

/**
 * False only in the frame prerendered for the pages that are not (scripts/prerender.mjs): the HTML
 * cannot know whether the person is signed in, so it names neither "Sign in" nor "Dashboard" until
 * the app runs (a signed-in member never sees "Sign in" flash).
 */
export const SessionKnownContext = createContext(true);

const navClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex min-h-touch items-center rounded-control px-3 font-medium text-foreground hover:bg-primary-subtle',
    isActive && 'text-primary underline underline-offset-4',
  );

const MainNav = ({ signedIn, vertical = false, onNavigate }: { signedIn: boolean; vertical?: boolean; onNavigate?: () => void }) => {
  const { t } = useTranslation();
  const sessionKnown = useContext(SessionKnownContext);
  return (
    <nav aria-label={t('nav.main')} className={cn('flex gap-1', vertical ? 'flex-col items-stretch' : 'flex-wrap items-center')}>
      <NavLink to={paths.upload} className={navClass} onClick={onNavigate}>
        {t('nav.upload')}
      </NavLink>
      <NavLink to={paths.faq} className={navClass} onClick={onNavigate}>
        {t('nav.faq')}
      </NavLink>
      {!sessionKnown ? null : signedIn ? (
        <NavLink to={paths.dashboard} className={navClass} onClick={onNavigate}>
          {t('nav.dashboard')}
        </NavLink>
      ) : (
        <NavLink to={paths.login} className={navClass} onClick={onNavigate}>
          {t('nav.login')}
        </NavLink>
      )}
    </nav>
  );
};

/**
 * Offline (the service worker opened the cached shell, or the connection dropped): said at the top of
 * every page, so a page that waits for the API shows why instead of staying blank.
 */
const OfflineNotice = () => {
  const { t } = useTranslation();
  const online = useOnline();
  // A live region beside <main>, not in it: a modal dialog hides the page behind from assistive
  // technology (aria-hidden on <main> and its siblings), but never hides a live region's ancestors.
  return (
    <div aria-live="polite">
      {online ? null : (
        <div className="mx-auto w-full max-w-5xl px-4 pt-6">
          <div className="flex gap-3 rounded-card border-l-4 border-info bg-info-subtle p-4 text-foreground">
            <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-info" />
            <div>
              <p className="font-bold">{t('offline.title')}</p>
              <p>{t('offline.body')}</p>
            </div>
          </div>
        </div>
      )}
    </div>
  );
};

/** Header, main landmark and the footer with the 'legal information, not legal advice' line. */
export const AppLayout = () => {
  const { t } = useTranslation();
  // Kept current when this tab signs in or out (the layout does not re-render on navigation).
  const signedIn = useSignedIn();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:px-4 focus:py-2"
      >
        {t('nav.skipToContent')}
      </a>
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-2 px-4 py-2">
          <Link to={paths.home} className="inline-flex min-h-touch items-center gap-2 rounded-control text-heading-s font-bold tracking-tight text-brand-800">
            <LogoMark />
            {t('app.name')}
          </Link>
          {/* Wider screens: the links and the language in the header. */}
          <div className="hidden items-center gap-1 sm:flex">
            <MainNav signedIn={signedIn} />
            <LanguageSwitch />
          </div>
          {/* A phone: one row, the links and the language in a sheet. */}
          <button
            type="button"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
            className="inline-flex min-h-touch items-center gap-2 rounded-control px-3 font-medium text-foreground hover:bg-primary-subtle sm:hidden"
          >
            <Menu aria-hidden="true" className="size-5" />
            {t('nav.menu')}
          </button>
          {menuOpen ? (
            <Suspense fallback={null}>
              <Sheet open onClose={() => setMenuOpen(false)} title={t('nav.menu')} closeLabel={t('nav.closeMenu')}>
                <div className="space-y-4">
                  <MainNav signedIn={signedIn} vertical onNavigate={() => setMenuOpen(false)} />
                  <LanguageSwitch />
                </div>
              </Sheet>
            </Suspense>
          ) : null}
        </div>
      </header>
      <OfflineNotice />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 focus:outline-none">
        <Outlet />
      </main>
      <footer className="border-t border-border bg-surface">
        <div className="mx-auto max-w-5xl space-y-2 px-4 py-6 text-caption text-muted-foreground">
          <p>{t('footer.disclaimer')}</p>
          <p>{t('footer.privacy')}</p>
          <p>{t('footer.rights')}</p>
        </div>
      </footer>
    </div>
  );
};
