export { classifyCourtPaper, type CourtPaperEvidence, type CourtPaperKind, type CourtPaperPart, type CourtPaperReading } from './classify';

/**
 * The rules that still run on a court paper: they judge legal process itself, not a letter. A
 * collector's summons that was never filed (`simulated_legal_process`, 15 U.S.C. 1692e(9), (13)), a
 * collector's words about a real suit (`legal_process_misdescribed`) and a suit on a time-barred
 * debt (`time_barred_suit_threat`, whose pleading path reads complaints).
 */
export const COURT_PAPER_RULE_IDS: ReadonlySet<string> = new Set(['simulated_legal_process', 'legal_process_misdescribed', 'time_barred_suit_threat']);
