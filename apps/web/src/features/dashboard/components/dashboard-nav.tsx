import { ChevronsLeft, ChevronsRight, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { paths } from '../../../config/paths';
import { viewLabel } from '../lib/view-label';
import { VIEW_BADGE, VIEWS, type View } from '../lib/views';
import { VIEW_ICON } from './view-icons';

export const viewPath = (view: View): string => (view === 'overview' ? paths.dashboard : `${paths.dashboard}/${view}`);

type Props = {
  active: View;
  isLocked: (view: View) => boolean;
  onLocked: () => void;
  onNavigate?: () => void;
  collapsed?: boolean;
  onToggleCollapsed?: () => void;
};

/** The dashboard's views as a list of links (spec 001 §2.2): badges, and a lock that opens the upgrade modal. */
export const DashboardNav = ({ active, isLocked, onLocked, onNavigate, collapsed = false, onToggleCollapsed }: Props) => {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('dashboard.nav.label')} className="space-y-2">
      {onToggleCollapsed && (
        <button
          type="button"
          onClick={onToggleCollapsed}
          aria-expanded={!collapsed}
          aria-label={collapsed ? t('dashboard.nav.expand') : t('dashboard.nav.collapse')}
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
        >
          {collapsed ? <ChevronsRight aria-hidden="true" className="size-5" /> : <ChevronsLeft aria-hidden="true" className="size-5" />}
        </button>
      )}
      <ul className="space-y-1">
        {VIEWS.map((view) => {
          const Icon = VIEW_ICON[view];
          const locked = isLocked(view);
          const badge = VIEW_BADGE[view];
          const label = viewLabel(t, view);
          return (
            <li key={view}>
              <NavLink
                to={viewPath(view)}
                end
                title={collapsed ? label : undefined}
                aria-current={view === active ? 'page' : undefined}
                onClick={(event) => {
                  if (locked) {
                    event.preventDefault();
                    onLocked();
                    return;
                  }
                  onNavigate?.();
                }}
                className={cn(
                  'flex min-h-11 items-center gap-3 rounded-md px-3 py-2 font-medium text-slate-800 hover:bg-brand-50',
                  view === active && 'bg-brand-50 text-brand-800',
                  collapsed && 'justify-center px-0',
                )}
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                <span className={cn('flex-1', collapsed && 'sr-only')}>{label}</span>
                {!collapsed && badge && (
                  <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-bold text-amber-900">{t(`dashboard.nav.badge.${badge}`)}</span>
                )}
                {locked && (
                  <>
                    <Lock aria-hidden="true" className="size-4 shrink-0 text-slate-600" />
                    <span className="sr-only">({t('dashboard.nav.locked')})</span>
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
};
