import { addDays, formatLongDate } from '@debtshield/clocks';
import { reportingPeriodEnd } from '../../sol/reporting-period';
import type { IsoDate, Rule, RuleContext, RuleMeta, Span } from '../../types';
import { checkGates, flag, needsInput, pass } from '../_threats-and-misrepresentations/gate';
import { FEDERAL_STUDENT_LOAN, isRightsStatement, negatedBefore } from '../_threats-and-misrepresentations/phrases';
import { findWithSentence, foundSpan, uniqueSpans, viewOf, type Found } from '../_threats-and-misrepresentations/text';
import { QUESTIONS } from '../_shared/questions';
import { testText } from '../../text/prefilter';
import { liveThreats, readLetter } from '../../reading/read-letter';
import { categoricalDenials, denialReaches } from '../../reading/step-denied';
import { reportPeriodsSaid } from '../../reading/report-period';
import { BUREAU_NAMES_SOURCE, BUREAUS_ES_SOURCE } from '../../reading/lexicon';

const meta: RuleMeta = {
  id: 'credit_reporting_threat_misleading',
  title: 'False or misleading credit-reporting statements',
  citation: '15 U.S.C. 1692e(5), (8), (10); 12 CFR 1006.18(c)(1), (c)(2); 15 U.S.C. 1681c(a)(4), (c)(1)',
  kind: 'context',
  section: '1.4',
  description:
    'A debt collector may say it reports, or may report, a debt to credit bureaus, but it may not threaten reporting it cannot lawfully do or does not intend, or say false things about your credit report. Collection accounts can be reported for about 7 years and 180 days from the first missed payment, and a disputed debt must be reported as disputed.',
  severity: 6,
  value: 750,
};

/** Statements about the credit report that the law makes false. */
const FALSE_STATEMENTS: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /\b(?:(?:ruin|destroy|damage|hurt|affect)\w*\s+your\s+credit(?:\s+(?:rating|score|history|record))?\s+(?:permanently|forever|for\s+(?:life|good))|(?:remain|stay)\w*\s+on\s+your\s+credit\s+(?:report|file|record|history)\s+(?:forever|permanently|indefinitely|until\s+(?:it\s+is\s+|the\s+(?:debt|balance|account)\s+is\s+)?paid)|permanent(?:ly)?\s+(?:mark|record|damage|stain|blemish|notation)\s+on\s+your\s+credit|never\s+(?:be\s+removed|come\s+off|go\s+away|disappear)\s+from\s+your\s+credit)/i,
    'says the debt will harm your credit permanently or stay on your report until paid; by law a collection account can be reported only for about 7 years and 180 days from the first missed payment (15 U.S.C. 1681c(a)(4), (c)(1))',
  ],
  // Decision 191: the same kind said in other verbs, orders and in Spanish: the debt said to stay on, or not to leave, the
  // credit report until it is paid, forever or for life ("will continue to appear on your credit report until the balance
  // is paid", "will never drop off your credit report unless you pay it", "permanecerá en su informe de crédito hasta que
  // sea pagada"), payment said to be the only way off the report, or the credit said to be harmed for life. The report
  // ends about 7 years and 180 days from the first missed payment, paid or not (15 U.S.C. 1681c(a)(4), (c)(1)). A true
  // limit ("may remain on your credit report for up to seven years") names no payment and no forever: not read. Decision 387:
  // also "your credit" alone ("this negative mark will never come off your credit unless you pay"), not a card or a line.
  [
    /\b(?:remain|stay|continu\w*\s+to\s+(?:appear|show|be\s+(?:listed|shown))|appear|show|be\s+(?:listed|kept|maintained|retained|carried)|follow\w*\s+you|(?:not|never)\s+(?:be\s+)?(?:removed|deleted|erased|drop|come|fall|disappear|go\s+away|leave))\w*\b[^.;]{0,60}?\b(?:on|from|in|off)\s+your\s+credit(?:\s+(?:reports?|files?|records?|history|profile)\b|(?![\w-])(?!\s+(?:cards?|unions?|lines?|limits?|accounts?|agreements?|applications?|terms?|balances?|statements?)\b))[^.;]{0,40}?(?:\b(?:until|unless|till)\b[^.;]{0,40}?\bpa(?:id|y|yment)\b|\b(?:forever|permanently|indefinitely|for\s+(?:life|good|the\s+rest\s+of\s+your\s+life)|as\s+long\s+as\s+(?:it|the\s+(?:debt|balance|account))\s+(?:is|remains|stays)\s+unpaid)\b)|\bonly\b[^.;]{0,30}?\bpay(?:ing|ment)?\b[^.;]{0,40}?\b(?:remov|delet|eras|clear|get\s+(?:it|this|the\s+\w+)\s+off|take\s+(?:it|this|the\s+\w+)\s+off)\w*\b[^.;]{0,60}?\bcredit\s+(?:reports?|files?|records?|history)|\bpay(?:ing|ment)?\b[^.;]{0,40}?\bis\s+the\s+only\s+way\b[^.;]{0,60}?\b(?:off|from)\s+your\s+credit\s+(?:reports?|files?|records?|history)|\bcredit\b(?:\s+[\w-]+){0,3}\s+(?:will|would|could|may)\s+be\s+(?:damaged|ruined|destroyed|harmed|hurt|stained|marked)\s+(?:permanently|forever|for\s+(?:life|good|the\s+rest\s+of\s+your\s+life))\b|(?<![\w\u00c0-\u017f])(?:permanecer|quedar|seguir|continuar|aparecer|figurar|mantener)[\w\u00c0-\u017f]*\b[^.;]{0,60}?\ben\s+su\s+(?:informe|reporte|historial|expediente|r[eé]cord)\s+(?:de\s+)?cr[eé]dit[\w\u00c0-\u017f]*[^.;]{0,40}?(?:\bhasta\s+que\b[^.;]{0,30}?\bpag|\bpara\s+siempre\b|\bpermanentemente\b|\bindefinidamente\b|\bde\s+por\s+vida\b|\bmientras\s+no\s+(?:la\s+|lo\s+)?pag)|\b(?:nunca|no)\s+(?:desaparecer|saldr|se\s+(?:borrar|eliminar|quitar)|ser[aá]\s+(?:borrad|eliminad|quitad))[\w\u00c0-\u017f]*\s+de\s+su\s+(?:informe|reporte|historial|expediente)\s+(?:de\s+)?cr[eé]dit[\w\u00c0-\u017f]*[^.;]{0,40}?(?:\bsi\s+no\b[^.;]{0,20}?\bpag|\bhasta\s+que\b[^.;]{0,30}?\bpag|\bnunca\b|$|[.;])|\bcr[eé]dito\b[^.;]{0,30}?\b(?:quedar[aá]|ser[aá]|estar[aá])\s+(?:da[nñ]ad|arruinad|destruid|afectad|manchad)[oa]\s+(?:de\s+por\s+vida|para\s+siempre|permanentemente)|(?<![\w\u00c0-\u017f])(?:arruin|destru|da[nñ]|manch|perjudic)[\w\u00c0-\u017f]*\s+su\s+(?:historial\s+(?:crediticio|de\s+cr[eé]dito)|cr[eé]dito|puntaje\s+de\s+cr[eé]dito)\s+(?:de\s+por\s+vida|para\s+siempre|permanentemente)/i,
    'says the debt will harm your credit permanently or stay on your report until paid; by law a collection account can be reported only for about 7 years and 180 days from the first missed payment (15 U.S.C. 1681c(a)(4), (c)(1))',
  ],
  // Decision 306: "as a fraud", "as a fraudulent account", "as a criminal matter" (an article before the label), "como fraude".
  [
    /\breport\w*[^.]{0,60}?\bas\s+(?:an?\s+)?(?:fraud|fraudulent|theft|crime|criminal|stolen)\b|\breport[\w\u00c0-\u017f]*\b[^.]{0,60}?\bcomo\s+(?:un\s+|una\s+)?(?:fraude|fraudulent[ao]|robo|delito|crimen|criminal)\b/i,
    'threatens to report the debt as fraud or a crime',
  ],
  // The person, not the debt, put on the credit report under a name of contempt ("report you as a deadbeat", "list your
  // name as a bad debtor", "le reportaremos como un deudor deshonesto"): a credit report carries the account and its
  // status, never such a label (15 U.S.C. 1692e(7), (8), (10); decision 181). "Report the account as delinquent / unpaid"
  // is the account's true status and is not read.
  [
    /\b(?:report|list|nam|identif|label|brand|flag|record)\w*\s+(?:you|your\s+name)\b[^.]{0,80}?\bas\s+(?:an?\s+)?(?:deadbeat|dead\s+beat|bad\s+debtor|dishonest|untrustworthy|irresponsible\s+(?:person|debtor|borrower)|cheat|thief|liar)\b|\b(?:you|your\s+name)\s+(?:will|shall|may|is\s+going\s+to)\s+be\s+(?:reported|listed|named|identified|labell?ed|branded|flagged|recorded)\b[^.]{0,80}?\bas\s+(?:an?\s+)?(?:deadbeat|dead\s+beat|bad\s+debtor|dishonest|untrustworthy|irresponsible\s+(?:person|debtor|borrower)|cheat|thief|liar)\b|\b(?:le|lo|la)\s+(?:report|inform|registr|anot)[\w\u00c0-\u017f]*\b[^.]{0,80}?\bcomo\s+(?:un[ao]?\s+)?(?:deudor(?:a)?\s+(?:deshonest|irresponsable|tramposo|tramposa)|tramposo|tramposa|estafador|estafadora|ladr[oó]n)\w*/i,
    'threatens to report you under a label of contempt (such as "deadbeat") that no credit report carries',
  ],
  [
    /\b(?:report\w*|list\w*)\s+(?:it\s+|this\s+(?:debt|account)\s+|the\s+(?:debt|account)\s+)?as\s+undisputed\b|\bwill\s+not\s+(?:be\s+)?(?:marked|noted|reported|shown)\s+as\s+disputed\b|\b(?:even\s+if|regardless\s+of\s+whether|whether\s+or\s+not)\s+you\s+dispute[^.]{0,80}?\breport|\b(?:will|shall|to)\s+(?:still\s+|continue\s+to\s+)?(?:be\s+)?(?:still\s+)?report\w*\b[^.]{0,80}?\b(?:even\s+if|regardless\s+of\s+whether|whether\s+or\s+not)\s+you\s+(?:dispute|contest|challenge)/i,
    'suggests a disputed debt will be reported without showing it as disputed (15 U.S.C. 1692e(8))',
  ],
  // Decision 336: the same in other words and in Spanish. The dispute said not to hold the report back, before or after
  // the report ("even though you dispute it", "despite your dispute", "regardless of any dispute", "your dispute will not
  // stop us from reporting it", "aunque usted la dispute", "incluso si usted disputa", "a pesar de su disputa",
  // "disputar esta deuda no impedirá que la reportemos"), and "como no disputada": a collector that reports a debt it knows
  // is disputed must report it as disputed (15 U.S.C. 1692e(8); 12 CFR 1006.18(c)(2)). Not a report said held back while a
  // dispute is open, nor one said made "como disputada".
  [
    /\breport\w*\b[^.;]{0,80}?\b(?:even\s+(?:though|after|when)\s+you\s+(?:have\s+)?(?:dispute|contest|challenge)|(?:despite|regardless\s+of)\s+(?:your|any|a|the)\s+dispute|even\s+if\s+(?:it\s+is|the\s+(?:debt|account|balance)\s+is)\s+disputed)|\b(?:even\s+(?:though|after|when)\s+you\s+(?:have\s+)?(?:dispute|contest|challenge)|(?:despite|regardless\s+of)\s+(?:your|any|a|the)\s+dispute)\b[^.;]{0,80}?\breport|\b(?:disputing|(?:a|your|any|the)\s+dispute)\b[^.;]{0,60}?\b(?:will\s+not|won['’]t|does\s+not|doesn['’]t|cannot|can\s*not|shall\s+not)\s+(?:stop|prevent|keep|prohibit|bar)\s+(?:us|(?:the|our|this)\s+(?:[\w-]+\s+){0,2}?)\s*(?:from\s+)?report|\breport[\w\u00c0-\u017f]*[^.;]{0,80}?(?<![\w\u00c0-\u017f])(?:aunque|aun\s+(?:si|cuando)|a[uú]n\s+si|incluso\s+(?:si|cuando)|sin\s+importar\s+(?:si|que)|independientemente\s+de\s+(?:si|que)|a\s+pesar\s+de\s+que)\s+(?:usted\s+)?(?:la\s+|lo\s+)?(?:disput|impugn|objet)|(?<![\w\u00c0-\u017f])(?:aunque|aun\s+(?:si|cuando)|a[uú]n\s+si|incluso\s+(?:si|cuando)|sin\s+importar\s+(?:si|que)|independientemente\s+de\s+(?:si|que)|a\s+pesar\s+de\s+que)\s+(?:usted\s+)?(?:la\s+|lo\s+)?(?:disput|impugn|objet)[\w\u00c0-\u017f]*[^.;]{0,80}?\breport|\breport[\w\u00c0-\u017f]*[^.;]{0,80}?(?<![\w\u00c0-\u017f])(?:a\s+pesar\s+de|sin\s+importar|independientemente\s+de)\s+(?:su|cualquier|la)\s+disputa|(?<![\w\u00c0-\u017f])(?:a\s+pesar\s+de|sin\s+importar|independientemente\s+de)\s+(?:su|cualquier|la)\s+disputa[^.;]{0,80}?\breport|(?<![\w\u00c0-\u017f])(?:disputar|(?:su|una|cualquier|la)\s+disputa)(?![\w\u00c0-\u017f])[^.;]{0,60}?\bno\s+(?:nos\s+)?(?:impedir|evitar|detendr)[\w\u00c0-\u017f]*\s+(?:que\s+(?:la\s+|lo\s+)?)?report|\breport[\w\u00c0-\u017f]*\s+(?:[\w\u00c0-\u017f]+\s+){0,5}?como\s+(?:(?:una\s+)?(?:deuda|cuenta)\s+)?no\s+disputad/i,
    'suggests a disputed debt will be reported without showing it as disputed (15 U.S.C. 1692e(8))',
  ],
  // Decision 191: the dispute said not to reach the report, in other verbs, voices and in Spanish ("your dispute will not be
  // noted on your credit report", "we do not mark accounts as disputed", "we will not inform the credit bureaus that you
  // dispute this debt", "no informaremos a las agencias de crédito que usted disputa esta deuda"): a collector that
  // reports a debt it knows is disputed must say so (15 U.S.C. 1692e(8); 12 CFR 1006.18(c)(2)). Not reporting at all
  // while a dispute is open ("we will not report this debt until your dispute is resolved") is no such statement.
  [
    /\b(?:your|the|any|a)\s+dispute\b[^.;]{0,40}?\b(?:will\s+not|won['’]t|shall\s+not|does\s+not|doesn['’]t|is\s+not|cannot|can\s*not|never)\s+(?:be\s+)?(?:noted|shown|show\s+up|reported|reflected|appear|marked|listed|recorded|included)\b[^.;]{0,40}?\b(?:credit|equifax|experian|trans\s?union)\b|\b(?:do|does|will|shall)\s+not\s+(?:mark|report|note|flag|show|list|code|identify|designate)\w*\s+(?:[\w'-]+\s+){0,4}?as\s+disputed\b|\b(?:don['’]t|doesn['’]t|won['’]t|never)\s+(?:mark|report|note|flag|show|list|code|identify|designate)\w*\s+(?:[\w'-]+\s+){0,4}?as\s+disputed\b|\b(?:will|shall|do|does)\s+not\s+(?:inform|tell|notify|advise|let)\w*\s+(?:the\s+|any\s+)?(?:[\w-]+\s+){0,3}?(?:credit\s+(?:bureaus?|reporting\s+agenc(?:y|ies))|consumer\s+reporting\s+agenc(?:y|ies)|equifax|experian|trans\s?union)\b[^.;]{0,20}?\b(?:(?:know\s+)?that\s+(?:you|the|this|your)\b[^.;]{0,30}?\bdisput|(?:of|about)\s+(?:your|the|this|any)\s+dispute)|\b(?:credit\s+(?:bureaus?|reporting\s+agenc(?:y|ies))|consumer\s+reporting\s+agenc(?:y|ies)|equifax|experian|trans\s?union)\b[^.;]{0,20}?\b(?:will|shall)\s+not\s+be\s+(?:told|informed|notified|advised)\b[^.;]{0,20}?\b(?:that\s+[^.;]{0,30}?\bdisput|(?:of|about)\s+(?:your|the|this|any)\s+dispute)|\bno\s+(?:inform|notific|dir|avis|comunic)[\w\u00c0-\u017f]*\s+(?:a\s+)?(?:las\s+|los\s+)?(?:agencias\s+de\s+(?:informes\s+)?(?:de\s+)?cr[eé]dito|bur[oó]s?\s+de\s+cr[eé]dito)\b[^.;]{0,20}?\bque\b[^.;]{0,30}?\bdisput|\bsu\s+disputa\b[^.;]{0,30}?\bno\s+(?:aparecer|se\s+(?:reflejar|anotar|mostrar|reportar|incluir)|ser[aá]\s+(?:anotad|reflejad|reportad|incluid|mostrad))[\w\u00c0-\u017f]*[^.;]{0,40}?\bcr[eé]dito\b|\bno\s+(?:marcar|reportar|anotar)[\w\u00c0-\u017f]*\s+(?:[\w\u00c0-\u017f]+\s+){0,4}?como\s+disputad/i,
    'suggests a disputed debt will be reported without showing it as disputed (15 U.S.C. 1692e(8))',
  ],
  // Decision 387: a dispute said not to change how the account is reported ("your dispute will not change how we report this
  // account", "su disputa no cambiará la forma en que reportamos esta cuenta"): a collector that reports a debt it knows is
  // disputed must report it as disputed (15 U.S.C. 1692e(8); Brady v. Credit Recovery Co., 1st Cir. 1998). "Your dispute will
  // not affect the balance you owe" says nothing of the report.
  [
    /\b(?:your|the|any|a)\s+dispute\b[^.;]{0,40}?\b(?:will\s+not|won['’]t|does\s+not|doesn['’]t|cannot|can\s*not|shall\s+not)\s+(?:change|affect|alter|modify)\s+(?:how|the\s+way)\s+(?:(?:we|it|this\s+(?:account|debt|balance))\s+(?:is\s+)?)?report|(?<![\w\u00c0-\u017f])su\s+disputa\s+no\s+(?:cambiar|afectar|modificar|alterar)[\w\u00c0-\u017f]*\s+(?:la\s+forma|el\s+modo|la\s+manera|c[oó]mo)\s+(?:en\s+que\s+|de\s+)?(?:se\s+)?report/i,
    'suggests a disputed debt will be reported without showing it as disputed (15 U.S.C. 1692e(8))',
  ],
  // A promise that paying erases what the collector does not furnish (15 U.S.C. 1692e(8), (10)): all negative
  // history, the original creditor's own entry (its charge-off, its late payments), or the whole record ("as if this
  // never happened"), in either voice and in Spanish. A collector may ask the bureaus to delete its own collection
  // account ("we will request deletion of our tradeline"): that is not read.
  [
    /\b(?:remove|delete|erase|wipe|clear)\w*\s+(?:all|any|every)\s+(?:negative|derogatory|adverse|late|bad)\s+(?:information|history|items?|marks?|entries|records?|reporting)|\b(?:your\s+)?credit\s+(?:report|history|record)\s+will\s+be\s+(?:clean|clear|restored|repaired|spotless)|\bwill\s+(?:restore|repair|clean\s+up|fix)\s+your\s+credit\b|\bimprove\s+your\s+credit\s+score\s+(?:immediately|instantly|right\s+away)|\b(?:remov|delet|eras|wip|clear|purg|expung)\w*\s+(?:[\w'’&.-]+\s+){0,8}?(?:charge[- ]?offs?|late\s+payments?|delinquenc(?:y|ies)|original\s+creditor'?s?\s+(?:account|tradeline|entry|listing|record|reporting))\b[^.]{0,80}?\bcredit\s+(?:reports?|files?|histor(?:y|ies)|records?|bureaus?)|\b(?:charge[- ]?offs?|late\s+payments?)\b[^.]{0,40}?\b(?:removed|deleted|erased|wiped|cleared)\s+(?:from|off)\s+(?:your|all|the|each)\b|\bcredit\b[^.]{0,80}?\b(?:as\s+if|as\s+though|like)\s+(?:this|it|the\s+(?:debt|account))\s+never\s+(?:happened|existed|occurred)|\b(?:elimin|borr|quit|suprim)[\w\u00c0-\u017f]*\s+(?:[\w\u00c0-\u017f'-]+\s+){0,6}?(?:toda\s+(?:la\s+)?informaci[oó]n\s+negativa|todo\s+(?:el\s+)?historial\s+negativo|(?:el\s+)?cargo\s+(?:de\s+)?cancelaci[oó]n|los\s+pagos\s+atrasados)|\bcr[eé]dito\b[^.]{0,80}?\bcomo\s+si\s+(?:nunca|no)\s+hubiera\s+(?:ocurrido|existido|pasado)/i,
    "promises that paying will erase negative credit history, which a collector does not control (the original creditor's record stays as reported)",
  ],
];

/** Any statement that the collector reports, will or may report, to a credit bureau. */
const REPORTING =
  /\b(?:report|reported|reporting|furnish\w*|submit\w*|list\w*)\b[^.]{0,80}?\b(?:credit\s+(?:bureaus?|reporting\s+agenc(?:y|ies)|reports?|files?|history|record)|consumer\s+reporting|equifax|experian|trans\s?union)\b/i;

/**
 * What puts the consumer's credit at stake without saying who reports it: an exhortation or warning about the credit
 * record itself ("protect your CREDIT RECORD", "safeguard your credit history", "keep your credit record clean",
 * "avoid damage to your credit rating", "proteja su historial de crédito"). The reading layer reads these as a bare
 * mention of reporting (decision 072), which is no threat of a step; but to the least sophisticated consumer it says
 * the collector will report the debt and harm the credit record if it is not paid (Reitz v. Credit Systems of the
 * Fox Valley, E.D. Wis. 2020, motion to dismiss denied). It is false or misleading when that reporting cannot
 * lawfully happen: it is judged, as a threat to report is, against the 7-year reporting period. Decision 261: the same in
 * plain words ("may affect your credit", "your credit is at risk", "su crédito podría verse afectado"; the reading
 * layer's CREDIT_PLAIN_WORDS). Decision 387: also reporting said as a noun with no modal ("this account is subject to credit
 * reporting", "avoid credit reporting"), a score said to drop, a "black mark" on the credit.
 */
const CREDIT_AT_STAKE =
  /^(?:damag|hurt|harm|ruin|protect|preserv|safeguard|jeopardi[sz]|tarnish|blemish|keep|maintain|afect|da[nñ]|perjudic|arruin|proteg|protej|manch|mant[eé]n|cuid|(?:negative|adverse|harmful|damaging|detrimental)\s+(?:impact|effect)|credit\s+(?:rating|score|standing|history|record)s?\s+(?:will|may|might|could|would|is|can)\b|affect|impact|destroy|wreck|lower|reduc|put|your\s+(?:good\s+)?(?:credit|creditworthiness|fico)\b|su\s+(?:cr[eé]dito|historial|puntaje|calificaci|reputaci|informe|reporte)|baj|disminu|(?:reporte|informe|registro|anotaci[oó]n|marca)s?\s|(?:subject|eligible|scheduled|approved|slated|queued|flagged|selected|referred|designated)\s+(?:to|for)\s|avoid|prevent|black\s+mark|drop|sink|tank|decreas|stain|credit\s+(?:bureau\s+)?reporting\s)/i;

const CHECK_WRITING = /\b(?:telecheck|chexsystems|certegy|early\s+warning)\b/i;

/** The latest date the debt may still be reported, from what is known (conservative: never too early). */
const reportableUntil = (ctx: RuleContext): { date: IsoDate; basis: string } | undefined => {
  const dofd = ctx.facts.firstDelinquencyDate?.value;
  if (dofd) return { date: reportingPeriodEnd(dofd), basis: `the first missed payment (${formatLongDate(dofd)})` };
  if (ctx.sol?.reportingEndsOn) return { date: ctx.sol.reportingEndsOn, basis: 'the first missed payment' };
  const chargeOff = ctx.facts.chargeOffDate?.value;
  if (chargeOff)
    return { date: reportingPeriodEnd(chargeOff), basis: `the charge-off date (${formatLongDate(chargeOff)}), which comes after the first missed payment` };
  const lastPayment = ctx.answers.lastPaymentDate ?? ctx.facts.lastPaymentDate?.value;
  // The first missed payment comes at most about a month after the last payment.
  if (lastPayment)
    return {
      date: reportingPeriodEnd(addDays(lastPayment, 31)),
      basis: `your last payment (${formatLongDate(lastPayment)}), plus a month for the first missed payment`,
    };
  return undefined;
};

const keep = (f: Found): boolean => !negatedBefore(f.sentence, f.at) && !isRightsStatement(f.sentence);

/**
 * Sentences about credit reports that threaten nothing of the collector's (issue 26, decision 155):
 * - reporting limited by the law itself ("we may continue to report it … for as long as the law permits this reporting",
 *   Cal. Civ. Code 1788.14(d)(2)'s words; "to the extent permitted by law", "mientras la ley lo permita"): a promise to
 *   report only while reporting is lawful is no threat of unlawful reporting;
 * - the consumer's own rights ("you may dispute information on your credit report with Equifax", "you are entitled to a
 *   free copy of your credit report");
 * - California's notice that a negative credit report "may be submitted to a credit reporting agency" (Cal. Civ. Code
 *   1785.26(b)), in any of its wordings;
 * - what someone else has done or may have done, in the past ("this account has been reported by the original creditor",
 *   "your original creditor may have reported this account"), with nothing said of the collector's own reporting.
 */
const WITHIN_THE_LAW =
  /\b(?:(?:for\s+)?as\s+long\s+as\s+(?:the\s+law|(?:federal|state|applicable)\s+law|it\s+is\s+lawful)\s+(?:permits?|allows?)|to\s+the\s+extent\s+(?:permitted|allowed)\s+by\s+(?:\w+\s+)?law|as\s+(?:permitted|allowed)\s+by\s+(?:\w+\s+)?law|only\s+(?:if|when|while)\s+(?:the\s+law|it\s+is\s+lawful)|mientras\s+(?:la\s+ley\s+lo\s+permita|sea\s+legal)|en\s+la\s+medida\s+(?:en\s+)?que\s+(?:la\s+ley\s+lo\s+permita|lo\s+permita\s+la\s+ley))\b/i;
const CONSUMERS_OWN =
  /\byou\s+(?:may|can|could|have\s+the\s+right\s+to|are\s+entitled\s+to)\s+(?:also\s+)?(?:dispute|obtain|request|get|check|review|order|receive)\b|\bfree\s+(?:copy\s+of\s+your\s+)?credit\s+reports?\b|\busted\s+(?:puede|tiene\s+derecho\s+a)\s+(?:disputar|obtener|solicitar|revisar)\b/i;
const NEGATIVE_REPORT_NOTICE = /\bnegative\s+credit\s+(?:bureau\s+)?report\b[^.]{0,120}?\bmay\s+be\s+submitted\b/i;
const SOMEONE_ELSE =
  /\b(?:original\s+creditor|previous\s+(?:owner|creditor|holder)|prior\s+(?:owner|creditor|holder)|former\s+creditor|acreedor\s+original)\b/i;
const REPORTED_BEFORE =
  /\b(?:has|have|had|was|were)\s+(?:already\s+)?(?:been\s+)?reported\b|\b(?:may|might|could)\s+have\s+(?:been\s+)?reported\b|\b(?:fue|ha\s+sido|han\s+sido)\s+reportad[ao]s?\b/i;
const OURS = /\b(?:we|us|our\s+(?:office|company|firm|agency)|this\s+(?:office|company|firm|agency)|nosotros|reportaremos)\b/i;
/** The account said to be reported as what it is once paid, settled or discharged ("as paid in full", "that the account has been settled"). */
const REPORTED_AS_SETTLED =
  /\bas\s+(?:paid|settled|resolved|satisfied|closed|discharged|zero|included\s+in)|\b(?:has\s+been|have\s+been|was|were|is|are)\s+(?:paid|settled|resolved|satisfied|discharged)\b|\b(?:paid|settled)\s+in\s+full\b|\bdischarged\s+in\s+(?:a\s+|your\s+)?bankruptcy\b|\bcomo\s+(?:pagad|liquidad|saldad|cancelad)|\bha\s+sido\s+(?:pagad|liquidad|saldad)/i;
const threatensNothing = (sentence: string): boolean =>
  WITHIN_THE_LAW.test(sentence) ||
  CONSUMERS_OWN.test(sentence) ||
  NEGATIVE_REPORT_NOTICE.test(sentence) ||
  (SOMEONE_ELSE.test(sentence) && REPORTED_BEFORE.test(sentence) && !OURS.test(sentence));

/**
 * A period the law does not give the debt on the credit report (decision 197; Fasten v. Zager, E.D.N.Y. 1999: "Adverse credit
 * information can be kept on your credit record for five (5) years" communicated false credit information, 1692e(8), (10)).
 * A collection or charged-off account may be reported for seven years, counted from 180 days after the delinquency began
 * (15 U.S.C. 1681c(a)(4), (c)(1), since 1970 and, for the 180 days, since 1997), paid or not; a bankruptcy for ten
 * (1681c(a)(1)). Misstated: any other number of years for the debt ("five", "ten", "fifteen"), a period with no end
 * ("forever", "permanently", "de por vida"), and the seven years counted from a payment, a settlement or today (re-aging).
 * Not read: the seven years (or seven and a half), a bankruptcy's ten or fewer, periods said of judgments, tax liens,
 * inquiries or accounts in good standing (the law gives those their own or none), a federal student loan (20 U.S.C.
 * 1080a(f)), a denial, the consumer's rights.
 */
const periodsMisstated = (text: string): Span[] =>
  testText(FEDERAL_STUDENT_LOAN, text)
    ? []
    : reportPeriodsSaid(text)
        .filter((p) => p.subject !== 'other_record')
        .filter((p) =>
          p.subject === 'bankruptcy'
            ? p.years === undefined || p.years > 10 || p.fromPayment
            : p.years === undefined || p.fromPayment || p.years < 7 || p.years > 7.5,
        )
        .filter(
          (p) => !negatedBefore(p.sentence.text, p.span.start - p.sentence.start) && !isRightsStatement(p.sentence.text) && !threatensNothing(p.sentence.text),
        )
        .map((p) => p.sentence);

/**
 * A duty to report the debt that the law does not give (decision 387): "we are required by law to report this debt to the
 * credit bureaus", "federal law requires us to report this account to Equifax", "the law requires that unpaid debts be
 * reported to the credit reporting agencies", "la ley nos obliga a reportar esta deuda a las agencias de crédito". The FCRA
 * sets duties for those who choose to furnish information (15 U.S.C. 1681s-2) and obliges no private collector to report a
 * consumer debt; saying the law compels the report misstates the law and makes the threat sound beyond the collector's
 * choice (15 U.S.C. 1692e(2)(A), (10)). Not read: a duty the law does give — to report a dispute as disputed (1692e(8)), to
 * report accurately (1681s-2(a)), a tax report of forgiven debt — nor a debt the law does require reported (a federal student
 * loan, 20 U.S.C. 1080a(f); a federal agency's debt, 31 U.S.C. 3711(e); child support, 42 U.S.C. 666(a)(7)), nor "federal law
 * requires us to tell you that we may report …" (the duty is the notice, not the report).
 */
/** The bureaus, or the credit report or file itself, in English or Spanish (the reading layer's names). */
const BUREAU_NAMED = String.raw`(?:credit\s+(?:reports?|files?)|${BUREAU_NAMES_SOURCE}|${BUREAUS_ES_SOURCE})`;
/** The Spanish report verb after a duty: "reportar … a las agencias", "informar / notificar a las agencias" (not "informarle"). */
const DUTY_VERB_ES = String.raw`(?:report[\w\u00c0-\u017f]*[^.;]{0,80}?${BUREAU_NAMED}|(?:inform|notific|notifiqu)[\w\u00c0-\u017f]*\s+(?:a\s+)?(?:las\s+|los\s+)?${BUREAU_NAMED})`;
const DUTY_TO_REPORT = new RegExp(
  String.raw`\b(?:(?:required|obligated|obliged|mandated|compelled|bound)\s+(?:by\s+(?:federal\s+|state\s+|the\s+)?law|under\s+(?:federal\s+|state\s+)?law|by\s+statute)\s+to|(?:federal\s+|state\s+|the\s+)?law\s+(?:requires|obligates|compels|mandates|obliges|forces)\s+(?:us|this\s+(?:office|company|agency|firm)|our\s+(?:office|company|client|agency|firm)|(?:debt\s+)?collectors|creditors|the\s+creditor)\s+to)\s+(?:(?:also|now|then)\s+)?(?:(?:report|furnish)(?:s|ed|ing)?\b(?!\s+(?:to\s+)?you\b)[^.;]{0,80}?\b${BUREAU_NAMED}|notify\s+(?:the\s+|all\s+|each\s+of\s+the\s+)?(?:(?:three|3|major|national|nationwide)\s+)*${BUREAU_NAMED})` +
    String.raw`|\blaw\s+requires\s+that\s+(?:[\w'-]+\s+){1,5}?be\s+(?:reported|furnished)\b[^.;]{0,60}?\b${BUREAU_NAMED}` +
    String.raw`|\b(?:la\s+ley|las\s+leyes)\s+(?:federal(?:es)?\s+|estatal(?:es)?\s+)?(?:nos\s+|le\s+|les\s+)?(?:obliga|requiere|exige)n?\s+(?:a\s+|que\s+)?${DUTY_VERB_ES}` +
    String.raw`|(?<![\w\u00c0-\u017f])(?:obligad|requerid)[oa]s?\s+(?:por\s+(?:la\s+)?ley|legalmente)\s+(?:a|para)\s+${DUTY_VERB_ES}`,
  'i',
);
/** A duty the law does give: a dispute reported as disputed, accurate reporting, a tax report. */
const TRUE_DUTY = /\b(?:disput\w*|accura\w*|correct\w*|complete\w*|exact\w*|irs|internal\s+revenue|1099)\b/i;
/** A debt some law does require reported (student loans, federal agencies' debts, child support). */
const REPORTING_REQUIRED_BY_LAW =
  /\b(?:child\s+support|manutenci[oó]n|debt\s+collection\s+improvement\s+act|31\s+u\.?s\.?c\.?\s+(?:§\s*)?3711|federal\s+agency|department\s+of\s+(?:education|housing|veterans|health|agriculture|the\s+treasury)|small\s+business\s+administration|united\s+states\s+treasury|u\.?s\.?\s+treasury|student\s+loans?)\b/i;
const dutiesMisstated = (v: ReturnType<typeof viewOf>): Span[] =>
  testText(FEDERAL_STUDENT_LOAN, v.text) || testText(REPORTING_REQUIRED_BY_LAW, v.text)
    ? []
    : findWithSentence(v, DUTY_TO_REPORT)
        .filter((f) => keep(f) && !TRUE_DUTY.test(f.sentence))
        .map((f) => foundSpan(v, f));

export const rule: Rule = {
  meta,
  check: (ctx) => {
    const gate = checkGates(ctx);
    if (gate.stop) return gate.stop;
    const assumptions = [...gate.assumptions];
    const v = viewOf(ctx.text);

    const falseOnes = [
      ...FALSE_STATEMENTS.flatMap(([re, why]) =>
        findWithSentence(v, re)
          .filter(keep)
          .map((f) => ({ span: foundSpan(v, f), why })),
      ),
      ...periodsMisstated(ctx.text).map((span) => ({ span, why: PERIOD_MISSTATED })),
      ...dutiesMisstated(v).map((span) => ({ span, why: DUTY_MISSTATED })),
    ];
    if (falseOnes.length > 0) {
      const reasons = [...new Set(falseOnes.map((x) => x.why))];
      return flag(
        `This letter may violate federal law: it ${reasons.join('; it also ')}. A debt collector may not make false or misleading statements about credit reporting (15 U.S.C. 1692e(8), (10); 12 CFR 1006.18).`,
        uniqueSpans(falseOnes.map((x) => x.span)).slice(0, 4),
        'medium',
        assumptions,
      );
    }

    // A report said surely in a letter that also says, with no time or condition, that no report will be made by whoever
    // is to make it ("we do not report accounts to the credit bureaus"): one of the two statements is false (15 U.S.C.
    // 1692e(5), (8), (10); decision 181). A denial for a time ("until we have communicated with you", 12 CFR 1006.30(a)),
    // of disputed accounts, or the collector's own denial beside a report in the passive (the creditor may report) is none.
    const definiteReports = liveThreats(readLetter(ctx.text), ['report']).filter(
      (t) => t.certainty === 'definite' && !isRightsStatement(t.sentence.text) && !threatensNothing(t.sentence.text),
    );
    const reportDenials = definiteReports.length > 0 ? categoricalDenials(ctx.text, 'report') : [];
    const contradicted = definiteReports.flatMap((t) =>
      reportDenials.filter((d) => d.sentence.start !== t.sentence.start && denialReaches(d.scope, t.actor)).map((d) => [t.sentence, d.sentence] as const),
    );
    if (contradicted.length > 0) return flag(REPORT_CONTRADICTED_MESSAGE, uniqueSpans(contradicted.flat()).slice(0, 4), 'medium', assumptions);

    const reporting = findWithSentence(v, REPORTING).filter((f) => keep(f) && !CHECK_WRITING.test(f.sentence) && !threatensNothing(f.sentence));
    // What the reading layer reads as a threat to report, in other words or in Spanish ("we may notify the
    // credit reporting agencies", "su cuenta será reportada a los burós de crédito"); denials and the past are not.
    const read = liveThreats(readLetter(ctx.text), ['report'])
      .filter((t) => !isRightsStatement(t.sentence.text) && !CHECK_WRITING.test(t.sentence.text) && !threatensNothing(t.sentence.text))
      .map((t) => t.sentence);
    // The credit record put at stake with no step named ("protect your CREDIT RECORD"): read as implying a report.
    const implied = reporting.length === 0 && read.length === 0;
    const atStake = implied
      ? readLetter(ctx.text)
          .threats.filter(
            (t) =>
              t.action === 'report' &&
              t.certainty === 'mention' &&
              CREDIT_AT_STAKE.test(ctx.text.slice(t.actionSpan.start, t.actionSpan.end)) &&
              !isRightsStatement(t.sentence.text) &&
              !threatensNothing(t.sentence.text) &&
              !negatedBefore(t.sentence.text, t.actionSpan.start - t.sentence.start),
          )
          .map((t) => t.sentence)
      : [];
    if (implied && atStake.length === 0) return pass(assumptions);
    // Decision 426: a debt the person says is paid or settled, or was discharged in bankruptcy, threatened with a report. Reporting
    // it as owed is false credit information (1692e(8)) and misstates its status (1692e(2)(A), (10); Russell v. Absolute Collection
    // Services, 4th Cir. 2014); a report of the truth (paid, settled, discharged) is none.
    const settled = ctx.answers.debtAlreadyPaidOrSettled === true ? 'paid' : ctx.answers.debtDischargedInBankruptcy === true ? 'discharged' : undefined;
    if (settled) {
      const owedReports = uniqueSpans([...reporting.map((f) => foundSpan(v, f)), ...read, ...atStake]).filter((s) => !REPORTED_AS_SETTLED.test(s.text));
      if (owedReports.length > 0)
        return flag(settled === 'paid' ? PAID_DEBT_REPORTED : DISCHARGED_DEBT_REPORTED, owedReports.slice(0, 3), 'medium', assumptions);
    }
    if (testText(FEDERAL_STUDENT_LOAN, v.text))
      return pass([
        ...assumptions,
        'Defaulted federal student loans follow their own credit-reporting period (20 U.S.C. 1080a(f)); the 7-year test was not applied.',
      ]);
    const evidence = uniqueSpans([...reporting.map((f) => foundSpan(v, f)), ...read, ...atStake]).slice(0, 3);
    const until = reportableUntil(ctx);
    const asOf = ctx.gates.letterDate ?? ctx.today;
    if (!until)
      return needsInput(
        implied
          ? 'This letter warns you about your credit record, which reads as saying the debt will be reported to the credit bureaus if you do not pay. A collection account may be reported only for about 7 years and 180 days from the first missed payment; saying an older debt will harm your credit record is misleading. Tell us when you last paid to check.'
          : 'This letter talks about reporting the debt to credit bureaus. A collection account may be reported only for about 7 years and 180 days from the first missed payment; a threat to report an older debt is a threat the collector cannot lawfully carry out. Tell us when you last paid to check.',
        [QUESTIONS.lastPaymentDate],
        evidence,
        assumptions,
      );
    if (until.date >= asOf) return pass([...assumptions, `The debt may be reported until about ${formatLongDate(until.date)} (counted from ${until.basis}).`]);
    if (!ctx.gates.letterDate) assumptions.push("The letter is undated; today's date was used.");
    return flag(
      !implied
        ? `This letter may violate federal law: it talks about reporting the debt to credit bureaus, but counted from ${until.basis}, the 7-year reporting period ended about ${formatLongDate(until.date)}. Threatening to report a debt that may no longer lawfully appear on a credit report is a threat of an action that cannot legally be taken (15 U.S.C. 1692e(5), (8); 15 U.S.C. 1681c(a)(4), (c)(1)).`
        : `This letter may violate federal law: it warns you about your credit record, which reads as saying the debt will be reported to the credit bureaus if you do not pay, but counted from ${until.basis}, the 7-year reporting period ended about ${formatLongDate(until.date)}. Implying that a debt which may no longer lawfully appear on a credit report will harm your credit is misleading (15 U.S.C. 1692e(5), (8), (10); 15 U.S.C. 1681c(a)(4), (c)(1); Reitz v. Credit Systems of the Fox Valley, E.D. Wis. 2020).`,
      evidence,
      'medium',
      assumptions,
    );
  },
};

/** Decision 181's message (after the rule, so the catalogue keys of the messages above stay as they were). */
const REPORT_CONTRADICTED_MESSAGE =
  'This letter may violate federal law: it says the debt will be reported to the credit bureaus, and it also says, with no time or condition, that no report will be made. The letter contradicts itself, so one of the two statements is false; a collector may not threaten credit reporting it does not intend to do (15 U.S.C. 1692e(5), (8), (10); 12 CFR 1006.18(c)(1)).';
/** Decision 197's reason (after the rule, so the catalogue keys above stay as they were). */
const PERIOD_MISSTATED =
  'gives a period for keeping the debt on your credit report that the law does not give it; a collection account may be reported for seven years, counted from 180 days after the first missed payment, whether or not it is paid, and no longer (15 U.S.C. 1681c(a)(4), (c)(1); Fasten v. Zager, E.D.N.Y. 1999)';
/** Decision 387's reason (after the rule, so the catalogue keys above stay as they were). */
const DUTY_MISSTATED =
  'says the law requires the debt to be reported to the credit bureaus; no law requires a debt collector to report a consumer debt (the law only sets duties for those who choose to report, 15 U.S.C. 1681s-2), so the statement misrepresents the law (15 U.S.C. 1692e(2)(A), (10))';

/** Decision 426's messages: a paid or discharged debt threatened with a report. */
const PAID_DEBT_REPORTED =
  'This letter may violate federal law: you told us this debt was already paid or settled, yet the letter talks about reporting it to the credit bureaus. Reporting a paid debt as owed, or threatening to, communicates credit information that is false and misstates the debt (15 U.S.C. 1692e(2)(A), (8), (10); Russell v. Absolute Collection Services, 763 F.3d 385 (4th Cir. 2014)). Keep your proof of payment.';
const DISCHARGED_DEBT_REPORTED =
  'This letter may violate federal law: you told us this debt was discharged in bankruptcy, yet the letter talks about reporting it to the credit bureaus. Reporting a discharged debt as still owed, or threatening to, communicates false credit information (15 U.S.C. 1692e(2)(A), (8), (10)) and may break the discharge order (11 U.S.C. 524). Keep your discharge papers.';
