/**
 * A letter that says a court has already entered judgment on the debt and describes the garnishment or levy that may follow
 * (issue 26, decision 493; instrument W310, a lawful near miss written from the law): after a real judgment, a creditor may ask the
 * court for a writ of garnishment, and describing that step is not a threat of what cannot lawfully be done (15 U.S.C. 1692e(4),
 * (5)). The judgment is read in the words collectors and courts use for it: the court "entered / granted / awarded" judgment,
 * "judgment entered against you on", "Judgment Balance"; Spanish "el tribunal dictó una sentencia", "sentencia dictada el",
 * "obtuvo una sentencia en su contra", "Saldo de la sentencia". Near misses: a judgment the letter only says may come
 * ("podríamos obtener una sentencia en su contra", "if we obtain a judgment"), which leaves the garnishment threat judged.
 */
import { describe, expect, it } from 'vitest';
import { runRule } from './test-letters';

const RULE = 'threat_seizure_garnishment';
const letter = (body: string, spanish: boolean): string =>
  [
    'Cobros Integrales del Sur\n8200 NW 41st St., Suite 300\nDoral, FL 33166',
    spanish ? '20 de abril de 2026' : 'April 20, 2026',
    'Marta Iglesias\n9870 SW 40th St., Apt. 5\nMiami, FL 33165',
    spanish ? 'Acreedor: Centro Médico Palmas del Mar\nCuenta: XXXX5561' : 'Creditor: Palm Medical Center\nAccount: XXXX5561',
    spanish ? 'Estimada Sra. Iglesias:' : 'Dear Ms. Iglesias:',
    body,
    spanish
      ? 'Esta comunicación proviene de un cobrador de deudas. Es un intento de cobrar una deuda y cualquier información obtenida será utilizada con ese propósito.'
      : 'This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.',
  ].join('\n\n');
const flagged = (body: string, spanish: boolean): boolean => runRule(RULE, letter(body, spanish), {}, 'FL', '2026-04-24').flagged;

const SPANISH_AFTER_JUDGMENT = [
  'El 11 de febrero de 2026 el tribunal dictó una sentencia a favor de nuestro cliente. Si no llegamos a un acuerdo de pago, nuestro cliente tiene la intención de pedir al tribunal una orden de embargo sobre su salario.',
  'Sentencia dictada el 11 de febrero de 2026 por el Tribunal del Condado de Miami-Dade. Saldo de la sentencia: $3,104.66. Nuestro cliente puede solicitar el embargo de su cuenta bancaria según lo permita la ley.',
  'Nuestro cliente obtuvo una sentencia en su contra el 11 de febrero de 2026. Si la sentencia no se paga, podrá pedir al tribunal el embargo de su salario.',
];
const ENGLISH_AFTER_JUDGMENT = [
  'On February 11, 2026 the court entered judgment for our client in the case above. Unless we reach a payment agreement, our client intends to ask the court for a writ of garnishment of your wages.',
  'Judgment Balance: $3,104.66. Our client may ask the court to garnish your bank account as Florida law allows.',
  'The court granted a final judgment against you on February 11, 2026. If it remains unpaid, our client may seek a wage garnishment from the court.',
];
const SPANISH_NO_JUDGMENT = ['Si no paga, embargaremos su salario y su cuenta bancaria.'];
const ENGLISH_NO_JUDGMENT = ['If you do not pay, your wages and bank account will be garnished.'];

describe('a judgment the letter says was entered: the garnishment it may lead to is not a false threat', () => {
  it.each(SPANISH_AFTER_JUDGMENT)('Spanish, not flagged: %s', (body) => expect(flagged(body, true)).toBe(false));
  it.each(ENGLISH_AFTER_JUDGMENT)('English, not flagged: %s', (body) => expect(flagged(body, false)).toBe(false));
});

describe('near misses: garnishment with no judgment in the words is still judged', () => {
  it.each(SPANISH_NO_JUDGMENT)('Spanish, flagged: %s', (body) => expect(flagged(body, true)).toBe(true));
  it.each(ENGLISH_NO_JUDGMENT)('English, flagged: %s', (body) => expect(flagged(body, false)).toBe(true));
});
