import { CREDIT_PAYMENT_PATH } from '@debtshield/contracts';
import { useQueryClient, type FetchQueryOptions } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { ensureCatalogue, type CataloguePart } from '../../../i18n';
import { lazyPart } from '../../../lib/lazy-part';
import { getStoredUser } from '../../../lib/stored-user';
import { LogoutButton } from '../../auth';
import { userAnalysesQuery, useUserStats, useUserViolations } from '../api/dashboard-api';
import { letterDetailsQuery } from '../api/profile-api';
import { viewLabel } from '../lib/view-label';
import { greetingName, isLocked, isView, VIEW_TITLE_ID, VIEWS, type View, type ViewIntro } from '../lib/views';
import { AlertsPanel } from './alerts-panel';
import { DashboardMenuButton } from './dashboard-menu-button';
import { DashboardNav } from './dashboard-nav';

type Stats = NonNullable<ReturnType<typeof useUserStats>['data']>;
type ViewProps = { stats: Stats };
/**
 * A view's code, the calls its first screen makes (asked for with the page's own, not after them),
 * and its title and lead if the page shows them above the plan line and alerts (decision 094).
 */
type LoadedView = { View: ComponentType<ViewProps>; Intro?: ViewIntro; firstData?: (language: string) => FetchQueryOptions[] };

/*
 * Each view is its own chunk (issue 27): the credit center, the violations table, Collector Intel…
 * are not fetched and evaluated to show another one. The view of the address is fetched with the page
 * (preloadDashboardView, called by app/routes.tsx; its chunks are named in the page's HTML by
 * scripts/route-preloads.mjs), another one when its link is pointed at (the router's preloadOnIntent)
 * or opened. The menu sheet and the upgrade dialog (Radix) load when they are opened.
 */
const VIEW_LOADERS: Record<View, () => Promise<LoadedView>> = {
  overview: () =>
    import('./overview-view').then(({ OverviewView }) => ({
      View: ({ stats }: ViewProps) => <OverviewView stats={stats.stats} access={stats.access} alerts={stats.alerts} />,
      firstData: () => [userAnalysesQuery(), letterDetailsQuery()] as FetchQueryOptions[],
    })),
  violations: () => import('./violations-view').then(({ ViolationsView }) => ({ View: () => <ViolationsView /> })),
  'letter-service': () =>
    import('./info-views').then(({ LetterServiceView }) => ({ View: ({ stats }: ViewProps) => <LetterServiceView access={stats.access} /> })),
  'dfy-service': () => import('./info-views').then(({ DfyView }) => ({ View: () => <DfyView /> })),
  intel: () => import('./intel-view').then(({ IntelView }) => ({ View: () => <IntelView /> })),
  templates: () => import('./resource-views').then(({ TemplatesView }) => ({ View: () => <TemplatesView /> })),
  tools: () => import('./resource-views').then(({ ToolsView }) => ({ View: () => <ToolsView /> })),
  credit: () =>
    import('../../credit').then(({ CreditCenter, CreditCenterIntro, creditCenterQuery }) => ({
      View: () => <CreditCenter />,
      Intro: CreditCenterIntro,
      firstData: (language: string) => [creditCenterQuery(language)] as FetchQueryOptions[],
    })),
  disputes: () => import('../../tracker').then(({ DisputesCompact }) => ({ View: () => <DisputesCompact /> })),
};

/**
 * The views that show another feature's strings bring that catalogue part with their code: the credit
 * center its own ('credit'), the tracker's and the resources' views 'pages'; the others need only the
 * dashboard's (i18n/index.ts; scripts/route-preloads.mjs names the same parts in each address's HTML).
 */
const VIEW_CATALOGUES: Partial<Record<View, CataloguePart>> = { credit: 'credit', disputes: 'pages', templates: 'pages', tools: 'pages' };

const viewLoads = new Map<View, Promise<LoadedView>>();
const loadView = (view: View): Promise<LoadedView> => {
  let pending = viewLoads.get(view);
  if (!pending) {
    const catalogue = VIEW_CATALOGUES[view];
    pending = catalogue ? Promise.all([VIEW_LOADERS[view](), ensureCatalogue(catalogue)]).then(([loaded]) => loaded) : VIEW_LOADERS[view]();
    pending.catch(() => viewLoads.delete(view)); // A failed fetch (offline) is tried again next time.
    viewLoads.set(view, pending);
  }
  return pending;
};
const NoIntro = () => null;
/**
 * The views whose title and lead stand under the greeting, above the plan line and the plan's alerts
 * (which wait for the stats): the page's largest text, painted from its HTML (DashboardFrame) and kept
 * in place by the app's first render, which has it at once (preloadDashboardView).
 */
const VIEW_INTROS: Partial<Record<View, ReturnType<typeof lazyPart<{ titleId: string }>>>> = {
  credit: lazyPart(() => loadView('credit').then(({ Intro }) => Intro ?? NoIntro), NoIntro),
};

/** The view a dashboard address shows (`/dashboard` → overview), fetched before the page's first render. */
export const preloadDashboardView = async (pathname: string): Promise<void> => {
  const requested = pathname.replace(/\/+$/, '').split('/')[2] ?? 'overview';
  if (isView(requested)) await Promise.all([loadView(requested), VIEW_INTROS[requested]?.preload()]);
};

const Sheet = lazy(() => import('../../../components/ui/dialog').then((m) => ({ default: m.Sheet })));
const UpgradeDialog = lazy(() => import('./upgrade-dialog').then((m) => ({ default: m.UpgradeDialog })));

/** As tall as the screen while a view's code arrives: the footer stays below the fold (decision 044). */
const ViewLoading = () => <div aria-busy="true" className="min-h-dvh" />;

/** Each view as a part of the page: rendered at once when its code is here, else once it arrives. */
const VIEW_PARTS = Object.fromEntries(VIEWS.map((view) => [view, lazyPart(() => loadView(view).then(({ View }) => View), ViewLoading).Part])) as Record<
  View,
  ComponentType<ViewProps>
>;

/** Navigation state the dashboard accepts (spec 001 §2.1). */
type DashboardState = { fromAnalysis?: boolean; analysisResults?: unknown; activeView?: string; disputeId?: string; fromResults?: boolean } | null;

/**
 * The signed-in home, /dashboard and /dashboard/<view> (spec 001 §2.2): a sidebar of views (a
 * dialog on phones), the greeting and plan, the alerts, then the view. Every figure comes from the
 * user's own data (GET /api/user/stats); locked views open the upgrade modal.
 */
export const DashboardPage = () => {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const location = useLocation();
  const state = location.state as DashboardState;
  const stats = useUserStats();
  // The page is rendered from the stats in a deferred render, which React can split into slices: in
  // the query's own (synchronous) update it was one long task on a phone (issue 27). Until then, the loading state.
  const shownStats = useDeferredValue(stats.data);
  const violations = useUserViolations();
  const [menuOpen, setMenuOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(false);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const queryClient = useQueryClient();
  const language = i18n.language;

  const requested = params.view ?? (isView(state?.activeView) ? state?.activeView : undefined) ?? 'overview';
  // The view's own calls go out with the stats, not once the stats have answered (issue 27: no
  // waterfall). The server answers each by the person's access, as when the view asks for them itself.
  // The credit center's call is paid-for data: this page asks for it only once the access flags allow
  // it (a first load has it already, started beside the app's code: lib/early-requests.ts; inside the
  // dashboard the flags are known), so a person without credit access never sends it from here.
  const creditAllowed = stats.data?.access.canAccessCredit === true;
  useEffect(() => {
    if (!isView(requested)) return;
    if (requested === 'credit' && !creditAllowed) return;
    loadView(requested).then(
      ({ firstData }) => firstData?.(language).forEach((query) => void queryClient.prefetchQuery(query)),
      () => undefined, // Offline: the view asks again when it shows.
    );
  }, [requested, language, queryClient, creditAllowed]);
  if (!isView(requested)) return <Navigate to={paths.dashboard} replace />;
  const user = getStoredUser();
  const name = greetingName(user) ?? t('dashboard.fighter');
  const title = t('dashboard.title');

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

  // While the stats are on their way the page is the same tree as once they are here (the view and
  // what needs the stats wait), so the greeting heading painted at the first render is the node that
  // stays: a new heading node for the loaded page made the page's largest paint wait for the stats (issue 27).
  const access = shownStats?.access;
  const locked = (view: View) => (access ? isLocked(view, access, violations.data?.length ?? 0) : false);
  // A locked view reached by its address shows the overview with the upgrade offer, never the locked data.
  // The credit center without credit access (the server's flags; its own calls answer 403 too): the credit payment page (spec 001 §6).
  // As tall as the screen until the payment page's own placeholder takes its place: an empty page for a frame let the footer jump up and back (decision 094).
  if (requested === 'credit' && access && !access.canAccessCredit)
    return (
      <div aria-busy="true" className="min-h-dvh">
        <Navigate to={CREDIT_PAYMENT_PATH} replace />
      </div>
    );
  const view: View = locked(requested) ? 'overview' : requested;
  const CurrentView = VIEW_PARTS[view];
  const Intro = VIEW_INTROS[view]?.Part;
  const openUpgrade = () => {
    setMenuOpen(false);
    setUpgradeOpen(true);
  };
  const footer = (
    <div className="space-y-2 border-t border-slate-200 pt-4 text-sm">
      {user?.email && <p className="break-all text-slate-800">{user.email}</p>}
      {access && <p className="font-semibold text-slate-900">{t(`dashboard.planLabel.${access.planLabel}`)}</p>}
      <LogoutButton />
    </div>
  );

  const planLines = (
    <>
      <p className="text-slate-800">{access ? t(`dashboard.planDescription.${access.planLabel}`) : t('dashboard.loading')}</p>
      {state?.fromAnalysis && <p className="rounded-md bg-emerald-50 p-3 font-medium text-emerald-900">{t('dashboard.fromAnalysis')}</p>}
      {state?.fromResults && (
        <Link to={paths.results} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4">
          {t('dashboard.backToResults')}
        </Link>
      )}
    </>
  );
  const viewWithAlerts = shownStats ? (
    <>
      <AlertsPanel alerts={shownStats.alerts} headingLevel={Intro ? 3 : 2} />
      <CurrentView stats={shownStats} />
    </>
  ) : null;

  return (
    <div className="lg:grid lg:grid-cols-[auto_1fr] lg:gap-8">
      {/* The sidebar's place is kept, empty, while the stats load (and in the HTML: DashboardFrame), so the page does not move right when it comes (decision 094). */}
      {shownStats ? (
        <aside className={cn('hidden shrink-0 space-y-4 lg:block', collapsed ? 'w-16' : 'w-60')}>
          <DashboardNav active={view} isLocked={locked} onLocked={openUpgrade} collapsed={collapsed} onToggleCollapsed={() => setCollapsed((c) => !c)} />
          {!collapsed && footer}
        </aside>
      ) : (
        <div className="hidden w-60 shrink-0 lg:block" />
      )}
      <div aria-busy={shownStats ? undefined : true} className={cn('min-w-0 space-y-6', !shownStats && 'min-h-dvh')}>
        <header className="space-y-2">
          <div className="flex items-start justify-between gap-3">
            <PageTitle title={`${viewLabel(t, view)} · ${title}`}>{t('dashboard.greeting', { name })}</PageTitle>
            <DashboardMenuButton shown={Boolean(shownStats)} onOpen={() => setMenuOpen(true)} />
          </div>
          {Intro ? null : planLines}
        </header>
        {Intro ? (
          // The view's title and lead first: what comes with the stats (the plan line, the alerts) goes below them, so they never move (decision 094).
          <section aria-labelledby={VIEW_TITLE_ID} className="space-y-6">
            <Intro titleId={VIEW_TITLE_ID} />
            <div className="space-y-2">{planLines}</div>
            {viewWithAlerts}
          </section>
        ) : (
          viewWithAlerts
        )}
      </div>
      {menuOpen ? (
        <Suspense fallback={null}>
          <Sheet open onClose={() => setMenuOpen(false)} title={t('dashboard.nav.label')} closeLabel={t('dashboard.nav.close')}>
            <div className="space-y-4">
              <DashboardNav active={view} isLocked={locked} onLocked={openUpgrade} onNavigate={() => setMenuOpen(false)} />
              {footer}
            </div>
          </Sheet>
        </Suspense>
      ) : null}
      {upgradeOpen ? (
        <Suspense fallback={null}>
          <UpgradeDialog open onClose={() => setUpgradeOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
};
