/**
 * The time to answer a civil suit, for every state and DC, at two court levels: the trial court of
 * general jurisdiction (where larger debt suits go) and the court of limited jurisdiction where most
 * consumer-debt suits are filed (justice, magistrate, district, county, municipal or general
 * district courts, small claims). Read by `computeAnswerDeadline` and by the tests.
 *
 * Sources (decision 045): every entry carries a `check`. A verified entry quotes the words it was
 * compared with (the rule's own text, the court's own page or form, or, marked `secondary`, someone
 * else's description of them), names the stored copy's address and says when it was read. An entry
 * not verified says so plainly: `searched` tells what was looked for in the stored material and not
 * found, or is null when nobody has looked yet. The table test fails on an entry with neither. The
 * page shows the check and, for every entry, "verify with the court clerk": local rules, the way you
 * were served and the court's own holidays can change the date, and the date printed on your papers
 * wins.
 *
 * Counting (all states): the day of service is not counted, every calendar day after it is, and a
 * last day on a Saturday, Sunday or legal holiday moves to the next day the court is open (each
 * state's counterpart of Fed. R. Civ. P. 6(a)). The engine counts the federal holidays of
 * 5 U.S.C. 6103(a) (packages/clocks); a state court holiday that is not a federal one is not known
 * to it, which the page says.
 */
import type { IsoDate } from '@debtshield/clocks';

export type CourtLevel = 'general' | 'limited';

export type AnswerClock =
  /** A number of calendar days after service; other lengths when served by mail, outside the state or not in hand. */
  | { type: 'days_after_service'; days: number; byMail?: number; outOfState?: number; notInHand?: number }
  /** Tex. R. Civ. P. 99(b): by 10:00 a.m. on the Monday next after the expiration of `days` days after service. */
  | { type: 'monday_after_days'; days: number }
  /** The papers name the date (a return, hearing or trial date): appear or answer by it (`plusDays` after it, where the rule says so). */
  | { type: 'date_on_papers'; what: 'return_date' | 'hearing_date' | 'answer_date'; plusDays?: number };

export type AnswerRule = {
  level: CourtLevel;
  /** The courts this entry covers, by their names in that state. */
  courts: string;
  clock: AnswerClock;
  /** What has to be filed (or done) by the date. */
  what: 'written_answer' | 'appearance' | 'notice_of_intention_to_defend' | 'appear_at_hearing' | 'answer_or_appear';
  citation: string;
  /** The court's or the state's own page, where known. */
  source: string | null;
  /** What this entry was compared with, or a plain mark that it was not (decision 045). */
  check: RuleCheck;
  /** A fact of this state a person should know, as an id the page words (`lawsuit.notes.<id>`). */
  note?: AnswerNote;
};

/** Verified against stored text: the words compared, where they were read, and when. */
export type VerifiedCheck = {
  status: 'verified';
  /** The rule's own text (wherever stored), the court's own page or form, or another's description of them. */
  kind: 'rule_text' | 'court_page' | 'secondary';
  /** The words compared, copied from the stored source. */
  quote: string;
  /** The stored copy's address (or, where an earlier check recorded only that, its site or the decision that quotes the rule). */
  source: string;
  sourceTitle: string;
  /** The day the stored copy was read. */
  retrieved: IsoDate;
  /** What the quote does not cover, or a second source that says the same. */
  comment?: string;
};
export type RuleCheck =
  | VerifiedCheck
  /** Not verified: `searched` says what was looked for and not found; null when nobody has looked yet. */
  | { status: 'unverified'; searched: string | null };

export const ANSWER_NOTES = [
  'pocket_service',
  'utah_served_before_filing',
  'ca_substituted_service',
  'ny_not_in_hand',
  'de_justice_of_the_peace',
  'fl_small_claims',
  'la_short_time',
  'ma_small_claims',
  'va_return_date',
] as const;
export type AnswerNote = (typeof ANSWER_NOTES)[number];

export type StateAnswerRules = { state: string; name: string; general: AnswerRule; limited: AnswerRule };

const days = (n: number, extra: Omit<Extract<AnswerClock, { type: 'days_after_service' }>, 'type' | 'days'> = {}): AnswerClock => ({
  type: 'days_after_service',
  days: n,
  ...extra,
});
const onPapers = (what: 'return_date' | 'hearing_date' | 'answer_date', plusDays?: number): AnswerClock => ({
  type: 'date_on_papers',
  what,
  ...(plusDays ? { plusDays } : {}),
});

/** The day the stored copies behind this table's checks were read. */
const READ_ON: IsoDate = '2026-11-23';
const verified = (c: Omit<VerifiedCheck, 'status' | 'retrieved'>): RuleCheck => ({ status: 'verified', retrieved: READ_ON, ...c });
const notFound = (searched: string): RuleCheck => ({ status: 'unverified', searched: `${searched} (searched ${READ_ON})` });
const NOT_YET_SEARCHED: RuleCheck = { status: 'unverified', searched: null };

export const ANSWER_RULES: readonly StateAnswerRules[] = [
  {
    state: 'AL', name: 'Alabama',
    general: { level: 'general', courts: 'Circuit Court', clock: days(30), what: 'written_answer', citation: 'Ala. R. Civ. P. 12(a)', source: 'https://judicial.alabama.gov/library/rules/cv12', check: verified({ kind: 'secondary', quote: "SMALL CLAIMS COURT 14 days DISTRICT COURT 14 days CIRCUIT COURT 30 days", source: "https://www.alabamaconsumer.com/2015/03/what-are-my-time-limits-to-answering-a-collection-lawsuit-in-alabama/", sourceTitle: "An Alabama consumer lawyer's page, \"What are my time limits to answering a collection lawsuit in Alabama?\" (2015)" }) },
    limited: { level: 'limited', courts: 'District Court (including the small claims docket)', clock: days(14), what: 'written_answer', citation: 'Ala. R. Civ. P. 12(dc)', source: 'https://judicial.alabama.gov/library/rules/cv12', check: verified({ kind: 'secondary', quote: "SMALL CLAIMS COURT 14 days DISTRICT COURT 14 days CIRCUIT COURT 30 days", source: "https://www.alabamaconsumer.com/2015/03/what-are-my-time-limits-to-answering-a-collection-lawsuit-in-alabama/", sourceTitle: "An Alabama consumer lawyer's page, \"What are my time limits to answering a collection lawsuit in Alabama?\" (2015)", comment: "isthisscam.app says district court is 30 days like circuit court; the table keeps 14, the earlier date, until the rule's text (Ala. R. Civ. P. 12(dc)) is read." }) },
  },
  {
    state: 'AK', name: 'Alaska',
    general: { level: 'general', courts: 'Superior Court', clock: days(20), what: 'written_answer', citation: 'Alaska R. Civ. P. 12(a)', source: 'https://courts.alaska.gov/shc/', check: NOT_YET_SEARCHED },
    limited: { level: 'limited', courts: 'District Court (including small claims)', clock: days(20), what: 'written_answer', citation: 'Alaska R. Civ. P. 12(a); Alaska Dist. Ct. R. Civ. P. 1; Alaska R. Small Claims P. 6', source: 'https://courts.alaska.gov/shc/', check: NOT_YET_SEARCHED },
  },
  {
    state: 'AZ', name: 'Arizona',
    general: { level: 'general', courts: 'Superior Court', clock: days(20, { outOfState: 30 }), what: 'written_answer', citation: 'Ariz. R. Civ. P. 12(a)(1)', source: 'https://www.azcourts.gov/selfservicecenter', check: verified({ kind: 'rule_text', quote: "(A) A defendant or third-party defendant must file and serve an answer or other responsive pleading: (i) within 20 days after being served with the summons and complaint, except as otherwise provided in Rules 4.2(d)(3) and (m)", source: "https://casetext.com/rule/arizona-court-rules/rules-of-civil-procedure-for-the-superior-courts-of-arizona/pleadings-and-motions-pretrial-procedures/rule-12-defenses-and-objections-when-and-how-presented-motion-for-judgment-on-the-pleadings-joining-motions-waiving-defenses-pretrial-hearing", sourceTitle: "Ariz. R. Civ. P. 12(a)(1)(A) (as amended through August 22, 2024), as stored at casetext.com", comment: "The 30 days for service outside Arizona are Rule 4.2(m), as a lawyer's answer at ltinjurylaw.com says (\"you have 30 days per Rule 4.2(m), Ariz.R.Civ.Proc., to respond to a complaint when served outside the State of Arizona\"); Rule 4.2(m)'s own text was not found." }) },
    limited: { level: 'limited', courts: 'Justice Court', clock: days(20, { outOfState: 30 }), what: 'written_answer', citation: 'Ariz. Justice Ct. R. Civ. P. 112(a)', source: 'https://www.azcourts.gov/selfservicecenter', check: verified({ kind: 'court_page', quote: "You have 20 calendar days from the date of service in which to file an answer (in writing) to the complaint [Rule 12(a) R.C.P.]. In computing the time in which to file an answer, the date of service shall not be included. ... If served out of state, by registered mail, or by publication, the party so served shall have thirty (30) calendar days in which to answer [Rule 4.2(m) R.C.P.].", source: "https://cochise.az.gov/417/Defendants-Civil-Instructions", sourceTitle: "Cochise County (Arizona) Justice Courts, \"Defendant's Civil Instructions\"", comment: "The Maricopa County Justice Courts' answer packet says the same: \"An answer must be filed within TWENTY (20) calendar days from the date you were served ... If the complaint was served outside of Arizona, the time to answer time is THIRTY (30) calendar days\" (as stored at findforms.com). Cochise's \"by registered mail\" is not counted here: the entry gives 30 days only for service outside Arizona." }) },
  },
  {
    state: 'AR', name: 'Arkansas',
    general: { level: 'general', courts: 'Circuit Court', clock: days(20, { outOfState: 30 }), what: 'written_answer', citation: 'Ark. R. Civ. P. 12(a)', source: null, check: verified({ kind: 'secondary', quote: "In most cases, a defendant in Arkansas circuit court has 20 days from the date of service to either file an answer or raise preliminary objections by motion.", source: "https://legalclarity.org/rule-12-of-the-arkansas-rules-of-civil-procedure", sourceTitle: "legalclarity.org, \"What Is Rule 12 of the Arkansas Rules of Civil Procedure?\"", comment: "isthisscam.app: \"20 in-state, 30 out-of-state or by publication\" (Ark. R. Civ. P. 12(a)(1)). The entry said 30 days before decision 045; it now counts 20, and 30 for service outside the state." }) },
    limited: { level: 'limited', courts: 'District Court', clock: days(30), what: 'written_answer', citation: 'Ark. Dist. Ct. R. 6(a)', source: null, check: verified({ kind: 'secondary', quote: "An answer is the defendant’s written response; it contains the reasons for denial of the plaintiff’s claim(s). ... The defendant must file an answer with the clerk within thirty (30) days after the service of the complaint.", source: "https://arcourtkiosk.org/2246-2/", sourceTitle: "Arkansas Court Kiosk, \"Arkansas District Court Rules\"" }) },
  },
  {
    state: 'CA', name: 'California',
    general: { level: 'general', courts: 'Superior Court (unlimited civil case)', clock: days(30), what: 'written_answer', citation: 'Cal. Code Civ. Proc. 412.20(a)(3)', source: 'https://selfhelp.courts.ca.gov/respond-civil-lawsuit', check: verified({ kind: 'rule_text', quote: "(3) A direction that the defendant file with the court a written pleading in response to the complaint within 30 days after summons is served on him or her.", source: "https://www.legalfina.com/en/laws/ca/civil_procedure/of_civil_actions/jurisdiction_and_service_of_process/summons", sourceTitle: "Cal. Code Civ. Proc. 412.20(a)(3), text as stored at legalfina.com" }), note: 'ca_substituted_service' },
    limited: { level: 'limited', courts: 'Superior Court (limited civil case, up to $35,000)', clock: days(30), what: 'written_answer', citation: 'Cal. Code Civ. Proc. 412.20(a)(3)', source: 'https://selfhelp.courts.ca.gov/respond-civil-lawsuit', check: verified({ kind: 'rule_text', quote: "(3) A direction that the defendant file with the court a written pleading in response to the complaint within 30 days after summons is served on him or her.", source: "https://www.legalfina.com/en/laws/ca/civil_procedure/of_civil_actions/jurisdiction_and_service_of_process/summons", sourceTitle: "Cal. Code Civ. Proc. 412.20(a)(3), text as stored at legalfina.com", comment: "Limited and unlimited civil cases use the same summons (form SUM-100); an earlier check read a description of SUM-100 at sum-100-form.pdffiller.com: \"30 calendar days after this form is served on them to file a written response\"." }), note: 'ca_substituted_service' },
  },
  {
    state: 'CO', name: 'Colorado',
    general: { level: 'general', courts: 'District Court', clock: days(21), what: 'written_answer', citation: 'C.R.C.P. 12(a)', source: 'https://www.coloradojudicial.gov/self-help', check: verified({ kind: 'secondary', quote: "In Colorado, a defendant served with a civil summons and complaint in District Court has 21 calendar days to file a written answer or other response under C.R.C.P. 12(a)(1).", source: "https://www.docdraft.ai/legal-guides/respond-to-a-lawsuit/colorado", sourceTitle: "A legal-guide description of Colorado practice (docdraft.ai), not the rule's text", comment: "Two stored pages say C.R.C.P. 12(a) gives 35 days when served outside Colorado (docdraft.ai for dissolution cases; courtflow.ai, which marks itself unreviewed); without the rule's text the entry does not add that longer time." }) },
    limited: { level: 'limited', courts: 'County Court (civil, up to $25,000)', clock: onPapers('answer_date'), what: 'written_answer', citation: 'C.R.C.P. 304, 312(a) (answer on or before the date and time in the summons)', source: 'https://www.coloradojudicial.gov/self-help', check: verified({ kind: 'secondary', quote: "In a County Court case, including most debt-collection matters up to $25,000, the answer is due on or before the appearance date fixed in the summons under C.R.C.P. 312(a), not on a fixed day count from service.", source: "https://www.docdraft.ai/legal-guides/respond-to-a-lawsuit/colorado", sourceTitle: "A legal-guide description of Colorado practice (docdraft.ai), not the rule's text" }) },
  },
  {
    state: 'CT', name: 'Connecticut',
    general: { level: 'general', courts: 'Superior Court', clock: onPapers('return_date', 2), what: 'appearance', citation: 'Conn. Practice Book 3-2 (appearance by the second day after the return date); 10-8 (pleadings)', source: 'https://www.jud.ct.gov/forms/', check: notFound("Conn. Practice Book 3-2 (appearance by the second day after the return date): not found in stored text; the Judicial Branch's own foreclosure instructions (jud.ct.gov) say the Appearance form \"is due by the return date\", isthisscam.app says by the second day after it. The entry keeps return date plus 2 days until the rule's text is read; the page's \"verify with the court clerk\" applies") },
    limited: { level: 'limited', courts: 'Superior Court, small claims session', clock: onPapers('answer_date'), what: 'written_answer', citation: 'Conn. Practice Book 24-8, 24-16 (answer by the answer date on the notice)', source: 'https://www.jud.ct.gov/forms/', check: verified({ kind: 'court_page', quote: "You may file an Answer to dispute claims made by the plaintiff (person who is suing you) in the complaint or to ask for more time to pay a debt. To do so, return a completed Answer form to the court on or before the Answer Date.", source: "https://fill.io/ANSWER---SMALL-CLAIMS-SUPERIOR-COURT-STATE-OF", sourceTitle: "Connecticut Judicial Branch form JD-CV-40A1 (Answer, Small Claims; P.B. 24-12, 24-14, 24-16, 24-19) as stored at fill.io" }) },
  },
  {
    state: 'DE', name: 'Delaware',
    general: { level: 'general', courts: 'Superior Court', clock: days(20), what: 'written_answer', citation: 'Del. Super. Ct. Civ. R. 12(a)', source: 'https://courts.delaware.gov/help/', check: NOT_YET_SEARCHED },
    limited: { level: 'limited', courts: 'Court of Common Pleas', clock: days(20), what: 'written_answer', citation: 'Del. Ct. Com. Pl. Civ. R. 12(a)', source: 'https://courts.delaware.gov/help/', check: NOT_YET_SEARCHED, note: 'de_justice_of_the_peace' },
  },
  {
    state: 'DC', name: 'District of Columbia',
    general: { level: 'general', courts: 'Superior Court, Civil Actions Branch', clock: days(21), what: 'written_answer', citation: 'D.C. Super. Ct. R. Civ. P. 12(a)(1)(A)', source: 'https://www.dccourts.gov/services/civil-matters', check: NOT_YET_SEARCHED },
    limited: { level: 'limited', courts: 'Superior Court, Small Claims and Conciliation Branch (up to $10,000)', clock: onPapers('hearing_date'), what: 'appear_at_hearing', citation: 'D.C. Super. Ct. Small Claims R. 7, 13 (appear on the date in the notice)', source: 'https://www.dccourts.gov/services/civil-matters/small-claims', check: NOT_YET_SEARCHED },
  },
  {
    state: 'FL', name: 'Florida',
    general: { level: 'general', courts: 'Circuit Court (over $50,000)', clock: days(20), what: 'written_answer', citation: 'Fla. R. Civ. P. 1.140(a)(1)', source: 'https://www.flcourts.gov/Resources-Services/Court-Improvement/Family-Courts/Self-Help-Information', check: verified({ kind: 'rule_text', quote: "(1) Unless a different time is prescribed in a statute of Florida, a defendant must serve an answer within 20 days after service of original process and the initial pleading on the defendant, or not later than the date fixed in a notice by publication.", source: "https://legalknowledgebase.com/how-long-does-a-defendant-have-to-answer-a-complaint-in-florida", sourceTitle: "Fla. R. Civ. P. 1.140(a)(1), text as quoted at legalknowledgebase.com" }) },
    limited: { level: 'limited', courts: 'County Court (over $8,000 up to $50,000)', clock: days(20), what: 'written_answer', citation: 'Fla. R. Civ. P. 1.140(a)(1); Form 1.902', source: null, check: verified({ kind: 'rule_text', quote: "You have 20 calendar days after this summons is served on you to file a written response to the attached complaint", source: "howtolegalhelp.com/form-1-902-summons", sourceTitle: "Fla. R. Civ. P. Form 1.902(b), the summons, as stored at howtolegalhelp.com (address as recorded by the first check)" }), note: 'fl_small_claims' },
  },
  {
    state: 'GA', name: 'Georgia',
    general: { level: 'general', courts: 'Superior Court or State Court', clock: days(30), what: 'written_answer', citation: 'O.C.G.A. 9-11-12(a)', source: 'https://georgiacourts.gov/', check: verified({ kind: 'rule_text', quote: "A defendant shall serve his answer within 30 days after the service of the summons and complaint upon him, unless otherwise provided by statute.", source: "https://law.justia.com/cases/georgia/court-of-appeals/1993/a92a2192-0.html", sourceTitle: "O.C.G.A. 9-11-12(a) as quoted in Day v. Norman, 207 Ga. App. 37 (1993)" }) },
    limited: { level: 'limited', courts: 'Magistrate Court (up to $15,000)', clock: days(30), what: 'answer_or_appear', citation: 'O.C.G.A. 15-10-43(c)', source: 'https://georgiamagistratecourts.org/', check: verified({ kind: 'court_page', quote: "Once a claim has been filed with the Magistrate Court, the defendant has 30 days to file an answer to the Court. If the defendant does not file an answer then the case will be in default. However, the defendant has an additional 15 days to pay the court cost and open the default.", source: "https://www.oglethorpecountyga.gov/copy-of-mc-dispossessory-1", sourceTitle: "Oglethorpe County (Georgia) Magistrate Court page, citing O.C.G.A. 15-10-43 to 15-10-48", comment: "The Butts County Magistrate Court's notice says the same: \"A timely answer to a Statement of Claim must be filed within 30 days from the date of service by the Sheriff's Office\" (buttscountyga.com)." }) },
  },
  {
    state: 'HI', name: 'Hawaii',
    general: { level: 'general', courts: 'Circuit Court', clock: days(20), what: 'written_answer', citation: 'Haw. R. Civ. P. 12(a)', source: 'https://www.courts.state.hi.us/self-help', check: NOT_YET_SEARCHED },
    limited: { level: 'limited', courts: 'District Court', clock: onPapers('return_date'), what: 'answer_or_appear', citation: 'Haw. Dist. Ct. R. Civ. P. 12(a) (answer or appear on the return date in the summons)', source: 'https://www.courts.state.hi.us/self-help', check: NOT_YET_SEARCHED },
  },
  {
    state: 'ID', name: 'Idaho',
    general: { level: 'general', courts: 'District Court', clock: days(21), what: 'written_answer', citation: 'I.R.C.P. 12(a)(1)(A)', source: 'https://courtselfhelp.idaho.gov/', check: NOT_YET_SEARCHED },
    limited: { level: 'limited', courts: 'Magistrate Division of the District Court', clock: days(21), what: 'written_answer', citation: 'I.R.C.P. 12(a)(1)(A)', source: 'https://courtselfhelp.idaho.gov/', check: NOT_YET_SEARCHED },
  },
  {
    state: 'IL', name: 'Illinois',
    general: { level: 'general', courts: 'Circuit Court (claims over $10,000)', clock: days(30), what: 'appearance', citation: 'Ill. S. Ct. R. 101(d), 181(a)', source: 'https://www.illinoiscourts.gov/self-help', check: verified({ kind: 'secondary', quote: "In Illinois, a defendant served with a civil summons and complaint generally has 30 calendar days, exclusive of the day of service, to file an appearance and answer under Illinois Supreme Court Rule 181(a).", source: "https://www.docdraft.ai/legal-guides/respond-to-a-lawsuit/illinois", sourceTitle: "A legal-guide description of Illinois practice (docdraft.ai), not the rule's text", comment: "The text of Ill. S. Ct. R. 101(d) was searched for and not found in the stored pages." }) },
    limited: { level: 'limited', courts: 'Circuit Court, small claims ($10,000 or less)', clock: onPapers('return_date'), what: 'appearance', citation: 'Ill. S. Ct. R. 101(b), 181(b) (appearance on or before the return date)', source: 'https://www.illinoiscourts.gov/self-help', check: verified({ kind: 'secondary', quote: "In an eviction case under Rule 181(b)(2) and in small claims under Rule 286(a), you instead appear at the time and place stated on the summons, and you do not file a written answer unless the court orders one.", source: "https://www.docdraft.ai/legal-guides/respond-to-a-lawsuit/illinois", sourceTitle: "A legal-guide description of Illinois practice (docdraft.ai), not the rules' text" }) },
  },
  {
    state: 'IN', name: 'Indiana',
    general: { level: 'general', courts: 'Circuit or Superior Court', clock: days(20, { byMail: 23 }), what: 'written_answer', citation: 'Ind. Trial Rule 6(C), 6(E)', source: 'https://www.in.gov/courts/selfservice/', check: verified({ kind: 'secondary', quote: "In Indiana, a defendant served with a civil summons and complaint generally has 20 calendar days to file a written answer under Indiana Trial Rule 6(C), which directs that a responsive pleading be served within twenty days after service of the prior pleading. If the summons was served by United States mail, Trial Rule 6(E) adds three days, for a total of 23 days.", source: "https://www.docdraft.ai/legal-guides/respond-to-a-lawsuit/indiana", sourceTitle: "A legal-guide description of Indiana practice (docdraft.ai), not the rule's text" }) },
    limited: { level: 'limited', courts: 'Small claims docket (up to $10,000)', clock: onPapers('hearing_date'), what: 'appear_at_hearing', citation: 'Ind. Small Claims Rule 2(B), 4', source: 'https://www.in.gov/courts/selfservice/', check: verified({ kind: 'secondary', quote: "In a small claims case, and in most residential eviction (possession) actions filed on the small claims docket, Indiana Small Claims Rule 4 provides that all defenses are deemed at issue without responsive pleadings, so the defendant files no answer and instead appears at the trial or return date stated in the notice of claim.", source: "https://www.docdraft.ai/legal-guides/respond-to-a-lawsuit/indiana", sourceTitle: "A legal-guide description of Indiana practice (docdraft.ai), not the rule's text" }) },
  },
  {
    state: 'IA', name: 'Iowa',
    general: { level: 'general', courts: 'District Court', clock: days(20), what: 'written_answer', citation: 'Iowa R. Civ. P. 1.303(1)', source: 'https://www.iowacourts.gov/for-the-public/representing-yourself/', check: verified({ kind: 'rule_text', quote: "Unless otherwise provided, the defendant, respondent, or other party shall serve, and within a reasonable time thereafter file, a motion or answer within 20 days after the", source: "https://solosuit.com/posts/144", sourceTitle: "Iowa R. Civ. P. 1.303(1) as quoted at solosuit.com (the stored quote ends there)" }) },
    limited: { level: 'limited', courts: 'District Court, small claims (up to $6,500)', clock: days(20), what: 'appearance', citation: 'Iowa Code 631.5 (appearance within 20 days after service, as the original notice says)', source: 'https://www.iowacourts.gov/for-the-public/representing-yourself/', check: verified({ kind: 'secondary', quote: "In a small claims case, the clerk mails the defendant a blank answer form with the original notice, and Iowa Code 631.4(1) requires the defendant to appear within twenty days following the date service is made; returning that answer form is how the defendant appears", source: "https://www.docdraft.ai/legal-guides/respond-to-a-lawsuit/iowa", sourceTitle: "A legal-guide description of Iowa practice (docdraft.ai), not the statute's text" }) },
  },
  {
    state: 'KS', name: 'Kansas',
    general: { level: 'general', courts: 'District Court (Chapter 60 civil case)', clock: days(21), what: 'written_answer', citation: 'K.S.A. 60-212(a)', source: 'https://www.kscourts.gov/Programs/Self-Help', check: verified({ kind: 'secondary', quote: "In Kansas, a defendant must respond within 21 days after being served with the summons and petition.", source: "https://www.slideshare.net/slideshow/responding-to-a-complaint-kansas/58878194", sourceTitle: "Practical Law State Q&A, \"Responding to a Complaint: Kansas\" (Thomson Reuters, 2014), citing Kan. Stat. Ann. 60-212(a)(1)(A)" }) },
    limited: { level: 'limited', courts: 'District Court, limited action (Chapter 61, up to $25,000)', clock: onPapers('answer_date'), what: 'written_answer', citation: 'K.S.A. 61-3003, 61-3008 (the summons states the answer day)', source: 'https://www.kscourts.gov/Programs/Self-Help', check: verified({ kind: 'rule_text', quote: "(a) The summons shall be issued by the clerk and dated the day it is issued. The summons shall state the time when the law requires the defendant to appear or file an answer in response to the petition ... (b) The time stated in the summons requiring the defendant to appear in response to the petition shall be determined by the court. Such time shall be not less than 14 nor more than 50 days after the date the summons is issued.", source: "https://self-law.org/code/ks/chapter-61/61-3002", sourceTitle: "K.S.A. 61-3002, as stored at self-law.org" }) },
  },
  {
    state: 'KY', name: 'Kentucky',
    general: { level: 'general', courts: 'Circuit Court', clock: days(20), what: 'written_answer', citation: 'Ky. R. Civ. P. 12.01', source: 'https://www.kycourts.gov/Legal-Help/', check: verified({ kind: 'rule_text', quote: "A defendant shall serve his/her answer within 20 days after service of the summons upon him/her.", source: "https://govt.westlaw.com/kyrules/Document/N6A217680A91B11DA8F5EE32367A250AE?viewType=FullText&originationContext=documenttoc&transitionType=DocumentItem&contextData=(sc.Default)", sourceTitle: "Ky. CR 12.01 (effective March 1, 2020), Baldwin's Kentucky Rules of Civil Procedure on govt.westlaw.com" }) },
    limited: { level: 'limited', courts: 'District Court (up to $5,000)', clock: days(20), what: 'written_answer', citation: 'Ky. R. Civ. P. 12.01', source: 'https://www.kycourts.gov/Legal-Help/', check: verified({ kind: 'rule_text', quote: "A defendant shall serve his/her answer within 20 days after service of the summons upon him/her.", source: "https://govt.westlaw.com/kyrules/Document/N6A217680A91B11DA8F5EE32367A250AE?viewType=FullText&originationContext=documenttoc&transitionType=DocumentItem&contextData=(sc.Default)", sourceTitle: "Ky. CR 12.01 (effective March 1, 2020), Baldwin's Kentucky Rules of Civil Procedure on govt.westlaw.com", comment: "The Small Claims Division of the District Court is different: docdraft.ai says no written answer is required there and the hearing is set 20 to 40 days after service (KRS 24A.300)." }) },
  },
  {
    state: 'LA', name: 'Louisiana',
    general: { level: 'general', courts: 'District Court', clock: days(21), what: 'written_answer', citation: 'La. Code Civ. Proc. art. 1001(A)', source: 'https://www.lasc.org/', check: verified({ kind: 'secondary', quote: "Defendants now have 21 days to file an answer to a petition after service of citation, instead of the previous 15-day period. La. C.C.P. art. 1001.", source: "https://gallowaylawfirm.com/significant-changes-to-procedural-laws-effective-january-1-2022/", sourceTitle: "Galloway law firm, \"Significant Changes to Procedural Laws Effective January 1, 2022\"", comment: "30 days when the plaintiff serves a discovery request with the petition (same page); the entry counts the shorter 21." }) },
    limited: { level: 'limited', courts: 'City or Parish Court', clock: days(10), what: 'written_answer', citation: 'La. Code Civ. Proc. art. 4903', source: null, check: verified({ kind: 'rule_text', quote: "The defendant shall answer within ten days of the service of citation, except that when the citation is served through the secretary of state, the delay, as to all defendants, shall be fifteen days after service.", source: "https://legis.la.gov/legis/LawPrint.aspx?d=112112", sourceTitle: "La. Code Civ. Proc. art. 4903, Louisiana State Legislature" }), note: 'la_short_time' },
  },
  {
    state: 'ME', name: 'Maine',
    general: { level: 'general', courts: 'Superior Court', clock: days(21), what: 'written_answer', citation: 'Me. R. Civ. P. 12(a)', source: 'https://www.courts.maine.gov/help/', check: NOT_YET_SEARCHED },
    limited: { level: 'limited', courts: 'District Court', clock: days(21), what: 'written_answer', citation: 'Me. R. Civ. P. 12(a)', source: 'https://www.courts.maine.gov/help/', check: NOT_YET_SEARCHED },
  },
  {
    state: 'MD', name: 'Maryland',
    general: { level: 'general', courts: 'Circuit Court', clock: days(30, { outOfState: 60 }), what: 'written_answer', citation: 'Md. Rule 2-321(a), (b)', source: 'https://www.courts.state.md.us/legalhelp', check: verified({ kind: 'rule_text', quote: "(a) General Rule. A party shall file an answer to an original complaint, counterclaim, cross-claim, or third-party claim within 30 days after being served, except as provided by sections (b) and (c) of this Rule. (b) Exceptions. (1) A defendant who is served with an original pleading outside of the State but within the United States shall file an answer within 60 days after being served.", source: "http://www.18WHEELERACCIDENTLAWYER.CO/statutes/131541/RULE-2-321-TIME-FOR-FILING-ANSWER.html", sourceTitle: "Md. Rule 2-321, text as stored at a law firm's statutes pages" }) },
    limited: { level: 'limited', courts: 'District Court of Maryland', clock: days(15, { outOfState: 60 }), what: 'notice_of_intention_to_defend', citation: 'Md. Rule 3-307(b)', source: 'https://www.peoples-law.org/how-respond-case', check: verified({ kind: 'rule_text', quote: "(1) Generally. Except as provided by subsection (b)(2) of this Rule, the notice shall be filed within 15 days after service of the complaint, counterclaim, cross-claim, or third-party claim. (2) Exceptions. A defendant shall file the notice within 60 days after being served if the defendant is: (A) served outside of the State;", source: "http://18wheeleraccidentlawyer.co/statutes/132649/RULE-3-307-NOTICE-OF-INTENTION-TO-DEFEND.html", sourceTitle: "Md. Rule 3-307(b), text as stored at a law firm's statutes pages", comment: "The People's Law Library of Maryland says the same: \"You should file the notice within 15 days after the date you receive the Complaint. You have 60 days in certain circumstances such as you were served outside Maryland\" (peoples-law.org/option-4-prepare-your-case-and-defend-yourself)." }) },
  },
  {
    state: 'MA', name: 'Massachusetts',
    general: { level: 'general', courts: 'Superior Court', clock: days(20), what: 'written_answer', citation: 'Mass. R. Civ. P. 12(a)', source: 'https://www.mass.gov/topics/law-library', check: verified({ kind: 'secondary', quote: "In Massachusetts, a defendant served with a civil summons and complaint generally has 20 calendar days to serve a written answer under Mass. R. Civ. P. 12(a).", source: "https://www.docdraft.ai/legal-guides/respond-to-a-lawsuit/massachusetts", sourceTitle: "A legal-guide description of Massachusetts practice (docdraft.ai), not the rule's text" }) },
    limited: { level: 'limited', courts: 'District Court or Boston Municipal Court (civil)', clock: days(20), what: 'written_answer', citation: 'Mass. R. Civ. P. 12(a)', source: 'https://www.mass.gov/topics/law-library', check: verified({ kind: 'secondary', quote: "District Court / Boston Municipal Court regular civil cases generally use a 20-day Answer after service under Mass. R. Civ. P. 12(a). Filing an answer does not excuse hearing attendance.", source: "https://answeredlaw.com/debt-lawsuit-deadline/massachusetts", sourceTitle: "A description of Massachusetts debt-suit deadlines (answeredlaw.com), not the rule's text", comment: "Small claims is different: docdraft.ai says an answer there is optional and the defendant appears on the trial date in the notice (Uniform Small Claims Rule 3)." }), note: 'ma_small_claims' },
  },
  {
    state: 'MI', name: 'Michigan',
    general: { level: 'general', courts: 'Circuit Court', clock: days(21, { byMail: 28, outOfState: 28 }), what: 'written_answer', citation: 'MCR 2.108(A)(1), (2)', source: 'https://michiganlegalhelp.org/', check: verified({ kind: 'court_page', quote: "If you were personally served, you have 21 days after receiving the summons to file a written answer with the court. If you were served by mail or were served outside of this state, you have 28 days", source: "fill.io", sourceTitle: "State Court Administrative Office instructions for form MC 03 (Answer, Civil), as stored at fill.io (address as recorded by the first check)" }) },
    limited: { level: 'limited', courts: 'District Court', clock: days(21, { byMail: 28, outOfState: 28 }), what: 'written_answer', citation: 'MCR 2.108(A)(1), (2)', source: 'https://michiganlegalhelp.org/', check: verified({ kind: 'court_page', quote: "If you were personally served, you have 21 days after receiving the summons to file a written answer with the court. If you were served by mail or were served outside of this state, you have 28 days", source: "fill.io", sourceTitle: "State Court Administrative Office instructions for form MC 03 (Answer, Civil), as stored at fill.io (address as recorded by the first check)" }) },
  },
  {
    state: 'MN', name: 'Minnesota',
    general: { level: 'general', courts: 'District Court', clock: days(20), what: 'written_answer', citation: 'Minn. R. Civ. P. 12.01', source: 'https://mncourts.gov/selfhelp', check: verified({ kind: 'court_page', quote: "The Summons states the amount of time the defendant has to respond. For most civil cases the defendant has 20 days to respond by serving a written Answer on the plaintiff.", source: "http://www.mncourts.gov/selfhelp/?page=4911", sourceTitle: "Minnesota Judicial Branch Self-Help Center, \"Answering a Civil Action\"", comment: "Minn. R. Civ. P. 12.01 as stored at casetext.com (as amended through February 1, 2024) says the same: \"Defendant shall serve an answer within 20 days after service of the summons\". One stored version of the Minnesota Attorney General's flyer says 21 days; if the rule now gives 21, the 20 shown here is one day early, the safe error." }), note: 'pocket_service' },
    limited: { level: 'limited', courts: 'Conciliation Court (up to $15,000)', clock: onPapers('hearing_date'), what: 'appear_at_hearing', citation: 'Minn. Gen. R. Prac. 507, 512', source: 'https://mncourts.gov/selfhelp', check: NOT_YET_SEARCHED },
  },
  {
    state: 'MS', name: 'Mississippi',
    general: { level: 'general', courts: 'Circuit or County Court', clock: days(30), what: 'written_answer', citation: 'Miss. R. Civ. P. 12(a)', source: null, check: verified({ kind: 'secondary', quote: "You have exactly 30 days from the date of service to file your Answer.", source: "https://www.talkaboutdebt.ai/learn/debt-lawsuits/answer-summons-debt-collection-mississippi", sourceTitle: "A description of Mississippi debt suits (talkaboutdebt.ai), citing Miss. R. Civ. P. 12" }) },
    limited: { level: 'limited', courts: 'Justice Court (up to $3,500)', clock: onPapers('hearing_date'), what: 'appear_at_hearing', citation: 'Unif. R. P. Justice Ct. 2.05 (appear on the return date in the summons)', source: null, check: NOT_YET_SEARCHED },
  },
  {
    state: 'MO', name: 'Missouri',
    general: { level: 'general', courts: 'Circuit Court', clock: days(30), what: 'written_answer', citation: 'Mo. S. Ct. R. 55.25(a)', source: 'https://www.courts.mo.gov/page.jsp?id=705', check: verified({ kind: 'secondary', quote: "In Missouri, a defendant served with a formal civil summons and petition has 30 calendar days to file a written answer under Missouri Supreme Court Rule 55.25.", source: "https://www.docdraft.ai/legal-guides/respond-to-a-lawsuit/missouri", sourceTitle: "A legal-guide description of Missouri practice (docdraft.ai), not the rule's text" }) },
    limited: { level: 'limited', courts: 'Associate Circuit Division', clock: onPapers('return_date'), what: 'appear_at_hearing', citation: 'Mo. Rev. Stat. 517.041 (appear on the return date in the summons)', source: 'https://www.courts.mo.gov/page.jsp?id=705', check: verified({ kind: 'secondary', quote: "In an associate circuit case (claims up to $25,000), no separate written answer is required under Mo. Rev. Stat. § 517.031, and the defendant appears on the return date and time stated in the summons, though any affirmative defenses, counterclaims, or cross claims must be filed in writing by that return date.", source: "https://www.docdraft.ai/legal-guides/respond-to-a-lawsuit/missouri", sourceTitle: "A legal-guide description of Missouri practice (docdraft.ai), not the statute's text", comment: "That description cites § 517.031; the entry's citation (§ 517.041) was not checked against a stored text." }) },
  },
  {
    state: 'MT', name: 'Montana',
    general: { level: 'general', courts: 'District Court', clock: days(21), what: 'written_answer', citation: 'Mont. R. Civ. P. 12(a)', source: 'https://courts.mt.gov/Self-Help', check: NOT_YET_SEARCHED },
    limited: { level: 'limited', courts: 'Justice Court', clock: days(20), what: 'written_answer', citation: 'Mont. Just. & City Ct. R. Civ. P. 8, 12', source: 'https://courts.mt.gov/Self-Help', check: NOT_YET_SEARCHED },
  },
  {
    state: 'NE', name: 'Nebraska',
    general: { level: 'general', courts: 'District Court', clock: days(30), what: 'written_answer', citation: 'Neb. Ct. R. Pldg. 6-1112(a)', source: 'https://supremecourt.nebraska.gov/self-help', check: verified({ kind: 'secondary', quote: "What should you do if you receive a court summons in Nebraska? The answer is simple: file a Written Response to the lawsuit within 30 days with the Clerk of the Court.", source: "https://www.samturcolaw.net/videos/responding-to-a-nebraska-court-summons/", sourceTitle: "A Nebraska lawyer's page, \"Responding to a Nebraska Court Summons\"" }) },
    limited: { level: 'limited', courts: 'County Court', clock: days(30), what: 'written_answer', citation: 'Neb. Ct. R. Pldg. 6-1112(a)', source: 'https://supremecourt.nebraska.gov/self-help', check: verified({ kind: 'secondary', quote: "The summons typically says that an “appropriate response” must be issued within 30 days.", source: "https://www.nebraskadebtbankruptcyblog.com/2013/12/responding-to-a-court-summons-in-nebraska/", sourceTitle: "A Nebraska debt and bankruptcy lawyer's blog, \"Responding to a court summons in Nebraska\" (2013)", comment: "isthisscam.app says county and district court use the same 30 days since January 1, 2025 (Neb. Ct. R. Pldg. 6-1112(a))." }) },
  },
  {
    state: 'NV', name: 'Nevada',
    general: { level: 'general', courts: 'District Court', clock: days(21), what: 'written_answer', citation: 'Nev. R. Civ. P. 12(a)(1)', source: 'https://www.civillawselfhelpcenter.org/', check: verified({ kind: 'secondary', quote: "In Nevada, a defendant served with a civil summons and complaint has 21 calendar days to file a written answer under Nevada Rule of Civil Procedure 12(a)(1)(A).", source: "https://www.docdraft.ai/legal-guides/respond-to-a-lawsuit/nevada", sourceTitle: "A legal-guide description of Nevada practice (docdraft.ai), not the rule's text" }) },
    limited: { level: 'limited', courts: 'Justice Court', clock: days(20), what: 'written_answer', citation: 'Nev. Just. Ct. R. Civ. P. 12(a)(1)', source: 'https://www.civillawselfhelpcenter.org/', check: verified({ kind: 'court_page', quote: "The length of time to respond is specified in the Summons. Normally the time to respond is 20 days (including weekends and holidays but not the date of service).", source: "https://www.washoecounty.gov/rjc/divisions/civil/services/small-claims-civil-actions/civil-action-howto-answer.php", sourceTitle: "Reno Justice Court (Washoe County), \"Civil Action - How To Answer\"", comment: "isthisscam.app says the 2024 Justice Court rules made it 21 days; the court's own page says 20, and the table keeps 20, the earlier date, until the rule's text is read. The summons states the time." }) },
  },
  {
    state: 'NH', name: 'New Hampshire',
    general: { level: 'general', courts: 'Superior Court', clock: days(30), what: 'written_answer', citation: 'N.H. Super. Ct. R. 9(a)', source: 'https://www.courts.nh.gov/resources', check: NOT_YET_SEARCHED },
    limited: { level: 'limited', courts: 'Circuit Court, District Division', clock: onPapers('return_date'), what: 'appearance', citation: 'N.H. Cir. Ct. Dist. Div. R. 3.5 (appearance by the return date on the papers)', source: 'https://www.courts.nh.gov/resources', check: NOT_YET_SEARCHED },
  },
  {
    state: 'NJ', name: 'New Jersey',
    general: { level: 'general', courts: 'Superior Court, Law Division', clock: days(35), what: 'written_answer', citation: 'N.J. Ct. R. 4:6-1(a)', source: 'https://www.njcourts.gov/self-help', check: verified({ kind: 'secondary', quote: "You have 35 days from the date you received the summons to file a written answer or motion. This period does not include the day you received the summons.", source: "https://njpdfforms.com/new-jersey-summons", sourceTitle: "A description of the New Jersey Superior Court summons at njpdfforms.com", comment: "legalclarity.org/time-to-answer-a-complaint-in-new-jersey says the answer \"must be served within 35 days after the summons and complaint are served on the defendant. This deadline is established by New Jersey Court Rule 4:6.\"" }) },
    limited: { level: 'limited', courts: 'Superior Court, Law Division, Special Civil Part (up to $20,000)', clock: days(35), what: 'written_answer', citation: 'N.J. Ct. R. 6:3-1; 4:6-1(a)', source: 'https://www.njcourts.gov/self-help/special-civil-part', check: verified({ kind: 'court_page', quote: "you must file a written answer to the complaint with the Office of the Special Civil Part in the county in which the complaint was filed within the number of days stated in the summons (35 days).", source: "https://www.njcourts.gov/faq/can-i-file-answer-complaint-special-civil", sourceTitle: "New Jersey Courts, \"Can I File an Answer to a Complaint with Special Civil?\"" }) },
  },
  {
    state: 'NM', name: 'New Mexico',
    general: { level: 'general', courts: 'District Court', clock: days(30), what: 'written_answer', citation: 'Rule 1-012(A) NMRA', source: 'https://selfhelp.nmcourts.gov/', check: verified({ kind: 'secondary', quote: "In New Mexico you have 30 days to file an Answer with the court after you're served the Summons and Complaint.", source: "https://www.solosuit.com/posts/answer-summons-debt-collection-new-mexico", sourceTitle: "A description of New Mexico debt suits (solosuit.com)" }) },
    limited: { level: 'limited', courts: 'Magistrate Court or Bernalillo County Metropolitan Court', clock: days(20), what: 'written_answer', citation: 'Rules 2-302, 3-302 NMRA', source: 'https://selfhelp.nmcourts.gov/', check: notFound("Rule 2-302 NMRA (magistrate courts) as stored at casetext.com (amended through November 1, 2024) says \"The defendant shall file his answer on or before the appearance date as fixed in the summons\"; debtaegis.com says magistrate court is \"typically 20 days\". The entry keeps 20 days after service until the appearance-date rule is built in; the date in the summons wins") },
  },
  {
    state: 'NY', name: 'New York',
    general: { level: 'general', courts: 'Supreme Court', clock: days(20, { notInHand: 30, outOfState: 30 }), what: 'written_answer', citation: 'N.Y. CPLR 320(a), 3012(c)', source: 'https://www.nycourts.gov/courthelp/', check: verified({ kind: 'rule_text', quote: "Where, as here, service was effected pursuant to CPLR 308(2), \"the [defendant's] appearance shall be made within thirty days after service is complete\" (CPLR 320[a]; see CPLR 3012[c]).", source: "http://nycourts.gov/REPORTER/3dseries/2020/2020_04292.htm", sourceTitle: "N.Y. CPLR 320(a) as quoted in Deutsche Bank Natl. Trust Co. v. Hall, 2020 NY Slip Op 04292 (2d Dept.)", comment: "This quote confirms the 30 days for service not in hand; the 20 days for delivery in hand are from the rule as cited, not from this quote." }), note: 'ny_not_in_hand' },
    limited: { level: 'limited', courts: 'Civil Court of the City of New York, District, City or Justice Court', clock: days(20, { notInHand: 30, outOfState: 30 }), what: 'written_answer', citation: 'N.Y. CCA 402; CPLR 320(a)', source: 'https://www.nycourts.gov/courthelp/', check: verified({ kind: 'rule_text', quote: "shall require him to appear and answer within twenty days after its service", source: "Linden Chiropractic v. State-Wide Ins. (N.Y. Civ. Ct.)", sourceTitle: "N.Y. CCA 402(a) as quoted in Linden Chiropractic v. State-Wide Ins. (N.Y. Civ. Ct.); the first check recorded the decision, not an address", comment: "A summons personally delivered within the city of New York; the 30 days for other service are from CPLR 320(a) (see the general entry)." }), note: 'ny_not_in_hand' },
  },
  {
    state: 'NC', name: 'North Carolina',
    general: { level: 'general', courts: 'Superior or District Court', clock: days(30), what: 'written_answer', citation: 'N.C. R. Civ. P. 12(a)(1)', source: 'https://www.nccourts.gov/help-topics', check: verified({ kind: 'secondary', quote: "In North Carolina, a defendant served with a civil summons and complaint must serve a written answer within 30 calendar days after service under N.C.G.S. § 1A-1, Rule 12(a)(1).", source: "https://www.docdraft.ai/legal-guides/respond-to-a-lawsuit/north-carolina", sourceTitle: "A legal-guide description of North Carolina practice (docdraft.ai), not the rule's text" }) },
    limited: { level: 'limited', courts: 'Small claims before a magistrate (up to $10,000)', clock: onPapers('hearing_date'), what: 'appear_at_hearing', citation: 'N.C. Gen. Stat. 7A-217, 7A-218, 7A-222', source: 'https://www.nccourts.gov/help-topics', check: verified({ kind: 'secondary', quote: "A Small Claims action heard by a magistrate requires no written answer at all; under N.C.G.S. § 7A-218 your failure to file one counts as a general denial, and you respond by appearing at the hearing.", source: "https://www.docdraft.ai/legal-guides/respond-to-a-lawsuit/north-carolina", sourceTitle: "A legal-guide description of North Carolina practice (docdraft.ai), not the statute's text" }) },
  },
  {
    state: 'ND', name: 'North Dakota',
    general: { level: 'general', courts: 'District Court', clock: days(21), what: 'written_answer', citation: 'N.D. R. Civ. P. 12(a)(1)', source: 'https://www.ndcourts.gov/legal-self-help', check: NOT_YET_SEARCHED, note: 'pocket_service' },
    limited: { level: 'limited', courts: 'District Court, small claims', clock: onPapers('hearing_date'), what: 'appear_at_hearing', citation: 'N.D. Cent. Code 27-08.1-02', source: 'https://www.ndcourts.gov/legal-self-help', check: NOT_YET_SEARCHED },
  },
  {
    state: 'OH', name: 'Ohio',
    general: { level: 'general', courts: 'Court of Common Pleas', clock: days(28), what: 'written_answer', citation: 'Ohio Civ. R. 12(A)(1)', source: 'https://www.supremecourt.ohio.gov/courts/services-to-courts/self-help/', check: verified({ kind: 'rule_text', quote: "The defendant shall serve his answer within twenty-eight days after service of the summons and complaint upon him", source: "yumpu.com", sourceTitle: "Ohio Civ. R. 12(A)(1), Ohio Rules of Civil Procedure (Supreme Court of Ohio) as stored at yumpu.com (address as recorded by the first check)" }) },
    limited: { level: 'limited', courts: 'Municipal or County Court', clock: days(28), what: 'written_answer', citation: 'Ohio Civ. R. 12(A)(1)', source: 'https://www.supremecourt.ohio.gov/courts/services-to-courts/self-help/', check: verified({ kind: 'rule_text', quote: "The defendant shall serve his answer within twenty-eight days after service of the summons and complaint upon him", source: "yumpu.com", sourceTitle: "Ohio Civ. R. 12(A)(1), Ohio Rules of Civil Procedure (Supreme Court of Ohio) as stored at yumpu.com (address as recorded by the first check)" }) },
  },
  {
    state: 'OK', name: 'Oklahoma',
    general: { level: 'general', courts: 'District Court', clock: days(20), what: 'written_answer', citation: '12 Okla. Stat. 2012(A)', source: 'https://www.oscn.net/', check: verified({ kind: 'rule_text', quote: "A defendant shall serve an answer within twenty (20) days after the service of the summons and petition upon the defendant.", source: "https://justlegalsolutions.org/blog/how-long-respond-lawsuit-oklahoma", sourceTitle: "12 O.S. 2012 as quoted at justlegalsolutions.org (April 2026)" }) },
    limited: { level: 'limited', courts: 'District Court, small claims (up to $10,000)', clock: onPapers('hearing_date'), what: 'appear_at_hearing', citation: '12 Okla. Stat. 1754, 1757', source: 'https://www.oscn.net/', check: verified({ kind: 'secondary', quote: "Small claims cases may not allow written answers, but you must attend your hearing prepared.", source: "https://www.talkaboutdebt.ai/learn/debt-lawsuits/answer-summons-debt-collection-oklahoma", sourceTitle: "A description of Oklahoma debt suits (talkaboutdebt.ai), not the statute's text" }) },
  },
  {
    state: 'OR', name: 'Oregon',
    general: { level: 'general', courts: 'Circuit Court', clock: days(30), what: 'written_answer', citation: 'ORCP 7 C(2)', source: 'https://www.courts.oregon.gov/help/', check: verified({ kind: 'secondary', quote: "In Oregon, a defendant served with a civil summons and complaint has 30 calendar days to file a written answer under Oregon Rule of Civil Procedure 7 C(2), applied through ORCP 15 A.", source: "https://www.docdraft.ai/legal-guides/respond-to-a-lawsuit/oregon", sourceTitle: "A legal-guide description of Oregon practice (docdraft.ai), not the rule's text" }) },
    limited: { level: 'limited', courts: 'Circuit Court, small claims department', clock: days(14), what: 'answer_or_appear', citation: 'ORS 46.445', source: 'https://www.courts.oregon.gov/help/', check: notFound("ORS 46.445 / 46.455 (small claims response time): stored sources disagree (talkaboutdebt.ai: 14 calendar days; docdraft.ai and isthisscam.app: 30 days under ORS 46.455) and no text of the statute was found; the table keeps 14, the earlier date") },
  },
  {
    state: 'PA', name: 'Pennsylvania',
    general: { level: 'general', courts: 'Court of Common Pleas', clock: days(20), what: 'written_answer', citation: 'Pa. R. Civ. P. 1026(a), 1018.1', source: 'https://www.pacourts.us/learn/representing-yourself', check: verified({ kind: 'rule_text', quote: "You have been sued in court. If you wish to defend against the claims set forth in the following pages, you must take action within twenty (20) days after this complaint and notice are served, by entering a written appearance personally or by attorney and filing in writing with the court your defenses or objections to the claims set forth against you.", source: "http://18wheeleraccidentlawyer.co/statutes/88728/Rule-1018.1-Notice-to-Defend-Form.html", sourceTitle: "Pa. R. Civ. P. 1018.1(b), the notice to defend, text as stored at a law firm's statutes pages" }) },
    limited: { level: 'limited', courts: 'Magisterial District Court, or Philadelphia Municipal Court', clock: onPapers('hearing_date'), what: 'appear_at_hearing', citation: 'Pa. R. Civ. P. M.D.J. 305, 314', source: 'https://www.pacourts.us/learn/representing-yourself', check: verified({ kind: 'rule_text', quote: "(a) Set a hearing date which shall be not less than 12 or more than 60 days from the date the complaint is filed. ... If you wish to appear at the hearing and defend against the claims set forth in the complaint, you should notify the court in writing. You may give notice by completing the enclosed Notice of Intent to Defend form and returning it to the court.", source: "https://pacodeandbulletin.gov/Display/pacode?file=%2Fsecure%2Fpacode%2Fdata%2F246%2Fchapter300%2Fs305.html", sourceTitle: "Pa. R. Civ. P. M.D.J. 305 (246 Pa. Code), Pennsylvania Code & Bulletin" }) },
  },
  {
    state: 'RI', name: 'Rhode Island',
    general: { level: 'general', courts: 'Superior Court', clock: days(20), what: 'written_answer', citation: 'R.I. Super. R. Civ. P. 12(a)', source: 'https://www.courts.ri.gov/', check: NOT_YET_SEARCHED },
    limited: { level: 'limited', courts: 'District Court', clock: days(20), what: 'written_answer', citation: 'R.I. Dist. R. Civ. P. 12(a)', source: 'https://www.courts.ri.gov/', check: NOT_YET_SEARCHED },
  },
  {
    state: 'SC', name: 'South Carolina',
    general: { level: 'general', courts: 'Court of Common Pleas', clock: days(30), what: 'written_answer', citation: 'SCRCP 12(a)', source: 'https://www.sccourts.org/selfHelp/', check: verified({ kind: 'rule_text', quote: "A defendant shall serve his answer within 30 days after the service of the complaint upon him.", source: "https://www.solosuit.com/posts/answer-summons-debt-collection-south-carolina", sourceTitle: "SCRCP 12(a) as quoted at solosuit.com" }) },
    limited: { level: 'limited', courts: 'Magistrate Court (up to $7,500)', clock: days(30), what: 'written_answer', citation: 'S.C. R. Magis. Ct. 7(b); S.C. Code 22-3-220', source: 'https://www.sccourts.org/selfHelp/', check: verified({ kind: 'court_page', quote: "(b) A defendant shall file an answer and any appropriate counterclaims with the court within thirty (30) days from the first day after the date of service.", source: "https://www.sccourts.org/courtReg/displayRule.cfm?ruleID=7.0&subRuleID=&ruleType=MAG", sourceTitle: "South Carolina Judicial Branch, Rules of Magistrates Court, Rule 7" }) },
  },
  {
    state: 'SD', name: 'South Dakota',
    general: { level: 'general', courts: 'Circuit Court', clock: days(30), what: 'written_answer', citation: 'SDCL 15-6-12(a)', source: 'https://ujs.sd.gov/Information/selfhelp.aspx', check: NOT_YET_SEARCHED },
    limited: { level: 'limited', courts: 'Magistrate Court, small claims', clock: onPapers('hearing_date'), what: 'appear_at_hearing', citation: 'SDCL 15-39-51', source: 'https://ujs.sd.gov/Information/selfhelp.aspx', check: NOT_YET_SEARCHED },
  },
  {
    state: 'TN', name: 'Tennessee',
    general: { level: 'general', courts: 'Circuit or Chancery Court', clock: days(30), what: 'written_answer', citation: 'Tenn. R. Civ. P. 12.01', source: 'https://www.tncourts.gov/help-center', check: verified({ kind: 'rule_text', quote: "12.01 When Presented. A defendant shall serve an answer within thirty (30) days after the service of the summons and complaint upon him.", source: "https://rulesofcivilprocedure.com/tn/rule-12/", sourceTitle: "Tenn. R. Civ. P. 12.01, text as stored at rulesofcivilprocedure.com" }) },
    limited: { level: 'limited', courts: 'General Sessions Court (civil warrant)', clock: onPapers('hearing_date'), what: 'appear_at_hearing', citation: 'Tenn. Code Ann. 16-15-501, 16-15-505 (appear on the date on the civil warrant)', source: 'https://www.tncourts.gov/help-center', check: notFound("Tenn. Code Ann. 16-15-501, 16-15-505 (General Sessions civil warrant): found only a third-party summary (isthisscam.app) that itself says it rests partly on secondary sources.") },
  },
  {
    state: 'TX', name: 'Texas',
    general: { level: 'general', courts: 'District Court or County Court', clock: { type: 'monday_after_days', days: 20 }, what: 'written_answer', citation: 'Tex. R. Civ. P. 99(b), (c); 4', source: 'https://texaslawhelp.org/', check: verified({ kind: 'rule_text', quote: "on or before 10:00 a.m. on the Monday next after the expiration of twenty days after the date of service", source: "courtdeadlines.com/texas-answer-deadline-calculator", sourceTitle: "Tex. R. Civ. P. 99(b) as quoted at courtdeadlines.com (address as recorded by the first check)", comment: "Judge Bonnie Sudderth's worked examples: a 20th day that is a Monday moves the answer to the following Monday." }) },
    limited: { level: 'limited', courts: 'Justice Court (debt claim case, up to $20,000)', clock: days(14), what: 'written_answer', citation: 'Tex. R. Civ. P. 502.5(a), 501.1(c)', source: 'https://texaslawhelp.org/', check: verified({ kind: 'rule_text', quote: "Your answer is due by the end of the 14th day after the day you were served with these papers. If the 14th day is a Saturday, Sunday, or legal holiday, your answer is due by the end of the first day following the 14th day that is not a Saturday, Sunday, or legal holiday.", source: "casetext.com", sourceTitle: "Tex. R. Civ. P. 501.1(c) (amended through Dec. 17, 2024) as stored at casetext.com (address as recorded by the first check)" }) },
  },
  {
    state: 'UT', name: 'Utah',
    general: { level: 'general', courts: 'District Court', clock: days(21, { outOfState: 30 }), what: 'written_answer', citation: 'Utah R. Civ. P. 12(a)', source: 'https://www.utcourts.gov/en/self-help.html', check: verified({ kind: 'secondary', quote: "In most cases, if the defendant is served in Utah, they must file their answer within 21 calendar days after the date of service. If the defendant is served outside Utah, they must file an answer within 30 calendar days after service.", source: "https://www.uslegalforms.com/forms-kit/us-000299/salt-lake-form-declaratory-judgment-complaint", sourceTitle: "Words of the Utah courts' \"Answering a Complaint or Petition\" page as repeated at uslegalforms.com", comment: "The Utah courts' own page (utcourts.gov/howto/answer) has a \"Time to Respond\" section; the stored copy ends before its text." }), note: 'utah_served_before_filing' },
    limited: { level: 'limited', courts: 'Justice Court, small claims', clock: onPapers('hearing_date'), what: 'appear_at_hearing', citation: 'Utah R. Small Claims P. 4, 7', source: 'https://www.utcourts.gov/en/self-help.html', check: NOT_YET_SEARCHED },
  },
  {
    state: 'VT', name: 'Vermont',
    general: { level: 'general', courts: 'Superior Court, Civil Division', clock: days(21), what: 'written_answer', citation: 'V.R.C.P. 12(a)(1)', source: 'https://www.vermontjudiciary.org/self-help', check: NOT_YET_SEARCHED },
    limited: { level: 'limited', courts: 'Superior Court, small claims', clock: days(21), what: 'written_answer', citation: 'V.R.S.C.P. 3(b)', source: 'https://www.vermontjudiciary.org/self-help', check: NOT_YET_SEARCHED },
  },
  {
    state: 'VA', name: 'Virginia',
    general: { level: 'general', courts: 'Circuit Court', clock: days(21), what: 'written_answer', citation: 'Va. Sup. Ct. R. 3:8(a)', source: 'https://www.vacourts.gov/', check: verified({ kind: 'rule_text', quote: "(a) Response Requirement. A defendant must file pleadings in response within 21 days after service of the summons and complaint upon that defendant", source: "https://casetext.com/rule/virginia-court-rules/virginia-rules-of-supreme-court/part-three-practice-and-procedures-in-civil-actions/rule-38-answers-pleas-demurrers-and-motions", sourceTitle: "Va. Sup. Ct. R. 3:8(a) (as amended through November 21, 2023), as stored at casetext.com" }) },
    limited: { level: 'limited', courts: 'General District Court (warrant in debt)', clock: onPapers('return_date'), what: 'appear_at_hearing', citation: 'Va. Code 16.1-79; Va. Sup. Ct. R. 7B:2', source: 'https://www.vacourts.gov/', check: verified({ kind: 'secondary', quote: "A General District Court civil warrant, used for many debt collection cases, requires no written answer to avoid default under Va. Code § 16.1-79; the defendant must appear before the court on the return date stated in the warrant, which is set not exceeding 90 days from the date of service.", source: "https://www.docdraft.ai/legal-guides/respond-to-a-lawsuit/virginia", sourceTitle: "A legal-guide description of Virginia General District Court practice (docdraft.ai), not the statute's text" }), note: 'va_return_date' },
  },
  {
    state: 'WA', name: 'Washington',
    general: { level: 'general', courts: 'Superior Court', clock: days(20, { outOfState: 60 }), what: 'written_answer', citation: 'Wash. CR 12(a)(1), (2)', source: 'https://www.washingtonlawhelp.org/', check: verified({ kind: 'secondary', quote: "The Defendant must respond to the Summons and Complaint within twenty (20) calendar days of receiving personal service. [For a Summons and Complaint served outside the state of Washington, the specified response time is sixty (60) calendar days.] CR 12(a). When calculating your days, do not count the day the Defendant was served.", source: "https://kcll.org/beingsued/", sourceTitle: "King County Law Library, \"Being sued\"", comment: "CR 12(a)(1) as quoted at joshua.law: an answer \"within 20 days, exclusive of the day of service, after the service of the summons and complaint.\"" }), note: 'pocket_service' },
    limited: { level: 'limited', courts: 'District Court', clock: days(20, { outOfState: 60 }), what: 'written_answer', citation: 'Wash. CRLJ 12(a)', source: 'https://www.washingtonlawhelp.org/', check: notFound("Wash. CRLJ 12(a) (district court): pages corpus for the rule's 20-day text; found only superior court CR 12 sources (kcll.org, joshua.law, a Practical Law Q&A)"), note: 'pocket_service' },
  },
  {
    state: 'WV', name: 'West Virginia',
    general: { level: 'general', courts: 'Circuit Court', clock: days(20), what: 'written_answer', citation: 'W. Va. R. Civ. P. 12(a)', source: 'https://www.courtswv.gov/public-resources', check: verified({ kind: 'secondary', quote: "In circuit courts, the defendant must serve its answer within 20 days after service of the summons (W. Va. R. Civ. P. 12(a)(1)", source: "https://docslib.org/doc/9735280/west-virginia", sourceTitle: "Practical Law State Q&A, \"Responding to a Complaint: West Virginia\" (Dinsmore & Shohl), as stored at docslib.org", comment: "isthisscam.app and worldlawdigest.com say circuit courts give 30 days since January 1, 2025; the entry keeps 20, the earlier date, until the amended rule's text is read." }) },
    limited: { level: 'limited', courts: 'Magistrate Court (up to $10,000)', clock: days(20), what: 'written_answer', citation: 'W. Va. R. Civ. P. Magis. Ct. 12(a)', source: 'https://www.courtswv.gov/public-resources', check: verified({ kind: 'rule_text', quote: "(b) Time. The answer shall be filed and served by the defendant: (1) Within 20 days after service of the summons and complaint; or (2) If service of the summons and complaint is made upon an agent or attorney in fact authorized to accept service upon the defendant, within 30 days after service", source: "http://www.legis.state.wv.us/WVCODE/MagRules_htm/CIVPROMASection01.htm", sourceTitle: "W. Va. R. Civ. P. Magis. Ct. 4(b), West Virginia Legislature" }) },
  },
  {
    state: 'WI', name: 'Wisconsin',
    general: { level: 'general', courts: 'Circuit Court (large claims)', clock: days(20), what: 'written_answer', citation: 'Wis. Stat. 802.06(1)', source: 'https://www.wicourts.gov/services/public/selfhelp/', check: verified({ kind: 'rule_text', quote: "A defendant shall serve an answer within 20 days after the service of the complaint.", source: "https://www.talkaboutdebt.ai/learn/debt-lawsuits/answer-summons-debt-collection-wisconsin", sourceTitle: "Wis. Stat. 802.06(1)(a) as quoted at talkaboutdebt.ai" }) },
    limited: { level: 'limited', courts: 'Circuit Court, small claims (up to $10,000)', clock: onPapers('return_date'), what: 'answer_or_appear', citation: 'Wis. Stat. 799.05, 799.20', source: 'https://www.wicourts.gov/services/public/selfhelp/', check: verified({ kind: 'rule_text', quote: "(1) Pleading on return date or adjourned date. On the return date of the summons or any adjourned date thereof the defendant may answer, move to dismiss under § 802.06 (2) or otherwise respond to the complaint.", source: "http://www.lawserver.com/law/state/wisconsin/2011-wi-laws/2011_wisconsin_laws_799-20", sourceTitle: "Wis. Stat. 799.20(1) (2011 text) as stored at lawserver.com" }) },
  },
  {
    state: 'WY', name: 'Wyoming',
    general: { level: 'general', courts: 'District Court', clock: days(20), what: 'written_answer', citation: 'W.R.C.P. 12(a)(1)', source: 'https://www.courts.state.wy.us/legal-help/', check: NOT_YET_SEARCHED },
    limited: { level: 'limited', courts: 'Circuit Court', clock: days(20), what: 'written_answer', citation: 'W.R.C.P.C.C. 12(a)', source: 'https://www.courts.state.wy.us/legal-help/', check: NOT_YET_SEARCHED },
  },
]; // prettier-ignore

export const answerRulesFor = (state: string): StateAnswerRules | undefined => ANSWER_RULES.find((r) => r.state === state.toUpperCase());
