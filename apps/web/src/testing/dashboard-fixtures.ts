import type { DashboardAccess, ViolationHistoryItem } from '@debtshield/contracts';
import { json, type MockHandler } from './mock-api';

export const FREE_ACCESS: DashboardAccess = {
  planType: 'free',
  planLabel: 'free',
  isFreeTier: true,
  hasBundle: false,
  hasDfyService: false,
  canAccessDebt: false,
  canAccessCredit: false,
  canAccessTemplates: false,
  canAccessIntel: false,
  remainingDebtScans: 0,
  hasUnlimitedDebtScans: false,
};

export const LIFETIME_ACCESS: DashboardAccess = {
  ...FREE_ACCESS,
  planType: 'lifetime',
  planLabel: 'lifetime',
  isFreeTier: false,
  canAccessDebt: true,
  canAccessCredit: true,
  canAccessTemplates: true,
  canAccessIntel: true,
  remainingDebtScans: 999,
  hasUnlimitedDebtScans: true,
};

export const statsAnswer = (access: DashboardAccess, over: Record<string, unknown> = {}) => ({
  success: true,
  stats: {
    totalAnalyses: 2,
    violationsFound: 3,
    analysesToday: 1,
    potentialValue: { statutoryMaxUsd: 1000, collectorsWithinLimit: 1, collectorsPastLimit: 1, undatedCollectors: 0 },
    creditErrorsFound: 0,
    creditScansRemaining: 999,
    creditScansUnlimited: true,
    activeDisputes: 0,
    creditBureausScanned: 0,
    totalSavingsUsd: 0,
    ...over,
  },
  access,
  alerts: [],
});

export const violation = (over: Partial<ViolationHistoryItem>): ViolationHistoryItem => ({
  id: 'a1:threat_arrest_or_criminal',
  type: 'threat_arrest_or_criminal',
  title: 'Threat of arrest',
  description: 'The letter threatens arrest.',
  law: '15 U.S.C. 1692e(4)',
  collectorName: 'Apex Recovery Partners',
  letterDate: '2026-11-01',
  date: '2026-11-02T10:00:00.000Z',
  analysisId: '00000000-0000-4000-8000-000000000001',
  severity: 9,
  confidence: 'high',
  hasEvidence: true,
  source: 'analysis',
  ...over,
});

/** The dashboard's GET calls answered for a user with this access and these violations. */
export const dashboardRoutes = (access: DashboardAccess, violations: ViolationHistoryItem[] = []): Record<string, MockHandler> => ({
  'GET /api/user/stats': () => json(statsAnswer(access)),
  'GET /api/user/violations/all': () => json({ success: true, violations }),
  'GET /api/user/letter-details': () => json({ success: true, profile: { name: null, mailing_address: null } }),
  'GET /api/user/analyses': () =>
    json({
      success: true,
      analyses: [
        {
          id: '00000000-0000-4000-8000-000000000001',
          collector_name: 'Apex Recovery Partners',
          created_at: '2026-11-02T10:00:00.000Z',
          violations_count: 2,
          severity_score: 82,
          severity: 'high',
          letter_date: '2026-11-01',
        },
        {
          id: '00000000-0000-4000-8000-000000000002',
          collector_name: null,
          created_at: '2026-10-02T10:00:00.000Z',
          violations_count: 1,
          severity_score: 45,
          severity: 'medium',
          letter_date: null,
        },
      ],
      stats: { total: 2, today: 1 },
    }),
});
