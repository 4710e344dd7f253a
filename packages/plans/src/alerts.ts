import { CATALOGUE, savingsCents } from './catalogue';
import { UNLIMITED, type AccessFlags } from './access';

/** Dashboard alerts (spec 001 §4). Texts are i18n keys; values fill them. */
export type DashboardAlert =
  | { kind: 'warning'; key: 'alerts.singleScanUsed'; action: string }
  | { kind: 'info'; key: 'alerts.creditScansRemaining'; count: number; unlimited: boolean; action: string }
  | { kind: 'opportunity'; key: 'alerts.bundleOpportunity'; savingsCents: number; action: string };

export const dashboardAlerts = (access: AccessFlags): DashboardAlert[] => {
  if (access.hasBundle) return [];
  const alerts: DashboardAlert[] = [];
  if (access.hasDebtScan && !access.hasUnlimitedDebtScans && access.remainingDebtScans === 0) {
    alerts.push({ kind: 'warning', key: 'alerts.singleScanUsed', action: '/payment?product=lifetime' });
  }
  if (access.canAccessCredit && access.creditScansUsed < access.creditScansLimit) {
    const unlimited = access.creditScansLimit === UNLIMITED;
    alerts.push({
      kind: 'info',
      key: 'alerts.creditScansRemaining',
      count: unlimited ? UNLIMITED : access.creditScansLimit - access.creditScansUsed,
      unlimited,
      action: '/credit-disputes',
    });
  }
  if (access.canAccessDebt !== access.canAccessCredit) {
    alerts.push({ kind: 'opportunity', key: 'alerts.bundleOpportunity', savingsCents: savingsCents(CATALOGUE.bundle) ?? 0, action: '/payment?product=bundle' });
  }
  return alerts;
};
