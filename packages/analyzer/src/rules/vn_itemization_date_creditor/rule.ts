import type { Rule, RuleResult } from '../../types';
import { flag, pass } from '../_validation-notice/results';
import { excerptResult, financialProductScope } from '../_validation-notice/scope';
import { firstIn, matchesIn, toSpan } from '../_validation-notice/vn-doc';

/** Ways a notice names the creditor to whom the debt was owed on the itemization date. */
const NAMED: readonly RegExp[] = [
  // 'Original Creditor: Summit Card Services', 'Original creditor is Zed Bank'
  /\boriginal\s+creditor(?:'s)?\s*(?:name)?\s*(?:[:-]|\bis\b|\bwas\b)\s*[A-Za-z0-9]/i,
  // 'Creditor as of October 31, 2024', 'Itemization date creditor', 'Charge-off creditor'
  /\bcreditor\s+(?:as\s+of|on)\s+(?:the\s+)?(?:itemi[sz]ation\s+date|[A-Za-z]+\.?\s+\d|\d)/i,
  /\b(?:itemi[sz]ation[-\s]+date|charge[-\s]?off)\s+creditor\b|\bcreditor\s+(?:at|upon)\s+charge[-\s]?off\b/i,
  /\bcreditor\s+to\s+whom\s+the\s+debt\s+was\s+owed\b/i,
  // 'You had a Main Street credit card from Bank of Rockville'
  /\byou\s+had\s+(?:a|an)\b[^.]{0,120}?\b(?:from|with|issued\s+by|through|financed\s+by)\s+(?!us\b|our\b)[A-Za-z0-9]/i,
  // 'your account with Lakeshore Bank', 'your loan from Brightway'
  /\byour\s+(?:[\w-]+\s+){0,4}?(?:account|card|loan|contract)\s+(?:with|from|issued\s+by|financed\s+by)\s+(?!us\b|our\b|this\b|the\s+above\b)[A-Za-z0-9]/i,
  /\boriginal\s+(?:lender|issuer|bank|account\s+holder)\s*[:-]\s*\S|^[ \t]*(?:lender|issuer|card\s+issuer)\s*:\s*\S/im,
  /\boriginally\s+(?:owed|opened|issued|financed|extended)\s+(?:to|with|by|through)\s+\S/i,
  /\b(?:purchased|acquired|bought)\b[^.]{0,80}\bfrom\s+(?!you\b)[A-Za-z0-9]/i,
  /\bacreedor\s+original\s*(?:[:-]|\bes\b|\bera\b)|\busted\s+ten[ií]a\s+(?:un|una)\b[^.]{0,120}?\bde\s+[A-Za-z0-9]/i,
  // In more words (decision 147): the issuer ("Issued by: X", "Card issuer: X", "Original account issuer: X"), a prior
  // creditor or the seller ("Previous creditor: X", "X sold your account to …", "sold by X", "Seller: X", "vendida por
  // X"), the creditor at the itemization date said in a sentence ("X was the creditor when the account was charged off",
  // "On the itemization date you owed X").
  /\b(?:original\s+)?(?:account\s+|card\s+)?issuer\s*[:-]\s*\S|\bissued\s+by\s*:?\s*[A-Z]|\b(?:prior|previous|former)\s+(?:creditor|owner|lender|holder)\s*(?:[:-]|\bis\b|\bwas\b)\s*\S|\bseller(?:\s+of\s+(?:the|this|your)\s+(?:account|debt))?\s*[:-]\s*\S/i,
  /\b[A-Z][\w&.'-]*(?:[ \t]+[A-Z][\w&.'-]*){0,5},?[ \t]+(?:has[ \t]+|had[ \t]+)?sold[ \t]+(?:your|the|this)[ \t]+(?:[\w-]+[ \t]+){0,2}?(?:account|debt|loan|balance)\b|\bsold\s+by\s+[A-Z]|\bvendid[ao]s?\s+por\s+[A-Z]/,
  /\bwas\s+(?:the|your)\s+creditor\s+(?:when|on|as\s+of|at)\b|\bon\s+the\s+itemi[sz]ation\s+date,?\s+you\s+owed\s+(?!us\b)[A-Z]/i,
];

/** A proper name right before 'account number' / 'account ending' ('Lakeshore Bank, N.A. account ending in 4417'). */
const BRANDED_ACCOUNT =
  /\b(?!Our\b|Your\b|The\b|This\b|Reference\b|Client\b|File\b|Agency\b)[A-Z][\w&'-]*(?:[\s,.]+[A-Z][\w&'.-]*){0,4}\s+(?:account|card|loan)\s+(?:number|no\.?|#|ending)/;

export const rule: Rule = {
  meta: {
    id: 'vn_itemization_date_creditor',
    title: 'Creditor on the itemization date missing',
    citation: '12 CFR 1006.34(c)(2)(iii); 1006.1(c)(2); comment 34(c)(2)(iii)-1',
    kind: 'objective',
    section: '1.1',
    description:
      'For credit cards, loans and other consumer financial products, a validation notice must name the creditor you owed on the itemization date (for example the bank that issued the card), not only the company that holds the debt now.',
    severity: 3,
    value: 250,
    safeHarbour: 'model_form',
  },
  check: (ctx): RuleResult => {
    const s = financialProductScope(ctx);
    if (!s.ok) return s.result;
    const { d, assumptions } = s;
    if (ctx.facts.itemizationDateCreditor || ctx.facts.originalCreditor) return pass(assumptions);
    const named = NAMED.map((re) => firstIn(d, re)).find((r) => r !== undefined);
    if (named) return pass(assumptions);
    const branded = matchesIn(d, BRANDED_ACCOUNT)[0];
    if (branded)
      return pass([...assumptions, `Read "${toSpan(d, branded).text.replace(/\s+/g, ' ')}" as naming the creditor of the account on the itemization date.`]);
    if (s.excerpt) return excerptResult('the creditor on the itemization date');
    return flag(
      'This notice does not name the creditor you owed on the itemization date (for example the bank or lender that issued the card or loan). For a consumer financial product, a validation notice must name that creditor, not only the company collecting or holding the debt now (12 CFR 1006.34(c)(2)(iii)).',
      [],
      'medium',
      assumptions,
    );
  },
};
