import type { Rule, RuleContext, Span } from '../../types';
import { withFederalGate } from '../_disclosures-and-amounts/gate';
import { findMoney } from '../_disclosures-and-amounts/numbers';
import { matchIn, quote, segments, segTest, wrappedTableRow } from '../_disclosures-and-amounts/text';
import { spanOf } from '../../text/find';
import { FEE_AUTHORITY_CLAIM } from '../_disclosures-and-amounts/fee-authority';
import { PAYMENT_CHANNEL_SOURCE } from '../../reading/lexicon';

const CONVENIENCE = /\bconvenience\s+(?:fees?|charges?)\b|\bcargos?\s+(?:por\s+)?conveniencia\b/;
/**
 * A fee by name, or money said to be for handling or processing ("add $15.00 for handling", decision 306). Decision 337: the Spanish
 * "tarifa" and "recargo" as "fee" and "surcharge" ("si paga con tarjeta de débito, se añadirá una tarifa de servicio de $2.50").
 */
const FEE =
  /\b(?:fees?|charges?|surcharges?|cargos?|comisi[oó]n|tarifas?|recargos?)\b|\$\s?\d[\d,]*(?:\.\d\d)?\s+(?:[\w]+\s+){0,2}?(?:for|as\s+an?|por)\s+(?:handling|processing|manejo|procesamiento|tramitaci[oó]n)\b|\b(?:handling|processing)\s+(?:costs?|amount)\b/;
/** The way of paying a fee goes with; a channel named as a place or a line too ("Automated phone line", decision 198). */
const METHOD = new RegExp(
  String.raw`\b(?:${PAYMENT_CHANNEL_SOURCE})\b|` +
    /\b(?:by|over\s+the|via)\s+(?:phone|telephone)\b|\bpay(?:ing|ments?)?\s+(?:made\s+)?(?:online|by\s+(?:phone|telephone|card|credit|debit)|with\s+(?:a\s+)?(?:credit|debit)?\s*card|over\s+the\s+(?:phone|internet))|\b(?:credit|debit)\s+(?:or\s+(?:credit|debit)\s+)?cards?\b|\b(?:phone|online|web|card|ivr|automated)\s+payments?\b|\bpay(?:ing)?\s+online\b|\bpor\s+tel[eé]fono\b|\ben\s+l[ií]nea\b|\btarjeta\b/
      .source,
);
/**
 * The way of paying named by a word rather than a place (decision 554): the internet or a website ("use the automated phone
 * system or the internet", "through our website"), an automated telephone system in Spanish ("sistema telefónico automatizado"),
 * "por internet", "en nuestra página web". Read only beside a fee said to be charged (`FEE_IMPOSED`) or one with its amount.
 */
const METHOD_WORD =
  /\b(?:(?:on|via|through|over|using|use)\s+(?:the\s+)?(?:internet|web(?:site)?|our\s+website)|internet\s+payments?|sistemas?\s+telef[oó]nicos?(?:\s+automatizados?)?|(?:por|en|mediante|a\s+trav[eé]s\s+de)\s+(?:el\s+)?internet|(?:en|por|mediante)\s+(?:nuestr[oa]\s+|el\s+|la\s+)?(?:p[aá]gina|sitio)\s+web)\b/;
/**
 * A fee said to be imposed, its amount unstated (decision 554; Shami v. National Enterprise Systems, E.D.N.Y. 2010, L803:
 * "Transaction fees will be charged if you use the automated phone system or the internet to make payment"): the fee the
 * subject or object of a verb of charging ("a transaction fee will be charged", "we will charge you a processing fee", "is
 * subject to a service fee", "a fee applies", "se le cobrará un cargo por transacción", "se aplicará una tarifa", "conlleva un
 * cargo"). With a way of paying in the sentence it is the price of that way of paying, whatever the amount.
 */
const FEE_IMPOSED = new RegExp(
  [
    String.raw`\b(?:fees?|charges?|surcharges?)\s+(?:[\w-]+\s+){0,2}?(?:will|shall|may|would|is|are|can)\s+(?:also\s+)?(?:be\s+)?(?:charged|assessed|applied|added|imposed|collected|billed|apply|applies)\b`,
    String.raw`\b(?:fees?|charges?|surcharges?)\s+(?:appl(?:y|ies)|will\s+apply)\b`,
    String.raw`\b(?:charge|charges|assess|assesses|impose|imposes|add|adds|bill|bills)\s+(?:you\s+)?(?:an?|the)\s+(?:[\w-]+\s+){0,2}?(?:fee|charge|surcharge)\b`,
    String.raw`\b(?:subject\s+to|carr(?:y|ies)|incur(?:s)?|include(?:s)?)\s+(?:an?|the)\s+(?:[\w-]+\s+){0,2}?(?:fee|charge|surcharge)\b`,
    String.raw`\bse\s+(?:le\s+|les\s+)?(?:cobrar[aá]n?|aplicar[aá]n?|a[nñ]adir[aá]n?|agregar[aá]n?|cargar[aá]n?|impondr[aá]n?|sumar[aá]n?|cobra|cobran|aplica|aplican)\s+(?:un|una|el|la|los|las)?\s*(?:cargos?|tarifas?|comisi[oó]n(?:es)?|recargos?)\b`,
    String.raw`\b(?:cargos?|tarifas?|comisi[oó]n(?:es)?|recargos?)\s+(?:[\w\u00c0-\u017f]+\s+){0,3}?(?:ser[aá]n?\s+(?:cobrad|aplicad|a[nñ]adid|agregad|cargad)[oa]s?|se\s+(?:cobrar[aá]n?|aplicar[aá]n?|a[nñ]adir[aá]n?|agregar[aá]n?))(?![\w\u00c0-\u017f])`,
    String.raw`\b(?:sujet[oa]s?\s+a|conlleva|conllevan|tiene|tienen|tendr[aá]n?|incluye|incluyen)\s+(?:un|una)\s+(?:cargo|tarifa|comisi[oó]n|recargo)\b`,
  ].join('|'),
);
/** Fees that are not the price of a way of paying ("late fees will be charged if you do not pay online by the due date"). */
const OTHER_FEE_KIND =
  /\b(?:late|returned(?:[-\s]check|[-\s]payment)?|nsf|insufficient\s+funds|collection|attorney'?s?|legal|court|filing|annual|over[-\s]?limit)\s+(?:fees?|charges?)\b|\b(?:cargos?|tarifas?|recargos?)\s+(?:por\s+)?(?:mora|atraso|pago\s+tard[ií]o|cobranza|cheques?\s+devueltos?|fondos\s+insuficientes)\b/;

/** "No fee" wording: decisive only when the sentence names no fee amount ("free by mail, $5 by phone" still charges). */
const NO_FEE =
  /\bno\s+(?:convenience\s+|processing\s+|additional\s+|extra\s+)?(?:fee|charge|cost)\b|\bfree\s+of\s+charge\b|\bat\s+no\s+(?:cost|charge)\b|\bwithout\s+(?:a\s+|any\s+)?(?:fee|charge)\b|\b(?:do|does|will)\s+not\s+charge\b|\bsin\s+(?:ning[uú]n\s+)?(?:cargo|costo|recargo)\b|\bno\s+(?:se\s+)?(?:cobra|cobramos|cobrar[aá]|hay)\s+(?:ning[uú]n\s+|ninguna\s+)?(?:cargo|costo|tarifa|recargo)\b/;
/** A fee charged by the consumer's own bank or carrier, not the collector's. */
const OWN_PROVIDER = /\byour\s+(?:bank|carrier|card\s+issuer|wireless\s+provider|provider|financial\s+institution)\s+may\s+charge\b|\bdata\s+rates\b/;
const FREE_OPTION =
  /\bno\s+(?:fee|charge)\b[^.]{0,60}\b(?:mail|check|money\s+order|ach|bank\s+account)\b|\b(?:mail|check|money\s+order)\b[^.]{0,60}\bno\s+(?:fee|charge)\b|\bfree\s+(?:payment\s+)?(?:option|method)s?\b/;

type Hit = { sentence: Span; amount?: number };

/**
 * The fees for a way of paying this rule reads, each with the sentence (or table row) that holds it. Exported so that
 * unauthorized_fees_or_interest leaves to this rule only the fees it reads (decision 201): a fee neither rule read would
 * go unjudged.
 */
export const findHits = (ctx: RuleContext, folded: string): Hit[] => {
  const hits: Hit[] = [];
  const segs = segments(ctx.text);
  for (let i = 0; i < segs.length; i++) {
    let seg = segs[i]!;
    // A fee said to be imposed for a way of paying, its amount unstated, is as plain as a convenience fee (decision 554).
    const convenience =
      segTest(folded, seg, CONVENIENCE) ||
      (segTest(folded, seg, FEE_IMPOSED) && (segTest(folded, seg, METHOD) || segTest(folded, seg, METHOD_WORD)) && !segTest(folded, seg, OTHER_FEE_KIND));
    // A fee in a parenthesis after the way of paying it goes with ("Pay via Credit Card. ($14.95 processing fee)").
    const prev = segs[i - 1];
    const aside = !segTest(folded, seg, METHOD) && prev !== undefined && /^\(/.test(folded.slice(seg.start, seg.start + 1)) && segTest(folded, prev, METHOD);
    if (aside) seg = spanOf(ctx.text, prev.start, seg.end);
    if (!convenience && !(segTest(folded, seg, FEE) && segTest(folded, seg, METHOD))) continue;
    if (segTest(folded, seg, OWN_PROVIDER)) continue;
    const amounts = findMoney(ctx.text, seg.start, seg.end);
    const money = amounts.find((m) => m.value > 0 && m.value < 100);
    const percent = /\d\s?%/.test(folded.slice(seg.start, seg.end));
    if (!money && !percent && (segTest(folded, seg, NO_FEE) || amounts.some((m) => m.value === 0))) continue;
    // Without a convenience label, require a fee amount or percentage so that "pay online" next to a balance is not read as a fee.
    if (!convenience && !money && !percent) continue;
    // In a drawn table, quote the row that holds the fee, its cells wrapped over lines read together (decision 198).
    if (money) {
      const row = wrappedTableRow(folded, folded.lastIndexOf('\n', money.span.start - 1) + 1, money.span.end);
      if (row && (row.start > seg.start || row.end < seg.end)) seg = spanOf(ctx.text, Math.max(seg.start, row.start), Math.min(seg.end, row.end));
    }
    hits.push(money ? { sentence: seg, amount: money.value } : { sentence: seg });
  }
  return hits;
};

export const rule: Rule = {
  meta: {
    id: 'pay_to_pay_fee',
    title: 'Fee for paying by phone, online or card',
    citation: '15 U.S.C. 1692f(1); 12 CFR 1006.22(b)',
    kind: 'context',
    section: '1.5',
    description:
      'A debt collector may charge a "convenience fee" for paying by phone, online or by card only if the agreement that created the debt expressly allows it or a law expressly permits it — even when a third-party payment processor collects the fee.',
    severity: 5,
    value: 500,
  },
  check: withFederalGate({}, (ctx, folded, gate) => {
    const assumptions = [...gate.assumptions];
    const hits = findHits(ctx, folded);
    if (hits.length === 0) return { status: 'pass', assumptions };
    const first = hits[0] as Hit;
    const answer = ctx.answers.contractAllowsPaymentFees;
    if (answer === true) return { status: 'pass', assumptions: [...assumptions, 'You told us your original agreement expressly allows this payment fee.'] };
    const freeOption = matchIn(ctx.text, folded, FREE_OPTION);
    if (freeOption)
      assumptions.push(`The letter also offers a way to pay without the fee ("${quote(freeOption, 80)}"); that does not by itself make the fee lawful.`);
    const claim = matchIn(ctx.text, folded, FEE_AUTHORITY_CLAIM);
    if (answer === undefined && claim) {
      return {
        status: 'needs_input',
        questions: [
          {
            id: 'contractAllowsPaymentFees',
            text: 'Does your original agreement expressly allow a fee for paying by phone, online or by card?',
            type: 'boolean',
          },
        ],
        message: `This letter charges a fee for a way of paying ("${quote(first.sentence)}") and says it is allowed ("${quote(claim, 80)}"). It is lawful only if your agreement expressly allows it or a law expressly permits it (15 U.S.C. 1692f(1)).`,
        evidence: hits.map((h) => h.sentence),
        assumptions,
      };
    }
    if (answer === undefined)
      assumptions.push(
        'Assumed your original agreement does not expressly allow a fee for paying by phone, online or card (the letter does not show that it does).',
      );
    return {
      status: 'flag',
      message: `This letter charges a fee for paying by phone, online or by card ("${quote(first.sentence)}"). Such "convenience" fees may be collected only if the agreement that created the debt expressly allows them or a law expressly permits them (15 U.S.C. 1692f(1); 12 CFR 1006.22(b)). ${answer === false ? 'You told us your agreement does not allow it.' : 'If your agreement does allow it, tell us and we will re-check.'}`,
      evidence: hits.map((h) => h.sentence),
      confidence: answer === false ? 'high' : 'medium',
      assumptions,
    };
  }),
};
