/**
 * A notice that labels one party "Our Client" and another "Present Owner" and never says which is owed (issue 26, open paraphrase
 * P354 of development L749). Tests, not the measure.
 *
 * The law: the notice must name the creditor to whom the debt is owed (15 U.S.C. 1692g(a)(2)); a letter that names a "client",
 * a "current owner" and an "original creditor" without saying which is owed, or how client and owner relate, plausibly fails to
 * (Janetos v. Fulton Friedman & Gullace, 7th Cir. 2016; Taylor v. Alltran Financial, S.D. Ind. 2018). The label reads the same
 * with the possessive before it: "Our Client:", "The Creditor:", "Nuestro cliente:".
 *
 * What was missed on the start code: "Our Client:" was not read as a party's label, so the notice held no party to compare.
 *
 * Near miss: a notice whose client line names the same company as its owner line.
 */
import { describe, expect, it } from 'vitest';
import { runRule } from './test-letters';

const notice = (clientLabel: string, client: string): string =>
  [
    'Midwest Collection Alliance, Inc.\nPO Box 400, Chicago, IL 60601',
    'February 10, 2011',
    'Jordan Lee\n14 Oak St\nPeoria, IL 61602',
    `Reference: XXXX6214\n${clientLabel} ${client}\nPresent Owner: Bluewater Receivables, LLC\nOriginating Creditor: Northgate Bank`,
    'Unless you notify this office within thirty days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will assume this debt is valid.',
  ].join('\n\n');
const flagged = (clientLabel: string, client = 'Keystone Account Servicing LP'): boolean =>
  runRule('vn_current_creditor', notice(clientLabel, client), { isFirstContact: true, allPagesUploaded: true }, 'IL', '2011-02-20').flagged;

describe('the creditor labelled "Our Client" beside a present owner', () => {
  it('the canonical "Client:" label flags', () => {
    expect(flagged('Client:')).toBe(true);
  });
  it.each(['Our Client:', 'OUR CLIENT:', 'The Client:'])('"%s" flags as "Client:" does', (label) => {
    expect(flagged(label)).toBe(true);
  });
  it('a client line naming the owner itself stays silent', () => {
    expect(flagged('Our Client:', 'Bluewater Receivables, LLC')).toBe(false);
  });
});
