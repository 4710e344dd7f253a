/**
 * Paraphrase family for decision 361 (issue 26), from an opened letter (Mizrachi v. Wilson, Elser, Moskowitz, Edelman & Dicker,
 * 2d Cir. 2020) read as the class it belongs to: a first letter that says a suit may come with no further notice or demand before
 * it, and presses payment now, tells the consumer that this letter is the last word before a suit that may come on any day of the
 * thirty, and that paying now is the only way to stop it: it may overshadow the validation notice (15 U.S.C. 1692g(b); 12 CFR
 * 1006.38(b)(1)). Said as sure ("We will file suit without further notice"), the step is as timed as "at any time" (decision 136).
 * Near misses: the same suit without payment pressed now, a suit only recommended to the client (Terran v. Kaplan, 9th Cir. 1997),
 * and Bartlett v. Heibl's explanation that a request for proof suspends the suit. A quoter's spaced ellipsis ("paying . . . now")
 * is read inside one sentence. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome, statuteEraLetter } from './test-letters';

const RULE = 'overshadow_threat_inside_period';
const ANSWERS = { state: 'NY', isFirstContact: true };
const TODAY = '2016-03-13';
const outcome = (sentence: string) => ruleOutcome(RULE, statuteEraLetter(sentence, { notice: true }), ANSWERS, TODAY);

describe('a suit said to come without further notice, payment pressed now', () => {
  it.each([
    'A lawsuit may be filed against you without further notice. Please pay the balance now.',
    'Suit may be commenced against you without further notice or demand. You can avoid this by paying now.',
    'THERE MAY BE NO FURTHER NOTICE OR DEMAND IN WRITING FROM THIS FIRM PRIOR TO THE FILING OF SUIT. You can avoid these consequences by paying . . . now or making a suitable payment arrangement.',
    'We will file suit without further notice.',
    'There will be no further notice prior to the filing of suit.',
    'You will receive no further notice before we file suit against you.',
    'Se podrá presentar una demanda en su contra sin previo aviso. Pague el saldo hoy.',
    'Puede que no reciba ningún otro aviso antes de que presentemos una demanda en su contra. Puede evitarlo pagando ahora.',
  ])('flags "%s"', (sentence) => {
    expect(outcome(sentence)).toBe('flag');
  });
});

describe('near misses', () => {
  it.each([
    'A lawsuit may be filed against you without further notice.',
    'Se podrá presentar una demanda en su contra sin previo aviso.',
    'If we do not receive payment we may recommend legal proceedings against you without further notice. Please pay now.',
    'A lawsuit may be filed against you without further notice. Please pay the balance now. The law does not require us to wait until the end of the thirty-day period before suing you to collect this debt. If, however, you request proof of the debt or the name and address of the original creditor within the thirty-day period that begins with your receipt of this letter, the law requires us to suspend our efforts (through litigation or otherwise) to collect the debt until we mail the requested information to you.',
  ])('does not flag "%s"', (sentence) => {
    expect(outcome(sentence)).not.toBe('flag');
  });
});
