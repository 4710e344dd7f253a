/**
 * Paraphrase family for decision 404 (issue 26; the change decision 408 asked of the first-letter reading): a letter that
 * recalls the notice it followed, by its date ("our notice of January 8, 2025 gave you thirty days"), by the consumer's
 * receipt of it ("after you received our first notice"), or by the end of the period it started ("the dispute period has
 * now ended", "el plazo para disputar la deuda ha vencido", "le dimos 30 días"), names an earlier communication of its
 * sender: it is a later letter (15 U.S.C. 1692g(a): the notice is the initial communication or follows it within five
 * days). Not a first letter's own words on the period it starts: a payment or a step put off until the period ends ("if
 * you pay before the 30-day period has expired", "we will not sue you until the dispute period has ended"), the period
 * counted from this notice, nor a date the period will end. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { earlierContactIn } from './first-contact';

const RECALLS = [
  'Our notice of January 8, 2025 gave you thirty days to dispute this debt.',
  'Our letter dated 03/02/2025 explained your rights.',
  'After you received our first notice, you did not dispute the debt.',
  'The dispute period has now ended.',
  'The 30-day period to dispute this debt expired on April 2, 2025.',
  'Le dimos 30 días para disputar la deuda.',
  'El plazo para disputar la deuda ha vencido.',
];
const NOT_RECALLS = [
  'If you pay before the 30-day period has expired, we will accept $500 in full settlement.',
  'We will not sue you until the dispute period has ended.',
  'Within thirty days after you receive this notice, you may dispute the debt.',
  'Our notice of privacy practices is enclosed.',
  'El plazo para disputar la deuda vence el 2 de abril de 2025.',
  'Si paga antes de que el plazo haya vencido, aceptaremos $500.',
];

describe('a later letter recalling the notice it followed: not the first letter', () => {
  it.each(RECALLS)('reads an earlier letter of the sender in "%s"', (sentence) => {
    expect(earlierContactIn(`Re: account ending 3391\n\n${sentence}`)).toBeDefined();
  });
  it.each(NOT_RECALLS)('reads none in "%s"', (sentence) => {
    expect(earlierContactIn(`Re: account ending 3391\n\n${sentence}`)).toBeUndefined();
  });
});
