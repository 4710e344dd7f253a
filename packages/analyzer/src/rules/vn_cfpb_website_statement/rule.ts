import type { Rule, RuleResult } from '../../types';
import { flag, pass } from '../_validation-notice/results';
import { excerptResult, financialProductScope } from '../_validation-notice/scope';
import { CFPB_SITE, CONSUMERFINANCE_SITE } from '../_validation-notice/statements';
import { firstIn, toSpan } from '../_validation-notice/vn-doc';

export const rule: Rule = {
  meta: {
    id: 'vn_cfpb_website_statement',
    title: 'CFPB website reference missing',
    citation: '12 CFR 1006.34(c)(3)(iv); 1006.1(c)(2)',
    kind: 'objective',
    section: '1.1',
    description:
      "For credit cards, loans and other consumer financial products, a validation notice must tell you that more information about your debt-collection rights is on the CFPB's website at www.cfpb.gov/debt-collection.",
    severity: 2,
    value: 150,
    safeHarbour: 'model_form',
  },
  check: (ctx): RuleResult => {
    const s = financialProductScope(ctx, 'vn_cfpb_website_statement');
    if (!s.ok) return s.result;
    const { d, assumptions } = s;
    if (firstIn(d, CFPB_SITE)) return pass(assumptions);
    const other = firstIn(d, CONSUMERFINANCE_SITE);
    if (other)
      return pass([
        ...assumptions,
        `The notice points to "${toSpan(d, other).text}", the CFPB's other web address, rather than www.cfpb.gov/debt-collection; treated as meeting the requirement.`,
      ]);
    if (s.excerpt) return excerptResult('the CFPB website statement');
    return flag(
      "This notice does not tell you that you can learn more about your rights on the CFPB's website at www.cfpb.gov/debt-collection. For a consumer financial product such as a credit card or loan, a validation notice must include that statement (12 CFR 1006.34(c)(3)(iv)).",
      [],
      ctx.gates.isConsumerFinancialProduct === true ? 'high' : 'medium',
      assumptions,
    );
  },
};
