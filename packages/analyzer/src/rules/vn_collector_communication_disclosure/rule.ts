import type { Rule, RuleResult } from '../../types';
import { FIRST_CONTACT_QUESTIONS } from '../_validation-notice/first-contact-questions';
import { flag, pass } from '../_validation-notice/results';
import { excerptResult, scope } from '../_validation-notice/scope';
import { firstIn, toSpan, type VnDoc } from '../_validation-notice/vn-doc';
import { calledFirstContactIn, priorCallIn } from '../../reading/first-contact';
import { quote } from '../_disclosures-and-amounts/text';

/** 'is a debt collector', 'from a debt collector', 'collection agency', Spanish 'cobrador de deudas'. */
const COLLECTOR_ID =
  /\bdebt\s+collector\b|\bdebt\s+collection\s+(?:agency|company|firm)\b|\bcollection\s+agency\b|\bcobrador(?:es)?\s+de\s+deudas\b|\bagencia\s+de\s+(?:cobranzas?|cobros)\b/i;
/** 'attempting to collect a debt', 'trying to collect a debt', 'intento de cobrar una deuda'. */
const ATTEMPT =
  /\b(?:attempt(?:s|ing)?|trying|seeking|effort)\s+to\s+collect\s+(?:on\s+)?(?:a|an|the|this|your)?\s*(?:consumer\s+)?debt\b|\b(?:tratando|intentando|intento|tratamos)\s+de\s+cobrar\s+(?:una|la|esta|su)\s+deuda\b/i;
/**
 * 'Any information obtained will be used for that purpose', 'we will use any information you give us to help collect the debt':
 * what the person gives will be used to collect, with the word "information" or without it (decision 426: "anything you
 * tell us will be used to collect it", "any details you provide will be used for that purpose", "todo lo que nos diga se usará
 * para cobrar").
 */
const INFO_USE =
  /\binformation\b[^.]{0,60}\b(?:used|use)\b[^.]{0,50}\b(?:purpose|collect)|\buse\b[^.]{0,30}\binformation\b[^.]{0,60}\b(?:collect|purpose)|\binformaci[oó]n\b[^.]{0,60}\b(?:usar[aá]|utilizar[aá]|usaremos|utilizaremos|usada|utilizada)\b[^.]{0,60}\b(?:prop[oó]sito|fin|cobrar)|\b(?:usaremos|utilizaremos)\b[^.]{0,40}\binformaci[oó]n\b[^.]{0,60}\b(?:cobrar|prop[oó]sito|fin)|\b(?:anything|whatever|everything|what)\s+(?:you\s+)?(?:tell|give|send|provide|share)\w*\s+(?:to\s+)?us\b[^.]{0,40}\b(?:used?|utili[sz]ed?)\b[^.]{0,40}\b(?:collect|purpose)|\b(?:details|data)\b[^.]{0,60}\b(?:used|use)\b[^.]{0,50}\b(?:purpose|collect)|\b(?:todo|cualquier\s+cosa)\s+(?:lo\s+)?que\s+(?:usted\s+)?nos\s+(?:diga|d[eé]|proporcione|env[ií]e)\b[^.]{0,40}\b(?:usar|utilizar|usad|utilizad)/i;

const findDisclosure = (d: VnDoc) => ({
  id: firstIn(d, COLLECTOR_ID),
  attempt: firstIn(d, ATTEMPT),
  info: firstIn(d, INFO_USE),
});

export const rule: Rule = {
  meta: {
    id: 'vn_collector_communication_disclosure',
    title: '"This is from a debt collector" statement missing',
    citation: '12 CFR 1006.34(c)(1) → 1006.18(e)(1)/(2); 15 U.S.C. 1692e(11)',
    kind: 'objective',
    section: '1.1',
    description:
      "A validation notice must say it comes from a debt collector. If it is the collector's first contact with you, it must also say the collector is trying to collect a debt and will use any information you give for that purpose.",
    severity: 4,
    value: 500,
    safeHarbour: 'model_form',
  },
  check: (ctx): RuleResult => {
    const s = scope(ctx, { regFOnly: false, safeHarbour: true, item: 'vn_collector_communication_disclosure' });
    if (!s.ok) return s.result;
    const { d, assumptions } = s;
    const { id, attempt, info } = findDisclosure(d);
    const cite = s.regime === 'regf' ? '12 CFR 1006.34(c)(1) and 1006.18(e) and 15 U.S.C. 1692e(11)' : '15 U.S.C. 1692e(11)';

    if ((attempt || id) && info) return pass(assumptions);
    if (s.excerpt) return excerptResult('the debt-collector disclosure');
    if (!id && !attempt)
      return flag(
        `This notice never says that it comes from a debt collector or that the sender is trying to collect a debt. A validation notice must carry that disclosure (${cite}).`,
        [],
        'high',
        assumptions,
      );

    // Only the short form ('This communication is from a debt collector'): enough when the notice follows an oral first contact (comment 34(c)(1)-1).
    const short = (id ?? attempt) as { start: number; end: number };
    const sentence = d.sentences.find((x) => x.start <= short.start && x.end >= short.end) ?? short;
    const { isFirstContact, priorPhoneContactDate } = ctx.answers;
    if (priorPhoneContactDate || isFirstContact === false)
      return pass([
        ...assumptions,
        'The collector contacted you before this letter, so the short "from a debt collector" statement is enough (comment 34(c)(1)-1).',
      ]);
    // Decision 534: the letter's own words of a call before it answer both questions; its words calling it the collector's first
    // contact of any kind answer them the other way (a letter called only the first letter leaves a call before it open).
    const call = isFirstContact === undefined ? priorCallIn(ctx.text) : undefined;
    if (call)
      return pass([
        ...assumptions,
        `The letter says the collector spoke with you before it ("${quote(call)}"), so the short "from a debt collector" statement is enough (comment 34(c)(1)-1). If the collector never spoke with you before this letter, tell us it was the first contact.`,
      ]);
    const calledFirst = isFirstContact === undefined ? calledFirstContactIn(ctx.text) : undefined;
    if (isFirstContact === undefined && !calledFirst)
      return {
        status: 'needs_input',
        questions: FIRST_CONTACT_QUESTIONS,
        message:
          'This notice says it is from a debt collector but not that any information you give will be used to collect the debt. That shorter statement is enough only if the collector contacted you before (for example by phone). Was this its first contact with you?',
        evidence: [toSpan(d, sentence)],
        assumptions,
      };
    return flag(
      `This notice says it is from a debt collector, but as the collector's first contact with you it also had to say that the collector is trying to collect a debt and that any information obtained will be used for that purpose (${cite}; 1006.18(e)(1)).`,
      [toSpan(d, sentence)],
      'medium',
      [
        ...assumptions,
        calledFirst
          ? `Read as the collector's first contact with you from the letter's own words ("${quote(calledFirst)}"). If the collector called you before this letter, tell us: the shorter statement is then enough.`
          : 'Assumed the collector did not call or otherwise contact you before this letter (after an oral first contact the shorter statement is enough).',
      ],
    );
  },
};
