import type { Rule, RuleResult } from '../../types';
import { isElisionLine } from '../../text/elision';
import { addBusinessDays, daysBetween, formatDate } from '../_validation-notice/dates';
import { FIRST_CONTACT_QUESTIONS } from '../_validation-notice/first-contact-questions';
import { flag, notApplicable, pass } from '../_validation-notice/results';
import { letterDateOf, scope } from '../_validation-notice/scope';
import { hasValidationContent } from '../_validation-notice/statements';
import { anyIn } from '../_validation-notice/vn-doc';
import { testText } from '../../text/prefilter';
import { calledFirstIn, earlierContactIn } from '../../reading/first-contact';
import { MODEL_NOTICE_LINES, noticeSentSeparatelyIn } from '../../reading/validation-statements';

/** A caption's plaintiff line (made once: a regular-expression literal in a function is a new pattern at every call, which the prefilter reads again; decision 256). */
const PLAINTIFF_LINE = /^[\s,]*plaintiffs?(?:\(s\))?[\s,.]*(?:vs?\.?)?\s*$/im;
/** A caption's defendant line. */
const DEFENDANT_LINE = /^[\s,]*defendants?(?:\(s\))?[\s,.]*$/im;
/** A pleading named. */
const PLEADING_NAMED = /\b(?:summons|complaint|petition)\b/i;

/** Documents that are not an "initial communication" (1692g(d), (e); 1006.34(b)(2)). */
const EXEMPT: readonly { re: RegExp; what: string }[] = [
  { re: /\bproof\s+of\s+claim\b/i, what: 'a bankruptcy proof of claim, which is a formal pleading (comment 34(b)(2)-1)' },
  { re: /\bgramm[-\s]+leach[-\s]+bliley\b|\bprivacy\s+(?:notice|policy)\b/i, what: 'a privacy notice (15 U.S.C. 1692g(e))' },
  { re: /\bdata\s+(?:security\s+)?breach\b|\bsecurity\s+incident\b/i, what: 'a data-breach notice (15 U.S.C. 1692g(e))' },
  { re: /\bform\s+1099-?c\b|\b1099-?c\b/i, what: 'a tax form (15 U.S.C. 1692g(e))' },
];

/** A court caption ('Plaintiff,' and 'Defendant.' on their own lines) on a summons or complaint. */
const isPleading = (text: string): boolean => testText(PLAINTIFF_LINE, text) && testText(DEFENDANT_LINE, text) && testText(PLEADING_NAMED, text);

/** A labelled line ("Client: PayPal Credit", "Balance: $1,250.00", "Re: Account 4411"): a field, not a sentence. */
const LABELLED_LINE = /^[^:\n]{1,40}:\s*\S[^\n]{0,80}$/;
/** A name or address line of a letterhead: every word starts with a capital or a digit, no sentence's end. */
const HEADING_LINE = /^(?:[A-Z0-9#][\w&.,'’#/-]*)(?:\s+[A-Z0-9#&][\w&.,'’#/-]*){0,9}$/;
/** A date line ("September 12, 2016", "SEPTEMBER 12, 2016", "03/01/2019"). */
const DATE_LINE = /^(?:[A-Z][A-Za-z]+\.?\s+\d{1,2},?\s+\d{4}|\d{1,2}\/\d{1,2}\/\d{2,4})$/;

/**
 * The text holds no sentence of a letter, only labelled fields (and a date): a header, an account summary or a few
 * lines reconstructed from a description ("Client: PayPal Credit", "Original Creditor: …") (decision 209). There is no
 * letter body in it to carry the notice or to lack it, so it is not judged as a whole letter missing its notice, whatever
 * the pages answered. A message of its own words, however short ("View SecurePackage"), is still judged.
 */
const noLetterBody = (text: string): boolean => {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !isElisionLine(l));
  const labelled = lines.filter((l) => LABELLED_LINE.test(l) && !/[.!?]\s+[A-Za-z]/.test(l));
  if (labelled.length === 0) return false;
  // A letterhead above the fields (session 52: "COASTAL ASSOCIATES, INC.", "PO Box 88, Chicago, IL 60601"): lines before the first
  // field whose every word starts with a capital or a digit, a name or an address, no sentence.
  const firstField = lines.findIndex((l) => labelled.includes(l));
  return lines.every((l, i) => labelled.includes(l) || DATE_LINE.test(l) || (i < firstField && HEADING_LINE.test(l)));
};

const MISSING =
  'This letter does not contain the validation information the law requires: the amount of the debt, the creditor, and your rights to dispute the debt and to ask for the original creditor, with the deadline for doing so';

export const rule: Rule = {
  meta: {
    id: 'vn_missing_entirely',
    title: 'No validation information at all',
    citation: '15 U.S.C. 1692g(a); 12 CFR 1006.34(a)(1)',
    kind: 'context',
    section: '1.1',
    description:
      "Within five days after a debt collector first contacts you, it must give you the validation information in writing (unless it was in that first communication or you have paid): the amount, the creditor, and your rights to dispute the debt and to ask for the original creditor's name and address.",
    severity: 6,
    value: 1000,
    safeHarbour: 'none',
  },
  check: (ctx): RuleResult => {
    const s = scope(ctx, { regFOnly: false, safeHarbour: false, validationNoticeOnly: false });
    if (!s.ok) return s.result;
    const { d } = s;
    const assumptions = s.assumptions.filter((a) => !a.startsWith("The letter's date is unknown"));
    if (isPleading(d.text))
      return notApplicable(
        'This is a court pleading (summons or complaint), which is not an initial communication (15 U.S.C. 1692g(d); 12 CFR 1006.34(b)(2)).',
      );
    for (const e of EXEMPT)
      if (anyIn(d, [e.re])) return notApplicable(`This appears to be ${e.what}; it is not an initial communication that needs validation information.`);
    if (hasValidationContent(d) || anyIn(d, [MODEL_NOTICE_LINES])) return pass(assumptions);
    if (noLetterBody(ctx.text))
      return notApplicable(
        'The text holds only labelled lines (such as the creditor or the balance), no sentence of a letter, so whether the letter carried the validation information cannot be judged from it. Upload the letter itself, every page, to have it checked.',
      );
    // The letter says the notice comes in another letter, as it may within five days (12 CFR 1006.34(a)(1); decision 474).
    const separately = noticeSentSeparatelyIn(ctx.text);
    if (separately)
      return pass([
        ...assumptions,
        `The letter says the validation notice comes in a separate letter ("${separately.text.replace(/\s+/g, ' ').trim()}"). If it did not reach you within about five days of this letter, tell us that you did not get it.`,
      ]);
    // The person's answer that it is the first letter wins over words that seem to name an earlier one (decision 359).
    if (ctx.gates.isValidationNotice === false || (ctx.answers.isFirstContact !== true && earlierContactIn(ctx.text)))
      return pass([...assumptions, 'This is a later letter; assumed an earlier notice from the collector carried the validation information.']);

    const letter = letterDateOf(ctx, d);
    // The person's answer wins; without one, a letter that calls itself the first communication answers it (decision 110).
    const firstFromWords = ctx.answers.isFirstContact === undefined ? calledFirstIn(ctx.text) : undefined;
    const first = ctx.answers.isFirstContact ?? (firstFromWords ? true : undefined);
    if (firstFromWords)
      assumptions.push(
        `Read as the collector's first letter about this debt from its own words ("${firstFromWords.text.replace(/\s+/g, ' ').trim()}"). If the collector wrote to you before, tell us it is not the first letter.`,
      );
    if (first === false)
      return pass([...assumptions, 'You told us this is not the first letter; assumed an earlier letter carried the validation information.']);
    if (first === undefined)
      return {
        status: 'needs_input',
        questions: FIRST_CONTACT_QUESTIONS,
        message: `${MISSING}. If this is the first letter you got from this collector, it had to include that information or send it within five days. Is it the first letter?`,
        evidence: [],
        assumptions,
      };

    const phone = ctx.answers.priorPhoneContactDate;
    if (phone && letter && daysBetween(phone, letter.iso) > 5) {
      const due = formatDate(addBusinessDays(phone, 5, false));
      return flag(
        `${MISSING}. You told us the collector first contacted you by phone on ${formatDate(phone)}; the validation information was due within five days of that call (by about ${due}), and this letter, dated ${formatDate(letter.iso)}, still does not contain it. Unless you received it in another letter or you have paid the debt, this may violate 15 U.S.C. 1692g(a) and 12 CFR 1006.34(a)(1).`,
        [],
        'medium',
        [
          ...assumptions,
          ...(letter.assumption ? [letter.assumption] : []),
          'Assumed you did not get the validation information in any other letter or during the call.',
        ],
      );
    }
    if (letter && daysBetween(letter.iso, ctx.today) <= 7)
      return notApplicable(
        `${MISSING}, but the collector may still send it: it has five days after this letter (dated ${formatDate(letter.iso)}). If no notice with your dispute rights arrives in the next few days, run the check again.`,
      );
    return flag(
      `${MISSING}. ${firstFromWords ? "The letter calls itself the collector's first letter to you." : 'You told us this is the first letter from this collector.'} The collector had to include the validation information in it or send it within five days. Unless the collector gave you this information by phone in its first contact, sent it in another notice within five days, or you have paid the debt, this may violate 15 U.S.C. 1692g(a) and 12 CFR 1006.34(a)(1).`,
      firstFromWords ? [firstFromWords] : [],
      'medium',
      [...assumptions, 'Assumed no separate validation notice reached you within five days of this letter.'],
    );
  },
};
