import { FDCPA_STATUTORY_CAP_USD, type DashboardAccess, type DashboardAlertItem, type UserStats } from '@debtshield/contracts';
import { CATALOGUE, formatUsd } from '@debtshield/plans';
import { CheckCircle2, CreditCard, FileSearch, MessageSquareHeart, ShieldCheck, Upload, XCircle } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { paths } from '../../../config/paths';
import { useUserAnalyses } from '../api/dashboard-api';
import { severityBand } from '../lib/views';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingSkeleton } from '../../../components/ui/skeleton';
import { LawsuitDashboardCard } from '../../lawsuit';
import { ProfileCard } from './profile-card';

const card = 'rounded-2xl border border-slate-300 bg-white p-5';
const usd = (value: number) => formatUsd(value * 100);

const StatCard = ({ label, value, children }: { label: string; value: string; children?: React.ReactNode }) => (
  <div className={cn(card, 'space-y-1 p-4')}>
    <dt className="text-sm font-medium text-slate-700">{label}</dt>
    <dd className="text-2xl font-bold text-slate-900 sm:text-3xl">{value}</dd>
    {children && <dd className="text-sm text-slate-700">{children}</dd>}
  </div>
);

const Stats = ({ stats, access }: { stats: UserStats; access: DashboardAccess }) => {
  const { t } = useTranslation();
  const headingId = useId();
  const pv = stats.potentialValue;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="sr-only">
        {t('dashboard.stats.heading')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label={t('dashboard.stats.totalAnalyses')} value={String(stats.totalAnalyses)}>
          {t('dashboard.stats.analysesToday', { count: stats.analysesToday })}
        </StatCard>
        <StatCard label={t('dashboard.stats.violationsFound')} value={String(stats.violationsFound)} />
        <StatCard label={t('dashboard.stats.potentialValue')} value={usd(pv.statutoryMaxUsd)}>
          {t('dashboard.stats.potentialValueShort', { count: pv.collectorsWithinLimit })}
        </StatCard>
        <StatCard label={t('dashboard.stats.creditErrors')} value={String(stats.creditErrorsFound)}>
          {!access.canAccessCredit
            ? t('dashboard.stats.noCreditAccess')
            : stats.creditScansUnlimited
              ? t('dashboard.stats.creditScansUnlimited')
              : t('dashboard.stats.creditScansLeft', { count: stats.creditScansRemaining })}
        </StatCard>
      </dl>
      <details className="rounded-xl bg-white px-4 text-sm text-slate-800 ring-1 ring-slate-300">
        <summary className="min-h-11 cursor-pointer py-3 font-semibold text-brand-800">{t('dashboard.stats.howCounted')}</summary>
        <div className="space-y-1 pb-3">
          <p>{t('dashboard.stats.violationsHelp')}</p>
          <p>{t('dashboard.stats.potentialValueHelp', { count: pv.collectorsWithinLimit, cap: usd(FDCPA_STATUTORY_CAP_USD) })}</p>
          {pv.collectorsPastLimit > 0 && <p>{t('dashboard.stats.potentialValuePast', { count: pv.collectorsPastLimit })}</p>}
          {pv.undatedCollectors > 0 && <p>{t('dashboard.stats.potentialValueUndated', { count: pv.undatedCollectors })}</p>}
          <p className="font-medium">{t('dashboard.stats.notAPromise')}</p>
        </div>
      </details>
    </section>
  );
};

const Insights = ({ stats }: { stats: UserStats }) => {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn(card, 'space-y-3')}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('dashboard.insights.heading')}
      </h2>
      {stats.totalAnalyses === 0 ? (
        <div className="space-y-3">
          <p className="font-semibold text-slate-900">{t('dashboard.insights.welcomeTitle')}</p>
          <p className="text-slate-800">{t('dashboard.insights.welcomeText')}</p>
          <ButtonLink to={paths.upload}>{t('dashboard.quick.upload')}</ButtonLink>
        </div>
      ) : (
        <ul className="list-disc space-y-1 pl-5 text-slate-800">
          {stats.potentialValue.statutoryMaxUsd > 0 && <li>{t('dashboard.insights.recovery', { value: usd(stats.potentialValue.statutoryMaxUsd) })}</li>}
          <li>{stats.activeDisputes > 0 ? t('dashboard.insights.activeDisputes', { count: stats.activeDisputes }) : t('dashboard.insights.noDisputes')}</li>
        </ul>
      )}
    </section>
  );
};

const AccessGrid = ({ access }: { access: DashboardAccess }) => {
  const { t } = useTranslation();
  const headingId = useId();
  const items = [
    ['debt', access.canAccessDebt],
    ['credit', access.canAccessCredit],
    ['templates', access.canAccessTemplates],
    ['intel', access.canAccessIntel],
  ] as const;
  return (
    <section aria-labelledby={headingId} className={cn(card, 'space-y-3')}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('dashboard.access.heading')}
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {items.map(([key, on]) => (
          <li key={key} className="flex items-center gap-2 text-slate-900">
            {on ? <CheckCircle2 aria-hidden="true" className="size-5 text-emerald-700" /> : <XCircle aria-hidden="true" className="size-5 text-slate-500" />}
            <span className="font-medium">{t(`dashboard.access.${key}`)}</span>
            <span className="text-sm text-slate-700">{on ? t('dashboard.access.included') : t('dashboard.access.notIncluded')}</span>
          </li>
        ))}
      </ul>
      {/* Issue 27: never offered what the plan already has (a lifetime member sees every line Included). */}
      {!access.hasBundle && items.some(([, on]) => !on) && (
        <ButtonLink to={`${paths.payment}?product=bundle`} variant="secondary">
          {t('dashboard.access.bundleUpgrade', { price: formatUsd(CATALOGUE.bundle.priceCents) })}
        </ButtonLink>
      )}
    </section>
  );
};

const QuickActions = () => {
  const { t } = useTranslation();
  const headingId = useId();
  const actions = [
    { to: paths.upload, label: t('dashboard.quick.upload'), Icon: Upload },
    { to: paths.creditDisputes, label: t('dashboard.quick.credit'), Icon: CreditCard },
    { to: paths.dfy, label: t('dashboard.quick.dfy'), Icon: ShieldCheck },
    { to: paths.feedback, label: t('dashboard.quick.feedback'), Icon: MessageSquareHeart },
  ];
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('dashboard.quick.heading')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {actions.map(({ to, label, Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex min-h-20 flex-col items-start gap-2 rounded-2xl border border-slate-300 bg-white p-4 font-semibold text-slate-900 hover:border-brand-700 hover:bg-brand-50"
            >
              <Icon aria-hidden="true" className="size-6 text-brand-700" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
};

const SEVERITY_CLASS = { high: 'bg-red-100 text-red-900', medium: 'bg-amber-100 text-amber-900', low: 'bg-slate-100 text-slate-800' } as const;

const RecentAnalyses = () => {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const analyses = useUserAnalyses();
  const list = analyses.data?.analyses.slice(0, 5) ?? [];
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <section aria-labelledby={headingId} className={cn(card, 'space-y-3')}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('dashboard.recent.heading')}
      </h2>
      {analyses.isPending ? (
        <LoadingSkeleton label={t('dashboard.loading')} rows={3} />
      ) : analyses.isError ? (
        <p role="alert" className="text-red-800">
          {t('dashboard.loadFailed')}
        </p>
      ) : list.length === 0 ? (
        <EmptyState
          icon={FileSearch}
          title={t('dashboard.recent.empty')}
          action={<ButtonLink to={paths.upload}>{t('dashboard.recent.emptyAction')}</ButtonLink>}
        />
      ) : (
        <ul className="divide-y divide-slate-200">
          {list.map((a) => {
            const collector = a.collector_name ?? t('dashboard.recent.unknownCollector');
            const band = severityBand(a.severity_score);
            return (
              <li key={a.id}>
                <Link
                  to={`${paths.results}?analysis=${encodeURIComponent(a.id)}`}
                  className="flex min-h-touch flex-wrap items-center justify-between gap-2 py-3 hover:bg-muted"
                >
                  <span className="font-semibold text-slate-900">{collector}</span>
                  <span className="flex items-center gap-3 text-sm text-slate-700">
                    <span>{date(a.created_at)}</span>
                    <span>{t('dashboard.recent.violations', { count: a.violations_count })}</span>
                    <span className={cn('rounded px-2 py-0.5 text-xs font-bold', SEVERITY_CLASS[band])}>{t(`dashboard.recent.severity.${band}`)}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
};

/** The overview (spec 001 §2.2): the user's own figures, insights when there are no alerts, access, actions, recent analyses. */
export const OverviewView = ({ stats, access, alerts }: { stats: UserStats; access: DashboardAccess; alerts: DashboardAlertItem[] }) => (
  <div className="space-y-6">
    <Stats stats={stats} access={access} />
    {alerts.length === 0 && <Insights stats={stats} />}
    <RecentAnalyses />
    <LawsuitDashboardCard />
    <QuickActions />
    <ProfileCard />
    <AccessGrid access={access} />
  </div>
);
