/**
 * Court papers called only a notice of the claim, or said to need no answer or appearance once the consumer calls, pays or takes a
 * plan (issue 26, open law letter W537; its twin W538 is the lawful near miss). Tests, not the measure.
 *
 * The law: a debt collector may not falsely represent or imply that documents are not legal process forms or do not require
 * action by the consumer (15 U.S.C. 1692e(15); 12 CFR 1006.18(b)(1)(viii)). A filed petition and a served citation (a summons, a
 * complaint, "la demanda", "la citación", "el emplazamiento") carry the court's deadline to answer; a consumer told that they are
 * only a notice, or that no answer or appearance is needed if she calls, pays or sets up a payment plan, can lose by default. A
 * call or a plan with the collector does not answer the court; only a dismissal ends the deadline.
 *
 * What was missed on the start code: papers named only as "the documents / papers our client filed", "court documents", "los
 * documentos / papeles que nuestro cliente presentó", "interpuso una demanda", "la petición"; the papers said to be "only / nothing
 * more than a notice (of the claim)", "simply notification", "only informational", "solo / únicamente un aviso / una notificación",
 * "no son más que un aviso", "solamente informativos", "require nothing further from you", "no requiere nada de su parte"; the
 * answer or appearance said unneeded as "need not file anything with the court", "no need to show up", "not obligated to answer",
 * "skip the court date", "don't worry about answering", "no es necesario que presente ninguna respuesta", "no tendrá que
 * contestar", "no está obligada a presentarse", "no hace falta que asista a la audiencia", "no será necesario comparecer", "puede
 * ignorar la fecha de audiencia"; and a court step said unneeded on a payment to come ("if you pay today"), which was read as the
 * lawful "if you have already paid".
 *
 * Near misses (what the law allows): the papers described truly (a lawsuit; a written answer due; a default judgment if none; a
 * plan that does not replace the answer), a lawyer urged, a settlement offered beside the deadline said to still run, a suit not
 * filed described as possible, a court step said unneeded once the court has dismissed the case, a warning not to ignore the
 * papers, and a call to the collector said unneeded beside the answer said due.
 */
import { describe, expect, it } from 'vitest';
import { runRule } from './test-letters';

const firmLetter = (body: string): string =>
  [
    'HOLLOWAY & REESE, PLLC\nAttorneys at Law\n2200 Ross Ave, Suite 900\nDallas, TX 75201\n(214) 555-0188',
    'April 14, 2026',
    'Ms. Renata Ibarra\n4410 Gaston Ave\nDallas, TX 75246',
    'Re: Northgate Funding, LLC / account ending 7312\nBalance: $3,105.40',
    'Dear Ms. Ibarra:',
    body,
    'Sincerely,\nHolloway & Reese, PLLC',
    'This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.',
  ].join('\n\n');

const cartaBufete = (body: string): string =>
  [
    'BUFETE SALAS & QUINTERO, PLLC\nAbogados\n801 W Nolana Ave, Suite 12\nMcAllen, TX 78504\n(956) 555-0177',
    '14 de abril de 2026',
    'Sra. Graciela Montoya\n2207 Pecan Blvd\nMcAllen, TX 78501',
    'Ref.: Northgate Funding, LLC — cuenta XXXX7312\nSaldo: $3,105.40',
    'Estimada Sra. Montoya:',
    body,
    'Atentamente,\nBufete Salas & Quintero, PLLC',
    'Esta comunicación proviene de un cobrador de deudas. Estamos tratando de cobrar una deuda y cualquier información que obtengamos se usará con ese fin.',
  ].join('\n\n');

const email = (subject: string, body: string): string =>
  [
    'From: collections@hollowayreese.example\nTo: r.ibarra@example.com\nDate: April 14, 2026\nSubject: ' + subject,
    body,
    'Holloway & Reese, PLLC, Dallas, TX. This communication is from a debt collector.',
  ].join('\n\n');

const text = (body: string): string => `Text message from (214) 555-0188, April 14, 2026:\n\n${body}\n\nThis is a debt collector.`;

const flagged = (letter: string, answers: Record<string, unknown> = {}): boolean =>
  runRule('legal_process_misdescribed', letter, { allPagesUploaded: true, ...answers }, 'TX', '2026-04-20').flagged;

describe('court papers called only a notice, or said to need no answer on a call, a payment or a plan', () => {
  it.each([
    // English, a law firm's cover letter.
    firmLetter(
      "With this letter you will find copies of the papers our client has filed in the County Court at Law. These papers are nothing more than a notice of our client's claim, and you need not file anything with the court if you phone us by May 1 to arrange monthly payments.",
    ),
    firmLetter(
      'The petition and citation served on you last week are simply notification of the amount claimed. As long as a payment arrangement is in place, there is no need to show up at the courthouse.',
    ),
    firmLetter(
      "Our client has sued you, and a copy of the complaint is attached. Don't worry about answering it: once you agree to a payment plan, the complaint requires nothing further from you.",
    ),
    firmLetter('You were served with a summons on April 2. You are not obligated to answer it so long as you stay in touch with our office.'),
    firmLetter(
      'Enclosed are the documents our client filed regarding your credit card. If you pay $250 by Friday, you will not need to respond to the court or attend the hearing.',
    ),
    // An e-mail and a text.
    email(
      'Your court documents',
      'Ms. Ibarra, the court documents that were delivered to your home are only informational. Once your plan is set up with us, you are not required to submit an answer.',
    ),
    text('HOLLOWAY & REESE: The lawsuit papers we mailed you are just a claim notice. Call 214-555-0188 today for a plan and you can skip the court date.'),
    // Spanish.
    cartaBufete(
      'Le enviamos copia de los papeles que nuestro cliente presentó en el juzgado. Estos papeles son únicamente una notificación del reclamo; no tendrá que contestar nada ante el juez si nos llama antes del viernes.',
    ),
    cartaBufete(
      'La demanda y el emplazamiento que le fueron entregados no son más que un aviso. Mientras mantenga un plan de pagos con nosotros, no está obligada a presentarse en la corte.',
    ),
    cartaBufete(
      'Nuestro cliente interpuso una demanda en su contra y le adjuntamos la petición. Si establece un plan de pagos, la petición no requiere nada de su parte y no será necesario comparecer.',
    ),
    email(
      'Documentos del tribunal',
      'Sra. Montoya: los documentos del tribunal que usted recibió son solamente informativos. No hace falta que asista a la audiencia ni que presente una contestación; basta con que nos llame para acordar un plan.',
    ),
    text('BUFETE SALAS: Usted recibió la citación del juzgado. No se preocupe, puede ignorar la fecha de audiencia si paga hoy $150. Llame al 956-555-0177.'),
    cartaBufete(
      'Adjunto encontrará los documentos que su acreedor presentó sobre su cuenta. No es necesario que presente ninguna respuesta por escrito si llama a nuestra oficina para acordar un plan.',
    ),
  ])('flags: %s', (letter) => {
    expect(flagged(letter)).toBe(true);
  });

  it('flags once the consumer says a suit was filed, the letter naming no papers', () => {
    expect(
      flagged(
        firmLetter(
          'About the case our client brought on this account: these are only claim papers, and you will not have to go before the judge if you call us.',
        ),
        {
          lawsuitFiled: true,
        },
      ),
    ).toBe(true);
    expect(
      flagged(cartaBufete('No se preocupe por el caso: no tendrá que acudir al tribunal si acepta un plan de pagos con nuestra oficina.'), {
        lawsuitFiled: true,
      }),
    ).toBe(true);
  });
});

describe('court papers described truly, and suits not filed, stay silent', () => {
  it.each([
    firmLetter(
      'Enclosed are the petition and citation our client filed against you in the Justice Court. This is a lawsuit. You must file a written answer with the court within the time the citation gives; if you do not, the court may enter a default judgment against you. Setting up a payment plan with us does not replace your answer.',
    ),
    cartaBufete(
      'Le adjuntamos la demanda y la citación que nuestro cliente presentó ante el Juzgado de Paz. Debe presentar su contestación por escrito dentro del plazo que indica la citación; de lo contrario, el juez puede dictar sentencia en rebeldía. Llamarnos no sustituye su respuesta al tribunal.',
    ),
    cartaBufete(
      'Adjunto encontrará los documentos que nuestro cliente presentó en el juzgado. No es necesario que nos llame; lo que sí debe hacer es contestar la demanda ante el tribunal dentro del plazo.',
    ),
    firmLetter('The summons served on you sets a deadline to answer. You do not need a lawyer to file an answer, but we encourage you to speak with one.'),
    firmLetter(
      'A copy of the complaint our client filed is enclosed. We are willing to settle the account for $1,900. Settlement talks do not stop the deadline in the summons; you still must answer the complaint by the date it states.',
    ),
    firmLetter(
      "No lawsuit has been filed. This letter is only a notice of our client's claim, and if a suit is filed, you will be served and will need to answer it.",
    ),
    cartaBufete(
      'Esta carta es solo un aviso de cobro; no se ha presentado ninguna demanda. Si nuestro cliente presenta una demanda, usted recibirá una citación y deberá contestarla.',
    ),
    firmLetter(
      'Enclosed is the petition filed against you. If we reach an agreement, we will ask the court to dismiss the case; until then you must answer by the deadline, and once the case has been dismissed, you will not need to appear.',
    ),
    firmLetter('The enclosed summons sets a hearing for May 12. Do not miss the hearing or ignore the summons.'),
    email(
      'Your court documents',
      'Ms. Ibarra, the court documents that were delivered to your home require a written answer. Please read them carefully and answer by the date they state.',
    ),
  ])('stays silent: %s', (letter) => {
    expect(flagged(letter)).toBe(false);
  });
});
