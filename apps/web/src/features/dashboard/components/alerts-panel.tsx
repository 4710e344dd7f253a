import type { DashboardAlertItem } from '@debtshield/contracts';
import { formatUsd } from '@debtshield/plans';
import { AlertTriangle, Info, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../components/ui/cn';

const STYLE = {
  warning: { box: 'border-amber-400 bg-amber-50', Icon: AlertTriangle },
  info: { box: 'border-sky-400 bg-sky-50', Icon: Info },
  opportunity: { box: 'border-emerald-400 bg-emerald-50', Icon: Sparkles },
} as const;

const alertText = (t: (key: string, options?: Record<string, unknown>) => string, alert: DashboardAlertItem): string => {
  switch (alert.kind) {
    case 'warning':
      return t('dashboard.alerts.singleScanUsed');
    case 'info':
      return alert.unlimited ? t('dashboard.alerts.creditScansUnlimited') : t('dashboard.alerts.creditScansRemaining', { count: alert.count });
    case 'opportunity':
      return t('dashboard.alerts.bundleOpportunity', { savings: formatUsd(alert.savingsCents) });
  }
};

/**
 * The alerts of spec 001 §4, above the views (decided by the server from the plan). Their heading is
 * an h3 inside a view's section (the credit center's, under its title: decision 094).
 */
export const AlertsPanel = ({ alerts, headingLevel = 2 }: { alerts: DashboardAlertItem[]; headingLevel?: 2 | 3 }) => {
  const { t } = useTranslation();
  const headingId = useId();
  if (alerts.length === 0) return null;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <Heading id={headingId} className="sr-only">
        {t('dashboard.alerts.heading')}
      </Heading>
      <ul className="space-y-2">
        {alerts.map((alert) => {
          const { box, Icon } = STYLE[alert.kind];
          return (
            <li key={alert.key} className={cn('flex flex-wrap items-center gap-3 rounded-xl border-l-4 p-4', box)}>
              <Icon aria-hidden="true" className="size-5 shrink-0 text-slate-800" />
              <p className="flex-1 font-medium text-slate-900">{alertText(t, alert)}</p>
              {/* The credit dispute pages come with Credit Repair (issue 16): no link to a page that does not work yet. */}
              {alert.kind !== 'info' && (
                <Link to={alert.action} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4">
                  {t(`dashboard.alerts.action.${alert.kind}`)}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
};
