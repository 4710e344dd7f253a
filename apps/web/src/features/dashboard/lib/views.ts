import type { ComponentType } from 'react';
import type { DashboardAccess } from '@debtshield/contracts';

/** The dashboard's views in sidebar order (spec 001 §2.2). Community is not offered until it exists (issue 27). */
export const VIEWS = ['overview', 'violations', 'credit', 'letter-service', 'dfy-service', 'templates', 'intel', 'tools', 'disputes'] as const;
export type View = (typeof VIEWS)[number];

export const isView = (value: unknown): value is View => VIEWS.some((v) => v === value);

/**
 * The id of a view's own title when the view has an intro above the plan line and alerts (the credit
 * center, decision 094): the view's section is labelled by it, in the page and in its HTML frame.
 */
export const VIEW_TITLE_ID = 'dashboard-view-title';
/** A view's title and lead, shown under the greeting before the person's data is here (decision 094). */
export type ViewIntro = ComponentType<{ titleId: string }>;

/** Sidebar badges (spec 001 §2.2): letter-service HOT, dfy-service VIP. */
export const VIEW_BADGE: Partial<Record<View, 'hot' | 'vip'>> = { 'letter-service': 'hot', 'dfy-service': 'vip' };

/**
 * Locked views (spec 001 §2.2): violations without debt access and without violations, templates
 * and intel without their flags (credit, once it is built, without credit access).
 * letter-service, dfy-service and tools never lock. The server enforces the same rules on every call; this only decides what the
 * sidebar offers.
 */
export const isLocked = (view: View, access: DashboardAccess, violationCount: number): boolean => {
  switch (view) {
    case 'violations':
      return !access.canAccessDebt && violationCount === 0;
    // Credit Repair is not built yet (issue 16): the view says what it will do and sells nothing.
    case 'templates':
      return !access.canAccessTemplates;
    case 'intel':
      return !access.canAccessIntel;
    default:
      return false;
  }
};

/** Severity band of an analysis (spec 001 §2.2: above 70 high, above 40 medium). */
export const severityBand = (score: number): 'high' | 'medium' | 'low' => (score > 70 ? 'high' : score > 40 ? 'medium' : 'low');

/** Greeting (spec 001 §2.2), shared with the entry that fills the dashboard's HTML (lib/greeting-frame.ts). */
export { greetingName } from '../../../lib/greeting-frame';
