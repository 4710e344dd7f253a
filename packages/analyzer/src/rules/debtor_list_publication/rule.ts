import type { Rule, RuleContext, RuleResult } from '../../types';
import { federalGate } from '../_conduct-and-time-bar/gate';
import { shortQuote, WITH_CONSENT } from '../_conduct-and-time-bar/phrases';
import { distinctQuotes, findStatements } from '../_conduct-and-time-bar/statements';

/**
 * legal-reference §1.8 `debtor_list_publication`: publishing (or threatening to publish) a list of
 * consumers who allegedly refuse to pay, except to a consumer reporting agency (1692d(3); 1006.14(e)).
 */

/** Publishing the consumer or a list of non-payers: patterns 0–4 are high confidence. */
const PUBLICATION: readonly RegExp[] = [
  /\bpublish\w*\s+(?:your\s+(?:name|debt|account|photo|picture)|the\s+names?\s+of|(?:a|our|the)\s+(?:list|registry|roster)\b)/i,
  /\b(?:list|registry|register|database|roster|directory|wall|board)\s+of\s+(?:delinquent|bad|non-?paying|dead-?beat|habitual|known|uncooperative)\s+(?:debtors|accounts|customers|consumers|borrowers|payers|people|clients)\b/i,
  /\b(?:shame|dead-?beat|debtors?['’]?|bad\s+debt(?:ors?)?|delinquent\s+(?:debtor|customer|account)s?|non-?payers?['’]?)\s+(?:list|registry|wall|board|roll|database)\b|\bwall\s+of\s+shame\b/i,
  /\b(?:post|publish|share|put|list|advertise|display)\w*\s+(?:your\s+(?:name|debt|account|photo|picture|information)|this\s+(?:debt|account))\b[^.\n]{0,40}?\b(?:facebook|social\s+media|instagram|twitter|tiktok|newspaper|online|internet|website|public|bulletin\s+board)\b/i,
  // Decision 336: the Spanish publication in any tense and of the debt too, in print or online ("publicaremos su nombre en el
  // periódico", "publicaremos esta deuda en Facebook", "pondremos su nombre en las redes sociales"), as in English.
  /\bpublicar\s+su\s+nombre\b|\blista\s+(?:de\s+(?:morosos|deudores)|negra)\b|(?<![\w\u00c0-\u017f])(?:publi(?:c|qu)[\w\u00c0-\u017f]*\s+(?:su\s+(?:nombre|deuda|cuenta|foto(?:graf[ií]a)?)|esta\s+(?:deuda|cuenta)|los\s+nombres\s+de|(?:una|la|nuestra)\s+lista)|(?:pon|coloc|compart|anunci|exhib|mostr|divulg|difund)[\w\u00c0-\u017f]*\s+(?:su\s+(?:nombre|deuda|cuenta|foto(?:graf[ií]a)?|informaci[oó]n)|esta\s+(?:deuda|cuenta))[^.\n]{0,40}?(?:facebook|redes\s+sociales|instagram|twitter|tiktok|peri[oó]dico|internet|en\s+l[ií]nea|p[aá]gina\s+web|sitio\s+web|tabl[oó]n|p[uú]blic[oa])|muro\s+de\s+la\s+verg[uü]enza)(?![\w\u00c0-\u017f])/i,
  // Telling the consumer's circle about the refusal to pay (medium), in any tense (decision 316: "we have notified your
  // neighbors of this debt"); a copy of the collection letter said sent to someone of it (15 U.S.C. 1692c(b)).
  /\b(?:notif(?:y|ied|ying)|inform(?:ed|ing)?|t(?:ell|old|elling)|contact(?:ed|ing)?|alert(?:ed|ing)?|advis(?:e|ed|ing)|wr(?:ite|ote|itten)\s+to|call(?:ed|ing)?)\s+(?:all\s+(?:of\s+)?)?your\s+(?:community|neighbou?rs|employer|boss|co-?workers|colleagues|friends|family|relatives|church|pastor|landlord|references)\b[^.\n]{0,80}?\b(?:debt|owe|unpaid|refus\w*|balance|delinquen\w*|non-?payment|failure\s+to\s+pay)/i,
  // Decision 349: the debt itself reported, disclosed or sent to the consumer's circle, the object first ("we will report this debt
  // to your employer", "we will disclose your account to your family", "reportaremos esta deuda a su empleador"), as "we will notify
  // your employer of this debt" is read (15 U.S.C. 1692c(b), 1692e(5)).
  /\b(?:report|disclos|reveal|send|sent|forward|provid|giv|mention|expos|shar)\w*\s+(?:(?:details|information|records?)\s+(?:of|about|regarding|concerning|on)\s+)?(?:(?:this|the|your|such|all)\s+)?(?:(?:unpaid|outstanding|past[- ]due)\s+)?(?:debt|account|balance|delinquency|non-?payment|information)(?:\s+(?:information|details|history))?(?:\s+(?:about|regarding|concerning|on|of)\s+(?:this|your|the)\s+(?:debt|account|balance))?\s+(?:(?:directly|also)\s+)?to\s+your\s+(?:community|neighbou?rs|employer|boss|co-?workers|colleagues|friends|family|relatives|church|pastor|landlord|references)\b(?!['’]s)/i,
  /(?<![\w\u00c0-\u017f])(?:report|inform|notific|comunic|envi|revel|divulg|compart)[\w\u00c0-\u017f]*\s+(?:esta|su|la)\s+(?:deuda|cuenta|informaci[oó]n|saldo)(?:\s+(?:impag[ao]|pendiente|vencid[ao]))?(?:\s+de\s+(?:su|esta)\s+(?:deuda|cuenta))?\s+a\s+(?:todos\s+)?(?:sus?)\s+(?:vecinos|empleador|jefe|familia(?:res)?|parientes|amigos|compa\u00f1eros(?:\s+de\s+trabajo)?|iglesia|pastor|arrendador|referencias)(?![\w\u00c0-\u017f])/i,
  /\b(?:a\s+)?cop(?:y|ies)\s+of\s+this\s+(?:letter|notice|demand)\s+(?:has|have|was|were|is|are|will\s+be)\s+(?:also\s+)?(?:been\s+|being\s+)?(?:sent|mailed|forwarded|provided|delivered|given)\s+to\s+your\s+(?:employer|boss|co-?workers|colleagues|neighbou?rs|friends|family|relatives|church|pastor|landlord|references)\b/i,
  /\b(?:inform|notific|dij|dic|cont|avis|comunic|llam|escrib)[\w\u00c0-\u017f]*\s+(?:a\s+)?(?:todos\s+)?(?:sus|su)\s+(?:vecinos|empleador|jefe|familia(?:res)?|parientes|amigos|compa\u00f1eros(?:\s+de\s+trabajo)?|iglesia|pastor|arrendador|referencias)\b[^.\n]{0,80}?\b(?:deuda|debe|saldo|impag\w*|falta\s+de\s+pago)\b|\b(?:una\s+)?copia\s+de\s+esta\s+(?:carta|notificaci[o\u00f3]n|aviso)\s+(?:ha\s+sido|fue|ser[a\u00e1])\s+(?:enviad|entregad|remitid)[ao]\s+a\s+su\s+(?:empleador|jefe|familia|vecinos|parientes)\b/i,
];
const MEDIUM_FROM = 5;

/** Reporting to a consumer reporting agency is the statute's exception. */
const CREDIT_REPORTING =
  /\bcredit\s+(?:bureaus?|reporting|reports?|files?)\b|\bconsumer\s+reporting\s+agenc|\bequifax\b|\bexperian\b|\btrans\s?union\b|\bbur[oó]s?\s+de\s+cr[eé]dito|\bagencias?\s+de\s+(?:informes\s+(?:de\s+)?)?cr[eé]dito|\b(?:informe|reporte|historial)\s+de\s+cr[eé]dito/i;

export const check = (ctx: RuleContext): RuleResult => {
  const gate = federalGate(ctx);
  if (!gate.ok) return { status: 'not_applicable', reason: gate.reason };
  const hits = findStatements(ctx.text, PUBLICATION).filter((s) => !CREDIT_REPORTING.test(s.quote.text) && !WITH_CONSENT.test(s.quote.text));
  if (hits.length === 0) return { status: 'pass', assumptions: gate.assumptions };
  const evidence = distinctQuotes(hits);
  const strong = hits.some((h) => h.pattern < MEDIUM_FROM);
  const first = evidence[0];
  return {
    status: 'flag',
    message: `This letter threatens to make your debt public ("${first ? shortQuote(first) : ''}"). A debt collector may not publish, or threaten to publish, a list of people who allegedly refuse to pay their debts, or otherwise expose you to shame in order to collect; the only exception is reporting to a credit reporting agency (15 U.S.C. 1692d(3); 12 CFR 1006.14(e)).${strong ? '' : ' Telling your employer, family or neighbours about the debt is also generally prohibited (15 U.S.C. 1692c(b)).'}`,
    evidence,
    confidence: strong ? 'high' : 'medium',
    assumptions: gate.assumptions,
  };
};

export const rule: Rule = {
  meta: {
    id: 'debtor_list_publication',
    title: 'Threat to publish the consumer as someone who refuses to pay',
    citation: '15 U.S.C. 1692d(3); 12 CFR 1006.14(e)',
    kind: 'objective',
    section: '1.8',
    description:
      'A debt collector may not publish, or threaten to publish, your name on a list of people who "refuse to pay" — in a newspaper, online, or to your community or employer. Reporting the debt to a credit bureau is the only exception.',
    severity: 8,
    value: 1000,
  },
  check,
};
