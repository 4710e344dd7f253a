import { daysBetween, formatLongDate, isIsoDate } from '@debtshield/clocks';
import type { IsoDate, RuleContext } from '../../types';
import { letterDateOf } from './gate';

/**
 * §1.9: was this letter sent after the collector received the user's own letter (cease, dispute,
 * lawyer's notice)? The law runs from the collector's receipt, so a margin covers the mail.
 */

/** Days a mailed letter may take to arrive (first-class mail; the same margin is used for the collector's letter). */
export const MAIL_DAYS = 5;

export type Timing = { status: 'after'; days: number; assumption: string } | { status: 'not_after'; reason: string } | { status: 'unknown' };

/** Blank or 'no' answers to a date question mean "I did not send one". */
export const answeredNo = (value: string | undefined): boolean => value !== undefined && /^\s*(?:|no|none|n\/a)\s*$/i.test(value);

export const timingAfter = (ctx: RuleContext, sent: IsoDate, what: string): Timing => {
  const letter = letterDateOf(ctx);
  if (letter) {
    const days = daysBetween(sent, letter);
    if (days < 0)
      return { status: 'not_after', reason: `This letter is dated ${formatLongDate(letter)}, before you sent your ${what} (${formatLongDate(sent)}).` };
    if (days <= MAIL_DAYS)
      return {
        status: 'not_after',
        reason: `This letter is dated ${formatLongDate(letter)}, only ${days} day${days === 1 ? '' : 's'} after you sent your ${what}: it may have been written before the collector received it.`,
      };
    return {
      status: 'after',
      days,
      assumption: `Assumed the collector received your ${what} (sent ${formatLongDate(sent)}) before it wrote this letter on ${formatLongDate(letter)}, ${days} days later (mail usually takes up to ${MAIL_DAYS} days).`,
    };
  }
  const received = ctx.answers.receivedDate;
  if (isIsoDate(received)) {
    const days = daysBetween(sent, received);
    if (days <= 2 * MAIL_DAYS)
      return {
        status: 'not_after',
        reason: `The letter is undated and arrived ${formatLongDate(received)}, too soon after your ${what} (${formatLongDate(sent)}) to be sure the collector had received it when it wrote.`,
      };
    return {
      status: 'after',
      days,
      assumption: `The letter is undated; you received it on ${formatLongDate(received)}, ${days} days after you sent your ${what} (${formatLongDate(sent)}). Assumed it was written after the collector received your ${what}.`,
    };
  }
  return { status: 'unknown' };
};
