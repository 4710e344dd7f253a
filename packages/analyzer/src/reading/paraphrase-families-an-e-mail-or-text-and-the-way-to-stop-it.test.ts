/**
 * Paraphrase family for `electronic_opt_out_missing` (decision 426; issue 26, item 4): every e-mail or text message of a debt
 * collector must describe a reasonable and simple way to opt out of further electronic messages to that address or number
 * (12 CFR 1006.6(e)). A Chancery Division judge in Cook County held an e-mail's paragraph offering to opt out by calling, by a
 * "click here" link or by replying clear and conspicuous (Baltasar v. Nationwide Credit, development L1055). The way to stop is
 * read in the many words collectors use for it, in English and Spanish; a message with none is flagged. From the rule and the
 * ways messages are written, not from one message. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { failing, ruleOutcome } from './test-letters';

const email = (closing: string): string =>
  [
    'From: accounts@northgate-recovery.com',
    'To: maria.gomez@example.com',
    'Subject: Your account with Northgate Recovery',
    '',
    'March 3, 2025',
    '',
    'Dear Maria Gomez,',
    '',
    'Northgate Recovery is collecting a debt of $1,204.55 that you owe to Pinecrest Bank. Please call us at 800-555-0100 or visit our website to discuss your account.',
    '',
    'This communication is from a debt collector.',
    '',
    closing,
  ].join('\n');

const flags = (closing: string): boolean =>
  ruleOutcome('electronic_opt_out_missing', email(closing), { state: 'NY', deliveredElectronically: true }, '2025-03-10') === 'flag';

const WAYS_TO_STOP = [
  'To opt out of future e-mails, click here.',
  'If you no longer wish to receive e-mails from us, click here to unsubscribe.',
  'If you would like us to stop sending e-mails to this address, reply to this message with the word STOP.',
  'You may ask us to stop e-mailing you at any time by calling 800-555-0100 or replying to this e-mail.',
  'To stop these messages, reply STOP.',
  'Reply END to cancel further text messages.',
  'If you prefer that we not contact you by e-mail, let us know by replying to this message.',
  'Manage your communication preferences or opt out at northgate-recovery.com/preferences.',
  'If you do not want to receive further electronic communications from us, reply "REMOVE".',
  'Para dejar de recibir correos electrónicos de nosotros, responda a este mensaje con la palabra BAJA.',
  'Si ya no desea recibir mensajes de texto, responda ALTO.',
  'Para cancelar su suscripción a estos correos, haga clic aquí.',
];

const NO_WAY_TO_STOP = [
  'Thank you for your prompt attention to this matter.',
  'We look forward to hearing from you.',
  'Please do not reply to this e-mail; this mailbox is not monitored.',
  'Reply within ten days to stop further collection activity on this account.',
];

describe('an e-mail or text and the way to stop further ones (12 CFR 1006.6(e))', () => {
  it('reads each way to opt out and does not flag', () => expect(WAYS_TO_STOP.filter(flags)).toEqual([]));
  it('flags a message that gives no way to opt out', () => expect(failing(NO_WAY_TO_STOP, flags)).toEqual([]));
});
