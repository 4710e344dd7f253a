/**
 * The statute-era validation notice (letters before Regulation F, 30 Nov 2021) as courts found it defective, and the
 * creditor to whom the debt is owed named in a sentence, in English and Spanish (issue 26, decision 378), written from
 * the law's categories, not from any letter:
 * - the thirty days counted from the letter's date or to a fixed date, or a shorter period (15 U.S.C. 1692g(a)(3)-(5)
 *   count from receipt; a period the consumer is told is shorter misstates it);
 * - verification (1692g(a)(4)) or the original creditor (1692g(a)(5)) promised without saying the request must be in
 *   writing, or verification promised only at the collector's option;
 * - the (a)(3) dispute said to need writing where the circuit reads (a)(3) as allowing an oral dispute (Camacho v.
 *   Bridgeport Financial, 9th Cir. 2005; in the Third Circuit only after Riccio v. Sentry Credit, 3d Cir. 2020 en banc);
 * - the creditor called only "our client", or two parties in a reference line with no role (Janetos v. Fulton Friedman
 *   & Gullace, 7th Cir. 2016; Eun Joo Lee v. Forster & Garbus, E.D.N.Y. 2013).
 * Lawful near misses stay silent: the statute's words and their common paraphrases ("within thirty (30) days of
 * receiving this notice", "any part of it"), the Spanish of them, "or any portion thereof" merely left out (Chaperon v.
 * Sontag & Hyman, S.D.N.Y. 2020), the Third Circuit's writing rule where it stood (Graziano v. Harrison, 3d Cir. 1991,
 * before Riccio), and the creditor named in a sentence in any of the ways people write it, in English and Spanish
 * ("you owe this debt to X", "el acreedor actual de su cuenta es X", "usted le debe esta deuda a X", "esta oficina
 * representa a X", "X es el actual dueño de su cuenta"). Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { RULE_IDS } from '../index';
import { ruleOutcome, statuteEraLetter, type RuleOutcome } from './test-letters';

/** The rules a court-found defect of the notice itself is read by (the corpus label validation_notice_defective). */
const NOTICE_RULES = [...RULE_IDS.filter((id) => id.startsWith('vn_')), 'dispute_must_be_in_writing_misstated', 'dispute_conditions_added'];

/** A flag from any of `rules`, else a question from any, else silence. */
const outcomeOf = (rules: readonly string[], text: string, state: string, today = '2016-03-13'): RuleOutcome => {
  const all = rules.map((id) => ruleOutcome(id, text, { state, isFirstContact: true }, today));
  return all.includes('flag') ? 'flag' : all.includes('ask') ? 'ask' : 'silent';
};

/** The March 3, 2016 collector's letter with `notice` as its whole validation notice (Ohio unless said). */
const noticeOutcome = (notice: string, state = 'OH', dated?: { date: string; today: string }): RuleOutcome => {
  const text = statuteEraLetter(notice);
  return outcomeOf(NOTICE_RULES, dated ? text.replace('March 3, 2016', dated.date) : text, state, dated?.today);
};

const STATUTE =
  'Unless you, within thirty days after receipt of this notice, dispute the validity of the debt or any portion thereof, the debt will be assumed to be valid by this office. If you notify this office in writing within the thirty-day period that the debt, or any portion thereof, is disputed, this office will obtain verification of the debt and mail a copy to you. Upon your written request within the thirty-day period, this office will provide you with the name and address of the original creditor, if different from the current creditor.';
const ESTATUTO =
  'A menos que usted, dentro de los treinta días después de recibir este aviso, dispute la validez de la deuda o cualquier parte de ella, esta oficina asumirá que la deuda es válida. Si usted notifica a esta oficina por escrito dentro del período de treinta días que la deuda, o cualquier parte de ella, está en disputa, esta oficina obtendrá la verificación de la deuda y le enviará una copia. A petición suya por escrito dentro del período de treinta días, esta oficina le proporcionará el nombre y la dirección del acreedor original, si es diferente del acreedor actual.';

describe('a statute-era notice as courts found it defective', () => {
  const DEFECTIVE: readonly [string, string, string?][] = [
    [
      'counted from the letter',
      'Unless you dispute the validity of the debt, or any portion thereof, within thirty days from the date of this letter, this office will assume the debt is valid. If you notify this office in writing within thirty days from the date of this letter that the debt, or any portion thereof, is disputed, this office will obtain verification of the debt and mail a copy to you. Upon your written request within thirty days from the date of this letter, this office will provide you with the name and address of the original creditor, if different from the current creditor.',
    ],
    [
      'to a fixed date',
      'Unless you dispute the validity of the debt, or any portion thereof, by March 20, 2016, this office will assume the debt is valid. If you notify this office in writing by March 20, 2016 that the debt, or any portion thereof, is disputed, this office will obtain verification of the debt and mail a copy to you. Upon your written request by March 20, 2016, this office will provide you with the name and address of the original creditor, if different from the current creditor.',
    ],
    ['a shorter period', STATUTE.replace('thirty days after', 'fifteen days after').replace(/the thirty-day period/g, 'fifteen days')],
    [
      '(a)(4) and (a)(5) without writing',
      STATUTE.replace('this office in writing within', 'this office within').replace('Upon your written request', 'Upon your request'),
    ],
    [
      'verification at the collector\u2019s option',
      STATUTE.replace('this office will obtain verification', 'this office may, at its option, obtain verification'),
    ],
    [
      'verification on a call',
      STATUTE.replace(
        'If you notify this office in writing within the thirty-day period that the debt, or any portion thereof, is disputed',
        'If you call or write to this office within the thirty-day period to dispute the debt, or any portion thereof,',
      ).replace('Upon your written request within the thirty-day period', 'If you contact us within the thirty-day period'),
    ],
    [
      '(a)(3) in writing, Ninth Circuit',
      STATUTE.replace(
        'Unless you, within thirty days after receipt of this notice, dispute',
        'Unless you notify this office in writing within thirty days after receipt of this notice that you dispute',
      ),
      'CA',
    ],
    [
      'contado desde la fecha de la carta',
      'A menos que usted dispute la validez de la deuda, o cualquier parte de ella, dentro de los treinta días a partir de la fecha de esta carta, esta oficina asumirá que la deuda es válida. Si usted notifica a esta oficina por escrito dentro de los treinta días a partir de la fecha de esta carta que la deuda está en disputa, esta oficina obtendrá la verificación de la deuda y le enviará una copia. A petición suya por escrito dentro del mismo plazo, esta oficina le proporcionará el nombre y la dirección del acreedor original, si es diferente del acreedor actual.',
    ],
    [
      'verification only with a copy of identification',
      STATUTE.replace('is disputed, this office will obtain', 'is disputed and send us a copy of your photo identification, this office will obtain'),
    ],
    [
      'verification left to the collector\u2019s judgment',
      STATUTE.replace('obtain verification of the debt and mail a copy to you', 'obtain verification of the debt if it deems it necessary'),
    ],
    [
      'the dispute made with the creditor',
      STATUTE.replace(
        'dispute the validity of the debt or any portion thereof, the debt will be assumed',
        'dispute the validity of the debt with the original creditor, the debt will be assumed',
      ),
    ],
    [
      'la disputa hecha con el acreedor',
      ESTATUTO.replace(
        'dispute la validez de la deuda o cualquier parte de ella, esta oficina',
        'dispute la validez de la deuda directamente con el acreedor original, esta oficina',
      ),
    ],
    [
      'la disputa notificada al acreedor',
      ESTATUTO.replace(
        'A menos que usted, dentro de los treinta días después de recibir este aviso, dispute',
        'A menos que usted notifique a nuestro cliente dentro de los treinta días después de recibir este aviso que disputa',
      ),
    ],
    [
      'la verificación a juicio del cobrador',
      ESTATUTO.replace('obtendrá la verificación de la deuda y le enviará una copia', 'obtendrá la verificación de la deuda si lo considera necesario'),
    ],
    ['un plazo más corto', ESTATUTO.replace(/treinta días/g, 'quince días').replace(/del período de quince días/g, 'de los quince días')],
    [
      '(a)(4) y (a)(5) sin escrito',
      ESTATUTO.replace('esta oficina por escrito dentro', 'esta oficina dentro').replace('A petición suya por escrito dentro', 'Si usted lo solicita dentro'),
    ],
    [
      '(a)(3) por escrito, Noveno Circuito',
      ESTATUTO.replace(
        'A menos que usted, dentro de los treinta días después de recibir este aviso, dispute',
        'A menos que usted notifique a esta oficina por escrito dentro de los treinta días después de recibir este aviso que disputa',
      ),
      'CA',
    ],
  ];
  for (const [kind, notice, state] of DEFECTIVE) it(`flags: ${kind}`, () => expect(noticeOutcome(notice, state)).toBe('flag'));

  const LAWFUL: readonly [string, string, string?, { date: string; today: string }?][] = [
    ['the statute', STATUTE],
    [
      'a common paraphrase',
      'Unless you notify this office within thirty (30) days of receiving this notice that you dispute the validity of this debt or any part of it, we will assume this debt is valid. If you notify us in writing within thirty (30) days of receiving this notice that you dispute the debt or any part of it, we will obtain verification of the debt and mail you a copy. If you ask us in writing within thirty (30) days of receiving this notice, we will give you the name and address of the original creditor, if different from the current creditor.',
    ],
    ['el estatuto en español', ESTATUTO],
    [
      'the collector passing the dispute on, and identification asked only if the consumer wishes',
      `${STATUTE} We will forward your dispute to the original creditor. You may, if you wish, send us a copy of your ID with your dispute.`,
    ],

    [
      '"any portion" merely left out (Chaperon)',
      STATUTE.replace(/,? or any portion thereof,?/g, '').replace('that the debt is disputed', 'that the debt is disputed'),
    ],
    [
      '(a)(3) in writing, Third Circuit before Riccio',
      STATUTE.replace(
        'Unless you, within thirty days after receipt of this notice, dispute',
        'Unless you notify this office in writing within thirty days after receipt of this notice that you dispute',
      ),
      'PA',
    ],
  ];
  for (const [kind, notice, state, dated] of LAWFUL) it(`silent: ${kind}`, () => expect(noticeOutcome(notice, state, dated)).toBe('silent'));

  it('flags the (a)(3) writing demand in the Third Circuit once Riccio is the law', () =>
    expect(
      noticeOutcome(
        STATUTE.replace(
          'Unless you, within thirty days after receipt of this notice, dispute',
          'Unless you notify this office in writing within thirty days after receipt of this notice that you dispute',
        ),
        'PA',
        { date: 'January 4, 2021', today: '2021-01-14' },
      ),
    ).toBe('flag'));
});

describe('the creditor owed now, named in a sentence or left unnamed', () => {
  /** The letter with `body` before the statute's notice and `re` as its reference block (no creditor line unless given). */
  const creditorOutcome = (body: string, re = 'Re: Account No. XXXX4521\nBalance Due: $1,245.60', notice = STATUTE): RuleOutcome =>
    outcomeOf(
      ['vn_current_creditor'],
      statuteEraLetter(`${body}\n\n${notice}`).replace('Re: Account No. XXXX4521\nCreditor: First Valley Bank\nBalance Due: $1,245.60', re),
      'OH',
    );

  const UNNAMED: readonly [string, string?, string?][] = [
    ['Our client has referred your account to us for collection.'],
    ['Nuestro cliente nos ha asignado su cuenta para su cobro.', undefined, ESTATUTO],
    ['Esta deuda se le debe a nuestro cliente.', undefined, ESTATUTO],
    ['Esta oficina ha sido contratada por el acreedor actual de su cuenta.', undefined, ESTATUTO],
    ['The above referenced account has been placed with this office for collection.', 'Re: NCOP XI, LLC A/P/O CAPITAL ONE\nBalance Due: $1,245.60'],
    ['The above referenced account has been placed with this office for collection.', 'Re: Metro on 19th/Chamberlin & Assoc\nBalance Due: $1,245.60'],
  ];
  for (const [body, re, notice] of UNNAMED) it(`flags: ${body} ${re ?? ''}`, () => expect(creditorOutcome(body, re, notice)).toBe('flag'));

  const NAMED: readonly [string, string?][] = [
    ['Your account has been placed with our office for collection.', 'Re: Account No. XXXX4521\nCreditor: First Valley Bank\nBalance Due: $1,245.60'],
    ['This office represents Midland Funding LLC, the current creditor of your account.'],
    ['You owe this debt to Midland Funding LLC.'],
    ['The balance is owed to Midland Funding LLC.'],
    ['El acreedor actual de su cuenta es Midland Funding LLC.'],
    ['Esta oficina representa a Midland Funding LLC, el acreedor actual de su cuenta.'],
    ['Midland Funding LLC, el actual acreedor de esta deuda, nos ha encargado su cobro.'],
    ['Midland Funding LLC es el actual dueño de su cuenta.'],
    ['Usted le debe esta deuda a Midland Funding LLC.'],
    ['La deuda se le debe actualmente a Midland Funding LLC.'],
    ['Esta oficina ha sido contratada por Midland Funding LLC para cobrar esta deuda.'],
  ];
  for (const [body, re] of NAMED) {
    it(`silent (English notice): ${body}`, () => expect(creditorOutcome(body, re)).toBe('silent'));
    it(`silent (Spanish notice): ${body}`, () => expect(creditorOutcome(body, re, ESTATUTO)).toBe('silent'));
  }
});
