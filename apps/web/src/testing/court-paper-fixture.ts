import type { CourtPaper } from '@debtshield/contracts';

/** A Texas justice-court summons and complaint as the analyzer reads it (what the results page and the lawsuit page get). */
export const courtPaperFixture = {
  is_court_paper: true,
  kinds: ['summons', 'complaint'],
  found: ['caption', 'case_number', 'parties', 'title', 'sued_notice', 'plaintiff_attorney', 'clerk'],
  missing: [],
  claims_court_without_parts: false,
  court: 'JUSTICE COURT, PRECINCT 1, PLACE 2, HARRIS COUNTY, TEXAS',
  case_number: '241200354487',
  plaintiff: 'LVNV FUNDING LLC',
  defendant: 'ROBERT T. HALE',
  plaintiff_attorney: null,
  stated_days_to_answer: 14,
  caption_state: 'TX',
  court_level: 'limited',
} satisfies CourtPaper;
