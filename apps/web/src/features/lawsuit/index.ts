// The lawsuit feature's public face (issue 28): the results page names a court paper with it, the dashboard links to it.
export { CourtPaperNotice, timeBarAnswered, type LawsuitNavigationState } from './components/court-paper-notice';
export { LawsuitDashboardCard } from './components/lawsuit-dashboard-card';
