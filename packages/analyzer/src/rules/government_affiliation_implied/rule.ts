import { debtOwnerShown, readGovernmentStanding } from '../../reading/government-standing';
import { GOVERNMENT_NAME } from '../../reading/public-body-names';
import { isRegulatorLine } from '../../reading/regulator-lines';
import type { Rule, RuleMeta, Span } from '../../types';
import { checkGates, flag, pass } from '../_threats-and-misrepresentations/gate';
import { negatedBefore } from '../_threats-and-misrepresentations/phrases';
import { disclosedCollectorNames, letterheadLines, payeeNames, signatureLines } from '../_threats-and-misrepresentations/parties';
import { findWithSentence, type Found, foundSpan, spanOfView, uniqueSpans, viewOf } from '../_threats-and-misrepresentations/text';
import { execAll } from '../../text/exec-all';
import { execPart, matchesOf, testText } from '../../text/prefilter';

const meta: RuleMeta = {
  id: 'government_affiliation_implied',
  title: 'Letter implies government backing',
  citation: '15 U.S.C. 1692e(1), (9); 12 CFR 1006.18(b)(1)(i), (c)(3)',
  kind: 'judgment',
  section: '1.4',
  description:
    'A debt collector may not suggest that it is, works for, or is approved by the federal, state or local government, or make its letter look like an official government document. A private collector working for a government creditor may say so accurately.',
  severity: 8,
  value: 1000,
};

/**
 * Statements that the sender is, or is approved by, the government. Decision 336: with a second word before the noun ("we are a
 * state government agency", "our office is a federal government agency"), and in Spanish a collection agency of the state and
 * the sender said part of the government ("somos la agencia de cobranza del estado", "somos parte del gobierno del condado",
 * "forma parte del gobierno"), not after "no".
 */
const GOVERNMENT_CLAIM =
  /\b(?:official\s+(?:government|state|federal|county|court)\s+(?:notice|document|business|communication|matter)|this\s+is\s+an?\s+official\s+(?:notice|document|communication)\s+(?:of|from)\s+the\s+(?:state|federal|united\s+states|government|county)|(?:we\s+are|(?:this|our)\s+(?:office|agency|firm|company)\s+is)\s+(?:a|an|the)\s+(?:state|federal|government(?:al)?|county|municipal|city)\s+(?:(?:government(?:al)?|public|collections?|debt\s+collection|revenue)\s+)?(?:agency|office|department|authority)|(?:authorized|approved|sanctioned|endorsed|commissioned|appointed|deputized)\s+by\s+the\s+(?:federal|united\s+states|u\.s\.|state|county)\s+government|government[- ](?:authorized|approved|sanctioned|mandated)|federally\s+(?:authorized|approved|mandated|licensed)|penalty\s+for\s+private\s+use|by\s+order\s+of\s+the\s+(?:state|government|united\s+states)|(?:we\s+are|this\s+(?:office|agency|firm|company)\s+is)\s+(?:an?\s+|the\s+)?(?:arm|division|branch|part|unit|agency|department|office)\s+of\s+the\s+(?:state|federal\s+government|united\s+states\s+government|u\.s\.\s+government|government|county|city)|official\s+(?:government|state|federal|county)\s+(?:collection\s+|debt\s+)?(?:agency|collector|office|department)|(?:on\s+behalf\s+of|for)\s+the\s+(?:federal|state|county)\s+government\s+(?:as|through)\s+its\s+(?:official\s+)?(?:agency|office|department))\b|\baviso\s+oficial\s+del\s+(?:gobierno|estado|condado)\b|(?<!\bno\s+)\b(?:somos|esta\s+(?:oficina|agencia)\s+es)\s+(?:una?|la|el)\s+(?:agencia|oficina|dependencia|departamento|divisi[oó]n)\s+(?:de\s+(?:cobros?|cobranzas?|recaudaci[oó]n)\s+)?(?:del\s+gobierno|gubernamental|estatal|federal|del\s+estado|del\s+condado)\b|(?<!\bno\s+)\b(?:somos|esta\s+(?:oficina|agencia|empresa|compa[nñ][ií]a)\s+es|(?:formamos|forma)\s+(?:parte))\s+(?:(?:parte|un\s+brazo|una\s+rama|una\s+divisi[oó]n|una\s+dependencia)\s+)?del\s+(?:gobierno|estado|condado)\b|\b(?:autorizad|aprobad|respaldad|avalad)[oa]s?\s+por\s+el\s+gobierno\b|\bpor\s+orden\s+del\s+(?:estado|gobierno)\b|(?<!\bnot\s)(?<!\bnever\s)(?<!\bnever\sbeen\s)\b(?:(?:is|are|am|we're)\s+(?:officially\s+)?(?:affiliated|associated|connected)|(?:in\s+)?(?:affiliation|association)|(?:officially\s+)?affiliated|partnered)\s+with\s+(?:the\s+|your\s+)?(?:(?:local|county|state|federal|district|municipal|city|superior|circuit|small\s+claims|u\.s\.|united\s+states)\s+){0,2}(?:courts?|government|sheriff(?:'s)?(?:\s+(?:office|department))?|attorney\s+general(?:'s\s+office)?|district\s+attorney(?:'s\s+office)?|police(?:\s+department)?)\b|(?<!\bno\s)(?<!\bno\sestamos\s)(?<!\bno\ssomos\s)\b(?:afiliad|asociad|vinculad)[oa]s?\s+(?:con|a|al)\s+(?:el\s+|la\s+|los\s+)?(?:tribunal(?:es)?|corte|juzgado|gobierno|alguacil|fiscal[ií]a|polic[ií]a)(?:\s+(?:del\s+condado|del\s+estado|federal|estatal|de\s+distrito))?(?![\w\u00c0-\u017f])/i;

/**
 * A notice said to issue from the government or a court (decision 520): an official notice of "the State of Texas", a paper issued
 * or a demand made "under the authority of" the State, the United States or the IRS, a collector acting "under federal authority",
 * a notice said to come from a state or federal agency, a collector said to be the court's agent or to act for it, or a matter the
 * court is said to have assigned to the collector; in Spanish an official notice of the State, "con autoridad federal", "en nombre
 * del tribunal". Not a licence granted under a State's authority (no issuing verb), nor what a court may do if the creditor sues.
 */
const AUTHORITY_CLAIM = [
  String.raw`\bofficial\s+(?:notice|document|communication|demand)\s*(?:[-–—:,|]\s*|\s+(?:of|from)\s+)(?:the\s+)?(?:state|commonwealth)\s+of\s+[a-z]+`,
  String.raw`\b(?:issued|sent|made|served|mailed|demanded|collected)\s+(?:\w+\s+){0,2}?(?:under|by|with)\s+(?:the\s+)?(?:full\s+)?authority\s+of\s+(?:the\s+)?(?:state|commonwealth|united\s+states|federal\s+government|government|county|internal\s+revenue\s+service|irs|(?:u\.s\.\s+)?(?:department\s+of\s+the\s+)?treasury)\b`,
  String.raw`\b(?:we|this\s+office|our\s+(?:office|firm|agency|company))\s+(?:act|acts|are\s+acting|is\s+acting|operate|operates|collect|collects)\s+(?:\w+\s+){0,2}?(?:under|with)\s+(?:federal|state|government(?:al)?|county|court)\s+authority\b`,
  String.raw`\b(?:this|the)\s+(?:notice|letter|demand|communication)\s+(?:comes|is|was\s+sent)\s+from\s+(?:a|an|the)\s+(?:federal|state|county|municipal|government(?:al)?)\s+(?:government\s+)?(?:agency|office|department|authority)\b`,
  String.raw`\b(?:we\s+are|we['’]re|(?:this|our)\s+(?:office|firm|agency)\s+(?:is|acts))\s+(?:acting\s+)?(?:as\s+)?(?:an?\s+|the\s+)?(?:agents?|arm)\s+(?:of|for)\s+the\s+(?:\w+\s+){0,2}?court\b`,
  String.raw`\b(?:we|this\s+office)\s+(?:act|acts|are\s+acting|is\s+acting|collect|collects|are\s+collecting)\s+(?:for|on\s+behalf\s+of)\s+the\s+(?:\w+\s+){0,2}?court\b`,
  String.raw`\bthe\s+(?:\w+\s+){0,2}?court\s+has\s+(?:assigned|referred|directed|appointed|ordered)\s+(?:this\s+(?:matter|account|debt|balance|case)\s+to\s+)?(?:us|our\s+(?:office|firm|agency)|this\s+(?:office|firm|agency))\b`,
  String.raw`\b(?:notificaci[oó]n|aviso|comunicaci[oó]n|documento)\s+oficial\s+del?\s+(?:gobierno|estado|condado|tribunal)\b`,
  String.raw`\b(?:actuamos|act[uú]a|operamos|cobramos)\s+(?:\w+\s+){0,2}?(?:con|bajo)\s+(?:la\s+)?autoridad\s+(?:federal|estatal|del\s+(?:estado|gobierno|tribunal|condado))\b`,
  String.raw`(?<!\bno\s)\b(?:actuamos|trabajamos|cobramos|act[uú]a)\s+(?:en\s+nombre|de\s+parte|por\s+cuenta)\s+(?:del|de\s+la)\s+(?:tribunal|corte|juzgado)\b`,
].join('|');
const GOVERNMENT_OR_AUTHORITY_CLAIM = new RegExp(`${GOVERNMENT_CLAIM.source}|${AUTHORITY_CLAIM}`, 'i');

/** A public body as letters name one ("a major branch of the federal government", "state governments", "the IRS"). */
const PUBLIC_BODY = String.raw`(?:(?:federal|state|county|municipal|city|local|u\.s\.|united\s+states)\s+(?:governments?|agenc(?:y|ies)|departments?|tax(?:ing)?\s+authorit(?:y|ies))|(?:(?:federal|state|county|local|area)\s+)?law\s+enforcement(?:\s+(?:agenc(?:y|ies)|officials?|officers?|authorit(?:y|ies)))?|(?:the\s+|local\s+|your\s+local\s+)?police(?:\s+department)?|(?:the\s+|your\s+county\s+)?sheriff(?:['’]s\s+(?:office|department))?|(?:the\s+|local\s+)?(?:district\s+attorney|prosecutor)(?:['’]s\s+office|s)?|(?:the\s+)?government(?:s|al\s+agenc(?:y|ies))?|internal\s+revenue\s+service|irs|(?:department\s+of\s+(?:the\s+)?(?:treasury|education|justice|revenue)|treasury\s+department)|social\s+security\s+administration|(?:revenue|tax(?:ation|ing)?)\s+(?:departments?|agenc(?:y|ies)|authorit(?:y|ies)))`;
const GOV_FILLER = String.raw`(?:[\w.,&'’-]+\s+){0,6}?`;

/**
 * The collector's credentials told as work done for or with the government: the systems or services
 * it provides (or provided) to a public body, the taxes or debts it collects for one, its standing as
 * the government's contractor, vendor or agent, or its selection by one. Said to a consumer whose debt
 * is owed to a private creditor, it implies the collector is affiliated with the government (Gammon v.
 * GC Services, 7th Cir. 1994: "We provided the systems used by a major branch of the federal government
 * and various state governments to collect delinquent taxes"; 15 U.S.C. 1692e(1)). Any tense, active
 * or passive; Spanish.
 */
const GOVERNMENT_WORK = new RegExp(
  [
    // "we (have) provided / supply / designed / run the systems (services, software) used by ... <public body>"
    String.raw`\b(?:we|our\s+(?:company|firm|agency|organi[sz]ation))\s+(?:have\s+|has\s+|also\s+|long\s+)*(?:provided|provides?|supplied|suppl(?:y|ies)|designed|designs?|built|builds?|developed|develops?|operated|operates?|ran|runs?|managed|manages?)\s+(?:the\s+|a\s+)?(?:[\w-]+\s+){0,3}?(?:systems?|software|services?|technology|platforms?|programs?)\s+(?:(?:(?:that\s+(?:are|were|is|was)\s+)?(?:used|relied\s+(?:up)?on|employed)\s+by|for|to)\s+${GOV_FILLER}${PUBLIC_BODY}|(?:that|which)\s+${GOV_FILLER}${PUBLIC_BODY}\s+(?:[\w.,&'’-]+\s+){0,8}?(?:uses?|used|relies\s+on|relied\s+on|depends\s+on|depended\s+on))\b`,
    // "the systems used by ... <public body> were provided by us / built by our company"
    String.raw`\b(?:systems?|software|services?|technology)\s+(?:used|relied\s+(?:up)?on)\s+by\s+${GOV_FILLER}${PUBLIC_BODY}\s+(?:[\w-]+\s+){0,4}?(?:(?:are|were|is|was|have\s+been|has\s+been)\s+)(?:provided|supplied|designed|built|developed|operated|run|managed)\s+by\s+(?:us|our\s+(?:company|firm|agency))\b`,
    // The systems named as the collector's own: "(an agency) whose systems are relied on by a federal agency", "our
    // software is used by state governments", "<public body> relies on our systems"
    String.raw`\b(?:whose|our)\s+(?:[\w-]+\s+){0,2}?(?:systems?|software|services?|technology|platforms?|programs?)\s+(?:are|were|is|was|have\s+been|has\s+been)\s+(?:\w+ly\s+)?(?:used|relied\s+(?:up)?on|employed|trusted|depended\s+(?:up)?on)\s+by\s+${GOV_FILLER}${PUBLIC_BODY}\b`,
    String.raw`\b${PUBLIC_BODY}\s+(?:[\w.,&'’-]+\s+){0,8}?(?:uses?|used|rel(?:y|ies|ied)\s+(?:up)?on|depend(?:s|ed)?\s+(?:up)?on|trust(?:s|ed)?)\s+our\s+(?:[\w-]+\s+){0,2}?(?:systems?|software|services?|technology|platforms?)\b`,
    String.raw`\b(?:cuyos|nuestros)\s+(?:sistemas|servicios|programas)\s+(?:son|fueron|han\s+sido)\s+(?:utilizados|usados|empleados)\s+por\s+(?:[\w\u00c0-\u017f,-]+\s+){0,5}?(?:gobiernos?|agencias?\s+(?:federales|estatales|del\s+gobierno)|irs|hacienda)\b`,
    // "we collect (have collected) delinquent taxes / debts for ... <public body>"
    String.raw`\b(?:we|our\s+(?:company|firm|agency))\s+(?:have\s+|has\s+|also\s+|routinely\s+)*(?:collect(?:ed|s)?|recover(?:ed|s)?|handle[ds]?|service[ds]?|process(?:ed|es)?|perform(?:ed|s)?|d(?:o|id|oes))\s+(?:[\w-]+\s+){0,3}?(?:tax(?:es)?|tax\s+debts?|debts?|accounts?|receivables|claims|student\s+loans?|collections?|work)\s+(?:for|on\s+behalf\s+of)\s+${GOV_FILLER}${PUBLIC_BODY}\b`,
    // "<public body> entrust (refer, send, place) their delinquent accounts to us"
    String.raw`\b${PUBLIC_BODY}\s+(?:[\w.,&'’-]+\s+){0,8}?(?:entrust|refer|send|place|assign|turn\s+over)(?:s|ed)?\s+(?:their|its)\s+(?:[\w-]+\s+){0,2}?(?:accounts?|debts?|receivables|claims|collections?|tax(?:es)?)\s+(?:to|with)\s+(?:us|our\s+(?:company|firm|agency))\b`,
    // "we are (have been) a contractor / vendor / partner / agent of (for, to) ... <public body>"
    String.raw`\b(?:we\s+(?:are|were|have\s+(?:long\s+)?been)|we['’]re|as)\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,2}?(?:contractors?|vendors?|partners?|agents?|providers?|collection\s+agency|collectors?)\s+(?:for|of|to|with)\s+${GOV_FILLER}${PUBLIC_BODY}\b`,
    // "we work (have worked) for / with / alongside ... <public body>"; "we have been chosen (trusted, used) by ... <public body>"
    String.raw`\b(?:we|our\s+(?:company|firm|agency|office|organi[sz]ation))\s+(?:have\s+|has\s+|also\s+)*(?:work(?:ed|s)?|partner(?:ed|s)?|contract(?:ed|s)?|cooperat(?:e|es|ed)|coordinat(?:e|es|ed))\s+(?:closely\s+)?(?:for|with|alongside)\s+${GOV_FILLER}${PUBLIC_BODY}\b`,
    String.raw`\bwe\s+(?:are|were|have\s+been)\s+(?:\w+\s+){0,2}?(?:chosen|selected|trusted|hired|retained|engaged|relied\s+(?:up)?on|used)\s+by\s+${GOV_FILLER}${PUBLIC_BODY}\b`,
    // A private creditor's debt collected under the government's name (decision 520): "we have been authorized by the IRS",
    // "our agency has been empowered by the Department of the Treasury", "we are acting on behalf of the State of Texas", "we
    // collect on behalf of the federal government"; "hemos sido autorizados por el IRS".
    String.raw`\b(?:we|our\s+(?:company|firm|agency|office))\s+(?:are|were|have\s+been|has\s+been)\s+(?:\w+\s+){0,2}?(?:authorized|empowered|commissioned|appointed|deputized|designated)\s+by\s+${GOV_FILLER}${PUBLIC_BODY}\b`,
    String.raw`\b(?:we|our\s+(?:company|firm|agency|office)|this\s+office)\s+(?:are\s+|is\s+)?(?:act(?:s|ing)?|collect(?:s|ing)?|operat(?:e|es|ing))\s+(?:for|on\s+behalf\s+of)\s+(?:${GOV_FILLER}${PUBLIC_BODY}|the\s+(?:state|commonwealth)\s+of\s+[a-z]+)\b`,
    String.raw`\b(?:hemos\s+sido|fuimos|estamos)\s+(?:autorizad|facultad|designad|nombrad)[oa]s\s+por\s+(?:el\s+|la\s+)?(?:irs|servicio\s+de\s+impuestos\s+internos|gobierno|hacienda|tesorer[ií]a|departamento\s+del\s+tesoro)`,
    // Spanish: "proporcionamos los sistemas que usa el gobierno federal", "cobramos impuestos para el gobierno"
    String.raw`\b(?:proporcionamos|proporcionamos|proveemos|prestamos|brindamos|dise[nñ]amos|operamos|administramos)\s+(?:los\s+|el\s+|sus\s+)?(?:sistemas?|servicios?|programas?)\s+(?:que\s+(?:usa|usan|utiliza|utilizan)|utilizados?\s+por|a|al|para)\s+(?:[\w\u00c0-\u017f,-]+\s+){0,5}?(?:gobiernos?|agencias?\s+(?:federales|estatales|del\s+gobierno)|irs|servicio\s+de\s+impuestos\s+internos|hacienda)\b`,
    String.raw`\b(?:cobramos|recuperamos|hemos\s+cobrado)\s+(?:[\w\u00c0-\u017f-]+\s+){0,3}?(?:impuestos|deudas|cuentas)\s+(?:para|en\s+nombre\s+del?)\s+(?:[\w\u00c0-\u017f,-]+\s+){0,4}?(?:gobiernos?|estado|irs|hacienda)\b`,
    String.raw`\b(?:trabajamos|colaboramos|cooperamos)\s+(?:para|con|junto\s+(?:a|con))\s+(?:el\s+|los\s+|la\s+|las\s+)?(?:gobiernos?|agencias?\s+(?:federales|estatales|del\s+gobierno)|irs|polic[ií]a(?:\s+local)?|autoridades(?:\s+(?:locales|policiales))?|fuerzas\s+del\s+orden|alguacil|fiscal(?:[ií]a)?)\b`,
  ].join('|'),
  'i',
);

/** The debt itself is owed to a public body (a tax, a toll, a fine, a government loan): saying one works for it is accurate (Sheriff v. Gillie). */
const PUBLIC_CREDITOR = new RegExp(
  String.raw`\b(?:ow(?:e|es|ed|ing)\s+to|placed\s+(?:with\s+us\s+)?by|referred\s+(?:to\s+us\s+)?by|assigned\s+(?:to\s+us\s+)?by|creditor:?|(?:this|your)\s+(?:debt|account|balance|obligation)\s+(?:[\w-]+\s+){0,4}?(?:for|on\s+behalf\s+of|with))\s+(?:the\s+)?(?:(?:[\w.'’-]+\s+){0,3}(?:city|county|town|village|borough|township|parish|municipality|municipal\s+court)\b|(?:city|county|state|commonwealth|town|village|borough|municipality|district|department|u\.s\.\s+department|united\s+states|internal\s+revenue\s+service|irs|treasury(?!\s+offset))\b)|\b(?:your|this|these|the\s+above)\s+(?:(?:delinquent|unpaid|past[-\s]due|overdue)\s+)?(?:(?:property|income|sales|vehicle|excise)\s+)?tax(?:es|\s+(?:debt|bill|liability|lien|account|balance))?\b(?!\s+(?:refunds?|returns?|credits?))|\b(?:your|this)\s+(?:(?:toll|parking|traffic)\s+(?:violations?|citations?|tickets?|fines?)|court[-\s](?:ordered\s+)?(?:fines?|fees|costs))\b`,
  'i',
);

/** "We are not affiliated with any government agency", "no estamos afiliados con el gobierno". */
const NOT_AFFILIATED =
  /\b(?:not|never\s+been)\s+(?:affiliated|associated|connected)\s+with\s+(?:any|the)\s+(?:[\w-]+\s+){0,2}?(?:government|agency)|\bno\s+(?:estamos|somos)\s+(?:afiliad|asociad|vinculad)[oa]s\s+(?:con|al|a)\s+(?:ning[uú]n|el|la)\s+(?:gobierno|agencia)/i;

/** A denial inside the claim itself ("we have never provided services to the government"). */
const DENIAL_INSIDE = /\b(?:not|never|no)\b|n['’]t\b/i;

/** A word naming a public body: only the sentences that hold one are read for GOVERNMENT_WORK (it is costly on long texts). */
const GOVERNMENT_MENTION =
  /\b(?:governments?|gobiernos?|federal(?:es)?|irs|internal\s+revenue|treasury|department|agenc(?:y|ies)|agencias?|authorit(?:y|ies)|hacienda|estatal(?:es)?|law\s+enforcement|police|polic[ií]a|sheriff|alguacil|district\s+attorney|prosecutors?|fiscal(?:[ií]a)?|autoridades|fuerzas\s+del\s+orden|state\s+of|commonwealth\s+of)\b/i;

/** The sentences that tell the collector's work for the government, each with where the telling starts. */
const workClaims = (v: ReturnType<typeof viewOf>): { sentence: string; range: Found['range']; at: number; match: string }[] => {
  const seen = new Set<number>();
  const out: { sentence: string; range: Found['range']; at: number; match: string }[] = [];
  for (const f of findWithSentence(v, GOVERNMENT_MENTION)) {
    if (seen.has(f.range.start)) continue;
    seen.add(f.range.start);
    const m = execPart(GOVERNMENT_WORK, v.text, f.sentence);
    if (m) out.push({ sentence: f.sentence, range: f.range, at: m.index, match: m[0] });
  }
  return out;
};

/** "No trabajamos para el gobierno", "nunca hemos cobrado…": the Spanish denial stands just before the verb. */
const SPANISH_DENIAL_BEFORE = /\b(?:no|nunca|jam[aá]s)\s+(?:(?:lo|le|les|hemos|han|ha)\s+)?$/i;

/** Wording that adds to an official look but alone proves nothing ("OFFICIAL NOTICE"). */
const OFFICIAL_LOOK = /\bofficial\s+(?:notice|business|document)\b/i;

/** Licensing and complaint lines name real agencies lawfully. */
const LICENSE_LINE =
  /\b(?:licen[cs]e[ds]?|registration|registered|bonded|permit\s+no|complaints?|contact\s+the|www\.|\.gov|licencia|licenciad[oa]|registrad[oa]|quejas?|comun[ií]quese\s+con)\b/i;
/** Accurate statements of a private contractor or special counsel (Sheriff v. Gillie). */
const ACCURATE_CONTRACTOR =
  /\b(?:private\s+(?:collection\s+agency|company|debt\s+collector|law\s+firm)|not\s+a\s+government(?:al)?\s+(?:agency|entity|office)|agencia\s+(?:de\s+cobranza\s+)?privada|no\s+somos\s+una\s+agencia\s+(?:del\s+gobierno|gubernamental)|under\s+contract\s+(?:with|to)\s+the|contracted\s+(?:by|with)\s+the|special\s+counsel|outside\s+counsel|retained\s+by\s+the\s+(?:state|city|county|attorney\s+general))\b/i;

/** Short heading lines of page 1 ("OFFICIAL NOTICE FROM THE DEPARTMENT OF COLLECTIONS"). */
const pageOneHeadings = (ctx: Parameters<Rule['check']>[0]): Span[] => {
  const first = ctx.doc.pages[0];
  const out: Span[] = [];
  const from = first?.offset ?? 0;
  const to = from + (first?.text.length ?? ctx.text.length);
  let at = from;
  while (at < to) {
    let nl = ctx.text.indexOf('\n', at);
    if (nl < 0 || nl > to) nl = to;
    const line = ctx.text.slice(at, nl).trim();
    if (line.length > 0 && line.length <= 70 && !/[.!?;]\s*$/.test(line)) {
      const start = at + ctx.text.slice(at, nl).indexOf(line);
      out.push({ start, end: start + line.length, text: line });
    }
    at = nl + 1;
  }
  return out;
};

/**
 * A line that is a sentence, not a name or heading: more than 14 words, or three words or more in lower case besides the
 * small words a name may hold ("Office of the Attorney General", "Oficina del Fiscal de Distrito"). A letterhead or
 * signature read from a fragment can hold a line of prose ("the creditor may be required to report the amount forgiven
 * to the Internal Revenue Service"): a public body named in a sentence is read by what the sentence says, never as the
 * sender's name (decision 185).
 */
const NAME_SMALL_WORD = /^(?:of|and|the|for|at|on|in|de|del|la|las|los|el|y|e|&)$/;
const readsAsSentence = (line: string): boolean => {
  const words = line.trim().split(/\s+/);
  return words.length > 14 || words.filter((w) => /^[a-z\u00e0-\u00ff]/.test(w) && !NAME_SMALL_WORD.test(w)).length >= 3;
};

/**
 * A public body named in a role that is not the sender's: the recipient of a report or a form ("to the Internal
 * Revenue Service", "al IRS"), the source of a rule or a form ("required by", "under", "Internal Revenue Service Form
 * 1099-C", "IRS rules"), or an authority the consumer may contact ("contact the Attorney General", "comuníquese con la
 * Oficina del Procurador General"). Saying so tells the consumer where a report goes or whom to ask, not that the
 * collector acts for the government (decision 185).
 */
const GOVERNMENT_ROLE =
  /(?:\b(?:report\w*|sen[dt]|submit\w*|fil(?:e|es|ed|ing)|mail\w*|forward\w*|furnish\w*|disclos\w*|complain\w*|complaints?|writ\w*|appeal\w*|reporta\w*|envia\w*|env[ií]\w*|present\w*|quejas?)\s+(?:[\w'’]+\s+){0,6}?(?:to|al|a\s+la|a|ante)|\b(?:contact|call|notify|consult|reach|required\s+by|pursuant\s+to|according\s+to|comun[ií]quese\s+con|llame\s+a|escriba\s+a|seg[uú]n|conforme\s+a|exigido\s+por|requerido\s+por))\s+(?:the\s+|your\s+|el\s+|la\s+|su\s+)?(?:(?:u\.s\.|federal|state|local|[A-Z][a-z]+)\s+)?$/i;
const GOVERNMENT_ROLE_AFTER =
  /^\s*(?:\(irs\)\s*)?(?:form|forms|rules?|regulations?|requirements?|guidelines?|reporting|publications?|website|web\s+site|formulario|reglas?|normas?)\b/i;

const GOVERNMENT_NAME_ALL = new RegExp(GOVERNMENT_NAME.source, 'gi');
/** Every public body a sender line names stands in a role that is not the sender's. */
const governmentOnlyInRole = (line: string): boolean => {
  const bodies = execAll(GOVERNMENT_NAME_ALL, line).filter((m) => m[0].length > 0);
  return (
    bodies.length > 0 && bodies.every((m) => GOVERNMENT_ROLE.test(line.slice(0, m.index)) || GOVERNMENT_ROLE_AFTER.test(line.slice(m.index + m[0].length)))
  );
};

/**
 * The sender named in the body as the one the letter comes from: "This notice is issued by the State Department of Revenue
 * Recovery Unit", "this letter was sent by the County Collections Division", "Este aviso es emitido por el Departamento de
 * Cobros". Read as a sender line (decision 327): a name there is the sender's, as in the letterhead.
 */
const ISSUED_BY =
  /\b(?:(?:this|the|our)\s+(?:notice|letter|document|communication|statement|correspondence|demand)\s+(?:is|was|has\s+been|is\s+being)\s+(?:issued|sent|prepared|mailed|generated|delivered)\s+(?:to\s+you\s+)?(?:by|from)|(?:este|esta)\s+(?:aviso|carta|notificaci[oó]n|comunicaci[oó]n|documento)\s+(?:es|fue|ha\s+sido)\s+(?:emitid|enviad|preparad)[oa]\s+por)\s+([^.;\n]{3,90})/gi;
/**
 * The account said to have been placed with a named body ("Your account has been referred to the Federal Collection Bureau for
 * enforcement", "su cuenta ha sido remitida a la Oficina Federal de Cobranzas"): the body that now holds it is the one writing,
 * as a placement's receiver is (decision 362). Only a placement done, not one that may come ("may be referred to the Department
 * of the Treasury for offset"), and never where the debt itself is owed to a public body.
 */
const PLACED_WITH =
  /\b(?:(?:your|this|the\s+above)\s+(?:account|debt|balance|matter|file|claim)\s+(?:has\s+(?:now\s+)?been|was|is\s+now|have\s+been)\s+(?:referred|placed|assigned|transferred|turned\s+over|forwarded|sent)\s+to|(?:su|esta)\s+(?:cuenta|deuda)\s+(?:ha\s+sido|fue)\s+(?:remitid|referid|asignad|transferid|enviad)[ao]\s+a)\s+(?!(?:us|our|me|this\s+(?:office|firm|agency)|nosotros|nuestr[ao])\b)([^.;\n]{3,90})/gi;

const nameAfter = (m: RegExpMatchArray): Span[] => {
  const name = m[1] ?? '';
  const start = (m.index ?? 0) + m[0].length - name.length;
  return [{ start, end: start + name.length, text: name }];
};
// Searched through the filter (`matchesOf`): most letters hold neither wording, and the filter says so without a scan of the
// whole letter (decision 382).
const issuedByLines = (ctx: Parameters<Rule['check']>[0]): Span[] => [
  ...[...matchesOf(ISSUED_BY, ctx.text)].flatMap(nameAfter),
  ...(testText(PUBLIC_CREDITOR, ctx.text) ? [] : [...matchesOf(PLACED_WITH, ctx.text)].flatMap(nameAfter)),
];

const senderLines = (ctx: Parameters<Rule['check']>[0]): Span[] => [
  ...issuedByLines(ctx),
  ...letterheadLines(ctx),
  ...pageOneHeadings(ctx),
  ...signatureLines(ctx),
  ...disclosedCollectorNames(ctx).map((n) => n.span),
  ...payeeNames(ctx).map((n) => n.span),
];

/**
 * A name that ends in a company's legal form ("State Recovery Bureau, Inc.", "Mississippi Account Compliance Bureau, LLC") tells the
 * reader it is a private company: a state's or the nation's name in it is no claim to be a public body (session 52; the court held
 * "State Collection Service" lawful in development L1111). Not where it names the federal government or a public officer.
 */
const CORPORATE_FORM = /,?\s+(?:inc|incorporated|llc|l\.l\.c|corp|corporation|co|company|ltd|lp|llp|pllc)\.?\s*$/i;
const FEDERAL_OR_OFFICER =
  /\b(?:federal|united\s+states|u\.s\.|government|internal\s+revenue|irs|treasury|attorney\s+general|district\s+attorney|sheriff|justice)\b/i;
const privateByItsForm = (line: string): boolean => CORPORATE_FORM.test(line.trim()) && !FEDERAL_OR_OFFICER.test(line);

export const rule: Rule = {
  meta,
  check: (ctx) => {
    const gate = checkGates(ctx);
    if (gate.stop) return gate.stop;
    const v = viewOf(ctx.text);
    const names = senderLines(ctx).filter(
      (s) =>
        GOVERNMENT_NAME.test(s.text) &&
        !LICENSE_LINE.test(s.text) &&
        !isRegulatorLine(s.text) &&
        !readsAsSentence(s.text) &&
        !governmentOnlyInRole(s.text) &&
        !privateByItsForm(s.text),
    );
    const claims = findWithSentence(v, GOVERNMENT_OR_AUTHORITY_CLAIM).filter((f) => !negatedBefore(f.sentence, f.at));
    // Credentials told as work for the government imply affiliation only when the debt is not the
    // government's own and the letter does not say the sender is private or unaffiliated.
    const work =
      testText(PUBLIC_CREDITOR, v.text) || testText(NOT_AFFILIATED, v.text)
        ? []
        : workClaims(v).filter(
            (f) => !negatedBefore(f.sentence, f.at) && !DENIAL_INSIDE.test(f.match) && !SPANISH_DENIAL_BEFORE.test(f.sentence.slice(0, f.at)),
          );
    // A remedy only the government has, or a federal program, department or official named as the sender's standing,
    // for a debt the letter shows is a private creditor's (decision 198): the collector claims the government's authority
    // (15 U.S.C. 1692e(1), (9)). Saying the sender is a private company does not undo it: the claim is about the debt.
    const standing = debtOwnerShown(ctx.text) === 'private' && !testText(PUBLIC_CREDITOR, v.text) ? readGovernmentStanding(ctx.text) : [];
    if (names.length === 0 && claims.length === 0 && work.length === 0 && standing.length === 0) return pass(gate.assumptions);
    if (names.length === 0 && claims.length === 0 && work.length === 0) {
      const remedy = standing.some((s) => s.kind === 'remedy');
      return flag(
        remedy
          ? "This letter may violate federal law: it claims a way of collecting that only the government has, such as administrative wage garnishment, a Treasury offset or pay withheld without a court order, though the letter shows the debt is owed to a private lender or company. Only the United States and, for federal student loans, guaranty agencies may take pay or federal payments that way; claiming that power implies that the collector acts with the government's authority (15 U.S.C. 1692e(1), (9); 12 CFR 1006.18(b)(1)(i), (c)(3))."
          : 'This letter may violate federal law: it presents itself through a federal program, department or official, though the letter shows the debt is owed to a private lender or company. A debt collector may not suggest that it is connected with, or acting for, the federal or state government, and a line saying the sender is a private company does not undo a heading or title that says otherwise (15 U.S.C. 1692e(1), (9), (14); 12 CFR 1006.18(b)(1)(i), (c)(3)).',
        uniqueSpans(standing.map((s) => (s.sentence.end - s.sentence.start <= 200 ? s.sentence : s.span))).slice(0, 6),
        'medium',
        gate.assumptions,
      );
    }

    // The debt is a public body's own (a county's ambulance bill, a city's court costs, a state tax): a public body's own
    // collection office, or a collector that names the body it collects for, says what is true, and a government's
    // employees collecting in their official duties are no debt collectors at all (15 U.S.C. 1692a(6)(C); Sheriff v.
    // Gillie, 2016). Only a claim of the government's own standing beyond that ("official government notice", "by order
    // of the State") is read then.
    if (claims.length === 0 && testText(PUBLIC_CREDITOR, v.text))
      return pass([
        ...gate.assumptions,
        'The debt is owed to a public body, and the sender names itself by that body or its collection office; assumed the sender collects for it, as the letter says.',
      ]);
    if (claims.length === 0 && testText(ACCURATE_CONTRACTOR, v.text))
      return pass([
        ...gate.assumptions,
        'The letter says accurately that the sender is a private collector or counsel working for a government body (Sheriff v. Gillie, 2016); assumed that statement is true.',
      ]);
    const officialLook = findWithSentence(v, OFFICIAL_LOOK).map((f) => foundSpan(v, f));
    const evidence = uniqueSpans([
      ...names,
      ...claims.map((f) => foundSpan(v, f)),
      ...work.map((f) => spanOfView(v, f.range.start, f.range.end)),
      ...officialLook,
    ]).slice(0, 6);
    const onlyWork = names.length === 0 && claims.length === 0;
    return flag(
      !onlyWork
        ? 'This letter may violate federal law: the sender uses a government-sounding name or title, or says it is official or government-approved. A debt collector may not suggest that it is connected with, or backed by, the federal, state or local government (15 U.S.C. 1692e(1), (9); 12 CFR 1006.18(b)(1)(i), (c)(3)).'
        : 'This letter may violate federal law: it presents the collector through the work it does for the government (the systems or services it provides to a public body, the taxes or debts it collects for one), though the debt is not owed to the government and the letter does not say the collector is a private company. Courts have held that such credentials can lead a reader to believe the collector is affiliated with the government, and a debt collector may not suggest that (15 U.S.C. 1692e(1), (9); Gammon v. GC Services, 7th Cir. 1994).',
      evidence,
      claims.length > 0 ? 'high' : 'medium',
      gate.assumptions,
    );
  },
};
