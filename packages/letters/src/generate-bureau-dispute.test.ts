import { describe, expect, it } from 'vitest';
import { BUREAU_ADDRESS_REGISTRY, BUREAU_ADDRESSES, generateBureauDispute, generateBureauDisputes } from './generate-bureau-dispute';
import type { CreditDisputeItem } from './inputs';
import type { Bureau } from './letter';
import { expectLetterLayout } from './testing/expect-letter';
import { CONSUMER, DATE, findAdmissions } from './testing/fixtures';

const ACCOUNT: CreditDisputeItem = {
  id: 'a1',
  category: 'accounts',
  text: 'Late payment reported for May 2024',
  creditor: 'Harbor Bank',
  accountNumber: '4111111111114471',
};
const FRAUD: CreditDisputeItem = { id: 'f1', category: 'fraud', text: 'Account I never opened', creditor: 'QuickCash LLC', accountNumber: '****0042' };
const OLD: CreditDisputeItem = { id: 'o1', category: 'oldDebts', text: 'Collection account', creditor: 'Midwest Portfolio Recovery' };

const input = {
  date: DATE,
  consumer: { ...CONSUMER, ssnLast4: '6789', dateOfBirth: '1985-04-12' },
  items: [ACCOUNT, FRAUD, OLD],
  customization: {
    specificErrors: 'I paid on time every month; my statements show it.',
    hardshipReason: 'job loss',
    specificHarm: 'I was denied a car loan',
    debtDate: '2017-05',
  },
};

describe('generateBureauDispute', () => {
  it('addresses each bureau at the dispute address the reference gives', () => {
    const letters = generateBureauDisputes({ ...input, bureaus: ['equifax', 'experian', 'transunion'] });
    const expected: Record<Bureau, string> = {
      equifax: 'Equifax Information Services LLC\nP.O. Box 740256\nAtlanta, GA 30374-0256',
      experian: 'Experian\nP.O. Box 4500\nAllen, TX 75013',
      transunion: 'TransUnion Consumer Solutions\nP.O. Box 2000\nChester, PA 19016',
    };
    for (const bureau of ['equifax', 'experian', 'transunion'] as const) {
      const l = letters[bureau];
      expect(l).toBeDefined();
      if (!l) continue;
      expectLetterLayout(l);
      expect(l.kind).toBe('bureau_dispute');
      expect(l.bureau).toBe(bureau);
      expect(l.body).toContain(`March 5, 2026\n\n${expected[bureau]}\n\nRE:`);
      expect(l.bureauAddress).toEqual([BUREAU_ADDRESSES[bureau].name, ...BUREAU_ADDRESSES[bureau].lines]);
      for (const other of ['equifax', 'experian', 'transunion'] as const) {
        if (other !== bureau) expect(l.body).not.toContain(BUREAU_ADDRESSES[other].lines[0] ?? '');
      }
    }
    expect(Object.keys(generateBureauDisputes({ ...input, bureaus: ['experian', 'experian'] }))).toEqual(['experian']);
  });

  const letter = generateBureauDispute('equifax', input);

  it('identifies the consumer with the last 4 of the SSN only, and the date of birth', () => {
    expect(letter.body.startsWith('Jordan A. Reyes\n12 Elm Street\nDayton, OH 45402\nDate of birth: April 12, 1985\nSocial Security number: XXX-XX-6789')).toBe(
      true,
    );
    const bare = generateBureauDispute('equifax', { date: DATE, items: [ACCOUNT] });
    expect(bare.body).toContain('Date of birth: [YOUR DATE OF BIRTH]\nSocial Security number: [LAST 4 DIGITS OF YOUR SSN]');
    expect(generateBureauDispute('equifax', { date: DATE, items: [ACCOUNT], consumer: { ssnLast4: '123-45-6789' } }).body).toContain(
      '[LAST 4 DIGITS OF YOUR SSN]',
    );
  });

  it('asks for a 1681i reinvestigation and the method of verification in advance', () => {
    expect(letter.paragraphs[0]).toContain('Under 15 U.S.C. 1681i(a), please conduct a reasonable reinvestigation');
    expect(letter.body).toContain('within 30 days of receiving this dispute (15 U.S.C. 1681i(a)(1)(A))');
    expect(letter.body).toContain('(15 U.S.C. 1681i(a)(6)(B)(iii), (a)(7))');
    expect(letter.followUpDate).toBe('2026-04-04');
    const annual = generateBureauDispute('experian', { ...input, afterFreeAnnualReport: true });
    expect(annual.body).toContain('within 45 days of receiving this dispute (15 U.S.C. 1681j(a)(3))');
    expect(annual.followUpDate).toBe('2026-04-19');
  });

  it("accounts: inaccurate or incomplete, with the user's explanation and the account masked to the last 4", () => {
    expect(letter.body).toContain(
      'Inaccurate or incomplete information:\n1. Harbor Bank, account ending in 4471: Late payment reported for May 2024.\nWhat is wrong: I paid on time every month; my statements show it.',
    );
    expect(letter.body).not.toContain('411111');
  });

  it('fraud: asks for the identity-theft block under 1681c-2 and encloses the report', () => {
    expect(letter.body).toContain('1. QuickCash LLC, account ending in 0042: Account I never opened.');
    expect(letter.body).toContain('Under 15 U.S.C. 1681c-2(a), please block it from my file.');
    expect(letter.body).toContain('within 4 business days');
    expect(letter.body).toContain('- A copy of my identity theft report');
    expect(letter.notes.join(' ')).toContain('1681a(q)(4)');
  });

  it('oldDebts: the 1681c(a) limit counted from the delinquency date the user gave', () => {
    expect(letter.body).toContain('The delinquency on this account began in May 2017. Under 15 U.S.C. 1681c(a)(4) and (c)(1)');
    // 2017-05-31 + 180 days = 2017-11-27; + 7 years = 2024-11-27.
    expect(letter.body).toContain('that is, after November 27, 2024. Please delete it.');
  });

  it('oldDebts: does not claim an item is too old when the date says it is not', () => {
    const recent = generateBureauDispute('transunion', { date: DATE, items: [OLD], customization: { debtDate: '2022-01-15' } });
    expect(recent.body).not.toContain('Please delete it.');
    expect(recent.body).toContain('Please verify the date of first delinquency reported');
    expect(recent.notes.join(' ')).toContain('may still be reported until July 14, 2029');
    const unknown = generateBureauDispute('transunion', { date: DATE, items: [OLD] });
    expect(unknown.body).toContain('began on [DATE THE DELINQUENCY BEGAN], more than seven years and 180 days ago');
  });

  it('uses the customization: harm and hardship in neutral words', () => {
    expect(letter.body).toContain(
      'This information is harming me: I was denied a car loan. I am also dealing with the loss of my job, which makes an accurate credit report especially important to me.',
    );
    const other = generateBureauDispute('equifax', { ...input, customization: { hardshipReason: 'other' } });
    expect(other.body).not.toContain('I am also dealing with');
  });

  it("screens the user's words for admissions", () => {
    const l = generateBureauDispute('equifax', {
      date: DATE,
      items: [ACCOUNT],
      customization: { specificErrors: 'The balance is wrong. I owe only $200 on it.' },
    });
    expect(l.body).toContain('What is wrong: The balance is wrong.');
    expect(findAdmissions(l.body)).toEqual([]);
    expect(l.notes.join(' ')).toContain('Left out of the letter: "I owe only $200 on it."');
  });

  it('tells the user to re-check the address and to dispute with the bureau as well as the furnisher', () => {
    expect(letter.notes.join(' ')).toContain("Check the bureau's current dispute mailing address");
    expect(letter.notes.join(' ')).toContain('1681s-2(b)');
    expect(findAdmissions(letter.body)).toEqual([]);
  });

  it('leaves a marked blank for a bureau the reference has no address for', () => {
    const l = generateBureauDispute('innovis' as Bureau, { date: DATE, items: [ACCOUNT] });
    expect(l.body).toContain('[CREDIT BUREAU NAME]\n[BUREAU DISPUTE MAILING ADDRESS]');
  });

  it('is deterministic', () => {
    expect(generateBureauDispute('equifax', input)).toEqual(letter);
  });
});

describe('the bureau address registry and the address printed on the report', () => {
  it('keeps each address with its source and date, and the other addresses the bureaus give', () => {
    for (const entry of Object.values(BUREAU_ADDRESS_REGISTRY)) {
      expect(entry.source.length).toBeGreaterThan(10);
      expect(entry.recordedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(BUREAU_ADDRESS_REGISTRY.experian.alsoSeen).toContain('P.O. Box 9701, Allen, TX 75013');
  });

  it("uses the address printed on the person's report when one was read, and says so", () => {
    const printed = generateBureauDispute('transunion', {
      date: '2026-11-23',
      items: [{ category: 'accounts', text: 'Balance reported after payoff' }],
      printedAddress: { lines: ['P.O. Box 2000', 'Chester, PA 19022-2000'], page: 2 },
    });
    expect(printed.bureauAddress).toEqual(['TransUnion Consumer Solutions', 'P.O. Box 2000', 'Chester, PA 19022-2000']);
    expect(printed.body).toContain('Chester, PA 19022-2000');
    expect(printed.notes.join(' ')).toContain('printed on your own TransUnion report (page 2)');
    const listed = generateBureauDispute('transunion', { date: '2026-11-23', items: [{ category: 'accounts', text: 'Balance reported after payoff' }] });
    expect(listed.bureauAddress).toEqual(['TransUnion Consumer Solutions', 'P.O. Box 2000', 'Chester, PA 19016']);
  });
});
