import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { DASHBOARD_VIEWS, paths, type DashboardView } from '../../config/paths';
import { LogoutButton } from '../../features/auth/components/logout-button';

const isView = (value: string | undefined): value is DashboardView => DASHBOARD_VIEWS.some((v) => v === value);

/** /dashboard and /dashboard/<view> open the dashboard on that view (spec 001 §2.1). */
export const DashboardPage = () => {
  const { t } = useTranslation();
  const { view } = useParams();
  if (view !== undefined && !isView(view)) return <Navigate to={paths.dashboard} replace />;
  const title = t('pages.dashboard');
  return (
    <section className="space-y-4">
      <PageTitle title={title}>{title}</PageTitle>
      <h2 className="text-xl font-semibold">{t(`dashboard.views.${view ?? 'overview'}`)}</h2>
      <p className="text-slate-700">{t('pages.comingSoon')}</p>
      <LogoutButton />
    </section>
  );
};
