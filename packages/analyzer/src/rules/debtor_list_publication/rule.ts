import type { Rule, RuleContext, RuleResult } from '../../types';
import { federalGate } from '../_conduct-and-time-bar/gate';
import { shortQuote, WITH_CONSENT } from '../_conduct-and-time-bar/phrases';
import { distinctQuotes, findStatements } from '../_conduct-and-time-bar/statements';

/**
 * legal-reference §1.8 `debtor_list_publication`: publishing (or threatening to publish) a list of
 * consumers who allegedly refuse to pay, except to a consumer reporting agency (1692d(3); 1006.14(e)).
 */

/** The people around the consumer a collector may not tell of the debt (1692c(b)): not the spouse or attorney (1692c(d)). */
const CIRCLE = String.raw`(?:employer|boss|supervisor|manager|co-?workers|coworkers|colleagues|workplace|neighbou?rs|friends|family(?:\s+members)?|relatives|mother|father|mom|dad|parents|sisters?|brothers?|siblings|children|kids|sons?|daughters?|in-laws|church|pastor|landlord|references)`;

/** A condition of payment in the sentence: the contact is pressure to pay (decision 519). */
const PRESSURE =
  /\buntil\b|\bunless\b|\bif\s+(?:you|this|the|your|payment|we\s+(?:do\s+not|don['’]t)\s+(?:receive|hear))|\bshould\s+you\s+(?:fail|not|refuse|ignore)|\botherwise\b|\bfailure\s+to\s+(?:pay|respond|contact)|\bor\s+else\b|(?<![\wÀ-ſ])(?:hasta\s+que|a\s+menos\s+que|si\s+(?:usted\s+)?no|de\s+lo\s+contrario)(?![\wÀ-ſ])/i;

/**
 * A lawful reason for a contact: location or employment verification (1692b), a court's order after judgment (1692c(b)), a remedy
 * on the consumer's pay (a withholding order, administrative wage garnishment), which is judged as a garnishment threat instead.
 */
const LAWFUL_PURPOSE =
  /\bwithh[eo]ld\w*|\bdeduct\w*|\b(?:from|of)\s+your\s+(?:disposable\s+)?(?:pay|wages?|earnings|salary|paycheck)\b|\b(?:location|whereabouts|verif\w*\s+(?:your\s+)?(?:employment|address|location)|confirm\s+(?:your\s+)?(?:employment|address)|garnish\w*|judgment|court\s+order|wage\s+(?:withholding|deduction)|payroll\s+deduction)\b|(?<![\wÀ-ſ])(?:embargo|sentencia|orden\s+(?:judicial|del\s+tribunal))(?![\wÀ-ſ])/i;

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
  // Decision 519: the consumer's circle to be called, visited or questioned as pressure to pay, without the word "debt" near it
  // ("we will call your employer, your mother and anyone else we can find until this is paid", "unless you pay, a representative
  // will call on your employer in person", "your relatives will be contacted if you ignore this notice", "si no paga, llamaremos a
  // su jefe"): the contact the Act forbids (1692c(b)) threatened to shame the consumer into paying (1692d; Rutyna v. Collection
  // Accounts Terminal, N.D. Ill. 1979). Read only with a condition of payment in the sentence (PRESSURE); not the consumer's
  // attorney or spouse (1692c(d)), nor a contact for location or employment verification, nor a court's order after judgment.
  new RegExp(
    String.raw`\b(?:we|i|our\s+(?:[\w-]+\s+)?(?:office|agency|firm|company|representatives?|agents?|investigators?|collectors?|staff|people)|(?:a|an|the)\s+(?:[\w-]+\s+)?(?:representative|agent|investigator|collector)|this\s+(?:office|agency|firm))\s+(?:will|shall|(?:are|is)\s+going\s+to|intends?\s+to|plans?\s+to|may|might|could|would)\s+(?:also\s+|then\s+|now\s+|immediately\s+|personally\s+|(?:begin|start)\s+to\s+)?(?:call(?:\s+on)?|contact|phone|visit|text|e-?mail|write\s+to|speak\s+(?:to|with)|talk\s+(?:to|with)|reach\s+out\s+to|get\s+in\s+touch\s+with|go\s+to|ask|question|interview)\s+(?:(?:all|each)\s+(?:of\s+)?)?your\s+${CIRCLE}\b|\byour\s+${CIRCLE}(?:\s*,?\s*(?:and|or)?\s*(?:your\s+)?${CIRCLE})*\s+(?:will|may|shall|(?:are|is)\s+going\s+to)\s+(?:also\s+)?be\s+(?:contacted|called|phoned|visited|told|informed|notified|questioned|interviewed)\b`,
    'i',
  ),
  // Decision 519: an investigation or inquiries among the consumer's neighbours, employer or family ("this office will begin an
  // investigation among your neighbors", "our agents will make inquiries in your neighbourhood", "haremos una investigación entre
  // sus vecinos", "preguntaremos a sus vecinos").
  new RegExp(
    String.raw`\b(?:investigat\w*|inquir(?:y|ies|e)|enquir(?:y|ies|e)|canvass\w*|door-to-door)\s+(?:[\w-]+\s+){0,2}?(?:among|with|of|in|throughout|around)\s+(?:all\s+)?your\s+(?:neighbou?rs|neighbou?rhood|community|employer|co-?workers|coworkers|colleagues|workplace|friends|family|relatives|references)\b`,
    'i',
  ),
  /(?<![\w\u00c0-\u017f])(?:(?:llamaremos|contactaremos|visitaremos|hablaremos\s+con|escribiremos|(?:nos\s+)?comunicaremos\s+con|vamos\s+a\s+(?:llamar|contactar|visitar|hablar\s+con|escribir|preguntar)|(?:nuestro|un)\s+(?:representante|agente|investigador|cobrador)\s+(?:llamar[aá]|visitar[aá]|hablar[aá]\s+con|contactar[aá]))\s+(?:a\s+)?(?:todos\s+)?(?:sus?)\s+(?:vecinos|empleador|jefe|familia(?:res)?|parientes|amigos|madre|padre|padres|hermanos?|hermanas?|hijos|compa[nñ]eros(?:\s+de\s+trabajo)?|iglesia|pastor|arrendador|referencias)|(?:investigaci[oó]n|indagaci[oó]n|averiguaci[oó]n|pregunt(?:ar|aremos)|averigu(?:ar|aremos)|indag(?:ar|aremos)|investig(?:ar|aremos))\s+(?:[\w\u00c0-\u017f]+\s+){0,2}?(?:entre|con|en|a)\s+(?:todos\s+)?(?:sus?)\s+(?:vecinos|vecindario|barrio|comunidad|empleador|jefe|trabajo|compa[nñ]eros(?:\s+de\s+trabajo)?|familia(?:res)?|parientes|amigos))(?![\w\u00c0-\u017f])/i,
];
const MEDIUM_FROM = 5;
/** The patterns of decision 519: the contacts are read only when the sentence presses for payment, none for a lawful purpose. */
const PRESSED = new Set([PUBLICATION.length - 3, PUBLICATION.length - 1]);
const PURPOSE_READ = new Set([PUBLICATION.length - 3, PUBLICATION.length - 2, PUBLICATION.length - 1]);

/** Reporting to a consumer reporting agency is the statute's exception. */
const CREDIT_REPORTING =
  /\bcredit\s+(?:bureaus?|reporting|reports?|files?)\b|\bconsumer\s+reporting\s+agenc|\bequifax\b|\bexperian\b|\btrans\s?union\b|\bbur[oó]s?\s+de\s+cr[eé]dito|\bagencias?\s+de\s+(?:informes\s+(?:de\s+)?)?cr[eé]dito|\b(?:informe|reporte|historial)\s+de\s+cr[eé]dito/i;

export const check = (ctx: RuleContext): RuleResult => {
  const gate = federalGate(ctx);
  if (!gate.ok) return { status: 'not_applicable', reason: gate.reason };
  const hits = findStatements(ctx.text, PUBLICATION).filter(
    (s) =>
      !CREDIT_REPORTING.test(s.quote.text) &&
      !WITH_CONSENT.test(s.quote.text) &&
      (!PRESSED.has(s.pattern) || PRESSURE.test(s.quote.text)) &&
      (!PURPOSE_READ.has(s.pattern) || !LAWFUL_PURPOSE.test(s.quote.text)),
  );
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
