/**
 * Statements that say what the law requires, said truly (decision 210): the other side of the threats and misstatements
 * the rules read. Each reader says what a sentence does (a remedy asked of a court, a step said to need a court, an
 * admission denied, a recipient the law treats as the consumer), in English and Spanish, on the sentence's own words
 * (any case; patterns carry their own flags). Courts hold these not misleading to the least sophisticated consumer: they
 * are accurate statements of the law or of what a creditor could do by lawful process (15 U.S.C. 1692e(4), (5),
 * 1692c(d), 1692g(c); Wade v. Regional Credit, 9th Cir. 1996: an informational notice threatens nothing).
 */

/**
 * A remedy said to be something the creditor could ask a court for ("we may ask the court for a garnishment", "the
 * creditor can petition the court to garnish wages", "podríamos pedirle al tribunal un embargo"), or the law told in
 * general, of any creditor that wins ("a creditor who wins a lawsuit can ask the court to garnish wages", "un acreedor que
 * gana una demanda puede pedir al juez …"). Garnishment and levy are court process: a sentence that puts the step in a
 * court's hands, as a possibility, describes the process truly. A categorical "we will ask the court to garnish your
 * wages" is not this (it says the step will come, and the rule still reads it).
 */
const COURT_REQUEST_POSSIBLE =
  /\b(?:may|might|could|can|would\s+be\s+able\s+to|is\s+(?:entitled|permitted|allowed)\s+to)\s+(?:then\s+|also\s+)?(?:ask|petition|request|apply\s+to|move|seek\s+(?:an?\s+order\s+)?from)\s+(?:the\s+|a\s+)?(?:court|judge)\b|\b(?:pod[a-zíé]+|pued[a-z]+)\s+(?:(?:pedir|solicitar)(?:le)?)\s+(?:al|a\s+un|a\s+la)\s+(?:tribunal|juez|corte)\b/i;
const ANY_WINNING_CREDITOR =
  /\b(?:a|any)\s+(?:creditor|plaintiff|judgment\s+creditor|collector|lender)\s+(?:who|that)\s+(?:wins|prevails|(?:obtains|gets|has|holds)\s+a\s+(?:court\s+)?judg(?:e)?ment)\b|\bun\s+acreedor\s+que\s+(?:gana|obtiene\s+una\s+sentencia|tiene\s+una\s+sentencia)\b/i;

/** A remedy said to be what a judgment could bring ("a judgment could lead to garnishment", "una sentencia podría dar lugar a un embargo"). */
const JUDGMENT_AS_CAUSE =
  /\b(?:a|any|the)\s+(?:court\s+)?judg(?:e)?ment\s+(?:could|may|might|can|would)\s+(?:then\s+)?(?:lead\s+to|result\s+in|allow|permit|be\s+enforced\s+(?:by|through))\b|\bconsequences?\s+of\s+(?:a|any)\s+judg(?:e)?ment\b|\buna\s+sentencia\s+(?:podr[ií]a|puede)\s+(?:dar\s+lugar\s+a|permitir|llevar\s+a)\b/i;

/**
 * A remedy said of what a judgment in hand allows, the judgment named as the means ("With judgment, creditor's attorney can
 * garnishee wages and/or attach tangible and real property", "armed with a court judgment, a creditor may levy a bank
 * account", "following a judgment, wages could be garnished", "con una sentencia, el acreedor puede embargar su salario",
 * "tras una sentencia judicial …"): the law's course after a suit is won, told truly (Blackwell v. Professional Business
 * Services of Georgia, N.D. Ga. 1981). The phrase must open its clause: "we will proceed with a judgment and garnish your
 * wages" (a step the collector says it takes) and "with or without a judgment" are not this.
 */
const JUDGMENT_IN_HAND =
  /(?:^|[,;:(]\s*|\b(?:and|then|but)\s+)(?:(?:armed|once)\s+)?(?:with|following|after\s+obtaining|having\s+(?:obtained|secured|won))\s+(?:a|the|such\s+a|that|any)?\s*(?:court\s+|money\s+)?judg(?:e)?ment\b|(?:^|[,;:(]\s*|\b(?:y|pero)\s+)(?:con|tras|mediante)\s+(?:una|la|esa|dicha)\s+sentencia\b|\buna\s+vez\s+(?:obtenida|dictada|emitida)\s+(?:la|una)\s+sentencia\b|\bdespu[eé]s\s+de\s+(?:obtener|que\s+se\s+dicte)\s+(?:una|la)\s+sentencia\b/i;

export const remedyPutInACourtsHands = (sentence: string): boolean =>
  COURT_REQUEST_POSSIBLE.test(sentence) || ANY_WINNING_CREDITOR.test(sentence) || JUDGMENT_AS_CAUSE.test(sentence) || JUDGMENT_IN_HAND.test(sentence);

/**
 * A fixed share of the consumer's own pay said to be what a garnishment takes ("10% of your gross weekly wages can be
 * deducted in satisfaction of the judgment", "25% of your wages will be garnished", "we can take one-quarter of your
 * paycheck", "se le descontará el 10% de su salario"): how much of a person's pay can be taken depends on what the person
 * earns and on the exemptions of federal and state law (15 U.S.C. 1673: the lesser of 25% of disposable earnings or what
 * exceeds 30 times the federal minimum wage, nothing below it; some states less or none), so a collector that states a
 * share of this consumer's wages, without knowing them, misstates what can lawfully be done, even after a judgment
 * (Seabrook v. Onondaga Bureau of Medical Economics, N.D.N.Y. 1989, 15 U.S.C. 1692e). A ceiling is the law told truly
 * ("up to 25%", "no more than 10%", "a maximum of", "limited to", "as much as", "hasta el 25%", "un máximo del"), and
 * so is the law as the actor ("federal law limits garnishment to 25% of disposable earnings"); a share of a balance is
 * no share of wages.
 */
const WAGE_SHARE =
  /(?<![\w.])(?:\d{1,2}(?:\.\d+)?\s?%|\d{1,2}(?:\.\d+)?\s+per\s?cent|(?:one|a)[- ](?:quarter|fourth|third|half)|(?:el|un)\s+\d{1,2}(?:\.\d+)?\s?%|(?:la\s+)?(?:cuarta|tercera)\s+parte|la\s+mitad)\s+(?:of|de(?:l)?)\s+(?:your|su|sus)\s+(?:[\w-]+\s+){0,3}?(?:wages?|pay|paychecks?|salary|income|earnings|salario|sueldo|ingresos|cheque)\b/gi;
const SHARE_CAP =
  /\b(?:up\s+to|no\s+more\s+than|not\s+more\s+than|not\s+to\s+exceed|(?:a\s+)?maximum(?:\s+of)?|at\s+most|limit(?:s|ed)?(?:\s+to)?|cap(?:s|ped)?(?:\s+at)?|as\s+much\s+as|hasta|(?:un\s+)?m[aá]ximo(?:\s+del?)?|no\s+m[aá]s\s+del?|l[ií]mite|limita\w*)\s+(?:(?:of|to|at|a|el|del)\s+)?$/i;

/** The share of the consumer's wages a sentence states as what can or will be taken, with no ceiling word before it; undefined when none. */
export const wageShareStated = (sentence: string): string | undefined => {
  if (LAW_AS_ACTOR.test(sentence)) return undefined;
  WAGE_SHARE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = WAGE_SHARE.exec(sentence)) !== null) if (!SHARE_CAP.test(sentence.slice(Math.max(0, m.index - 30), m.index))) return m[0];
  return undefined;
};

/**
 * A sentence that says a step does not happen by itself or without a court, which is the law stated, not misstated
 * ("garnishment does not happen automatically", "wage garnishment without a court order is not permitted", "no one can
 * levy your bank account without a court order", "el embargo no puede hacerse sin una orden judicial", "a creditor must
 * first obtain a court order"). The misstatement the law forbids says the step will or can happen so.
 */
const REMEDY_NOUN = String.raw`(?:garnish\w*|levy|levies|levied|seiz\w*|attach\w*|execution|embarg\w*|retenci[oó]n)`;
const STEP_SAID_TO_NEED_A_COURT = new RegExp(
  String.raw`\b${REMEDY_NOUN}\b[^.;]{0,80}?(?:\b(?:does|do|did|will|would|can|could|may)\s*(?:not|n['’]t)\s+(?:happen|occur|take\s+place|be\s+(?:done|made|issued|ordered))\b|\bcannot\s+(?:happen|occur|take\s+place|be\s+(?:done|made))\b|\b(?:is|are)\s+not\s+(?:permitted|allowed|possible|lawful|legal|available)\b|\b(?:requires?|needs?)\s+(?:an?\s+|the\s+)?(?:court\s+order|(?:court\s+)?judg(?:e)?ment|lawsuit|order\s+(?:of|from)\s+(?:a|the)\s+court)\b|\bno\s+(?:puede[n]?|se\s+puede[n]?)\s+(?:hacer(?:se)?|ocurrir|realizar(?:se)?|llevar(?:se)?\s+a\s+cabo)\b|\bno\s+(?:est[aá]n?\s+permitid[oa]s?|se\s+permite[n]?)\b|\b(?:requiere|necesita)\s+(?:una\s+)?orden\s+judicial\b)` +
    String.raw`|\b(?:must|has\s+to|have\s+to|needs?\s+to)\s+first\s+(?:obtain|get|win|go\s+to|file|sue|ask|apply)\b`,
  'i',
);

export const stepSaidToNeedACourt = (sentence: string): boolean => STEP_SAID_TO_NEED_A_COURT.test(sentence);

/**
 * A failure to dispute said NOT to be an admission: 1692g(c)'s own rule, which collectors often print ("your failure to
 * dispute may not be construed by any court as an admission of liability", "silence will not be treated as an
 * admission", "no se considerará una admisión"; decision 336: "ningún tribunal podrá considerarlo una admisión", "no podrá ser
 * considerada", "no constituye una admisión").
 */
const ADMISSION_DENIED =
  /\b(?:may|will|shall|can|could|would|does|is|are)\s*(?:not|n['’]t)\s+(?:be\s+)?(?:construed|treated|deemed|considered|taken|used|regarded|interpreted)\b|\bcannot\s+be\s+(?:construed|treated|deemed|considered|taken|used)\b|\b(?:is|are)\s+not\s+(?:an?\s+)?(?:admission|acknowledg\w*)\b|\bno\s+(?:se\s+)?(?:considerar[aá]|interpretar[aá]|tomar[aá]|puede\s+(?:ser\s+)?(?:considerad|interpretad))\w*|\bno\s+(?:podr[aá]|puede|debe|deber[aá])\s+(?:ser\s+)?(?:considerar|interpretar|tomar|considerad|interpretad)|\bning[uú]n\s+tribunal\s+(?:podr[aá]|puede|deber[aá])(?![\w\u00c0-\u017f])|\bno\s+(?:es|ser[aá]|constituye|constituir[aá])\s+(?:una\s+)?(?:admisi[oó]n|reconocimiento)/i;

export const admissionDenied = (sentence: string): boolean => ADMISSION_DENIED.test(sentence);

/**
 * Who the law treats as the consumer besides the consumer, named in the letter as the reason it is addressed to its
 * reader: a person obligated on the debt (a co-signer, co-maker, co-borrower, guarantor, joint or jointly liable
 * borrower: 1692a(3) "obligated or allegedly obligated"), the parent of a minor, a guardian or conservator (1692c(d);
 * 12 CFR 1006.6(a)), in English and Spanish ("codeudor", "fiador", "aval"). "You co-signed nothing" is not this.
 */
export const OBLIGATED_OR_TREATED_AS_CONSUMER =
  /\bas\s+(?:a\s+|the\s+)?(?:co-?signer|co-?maker|co-?borrower|co-?applicant|guarantor|co-?obligor|joint\s+(?:account\s+holder|borrower|obligor))\b|\byou\s+(?:co-?signed|guaranteed|are\s+(?:a\s+|the\s+|also\s+)?(?:co-?signer|co-?maker|co-?borrower|guarantor|jointly\s+(?:and\s+severally\s+)?(?:liable|responsible)))\b(?!\s+(?:nothing|no\b|none))|\b(?:firm[oó]\s+como|como|en\s+calidad\s+de)\s+(?:su\s+)?(?:codeudor|codeudora|fiador|fiadora|aval|avalista|co-?firmante)\b|\b(?:legal\s+)?guardian\s+of\b|\bconservator\s+of\b|\bparent\s+(?:or\s+(?:legal\s+)?guardian\s+)?of\s+a\s+minor\b|\byour\s+minor\s+(?:son|daughter|child)\b|\b(?:son|daughter|child)\b,?\s+(?:a\s+minor|who\s+is\s+(?:a\s+)?(?:minor|under\s+(?:the\s+age\s+of\s+)?18))\b/i;

/**
 * The law told as the law's own act ("federal law limits wage garnishment to 25% of your disposable earnings", "state law
 * protects some of your wages", "la ley federal limita el embargo de salario"): a statement of what the law does, not of
 * what the collector will do. "Under state law, we will garnish …" and "state law allows us to garnish …" are not this (the
 * law is made to authorize the collector's step: only limits and protections are read).
 */
const LAW_AS_ACTOR =
  /\b(?:federal|state|the)\s+laws?\s+(?:limits?|caps?|restricts?|protects?|exempts?)\b|\bla\s+ley\s+(?:federal\s+|estatal\s+)?(?:limita|protege|exime)\b/i;

export const lawStatedAsTheLawsAct = (sentence: string): boolean => LAW_AS_ACTOR.test(sentence);

/**
 * A judgment spoken of only as a possibility or in general: the words that say a judgment exists ("a judgment has been
 * entered", "the judgment amount", "a judgment creditor") inside a condition ("if a judgment has been entered against
 * you, please contact us", "if a court enters a judgment, the judgment amount could include costs", "should a judgment
 * be entered …", "si se dicta sentencia …"), or a judgment creditor spoken of in general ("a judgment creditor can ask
 * the court …"). Neither says this debt has gone to judgment. "When the judgment was entered …" does (temporal, not a
 * condition).
 */
const CONDITION_BEFORE = /\b(?:if|should|in\s+the\s+event|whether|unless|si|en\s+caso\s+de)\b/i;
const ANY_JUDGMENT_CREDITOR = /^\s*(?:a|any)\s+$/i;

export const judgmentSpokenOfAsPossible = (sentence: string, at: number): boolean => {
  const before = sentence.slice(0, at);
  const clause = before.slice(Math.max(before.lastIndexOf(';'), before.lastIndexOf(':')) + 1);
  return CONDITION_BEFORE.test(clause) || (ANY_JUDGMENT_CREDITOR.test(before.slice(-4)) && /^judg(?:e)?ment\s+creditor/i.test(sentence.slice(at)));
};
