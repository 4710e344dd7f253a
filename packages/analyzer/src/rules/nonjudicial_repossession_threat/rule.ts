import type { DebtTypeHint, Rule, RuleContext, RuleResult, Span } from '../../types';
import { withFederalGate } from '../_disclosures-and-amounts/gate';
import { matchIn, quote, segments, segTest } from '../_disclosures-and-amounts/text';

/** Self-help taking or disabling of property (not a court's garnishment or levy: see threat_seizure_garnishment). */
// Decision 336: each kind in Spanish too (the vehicle or goods recovered, towed or disabled, "agente de recuperación"; the
// future tense, a hedge or a condition; a denial; a deficiency or a vehicle already sold; the debt's kind), as in English.
const SELF_HELP =
  /\brepossess\w*|\brepo\b|\b(?:recover|pick\s+up|take\s+(?:back\s+)?(?:possession\s+of\s+)?|tow|retake|seize)\s+(?:your|the)\s+(?:vehicle|car|truck|automobile|motorcycle|boat|furniture|property|collateral|merchandise|appliances?|computer|television|tv)\b|\b(?:disabl\w*|shut\s+(?:off|down)|immobiliz\w*|lock\s+out)\s+(?:your|the)\s+(?:vehicle|car|truck|device|phone|starter)\b|\bstarter[- ]interrupt\w*|\bremote(?:ly)?\s+disabl\w*|\b(?:vehicle|car)\s+(?:will|may|can|could)\s+be\s+(?:disabled|towed|recovered|picked\s+up)\b|\brecovery\s+agent|\bretomar\s+su\s+(?:veh[ií]culo|auto(?:m[oó]vil)?)|\bembargar\s+su\s+(?:veh[ií]culo|auto)|(?<![\w\u00c0-\u017f])(?:(?:recuper|recog|retom|remolc|reposee?|quit)[\w\u00c0-\u017f]*\s+(?:su|sus|el|los|la)\s+(?:veh[ií]culo|auto(?:m[oó]vil)?|carro|coche|cami[oó]n(?:eta)?|motocicleta|moto|bote|muebles|mercanc[ií]a|electrodom[eé]sticos?|computadora|televisor|garant[ií]a|colateral)|(?:desactiv|inhabilit|inmoviliz|bloque)[\w\u00c0-\u017f]*\s+(?:su|el)\s+(?:veh[ií]culo|auto(?:m[oó]vil)?|carro|coche|tel[eé]fono|dispositivo|arranque)|(?:veh[ií]culo|auto(?:m[oó]vil)?|carro|coche)\s+(?:ser[aá]|podr[ií]a\s+ser|puede\s+ser|va\s+a\s+ser)\s+(?:remolcad|recuperad|desactivad|recogid|inmovilizad)[oa]|agentes?\s+de\s+recuperaci[oó]n|reposesi[oó]n)(?![\w\u00c0-\u017f])/;
const FUTURE =
  /\b(?:will|shall|may|might|can|could|intend\w*|going\s+to|authori[sz]ed\s+to|plan\w*\s+to|schedul\w*|unless|if|otherwise|to\s+avoid|must|without\s+further\s+notice|immediately|proceed|assign\w*|dispatch\w*)\b|(?<![\w\u00c0-\u017f])(?:[\w\u00c0-\u017f]+(?:r[aá]n|r[aá]|remos)|podr[ií]a[n]?|puede[n]?|si|a\s+menos\s+que|de\s+lo\s+contrario|para\s+evitar|sin\s+(?:m[aá]s\s+|previo\s+)aviso|inmediatamente|de\s+inmediato|vamos\s+a|va[n]?\s+a|autorizad[oa]s?\s+(?:a|para))(?![\w\u00c0-\u017f])/;
const PAST_ONLY =
  /\b(?:was|were|has\s+been|had\s+been)\s+(?:repossessed|recovered|towed|sold|surrendered)\b|\b(?:after|following|since)\s+(?:the\s+)?(?:repossession|sale|auction)\b|\brepossession\s+and\s+sale\b|\b(?:fue|fueron|ha\s+sido|han\s+sido)\s+(?:recuperad|remolcad|vendid|entregad)[oa]s?\b|(?:despu[eé]s|tras)\s+(?:de\s+)?la\s+(?:venta|subasta|reposesi[oó]n)/;
const NEGATED =
  /\b(?:we|our\s+(?:office|agency|client|firm)|the\s+(?:lender|creditor|collector))\s+(?:will\s+not|won't|shall\s+not|do\s+not|does\s+not|cannot|can\s*not|have\s+no\s+(?:right|intention|plans?)\s+to|are\s+not\s+(?:seeking|attempting|going)\s+to)\s+(?:[a-z]+\s+){0,3}?(?:repossess|recover|disable|tow|take|seize)|\bno\s+(?:repossession|property\s+will\s+be)\b|\b(?:no|nunca)\s+(?:(?:le|lo|la|se|vamos\s+a)\s+)?(?:recuper|retom|remolc|desactiv|quit|llev|reposee)|\bno\s+(?:habr[aá]|hay)\s+(?:ninguna\s+)?reposesi/;

const GONE =
  /\bdeficiency\s+(?:balance|amount|judgment)?\b|\b(?:was|were|has\s+been|had\s+been)\s+(?:repossessed|sold\s+at\s+auction|sold|surrendered)\b|\b(?:after|following)\s+(?:the\s+)?(?:sale|auction|repossession)\b|\bsaldo\s+(?:de\s+)?(?:la\s+)?deficiencia\b|\b(?:fue|ha\s+sido)\s+(?:recuperad[oa]\s+y\s+)?(?:vendid|subastad)[oa]\b/;
const UNSECURED_TEXT =
  /\bunsecured\b|\bcredit\s+card\b|\bmedical\b|\bhospital\b|\bphysician\b|\bclinic\b|\butility\b|\bpayday\b|\bstudent\s+loan\b|\bwireless\b|\bcell(?:ular)?\s+phone\s+(?:bill|account|service)\b|\bgym\b|\btarjeta\s+de\s+cr[eé]dito|\bno\s+garantizad|\bhospital|\bcl[ií]nica|\bservicios?\s+m[eé]dicos?|\bpr[eé]stamo\s+(?:estudiantil|de\s+d[ií]a\s+de\s+pago)/;
const SECURED_TEXT =
  /\bsecured\s+by\b|\bsecurity\s+(?:agreement|interest)\b|\blien\b|\bcollateral\b|\bretail\s+installment\s+(?:sale\s+)?contract\b|\b(?:auto|car|vehicle|title|motorcycle|boat)\s+loan\b|\bvin\b|\b(?:19|20)\d{2}\s+(?:honda|toyota|ford|chevrolet|chevy|nissan|dodge|jeep|kia|hyundai|gmc|ram|bmw|mercedes|subaru|volkswagen|vw|mazda|chrysler|buick|cadillac|lexus|acura|tesla)\b/;
const UNSECURED_HINTS: ReadonlySet<DebtTypeHint> = new Set(['credit_card', 'medical', 'utility', 'telecom', 'payday', 'student_loan']);
const SECURED_HINTS: ReadonlySet<DebtTypeHint> = new Set(['auto_loan', 'mortgage']);

const findThreats = (ctx: RuleContext, folded: string): Span[] =>
  segments(ctx.text).filter(
    (s) =>
      segTest(folded, s, SELF_HELP) &&
      segTest(folded, s, FUTURE) &&
      !segTest(folded, s, NEGATED) &&
      !(segTest(folded, s, PAST_ONLY) && !/\b(?:will|shall|intend|going\s+to)\b/.test(folded.slice(s.start, s.end))),
  );

export const rule: Rule = {
  meta: {
    id: 'nonjudicial_repossession_threat',
    title: 'Threatens to take or disable property without a right to',
    citation: '15 U.S.C. 1692f(6); 12 CFR 1006.22(e)',
    kind: 'context',
    section: '1.5',
    description:
      'A debt collector may not take, disable or threaten to take or disable your property without a court order unless it has a present right to that property through a valid security interest, actually intends to take it, and the property is not exempt. A repossession threat on a debt that is not secured by the property — or after the property was already sold — is not allowed.',
    severity: 8,
    value: 1000,
  },
  check: withFederalGate({}, (ctx, folded, gate) => {
    const threats = findThreats(ctx, folded);
    if (threats.length === 0) return { status: 'pass', assumptions: gate.assumptions };
    const first = threats[0] as Span;
    const assumptions = [...gate.assumptions];
    // A hint read from the threat itself ("repossess your vehicle" → auto loan) says nothing about security.
    const hints = ctx.facts.debtTypeHints.filter((h) => !threats.some((t) => t.start <= h.span.start && h.span.end <= t.end)).map((h) => h.value);
    const gone = matchIn(ctx.text, folded, GONE);
    const unsecured = hints.some((h) => UNSECURED_HINTS.has(h)) ? undefined : matchIn(ctx.text, folded, UNSECURED_TEXT);
    const unsecuredHint = hints.some((h) => UNSECURED_HINTS.has(h));
    const secured = hints.some((h) => SECURED_HINTS.has(h)) || Boolean(matchIn(ctx.text, folded, SECURED_TEXT));
    const answer = ctx.answers.propertySecuresDebt;
    const flag = (why: string, confidence: 'high' | 'medium', extra: Span[] = []): RuleResult => ({
      status: 'flag',
      message: `This letter threatens to take or disable property without a court order ("${quote(first)}"), but ${why} A debt collector may do that only with a present right to the property under a security interest (15 U.S.C. 1692f(6); 12 CFR 1006.22(e)).`,
      evidence: [...threats, ...extra],
      confidence,
      assumptions,
    });
    if (answer === false) return flag('you told us the debt is not secured by that property.', 'high');
    if (gone) return flag(`the letter indicates the collateral is already gone ("${quote(gone, 60)}"), so there is nothing left to repossess.`, 'high', [gone]);
    if (answer === true) {
      return {
        status: 'pass',
        assumptions: [
          ...assumptions,
          'You told us the debt is secured by the property; a repossession threat is lawful if the debt is in default and the collector intends and is entitled to act.',
        ],
      };
    }
    if ((unsecured || unsecuredHint) && !secured) {
      return flag(
        `the debt appears to be unsecured${unsecured ? ` ("${quote(unsecured, 40)}")` : ''} and the letter names no collateral.`,
        'medium',
        unsecured ? [unsecured] : [],
      );
    }
    if (secured) {
      return {
        status: 'pass',
        assumptions: [
          ...assumptions,
          'Assumed the debt is secured by the property named and is in default, which gives a present right to repossess; tell us if the loan is current or the property was pledged for a different debt.',
        ],
      };
    }
    return {
      status: 'needs_input',
      questions: [
        {
          id: 'propertySecuresDebt',
          text: 'Did you pledge the property they threaten to take as security for this debt (for example, is this a car loan secured by the car)?',
          type: 'boolean',
        },
      ],
      message: `This letter threatens to take or disable property ("${quote(first)}"). That is lawful only if the debt is secured by that property. Tell us whether it is.`,
      evidence: threats,
      assumptions,
    };
  }),
};
