/**
 * The time to answer a civil suit, for every state and DC, at two court levels: the trial court of
 * general jurisdiction (where larger debt suits go) and the court of limited jurisdiction where most
 * consumer-debt suits are filed (justice, magistrate, district, county, municipal or general
 * district courts, small claims). Read by `computeAnswerDeadline` and by the tests.
 *
 * Sources: each entry cites the rule of civil procedure, statute or court rule that sets the time
 * (the citation is the source; `source` adds the court's own page where one is known). `checked` is
 * the date an entry was compared with the text of the cited rule as published (a stored copy of the
 * rule or the court's page, named in `checkedAgainst`); null means the entry was written from the
 * cited rule without that comparison in this repository and must be confirmed before it is relied
 * on. Every entry is shown with "verify with the court clerk": local rules, the way you were served
 * and the court's own holidays can change the date, and the date printed on your papers wins.
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
  checked: IsoDate | null;
  checkedAgainst?: string;
  /** A fact of this state a person should know, as an id the page words (`lawsuit.notes.<id>`). */
  note?: AnswerNote;
};

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

export const ANSWER_RULES: readonly StateAnswerRules[] = [
  {
    state: 'AL', name: 'Alabama',
    general: { level: 'general', courts: 'Circuit Court', clock: days(30), what: 'written_answer', citation: 'Ala. R. Civ. P. 12(a)', source: 'https://judicial.alabama.gov/library/rules/cv12', checked: null },
    limited: { level: 'limited', courts: 'District Court (including the small claims docket)', clock: days(14), what: 'written_answer', citation: 'Ala. R. Civ. P. 12(dc)', source: 'https://judicial.alabama.gov/library/rules/cv12', checked: null },
  },
  {
    state: 'AK', name: 'Alaska',
    general: { level: 'general', courts: 'Superior Court', clock: days(20), what: 'written_answer', citation: 'Alaska R. Civ. P. 12(a)', source: 'https://courts.alaska.gov/shc/', checked: null },
    limited: { level: 'limited', courts: 'District Court (including small claims)', clock: days(20), what: 'written_answer', citation: 'Alaska R. Civ. P. 12(a); Alaska Dist. Ct. R. Civ. P. 1; Alaska R. Small Claims P. 6', source: 'https://courts.alaska.gov/shc/', checked: null },
  },
  {
    state: 'AZ', name: 'Arizona',
    general: { level: 'general', courts: 'Superior Court', clock: days(20, { outOfState: 30 }), what: 'written_answer', citation: 'Ariz. R. Civ. P. 12(a)(1)', source: 'https://www.azcourts.gov/selfservicecenter', checked: null },
    limited: { level: 'limited', courts: 'Justice Court', clock: days(20, { outOfState: 30 }), what: 'written_answer', citation: 'Ariz. Justice Ct. R. Civ. P. 112(a)', source: 'https://www.azcourts.gov/selfservicecenter', checked: null },
  },
  {
    state: 'AR', name: 'Arkansas',
    general: { level: 'general', courts: 'Circuit Court', clock: days(30), what: 'written_answer', citation: 'Ark. R. Civ. P. 12(a)', source: null, checked: null },
    limited: { level: 'limited', courts: 'District Court', clock: days(30), what: 'written_answer', citation: 'Ark. Dist. Ct. R. 6(a)', source: null, checked: null },
  },
  {
    state: 'CA', name: 'California',
    general: { level: 'general', courts: 'Superior Court (unlimited civil case)', clock: days(30), what: 'written_answer', citation: 'Cal. Code Civ. Proc. 412.20(a)(3)', source: 'https://selfhelp.courts.ca.gov/respond-civil-lawsuit', checked: null, note: 'ca_substituted_service' },
    limited: { level: 'limited', courts: 'Superior Court (limited civil case, up to $35,000)', clock: days(30), what: 'written_answer', citation: 'Cal. Code Civ. Proc. 412.20(a)(3)', source: 'https://selfhelp.courts.ca.gov/respond-civil-lawsuit', checked: '2026-11-23', checkedAgainst: 'a stored description of Judicial Council form SUM-100 (sum-100-form.pdffiller.com: "30 calendar days after this form is served on them to file a written response")', note: 'ca_substituted_service' },
  },
  {
    state: 'CO', name: 'Colorado',
    general: { level: 'general', courts: 'District Court', clock: days(21), what: 'written_answer', citation: 'C.R.C.P. 12(a)', source: 'https://www.coloradojudicial.gov/self-help', checked: null },
    limited: { level: 'limited', courts: 'County Court (civil, up to $25,000)', clock: onPapers('answer_date'), what: 'written_answer', citation: 'C.R.C.P. 304, 312(a) (answer on or before the date and time in the summons)', source: 'https://www.coloradojudicial.gov/self-help', checked: null },
  },
  {
    state: 'CT', name: 'Connecticut',
    general: { level: 'general', courts: 'Superior Court', clock: onPapers('return_date', 2), what: 'appearance', citation: 'Conn. Practice Book 3-2 (appearance by the second day after the return date); 10-8 (pleadings)', source: 'https://www.jud.ct.gov/forms/', checked: null },
    limited: { level: 'limited', courts: 'Superior Court, small claims session', clock: onPapers('answer_date'), what: 'written_answer', citation: 'Conn. Practice Book 24-8, 24-16 (answer by the answer date on the notice)', source: 'https://www.jud.ct.gov/forms/', checked: null },
  },
  {
    state: 'DE', name: 'Delaware',
    general: { level: 'general', courts: 'Superior Court', clock: days(20), what: 'written_answer', citation: 'Del. Super. Ct. Civ. R. 12(a)', source: 'https://courts.delaware.gov/help/', checked: null },
    limited: { level: 'limited', courts: 'Court of Common Pleas', clock: days(20), what: 'written_answer', citation: 'Del. Ct. Com. Pl. Civ. R. 12(a)', source: 'https://courts.delaware.gov/help/', checked: null, note: 'de_justice_of_the_peace' },
  },
  {
    state: 'DC', name: 'District of Columbia',
    general: { level: 'general', courts: 'Superior Court, Civil Actions Branch', clock: days(21), what: 'written_answer', citation: 'D.C. Super. Ct. R. Civ. P. 12(a)(1)(A)', source: 'https://www.dccourts.gov/services/civil-matters', checked: null },
    limited: { level: 'limited', courts: 'Superior Court, Small Claims and Conciliation Branch (up to $10,000)', clock: onPapers('hearing_date'), what: 'appear_at_hearing', citation: 'D.C. Super. Ct. Small Claims R. 7, 13 (appear on the date in the notice)', source: 'https://www.dccourts.gov/services/civil-matters/small-claims', checked: null },
  },
  {
    state: 'FL', name: 'Florida',
    general: { level: 'general', courts: 'Circuit Court (over $50,000)', clock: days(20), what: 'written_answer', citation: 'Fla. R. Civ. P. 1.140(a)(1)', source: 'https://www.flcourts.gov/Resources-Services/Court-Improvement/Family-Courts/Self-Help-Information', checked: null },
    limited: { level: 'limited', courts: 'County Court (over $8,000 up to $50,000)', clock: days(20), what: 'written_answer', citation: 'Fla. R. Civ. P. 1.140(a)(1); Form 1.902', source: null, checked: '2026-11-23', checkedAgainst: 'the text of Fla. R. Civ. P. Form 1.902(b) as stored at howtolegalhelp.com/form-1-902-summons ("You have 20 calendar days after this summons is served on you to file a written response to the attached complaint")', note: 'fl_small_claims' },
  },
  {
    state: 'GA', name: 'Georgia',
    general: { level: 'general', courts: 'Superior Court or State Court', clock: days(30), what: 'written_answer', citation: 'O.C.G.A. 9-11-12(a)', source: 'https://georgiacourts.gov/', checked: null },
    limited: { level: 'limited', courts: 'Magistrate Court (up to $15,000)', clock: days(30), what: 'answer_or_appear', citation: 'O.C.G.A. 15-10-43(c)', source: 'https://georgiamagistratecourts.org/', checked: '2026-11-23',
      checkedAgainst: 'the Oglethorpe County (Georgia) Magistrate Court\'s own page ("Once a claim has been filed with the Magistrate Court, the defendant has 30 days to file an answer", citing O.C.G.A. 15-10-43)' },
  },
  {
    state: 'HI', name: 'Hawaii',
    general: { level: 'general', courts: 'Circuit Court', clock: days(20), what: 'written_answer', citation: 'Haw. R. Civ. P. 12(a)', source: 'https://www.courts.state.hi.us/self-help', checked: null },
    limited: { level: 'limited', courts: 'District Court', clock: onPapers('return_date'), what: 'answer_or_appear', citation: 'Haw. Dist. Ct. R. Civ. P. 12(a) (answer or appear on the return date in the summons)', source: 'https://www.courts.state.hi.us/self-help', checked: null },
  },
  {
    state: 'ID', name: 'Idaho',
    general: { level: 'general', courts: 'District Court', clock: days(21), what: 'written_answer', citation: 'I.R.C.P. 12(a)(1)(A)', source: 'https://courtselfhelp.idaho.gov/', checked: null },
    limited: { level: 'limited', courts: 'Magistrate Division of the District Court', clock: days(21), what: 'written_answer', citation: 'I.R.C.P. 12(a)(1)(A)', source: 'https://courtselfhelp.idaho.gov/', checked: null },
  },
  {
    state: 'IL', name: 'Illinois',
    general: { level: 'general', courts: 'Circuit Court (claims over $10,000)', clock: days(30), what: 'appearance', citation: 'Ill. S. Ct. R. 101(d), 181(a)', source: 'https://www.illinoiscourts.gov/self-help', checked: null },
    limited: { level: 'limited', courts: 'Circuit Court, small claims ($10,000 or less)', clock: onPapers('return_date'), what: 'appearance', citation: 'Ill. S. Ct. R. 101(b), 181(b) (appearance on or before the return date)', source: 'https://www.illinoiscourts.gov/self-help', checked: null },
  },
  {
    state: 'IN', name: 'Indiana',
    general: { level: 'general', courts: 'Circuit or Superior Court', clock: days(20, { byMail: 23 }), what: 'written_answer', citation: 'Ind. Trial Rule 6(C), 6(E)', source: 'https://www.in.gov/courts/selfservice/', checked: null },
    limited: { level: 'limited', courts: 'Small claims docket (up to $10,000)', clock: onPapers('hearing_date'), what: 'appear_at_hearing', citation: 'Ind. Small Claims Rule 2(B), 4', source: 'https://www.in.gov/courts/selfservice/', checked: null },
  },
  {
    state: 'IA', name: 'Iowa',
    general: { level: 'general', courts: 'District Court', clock: days(20), what: 'written_answer', citation: 'Iowa R. Civ. P. 1.303(1)', source: 'https://www.iowacourts.gov/for-the-public/representing-yourself/', checked: null },
    limited: { level: 'limited', courts: 'District Court, small claims (up to $6,500)', clock: days(20), what: 'appearance', citation: 'Iowa Code 631.5 (appearance within 20 days after service, as the original notice says)', source: 'https://www.iowacourts.gov/for-the-public/representing-yourself/', checked: null },
  },
  {
    state: 'KS', name: 'Kansas',
    general: { level: 'general', courts: 'District Court (Chapter 60 civil case)', clock: days(21), what: 'written_answer', citation: 'K.S.A. 60-212(a)', source: 'https://www.kscourts.gov/Programs/Self-Help', checked: null },
    limited: { level: 'limited', courts: 'District Court, limited action (Chapter 61, up to $25,000)', clock: onPapers('answer_date'), what: 'written_answer', citation: 'K.S.A. 61-3003, 61-3008 (the summons states the answer day)', source: 'https://www.kscourts.gov/Programs/Self-Help', checked: null },
  },
  {
    state: 'KY', name: 'Kentucky',
    general: { level: 'general', courts: 'Circuit Court', clock: days(20), what: 'written_answer', citation: 'Ky. R. Civ. P. 12.01', source: 'https://www.kycourts.gov/Legal-Help/', checked: null },
    limited: { level: 'limited', courts: 'District Court (up to $5,000)', clock: days(20), what: 'written_answer', citation: 'Ky. R. Civ. P. 12.01', source: 'https://www.kycourts.gov/Legal-Help/', checked: null },
  },
  {
    state: 'LA', name: 'Louisiana',
    general: { level: 'general', courts: 'District Court', clock: days(21), what: 'written_answer', citation: 'La. Code Civ. Proc. art. 1001(A)', source: 'https://www.lasc.org/', checked: null },
    limited: { level: 'limited', courts: 'City or Parish Court', clock: days(10), what: 'written_answer', citation: 'La. Code Civ. Proc. art. 4903', source: null, checked: null, note: 'la_short_time' },
  },
  {
    state: 'ME', name: 'Maine',
    general: { level: 'general', courts: 'Superior Court', clock: days(21), what: 'written_answer', citation: 'Me. R. Civ. P. 12(a)', source: 'https://www.courts.maine.gov/help/', checked: null },
    limited: { level: 'limited', courts: 'District Court', clock: days(21), what: 'written_answer', citation: 'Me. R. Civ. P. 12(a)', source: 'https://www.courts.maine.gov/help/', checked: null },
  },
  {
    state: 'MD', name: 'Maryland',
    general: { level: 'general', courts: 'Circuit Court', clock: days(30, { outOfState: 60 }), what: 'written_answer', citation: 'Md. Rule 2-321(a), (b)', source: 'https://www.courts.state.md.us/legalhelp', checked: null },
    limited: { level: 'limited', courts: 'District Court of Maryland', clock: days(15, { outOfState: 60 }), what: 'notice_of_intention_to_defend', citation: 'Md. Rule 3-307(b)', source: 'https://www.peoples-law.org/how-respond-case', checked: '2026-11-23', checkedAgainst: 'the text of Md. Rule 3-307(b) as stored (15 days after service; 60 days if served outside the State) and the People\'s Law Library page "How to respond to a case"' },
  },
  {
    state: 'MA', name: 'Massachusetts',
    general: { level: 'general', courts: 'Superior Court', clock: days(20), what: 'written_answer', citation: 'Mass. R. Civ. P. 12(a)', source: 'https://www.mass.gov/topics/law-library', checked: null },
    limited: { level: 'limited', courts: 'District Court or Boston Municipal Court (civil)', clock: days(20), what: 'written_answer', citation: 'Mass. R. Civ. P. 12(a)', source: 'https://www.mass.gov/topics/law-library', checked: null, note: 'ma_small_claims' },
  },
  {
    state: 'MI', name: 'Michigan',
    general: { level: 'general', courts: 'Circuit Court', clock: days(21, { byMail: 28, outOfState: 28 }), what: 'written_answer', citation: 'MCR 2.108(A)(1), (2)', source: 'https://michiganlegalhelp.org/', checked: '2026-11-23',
      checkedAgainst: 'the State Court Administrative Office\'s instructions for form MC 03 (Answer, Civil) as stored at fill.io: "If you were personally served, you have 21 days after receiving the summons to file a written answer with the court. If you were served by mail or were served outside of this state, you have 28 days"' },
    limited: { level: 'limited', courts: 'District Court', clock: days(21, { byMail: 28, outOfState: 28 }), what: 'written_answer', citation: 'MCR 2.108(A)(1), (2)', source: 'https://michiganlegalhelp.org/', checked: '2026-11-23',
      checkedAgainst: 'the State Court Administrative Office\'s instructions for form MC 03 (Answer, Civil) as stored at fill.io: "If you were personally served, you have 21 days after receiving the summons to file a written answer with the court. If you were served by mail or were served outside of this state, you have 28 days"' },
  },
  {
    state: 'MN', name: 'Minnesota',
    general: { level: 'general', courts: 'District Court', clock: days(21), what: 'written_answer', citation: 'Minn. R. Civ. P. 12.01', source: 'https://mncourts.gov/selfhelp', checked: null, note: 'pocket_service' },
    limited: { level: 'limited', courts: 'Conciliation Court (up to $15,000)', clock: onPapers('hearing_date'), what: 'appear_at_hearing', citation: 'Minn. Gen. R. Prac. 507, 512', source: 'https://mncourts.gov/selfhelp', checked: null },
  },
  {
    state: 'MS', name: 'Mississippi',
    general: { level: 'general', courts: 'Circuit or County Court', clock: days(30), what: 'written_answer', citation: 'Miss. R. Civ. P. 12(a)', source: null, checked: null },
    limited: { level: 'limited', courts: 'Justice Court (up to $3,500)', clock: onPapers('hearing_date'), what: 'appear_at_hearing', citation: 'Unif. R. P. Justice Ct. 2.05 (appear on the return date in the summons)', source: null, checked: null },
  },
  {
    state: 'MO', name: 'Missouri',
    general: { level: 'general', courts: 'Circuit Court', clock: days(30), what: 'written_answer', citation: 'Mo. S. Ct. R. 55.25(a)', source: 'https://www.courts.mo.gov/page.jsp?id=705', checked: null },
    limited: { level: 'limited', courts: 'Associate Circuit Division', clock: onPapers('return_date'), what: 'appear_at_hearing', citation: 'Mo. Rev. Stat. 517.041 (appear on the return date in the summons)', source: 'https://www.courts.mo.gov/page.jsp?id=705', checked: null },
  },
  {
    state: 'MT', name: 'Montana',
    general: { level: 'general', courts: 'District Court', clock: days(21), what: 'written_answer', citation: 'Mont. R. Civ. P. 12(a)', source: 'https://courts.mt.gov/Self-Help', checked: null },
    limited: { level: 'limited', courts: 'Justice Court', clock: days(20), what: 'written_answer', citation: 'Mont. Just. & City Ct. R. Civ. P. 8, 12', source: 'https://courts.mt.gov/Self-Help', checked: null },
  },
  {
    state: 'NE', name: 'Nebraska',
    general: { level: 'general', courts: 'District Court', clock: days(30), what: 'written_answer', citation: 'Neb. Ct. R. Pldg. 6-1112(a)', source: 'https://supremecourt.nebraska.gov/self-help', checked: null },
    limited: { level: 'limited', courts: 'County Court', clock: days(30), what: 'written_answer', citation: 'Neb. Ct. R. Pldg. 6-1112(a)', source: 'https://supremecourt.nebraska.gov/self-help', checked: null },
  },
  {
    state: 'NV', name: 'Nevada',
    general: { level: 'general', courts: 'District Court', clock: days(21), what: 'written_answer', citation: 'Nev. R. Civ. P. 12(a)(1)', source: 'https://www.civillawselfhelpcenter.org/', checked: null },
    limited: { level: 'limited', courts: 'Justice Court', clock: days(21), what: 'written_answer', citation: 'Nev. Just. Ct. R. Civ. P. 12(a)(1)', source: 'https://www.civillawselfhelpcenter.org/', checked: null },
  },
  {
    state: 'NH', name: 'New Hampshire',
    general: { level: 'general', courts: 'Superior Court', clock: days(30), what: 'written_answer', citation: 'N.H. Super. Ct. R. 9(a)', source: 'https://www.courts.nh.gov/resources', checked: null },
    limited: { level: 'limited', courts: 'Circuit Court, District Division', clock: onPapers('return_date'), what: 'appearance', citation: 'N.H. Cir. Ct. Dist. Div. R. 3.5 (appearance by the return date on the papers)', source: 'https://www.courts.nh.gov/resources', checked: null },
  },
  {
    state: 'NJ', name: 'New Jersey',
    general: { level: 'general', courts: 'Superior Court, Law Division', clock: days(35), what: 'written_answer', citation: 'N.J. Ct. R. 4:6-1(a)', source: 'https://www.njcourts.gov/self-help', checked: '2026-11-23',
      checkedAgainst: 'a stored description of the New Jersey Superior Court summons (njpdfforms.com: "You have 35 days from the date you received the summons to file a written answer or motion") and N.J. Ct. R. 4:6-1 as described by legalclarity.org' },
    limited: { level: 'limited', courts: 'Superior Court, Law Division, Special Civil Part (up to $20,000)', clock: days(35), what: 'written_answer', citation: 'N.J. Ct. R. 6:3-1; 4:6-1(a)', source: 'https://www.njcourts.gov/self-help/special-civil-part', checked: null },
  },
  {
    state: 'NM', name: 'New Mexico',
    general: { level: 'general', courts: 'District Court', clock: days(30), what: 'written_answer', citation: 'Rule 1-012(A) NMRA', source: 'https://selfhelp.nmcourts.gov/', checked: null },
    limited: { level: 'limited', courts: 'Magistrate Court or Bernalillo County Metropolitan Court', clock: days(20), what: 'written_answer', citation: 'Rules 2-302, 3-302 NMRA', source: 'https://selfhelp.nmcourts.gov/', checked: null },
  },
  {
    state: 'NY', name: 'New York',
    general: { level: 'general', courts: 'Supreme Court', clock: days(20, { notInHand: 30, outOfState: 30 }), what: 'written_answer', citation: 'N.Y. CPLR 320(a), 3012(c)', source: 'https://www.nycourts.gov/courthelp/', checked: '2026-11-23',
      checkedAgainst: 'N.Y. CPLR 320(a) as quoted in Deutsche Bank Natl. Trust Co. v. Hall, 2020 NY Slip Op 04292 (2d Dept.): served under CPLR 308(2), "the [defendant\'s] appearance shall be made within thirty days after service is complete"; the 20 days for delivery in hand are from the rule\'s text as cited, not that quote', note: 'ny_not_in_hand' },
    limited: { level: 'limited', courts: 'Civil Court of the City of New York, District, City or Justice Court', clock: days(20, { notInHand: 30, outOfState: 30 }), what: 'written_answer', citation: 'N.Y. CCA 402; CPLR 320(a)', source: 'https://www.nycourts.gov/courthelp/', checked: '2026-11-23',
      checkedAgainst: 'N.Y. CCA 402(a) as quoted in Linden Chiropractic v. State-Wide Ins. (N.Y. Civ. Ct.): a summons personally delivered within the city "shall require him to appear and answer within twenty days after its service"', note: 'ny_not_in_hand' },
  },
  {
    state: 'NC', name: 'North Carolina',
    general: { level: 'general', courts: 'Superior or District Court', clock: days(30), what: 'written_answer', citation: 'N.C. R. Civ. P. 12(a)(1)', source: 'https://www.nccourts.gov/help-topics', checked: null },
    limited: { level: 'limited', courts: 'Small claims before a magistrate (up to $10,000)', clock: onPapers('hearing_date'), what: 'appear_at_hearing', citation: 'N.C. Gen. Stat. 7A-217, 7A-218, 7A-222', source: 'https://www.nccourts.gov/help-topics', checked: null },
  },
  {
    state: 'ND', name: 'North Dakota',
    general: { level: 'general', courts: 'District Court', clock: days(21), what: 'written_answer', citation: 'N.D. R. Civ. P. 12(a)(1)', source: 'https://www.ndcourts.gov/legal-self-help', checked: null, note: 'pocket_service' },
    limited: { level: 'limited', courts: 'District Court, small claims', clock: onPapers('hearing_date'), what: 'appear_at_hearing', citation: 'N.D. Cent. Code 27-08.1-02', source: 'https://www.ndcourts.gov/legal-self-help', checked: null },
  },
  {
    state: 'OH', name: 'Ohio',
    general: { level: 'general', courts: 'Court of Common Pleas', clock: days(28), what: 'written_answer', citation: 'Ohio Civ. R. 12(A)(1)', source: 'https://www.supremecourt.ohio.gov/courts/services-to-courts/self-help/', checked: '2026-11-23',
      checkedAgainst: 'the text of Ohio Civ. R. 12(A)(1) as stored (Ohio Rules of Civil Procedure, Supreme Court of Ohio, via yumpu.com): "The defendant shall serve his answer within twenty-eight days after service of the summons and complaint upon him"' },
    limited: { level: 'limited', courts: 'Municipal or County Court', clock: days(28), what: 'written_answer', citation: 'Ohio Civ. R. 12(A)(1)', source: 'https://www.supremecourt.ohio.gov/courts/services-to-courts/self-help/', checked: '2026-11-23',
      checkedAgainst: 'the text of Ohio Civ. R. 12(A)(1) as stored (Ohio Rules of Civil Procedure, Supreme Court of Ohio, via yumpu.com): "The defendant shall serve his answer within twenty-eight days after service of the summons and complaint upon him"' },
  },
  {
    state: 'OK', name: 'Oklahoma',
    general: { level: 'general', courts: 'District Court', clock: days(20), what: 'written_answer', citation: '12 Okla. Stat. 2012(A)', source: 'https://www.oscn.net/', checked: null },
    limited: { level: 'limited', courts: 'District Court, small claims (up to $10,000)', clock: onPapers('hearing_date'), what: 'appear_at_hearing', citation: '12 Okla. Stat. 1754, 1757', source: 'https://www.oscn.net/', checked: null },
  },
  {
    state: 'OR', name: 'Oregon',
    general: { level: 'general', courts: 'Circuit Court', clock: days(30), what: 'written_answer', citation: 'ORCP 7 C(2)', source: 'https://www.courts.oregon.gov/help/', checked: null },
    limited: { level: 'limited', courts: 'Circuit Court, small claims department', clock: days(14), what: 'answer_or_appear', citation: 'ORS 46.445', source: 'https://www.courts.oregon.gov/help/', checked: null },
  },
  {
    state: 'PA', name: 'Pennsylvania',
    general: { level: 'general', courts: 'Court of Common Pleas', clock: days(20), what: 'written_answer', citation: 'Pa. R. Civ. P. 1026(a), 1018.1', source: 'https://www.pacourts.us/learn/representing-yourself', checked: '2026-11-23',
      checkedAgainst: 'the text of Pa. R. Civ. P. 1018.1(b), the notice to defend ("you must take action within twenty (20) days after this complaint and notice are served")' },
    limited: { level: 'limited', courts: 'Magisterial District Court, or Philadelphia Municipal Court', clock: onPapers('hearing_date'), what: 'appear_at_hearing', citation: 'Pa. R. Civ. P. M.D.J. 305, 314', source: 'https://www.pacourts.us/learn/representing-yourself', checked: '2026-11-23',
      checkedAgainst: 'the text of 246 Pa. Code Rule 305 at pacodeandbulletin.gov (hearing set 12 to 60 days after filing; the notice to defendant and its Notice of Intent to Defend form)' },
  },
  {
    state: 'RI', name: 'Rhode Island',
    general: { level: 'general', courts: 'Superior Court', clock: days(20), what: 'written_answer', citation: 'R.I. Super. R. Civ. P. 12(a)', source: 'https://www.courts.ri.gov/', checked: null },
    limited: { level: 'limited', courts: 'District Court', clock: days(20), what: 'written_answer', citation: 'R.I. Dist. R. Civ. P. 12(a)', source: 'https://www.courts.ri.gov/', checked: null },
  },
  {
    state: 'SC', name: 'South Carolina',
    general: { level: 'general', courts: 'Court of Common Pleas', clock: days(30), what: 'written_answer', citation: 'SCRCP 12(a)', source: 'https://www.sccourts.org/selfHelp/', checked: null },
    limited: { level: 'limited', courts: 'Magistrate Court (up to $7,500)', clock: days(30), what: 'written_answer', citation: 'S.C. Code 22-3-220', source: 'https://www.sccourts.org/selfHelp/', checked: null },
  },
  {
    state: 'SD', name: 'South Dakota',
    general: { level: 'general', courts: 'Circuit Court', clock: days(30), what: 'written_answer', citation: 'SDCL 15-6-12(a)', source: 'https://ujs.sd.gov/Information/selfhelp.aspx', checked: null },
    limited: { level: 'limited', courts: 'Magistrate Court, small claims', clock: onPapers('hearing_date'), what: 'appear_at_hearing', citation: 'SDCL 15-39-51', source: 'https://ujs.sd.gov/Information/selfhelp.aspx', checked: null },
  },
  {
    state: 'TN', name: 'Tennessee',
    general: { level: 'general', courts: 'Circuit or Chancery Court', clock: days(30), what: 'written_answer', citation: 'Tenn. R. Civ. P. 12.01', source: 'https://www.tncourts.gov/help-center', checked: null },
    limited: { level: 'limited', courts: 'General Sessions Court (civil warrant)', clock: onPapers('hearing_date'), what: 'appear_at_hearing', citation: 'Tenn. Code Ann. 16-15-501, 16-15-505 (appear on the date on the civil warrant)', source: 'https://www.tncourts.gov/help-center', checked: null },
  },
  {
    state: 'TX', name: 'Texas',
    general: { level: 'general', courts: 'District Court or County Court', clock: { type: 'monday_after_days', days: 20 }, what: 'written_answer', citation: 'Tex. R. Civ. P. 99(b), (c); 4', source: 'https://texaslawhelp.org/', checked: '2026-11-23', checkedAgainst: 'the text of Tex. R. Civ. P. 99(b) as quoted at courtdeadlines.com/texas-answer-deadline-calculator ("on or before 10:00 a.m. on the Monday next after the expiration of twenty days after the date of service") and Judge Bonnie Sudderth\'s worked examples (a 20th day that is a Monday moves the answer to the following Monday)' },
    limited: { level: 'limited', courts: 'Justice Court (debt claim case, up to $20,000)', clock: days(14), what: 'written_answer', citation: 'Tex. R. Civ. P. 502.5(a), 501.1(c)', source: 'https://texaslawhelp.org/', checked: '2026-11-23', checkedAgainst: 'the text of Tex. R. Civ. P. 501.1(c) (amended through Dec. 17, 2024) as stored at casetext.com: "Your answer is due by the end of the 14th day after the day you were served with these papers. If the 14th day is a Saturday, Sunday, or legal holiday, your answer is due by the end of the first day following the 14th day that is not a Saturday, Sunday, or legal holiday."' },
  },
  {
    state: 'UT', name: 'Utah',
    general: { level: 'general', courts: 'District Court', clock: days(21, { outOfState: 30 }), what: 'written_answer', citation: 'Utah R. Civ. P. 12(a)', source: 'https://www.utcourts.gov/en/self-help.html', checked: null, note: 'utah_served_before_filing' },
    limited: { level: 'limited', courts: 'Justice Court, small claims', clock: onPapers('hearing_date'), what: 'appear_at_hearing', citation: 'Utah R. Small Claims P. 4, 7', source: 'https://www.utcourts.gov/en/self-help.html', checked: null },
  },
  {
    state: 'VT', name: 'Vermont',
    general: { level: 'general', courts: 'Superior Court, Civil Division', clock: days(21), what: 'written_answer', citation: 'V.R.C.P. 12(a)(1)', source: 'https://www.vermontjudiciary.org/self-help', checked: null },
    limited: { level: 'limited', courts: 'Superior Court, small claims', clock: days(21), what: 'written_answer', citation: 'V.R.S.C.P. 3(b)', source: 'https://www.vermontjudiciary.org/self-help', checked: null },
  },
  {
    state: 'VA', name: 'Virginia',
    general: { level: 'general', courts: 'Circuit Court', clock: days(21), what: 'written_answer', citation: 'Va. Sup. Ct. R. 3:8(a)', source: 'https://www.vacourts.gov/', checked: null },
    limited: { level: 'limited', courts: 'General District Court (warrant in debt)', clock: onPapers('return_date'), what: 'appear_at_hearing', citation: 'Va. Code 16.1-79; Va. Sup. Ct. R. 7B:2', source: 'https://www.vacourts.gov/', checked: null, note: 'va_return_date' },
  },
  {
    state: 'WA', name: 'Washington',
    general: { level: 'general', courts: 'Superior Court', clock: days(20, { outOfState: 60 }), what: 'written_answer', citation: 'Wash. CR 12(a)(1), (2)', source: 'https://www.washingtonlawhelp.org/', checked: null, note: 'pocket_service' },
    limited: { level: 'limited', courts: 'District Court', clock: days(20, { outOfState: 60 }), what: 'written_answer', citation: 'Wash. CRLJ 12(a)', source: 'https://www.washingtonlawhelp.org/', checked: null, note: 'pocket_service' },
  },
  {
    state: 'WV', name: 'West Virginia',
    general: { level: 'general', courts: 'Circuit Court', clock: days(20), what: 'written_answer', citation: 'W. Va. R. Civ. P. 12(a)', source: 'https://www.courtswv.gov/public-resources', checked: null },
    limited: { level: 'limited', courts: 'Magistrate Court (up to $10,000)', clock: days(20), what: 'written_answer', citation: 'W. Va. R. Civ. P. Magis. Ct. 12(a)', source: 'https://www.courtswv.gov/public-resources', checked: null },
  },
  {
    state: 'WI', name: 'Wisconsin',
    general: { level: 'general', courts: 'Circuit Court (large claims)', clock: days(20), what: 'written_answer', citation: 'Wis. Stat. 802.06(1)', source: 'https://www.wicourts.gov/services/public/selfhelp/', checked: null },
    limited: { level: 'limited', courts: 'Circuit Court, small claims (up to $10,000)', clock: onPapers('return_date'), what: 'answer_or_appear', citation: 'Wis. Stat. 799.05, 799.20', source: 'https://www.wicourts.gov/services/public/selfhelp/', checked: null },
  },
  {
    state: 'WY', name: 'Wyoming',
    general: { level: 'general', courts: 'District Court', clock: days(20), what: 'written_answer', citation: 'W.R.C.P. 12(a)(1)', source: 'https://www.courts.state.wy.us/legal-help/', checked: null },
    limited: { level: 'limited', courts: 'Circuit Court', clock: days(20), what: 'written_answer', citation: 'W.R.C.P.C.C. 12(a)', source: 'https://www.courts.state.wy.us/legal-help/', checked: null },
  },
]; // prettier-ignore

export const answerRulesFor = (state: string): StateAnswerRules | undefined => ANSWER_RULES.find((r) => r.state === state.toUpperCase());
