/**
 * Court papers told from letters (issue 28, decision 027). A summons, a complaint (petition,
 * statement of claim, warrant in debt), a motion or a judgment is recognised by the parts every
 * court paper has: a caption naming the court, a case (index, cause, docket) number, the parties
 * as plaintiff and defendant, a document title, the notice that the reader is being sued, the
 * plaintiff's lawyer and the clerk. It runs before the letter rules (`analyzeDocument`): a court
 * paper is not judged as a collection letter.
 *
 * A paper that calls itself legal process ("SUMMONS", "NOTICE OF PENDING LAWSUIT") but has none of
 * a court's parts is not a court paper: it goes on to the letter rules, where
 * `simulated_legal_process` (15 U.S.C. 1692e(9), (13)) judges it; `claimsCourtWithoutParts` says
 * so for the page.
 *
 * The reader never writes a sentence for a person: it returns what it found (kind, parts and the
 * words that show each), the web page says it in the reader's language.
 */
import { globalOf } from '../text/find';
import { execText, mayMatch, searcherIn } from '../text/prefilter';
import { execAll } from '../text/exec-all';

export type CourtPaperKind = 'summons' | 'complaint' | 'motion' | 'judgment' | 'garnishment' | 'other_court_paper';

export type CourtPaperPart = 'caption' | 'case_number' | 'parties' | 'title' | 'sued_notice' | 'plaintiff_attorney' | 'clerk';

export type CourtPaperEvidence = { part: CourtPaperPart; start: number; end: number; text: string };

export type CourtPaperReading = {
  /** True when the upload is a court paper: the letter rules did not run on it. */
  isCourtPaper: boolean;
  /** The papers found in the upload, most important first (a summons with its complaint: both). */
  kinds: CourtPaperKind[];
  /** The parts found, with the words that show each (offsets into the document text). */
  evidence: CourtPaperEvidence[];
  /** What a court paper has that this one lacks (filled for court papers and for claimed ones). */
  missing: CourtPaperPart[];
  /** It calls itself legal process but has none of a court's parts (possibly fake legal process). */
  claimsCourtWithoutParts: boolean;
  /** As read from the paper, when printed: the court, the case number, plaintiff and defendant, the days to answer it states. */
  court: string | null;
  caseNumber: string | null;
  plaintiff: string | null;
  defendant: string | null;
  plaintiffAttorney: string | null;
  statedDaysToAnswer: number | null;
  /** A state named in the caption ("STATE OF TEXAS", "SUPERIOR COURT OF CALIFORNIA"), as a two-letter code. */
  captionState: string | null;
  /** Court level read from the caption: a trial court of general jurisdiction or a limited one (justice, magistrate, district/civil court of limited jurisdiction, small claims). */
  courtLevel: 'general' | 'limited' | null;
};

const ALL_PARTS: CourtPaperPart[] = ['caption', 'case_number', 'parties', 'title', 'sued_notice', 'plaintiff_attorney', 'clerk'];

/** A line that names a court, as captions do ("IN THE COUNTY COURT IN AND FOR …", "SUPERIOR COURT OF CALIFORNIA, COUNTY OF …"). */
const COURT_WORDS =
  '(?:circuit|district|superior|county|municipal|justice|justice\\s+of\\s+the\\s+peace|magistrate|magisterial\\s+district|small\\s+claims|civil|supreme|common\\s+pleas|general\\s+sessions|general\\s+district|associate\\s+circuit|state|city|parish|trial|chancery|conciliation)';
const COURT_LINE = new RegExp(
  `^[^\\S\\n]*(?:in\\s+(?:the\\s+)?)?(?:[a-z.'\\- ]{0,40}\\s)?${COURT_WORDS}\\s+court\\b[^\\n]{0,120}$|^[^\\S\\n]*(?:in\\s+(?:the\\s+)?)?court\\s+of\\s+common\\s+pleas\\b[^\\n]{0,100}$|^[^\\S\\n]*(?:in\\s+(?:the\\s+)?)?(?:justice|district|circuit)\\s+court,?\\s+(?:precinct|county|of)\\b[^\\n]{0,100}$|^[^\\S\\n]*(?:tribunal\\s+superior|corte\\s+superior)\\b[^\\n]{0,100}$`,
  'gim',
);
/** "Re:", "RE", "Subject" lines, and sentences, are references to a case, not a caption. */
const REFERENCE_LINE = /^\s*(?:re|regarding|subject|asunto|ref(?:erence)?)\b\s*[:.-]?/i;
const SENTENCE_VERB = /\b(?:will|may|shall|can|could|would|might|has|have|had|is|are|was|were|if|please|call|pay|we|you|our|your)\b/i;

const CASE_NUMBER =
  /\b(?:case|index|cause|docket|civil\s+action|file|claim|action|n[uú]mero\s+del\s+caso)\s*(?:no\.?|number|num\.?|#)\s*[:.]?\s*(?:\([^)\n]{1,30}\)\s*:?\s*)?((?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9\-./: ]{2,28}[A-Z0-9])/gi;
/** Party labels as a caption prints them: "Plaintiff," on its own or after a name, and "Defendant". */
const PLAINTIFF_LABEL =
  /(?:^|[,\s(])(?:plaintiffs?|petitioners?|claimants?|demandantes?)\s*[,.):]?\s*$|^\s*(?:plaintiffs?|petitioners?|demandantes?)\s*[:(]/gim;
const DEFENDANT_LABEL = /(?:^|[,\s(])(?:defendants?|respondents?|demandad[oa]s?)\s*[,.):]?\s*$|^\s*(?:defendants?|respondents?|demandad[oa]s?)\s*[:(]/gim;
/** "Midland Credit Management, Inc., Plaintiff, v. Jane Doe, Defendant." on one line. */
const INLINE_PARTIES = /\b(?:plaintiffs?|petitioners?)\s*[,.]?\s*(?:v\.?|vs\.?|versus|against|-against-)\s*[\s\S]{2,120}?\b(?:defendants?|respondents?)\b/gi;
const VERSUS_LINE = /^\s*(?:v\.?|vs\.?|versus|-\s*against\s*-|against|contra)\s*$/gim;

const TITLES: { kind: CourtPaperKind; re: RegExp }[] = [
  {
    kind: 'summons',
    re: /^[^\S\n]*(?:[a-z0-9\- ]{0,30}\s)?(?:summons|citation|civil\s+summons|warrant\s+in\s+debt|civil\s+warrant|notice\s+of\s+(?:suit|lawsuit)\s+and\s+summons|citaci[oó]n(?:\s+judicial)?|emplazamiento)\b[^\n]{0,60}$/gim,
  },
  {
    kind: 'complaint',
    re: /^[^\S\n]*(?:(?:plaintiff'?s'?|verified|amended|original|first\s+amended)\s+)*(?:complaint|petition|statement\s+of\s+claim|small\s+claims?\s+complaint|affidavit\s+of\s+claim|demanda)\b[^\n]{0,80}$/gim,
  },
  { kind: 'motion', re: /^[^\S\n]*(?:(?:plaintiff'?s'?|defendant'?s'?|notice\s+of)\s+)*motion\s+(?:for|to)\b[^\n]{0,80}$/gim },
  {
    kind: 'judgment',
    re: /^[^\S\n]*(?:(?:final|default|summary|consent|agreed|money)\s+)*(?:judgment|judgement)(?:\s+(?:by\s+default|after\s+default|on\s+the\s+pleadings|for\s+plaintiff|entered))?\b[^\n]{0,60}$/gim,
  },
  {
    kind: 'garnishment',
    re: /^[^\S\n]*(?:[a-z\- ]{0,30}\s)?(?:writ\s+of\s+(?:garnishment|execution|continuing\s+garnishment)|income\s+execution|wage\s+garnishment\s+order|order\s+of\s+garnishment|earnings\s+withholding\s+order|notice\s+of\s+levy)\b[^\n]{0,60}$/gim,
  },
];

const SUED_NOTICE =
  /\byou\s+(?:are\s+being|have\s+been)\s+sued\b|\byou\s+are\s+(?:hereby\s+)?(?:summoned|commanded|required)\s+to\s+(?:appear|answer|file|serve)|\b(?:a\s+)?lawsuit\s+has\s+been\s+filed\s+against\s+you\b|\bnotice\s+to\s+(?:the\s+)?defendants?\b|\blo\s+est[aá]n?\s+demandando\b|\busted\s+ha\s+sido\s+demandad[oa]\b|\baviso\s+al\s+demandado\b|\b(?:file|serve)\s+(?:a|your)\s+written\s+(?:answer|response)\s+(?:with|to|at)\b|\bnotice\s+of\s+intention\s+to\s+defend\b|\bjudgment\s+(?:by\s+default\s+)?(?:will|may)\s+be\s+(?:taken|entered|rendered)\s+against\s+you\b/gi;

const PLAINTIFF_ATTORNEY =
  /\b(?:attorneys?|counsel|abogad[oa])\s+(?:for|of|del)\s+(?:the\s+)?(?:plaintiffs?|petitioners?|demandante)\b|\bplaintiff'?s'?\s+(?:attorneys?|counsel)\b|\b(?:state\s+)?bar\s+(?:no\.?|number|#|id)\s*:?\s*\d{3,}|\bSBN\s*:?\s*\d{4,}|\bATTORNEY\s+OR\s+PARTY\s+WITHOUT\s+ATTORNEY\b/gi;

const CLERK =
  /\b(?:clerk\s+of\s+(?:the\s+)?(?:court|circuit\s+court|superior\s+court|district\s+court|courts)|(?:deputy|chief)\s+clerk|clerk\s*,?\s+by\b|by\s*:?\s*[_ ]*\s*,?\s*deputy(?:\s+clerk)?\b|\(?seal\)?\s*$|court\s+clerk|clerk\s+of\s+court|secretario\s+judicial)/gim;

/** What a paper says about itself when it claims to be legal process. */
const CLAIMS_LEGAL_PROCESS =
  /\b(?:summons|notice\s+of\s+(?:pending\s+|intent\s+to\s+file\s+)?(?:lawsuit|suit|legal\s+action|court\s+action|hearing|judgment|default|garnishment|levy)|complaint\s+for\s+(?:money|damages|debt)|legal\s+process|court\s+order|writ\s+of\s+\w+|default\s+judgment|civil\s+action\s+notice|order\s+to\s+appear)\b/i;

const STATED_DAYS =
  /\b(?:within|have|after)\s+(\d{1,2}|twenty|thirty|fourteen|twenty-one|thirty-five|fifteen|ten|twenty-eight)\s*(?:\(\d{1,2}\)\s*)?(?:calendar\s+)?days\b[^.\n]{0,80}?\b(?:after|from)\b[^.\n]{0,40}?\b(?:serv(?:ed|ice)|you\s+(?:were|are)\s+served|delivery)/i;
/** "Your answer is due by the end of the 14th day after the day you were served" (Tex. R. Civ. P. 501.1(c)). */
const STATED_NTH_DAY = /\b(\d{1,2})(?:st|nd|rd|th)\s+day\s+after\s+(?:the\s+day\s+)?you\s+(?:were|are)\s+served/i;
const NUMBER_WORDS: Record<string, number> = {
  ten: 10,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
  'twenty-one': 21,
  'twenty-eight': 28,
  thirty: 30,
  'thirty-five': 35,
};

const STATE_NAMES: Record<string, string> = {
  alabama: 'AL', alaska: 'AK', arizona: 'AZ', arkansas: 'AR', california: 'CA', colorado: 'CO', connecticut: 'CT', delaware: 'DE',
  'district of columbia': 'DC', florida: 'FL', georgia: 'GA', hawaii: 'HI', idaho: 'ID', illinois: 'IL', indiana: 'IN', iowa: 'IA',
  kansas: 'KS', kentucky: 'KY', louisiana: 'LA', maine: 'ME', maryland: 'MD', massachusetts: 'MA', michigan: 'MI', minnesota: 'MN',
  mississippi: 'MS', missouri: 'MO', montana: 'MT', nebraska: 'NE', nevada: 'NV', 'new hampshire': 'NH', 'new jersey': 'NJ',
  'new mexico': 'NM', 'new york': 'NY', 'north carolina': 'NC', 'north dakota': 'ND', ohio: 'OH', oklahoma: 'OK', oregon: 'OR',
  pennsylvania: 'PA', 'rhode island': 'RI', 'south carolina': 'SC', 'south dakota': 'SD', tennessee: 'TN', texas: 'TX', utah: 'UT',
  vermont: 'VT', virginia: 'VA', washington: 'WA', 'west virginia': 'WV', wisconsin: 'WI', wyoming: 'WY',
}; // prettier-ignore
const STATE_PATTERN = new RegExp(
  `\\b(?:state\\s+of|commonwealth\\s+of|court\\s+of|of\\s+the\\s+state\\s+of|district\\s+of\\s+columbia|estado\\s+de)\\s*(${Object.keys(STATE_NAMES)
    .sort((a, b) => b.length - a.length)
    .join('|')})?\\b`,
  'gi',
);
const LIMITED_COURT =
  /\b(?:justice|justice\s+of\s+the\s+peace|magistrate|magisterial\s+district|small\s+claims|general\s+district|general\s+sessions|municipal|conciliation|associate\s+circuit|civil\s+court\s+of\s+the\s+city|district\s+court\s+of\s+maryland|county\s+court|city\s+court|parish\s+court|special\s+civil\s+part|limited\s+civil)\b/i;
const GENERAL_COURT = /\b(?:superior|circuit|district|supreme|common\s+pleas|chancery|unlimited\s+civil)\s+court\b|\bcourt\s+of\s+common\s+pleas\b/i;

type Found = { start: number; end: number; text: string; groups?: (string | undefined)[] };

/** Where a search goes on after an empty match at `i` (ECMAScript's AdvanceStringIndex). */
const advance = (text: string, i: number, fullUnicode: boolean): number => {
  if (!fullUnicode || i + 1 >= text.length) return i + 1;
  const c = text.charCodeAt(i);
  const d = text.charCodeAt(i + 1);
  return c >= 0xd800 && c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff ? i + 2 : i + 1;
};

const all = (re: RegExp, text: string): Found[] => {
  if (!mayMatch(re, text)) return [];
  // The pattern's global copy, made once, read as `matchAll` reads it (an empty match steps on).
  const g = globalOf(re);
  const out: Found[] = [];
  for (let m = g.exec(text); m !== null; m = g.exec(text)) {
    out.push({ start: m.index, end: m.index + m[0].length, text: m[0], groups: m.slice(1) });
    if (m[0].length === 0) g.lastIndex = advance(text, g.lastIndex, /[uv]/.test(g.flags));
  }
  return out;
};

const trimFound = (f: Found): Found => {
  const lead = f.text.length - f.text.trimStart().length;
  const text = f.text.trim();
  return { ...f, start: f.start + lead, end: f.start + lead + text.length, text };
};

const lineAt = (text: string, index: number): string => {
  const start = text.lastIndexOf('\n', index - 1) + 1;
  const end = text.indexOf('\n', index);
  return text.slice(start, end < 0 ? text.length : end);
};

/** A caption line: names a court, is short, is not a "Re:" reference and reads as a heading, not a sentence. */
const captionLines = (text: string): Found[] =>
  all(COURT_LINE, text)
    .map(trimFound)
    .filter((f) => f.text.length <= 140 && !REFERENCE_LINE.test(f.text))
    .filter((f) => {
      const words = f.text.replace(/^in\s+the\s+/i, '');
      const letters = words.replace(/[^A-Za-z]/g, '');
      const upper = letters.length > 0 && letters === letters.toUpperCase();
      return upper || !SENTENCE_VERB.test(words) || /^(?:in\s+the\s+)?[A-Z][\w.' -]*\s+court\s+(?:of|for|in)\b/i.test(f.text);
    });

const partiesFound = (text: string): Found[] => {
  const inline = all(INLINE_PARTIES, text).filter((f) => !REFERENCE_LINE.test(lineAt(text, f.start)));
  if (inline.length) return inline.slice(0, 1);
  const plaintiff = all(PLAINTIFF_LABEL, text).map(trimFound);
  const defendant = all(DEFENDANT_LABEL, text).map(trimFound);
  if (plaintiff.length && defendant.length) return [plaintiff[0]!, defendant[0]!];
  const versus = all(VERSUS_LINE, text).map(trimFound);
  if (versus.length && (plaintiff.length || defendant.length)) return [versus[0]!, ...(plaintiff.length ? plaintiff : defendant).slice(0, 1)];
  return [];
};

/** The name printed before a label on the same or the line above ("MIDLAND FUNDING, LLC,\nPlaintiff,"). */
const nameBefore = (text: string, labelStart: number): string | null => {
  const before = text.slice(Math.max(0, labelStart - 160), labelStart);
  const lines = before
    .split('\n')
    .map((l) => l.replace(/[,;:)(\s]+$/g, '').trim())
    .filter((l) => l.length > 0);
  const candidate = lines.at(-1);
  if (!candidate || candidate.length < 3 || /\b(?:court|county|case|index|no\.|v\.|vs\.?)$/i.test(candidate)) return null;
  return candidate.replace(/^(?:v\.?|vs\.?)\s+/i, '').slice(0, 100);
};

/** What follows a form label ("YOU ARE BEING SUED BY PLAINTIFF:"): the rest of its line, else the next line that is not a translation in parentheses. */
const valueAfter = (text: string, end: number): string | null => {
  const lines = text.slice(end, end + 600).split('\n');
  const rest = lines[0]!.replace(/^[\s:]+/, '').trim();
  if (rest.length >= 3 && !rest.startsWith('(')) return rest.slice(0, 140);
  // Skip the translations in parentheses, which OCR may spread over several lines.
  let open = false;
  for (const line of lines.slice(1, 8)) {
    const v = line.trim();
    if (open || v.startsWith('(')) {
      open = !v.includes(')');
      continue;
    }
    if (v.length >= 3 && !/^(?:for\s+court\s+use|solo\s+para)/i.test(v)) return v.slice(0, 140);
  }
  return null;
};

/** Judicial Council-style forms print each party under a label of its own. */
const FORM_PLAINTIFF = /^[^\S\n]*(?:you\s+are\s+being\s+sued\s+by\s+plaintiff|plaintiff\/petitioner|plaintiff\(s\)|plaintiff)\s*:/im;
const FORM_DEFENDANT = /^[^\S\n]*(?:notice\s+to\s+defendant|defendant\/respondent|defendant\(s\)|defendant)\s*:/im;
const FORM_ATTORNEY =
  /\b(?:name,\s+address,\s+and\s+telephone\s+number\s+of\s+plaintiff'?s\s+attorney[^:\n]*|attorney\s+for\s+plaintiff|plaintiff'?s\s+attorney)\s*:/i;

const formValue = (text: string, re: RegExp): string | null => {
  const m = execText(re, text);
  return m ? valueAfter(text, m.index + m[0].length) : null;
};

const partyNames = (text: string): { plaintiff: string | null; defendant: string | null } => {
  const formPlaintiff = formValue(text, FORM_PLAINTIFF);
  const formDefendant = formValue(text, FORM_DEFENDANT);
  if (formPlaintiff && formDefendant)
    return {
      plaintiff: formPlaintiff.replace(/,?\s+and\s+does\s+\d+\s+(?:to|through)\s+\d+.*$/i, ''),
      defendant: formDefendant.replace(/,?\s+and\s+does\s+\d+\s+(?:to|through)\s+\d+.*$/i, ''),
    };
  const inline = /([A-Z][^\n]{2,100}?),?\s+(?:plaintiffs?)\s*,?\s*(?:v\.?|vs\.?|versus|against)\s+([A-Z][^\n]{2,100}?),?\s+defendants?\b/i.exec(text);
  if (inline) return { plaintiff: inline[1]!.trim(), defendant: inline[2]!.trim() };
  const p = all(PLAINTIFF_LABEL, text).map(trimFound)[0];
  const d = all(DEFENDANT_LABEL, text).map(trimFound)[0];
  const labelled = (f: Found | undefined): string | null => {
    if (!f) return null;
    const after = /^(?:plaintiffs?|defendants?|petitioners?|respondents?)\s*:\s*(\S[^\n]{2,100})/i.exec(text.slice(f.start));
    if (after) return after[1]!.trim();
    return nameBefore(text, f.start);
  };
  return { plaintiff: labelled(p), defendant: labelled(d) };
};

const captionState = (text: string, caption: Found[]): string | null => {
  for (const source of [...caption.map((c) => c.text), text.slice(0, 1500)]) {
    for (const m of execAll(STATE_PATTERN, source)) {
      const name = m[1]?.toLowerCase().replace(/\s+/g, ' ');
      if (name && STATE_NAMES[name]) return STATE_NAMES[name]!;
      if (/district\s+of\s+columbia/i.test(m[0])) return 'DC';
    }
  }
  return null;
};

const statedDays = (text: string): number | null => {
  const m = STATED_NTH_DAY.exec(text) ?? STATED_DAYS.exec(text);
  if (!m) return null;
  const raw = m[1]!.toLowerCase();
  const n = NUMBER_WORDS[raw] ?? Number(raw);
  return Number.isFinite(n) && n > 0 && n <= 60 ? n : null;
};

const cleanCaseNumber = (raw: string | undefined): string | null => {
  if (!raw) return null;
  const value = raw.trim().split(/\s{2,}|\s(?=[A-Za-z]{4,})/)[0]!;
  return value.length >= 3 ? value : null;
};

/** A heading (a short line, or one in capitals) that calls the paper legal process. */
const headingClaims = (text: string): boolean => {
  // Asked of the whole text once: a text that cannot hold the words holds no line with them.
  const claims = searcherIn(CLAIMS_LEGAL_PROCESS, text);
  return (
    claims !== undefined &&
    text.split('\n').some((line) => {
      const t = line.trim();
      if (!claims.test(t)) return false;
      const letters = t.replace(/[^A-Za-z]/g, '');
      return t.length <= 60 || (letters.length > 8 && letters === letters.toUpperCase());
    })
  );
};

/** Reads an upload's text and says whether it is a court paper, which, and what of a court's parts it has. */
export const classifyCourtPaper = (text: string): CourtPaperReading => {
  const head = text.slice(0, 20000);
  const caption = captionLines(head);
  const cases = all(CASE_NUMBER, head)
    .map(trimFound)
    .filter((f) => !REFERENCE_LINE.test(lineAt(head, f.start)));
  const parties = partiesFound(head);
  const titles = TITLES.flatMap(({ kind, re }) => all(re, head).map((f) => ({ ...trimFound(f), kind }))).filter((t) => {
    const letters = t.text.replace(/[^A-Za-z]/g, '');
    // A title is a heading: in capitals, or a short line of its own.
    return (letters.length > 3 && letters === letters.toUpperCase()) || t.text.length <= 40;
  });
  const sued = all(SUED_NOTICE, head);
  const attorney = all(PLAINTIFF_ATTORNEY, head);
  const clerk = all(CLERK, head).map(trimFound);

  const found: Record<CourtPaperPart, Found[]> = {
    caption,
    case_number: cases,
    parties,
    title: titles,
    sued_notice: sued,
    plaintiff_attorney: attorney,
    clerk,
  };
  const has = (p: CourtPaperPart): boolean => found[p].length > 0;
  const count = ALL_PARTS.filter(has).length;

  // A court paper names its court in a caption and its parties as plaintiff and defendant, and has a
  // case number or a court-paper title; with at least four of the seven parts in all.
  const isCourtPaper = has('caption') && has('parties') && (has('case_number') || has('title')) && count >= 4;

  const claims = !isCourtPaper && headingClaims(head);
  // "Has none of a court's parts": no caption naming a court and no case number it could be checked by.
  const claimsCourtWithoutParts = claims && !has('caption') && !has('case_number');

  const kinds = isCourtPaper ? [...new Set(titles.sort((a, b) => a.start - b.start).map((t) => t.kind))] : [];
  if (isCourtPaper && kinds.length === 0) kinds.push(has('sued_notice') ? 'summons' : 'other_court_paper');
  // A summons is what starts the clock: it leads when present.
  kinds.sort((a, b) => (a === 'summons' ? -1 : b === 'summons' ? 1 : 0));

  const evidence: CourtPaperEvidence[] = ALL_PARTS.flatMap((part) => found[part].slice(0, 1).map((f) => ({ part, start: f.start, end: f.end, text: f.text })));
  const names = isCourtPaper ? partyNames(head) : { plaintiff: null, defendant: null };
  const courtText = caption[0]?.text ?? null;
  const attorneyLine = formValue(head, FORM_ATTORNEY) ?? (attorney[0] ? lineAt(head, attorney[0].start).trim().slice(0, 140) : null);
  return {
    isCourtPaper,
    kinds,
    evidence: isCourtPaper || claims ? evidence : [],
    missing: isCourtPaper || claims ? ALL_PARTS.filter((p) => !has(p)) : [],
    claimsCourtWithoutParts,
    court: isCourtPaper ? courtText : null,
    caseNumber: isCourtPaper ? cleanCaseNumber(cases[0]?.groups?.[0]) : null,
    plaintiff: names.plaintiff,
    defendant: names.defendant,
    plaintiffAttorney: isCourtPaper ? attorneyLine : null,
    statedDaysToAnswer: isCourtPaper ? statedDays(head) : null,
    captionState: isCourtPaper ? captionState(head, caption) : null,
    courtLevel: isCourtPaper && courtText ? (LIMITED_COURT.test(courtText) ? 'limited' : GENERAL_COURT.test(courtText) ? 'general' : null) : null,
  };
};
