import { RouteFallback } from './routes';
import { CreditCenterIntro } from '../features/credit';
import { DashboardFrame } from '../features/dashboard';

/** The pages whose HTML has a frame of their own: the dashboard's addresses, the credit center's with its title and lead. */
export type FramedPage = 'any' | 'dashboard' | 'dashboard-credit';

/**
 * What a page that is not prerendered shows in its HTML's main while its code arrives
 * (src/prerender, scripts/prerender.mjs): the dashboard's greeting (decision 088), with the credit
 * center's title and lead on its address (decision 094), else the busy, screen-tall placeholder (decision 044).
 */
export const PageFrame = ({ page }: { page: FramedPage }) =>
  page === 'dashboard-credit' ? <DashboardFrame Intro={CreditCenterIntro} /> : page === 'dashboard' ? <DashboardFrame /> : <RouteFallback />;
