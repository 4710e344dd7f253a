/**
 * Paraphrase families for a fact a rule used to ask and the letter's own words give (issue 26, decision 110):
 * the sender says it has just been retained to collect, so the letter is its first about the debt (15 U.S.C.
 * 1692g(a), (b); Miller v. Payco-General American Credits, 4th Cir. 1991). Generated from the ways a collector
 * announces its retention (who: I, we, the undersigned, this firm or office, the collector by its name; the verb;
 * with and without the creditor that retained it), with the near misses that must still ask: a referral to "a
 * collection agency" or to a lawyer (the creditor's or a collector's letter about someone else), a retention only
 * possible, and a letter that names an earlier one. Written from the doctrine, not from any letter of the corpus.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule, type UserAnswers } from '../index';
import { localize } from '../i18n/localize';
import { firstLetterSign } from './first-contact';

const TODAY = '2025-06-12';
const RULE = 'overshadow_payment_deadline';

const SUBJECTS = [
  'I have',
  'We have',
  'The undersigned has',
  'This law firm has',
  'Our office has',
  'Harbor Point Recovery, Inc. has',
  'Lakeside Association Services (LAS) has',
];
const VERBS = ['been retained', 'been engaged', 'been hired', 'recently been retained'];
const BY = ['', ' by Star Bank', ' by Madera Homeowners Association (also called the Association)'];
const ENDS = [' to collect this past due account.', ' to collect from you the overdue assessments you owe.'];

const PASSIVE = SUBJECTS.flatMap((s) => VERBS.flatMap((v) => BY.map((b, i) => `${s} ${v}${b}${ENDS[i % 2]}`)));

/** The active voice, the creditor the subject and the sender its object ("Star Bank has placed your account with us"). */
const CREDITORS = ['Star Bank', 'Your creditor', 'Mercy General Hospital'];
const ACTIVE = CREDITORS.flatMap((c) => [
  `${c} has placed your account with our office for collection.`,
  `${c} has recently referred your past due balance to us.`,
  `${c} has assigned this debt to this agency.`,
  `${c} has retained us to collect this account.`,
  `${c} has hired our firm to collect the balance you owe.`,
  `${c} has authorized this office to collect this debt.`,
]);
const SPANISH = [
  'Star Bank nos ha asignado su cuenta.',
  'El Hospital General nos ha remitido su deuda para su cobro.',
  'Su acreedor nos ha contratado para cobrar esta deuda.',
];

const RETENTIONS = [...PASSIVE, ...ACTIVE, ...SPANISH];

/** Near misses: no retention of the sender is announced, so the words do not say this is the first letter. */
const NEAR_MISSES = [
  'A collection agency has been retained to collect this account.',
  'An attorney has been retained to collect this debt.',
  'Smith Law Firm has been retained to collect this debt if you do not pay.',
  'The Association has been asked to collect the balance.',
  'We may be retained to collect this account if it is not paid.',
  'If we are retained to collect this account, fees may be added.',
  'Your creditor has been trying to collect this account for months.',
  'We have been collecting this account since 2019.',
  'Star Bank has placed your account with a collection agency.',
  'Star Bank has referred your account to an attorney for legal action.',
  'We have placed your account with Acme Collections, Inc.',
  'Star Bank has not referred your account to us yet.',
  'If Star Bank has retained an attorney to collect, fees may be added.',
  'Star Bank no nos ha dado información sobre su cuenta.',
  'You have authorized us to collect your monthly payment from your checking account.',
  'Star Bank has authorized us to collect your payments automatically.',
];

const DEMAND = 'You must pay the balance of $380.00 within 10 days from the date of this letter, or this office will record a lien on your home.';
const letterWith = (sentence: string, tail = ''): string =>
  `Harbor Point Recovery\nPO Box 9, Reno, NV 89501\n\nJune 2, 2025\n\nRe: account ending 3391\n\n${sentence} ${DEMAND}${tail}\n\nThis communication is from a debt collector.`;

const run = (text: string, answers: UserAnswers = {}) => analyzeText(text, { answers: { state: 'NV', ...answers }, today: TODAY, rules: [getRule(RULE)!] });

describe('firstLetterSign: the sender announces its retention to collect', () => {
  it.each(RETENTIONS)('reads the first letter from "%s", with the words it came from', (sentence) => {
    const sign = firstLetterSign(`Re: account ending 3391\n\n${sentence}`);
    expect(sign?.kind).toBe('placement');
    expect(sentence).toContain(sign!.span.text);
    expect(sign?.span.text).toMatch(/(?:retained|engaged|hired|authorized|placed|referred|assigned|asignado|remitido|contratado)/);
  });
  it.each(NEAR_MISSES)('does not read it from "%s"', (sentence) => {
    expect(firstLetterSign(`Re: account ending 3391\n\n${sentence}`)).toBeUndefined();
  });
});

describe(`${RULE}: a deadline in a letter whose sender announces its retention`, () => {
  it.each(RETENTIONS.filter((_, i) => i % 3 === 0))('flags from the words alone, quoting them: %s', (sentence) => {
    const result = run(letterWith(sentence));
    const finding = result.findings.find((f) => f.id === RULE);
    expect(finding).toBeDefined();
    const read = finding?.assumptions?.find((a) => a.startsWith("Read as the collector's first letter"));
    expect(read).toBeDefined();
    expect(read).toContain(firstLetterSign(sentence)!.span.text.replace(/\s+/g, ' ').slice(0, 60));
  });
  it('says so in Spanish, keeping the quoted words', () => {
    const finding = run(letterWith('I have been retained by Star Bank to collect this past due account.')).findings.find((f) => f.id === RULE);
    const read = finding?.assumptions?.find((a) => a.startsWith("Read as the collector's first letter"));
    const es = localize(read!, 'es');
    expect(es).toContain('Se leyó como la primera carta del cobrador');
    expect(es).toContain('"I have been retained by Star Bank to collect"');
  });
  it('asks instead when the person says it is not the first letter, or the letter names an earlier one', () => {
    const sentence = 'I have been retained to collect this past due account.';
    expect(run(letterWith(sentence), { isFirstContact: false }).findings.some((f) => f.id === RULE)).toBe(false);
    const later = run(letterWith(sentence, ' Despite our previous letters, you have not paid.'));
    expect(later.findings.some((f) => f.id === RULE)).toBe(false);
  });
  it.each(NEAR_MISSES)('still asks whether it is the first letter, not flags, for "%s"', (sentence) => {
    const result = run(letterWith(sentence));
    expect(result.findings.some((f) => f.id === RULE)).toBe(false);
    expect(result.questions.map((q) => q.id)).toContain('isFirstContact');
  });
});

/**
 * The same words say who sends the letter when the sender is their first person ("I", "we", "this office", "us"):
 * a collector retained by, or placed with by, another (15 U.S.C. 1692a(6)). A sender named in the third person
 * ("Lakeside Association Services (LAS) has been retained…") may be the creditor telling of its collector, so the
 * question whether the letter comes from the creditor is still asked (unless its name says it collects, as
 * "Harbor Point Recovery" does to the gate).
 */
describe(`${RULE}: the sender a collector by the same words, in a letter with no debt-collector line`, () => {
  const bare = (sentence: string): string => `June 2, 2025\n\nRe: account ending 3391\n\n${sentence} ${DEMAND}`;
  const FIRST_PERSON = [...PASSIVE.filter((s) => !/^(?:Harbor|Lakeside)/.test(s)), ...ACTIVE, ...SPANISH];
  it.each(FIRST_PERSON.filter((_, i) => i % 2 === 0))('flags without asking who sent it: %s', (sentence) => {
    const result = run(bare(sentence));
    expect(result.findings.some((f) => f.id === RULE)).toBe(true);
    expect(result.questions.filter((q) => q.askedBy.includes(RULE)).map((q) => q.id)).not.toContain('senderIsOriginalCreditor');
  });
  it.each(PASSIVE.filter((s) => s.startsWith('Lakeside')))('asks whether the creditor sent it: %s', (sentence) => {
    const result = run(bare(sentence));
    expect(result.findings.some((f) => f.id === RULE)).toBe(false);
    expect(result.questions.filter((q) => q.askedBy.includes(RULE)).map((q) => q.id)).toContain('senderIsOriginalCreditor');
  });
});

// ---------------------------------------------------------------------------------------------
// A letter that calls itself the collector's first, and carries no validation information: vn_missing_entirely
// takes "is it the first letter?" from those words (15 U.S.C. 1692g(a): the notice is in the initial communication
// or follows within five days), quotes them, and still waits for the whole letter; a condition, a denial or a
// mention of an earlier "initial communication" leaves the question asked.

const VN = 'vn_missing_entirely';
const SAYS_FIRST = [
  'This is our first notice to you.',
  'This letter is our initial communication with you about this account.',
  'This is the first time we have contacted you about this debt.',
  'This is the first time this office has written to you.',
  'We are writing to you for the first time about this account.',
  'This is our first attempt to contact you.',
  'Esta es nuestra primera carta sobre esta deuda.',
];
const DOES_NOT_SAY_FIRST = [
  'If this is the first letter you have received from us, please call.',
  'Since our initial communication, you have not paid.',
  'This is not our first notice to you.',
  'In our first letter we explained the balance.',
  'This is the first time your account has been past due.',
];
const demandLetter = (sentence: string): string =>
  `PINNACLE CREDIT SOLUTIONS\n8800 Corporate Blvd\nTampa, FL 33634\n\nApril 2, 2025\n\nTeresa Nguyen\n1450 Harbor View Drive\nClearwater, FL 33755\n\nDear Teresa Nguyen:\n\n${sentence} Please remit the balance of $642.00 or call us to discuss payment arrangements.\n\nThis communication is from a debt collector.\n\nSincerely,\nPinnacle Credit Solutions`;
const vn = (text: string, answers: UserAnswers = {}) => analyzeText(text, { answers: { state: 'FL', ...answers }, today: '2025-05-01', rules: [getRule(VN)!] });

describe(`${VN}: the first letter read from the letter's own words`, () => {
  it.each(SAYS_FIRST)('flags a whole letter without the notice, quoting "%s"', (sentence) => {
    const result = vn(demandLetter(sentence), { allPagesUploaded: true });
    const finding = result.findings.find((f) => f.id === VN);
    expect(finding).toBeDefined();
    expect(finding?.message).toContain("The letter calls itself the collector's first letter to you.");
    expect(finding?.assumptions?.some((a) => a.startsWith("Read as the collector's first letter about this debt from its own words"))).toBe(true);
    expect(finding?.evidence.map((e) => e.text).join(' ')).not.toBe('');
    expect(result.questions.map((q) => q.id)).not.toContain('isFirstContact');
  });
  it('the person can still say it is not the first letter', () => {
    expect(vn(demandLetter(SAYS_FIRST[0]!), { allPagesUploaded: true, isFirstContact: false }).findings).toEqual([]);
  });
  it('waits for the rest of a letter not said to be whole, rather than flagging', () => {
    const result = vn(`${SAYS_FIRST[0]} Please remit the balance of $642.00.`);
    expect(result.findings).toEqual([]);
  });
  it.each(DOES_NOT_SAY_FIRST)('still asks whether it is the first letter for "%s"', (sentence) => {
    const result = vn(demandLetter(sentence), { allPagesUploaded: true });
    expect(result.findings).toEqual([]);
    expect(result.questions.map((q) => q.id)).toContain('isFirstContact');
  });
  it('says so in Spanish', () => {
    const finding = vn(demandLetter(SAYS_FIRST[0]!), { allPagesUploaded: true }).findings.find((f) => f.id === VN)!;
    expect(localize(finding.message, 'es')).toContain('La carta se presenta como la primera carta del cobrador a usted.');
    const read = finding.assumptions!.find((a) => a.startsWith("Read as the collector's first letter about this debt"))!;
    expect(localize(read, 'es')).toContain('Se leyó como la primera carta del cobrador sobre esta deuda por sus propias palabras ("This is our first notice")');
  });
});
