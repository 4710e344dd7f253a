import { PREVENTING_AFTER, THREAT_DISCLAIMER_BEFORE } from '../../reading/lexicon';
import { testText } from '../../text/prefilter';
/**
 * Reading helpers shared by the §1.4 rules: is a phrase negated, hedged ("may"), a statement of the
 * consumer's rights, or conditioned on a court judgment? Each works on one sentence and is linear in it.
 */

/**
 * Words after a negation that make it no denial: the consumer's own condition ("if you do not pay")
 * or a stronger threat ("we will not hesitate to"), or a warning that the step comes unless the reader acts
 * ("don't let this debt ruin your credit", decision 261).
 */
const CONSUMER_ACTION =
  /^\s*(?:\w+\s+){0,2}?(?:pay\w*|respond\w*|contact\w*|call\w*|remit\w*|resolv\w*|mak\w*|send\w*|sent|receiv\w*|hear\w*|act|acting|arrang\w*|honor\w*|return\w*|disput\w*|repl\w*|settl\w*|compl\w*|cooperat\w*|take\s+care|paga\w*|pague\w*|pago|respond\w*|contact\w*|llam\w*|recib\w*)\b|^\s*(?:\w+\s+){0,1}?(?:hesitate|delay|wait|tolerate|allow|permit|accept|ignore|only|let)\b/i;

// Decision 387: a debt said "too old to" be reported or sued on denies the step, as "cannot" does.
// Decision 560: "nobody", "no-one", "nadie" as the subject ("nobody may sue you for it", "nadie puede demandarle"). Where any
// negation governs a verb of preventing ("nobody can stop us from suing", "no podrá evitar que le demandemos"), the step is said
// to come: `hasDenial` skips it (`PREVENTING_AFTER`, decision 565).
const NEGATION =
  /\b(?:not|never|cannot|nor|neither|no longer|too\s+old\s+to|demasiado\s+antigu[ao]s?\s+para)\b|n't\b|\bno\s+(?:one|person|arrest|criminal|jail|prison|legal|lawsuit|suit|action|garnish\w*|lien|levy|seizure|intention|plans?)\b|\b(?:nobody|no-one|nadie)\b/gi;
// Decision 336: the word's end read without `\b`, which never holds after an accented letter ("no será arrestado", "no
// podrá", "no habrá", "jamás" were not read as denials); and "no" just before the phrase read, whatever its verb ("no
// pondremos un gravamen", "no le embargaremos", as "we will not place a lien" is read); session 52: "tampoco" ("Sunbelt tampoco puede
// demandarle"), as "cannot … either".
// Decision 565: "no" before the future or the "-emos" form that governs the step ("no presentaremos una demanda", "no iniciaremos
// ninguna acción legal"), as "we will not file a lawsuit" is read, "ningún / ninguna" just before it, and "ni" as "nor" ("ni nosotros
// ni nuestro cliente le demandaremos").
const SPANISH_NEGATION =
  /\b(?:no|tampoco)\s+(?:ser[aá]n?|puede[n]?|podr[aá]n?|podemos|vamos|es|est[aá]|habr[aá]|le|lo|la|se|tiene)(?![\w\u00c0-\u017f])|\b(?:no|tampoco)\s+(?:(?:nos|le|lo|la|les|se)\s+)?$|\b(?:no|tampoco)\s+(?:(?:nos|le|lo|la|les|se)\s+)?[a-z\u00e1\u00e9\u00ed\u00f3\u00fa\u00f1]+(?:r[eé]|r[aá]n?|remos|emos|amos|imos)\s+(?:(?:una?|el|la|los|las|ninguna?|ning[uú]n|otra?s?)\s+){0,2}$|\bning[uú]n[ao]?\s+$|\bni(?![\w\u00c0-\u017f])|\bnunca\b|\bjam[aá]s(?![\w\u00c0-\u017f])/gi;
/** A clause a negation inside does not carry to the main clause: a condition, or a concession or time ("although we have not sued
 * you, …", "while no suit has been filed, …", "aunque no lo hemos demandado, …"; session 55). */
const CONDITION_START =
  /^\s*(?:if|unless|when|whenever|should|in the event|once|until|although|though|even though|while|whereas|si|a menos|aunque|si bien|a pesar de que)\b/i;

/** A condition word opening a subordinate clause ("be advised that if this balance is not paid …"). */
const CONDITION_WORD = /\b(?:if|unless|should|in the event(?: that)?|until|once|si|a menos que)\b/gi;
/** A main clause's verb: after it, a negation belongs to the main clause, not to the condition. */
const MAIN_CLAUSE = /\b(?:will|shall|won't|would|can|could|cannot|may|might|must|going to|then|ser[aá]n?|vamos|podemos)\b/i;

/**
 * Is the negation at `index` inside a condition ("if this balance is not paid in full …")? It is when
 * a condition word comes before it in the segment with no main-clause verb in between. A negation in
 * the condition says what the consumer has not done; it does not deny the threat that follows.
 */
const insideCondition = (segment: string, index: number): boolean => {
  const before = segment.slice(0, index);
  let end = -1;
  CONDITION_WORD.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = CONDITION_WORD.exec(before)) !== null) end = m.index + m[0].length;
  return end >= 0 && !MAIN_CLAUSE.test(before.slice(end));
};

const hasDenial = (segment: string): boolean => {
  for (const re of [NEGATION, SPANISH_NEGATION]) {
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(segment)) !== null) {
      const after = segment.slice(m.index + m[0].length, m.index + m[0].length + 40);
      if (!CONSUMER_ACTION.test(after) && !PREVENTING_AFTER.test(after) && !insideCondition(segment, m.index)) return true;
    }
  }
  return false;
};

/**
 * Commas that separate clauses: not the comma of a date ("September 30, 2025") or of a number
 * ("1,250.00"), which would cut a condition from its lead-in.
 */
const CLAUSE_COMMA = /,(?!\s?\d{4}\b)(?!\d)/;

/**
 * Does the sentence deny what comes at `at` ("you will not be arrested", "we cannot garnish")?
 * Negations of the consumer's own action ("if you do not pay, ...") and negations inside a condition
 * ("be advised that if this balance is not paid in full by September 30, 2025, we will …") are
 * conditions and do not count.
 */
export const negatedBefore = (sentence: string, at: number): boolean => {
  const before = sentence.slice(0, at);
  const clauseStart = Math.max(before.lastIndexOf(';'), before.lastIndexOf(':'), before.lastIndexOf('. '));
  const clause = before.slice(clauseStart + 1);
  const segments = clause.split(CLAUSE_COMMA);
  let checked = 0;
  for (let i = segments.length - 1; i >= 0 && checked < 3; i--) {
    const seg = segments[i]!;
    if (CONDITION_START.test(seg)) continue;
    checked++;
    if (hasDenial(seg)) return true;
  }
  // The letter said not to mean the step ("this letter does not mean that you will be sued", "esto no significa que le
  // demandaremos"): the reading layer's disclaimer (decision 565).
  return THREAT_DISCLAIMER_BEFORE.test(clause);
};

/** A statement of what the law forbids collectors to do (state or federal rights notices). */
const PROHIBITION =
  /\b(?:prohibit\w*|forbid\w*|illegal|unlawful|against the law|not (?:be )?(?:allowed|permitted)|may not|must not|cannot|can not|no pueden?|ilegal)\b|\bproh[ií]b(?:e|en|ido|ida|ici[oó]n)\b/i;
const LAW_SUBJECT =
  /\b(?:collectors?|debt collection|fair debt|fdcpa|rosenthal|regulation f|the law|federal law|state law|statutes?|act|rights?|cobradores?|ley)\b/i;

/** "Collectors may not threaten arrest…": a rights notice, not a threat. */
export const isRightsStatement = (sentence: string): boolean => PROHIBITION.test(sentence) && LAW_SUBJECT.test(sentence);

/** Hedged wording: a statement of what may happen, not that it will. */
export const HEDGE =
  /\b(?:may|might|could|possibl[ey]|potential(?:ly)?|consider(?:ing|ed)?|options?|eligible|if necessary|at (?:our|its|their) discretion|puede[n]?|podr[ií]a[n]?|posible)\b/i;

/** Categorical wording: it will happen. */
export const CATEGORICAL =
  /\b(?:will|shall|going to|intends?|intention|plans? to|decided|must|immediately|forced|no (?:other )?(?:choice|alternative)|proceed\w*|commence\w*|begin|begun|initiat\w*|subject to|has been|have been|is being|are being|now|today|without further notice|ser[aá]n?|procederemos|vamos a)\b/i;

/**
 * The sentence ties the remedy to a future court judgment or a lawsuit the collector would have to win. "Should" opens
 * a condition only where it opens the clause ("Should a judgment be entered, …"), not as a modal ("you should pay now or
 * we will seek a judgment and add our fees").
 */
export const CONDITIONED_ON_JUDGMENT =
  /(?:\b(?:if|once|after|when|unless|upon|until|in\s+the\s+event)\b|(?:^|[,;(])\s*should\b)[^.]{0,80}\b(?:judg(?:e)?ment|court (?:order|rules|decides|awards)|(?:we|they|it|our client|the creditor) (?:sues?|wins?|prevails?))\b|\bcourt(?:'s)? (?:order|approval|permission)\b|\b(?:only|first) (?:with|after|by) (?:a )?(?:court|judg(?:e)?ment)\b|\bjudg(?:e)?ment (?:is|would be|must be|has to be) (?:entered|obtained|granted)\b|\bpost-?judg(?:e)?ment\b|\bsi (?:obtenemos|se dicta) (?:una )?sentencia\b|\borden (?:judicial|del (?:tribunal|juez|corte))\b|\bsi (?:el|un) (?:tribunal|juez|corte) (?:dicta|emite|ordena|falla)\b/i;

/**
 * The letter says a judgment already exists on this debt. Decision 493: the court said to have entered, granted or awarded it ("the
 * court entered judgment for our client", "the court granted a final judgment against you"), "judgment entered against you", a
 * "Judgment Balance"; Spanish "el tribunal dictó una sentencia", "sentencia dictada el", "obtuvo una sentencia en su contra",
 * "saldo de la sentencia" (not a judgment said to come: "si se dicta una sentencia", "podríamos obtener una sentencia").
 */
export const JUDGMENT_EXISTS =
  /\bjudg(?:e)?ment (?:was|has been|had been) (?:entered|obtained|rendered|granted|awarded|issued)\b|\bjudg(?:e)?ment (?:date|entered on|amount|balance|creditor|debtor|no\.?|number)\b|\b(?:obtained|entered|holds?|has|have|secured) (?:a |the )?(?:default )?judg(?:e)?ment against you\b|\bsatisfy (?:the|this|your) judg(?:e)?ment\b|\b(?:court|judge) (?:has |had )?(?:entered|granted|awarded|issued|rendered|signed) (?:a |an |the )?(?:(?:final|default|money|summary) )?judg(?:e)?ment\b|\bjudg(?:e)?ment entered (?:against|in favou?r of|on)\b|\b(?:tribunal|corte|juzgado|jueza?) (?:ya )?(?:dict[oó]|emiti[oó]|otorg[oó]|registr[oó]|concedi[oó]|ha dictado|ha emitido) (?:una |la )?sentencia\b|\bsentencia (?:fue |ha sido )?(?:dictada|emitida|registrada|obtenida|otorgada)\b|\b(?:obtuvo|obtuvimos|ha obtenido|hemos obtenido) (?:una |la )?sentencia (?:en su contra|contra usted)\b|\b(?:saldo|monto|importe|fecha) de la sentencia\b/i;

/** Federal student loans: the Higher Education Act allows administrative wage garnishment and has no limitations period. */
export const FEDERAL_STUDENT_LOAN =
  /\b(?:federal student loans?|u\.?s\.? department of education|department of education|higher education act|ffel\w*|william d\. ford|direct loan program|perkins loan|administrative wage garnishment|treasury offset)\b/i;

/** The loan's own kind named (not the remedies a letter claims for it). */
const FEDERAL_LOAN_NAMED =
  /\b(?:federal student loans?|u\.?s\.? department of education|department of education|higher education act|ffel\w*|william d\. ford|direct loan program|perkins loan)\b/i;
/** A loan the letter itself calls private ("Private Student Loans LLC", "your private education loan", "préstamo estudiantil privado"). */
const PRIVATE_LOAN = /\bprivate\s+(?:student\s+|education\s+)?loans?\b|\bpr[eé]stamos?\s+(?:estudiantil(?:es)?\s+)?privados?\b/i;

/**
 * Is the debt a federal student loan, for the remedies only the Higher Education Act gives (administrative wage
 * garnishment, Treasury offset: 20 U.S.C. 1095a; 31 U.S.C. 3716)? The remedy words alone count, unless the letter
 * calls the loan private: then they are a claim of a remedy the lender does not have (15 U.S.C. 1692e(4), (5)), not
 * a sign of the loan's kind.
 */
export const isFederalStudentLoan = (text: string): boolean =>
  testText(FEDERAL_STUDENT_LOAN, text) && (testText(FEDERAL_LOAN_NAMED, text) || !testText(PRIVATE_LOAN, text));
