import type { Rule, RuleResult } from '../../types';
import { addressBlocks, classifyBlocks, looksLikeExcerpt } from '../_validation-notice/addresses';
import { flag, notApplicable, pass } from '../_validation-notice/results';
import { scope } from '../_validation-notice/scope';
import { matchesIn, toSpan } from '../_validation-notice/vn-doc';

/** Phone numbers and web addresses: the contact points a notice without a postal address offers instead. */
const OTHER_CONTACT = /\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b|\bwww\.[a-z0-9.-]+(?:\/[\w\-/]*)?|\b[a-z0-9.-]+@[a-z0-9.-]+\.[a-z]{2,}\b/gi;

export const rule: Rule = {
  meta: {
    id: 'vn_collector_name_and_dispute_address',
    title: 'Collector name / dispute mailing address missing',
    citation: '12 CFR 1006.34(c)(2)(i); comments 34(c)(2)(i)-1, -2',
    kind: 'objective',
    section: '1.1',
    description:
      "A validation notice must give the debt collector's name and the postal address where it accepts disputes and requests for the original creditor's name. A phone number or website alone is not enough.",
    severity: 3,
    value: 250,
    safeHarbour: 'model_form',
  },
  check: (ctx): RuleResult => {
    const s = scope(ctx, { regFOnly: true, safeHarbour: true });
    if (!s.ok) return s.result;
    const { d, assumptions } = s;
    if (ctx.facts.collector?.address) return pass(assumptions);
    const blocks = classifyBlocks(ctx, d, addressBlocks(d));
    if (blocks.some((b) => b.owner !== 'consumer')) return pass(assumptions);
    if (blocks.length === 0 && looksLikeExcerpt(d))
      return notApplicable(
        'The text looks like an excerpt of a letter (no letterhead, no addressee block); the whole letter is needed to check the collector address.',
      );
    const contacts = matchesIn(d, OTHER_CONTACT)
      .map((r) => toSpan(d, r))
      .filter((x) => !/cfpb\.gov|consumerfinance\.gov/i.test(x.text))
      .slice(0, 4);
    const offered = contacts.length > 0 ? ' It offers only a phone number or website, which does not meet the requirement.' : '';
    if (blocks.length === 0)
      return flag(
        `This notice gives no postal address for the debt collector, so you cannot tell where to mail a dispute or a request for the original creditor's name.${offered} A validation notice must include the collector's name and the mailing address at which it accepts disputes (12 CFR 1006.34(c)(2)(i)).`,
        contacts,
        'high',
        assumptions,
      );
    return flag(
      `The only postal address in this notice appears to be yours; the debt collector's mailing address for disputes and requests is missing.${offered} A validation notice must include it (12 CFR 1006.34(c)(2)(i)).`,
      contacts,
      'medium',
      [...assumptions, `Read the address in the notice as yours (${blocks[0]?.cue ?? 'addressee block'}).`],
    );
  },
};
