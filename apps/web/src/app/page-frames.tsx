import { RouteFallback } from './routes';
import { DashboardFrame } from '../features/dashboard';

/**
 * What a page that is not prerendered shows in its HTML's main while its code arrives
 * (src/prerender, scripts/prerender.mjs): the dashboard's greeting (decision 088), else the busy,
 * screen-tall placeholder (decision 044).
 */
export const PageFrame = ({ page }: { page: 'any' | 'dashboard' }) => (page === 'dashboard' ? <DashboardFrame /> : <RouteFallback />);
