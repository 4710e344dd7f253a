import type { Rule, RuleMeta } from '../../types';
import { checkGates, flag, pass, type Confidence } from '../_threats-and-misrepresentations/gate';
import {
  CATEGORICAL,
  CONDITIONED_ON_JUDGMENT,
  HEDGE,
  isFederalStudentLoan,
  JUDGMENT_EXISTS,
  isRightsStatement,
  negatedBefore,
} from '../_threats-and-misrepresentations/phrases';
import { findWithSentence, foundSpan, hits, uniqueSpans, viewOf, type Found } from '../_threats-and-misrepresentations/text';
import { WAGE_TAKING_SOURCE } from '../../reading/lexicon';
import { WITH_CONSENT } from '../_conduct-and-time-bar/phrases';
import { lawStatedAsTheLawsAct, remedyPutInACourtsHands, stepSaidToNeedACourt, wageShareStated } from '../../reading/law-stated';

const meta: RuleMeta = {
  id: 'threat_seizure_garnishment',
  title: 'Threat of garnishment, levy, seizure or sale of property',
  citation: '15 U.S.C. 1692e(4), (5); 12 CFR 1006.18(b)(3)',
  kind: 'judgment',
  section: '1.4',
  description:
    'A debt collector may not say that not paying will lead to garnishment of your wages, a levy on your bank account, a lien, or the seizure or sale of your property unless it may lawfully do that and intends to. For an ordinary unsecured consumer debt, those steps need a court judgment first.',
  severity: 8,
  value: 1000,
};

/** Garnishment, levies, attachment, liens, seizure and forced sale (English and Spanish). */
// Decision 336: the Spanish lien put on the home and the home or car taken or sold ("pondremos un gravamen sobre su casa", "le
// quitaremos su casa", "venderemos sus bienes"), as "place a lien", "take your home" and "sell your property" are read.
// Decision 554: a foreclosure on the home said as the step ("our client will move to foreclose on your home", "begin foreclosure
// proceedings", "your house may be foreclosed", "ejecución hipotecaria"), a forced sale as "sell your home" is; the word alone
// ("facing foreclosure") is not read.
const REMEDY_WORDS =
  /\b(?:garnish\w*|foreclos(?:e|es|ing)\s+(?:on|upon|against)\b|foreclos(?:e|ing)\s+(?:your|the)\s+(?:home|house|property|residence|real\s+estate)|foreclosure\s+(?:of|on|against)\s+(?:your|the)\s+(?:home|house|property|real\s+estate|residence)|foreclosure\s+(?:proceedings?|action|sale|suit)\s+(?:against|on)\s+(?:you|your)|(?:begin|start|initiat|commenc|proceed)\w*\s+(?:with\s+)?(?:a\s+|the\s+)?foreclosure|(?:home|house|property|residence)\s+(?:will|shall|may|might|could|can|would)\s+(?:then\s+|also\s+)?be\s+foreclosed|ejecuci[oó]n\s+hipotecaria|ejecutar\w*\s+(?:la\s+)?hipoteca|juicio\s+hipotecario|wage\s+(?:attachment|deduction\s+order)|(?:bank|account)\s+(?:levy|levies|attachment|garnishment)|levy(?:ing)?\s+(?:on|upon|against)\s+(?:your|the)|(?:will|may|can|could|shall|to)\s+levy|levied|seiz(?:e|ed|ure|ing)|attach(?:ing)?\s+(?:your|the)\s+(?:bank|wages?|salary|paycheck|property|assets|accounts?|home|house|car|vehicle)|attachment\s+of\s+(?:your\s+)?(?:wages|salary|property|bank|assets|accounts?)|(?:place|file|put|record)\s+a\s+lien|lien\s+(?:on|against|upon)\s+(?:your|the)\s+(?:home|house|property|real\s+estate|car|vehicle|assets)|(?:sell|sale\s+of)\s+your\s+(?:home|house|property|car|vehicle|assets|belongings)|sheriff'?s?\s+sale|take\s+your\s+(?:home|house|car|property|paycheck|wages|assets|vehicle|belongings)|freeze\s+your\s+(?:bank\s+)?accounts?|(?:bank\s+accounts?|wages|salary|paycheck|property|home|house|car|vehicle|assets)\s+(?:will|shall|may|might|could|can|would)\s+(?:then\s+|also\s+)?be\s+(?:frozen|seized|levied|attached|taken)|lien\s+(?:will|shall|may|might|could|can|would)\s+(?:then\s+|also\s+)?be\s+(?:placed|filed|recorded|put)\s+(?:on|against|upon)|congel\w*\s+(?:su|sus)\s+cuentas?|cuentas?\s+(?:bancarias?\s+)?(?:ser[aá]n?|podr[ií]an?\s+ser|puede[n]?\s+ser)\s+congelad\w*|embarg\w+|retenci[oó]n\s+de\s+(?:su\s+)?(?:salario|sueldo)|confisca\w+|incauta\w+)|(?<![\w\u00c0-\u017f])(?:(?:pon|pondr|coloc|registr|inscrib|present|impon)[\w\u00c0-\u017f]*\s+(?:un\s+)?grav[aá]men|grav[aá]men\s+(?:sobre|contra|en)\s+su|(?:le\s+)?quit(?:ar|aremos|ar[aá]n?|arle)\s+(?:su|sus)\s+(?:casa|hogar|vivienda|propiedad(?:es)?|bienes|auto(?:m[oó]vil)?|carro|coche|veh[ií]culo|salario|sueldo|cheque)|(?:vend|remat)[\w\u00c0-\u017f]*\s+(?:su|sus)\s+(?:casa|hogar|vivienda|propiedad(?:es)?|bienes|auto(?:m[oó]vil)?|carro|coche|veh[ií]culo|pertenencias))(?![\w\u00c0-\u017f])/i;
/**
 * Bringing the consumer's employer into the collection ("involve your employer", "your employer will be
 * notified", "contactaremos a su empleador"): for a consumer, the employer's part in a debt is a wage
 * garnishment, which needs a judgment, and a collector may not tell the employer of the debt without the
 * consumer's consent or a court's permission (15 U.S.C. 1692c(b), 1692e(5)). Asking the employer only to
 * confirm where the consumer works is location information (1692b) and is not this.
 */
const EMPLOYER =
  /(?:involv\w*|contact\w*|notif\w*|inform\w*|call\w*|writ\w*\s+to|send\w*\s+(?:\w+\s+){0,3}?to|get|bring\w*)\s+(?:in\s+)?your\s+(?:current\s+)?(?:employer|place\s+of\s+(?:employment|work)|workplace|payroll\s+(?:department|office)|boss)|your\s+(?:employer|place\s+of\s+employment|payroll\s+department)\s+(?:will|may|could|would|shall|is\s+going\s+to)\s+(?:also\s+)?(?:be\s+)?(?:contacted|notified|informed|involved|called|get\s+involved|hear\s+from\s+us)|(?:involucr|contact|notific|inform|llam)\w*\s+(?:a\s+)?su\s+(?:empleador|patr[oó]n|lugar\s+de\s+trabajo)|comunic\w*\s+con\s+su\s+(?:empleador|patr[oó]n)|su\s+(?:empleador|patr[oó]n)\s+(?:ser[aá]|podr[ií]a\s+ser)\s+(?:contactad|notificad|informad|involucrad)o/i;
/** Asking the employer only where the consumer works, or saying the collector will not call there. */
const EMPLOYMENT_CHECK = /\b(?:verif\w*|confirm\w*)\s+(?:your\s+|su\s+)?(?:employment|place\s+of\s+employment|location|empleo)\b|\bverificar\s+su\s+empleo\b/i;
/**
 * Decision 502: goods the collector's people will pick up, collect, retrieve, remove, haul away or take back ("our recovery team
 * will be dispatched to pick up the merchandise purchased on this account", "the washer and dryer will be picked up", "nuestro
 * equipo pasará a recoger los muebles", "sus electrodomésticos serán recogidos"): a taking of property by self-help, which needs
 * a present right to the goods through a security interest (15 U.S.C. 1692e(4), (5), 1692f(6); 12 CFR 1006.22(e)). Only goods
 * are read ("collect the balance" is no taking); "items", "products" and "purchases" only as the things bought.
 */
const GOODS_NOUN = String.raw`(?:merchandise|furniture|(?:home\s+)?furnishings|goods|appliances?|sofas?|couch(?:es)?|sectional|recliners?|mattress(?:es)?|bed(?:room)?\s+(?:set|suite)|dining\s+(?:set|room\s+set|table)|dinette|televisions?|tvs?|electronics|computers?|laptops?|jewel(?:le)?ry|washer|dryer|refrigerator|fridge|stove|belongings|possessions|vehicle|car|truck|automobile|motorcycle|boat|(?:items|products|purchases)\s+(?:you\s+)?(?:purchased|bought|charged|financed|ordered))`;
const GOODS_TAKING = new RegExp(
  String.raw`\b(?:(?:pick(?:s|ed|ing)?\s+up|collect(?:s|ed|ing)?|retriev(?:e|es|ed|ing)|remov(?:e|es|ed|ing)|take\s+back|taking\s+back|took\s+back|haul(?:s|ed|ing)?\s+(?:away|off)|cart(?:s|ed|ing)?\s+(?:away|off)|reclaim(?:s|ed|ing)?|retak(?:e|es|ing))\s+(?:(?:the|your|all|any|those|these|this|that|such)\s+)?(?:(?!(?:for|of|on|from|to|in|with|payment|balance|debt|amount|money|funds|account)\b)[\w'-]+\s+){0,2}?${GOODS_NOUN}|${GOODS_NOUN}\s+(?:will|shall|may|might|can|could|would|is\s+going\s+to|are\s+going\s+to)\s+(?:then\s+|also\s+)?be\s+(?:picked\s+up|collected|retrieved|removed|taken\s+back|hauled\s+(?:away|off)|reclaimed|retaken))\b|(?<![\w\u00c0-\u017f])(?:(?:recog|retir|llev|reclam)[\w\u00c0-\u017f]*\s+(?:su|sus|el|los|la|las|esta|estos|estas|esos|esas)\s+(?:muebles?|mercanc[ií]as?|art[ií]culos|electrodom[eé]sticos?|bienes|pertenencias|sof[aá]s?|televisor(?:es)?|refrigerador|lavadora|secadora|comedor|colch[oó]n|computadora|veh[ií]culo|auto(?:m[oó]vil)?|carro|coche)|(?:muebles?|mercanc[ií]as?|art[ií]culos|electrodom[eé]sticos?|bienes|pertenencias|veh[ií]culo|auto(?:m[oó]vil)?|carro|coche)\s+(?:ser[aá]n?|podr[ií]an?\s+ser|puede[n]?\s+ser|va[n]?\s+a\s+ser)\s+(?:recogid|retirad|llevad)[oa]s?)(?![\w\u00c0-\u017f])`,
  'i',
);
const GOODS_WORD = new RegExp(`^(?:${GOODS_TAKING.source})`, 'i');
/** The consumer as the one who picks up ("you may pick up your belongings", "please remove your belongings"): no taking. */
const CONSUMER_ACTS = /(?:\b(?:you|usted)\s+(?:(?:may|can|must|should|will|need\s+to|are\s+welcome\s+to|puede|debe|podr[aá])\s+)?|\bplease\s+)$/i;
/** A taking verb that opens its sentence is said to the consumer ("Remove your belongings by May 1"). */
const TAKING_VERB_FIRST = /^(?:pick|collect|retriev|remov|take|taking|took|haul|cart|reclaim|retak|recog|retir|llev|reclam)/i;
/**
 * Payroll's nouns ("payroll deduction", "descuento por nómina") name a way of paying as well as a taking: read only as a step
 * said to come ("will begin", "starting with your next paycheck", "unless you call", "se aplicará"), not in a list of ways to pay
 * (decision 502).
 */
const PAYROLL_NOUN = /^(?:(?:payroll|paycheck|wage|salary)\s+(?:deduction|withholding)|descuento|deducci|retenci)/i;
const STEP_SAID =
  /\b(?:beginning|starting|effective|as\s+of|commenc\w*|start\w*|set\s+up|processed|scheduled|next\s+(?:pay\w*|check)|unless|otherwise|or\s+(?:else\s+)?(?:a|your)|if\s+(?:you\s+)?(?:do\s+not|don't|fail|cannot|can't))\b|(?<![\w\u00c0-\u017f])(?:[\w\u00c0-\u017f]+r(?:á|án|emos)|a\s+partir\s+de|comenz\w*|empez\w*|inici\w*|pr[oó]xim[oa]|a\s+menos\s+que|de\s+lo\s+contrario|si\s+no)(?![\w\u00c0-\u017f])/i;
/**
 * A right in the goods the letter names (decision 502): a security interest, collateral, a lien on them, a purchase-money or
 * retail installment contract, title kept, a lease or rental-purchase (the goods are the lessor's), a title or auto loan, a
 * vehicle named by its VIN (as `nonjudicial_repossession_threat` reads a financed vehicle);
 * Spanish "garantía", "prenda", "arrendamiento", "venta a plazos".
 */
const GOODS_SECURED =
  /\b(?:repossess\w*|collateral|security\s+(?:interest|agreement)|secured\s+(?:by|loan|debt|account|creditor|party)|purchase[- ]money|lien(?:holder)?\s+(?:on|in|against)\s+(?:the|your|this)|lienholder|title\s+(?:loan|to\s+the)|retains?\s+title|retail\s+installment|(?:auto|car|vehicle|motor\s+vehicle)\s+(?:loan|financ\w*)|vin|vehicle\s+identification\s+number|leased?|lessor|lease-?purchase|rental[- ]purchase|rent[- ]to[- ]own|rented|rental\s+agreement)\b|(?<![\w\u00c0-\u017f])(?:garant[ií]as?|garantizad[oa]s?|prendas?|colateral|arrendamiento|arrendad[oa]s?|venta\s+a\s+plazos)(?![\w\u00c0-\u017f])/i;
const REMEDY = new RegExp(`${REMEDY_WORDS.source}|\\b(?:${WAGE_TAKING_SOURCE})\\b|\\b(?:${EMPLOYER.source})\\b|${GOODS_TAKING.source}`, 'i');
/** "No nos comunicaremos con su empleador": a Spanish denial just before the verb. */
const SPANISH_DENIAL_BEFORE = /\b(?:no|nunca|jam[aá]s)\s+(?:(?:nos|le|lo|la|les|vamos\s+a|va\s+a|vamos|se)\s+){0,2}$/i;
const EMPLOYER_WORD = /^(?:involv|contact|notif|inform|call|writ|send|get|bring|your\s|involucr|llam|comunic|su\s)/i;

/** Remedies on the property itself, which a secured creditor may have without a judgment (a foreclosure too, decision 554). */
const PROPERTY_REMEDY =
  /^(?:foreclos|begin|start|initiat|commenc|proceed|ejecu|juicio|residence\s|seiz|sell|sale|take\s+your|sheriff|lien|place|file|put|record|confisca|incauta|(?:property|home|house|car|vehicle|assets)\s|pon|coloc|registr|inscrib|present|impon|grav|quit|le\s+quit|vend|remat)/i;
const SECURED =
  /\b(?:repossess\w*|collateral|security\s+(?:interest|agreement)|secured\s+(?:by|loan|debt)|foreclos\w*|mortgage|deed\s+of\s+trust|lienholder|title\s+loan)\b|(?<![\w\u00c0-\u017f])(?:hipotec[\w\u00c0-\u017f]*|garant[ií]a\s+(?:real|prendaria)|colateral)(?![\w\u00c0-\u017f])/i;

// Decision 336: and in Spanish ("protegida contra el embargo", "exento", "inembargable").
const EXEMPTION =
  /\b(?:exempt\w*|protected|cannot\s+be\s+(?:garnished|taken|seized|levied)|may\s+prevent|from\s+being\s+taken|not\s+be\s+(?:garnished|taken|seized)|your\s+rights?\s+(?:to|if)|claim\s+(?:an\s+)?exemption)\b|(?<![\w\u00c0-\u017f])(?:protegid[oa]s?|exent[oa]s?|inembargables?|no\s+(?:puede[n]?|podr[aá]n?)\s+ser\s+(?:embargad|incautad|confiscad)[oa]s?|reclamar\s+(?:una\s+)?exenci[oó]n)(?![\w\u00c0-\u017f])/i;
/** "Seize this opportunity" is no seizure. */
const NOT_A_REMEDY = /^seiz\w*\s+(?:this|the|your|an?)\s+(?:opportunity|chance|moment|offer)/i;
const SUIT = /\b(?:sue|suit|lawsuit|court|legal\s+action|demanda)\b/i;
/** What the Higher Education Act lets the government take without a judgment: wages (in any of the words for it) and offsets. */
const STUDENT_LOAN_REMEDY = new RegExp(`\\b(?:administrative\\s+wage\\s+garnishment|treasury\\s+offset|garnish\\w*|offset|${WAGE_TAKING_SOURCE})\\b`, 'i');

/** A sentence that says the step needs no court ("without a court order", "no judgment is required"). */
const NO_COURT_NEEDED =
  /\b(?:without|no)\s+(?:(?:a|any|the)\s+)?(?:court(?:'s)?\s+(?:order|approval|permission)|judg(?:e)?ment|lawsuit)(?:\s+(?:is|being)\s+(?:needed|required|necessary))?|\bsin\s+(?:una\s+|ninguna\s+)?(?:orden\s+(?:judicial|del\s+(?:tribunal|juez|corte))|sentencia|demanda)/gi;
/**
 * A payment the consumer sets up from the pay ("if you enroll in our payment plan, 10% of your monthly income can be deducted
 * automatically, as you authorize", "con su autorización"): no process, whatever the words for taking (decision 228).
 */
const CONSUMER_CHOSEN =
  /\b(?:(?:as|if|when|once|after)\s+you\s+(?:authori[sz]ed?|request(?:ed)?|agreed?|enroll(?:ed)?|sign(?:ed)?\s+up|chose|choose|elect(?:ed)?)|you\s+(?:have\s+)?(?:authori[sz]ed?|enrolled|signed\s+up)|at\s+your\s+request|(?:with|per)\s+your\s+(?:authori[sz]ation|consent)|voluntar(?:y|ily)|if\s+you\s+(?:would\s+like|wish|prefer|want)(?!\s+to\s+(?:avoid|stop|prevent|keep|halt|end))|you\s+(?:may|can|could)\s+(?:choose|elect|opt|ask|request|arrange|authori[sz]e|sign\s+up|enroll|set\s+up))\b|\b(?:con\s+su\s+autorizaci[oó]n|usted\s+(?:autoriz[oó]|autorice|autoriza)|voluntari[oa]|si\s+(?:usted\s+)?(?:lo\s+)?(?:desea|prefiere|quiere)(?!\s+(?:evitar|detener|impedir))|puede\s+(?:autorizar|elegir|solicitar|optar))\b/i;

/** `share`: the sentence states a fixed share of the consumer's wages as what is taken (decision 228). */
/** `goods`: goods said to be picked up or taken back by the collector's people (decision 502). */
type Threat = { found: Found; confidence: Confidence; share?: string; goods?: boolean };

const assess = (f: Found, letterText: string, propertySecuresDebt: boolean | undefined): Threat | undefined => {
  if (negatedBefore(f.sentence, f.at) || isRightsStatement(f.sentence) || EXEMPTION.test(f.sentence)) return undefined;
  // A deduction the consumer sets up is no process ("garnish" always is).
  if (CONSUMER_CHOSEN.test(f.sentence) && !/^garnish/i.test(f.hit.match[0])) return undefined;
  // A fixed share of the consumer's own wages said to be what is taken ("10% of your gross weekly wages can be deducted"):
  // what can be garnished depends on the person's earnings and the exemptions of federal and state law, so the figure
  // misstates what can lawfully be done even after a judgment (Seabrook v. Onondaga Bureau of Medical Economics, N.D.N.Y.
  // 1989; decision 228). A ceiling ("up to 25%") and the law as the actor are read as the law told truly.
  const share = wageShareStated(f.sentence);
  const shareThreat = share !== undefined ? { found: f, confidence: 'low' as const, share } : undefined;
  // "Without a court order", "no judgment is needed": the court step denied, not a condition the step waits for.
  if (CONDITIONED_ON_JUDGMENT.test(f.sentence.replace(NO_COURT_NEEDED, ' '))) return shareThreat;
  // The step put in a court's hands as a possibility, a judgment in hand as the means ("With judgment, creditor's attorney
  // can garnishee wages", decision 228), or the law told of any creditor that wins (decision 210).
  if (lawStatedAsTheLawsAct(f.sentence)) return undefined;
  if (remedyPutInACourtsHands(f.sentence) || stepSaidToNeedACourt(f.sentence)) return shareThreat;
  const word = f.hit.match[0];
  if (NOT_A_REMEDY.test(f.sentence.slice(f.at, f.at + 40))) return undefined;
  // The letter's own word of security (a mortgage, "foreclosure") stands for a secured debt unless the person says no property
  // secures it (decision 554): then a foreclosure or sale threatened on the home is a step no one may take without a judgment.
  if (PROPERTY_REMEDY.test(word) && propertySecuresDebt !== false && SECURED.test(letterText)) return undefined;
  const goods = GOODS_WORD.test(word);
  // Goods taken back: lawful for a creditor with a right in them, named in the letter or answered (decision 502); not a taking
  // when the consumer is the one who picks up.
  if (
    goods &&
    (propertySecuresDebt === true ||
      GOODS_SECURED.test(letterText) ||
      CONSUMER_ACTS.test(f.sentence.slice(Math.max(0, f.at - 40), f.at)) ||
      (TAKING_VERB_FIRST.test(word) && f.sentence.slice(0, f.at).trim() === ''))
  )
    return undefined;
  if (
    EMPLOYER_WORD.test(word) &&
    (EMPLOYMENT_CHECK.test(f.sentence) || WITH_CONSENT.test(f.sentence) || SPANISH_DENIAL_BEFORE.test(f.sentence.slice(Math.max(0, f.at - 30), f.at)))
  )
    return undefined;
  const window = f.sentence.slice(Math.max(0, f.at - 100), f.at + word.length + 40);
  if (PAYROLL_NOUN.test(word) && !CATEGORICAL.test(window) && !HEDGE.test(window) && !STEP_SAID.test(window)) return undefined;
  const categorical = CATEGORICAL.test(window) || !HEDGE.test(window);
  const suit = SUIT.test(f.sentence);
  if (!categorical && suit) return shareThreat; // "may sue and, if it wins, may seek…" is a lawful statement
  if (goods) {
    // Whether the goods secure the debt is known only from the letter's silence, unless the person told us.
    const sure = propertySecuresDebt === false;
    return { found: f, confidence: categorical ? (sure ? 'high' : 'medium') : 'low', goods: true };
  }
  return { found: f, confidence: categorical ? (suit ? 'medium' : 'high') : 'low', ...(share !== undefined ? { share } : {}) };
};

export const rule: Rule = {
  meta,
  check: (ctx) => {
    const gate = checkGates(ctx);
    if (gate.stop) return gate.stop;
    const assumptions = [...gate.assumptions];
    const v = viewOf(ctx.text);
    const found = findWithSentence(v, REMEDY);
    if (found.length === 0) return pass(assumptions);

    const judgmentInLetter = hits(v, JUDGMENT_EXISTS).length > 0;
    if (ctx.answers.judgmentEntered === true || (judgmentInLetter && ctx.answers.judgmentEntered !== false))
      return pass([
        ...assumptions,
        ctx.answers.judgmentEntered === true
          ? 'You told us a court judgment has been entered on this debt: a collector may describe the enforcement steps the law allows after a judgment.'
          : 'The letter says a court judgment was entered on this debt; enforcement steps after a real judgment may lawfully be described. If there is no judgment, tell us.',
      ]);
    const studentLoan = isFederalStudentLoan(v.text);

    const threats: Threat[] = [];
    for (const f of found) {
      if (studentLoan && STUDENT_LOAN_REMEDY.test(f.hit.match[0])) continue;
      const t = assess(f, v.text, ctx.answers.propertySecuresDebt);
      if (t) threats.push(t);
    }
    if (threats.length === 0)
      return pass(
        studentLoan
          ? [
              ...assumptions,
              'Federal student loans may be collected by administrative wage garnishment and Treasury offset without a court judgment (Higher Education Act).',
            ]
          : assumptions,
      );

    const confidence: Confidence = threats.some((t) => t.confidence === 'high') ? 'high' : threats.some((t) => t.confidence === 'medium') ? 'medium' : 'low';
    if (ctx.answers.judgmentEntered !== false) assumptions.push('Assumed no court judgment has been entered on this debt (the letter mentions none).');
    const evidence = uniqueSpans(threats.map((t) => foundSpan(v, t.found))).slice(0, 5);
    const employerOnly = threats.every((t) => EMPLOYER_WORD.test(t.found.hit.match[0]));
    const remedyMessage =
      confidence === 'low'
        ? 'This letter may violate federal law: it suggests your wages, bank account or property could be garnished, levied or seized, without saying that this could only happen after a lawsuit and a court judgment. For an ordinary unsecured consumer debt, those steps need a judgment first, and a collector may not suggest them unless it may lawfully take them and intends to (15 U.S.C. 1692e(4), (5); 12 CFR 1006.18(b)(3)).'
        : 'This letter may violate federal law: it says your wages, bank account or property will be garnished, levied, seized or sold if you do not pay. For an ordinary unsecured consumer debt, those steps need a court judgment first, and a collector may not threaten them unless it may lawfully take them and intends to (15 U.S.C. 1692e(4), (5); 12 CFR 1006.18(b)(3)).';
    const shareOnly = threats.every((t) => t.share !== undefined) && threats.every((t) => t.confidence === 'low');
    const goodsOnly = threats.every((t) => t.goods === true);
    if (goodsOnly && ctx.answers.propertySecuresDebt !== false)
      assumptions.push('Assumed the goods do not secure this debt (the letter names no security interest, lien, lease or title).');
    const message = shareOnly
      ? wageShareMessage(threats[0]!.share!)
      : goodsOnly
        ? goodsMessage
        : employerOnly
          ? 'This letter may violate federal law: it suggests your employer will be brought into this debt if you do not pay or respond. For an ordinary consumer debt, an employer takes part only through a wage garnishment, which needs a lawsuit and a court judgment first, and a collector may not tell your employer about the debt without your consent (15 U.S.C. 1692c(b), 1692e(5); 12 CFR 1006.18(c)(1)).'
          : remedyMessage;
    return flag(message, evidence, confidence, assumptions);
  },
};

/** Decision 228's message (after the rule, so the catalogue keys of the messages above stay as they were). */
const wageShareMessage = (share: string): string =>
  `This letter may violate federal law: it says a fixed share of your wages ("${share}") would be taken to pay this debt. How much of a person's pay can be garnished, even after a court judgment, depends on what the person earns and on federal and state law: federal law allows at most 25% of disposable earnings, and less or nothing for lower earnings, and some states allow less or none. A collector that states a share of your wages without knowing your earnings misstates what can lawfully be done (15 U.S.C. 1692e, 1692e(4), (5); Seabrook v. Onondaga Bureau of Medical Economics, N.D.N.Y. 1989).`;

/** Decision 502's message: goods said to be picked up or taken back, with no right in them named. */
const goodsMessage =
  'This letter may violate federal law: it says the collector will send people to pick up, remove or take back goods or property if you do not pay, and it names no security interest, lien, lease or court judgment that gives a right to them. Without a security interest in the goods or a court judgment, a debt collector may not take them or threaten to (15 U.S.C. 1692e(4), (5), 1692f(6); 12 CFR 1006.18(b)(3), 1006.22(e)).';
