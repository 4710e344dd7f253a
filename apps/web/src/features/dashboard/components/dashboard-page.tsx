import { CREDIT_PAYMENT_PATH } from '@debtshield/contracts';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { Sheet } from '../../../components/ui/dialog';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { getStoredUser } from '../../../lib/stored-user';
import { LogoutButton } from '../../auth';
import { useUserStats, useUserViolations } from '../api/dashboard-api';
import { viewLabel } from '../lib/view-label';
import { greetingName, isLocked, isView, type View } from '../lib/views';
import { CreditCenter } from '../../credit';
import { DisputesCompact } from '../../tracker';
import { AlertsPanel } from './alerts-panel';
import { DashboardNav } from './dashboard-nav';
import { DfyView, LetterServiceView } from './info-views';
import { TemplatesView, ToolsView } from './resource-views';
import { IntelView } from './intel-view';
import { OverviewView } from './overview-view';
import { UpgradeDialog } from './upgrade-dialog';
import { ViolationsView } from './violations-view';

/** Navigation state the dashboard accepts (spec 001 §2.1). */
type DashboardState = { fromAnalysis?: boolean; analysisResults?: unknown; activeView?: string; disputeId?: string; fromResults?: boolean } | null;

const CurrentView = ({ view, stats }: { view: View; stats: NonNullable<ReturnType<typeof useUserStats>['data']> }) => {
  switch (view) {
    case 'overview':
      return <OverviewView stats={stats.stats} access={stats.access} alerts={stats.alerts} />;
    case 'violations':
      return <ViolationsView />;
    case 'letter-service':
      return <LetterServiceView access={stats.access} />;
    case 'dfy-service':
      return <DfyView />;
    case 'intel':
      return <IntelView />;
    case 'templates':
      return <TemplatesView />;
    case 'tools':
      return <ToolsView />;
    case 'credit':
      return <CreditCenter />;
    case 'disputes':
      return <DisputesCompact />;
  }
};

/**
 * The signed-in home, /dashboard and /dashboard/<view> (spec 001 §2.2): a sidebar of views (a
 * dialog on phones), the greeting and plan, the alerts, then the view. Every figure comes from the
 * user's own data (GET /api/user/stats); locked views open the upgrade modal.
 */
export const DashboardPage = () => {
  const { t } = useTranslation();
  const params = useParams();
  const location = useLocation();
  const state = location.state as DashboardState;
  const stats = useUserStats();
  const violations = useUserViolations();
  const [menuOpen, setMenuOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(false);
  const [upgradeOpen, setUpgradeOpen] = useState(false);

  const requested = params.view ?? (isView(state?.activeView) ? state?.activeView : undefined) ?? 'overview';
  if (!isView(requested)) return <Navigate to={paths.dashboard} replace />;
  const user = getStoredUser();
  const name = greetingName(user) ?? t('dashboard.fighter');
  const title = t('dashboard.title');

  if (stats.isPending) {
    return (
      <section aria-busy="true" className="min-h-dvh space-y-4">
        <PageTitle title={title}>{t('dashboard.greeting', { name })}</PageTitle>
        <p>{t('dashboard.loading')}</p>
      </section>
    );
  }
  if (stats.isError) {
    return (
      <section className="space-y-4">
        <PageTitle title={title}>{t('dashboard.greeting', { name })}</PageTitle>
        <p role="alert" className="text-red-800">
          {t('dashboard.loadFailed')}
        </p>
        <Button onClick={() => void stats.refetch()}>{t('dashboard.retry')}</Button>
      </section>
    );
  }

  const { access, alerts } = stats.data;
  const locked = (view: View) => isLocked(view, access, violations.data?.length ?? 0);
  // A locked view reached by its address shows the overview with the upgrade offer, never the locked data.
  // The credit center without credit access (the server's flags; its own calls answer 403 too): the credit payment page (spec 001 §6).
  if (requested === 'credit' && !access.canAccessCredit) return <Navigate to={CREDIT_PAYMENT_PATH} replace />;
  const view: View = locked(requested) ? 'overview' : requested;
  const openUpgrade = () => {
    setMenuOpen(false);
    setUpgradeOpen(true);
  };
  const footer = (
    <div className="space-y-2 border-t border-slate-200 pt-4 text-sm">
      {user?.email && <p className="break-all text-slate-800">{user.email}</p>}
      <p className="font-semibold text-slate-900">{t(`dashboard.planLabel.${access.planLabel}`)}</p>
      <LogoutButton />
    </div>
  );

  return (
    <div className="lg:grid lg:grid-cols-[auto_1fr] lg:gap-8">
      <aside className={cn('hidden shrink-0 space-y-4 lg:block', collapsed ? 'w-16' : 'w-60')}>
        <DashboardNav active={view} isLocked={locked} onLocked={openUpgrade} collapsed={collapsed} onToggleCollapsed={() => setCollapsed((c) => !c)} />
        {!collapsed && footer}
      </aside>
      <div className="min-w-0 space-y-6">
        <header className="space-y-2">
          <div className="flex items-start justify-between gap-3">
            <PageTitle title={`${viewLabel(t, view)} · ${title}`}>{t('dashboard.greeting', { name })}</PageTitle>
            <Button
              variant="secondary"
              className="shrink-0 px-3 lg:hidden"
              aria-haspopup="dialog"
              aria-label={t('dashboard.nav.open')}
              onClick={() => setMenuOpen(true)}
            >
              <Menu aria-hidden="true" className="size-5" />
              <span aria-hidden="true">{t('dashboard.nav.short')}</span>
            </Button>
          </div>
          <p className="text-slate-800">{t(`dashboard.planDescription.${access.planLabel}`)}</p>
          {state?.fromAnalysis && <p className="rounded-md bg-emerald-50 p-3 font-medium text-emerald-900">{t('dashboard.fromAnalysis')}</p>}
          {state?.fromResults && (
            <Link to={paths.results} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4">
              {t('dashboard.backToResults')}
            </Link>
          )}
        </header>
        <AlertsPanel alerts={alerts} />
        <CurrentView view={view} stats={stats.data} />
      </div>
      <Sheet open={menuOpen} onClose={() => setMenuOpen(false)} title={t('dashboard.nav.label')} closeLabel={t('dashboard.nav.close')}>
        <div className="space-y-4">
          <DashboardNav active={view} isLocked={locked} onLocked={openUpgrade} onNavigate={() => setMenuOpen(false)} />
          {footer}
        </div>
      </Sheet>
      <UpgradeDialog open={upgradeOpen} onClose={() => setUpgradeOpen(false)} />
    </div>
  );
};
