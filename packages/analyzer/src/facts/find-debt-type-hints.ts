import type { DebtTypeHint, Fact } from '../types';
import { mayMatch } from '../text/prefilter';
import { flex, span, toSource, type Source } from './source';

// Words that suggest what the debt is. The letter's own words, never a guess from the creditor's
// size; a bank name alone says nothing (banks lend in many ways).
const HINTS: ReadonlyArray<{ hint: DebtTypeHint; re: RegExp }> = [
  {
    hint: 'credit_card',
    re: /\bcredit[- ]card\b|\bcharge card\b|\bcard(?:member)? (?:account|agreement)\b|\bcard ending\b|\b(?:visa|mastercard|master card|discover card|american express|amex)\b|\btarjeta de cr[eé]dito\b/i,
  },
  {
    hint: 'medical',
    re: /\bmedical\b|\bhospital\b|\bpatient\b|\bdates? of service\b|\bphysicians?\b|\bclinic\b|\bambulance\b|\bradiology\b|\banesthesia\b|\bemergency (?:room|department|physicians)\b|\bhealth ?care\b|\bdental\b|\blaboratory\b|\bm[eé]dic[oa]s?\b|\bpaciente\b/i,
  },
  {
    hint: 'auto_loan',
    re: /\bauto(?:mobile)? (?:loan|finance|financing|lease)\b|\bcar loan\b|\bvehicle\b|\bretail installment (?:sales )?contract\b.{0,40}\bvehicle|\bvin\b|\bdeficiency balance\b|\brepossess|\bpr[eé]stamo de auto|\bveh[ií]culo\b/i,
  },
  { hint: 'student_loan', re: /\bstudent loans?\b|\beducation(?:al)? loan\b|\btuition\b|\bpr[eé]stamo estudiantil\b/i },
  {
    hint: 'payday',
    re: /\bpayday\b|\bcash advance\b|\bshort[- ]term loan\b|\binstallment loan\b.{0,30}\bonline|\btitle loan\b|\bpr[eé]stamo de d[ií]a de pago\b/i,
  },
  { hint: 'mortgage', re: /\bmortgage\b|\bhome (?:equity )?loan\b|\bdeed of trust\b|\bforeclos|\bheloc\b|\bhipoteca/i },
  { hint: 'personal_loan', re: /\bpersonal loan\b|\bsignature loan\b|\bconsumer loan\b|\bline of credit\b|\bpr[eé]stamo personal\b/i },
  {
    hint: 'utility',
    re: /\butilit(?:y|ies)\b|\belectric(?:ity|al)? (?:service|bill|company|account)\b|\bgas (?:service|bill|company)\b|\bwater (?:service|bill|department)\b|\bpower company\b|\bsewer\b|\bservicio (?:el[eé]ctrico|de agua|de gas)\b/i,
  },
  {
    hint: 'telecom',
    re: /\bwireless\b|\bcell(?:ular)? phone\b|\bmobile (?:phone|service)\b|\bcable (?:tv|television|service)\b|\binternet service\b|\btelecom|\bphone service\b|\b(?:verizon|at&t|t-mobile|sprint|comcast|xfinity|spectrum|directv|dish network|cricket wireless|metro ?pcs)\b|\btel[eé]fono celular\b/i,
  },
  {
    hint: 'retail',
    re: /\bretail installment\b|\bstore (?:account|card|charge)\b|\bfurniture\b|\bjewel(?:ry|ers)\b|\bmerchandise\b|\bappliances?\b|\bfitness (?:club|center)|\bgym membership\b|\bcatalog\b/i,
  },
  {
    hint: 'judgment',
    re: /\bjudge?ment (?:was |has been )?(?:entered|creditor|debtor|balance|date|amount|against you|in the amount)\b|\bcourt (?:entered|awarded) (?:a )?judge?ment\b|\bpost[- ]judge?ment\b|\bwrit of (?:execution|garnishment)\b|\bsentencia (?:dictada|en su contra)\b/i,
  },
];

/**
 * What kind of debt the letter is about, from its words: credit card, medical, auto loan, student
 * loan, payday, mortgage, personal loan, utility, telecom, retail, judgment. One fact per kind (the
 * first mention), in order of first mention. "Judgment" needs words about an entered judgment:
 * the standard "copy of a judgment" in the dispute rights does not count.
 */
export const findDebtTypeHints = (input: string | Source): Fact<DebtTypeHint>[] => {
  const src = toSource(input);
  const text = src.norm.text;
  const out: { at: number; fact: Fact<DebtTypeHint> }[] = [];
  for (const { hint, re } of HINTS) {
    const pattern = flex(re);
    const m = mayMatch(pattern, text) ? pattern.exec(text) : null;
    if (!m) continue;
    out.push({ at: m.index, fact: { value: hint, span: span(src, m.index, m.index + m[0].length) } });
  }
  out.sort((a, b) => a.at - b.at);
  return out.map((o) => o.fact);
};
