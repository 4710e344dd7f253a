import type { Rule, RuleContext, RuleResult } from '../../types';
import { federalGate } from '../_conduct-and-time-bar/gate';
import { shortQuote } from '../_conduct-and-time-bar/phrases';
import { distinctQuotes, findStatements } from '../_conduct-and-time-bar/statements';

/**
 * legal-reference §1.8 `coercive_debt_sale_advertisement`: advertising a debt for sale to coerce payment
 * (1692d(4); 1006.14(f)). The object must be the debt itself: a vehicle "sold at auction" is about
 * collateral (nonjudicial_repossession_threat), and "your account may be sold" is a neutral disclosure.
 */

const DEBT = String.raw`(?:debt|account|obligation|note|balance|loan)`;

const ADVERTISEMENT: readonly RegExp[] = [
  new RegExp(String.raw`\badvertis\w*\s+(?:your|the|this)\s+(?:past[\s-]due\s+|unpaid\s+)?${DEBT}\s+(?:publicly\s+)?for\s+sale\b`, 'i'),
  new RegExp(
    String.raw`\b(?:your|the|this)\s+(?:past[\s-]due\s+|unpaid\s+|delinquent\s+)?${DEBT}\s+(?:will|may|could|shall|is\s+going\s+to|is\s+about\s+to|is\s+scheduled\s+to)\s+(?:soon\s+)?be\s+(?:publicly\s+)?(?:advertised|auctioned|put\s+up\s+for\s+(?:public\s+)?(?:auction|sale)|listed\s+for\s+(?:public\s+)?sale|posted\s+for\s+sale|offered\s+(?:for\s+sale\s+)?(?:to\s+the\s+public|at\s+(?:public\s+)?auction)|sold\s+at\s+(?:public\s+)?auction)\b`,
    'i',
  ),
  new RegExp(String.raw`\b(?:auction|sell)\w*\s+(?:off\s+)?(?:your|the|this)\s+${DEBT}\s+to\s+the\s+highest\s+bidder\b`, 'i'),
  new RegExp(String.raw`\bpublic(?:ly)?\s+(?:auction|sale|advertisement)\s+of\s+(?:your|the|this)\s+${DEBT}\b|\b${DEBT}\s+auction\b`, 'i'),
  /\bsubast\w+\s+(?:de\s+)?su\s+deuda\b|\bsu\s+deuda\s+(?:ser[aá]\s+)?(?:subastada|anunciada\s+para\s+(?:la\s+)?venta)\b/i,
  // Decision 336: the debt sold or offered at a public auction in the active voice ("we will sell your debt at public
  // auction"), and in Spanish the account as well as the debt, in any modality ("su cuenta será anunciada para la venta",
  // "venderemos su deuda en una subasta pública"). A sale of the debt alone (to a buyer, not the public) is lawful: not read.
  new RegExp(
    String.raw`\b(?:sell|offer|list|auction|advertis|post)\w*\s+(?:off\s+)?(?:your|the|this)\s+(?:past[\s-]due\s+|unpaid\s+|delinquent\s+)?${DEBT}\s+(?:at|in|through|on)\s+(?:a\s+)?public\s+(?:auction|sale)\b`,
    'i',
  ),
  /(?<![\w\u00c0-\u017f])(?:(?:subast|anunci|vend|ofrec|ofert|pon)[\w\u00c0-\u017f]*\s+(?:de\s+)?(?:su|esta)\s+(?:deuda|cuenta)\s+(?:en\s+(?:una\s+)?subasta(?:\s+p[uú]blica)?|p[uú]blicamente|al\s+mejor\s+postor|(?:para|a)\s+la\s+venta\s+p[uú]blica)|(?:su|esta)\s+(?:deuda|cuenta)\s+(?:ser[aá]|podr[ií]a\s+ser|puede\s+ser|va\s+a\s+ser)\s+(?:p[uú]blicamente\s+)?(?:subastad[oa]|anunciad[oa]|(?:vendid|ofrecid|puest)[oa]\s+(?:en\s+(?:una\s+)?subasta|(?:para|a)\s+la\s+venta\s+p[uú]blica|al\s+mejor\s+postor|p[uú]blicamente)))(?![\w\u00c0-\u017f])/i,
  // Decision 519: the account listed or posted for public auction or public sale, with the creditor's name, the account number
  // and the amount between ("Your unpaid Pinecrest Bank acct ending 4411 ($1,250.00) is scheduled to be listed for PUBLIC AUCTION
  // on DebtMart"), as "your debt will be auctioned" is read. "Public" or "auction" is required: a sale to a buyer is lawful.
  new RegExp(
    String.raw`\b(?:your|the|this)\s+(?:past[\s-]due\s+|unpaid\s+|delinquent\s+|outstanding\s+)?(?:[A-Z][\w&'’.-]*\s+){0,4}(?:${DEBT}|acct\.?)(?:\s+(?:no\.?|#|number|ending(?:\s+in)?))?(?:\s*[Xx*#\d-]{3,})?(?:\s*\([^)\n]{0,30}\))?\s+(?:will|may|could|shall|is\s+going\s+to|is\s+about\s+to|is\s+(?:now\s+)?scheduled\s+to|is\s+set\s+to)\s+(?:soon\s+)?be\s+(?:listed|posted|placed|put\s+up|offered|entered)\s+(?:for|at|in|on)\s+(?:(?:a|an)\s+)?(?:public\s+(?:auction|sale)|auction)\b`,
    'i',
  ),
];

export const check = (ctx: RuleContext): RuleResult => {
  const gate = federalGate(ctx);
  if (!gate.ok) return { status: 'not_applicable', reason: gate.reason };
  const hits = findStatements(ctx.text, ADVERTISEMENT);
  if (hits.length === 0) return { status: 'pass', assumptions: gate.assumptions };
  const evidence = distinctQuotes(hits);
  const first = evidence[0];
  return {
    status: 'flag',
    message: `This letter threatens to advertise or auction your debt ("${first ? shortQuote(first) : ''}"). A debt collector may not advertise a debt for sale to pressure you into paying it (15 U.S.C. 1692d(4); 12 CFR 1006.14(f)).`,
    evidence,
    confidence: 'high',
    assumptions: gate.assumptions,
  };
};

export const rule: Rule = {
  meta: {
    id: 'coercive_debt_sale_advertisement',
    title: 'Advertising the debt for sale to pressure payment',
    citation: '15 U.S.C. 1692d(4); 12 CFR 1006.14(f)',
    kind: 'objective',
    section: '1.8',
    description:
      'A debt collector may not advertise your debt for sale, or threaten to auction it publicly, to pressure you into paying. (A plain statement that an account may be sold or transferred to another company is not an advertisement.)',
    severity: 7,
    value: 1000,
  },
  check,
};
