/** Every route of the app (spec 001 §2.1). Nothing builds URL strings inline. */
export const paths = {
  home: '/',
  products: '/products',
  homeAlias: '/home',
  oldHome: '/old-home',
  upload: '/upload',
  debtAnalyzer: '/debt-analyzer',
  results: '/results',
  payment: '/payment',
  paymentProduct: '/payment/:product',
  paymentSuccess: '/payment-success',
  success: '/success',
  login: '/login',
  faq: '/faq',
  bundle: '/bundle',
  creditDisputes: '/credit-disputes',
  creditDisputesFollowUp: '/credit-disputes/follow-up/:id',
  dfy: '/dfy',
  feedback: '/feedback',
  emailForwarding: '/email-forwarding',
  responseTracker: '/response-tracker',
  responseTrackerDetail: '/response-tracker/:disputeId',
  dashboard: '/dashboard',
  dashboardView: '/dashboard/:view',
  template: '/templates/:template',
  tool: '/tools/:tool',
  /** When the collector sues (issue 28): open to everyone, the deadline is never behind a sign-in. */
  lawsuit: '/lawsuit',
} as const;

/** Letter templates referenced by the dashboard (spec 001 §2.1). */
export const templatePaths = {
  validation: '/templates/validation',
  cease: '/templates/cease',
  settlement: '/templates/settlement',
  fdcpa: '/templates/fdcpa',
} as const;
export type TemplateSlug = keyof typeof templatePaths;

/** Tools referenced by the dashboard (spec 001 §2.1). */
export const toolPaths = {
  'settlement-calculator': '/tools/settlement-calculator',
  'sol-checker': '/tools/sol-checker',
  'call-scripts': '/tools/call-scripts',
  documents: '/tools/documents',
} as const;
export type ToolSlug = keyof typeof toolPaths;

/** /bundle redirects here (spec 001 §2.1). */
export const BUNDLE_REDIRECT = '/payment?product=bundle&price=119';

/** Dashboard views reachable as /dashboard/<view> (spec 001 §2.1, and the sidebar's disputes of §2.2; Community is left out until it exists, issue 27). */
export const DASHBOARD_VIEWS = ['violations', 'credit', 'letter-service', 'dfy-service', 'templates', 'intel', 'tools', 'disputes'] as const;
export type DashboardView = (typeof DASHBOARD_VIEWS)[number];
