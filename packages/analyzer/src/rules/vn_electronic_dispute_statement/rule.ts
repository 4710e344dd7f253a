import type { Rule, RuleResult } from '../../types';
import { flag, notApplicable, pass } from '../_validation-notice/results';
import { scope } from '../_validation-notice/scope';
import { DISPUTE, ORIGINAL_CREDITOR } from '../_validation-notice/statements';
import { anyIn, firstIn, type Range, toSpan } from '../_validation-notice/vn-doc';

/** Signs that the notice was an email or a web page, not paper. */
const ELECTRONIC: readonly RegExp[] = [
  /^[ \t]*(?:from|to|subject|sent|reply-to)[ \t]*:[^\n]*@[^\n]*/im,
  /\bunsubscribe\b|\bopt[\s-]out\s+of\s+(?:these\s+)?e-?mails?\b/i,
  /\bthis\s+e-?mail\b|\breply\s+to\s+this\s+(?:e-?mail|message)\b/i,
  /\bclick\s+(?:here|the\s+link|below)\b/i,
];
/** An email address or web address, or 'electronically / online / portal'. */
const E_CHANNEL =
  /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b|\b(?:https?:\/\/|www\.)[\w.-]+(?:\/[\w\-./?=&]*)?|\belectronically\b|\bonline\b|\bportal\b|\bcorreo\s+electr[oó]nico\b|\belectr[oó]nicamente\b/i;

export const rule: Rule = {
  meta: {
    id: 'vn_electronic_dispute_statement',
    title: 'Electronic dispute instructions missing from an e-delivered notice',
    citation: '12 CFR 1006.34(c)(3)(v); comment 34(c)(3)(v)-1',
    kind: 'objective',
    section: '1.1',
    description:
      'A validation notice sent by email or through a website must explain how you can dispute the debt and ask for the original creditor electronically (for example an email address or web page where disputes are accepted).',
    severity: 3,
    value: 250,
    // The model form carries its electronic sentences as optional (a paper notice may leave them out); 12 CFR 1006.34(c)(3)(v)
    // requires them of a notice delivered electronically, so a notice in the form's layout sent by email without them has not
    // used the form for this item (session 52). The form's own sentences are read as the channel.
    safeHarbour: 'none',
  },
  check: (ctx): RuleResult => {
    const s = scope(ctx, { regFOnly: true, safeHarbour: false });
    if (!s.ok) return s.result;
    const { d } = s;
    const delivered = ctx.answers.deliveredElectronically;
    if (delivered === false) return notApplicable('The notice came on paper; electronic dispute instructions are optional there (12 CFR 1006.34(d)(3)(v)(B)).');
    const sign = ELECTRONIC.map((re) => firstIn(d, re)).find((r): r is Range => r !== undefined);
    if (delivered === undefined && !sign)
      return notApplicable(
        'Assumed the notice came by mail (nothing in it suggests an email or web page); electronic dispute instructions are required only when the notice is delivered electronically. If it reached you by email or online, tell us.',
      );
    const assumptions = [
      ...s.assumptions,
      ...(delivered === undefined && sign ? [`Assumed the notice was delivered electronically (it reads "${toSpan(d, sign).text.trim()}").`] : []),
    ];
    const channel = d.sentences.find(
      (r) => (anyIn(d, DISPUTE, r) || anyIn(d, ORIGINAL_CREDITOR, r) || /\brequests?\b/i.test(d.text.slice(r.start, r.end))) && firstIn(d, E_CHANNEL, r),
    );
    if (channel) return pass(assumptions);
    return flag(
      'This notice was delivered electronically but does not say how you can dispute the debt or ask for the original creditor electronically (an email address or web page where disputes are accepted). An electronically delivered validation notice must explain that (12 CFR 1006.34(c)(3)(v)).',
      sign ? [toSpan(d, sign)] : [],
      delivered === true ? 'high' : 'medium',
      assumptions,
    );
  },
};
