import { lazy, Suspense, useState, type ComponentType } from 'react';
import { matchRoutes, Navigate, useSearchParams, type RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import { HomePage } from '../features/home/components/home-page';
import { BUNDLE_REDIRECT, paths } from '../config/paths';
import { ensureCatalogue } from '../i18n';
import { RequireAuth } from './require-auth';
import { RouteError } from './route-error';

/*
 * Route-level code splitting: every page but home and the small shell pages loads in its own chunk
 * (upload, results, payment, sign-in, dashboard, FAQ, done-for-you, feedback, email forwarding), so the home
 * page downloads only what it shows (bench 'web-bundle'). React.lazy inside the element (not the
 * router's `lazy`) keeps navigation synchronous: the location changes at once, as the tests expect.
 * A page's chunk is fetched when a link to it is pointed at, touched or focused (preloadOnIntent),
 * and a page whose chunk is already here renders at once, without suspending.
 */
// As tall as the screen: the footer starts below the fold while a page is on its way, so the page's
// arrival moves nothing the person sees (no layout shift; decision 044). The prerendered frame has it too.
export const RouteFallback = () => <div aria-busy="true" className="min-h-dvh" />;

const preloadOf = new WeakMap<object, (pathname: string) => Promise<unknown>>();

/** `load` gets the path the page is fetched for (a page may fetch the part of it that path shows first). */
const lazyPage = (load: (pathname: string) => Promise<ComponentType>, catalogue: () => Promise<void> = () => ensureCatalogue('pages')) => {
  let loaded: ComponentType | undefined;
  // The page's code and the catalogue part its first screen needs (i18n/index.ts), fetched together:
  // 'pages' unless the page says otherwise.
  const preload = (pathname: string) =>
    Promise.all([load(pathname), catalogue()]).then(([Component]) => {
      loaded = Component;
      return Component;
    });
  const Lazy = lazy(() => preload(typeof window === 'undefined' ? '/' : window.location.pathname).then((Component) => ({ default: Component })));
  const Page = () => {
    // Fixed for this mount, so the arrival of the chunk never remounts a page on screen.
    const [Ready] = useState<ComponentType | undefined>(() => loaded);
    return Ready ? (
      <Ready />
    ) : (
      <Suspense fallback={<RouteFallback />}>
        <Lazy />
      </Suspense>
    );
  };
  const element = <Page />;
  preloadOf.set(element, preload);
  return element;
};

/**
 * Fetches the code of the page a path shows, so that it renders at once: a prerendered page
 * (src/prerender) is hydrated only once its code is here, or hydration would meet a fallback.
 */
export const preloadPageFor = async (pathname: string): Promise<void> => {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route: { element } }) => (element !== null && typeof element === 'object' ? preloadOf.get(element)?.(pathname) : undefined)),
  );
};

// One element per page, shared by its aliases (/upload and /debt-analyzer, …): the same component,
// so moving between aliases keeps the page mounted, as before the split.
const uploadPage = lazyPage(() => import('../features/upload/components/upload-page').then((m) => m.UploadPage));
// The results page's first screen: the email gate for a visitor (its own strings only), the full
// results once the gate is passed (their code and every page's strings, fetched with the page's).
const resultsPage = lazyPage(
  () => import('../features/results/components/results-page').then(async (m) => (await m.preloadResultsFirstScreen(), m.ResultsPage)),
  () => ensureCatalogue('results'),
);
const paymentPage = lazyPage(() => import('../features/payment/components/payment-page').then((m) => m.PaymentPage));
const paymentSuccessPage = lazyPage(() => import('../features/payment/components/payment-success-page').then((m) => m.PaymentSuccessPage));
const loginPage = lazyPage(() => import('../features/auth/components/login-page').then((m) => m.LoginPage));
const faqPage = lazyPage(() => import('../features/faq/components/faq-page').then((m) => m.FaqPage));
const dfyPage = lazyPage(() => import('../features/dfy/components/dfy-page').then((m) => m.DfyPage));
const feedbackPage = lazyPage(() => import('../features/feedback/components/feedback-page').then((m) => m.FeedbackPage));
// The dashboard and the view its address shows (/dashboard/credit: the credit center), fetched together:
// the dashboard's strings, and the view's part if it needs another (dashboard-page.tsx).
const dashboardPage = lazyPage(
  (pathname) => import('../features/dashboard/components/dashboard-page').then(async (m) => (await m.preloadDashboardView(pathname), m.DashboardPage)),
  () => ensureCatalogue('dashboard'),
);
const templatePage = lazyPage(() => import('../features/resources/components/template-page').then((m) => m.TemplatePage));
const toolPage = lazyPage(() => import('../features/resources/components/tool-page').then((m) => m.ToolPage));
const powerLetterPage = lazyPage(() => import('../features/resources/components/power-letter-page').then((m) => m.PowerLetterPage));
const creditDisputesPage = lazyPage(() => import('../features/credit/components/credit-disputes-page').then((m) => m.CreditDisputesPage));
const trackerPage = lazyPage(() => import('../features/tracker/components/tracker-page').then((m) => m.TrackerPage));
const disputeDetailPage = lazyPage(() => import('../features/tracker/components/dispute-detail-page').then((m) => m.DisputeDetailPage));
const lawsuitPage = lazyPage(() => import('../features/lawsuit/components/lawsuit-page').then((m) => m.LawsuitPage));
const emailForwardingPage = lazyPage(() => import('../features/email-forwarding/components/email-forwarding-page').then((m) => m.EmailForwardingPage));

/**
 * /results?violations={ids}&combo={name} (spec 001 §2.4) is a Power Letter. Ids of the user's history
 * (`<analysis uuid>:<rule>` or an added violation's uuid) open the dashboard's Power Letter across
 * letters; the ids of one stored analysis's violations stay on the results page, scoped to it.
 */
const HISTORY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(:|$)/i;
const ResultsRoute = () => {
  const [params] = useSearchParams();
  const ids = (params.get('violations') ?? '').split(',').filter(Boolean);
  return ids.length > 0 && ids.every((id) => HISTORY_ID.test(id.trim())) ? powerLetterPage : resultsPage;
};

/** The route table of spec 001 §2.1 (and 000 §2). Shared by the browser router and the tests. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: paths.products, element: <HomePage /> },
      { path: paths.homeAlias, element: <HomePage /> },
      { path: paths.oldHome, element: <HomePage /> },
      { path: paths.upload, element: uploadPage },
      { path: paths.debtAnalyzer, element: uploadPage },
      { path: paths.results, element: <ResultsRoute /> },
      { path: paths.payment, element: paymentPage },
      { path: paths.paymentProduct, element: paymentPage },
      { path: paths.paymentSuccess, element: paymentSuccessPage },
      { path: paths.success, element: paymentSuccessPage },
      { path: paths.login, element: loginPage },
      { path: paths.faq, element: faqPage },
      { path: paths.bundle, element: <Navigate to={BUNDLE_REDIRECT} replace /> },
      { path: paths.creditDisputes, element: creditDisputesPage },
      { path: paths.creditDisputesFollowUp, element: lazyPage(() => import('../features/credit/center/follow-up-page').then((m) => m.CreditFollowUpPage)) },
      { path: paths.dfy, element: dfyPage },
      { path: paths.feedback, element: feedbackPage },
      { path: paths.emailForwarding, element: emailForwardingPage },
      { path: paths.lawsuit, element: lawsuitPage },
      {
        element: <RequireAuth />,
        children: [
          { path: paths.responseTracker, element: trackerPage },
          { path: paths.responseTrackerDetail, element: disputeDetailPage },
          { path: paths.dashboard, element: dashboardPage },
          { path: paths.dashboardView, element: dashboardPage },
          { path: paths.template, element: templatePage },
          { path: paths.tool, element: toolPage },
        ],
      },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];

/**
 * A page's code is fetched when the person shows they are going there (issue 27), not before: a
 * pointer over a link to it, a touch on it, or keyboard focus on it. Fetching every page's code at
 * the first visit cost the home page 71 requests and up to a second of the main thread on a phone.
 * The service worker keeps the built files for offline use without evaluating them (decision 014).
 */
export const preloadOnIntent = (): void => {
  if (typeof document === 'undefined') return;
  const seen = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const { pathname } = link;
    if (seen.has(pathname) || pathname === window.location.pathname) return;
    seen.add(pathname);
    void preloadPageFor(pathname).catch(() => seen.delete(pathname));
  };
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const) document.addEventListener(type, onIntent, { passive: true, capture: true });
};
