/**
 * Paraphrase families for decision 542 (issue 26): a later letter that says the account will be reported because the obligation
 * was not fulfilled (Spira v. I.C. System, E.D.N.Y. 2006: a second letter inside the first notice's period), in Spanish with the
 * bureaus named with an adjective between their words ("las agencias nacionales de informes de crédito", "agencias de reportes de
 * crédito", "agencias de información crediticia") or the reason said as Spira's ("como usted no ha cumplido con su obligación").
 * Whether the first notice's period still ran is asked (`firstNoticeReceivedDate`). Lawful near misses: a report promised only
 * after the thirty days, one said not to be made, an obligation said fulfilled. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { apexLaterLetter, overshadowingOutcome } from './test-letters';

const outcome = (body: string): string => overshadowingOutcome(apexLaterLetter(body), { isFirstContact: false });

describe('a report said to follow an obligation not fulfilled, the bureaus named by their adjective', () => {
  it.each([
    'Como usted no ha cumplido con su obligación, la información de esta cuenta será enviada a las agencias nacionales de informes de crédito.',
    'Debido a que no ha pagado, su cuenta será reportada a las agencias de reportes de crédito.',
    'Ya que usted no ha cumplido con los términos de su obligación, enviaremos la información de su cuenta a las agencias principales de informes de crédito.',
    'Como usted no ha cumplido con su obligación, su cuenta será reportada a las agencias de información crediticia.',
    'Because you have not fulfilled your obligation, the information on this account will be sent to the national credit reporting agencies.',
  ])('asks when the first notice came: %s', (body) => {
    expect(outcome(body)).toBe('ask');
  });

  it.each([
    'No enviaremos la información de la cuenta a las agencias nacionales de informes de crédito antes de que termine el plazo de treinta días para disputar la deuda.',
    'Como usted ya cumplió con su obligación, su cuenta figura como pagada ante las agencias nacionales de informes de crédito.',
    'No reportamos cuentas a las agencias nacionales de informes de crédito.',
  ])('lawful: %s', (body) => {
    expect(outcome(body)).toBe('silent');
  });
});
