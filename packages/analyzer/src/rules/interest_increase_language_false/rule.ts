import type { Rule } from '../../types';
import { withFederalGate } from '../_disclosures-and-amounts/gate';
import { quote } from '../_disclosures-and-amounts/text';
import { QUESTIONS } from '../_shared/questions';
import { readGrowthSaid } from '../interest_accrual_not_disclosed/rule';

/**
 * The reverse of Avila: a letter that says the balance may grow (the Miller words, "interest will continue to accrue",
 * "late charges may be added") when it cannot misstates the amount of the debt (Boucher v. Finance System of Green Bay,
 * 7th Cir. 2018; Taylor v. Financial Recovery Services, 2d Cir. 2018). Its own rule since decision 219: a finding that
 * the letter says too much about growth is not the finding that it says too little (`interest_accrual_not_disclosed`),
 * and a court that rejects the one theory may accept the other on the same letter.
 */
export const rule: Rule = {
  meta: {
    id: 'interest_increase_language_false',
    title: 'The letter says the balance may grow when it cannot',
    citation:
      '15 U.S.C. 1692e, 1692e(2)(A), 1692e(10); 12 CFR 1006.18(b)(2)(i); Boucher v. Finance System of Green Bay (7th Cir. 2018); Taylor v. Financial Recovery Services (2d Cir. 2018)',
    kind: 'context',
    section: '1.5',
    description:
      'A letter that says interest, late charges or other fees may be added to your balance, when nothing more can lawfully be added, misstates what you owe: you may pay sooner or more than you need to, fearing a growth that cannot happen. Whether the balance can still grow depends on your agreement and on whether the creditor stopped charging interest.',
    severity: 4,
    value: 500,
  },
  check: withFederalGate({ exemptPleadings: true }, (ctx, _folded, gate) => {
    const assumptions = [...gate.assumptions];
    const { growthSaid, contradiction } = readGrowthSaid(ctx.text);
    if (contradiction) {
      const [claim, statement] = contradiction;
      return {
        status: 'flag',
        message: `This letter contradicts itself about the amount of the debt (15 U.S.C. 1692e(2)(A), 1692e(10); 12 CFR 1006.18(b)(2)(i)): it says the amount may grow ("${quote(claim.span, 100)}"), and also that it will not ("${quote(statement.span, 100)}"). Telling you both leaves you unable to know whether paying the stated amount settles the debt; saying interest or fees may be added when none can be is misleading (Taylor v. Financial Recovery Services, 2d Cir. 2018; Boucher v. Finance System of Green Bay, 7th Cir. 2018). Before paying, ask in writing which is true.`,
        evidence: [claim.sentence, statement.sentence],
        confidence: 'medium',
        assumptions,
        misstated: true,
      };
    }
    if (!growthSaid) return { status: 'pass', assumptions };
    if (ctx.answers.balanceCanIncrease === false)
      return {
        status: 'flag',
        message: `This letter may mislead you about the amount of the debt (15 U.S.C. 1692e, 1692e(2)(A); 12 CFR 1006.18(b)(2)(i)): it says the amount may grow because of interest or other charges ("${quote(growthSaid, 120)}"), but you told us nothing more can be added to this balance. Saying the debt may grow when it cannot is misleading (Boucher v. Finance System of Green Bay, 7th Cir. 2018; Taylor v. Financial Recovery Services, 2d Cir. 2018).`,
        evidence: [growthSaid],
        confidence: 'medium',
        assumptions: [...assumptions, 'Relies on your answer that interest and charges can no longer be added to this balance.'],
        // What the letter says is wrong: another page cannot cure it.
        misstated: true,
      };
    // Whether interest is really being added is outside the words: asked, not passed in silence. A rate the letter states
    // beside its claim does not settle it (decision 160): interest said to run at a rate after the creditor waived it, or at
    // a rate the agreement or the law does not allow, is the claim courts found misleading (Stratton v. Portfolio Recovery
    // Associates, 6th Cir. 2014; Boucher), and only the consumer can say whether it still runs.
    if (ctx.answers.balanceCanIncrease === undefined)
      return {
        status: 'needs_input',
        questions: [QUESTIONS.balanceCanIncrease],
        message: `Can this balance still grow? The letter says the amount may grow because of interest or other charges ("${quote(growthSaid, 120)}"). That wording is lawful when the balance can really grow, and misleading when it cannot (Boucher v. Finance System of Green Bay, 7th Cir. 2018; Taylor v. Financial Recovery Services, 2d Cir. 2018): can it?`,
        evidence: [growthSaid],
        assumptions,
      };
    return {
      status: 'pass',
      assumptions: [...assumptions, `The letter says the amount may grow ("${quote(growthSaid, 100)}"), and you told us it can.`],
    };
  }),
};
