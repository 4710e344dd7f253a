import type { Rule, RuleContext, RuleMeta, Span } from '../../types';
import { checkGates, flag, needsInput, pass, type Confidence } from '../_threats-and-misrepresentations/gate';
import { QUESTIONS } from '../_shared/questions';
import { legalThreats } from '../_threats-and-misrepresentations/lawsuit';
import { HEDGE } from '../_threats-and-misrepresentations/phrases';
import { lawFirmIdentity, letterheadLines, pageIndexOf, signatureLines } from '../_threats-and-misrepresentations/parties';
import { findWithSentence, foundSpan, uniqueSpans, viewOf } from '../_threats-and-misrepresentations/text';
import { mayMatch, testText } from '../../text/prefilter';
import { trimSpan } from '../_disclosures-and-amounts/text';
import { circuitOf } from '../_shared/circuit-of';
import { liveThreats, readLetter } from '../../reading/read-letter';
import { affirmsAttorneyReview, backOfLetterStart, signOffAt } from '../../reading/attorney-review';
import { suitPendingIn } from '../../reading/validation-period-pressure';
import { senderSpeaksAsCounsel } from '../../reading/sender-speaks-as-counsel';
import { fold } from '../_disclosures-and-amounts/text';

const meta: RuleMeta = {
  id: 'false_attorney_involvement',
  title: 'Letter implies an attorney is involved when none meaningfully is',
  citation: '15 U.S.C. 1692e(3), (10); 12 CFR 1006.18(b)(1)(iii)',
  kind: 'judgment',
  section: '1.4',
  description:
    'A collection letter may not suggest that a lawyer is handling your account, or that it comes from a lawyer, unless a lawyer has really reviewed your file. Law-firm letterhead, an attorney\'s signature or talk of "our legal department" on a mass-produced letter can mislead you into thinking a lawsuit is being prepared.',
  severity: 7,
  value: 1000,
};

/**
 * A non-lawyer sender talking of its lawyers. Besides "our attorneys" and "reviewed by an attorney": a lawyer said to have
 * acted on the account in the active voice ("an attorney has reviewed your account", "legal counsel has examined your
 * file", "un abogado ha revisado su cuenta") and the lawyers "of this office" (decision 181). Decision 380: the company's own
 * counsel said to have acted ("counsel for this office has reviewed the account", "el asesor legal de esta oficina ha revisado
 * su cuenta") and a "law department" as a legal department is ("our law department has your file", "nuestro departamento de
 * abogados").
 */
const AGENCY_ATTORNEYS =
  /\b(?:an?|the|one\s+of\s+(?:our|the))\s+(?:(?:staff|in-house|house|collection|licensed)\s+)?(?:attorneys?|lawyers?|legal\s+counsel|counsel)\s+(?:(?:for|of|at|with|in)\s+(?:this|our)\s+(?:office|agency|company|firm)\s+)?(?:has|have)\s+(?:now\s+|already\s+|personally\s+|carefully\s+)?(?:reviewed|examined|evaluated|approved|determined|authori[sz]ed|studied|looked\s+(?:at|over))\b|\blegal\s+counsel\s+(?:has|have)\s+(?:now\s+|already\s+)?(?:reviewed|examined|evaluated|approved|determined)\b|\b(?:legal\s+)?counsel\s+(?:for|of|at|with|to)\s+(?:this|our)\s+(?:office|agency|company|firm)\s+(?:has|have)\s+(?:now\s+|already\s+|personally\s+|carefully\s+)?(?:reviewed|examined|evaluated|approved|determined|studied)\b|\b(?:el|nuestro)\s+asesor\s+legal\s+(?:de\s+(?:esta|nuestra)\s+(?:oficina|agencia|compa[nñ][ií]a|empresa)\s+)?(?:ha|han)\s+(?:revisado|examinado|evaluado|aprobado|determinado)\b|\bthe\s+(?:attorneys?|lawyers?)\s+(?:of|at|with|in|for)\s+(?:this|our)\s+(?:office|agency|company)\b|\b(?:un|el|nuestro)\s+abogad[oa]\s+(?:ha|han)\s+(?:revisado|examinado|evaluado|aprobado|determinado)\b|\b(?:our|its)\s+(?:in-house\s+)?(?:legal\s+(?:department|dept\.?|division|staff|unit|team|counsel)|law\s+(?:department|dept\.?|division)|attorneys?|lawyers?|legal\s+counsel|general\s+counsel|staff\s+attorneys?|in-house\s+counsel)\b|\b(?:reviewed|approved|examined|evaluated)\s+by\s+(?:an?\s+|our\s+)?(?:attorney|lawyer|legal\s+(?:department|counsel)|counsel)\b|\battorney\s+review\b|\b(?:the|our)\s+(?:legal|law)\s+department\b|\bnuestr[oa]s?\s+(?:departamento\s+(?:legal|jur[ií]dico|de\s+abogados)|abogad[oa]s?|equipo\s+legal|asesor(?:es|[ií]a)\s+legal(?:es)?)\b|\bsu\s+(?:departamento\s+(?:legal|jur[ií]dico)|equipo\s+legal)\b|\b(?:revisad|aprobad)[ao]\s+por\s+(?:un|nuestro|el)\s+(?:abogado|departamento\s+legal)\b/i;
/**
 * A legal department or general counsel given as the place to write with a complaint, a dispute, a question or other
 * correspondence ("write to our General Counsel at …", "send disputes to the attention of our Legal Department",
 * "dirija sus quejas a nuestro departamento legal"): an address, which says nothing of a lawyer handling the account
 * (15 U.S.C. 1692e(3) reaches a false suggestion that an attorney is involved in collecting the debt).
 */
const CONTACT_BEFORE =
  /\b(?:write|writing|written|mail(?:ed)?|send|sent|address(?:ed)?|direct(?:ed)?|contact|call|attn|attention|c\/o|care\s+of|escriba|env[ií]e|dirija|comun[ií]quese\s+con|llame)\b[^.;]{0,40}$/i;
const CORRESPONDENCE =
  /\b(?:complaints?|disputes?|questions?|concerns?|correspondence|inquir(?:y|ies)|requests?|notices?|comments?|quejas?|disputas?|preguntas?|reclamaciones|correspondencia|solicitudes)\b/i;
const contactAddress = (f: { sentence: string; at: number }): boolean => CONTACT_BEFORE.test(f.sentence.slice(0, f.at)) && CORRESPONDENCE.test(f.sentence);

/**
 * The account said NOT to be with the lawyers ("Your account has not been placed in our legal department", "no ha sido remitida a
 * nuestro departamento legal"): the sentence says no lawyer handles it, the opposite of the suggestion 1692e(3) reaches
 * (decision 356).
 */
const PLACEMENT_DENIED_BEFORE =
  /\b(?:not|never|no\s+longer)\s+(?:yet\s+)?(?:been\s+)?(?:placed|referred|sent|forwarded|assigned|turned\s+over|transferred|reviewed|handled|seen)\b(?:(?!\b(?:but|however|pero|sino)\b)[^.;]){0,30}$|\bno\s+(?:ha|han|fue|ser[aá])\s+(?:sido\s+)?(?:colocad|remitid|enviad|asignad|transferid|revisad|turnad)[oa]\b(?:(?!\b(?:but|however|pero|sino)\b)[^.;]){0,30}$/i;
const placementDenied = (f: { sentence: string; at: number }): boolean => PLACEMENT_DENIED_BEFORE.test(f.sentence.slice(0, f.at));

/**
 * A law firm saying its demand rests on the client's word alone, with no attorney review said either way:
 * "we rely solely on the information our client provided", "based entirely on the records of our client",
 * "has not been independently verified", "sin revisión independiente", "nos basamos únicamente en la
 * información proporcionada por nuestro cliente". It neither disclaims nor affirms a lawyer's review, so the
 * letterhead's message that a lawyer judged the file stands unclarified (Clomon v. Jackson, 2d Cir. 1993;
 * Solovyova v. Grossman & Karaszewski, E.D.N.Y. 2021, on such a statement: ambiguous, for the fact-finder).
 */
const EXCLUSIVELY = String.raw`(?:entirely|solely|exclusively|only|wholly|completely|strictly|fully)`;
const CLIENT_SOURCE = String.raw`(?:(?:the\s+)?(?:information|records?|data|documents?|files?|account\s+(?:information|records))\s+(?:(?:\w+\s+){0,2}?(?:provided|supplied|furnished|given|received|forwarded|sent)\s+(?:to\s+us\s+|to\s+this\s+(?:office|firm)\s+)?(?:by|from)|of|from)\s+(?:our|the|its|your|this\s+firm's)\s+(?:client|creditor)|(?:our|the|your|its)\s+(?:client|creditor)(?:'s|s')\s+(?:account\s+)?(?:information|records?|data|documents?|files?)|(?:the\s+)?(?:records?|information|data)\s+(?:that\s+)?(?:our|the|your)\s+(?:client|creditor)\s+(?:provided|supplied|furnished|gave|sent|forwarded)|(?:our|the|your)\s+(?:client|creditor)\b)`;
const EXCLUSIVELY_ES = String.raw`(?:[uú]nicamente|solamente|exclusivamente|enteramente|totalmente|s[oó]lo)`;
const CLIENT_SOURCE_ES = String.raw`(?:(?:la\s+)?(?:informaci[oó]n|los\s+registros|los\s+datos|los\s+documentos)\s+(?:(?:proporcionad|suministrad|brindad|entregad|enviad)[ao]s?\s+por|de(?:l)?)\s+(?:nuestro\s+|el\s+|su\s+)?(?:cliente|acreedor)|(?:nuestro|el|su)\s+(?:cliente|acreedor))`;
const RELIES_ON_CLIENT = new RegExp(
  [
    // "we rely solely on our client's records", "based only upon the information provided by the creditor", "comes entirely
    // from our client", "drawn exclusively from the records our client sent us", "we depend completely on…" (decision 103),
    // "made solely on the basis of", "in reliance solely on", "rests entirely on" (decision 190)
    String.raw`\b(?:rel(?:y|ies|ying|ied|iance)|bas(?:e|ed|ing)|depend(?:s|ed|ing)?|drawn|taken|derived|comes?|came|obtained|rest(?:s|ed|ing)?)\s+(?:\w+\s+){0,2}?${EXCLUSIVELY}\s+(?:(?:up)?on|from)\s+(?:the\s+basis\s+of\s+)?${CLIENT_SOURCE}`,
    // the exclusivity after the source or in other words: "we rely on our client's information alone", "based only on what our
    // client has told us", "on nothing but the records of our client" (decision 190)
    String.raw`\b(?:rel(?:y|ies|ying|ied|iance)|bas(?:e|ed|ing)|depend(?:s|ed|ing)?|rest(?:s|ed|ing)?)\s+(?:\w+\s+){0,2}?(?:(?:up)?on|from)\s+${CLIENT_SOURCE}(?:'s|s')?\s+(?:\w+\s+){0,2}?alone\b`,
    String.raw`\b(?:rel(?:y|ies|ying|ied|iance)|bas(?:e|ed|ing)|depend(?:s|ed|ing)?|rest(?:s|ed|ing)?)\s+(?:\w+\s+){0,2}?(?:${EXCLUSIVELY}\s+(?:(?:up)?on|from)|(?:up)?on\s+nothing\s+(?:but|other\s+than|except))\s+(?:(?:what|the\s+(?:information|records?)(?:\s+that)?)\s+)?(?:our|the|your)\s+(?:client|creditor)\s+(?:has\s+|have\s+)?(?:told|given|reported|sent|provided|supplied|furnished)`,
    // "made solely on the basis of the information our client provided", "sent entirely in reliance on our client's records"
    String.raw`\b${EXCLUSIVELY}\s+(?:(?:up)?on\s+the\s+basis\s+of|in\s+reliance\s+(?:up)?on)\s+${CLIENT_SOURCE}`,
    // the firm says it has not checked, in the passive or the active: "has not been independently verified", "we have not
    // independently confirmed the amount", "no independent review / investigation / determination", "without independent
    // verification"; since decision 190 without "independently" when the firm or the client's information is named: "we have
    // not (yet) verified the balance our client reports", "has not been verified by this office", "which we have not verified"
    String.raw`\b(?:has|have|had)\s+not\s+(?:been\s+)?independently\s+(?:verified|reviewed|investigated|confirmed|checked|examined|audited)|\b(?:no|without\s+(?:any\s+)?)\s*independent\s+(?:review|verification|investigation|inquiry|examination|audit|determination|evaluation|confirmation)`,
    String.raw`\b(?:we|this\s+(?:law\s+)?(?:firm|office)|our\s+(?:law\s+)?(?:firm|office)|the\s+(?:law\s+)?firm)\s+(?:has|have|had)\s+not\s+(?:yet\s+)?(?:verified|confirmed|checked|audited|investigated)\s+(?:the|this|its|that|your|our\s+client's|any\s+of\s+(?:the|this))\b`,
    String.raw`\b(?:has|have|had)\s+not\s+(?:yet\s+)?been\s+(?:verified|confirmed|checked|audited|investigated)\s+by\s+(?:us|this\s+(?:law\s+)?(?:firm|office)|our\s+(?:law\s+)?(?:firm|office)|the\s+(?:law\s+)?firm)\b|\b(?:which|that)\s+(?:we|this\s+(?:firm|office))\s+(?:has|have)\s+not\s+(?:yet\s+|independently\s+)?(?:verified|confirmed|checked|audited|investigated)\b`,
    // Spanish: "nos basamos únicamente en la información proporcionada por nuestro cliente", "esta carta se basa únicamente en
    // los registros del acreedor", "hemos confiado exclusivamente en…", "dependemos por completo de…", "sin revisión
    // independiente", "no hemos verificado de manera independiente", "esta firma no ha verificado la información…", "no ha
    // sido verificada por esta oficina"
    String.raw`\b(?:nos\s+basamos|bas[aá]ndonos|nos\s+apoyamos|depende(?:mos)?|(?:hemos\s+)?confi(?:ado|amos)|se\s+basa|est[aá]\s+basad[ao])\s+(?:[\w\u00c0-\u017f]+\s+){0,2}?(?:${EXCLUSIVELY_ES}\s+|por\s+completo\s+)(?:en|de)\s+${CLIENT_SOURCE_ES}`,
    String.raw`\bsin\s+(?:ninguna\s+)?(?:revisi[oó]n|verificaci[oó]n)\s+independiente|\bno\s+(?:hemos|ha)\s+(?:sido\s+)?(?:verificad|revisad|confirmad)[ao]s?\s+(?:(?:de\s+(?:manera|forma)|en\s+forma)\s+independiente|independientemente)`,
    String.raw`\b(?:esta|nuestra)\s+(?:firma|oficina)\s+no\s+ha\s+(?:verificado|confirmado|comprobado)\s+(?:la|el|los|las|su|esta|este)\b|\bno\s+(?:hemos|ha)\s+(?:verificado|confirmado|comprobado)\s+(?:la\s+informaci[oó]n|los\s+(?:datos|registros))\s+(?:proporcionad|suministrad|entregad|enviad)[ao]s?\s+por\s+(?:nuestro\s+|el\s+|su\s+)?(?:cliente|acreedor)|\bno\s+(?:ha|han)\s+sido\s+(?:verificad|confirmad|comprobad)[ao]s?\s+por\s+(?:esta|nuestra)\s+(?:firma|oficina)`,
  ].join('|'),
  'i',
);
/**
 * A signature the letter says is mass-produced: a facsimile, computer-generated or printed signature (Clomon
 * v. Jackson: a lawyer's facsimile signature on letters he never saw).
 */
const MASS_SIGNATURE =
  /\b(?:facsimile|computer[-\s]generated|computer[-\s]printed|mechanically\s+(?:reproduced|applied|affixed)|printed|stamped|electronic(?:ally\s+(?:generated|applied|affixed))?)\s+signature\b|\bsignature\s+(?:is|was|has\s+been)\s+(?:a\s+)?(?:facsimile|computer[-\s]generated|mechanically\s+(?:reproduced|applied)|printed|stamped)\b|\bthis\s+(?:letter|notice)\s+(?:is|was|has\s+been)\s+(?:(?:generated|produced|prepared|printed|signed|mailed|sent)\s+(?:and|or)\s+)?(?:computer[-\s]generated|(?:generated|produced|prepared|printed|signed|mailed|sent)\s+(?:by\s+(?:a\s+)?computer|automatically|by\s+machine))\b|\b(?:esta\s+)?(?:carta|notificaci[oó]n|comunicaci[oó]n)\s+(?:fue|es|ha\s+sido)\s+(?:generad|producid|firmad|impres)[ao]\s+(?:por\s+(?:una\s+)?computadora|autom[aá]ticamente|electr[oó]nicamente|a\s+m[aá]quina)\b|\bfirma\s+(?:facs[ií]mil|impresa|generada\s+por\s+computadora|mec[aá]nica)\b|\bfirma\s+(?:[\w\u00c0-\u017f]+\s+){0,4}?(?:es|fue)\s+(?:una\s+)?(?:reproducci[oó]n\s+mec[aá]nica|facs[ií]mil)\b/i;
/** A signer who is not a lawyer. */
const NON_ATTORNEY_SIGNER =
  /\b(?:account\s+(?:representative|manager|specialist|executive)|collections?\s+(?:specialist|representative|department|dept\.?|manager|agent)|collector|paralegal|legal\s+assistant|customer\s+(?:service|care)|recovery\s+(?:specialist|department)|client\s+services|accounts?\s+receivable)\b/i;
/** "… forward it to / refer this account to / send your file to [our attorney]": the words just before the hit. */
const REFERRAL_TO =
  /\b(?:forward\w*|refer\w*|send|sending|sent|turn\w*\s+(?:\w+\s+){0,3}over|transfer\w*|assign\w*|plac\w*|submit\w*|escalat\w*|hand\w*\s+(?:\w+\s+){0,3}over)\b[^.;]{0,40}\bto\s+$/i;
const PRESENT_INVOLVEMENT =
  /\b(?:reviewed|approved|determined|has\s+(?:now\s+)?been|have\s+(?:now\s+)?been|(?:has|have|had)\s+(?:now\s+|already\s+)?(?:forwarded|referred|sent|transferred|assigned|turned|placed|submitted|handed)|is\s+now|are\s+now|is\s+being|handling|represents?|(?:ha|han)\s+(?:sido|revisado|aprobado|determinado)|est[aá]n?\s+(?:ahora\s+)?(?:siendo|manejando|revisando)|representan?)\b/i;
/**
 * A planned review or referral ("will be sending your account to a law firm to be reviewed by an attorney",
 * "Attorney review may be the next step", "ATTORNEY REVIEW PLANNED", "attorney review scheduled", "we plan on sending your
 * account to an attorney": Stephenson v. Midland Credit Management, D. Utah 2021, decision 196): a statement of what the collector plans says no attorney is
 * involved yet (Mikhael v. Credit Corp Solutions, E.D.N.Y. 2021; Chowdhury v. Midland, E.D.N.Y. 2021).
 * Whether the plan was meant is a 1692e(5) question (threat_legal_action_unintended), not 1692e(3).
 */
const PLANNED =
  /\b(?:will|would|shall|may|might|could|if|unless|eligible|consider\w*|next\s+step|to\s+be|going\s+to|plan(?:s|ning)?\s+(?:to|on)|intends?\s+to|planned|scheduled|upcoming|forthcoming|proposed|intended|set\s+for|programad[ao]|previst[ao]|planead[ao]|planificad[ao])\b|(?<![\w\u00c0-\u017f])(?:podr[aáií][\w\u00c0-\u017f]*|pueden?|ser[aá]n?|si|a\s+menos\s+que|\w+(?:ar|er|ir)(?:[áé]n?|emos))(?![\w\u00c0-\u017f])/i;
const REVIEW_OR_REFERRAL =
  /\breview\w*\b|\b(?:forward\w*|refer\w*|send|sending|sent|transfer\w*|plac\w*|return\w*|revis\w*|envi\w*|remit\w*|turnad\w*|asignad\w*)\b/i;
/** Involvement claimed as done or under way ("has reviewed", "is being handled by", "represents"). */
const INVOLVEMENT_CLAIMED =
  /\b(?:has|have|had)\s+(?:now\s+|already\s+)?(?:been\s+)?(?:reviewed|approved|determined|authori[sz]ed|decided)\b|\b(?:is|are)\s+(?:now\s+)?(?:being\s+)?(?:reviewed|handled|handling)\b|\brepresents?\b|\bhandling\b|\b(?:ha|han)\s+(?:sido\s+)?(?:revisad|aprobad|determinad|decidid)\w*|\best[aá]n?\s+(?:siendo\s+)?(?:revisad|manejad)\w*|\brepresentan?\b/i;
/**
 * A line of the closing that is a statement, not a name or a title: the disclosure "This firm is a debt collector",
 * "This is an attempt to collect a debt", "Esta comunicación es de un cobrador de deudas". Its "collector" is the
 * sender's status, not the signer's job.
 */
const STATEMENT_LINE = /\b(?:is|are|was|were)\b|\battempt\s+to\s+collect\b|(?<![\w\u00c0-\u017f])(?:es|somos|son)\s+(?:un|una)\b/i;

/**
 * The letter written as if to a lawyer: the account said to be assigned, referred or forwarded to "your firm" or "your
 * office" for legal review, action or suit, a lawyer addressed ("Dear Counselor", "Attention: Attorney…"), or a lawyer told
 * to proceed against the debtor. Sent to the consumer, a copy of a referral to a law firm tells the consumer lawyers now
 * hold the account, in the form of the referral itself (Martin v. Sands, D. Mass. 1999: a "hard copy" of a letter to a law
 * firm, "assigned to your firm for legal review and coordination"; 15 U.S.C. 1692e(3), (10)).
 */
const REFERRAL_VERB = String.raw`(?:assigned|referred|forwarded|placed|sent|transferred|transmitted|turned\s+over|submitted|given|entrusted)`;
const LEGAL_PURPOSE = String.raw`(?:legal\s+(?:review|action|proceedings?|coordination|handling|evaluation|processing|collection)|litigation|suit|lawsuit|(?:review|evaluation)\s+(?:for|and)\s+(?:suit|litigation|legal\s+action)|(?:collection|enforcement)\s+(?:through|by)\s+(?:the\s+)?courts?|(?:appropriate\s+)?legal\s+(?:steps|remedies))`;
const ADDRESSED_TO_LAWYER = new RegExp(
  [
    String.raw`\b(?:(?:has|have)\s+(?:now\s+)?been|(?:is|are)\s+(?:hereby\s+|now\s+|being\s+)?)\s*${REFERRAL_VERB}\s+to\s+your\s+(?:law\s+)?(?:firm|office|offices)\s+(?:(?:herewith|hereby|now|today)\s+)?(?:for|to\s+(?:begin|commence|institute|pursue))\s+(?:\w+\s+){0,2}?${LEGAL_PURPOSE}`,
    // Session 51: the sender's own act in the simple present ("we hereby refer the above account to your firm for legal review", "we
    // forward this claim to your office today for suit").
    String.raw`\b(?:we|i)\s+(?:hereby\s+|now\s+)?(?:assign|refer|forward|place|send|transfer|transmit|turn\s+over|submit)\s+(?:this|the\s+(?:above|enclosed)(?:[- ]referenced)?|the\s+following)\s+(?:account|claim|matter|file)\s+to\s+(?:you|your\s+(?:law\s+)?(?:firm|office))\s+(?:(?:herewith|hereby|now|today)\s+)?for\s+(?:\w+\s+){0,2}?${LEGAL_PURPOSE}`,
    String.raw`\b(?:we\s+are|i\s+am)\s+(?:hereby\s+)?(?:assigning|referring|forwarding|placing|sending|transferring|transmitting|turning\s+over|submitting)\s+(?:this|the\s+(?:above|enclosed)(?:[- ]referenced)?|the\s+following)\s+(?:account|claim|matter|file)\s+to\s+(?:you|your\s+(?:law\s+)?(?:firm|office))\s+for\s+(?:\w+\s+){0,2}?${LEGAL_PURPOSE}`,
    String.raw`\b(?:please|kindly)\s+(?:commence|file|institute|begin|proceed\s+with|initiate|bring)\s+(?:a\s+|an\s+|the\s+|appropriate\s+)?(?:suit|lawsuit|legal\s+action|litigation|legal\s+proceedings|action)\s+against\s+(?:the\s+)?(?:above[- ]named\s+|said\s+)?(?:debtor|defendant|account\s*holder|obligor|consumer)\b`,
    String.raw`^[ \t]*(?:dear\s+(?:counsel(?:l?or)?|attorney(?:\s+[A-Z][a-z]+)?|sir\s+or\s+madam\s+attorney)|attn\.?:?\s*(?:legal\s+department|attorney)|attention:?\s*attorney)\b`,
    String.raw`\bha\s+sido\s+(?:asignad|referid|remitid|enviad|transferid|turnad)[ao]\s+a\s+su\s+(?:bufete|despacho|firma|oficina)\s+para\s+(?:su\s+)?(?:revisi[oó]n\s+legal|acci[oó]n\s+legal|demanda|litigio|cobro\s+judicial)`,
  ].join('|'),
  'im',
);

/**
 * A legal department as the sender: a line of its own in the letterhead or the signature block ("LEGAL DEPARTMENT",
 * "Legal Dept.", "Litigation Department", "Departamento Legal"), not an address to write to. A collection company's letter
 * from its "Legal Department" may tell the least sophisticated consumer that a lawyer wrote or sent it (Rosenau v. Unifund
 * Corp., 3d Cir. 2008, 15 U.S.C. 1692e(3): reversed on the pleadings; whether the department has lawyers is a fact).
 */
const LEGAL_DEPARTMENT_LINE =
  /^[ \t]*(?:[A-Z][\w&.,'-]*[ \t]+){0,4}?(?:legal|litigation|law)[ \t]+(?:department|dept\.?|division|unit|services?[ \t]+department)[ \t.]*$|^[ \t]*departamento[ \t]+(?:legal|jur[ií]dico|de[ \t]+litigios)[ \t.]*$/gim;
/** The line before it asks the reader to write or send something there ("Send disputes to:"). */
const ADDRESS_LEAD = /\b(?:to|attn\.?|attention|c\/o|care\s+of|a|al)\s*:?\s*$/i;
const legalDepartmentSender = (text: string, signature: readonly Span[]): Span[] => {
  const out: Span[] = [];
  // The literal prefilter answers first whether the letter names such a department at all.
  if (!mayMatch(LEGAL_DEPARTMENT_LINE, text)) return out;
  const bodyStart = text.search(/\n\s*(?:dear|estimad[oa]|re:|to\s+whom)\b/i);
  for (const m of text.matchAll(LEGAL_DEPARTMENT_LINE)) {
    const at = m.index ?? 0;
    const inHead = bodyStart < 0 ? at < 300 : at < bodyStart;
    const inSignature = signature.some((sig) => sig.start <= at && sig.end >= at);
    const previousLine = text.slice(text.lastIndexOf('\n', Math.max(0, at - 2)) + 1, at).trim();
    if ((inHead || inSignature) && !ADDRESS_LEAD.test(previousLine)) out.push(trimSpan(text, at, at + m[0].length));
  }
  return out;
};

/** A person's name on a signature line ("Thomas Heibl", "Mary J. Allen"), not a company. */
const PERSON_NAME = /^(?:[A-Z][a-z]+\.?\s+){1,2}(?:[A-Z]\.\s+)?[A-Z][a-z]+(?:-[A-Z][a-z]+)?(?:,?\s+(?:Jr|Sr|II|III)\.?)?$/;
const FIRST_PERSON = /\b(?:I\s+(?:will|have|am|must|would|may)|my\s+(?:office|client|firm))\b/;
const ATTORNEY_SIGNER = /\b(?:esq\.?|esquire|attorney|lawyer|abogad[oa])\b/i;

/** The front sends the reader to the back: "See reverse side for important information", "please read the back of this letter", "ver al reverso". */
const POINTS_TO_BACK =
  /\b(?:see|read|refer\s+to|turn\s+to|continued\s+on)\s+(?:the\s+)?(?:reverse|back|other\s+side|next\s+page)\b|\b(?:important|additional)\s+(?:information|notices?|disclosures?)\s+(?:(?:is|are|appears?|printed)\s+)?on\s+(?:the\s+)?(?:reverse|back)|\b(?:lea|vea|ver)\s+(?:al\s+|el\s+)?(?:reverso|dorso)\b/i;

/** Where the signature block that runs on from the sign-off ends: the first blank line after a line of it (or 400 characters on). */
const signatureBlockEnd = (text: string, signOff: number): number => {
  const lineEnd = text.indexOf('\n', signOff);
  if (lineEnd < 0) return text.length;
  const limit = Math.min(text.length, lineEnd + 400);
  let at = lineEnd + 1;
  // Blank lines right after the sign-off (room for the written signature) come before the block.
  while (at < limit && /^[ \t]*\n/.test(text.slice(at, at + 200))) at = text.indexOf('\n', at) + 1;
  const gap = /\n[ \t]*\n/.exec(text.slice(at, limit));
  return gap ? at + gap.index : limit;
};

const matchesIn = (spans: readonly Span[], re: RegExp): Span[] => spans.filter((s) => re.test(s.text));

export const rule: Rule = {
  meta,
  check: (ctx) => {
    const gate = checkGates(ctx);
    if (gate.stop) return gate.stop;
    const assumptions = [...gate.assumptions];
    const v = viewOf(ctx.text);

    const signature = signatureLines(ctx);
    const { firmLines, signedByAttorney, selfFirm, lawFirm: firmInWords } = lawFirmIdentity(ctx);
    // A sender the words do not name that speaks as retained counsel, or says its demand rests on its client's word alone
    // (decision 250): whether the letterhead is a law office's is on the paper, so the person's answer decides.
    const counselUnnamed = firmInWords ? [] : counselWordsOfUnnamedSender(ctx, v, signature);
    const firmByAnswer = counselUnnamed.length > 0 && ctx.answers.senderIsLawFirm === true;
    const lawFirm = firmInWords || firmByAnswer;
    const attorneyIdentity = uniqueSpans([...firmLines, ...signedByAttorney, ...selfFirm, ...(firmByAnswer ? counselUnnamed.slice(0, 2) : [])]);
    if (firmByAnswer) assumptions.push(FIRM_BY_ANSWER_ASSUMPTION);
    // A hedged future step ("may be forwarded to our legal department") is left to the threat rules.
    // A future referral ("will forward it to our attorney", "refer to our attorney") says no attorney is
    // involved yet: a 1692e(5) threat question (threat_legal_action_unintended), not 1692e(3).
    const futureReferral = (f: { sentence: string; at: number }): boolean =>
      REFERRAL_TO.test(f.sentence.slice(0, f.at)) && !PRESENT_INVOLVEMENT.test(f.sentence);
    const plannedOnly = (f: { sentence: string }): boolean =>
      PLANNED.test(f.sentence) && REVIEW_OR_REFERRAL.test(f.sentence) && !INVOLVEMENT_CLAIMED.test(f.sentence);
    const agencyFound = lawFirm
      ? []
      : findWithSentence(v, AGENCY_ATTORNEYS).filter(
          (f) => !HEDGE.test(f.sentence.slice(0, f.at)) && !futureReferral(f) && !plannedOnly(f) && !contactAddress(f) && !placementDenied(f),
        );
    const agencyTalk = agencyFound.map((f) => foundSpan(v, f));
    // The letter written as if to a lawyer (a copy of a referral): the form itself says lawyers hold the account.
    const addressedToLawyer = lawFirm ? [] : findWithSentence(v, ADDRESSED_TO_LAWYER).filter((f) => !HEDGE.test(f.sentence.slice(0, f.at)));
    // "Our attorneys have reviewed your file" claims involvement now; "will be forwarded to our attorney" only a future step.
    const agencyPresent = agencyFound.some((f) => PRESENT_INVOLVEMENT.test(f.sentence) && !HEDGE.test(f.sentence));
    const legalDepartment = lawFirm ? [] : legalDepartmentSender(ctx.text, signature);
    if (attorneyIdentity.length === 0 && agencyTalk.length === 0 && addressedToLawyer.length === 0 && legalDepartment.length === 0) {
      if (counselUnnamed.length > 0 && ctx.answers.senderIsLawFirm === undefined)
        return needsInput(
          `The text you gave us does not show who sent this letter, but the sender writes as a lawyer retained for the creditor does, or says its demand rests only on what its client told it ("${counselUnnamed[0]!.text.trim()}"). If the letter is from a law firm or a lawyer, it tells you a lawyer has taken up your account; unless one has really reviewed it, that is misleading (15 U.S.C. 1692e(3), (10); Clomon v. Jackson, 2d Cir. 1993; Avila v. Rubin, 7th Cir. 1996). Is the letter from a law firm or a lawyer?`,
          [QUESTIONS.senderIsLawFirm],
          counselUnnamed.slice(0, 2),
          assumptions,
        );
      return pass(assumptions);
    }
    if (addressedToLawyer.length > 0 && ctx.answers.attorneyReviewedAccount !== true)
      return flag(
        'This letter may violate federal law: it is written as if to a law firm or a lawyer, not to you (an account "assigned to your firm for legal review", a lawyer asked to sue the debtor), though it was sent to you. A copy of a referral to lawyers tells you that lawyers now hold your account and are preparing to act; unless a lawyer is really handling it, that is misleading (15 U.S.C. 1692e(3), (5), (10); Martin v. Sands, D. Mass. 1999).',
        uniqueSpans(addressedToLawyer.map((f) => foundSpan(v, f))).slice(0, 3),
        'medium',
        assumptions,
      );

    const reading = readLetter(ctx.text);
    // The back of a paper letter: a later page, or, in a text, what follows a line that heads the back (Lesher: the
    // disclaimer there does not cure the front).
    const back = backOfLetterStart(ctx.text);
    // The Greco statement, read in one place (decisions 137, 146, 148: whoever is named as the lawyer, however the
    // review is worded, in the passive or in Spanish): the reading layer's disclaimer, its whole sentence as evidence,
    // without a heading line that marks the back ("REVERSE SIDE", "[Printed on the back of the letter:]"), which is
    // not part of the statement.
    const disclaimers = reading.disclaimers
      .filter((d) => d.what === 'no_attorney_review')
      .map((d) => ({
        at: d.span.start,
        span: back !== undefined && back > d.sentence.start && back <= d.span.start ? trimSpan(ctx.text, back, d.sentence.end) : d.sentence,
      }));
    const onBack = (at: number): boolean => pageIndexOf(ctx, at) > 0 || (back !== undefined && at >= back);
    const frontDisclaimer = disclaimers.find((f) => !onBack(f.at));
    const backDisclaimer = disclaimers.find((f) => onBack(f.at));
    // The Third Circuit: a law firm's letter saying the firm collects the debt and that no attorney reviewed it
    // sends two messages that contradict each other; the disclaimer "does little to clarify" the firm's role
    // wherever it is printed, and on the back it misleads the more (Lesher v. Law Offices of Mitchell N. Kay,
    // 3d Cir. 2011). The Second Circuit holds a clear disclaimer on the front cures it (Greco).
    // Whether a lawyer did review the file is a fact outside the words (Clomon v. Jackson, 2d Cir. 1993; Avila v.
    // Rubin, 7th Cir. 1996): the person's answer that one did settles the implication as true.
    if (ctx.answers.attorneyReviewedAccount === true)
      return pass([
        ...assumptions,
        'You told us a lawyer at the office that sent the letter personally looked at your account, so its suggestion that a lawyer is involved is taken as true.',
      ]);
    // A law firm that says it has filed suit on this debt has had a lawyer act on the account: filing a complaint takes a
    // lawyer's signature and the inquiry it certifies (Fed. R. Civ. P. 11 and the states' rules like it), so the
    // letterhead's message that a lawyer is involved is true.
    const suitFiled =
      lawFirm && disclaimers.length === 0 && ctx.answers.attorneyReviewedAccount !== false ? suitPendingIn(ctx.text, fold(ctx.text)) : undefined;
    if (suitFiled)
      return pass([
        ...assumptions,
        `The law firm says it has filed suit on this debt ("${suitFiled.text}"); a lawyer signs a complaint, so its suggestion that a lawyer is involved is taken as true.`,
      ]);
    // Threats of suit or a lawyer's referral, as legalThreats reads them and as the reading layer does (paraphrase, passive, Spanish).
    const threats = uniqueSpans([
      ...legalThreats(v).map((t) => foundSpan(v, t.found)),
      ...liveThreats(reading, ['sue', 'garnish', 'levy']).map((t) => t.sentence),
    ]);
    // In the Third Circuit a front disclaimer cures a law firm's letter unless the letter undercuts it (Powell v. Aldous &
    // Associates, D.N.J. 2018, on the Greco words; Lesher): a law firm that says no attorney reviewed the account and
    // also speaks of suing sends the two contradicting messages Lesher holds misleading.
    const circuit = circuitOf(ctx.gates.state);
    if (frontDisclaimer && lawFirm && circuit === 3 && threats.length > 0)
      return flag(
        "This letter may violate federal law: it comes from a law firm collecting the debt, it says no attorney has reviewed your account, and it also speaks of legal action. In the Third Circuit, which covers your state, a disclaimer that the rest of the letter contradicts does little to clarify the firm's role, so the letter can still lead you to believe a lawyer has judged you a candidate for suit (Lesher v. Law Offices of Mitchell N. Kay, 3d Cir. 2011; 15 U.S.C. 1692e(3), (10)). A clear disclaimer on the front that nothing else in the letter undercuts is enough (Greco; Powell v. Aldous & Associates, D.N.J. 2018).",
        uniqueSpans([...attorneyIdentity.slice(0, 2), frontDisclaimer.span, ...threats.slice(0, 1)]).slice(0, 4),
        'low',
        assumptions,
      );
    // A statement printed only below the signature sits where the fine print and the back go, not in the body the
    // demand is read in: the Third Circuit holds such a placement does not cure the firm's letter (Lesher), and the
    // Fifth leaves it to the fact-finder (Gonzalez v. Kay, 5th Cir. 2009). Elsewhere a letter is read in its entirety
    // (Jones v. Dufek, D.C. Cir. 2016: a disclaimer below the signature block).
    const signOff = signOffAt(ctx.text);
    // A statement printed in the signature block itself (the lines that run on from the sign-off, with no blank line
    // between: "Smith & Jones, P.C. / At this time no attorney with this firm has personally reviewed…") is part of the
    // signed letter on the front, as the signer's name is, not fine print set apart below it.
    const blockEnd = signOff !== undefined ? signatureBlockEnd(ctx.text, signOff) : undefined;
    const inSignatureBlock = (at: number): boolean => signOff !== undefined && blockEnd !== undefined && at > signOff && at < blockEnd;
    const belowSignature = signOff !== undefined && disclaimers.every((f) => onBack(f.at) || (f.at > signOff && !inSignatureBlock(f.at)));
    if (frontDisclaimer && lawFirm && belowSignature && (circuit === 3 || circuit === 5))
      return flag(
        "Only below the signature does this law firm's letter say that no attorney has reviewed your account, where fine print and the back of a letter go, not in the body you read the demand in. In the Third and Fifth Circuits a statement placed like this may not undo the message of the firm's letterhead that a lawyer has judged your account (Lesher v. Law Offices of Mitchell N. Kay, 3d Cir. 2011; Gonzalez v. Kay, 5th Cir. 2009; 15 U.S.C. 1692e(3), (10)).",
        uniqueSpans([...attorneyIdentity.slice(0, 2), frontDisclaimer.span]).slice(0, 4),
        'low',
        [...assumptions, 'Assumed the text after the signature is printed below it or on the back, as it is in the text you gave us.'],
      );
    // Where a statement the words place nowhere was printed (decision 141): a text of one page with no line heading the
    // back and no sign-off (a fragment, "[...]" around the disclaimer) cannot show whether the disclaimer sits in the
    // body on the front (lawful in the Third Circuit: Powell) or only on the back or below the signature (Lesher;
    // Gonzalez v. Kay in the Fifth). There the person's answer decides; elsewhere it would not (a back disclaimer is
    // flagged in any circuit, one below the signature only in these two), so the question is not asked.
    const placementOpen = ctx.doc.pages.length <= 1 && back === undefined && signOff === undefined;
    if (frontDisclaimer && lawFirm && placementOpen && (circuit === 3 || circuit === 5)) {
      if (ctx.answers.attorneyDisclaimerOnBack === true)
        return flag(
          "This letter from a law firm may violate federal law: you told us that its statement that no attorney has reviewed your account is printed only on the back of the letter or below the signature, while the letter comes from a law firm collecting the debt. In the Third and Fifth Circuits a disclaimer placed like this does not undo the message of the firm's letter that a lawyer has judged your account and that you may be sued (Lesher v. Law Offices of Mitchell N. Kay, 3d Cir. 2011; Gonzalez v. Kay, 5th Cir. 2009; 15 U.S.C. 1692e(3), (10)).",
          uniqueSpans([...attorneyIdentity.slice(0, 2), frontDisclaimer.span]).slice(0, 4),
          'low',
          [...assumptions, 'Your answer on where the statement is printed decides this finding; the text you gave us does not show it.'],
        );
      if (ctx.answers.attorneyDisclaimerOnBack === undefined)
        return needsInput(
          "Where is the statement printed? This law firm's letter says that no attorney has reviewed your account, but the text you gave us does not show where that statement is printed. In your state's federal circuit a clear statement in the body on the front of the letter is usually enough, while one printed only on the back or below the signature may not undo the message of the firm's letter that a lawyer has judged your account (Lesher v. Law Offices of Mitchell N. Kay, 3d Cir. 2011; Gonzalez v. Kay, 5th Cir. 2009; Powell v. Aldous & Associates, D.N.J. 2018).",
          [QUESTIONS.attorneyDisclaimerOnBack],
          uniqueSpans([...attorneyIdentity.slice(0, 2), frontDisclaimer.span]).slice(0, 3),
          assumptions,
        );
    }
    if (frontDisclaimer)
      return pass([
        ...assumptions,
        'The front of the letter says no attorney has personally reviewed the account (Greco v. Trauner, Cohen & Thomas, 2d Cir. 2005). Assumed the statement is clear and prominent.',
      ]);

    // The signer's name and title: not a disclosure printed under them ("This firm is a debt collector").
    const titles = signature.filter((s) => !STATEMENT_LINE.test(s.text));
    const signerIsStaff = titles.some((s) => NON_ATTORNEY_SIGNER.test(s.text)) && !titles.some((s) => ATTORNEY_SIGNER.test(s.text));
    const staffLines = matchesIn(titles, NON_ATTORNEY_SIGNER);
    // A law-firm letter signed by a named person, or written in a lawyer's own voice ("I will…").
    const lawyerVoice =
      signature.some((s) => ATTORNEY_SIGNER.test(s.text)) ||
      (lawFirm && !signerIsStaff && (signature.some((s) => PERSON_NAME.test(s.text)) || testText(FIRST_PERSON, v.text)));

    // The firm's own statement that it reviewed this account ("we have reviewed your file"), taken at its word below.
    const affirmedReview = lawFirm && affirmsAttorneyReview(v.text);
    let confidence: Confidence | undefined;
    let message = '';
    const evidence: Span[] = [...attorneyIdentity.slice(0, 3)];
    // Outside the Third and Fifth Circuits, a front that sends the reader to the back ("See reverse side for important
    // information", the words Model Form B-1 itself uses, 12 CFR part 1006 app. B) makes the back part of the letter
    // the consumer is told to read, and a letter is read as a whole (Greco; Jones v. Dufek, D.C. Cir. 2016). Lesher (3d
    // Cir.) and Gonzalez v. Kay (5th Cir.) held a back disclaimer does not (or may not) cure the front: there it is flagged.
    if (backDisclaimer && lawFirm && circuit !== 3 && circuit !== 5 && back !== undefined && POINTS_TO_BACK.test(ctx.text.slice(0, back)))
      return pass([
        ...assumptions,
        'The front of the letter sends you to the back, where it says no attorney has personally reviewed your account; read as a whole, the letter says what a lawyer has and has not done (Greco v. Trauner, Cohen & Thomas, 2d Cir. 2005). Assumed the statement is clear.',
      ]);
    if (backDisclaimer && lawFirm) {
      confidence = 'medium';
      evidence.push(backDisclaimer.span);
      message =
        "This letter may violate federal law: it comes on a law firm's letterhead, and the statement that no attorney has reviewed your account appears only on a later page or the back. Courts have held that a disclaimer on the back does not cure a front page that suggests a lawyer is handling the account (Lesher v. Law Offices of Mitchell N. Kay, 3d Cir. 2011); the Second Circuit is more lenient (Greco) (15 U.S.C. 1692e(3), (10)).";
    } else if (agencyTalk.length > 0) {
      confidence = agencyPresent ? 'medium' : 'low';
      evidence.push(...agencyTalk.slice(0, 3));
      message =
        'This letter may violate federal law: it comes from a collection company but speaks of its attorneys or legal department, suggesting that lawyers are handling your account. Unless an attorney has really reviewed your file, that suggestion is misleading (15 U.S.C. 1692e(3), (10); 12 CFR 1006.18(b)(1)(iii)).';
    } else if (lawFirm && signerIsStaff) {
      confidence = 'medium';
      evidence.push(...staffLines.slice(0, 2));
      message =
        "This letter may violate federal law: it comes on a law firm's letterhead but is signed by non-lawyer staff, with no statement that an attorney reviewed your account. A law-firm letter implies a lawyer has meaningfully reviewed the file; if none has, it misleads (15 U.S.C. 1692e(3), (10); Clomon v. Jackson, 2d Cir. 1993).";
    } else if (threats.length > 0 && !(lawFirm && lawyerVoice) && !affirmedReview && ctx.answers.attorneyReviewedAccount === false) {
      // A law firm that says in its own voice that it reviewed this account ("we have reviewed your file") has said
      // what this message says it leaves unsaid: taken at its word below, or judged on the person's answer.
      // Speaking of suit does not settle whether a lawyer reviewed the file (decision 400): a lawyer who did may say the
      // firm will sue, and no statute requires a firm to say it reviewed the account (Clomon v. Jackson, 2d Cir. 1993;
      // Avila v. Rubin, 7th Cir. 1996; Greco, 2d Cir. 2005). Without the person's answer that none did, the question is
      // asked below; the Third Circuit's contradiction of a disclaimer by a threat (Lesher) is read from the words above.
      confidence = lawFirm ? 'low' : 'medium';
      evidence.push(...threats.slice(0, 2));
      message =
        "This letter may violate federal law: it is sent in an attorney's name and speaks of legal action, without saying whether an attorney has personally reviewed your account. Mass-produced letters over a lawyer's name, sent without a lawyer's meaningful review of the file, falsely imply attorney involvement (15 U.S.C. 1692e(3), (10); Clomon v. Jackson, 2d Cir. 1993).";
    }
    if (!confidence && lawFirm) {
      // Nothing else read: a law firm that says its demand rests on its client's word alone, or that its letter is
      // signed by machine, undercuts the review its letterhead implies without saying there was none.
      const reliance = findWithSentence(v, RELIES_ON_CLIENT).map((f) => foundSpan(v, f));
      const massSigned = findWithSentence(v, MASS_SIGNATURE).map((f) => foundSpan(v, f));
      if (reliance.length > 0 || massSigned.length > 0) {
        confidence = 'low';
        evidence.push(...reliance.slice(0, 2), ...massSigned.slice(0, 1));
        message =
          "This law firm's letter may violate federal law: it comes from a law firm, but it says its demand rests only on what the creditor told it, or that its signature is a facsimile or printed by machine, and it never says whether an attorney has reviewed your account. A law firm's letter implies that a lawyer has looked at your file; a statement like this suggests none did, or at least leaves it unclear (15 U.S.C. 1692e(3), (10); Clomon v. Jackson, 2d Cir. 1993; Solovyova v. Grossman & Karaszewski, E.D.N.Y. 2021).";
      }
    }
    if (!confidence && !lawFirm && attorneyIdentity.length === 0 && legalDepartment.length > 0) {
      // A collection company's letter sent from its "Legal Department": whether that department has a lawyer who looked at
      // the account is a fact the words cannot show (Rosenau v. Unifund Corp., 3d Cir. 2008), so the person is asked.
      const department = uniqueSpans(legalDepartment).slice(0, 2);
      if (ctx.answers.attorneyReviewedAccount === false)
        return flag(LEGAL_DEPARTMENT_FLAG_MESSAGE, department, 'low', [...assumptions, LEGAL_DEPARTMENT_ANSWER_ASSUMPTION]);
      if (ctx.answers.attorneyReviewedAccount === undefined)
        return needsInput(LEGAL_DEPARTMENT_QUESTION_MESSAGE, [QUESTIONS.attorneyReviewedAccount], department, assumptions);
      return pass(assumptions);
    }
    if (!confidence) {
      // A letter in a law firm's or a lawyer's name, with nothing else said of review: its message is that a lawyer
      // judged this account (Clomon; Avila v. Rubin, 7th Cir. 1996: "attorney at law" over a mass-mailed demand).
      // Whether one did cannot be read from the words, so the person is asked (Greco: a disclaimer would have said).
      if (affirmedReview && ctx.answers.attorneyReviewedAccount === undefined)
        return pass([
          ...assumptions,
          'Assumed an attorney at the firm meaningfully reviewed your account before this letter was sent, as the letter says; if none did, the letter may mislead (Clomon v. Jackson).',
        ]);
      if (ctx.answers.attorneyReviewedAccount === false)
        return flag(
          "This letter may violate federal law: it is sent in a law firm's or a lawyer's name, it does not say that no lawyer has reviewed your account, and you told us no lawyer there has personally looked at it. A letter like this tells you a lawyer has judged your account; if none did, that is misleading (15 U.S.C. 1692e(3), (10); 12 CFR 1006.18(b)(1)(iii); Clomon v. Jackson, 2d Cir. 1993; Avila v. Rubin, 7th Cir. 1996).",
          uniqueSpans(evidence).slice(0, 4),
          'low',
          [
            ...assumptions,
            'Your answer is what you know; a lawyer may have reviewed the file without telling you. The finding is a question to raise, not a conclusion.',
          ],
        );
      return needsInput(
        "This letter is sent in a law firm's or a lawyer's name and does not say whether a lawyer has reviewed your account. A letter like this suggests a lawyer has judged your account; if none did, it may mislead (15 U.S.C. 1692e(3); Clomon v. Jackson, 2d Cir. 1993). Whether one did cannot be read from the letter.",
        [QUESTIONS.attorneyReviewedAccount],
        uniqueSpans(evidence).slice(0, 3),
        assumptions,
      );
    }
    return flag(message, uniqueSpans(evidence).slice(0, 6), confidence, assumptions);
  },
};

/**
 * The words of the letter name its sender: the collector found by name, or a line of the letterhead or the signature that
 * names a business (a company or firm word: "Inc.", "LLC", "Associates", "Recovery", "Law"…). A text whose top and bottom are
 * cut off (a quoted passage, a page without its letterhead) names none.
 */
const BUSINESS_WORD =
  /\b(?:inc|llc|l\.l\.c|llp|ltd|p\.?c|p\.?a|corp(?:oration)?|company|co|associates|group|services|recovery|collections?|bureau|agency|law|legal|attorneys?|lawyers?|esq(?:uire)?|counsel|bank|financial|credit|management|partners|solutions|systems|receivables?|capital|funding|abogad[oa]s?|bufete|despacho)\b/i;
const senderNamed = (ctx: RuleContext, signature: readonly Span[]): boolean =>
  Boolean(ctx.facts.collector?.name?.value) || [...letterheadLines(ctx), ...signature].some((line) => BUSINESS_WORD.test(line.text));

/**
 * Decision 250: where the words name no sender, the words a law firm's letter is judged on: the sender speaking as
 * retained counsel (reading/sender-speaks-as-counsel), its demand said to rest on its client's word alone, or a machine
 * signature. From a law firm they carry the implication Clomon and Avila v. Rubin hold misleading; from an agency nothing.
 */
const counselWordsOfUnnamedSender = (ctx: RuleContext, v: ReturnType<typeof viewOf>, signature: readonly Span[]): Span[] => {
  const counsel = senderSpeaksAsCounsel(ctx.text);
  const reliance = findWithSentence(v, RELIES_ON_CLIENT).map((f) => foundSpan(v, f));
  const massSigned = findWithSentence(v, MASS_SIGNATURE).map((f) => foundSpan(v, f));
  const found = uniqueSpans([...counsel, ...reliance, ...massSigned]);
  return found.length > 0 && !senderNamed(ctx, signature) ? found : [];
};

/** Decision 250's assumption when the person says an unnamed sender is a law firm. */
const FIRM_BY_ANSWER_ASSUMPTION =
  "You told us this letter is from a law firm or a lawyer; the text you gave us does not show its letterhead or signature, so it is judged as a law firm's letter on your answer.";

/** Decision 181's messages for a letter from a legal department (after the rule, so the catalogue keys above stay as they were). */
const LEGAL_DEPARTMENT_FLAG_MESSAGE =
  'This letter may violate federal law: it is sent from a "legal department" of a company that is not a law firm, and you told us no lawyer there has personally looked at your account. A letter from a legal department can tell you that a lawyer wrote or sent it; if no lawyer is involved, that is misleading (15 U.S.C. 1692e(3), (10); Rosenau v. Unifund Corp., 3d Cir. 2008).';
const LEGAL_DEPARTMENT_ANSWER_ASSUMPTION =
  'Your answer is what you know; a lawyer may work in that department without telling you. The finding is a question to raise, not a conclusion.';
const LEGAL_DEPARTMENT_QUESTION_MESSAGE =
  'This letter is sent from a "legal department" of a company that is not a law firm. A letter from a legal department can tell you that a lawyer wrote or sent it; if no lawyer is involved, it may mislead (15 U.S.C. 1692e(3); Rosenau v. Unifund Corp., 3d Cir. 2008). Whether a lawyer looked at your account cannot be read from the letter.';
