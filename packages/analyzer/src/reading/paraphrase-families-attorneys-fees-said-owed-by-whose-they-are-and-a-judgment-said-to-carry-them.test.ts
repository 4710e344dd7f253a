/**
 * Attorney's fees said to be owed, named by whose they are, and a judgment said to carry them (issue 26, decision 554; open
 * paraphrase P412, from development letter L547, Mizrachi v. Wilson Elser, 2d Cir.: "you may be held responsible for this firm's
 * attorneys' fees in that lawsuit", the contract relied on unsigned). Tests, not the measure.
 *
 * The law: under the American Rule each side bears its own lawyers' fees unless a contract or a statute shifts them, so a
 * collector may say the consumer will or may owe its lawyers' fees only where the agreement or the law allows them (15 U.S.C.
 * 1692e(2)(A), (5), 1692f(1); Lox v. CDA, 7th Cir. 2012: fees said to be awardable in a suit where none could be). Court costs
 * follow a judgment by law and are not this.
 *
 * What was wrong on the start code: "you may be held responsible for attorney's fees" was read, but not with the fees named by
 * their owner ("this firm's attorneys' fees", "our client's attorney's fees"); a judgment said to carry them ("a judgment may
 * include attorney's fees") was read only when a court was the subject; and the Spanish "los honorarios de nuestros abogados"
 * was read as the balance, not as lawyers' fees, so "usted tendrá que pagar los honorarios de nuestros abogados" passed.
 *
 * Must flag (from the words, the agreement's leave unknown and unclaimed): the fees said owed or possibly owed, by any owner,
 * English and Spanish. Must not flag: the fees denied, court costs a judgment carries, fees said owed only if the agreement
 * allows them (asked instead) or that the agreement or a statute sets ("if your contract provides for them", "statutory
 * attorney's fees", "as provided by statute"), the consumer's own lawyer's fees.
 */
import { describe, expect, it } from 'vitest';
import { lawFirmFeeLetter, ruleOutcome } from './test-letters';

const letter = lawFirmFeeLetter;

const outcome = (body: string): string =>
  ruleOutcome('unauthorized_fees_or_interest', letter(body), { state: 'NY', senderIsOriginalCreditor: false, readsSpanish: true }, '2016-05-10');

describe("attorney's fees said owed, by whose they are, and a judgment said to carry them", () => {
  it('flags the control: fees with no owner named', () => {
    expect(outcome("If suit is filed, you may be held responsible for attorney's fees.")).toBe('flag');
  });
  it.each([
    "If suit is filed, you may be held responsible for this firm's attorneys' fees in that lawsuit.",
    "You will have to pay our client's attorney's fees if we are forced to sue.",
    "Should this matter go to court, you could be held liable for the creditor's legal fees.",
    "You may be responsible for our client's attorney fees and court costs.",
    "If a lawsuit is filed, a judgment may include attorney's fees.",
    "Any judgment could also include attorneys' fees.",
    'Si le demandamos, usted tendrá que pagar los honorarios de nuestros abogados.',
    'Usted podría ser responsable de los honorarios de nuestros abogados.',
    'Si presentamos una demanda, la sentencia podría incluir honorarios de abogados.',
    'Usted será responsable de los honorarios de los abogados de nuestro cliente si el asunto llega a juicio.',
  ])('flags: %s', (body) => {
    expect(outcome(body)).toBe('flag');
  });
  it.each([
    "You are not responsible for this firm's attorney's fees.",
    'If a lawsuit is filed, a judgment may include court costs.',
    "If suit is filed and your agreement allows it, you may be held responsible for this firm's attorneys' fees.",
    'No le cobraremos los honorarios de nuestros abogados.',
    'Usted no es responsable de los honorarios de nuestros abogados.',
    'Pay the balance of $2,400.00 by June 1, 2016.',
    "If you are sued, you will be responsible for your own attorney's fees.",
    "You may wish to hire a lawyer; you would be responsible for your attorney's fees.",
    "If a judgment is entered against you, the court may award attorney's fees if your contract provides for them.",
    "A judgment may include court costs and statutory attorney's fees.",
    "As provided by statute, a judgment may include the creditor's attorney's fees.",
    "Pursuant to Section 5-327 of the General Obligations Law, you may be held responsible for the creditor's attorney's fees.",
  ])('does not flag: %s', (body) => {
    expect(outcome(body)).not.toBe('flag');
  });
});
