import { Navigate, type RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import { UploadPage } from '../features/upload/components/upload-page';
import { BUNDLE_REDIRECT, paths } from '../config/paths';
import { LoginPage } from '../features/auth/components/login-page';
import { PaymentPage } from '../features/payment/components/payment-page';
import { PaymentSuccessPage } from '../features/payment/components/payment-success-page';
import { ResultsPage } from '../features/results/components/results-page';
import { RequireAuth } from './require-auth';
import { RouteError } from './route-error';
import { DashboardPage } from './routes/dashboard';
import { HomePage } from './routes/home';
import { PendingPage } from './routes/pending-page';

const pending = (titleKey: string) => <PendingPage titleKey={titleKey} />;

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
      { path: paths.upload, element: <UploadPage /> },
      { path: paths.debtAnalyzer, element: <UploadPage /> },
      { path: paths.results, element: <ResultsPage /> },
      { path: paths.payment, element: <PaymentPage /> },
      { path: paths.paymentProduct, element: <PaymentPage /> },
      { path: paths.paymentSuccess, element: <PaymentSuccessPage /> },
      { path: paths.success, element: <PaymentSuccessPage /> },
      { path: paths.login, element: <LoginPage /> },
      { path: paths.faq, element: pending('pages.faq') },
      { path: paths.bundle, element: <Navigate to={BUNDLE_REDIRECT} replace /> },
      { path: paths.creditDisputes, element: pending('pages.creditDisputes') },
      { path: paths.creditDisputesFollowUp, element: pending('pages.creditFollowUp') },
      { path: paths.dfy, element: pending('pages.dfy') },
      { path: paths.feedback, element: pending('pages.feedback') },
      { path: paths.emailForwarding, element: pending('pages.emailForwarding') },
      {
        element: <RequireAuth />,
        children: [
          { path: paths.responseTracker, element: pending('pages.responseTracker') },
          { path: paths.responseTrackerDetail, element: pending('pages.disputeDetail') },
          { path: paths.dashboard, element: <DashboardPage /> },
          { path: paths.dashboardView, element: <DashboardPage /> },
        ],
      },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];
