import { createLocalizer, type Lang } from '@debtshield/analyzer';

/**
 * The notes that come with a letter to a debt collector (packages/letters: how to send it, what not to
 * add, the dates that matter, revival of an old debt), in the reader's language (issue 12: "letters to
 * collectors stay in English", but the notes are for the person). The letter itself stays English. As
 * for the analyzer (decision 013) and the tracker (decision 021): English templates with {0}…, the
 * Spanish with the same keys; values (dates, amounts, state names) kept, English dates written the
 * Spanish way; a note not found stays English (the coverage test lists the letters it checks).
 */
export const LETTER_NOTES_EN = {
  legalInfo: 'This is legal information, not legal advice. For advice about your situation, talk to a consumer lawyer or a legal aid office.',
  signAndCopy:
    'Print the letter, sign it by hand on the signature line, and keep a copy of the letter and of everything you enclose (copies only, never originals).',
  certified: 'Send it by certified mail with return receipt requested, and keep the mailing receipt and the green card: they prove when it was received.',
  noAdmission:
    'Do not add anything that says the debt is yours, promises a payment, or gives bank or card details. In many states a written acknowledgment or a payment can restart the time in which you can be sued, and account details give the collector access to your money.',
  lawsuit:
    'You told us a lawsuit has been filed. A letter does not answer a lawsuit: respond to the court by the deadline on the summons, or you can lose by default. Talk to a consumer lawyer or legal aid now.',
  fillIn: 'Fill in every part in [SQUARE BRACKETS] before you send the letter, and delete any line that does not apply.',
  validationEnds:
    "The collector's letter gives {0} as the end of the validation period. Send this letter well before that date: a written dispute or original-creditor request made by then requires the collector to stop collecting until it answers (15 U.S.C. 1692g(b); 12 CFR 1006.38).",
  validationEnded:
    "The validation period the collector's letter gives ended on {0}. A dispute sent now is still worth sending (the collector must report the debt as disputed if it reports it, 15 U.S.C. 1692e(8)), but the collector does not have to stop collecting while it answers.",
  oneYear:
    "If you decide to bring a claim over the problems this letter lists, the FDCPA allows one year from the violation (15 U.S.C. 1692k(d)); counted from the collector's letter that is around {0}. Do not wait until the last weeks.",
  revival:
    'Revival risk: before you pay anything on an old debt, or put anything in writing about it, know that a payment or a written acknowledgment can restart the time in which you can be sued. {0} Nothing in this letter admits the debt or promises a payment; keep it that way if you change it.',
  revivalGeneral:
    'In most states a partial payment or a written acknowledgment made before the limitations period runs out restarts it; after it has run out, many states revive the debt by a signed written acknowledgment or a new promise to pay, and some also by a partial payment.',
  revivalCA:
    'California: an acknowledgment or promise revives a debt only if it is in a signed writing, and a payment by itself does not revive a debt once it is time-barred (Cal. Code Civ. Proc. 360); since 2018, suits after the 4-year period are barred on the accounts Code Civ. Proc. 337(d) covers.',
  revivalMA: 'Massachusetts: an acknowledgment must be in writing to restart the period (Mass. Gen. Laws c. 260, § 13).',
  revivalNY:
    'New York: for consumer credit debts, a payment, affirmation or other activity after the period has run does not revive the debt (N.Y. CPLR 214-i).',
  revivalTX: 'Texas: a debt buyer may not sue after the period has run, and a payment or acknowledgment does not revive the debt (Tex. Fin. Code 392.307).',
  revivalCT:
    'Connecticut: a creditor or agency that bought the debt may not sue after the period has run, and a later payment or affirmation does not extend it (Conn. Gen. Stat. 36a-814).',
  revivalWI: 'Wisconsin: the reference reports that when the period runs out the debt itself is extinguished (Wis. Stat. 893.05; not verified).',
  revivalMS: 'Mississippi: the reference reports that when the period runs out the debt itself is extinguished (Miss. Code 15-1-3; not verified).',
  revivalNC: 'North Carolina: a payment after the period has run revives the debt only if the circumstances show the obligation was acknowledged.',
  reporting: 'Paying or acknowledging a debt never restarts the 7-year credit-reporting period (15 U.S.C. 1681c).',
  verificationVaries:
    'The collector does not have to send every document you ask for, and courts differ on what "verification" requires. What matters is that it stops collecting until it answers, and reports the debt as disputed.',
  waitBeforeCease:
    'Wait for the answer before sending a cease-communication letter: after a cease letter the collector may send you no more information about the debt.',
  amountNotStated:
    "The amount you asked to dispute ({0}) is not an amount the collector's letter states, so the letter disputes {1} instead. If you dispute only part of it, you can add a sentence saying which part.",
  asEntered: 'as entered',
  amountClaimed: 'the amount the collector claims ({0})',
  amountClaimedBare: 'the amount the collector claims',
  enclosures:
    'If you have statements or receipts that show a different amount (payments the collector left out, for example), enclose copies and list them under Enclosures.',
  notRunOut:
    'Careful: by the dates we have, the limitations period in {0} has not run out (it runs out on {1}). Send this letter only if you have reason to think those dates are wrong; otherwise a dispute and request for verification fits better.',
  notRunOutBare:
    'Careful: from what you told us, the limitations period in {0} has not run out. Send this letter only if you have reason to think otherwise; otherwise a dispute and request for verification fits better.',
  noPayment:
    'Do not make any payment, even a small one, and do not agree to a payment plan on this debt before you understand the revival rules of your state.',
  ifSued:
    'If you are ever sued on this debt, do not ignore the papers: the statute of limitations generally has to be raised in court by you or your lawyer, and you can lose by default if you do not respond.',
  periodsDiffer:
    'Limitations periods differ by state and by type of debt, and the date they start from is a legal question: the period shown here is an estimate from the dates we had.',
  periodsDifferNoDate:
    "Limitations periods differ by state and by type of debt, and the date they start from is a legal question: no date was counted here, so this letter rests on what you know of the debt's age.",
  stillReported:
    'A debt past the statute of limitations can still appear on your credit report until the 7-year reporting period ends (15 U.S.C. 1681c); the two periods are independent.',
  ceaseEffect:
    'A cease letter takes effect when the collector receives it. It does not cancel the debt: the collector or the creditor can still sue (unless the debt is past the statute of limitations) and can still report it to the credit bureaus.',
  verifyFirst: 'Consider asking for verification first (a dispute letter): after a cease letter the collector may send you no more information about the debt.',
  afterCease:
    'If the collector contacts you after receiving this letter for any reason other than the three the law allows, keep what it sent and note the date: that may be a violation of 15 U.S.C. 1692c(c).',
  limitsEffect:
    'These limits take effect when the collector receives the letter. If it contacts you at a time, place or by a medium you excluded, keep a record (date, time, what was said).',
  percentOffer: 'The letter states your offer as a percentage because we do not know the balance; you can replace it with a dollar amount.',
  noOffer: 'No valid offer was given: write the amount you offer where the letter says [OFFER AMOUNT].',
  originalOnly:
    'This letter asks only for the original creditor. It does not dispute the debt: if you also dispute it, send the dispute and request for verification instead (it includes this request).',
  listWhatHappened:
    'List only what really happened, with dates. Keep your evidence (letters, envelopes, voicemails, screenshots, call logs) and copies of this letter.',
  duplicative:
    'A collector may answer a dispute that repeats an earlier one, with no new information, by saying it is duplicative (12 CFR 1006.38(d)(2)(ii)). If you have anything new (statements, receipts, a reason the reply is wrong), enclose copies and list them under Enclosures.',
  keepCollecting:
    'If the collector keeps collecting without sending verification, keep every letter and note every call: you can file a complaint with the CFPB (consumerfinance.gov/complaint) and your state attorney general.',
  payAfterAgreement:
    'Do not pay anything until you have the signed written agreement, and check that it says what the letter asks for (full and final settlement, no further collection or sale of the rest, how it will be reported).',
  payMethod:
    "Pay by cashier's check or money order, or another method that gives no access to your bank account or card, and keep proof of payment. Do not give card or bank details by phone.",
  payForDelete:
    "Pay-for-delete caution: no law requires a collector to delete accurate information in exchange for payment, and none forbids it, but a furnisher must not report information it knows is inaccurate and must correct and update what it reports (15 U.S.C. 1681s-2(a)(1), (a)(2)). Many collectors refuse. A collector deleting its own entry does not remove the original creditor's charge-off. Never count on deletion: it is worth something only if the signed written agreement says so.",
  taxable: 'A forgiven balance may count as taxable income (creditors typically send IRS Form 1099-C when $600 or more is forgiven). Ask a tax adviser.',
  afterPaying: 'After paying, ask for a letter confirming the account is settled, and check your credit reports 30 to 60 days later.',
  claimWithinYear:
    "A claim under the FDCPA must be brought within one year of the violation (15 U.S.C. 1692k(d)). A consumer-protection lawyer can tell you whether your facts support one. The FDCPA makes a collector that loses pay the consumer's reasonable attorney's fees (1692k(a)(3)), so many consumer lawyers take these cases without an upfront fee.",
  // The enhance flow: why each change was made, and the tips (enhance-letter.ts, screen-statements.ts).
  readsAsAdmitting: '"{0}" reads as admitting the debt is yours; replaced with "{1}". {2}',
  dangerAdmission:
    'Admits the debt or describes it as yours. In many states a written acknowledgment can restart the time in which you can be sued, and it can be used against you if you dispute the debt.',
  dangerPromise:
    'Promises a payment. A written promise to pay can revive an old debt in many states, and it commits you before you have verification or a signed written agreement.',
  dangerBank:
    'Gives bank or card details or permission to take money. Never give a debt collector access to an account: pay, if you ever do, by a method you control and only after a signed written agreement.',
  dangerSsn: 'Gives your Social Security number. A debt collector does not need it from you in a letter, and it is a fraud risk.',
  whyClearDispute:
    'A clear written statement that you dispute the debt and ask for verification is what obliges the collector to verify it (15 U.S.C. 1692g(b); 12 CFR 1006.38(d)(2)).',
  whyClosing: 'A closing with a signature line: sign by hand before mailing.',
  whyDeadline: 'A deadline for the written agreement, so the offer does not stay open indefinitely.',
  whyReported: 'A disputed debt must be reported as disputed if it is reported at all (15 U.S.C. 1692e(8)).',
  whySalutation: 'A salutation.',
  whyItems:
    'Adds the validation items your letter does not ask for yet (15 U.S.C. 1692g(a); 12 CFR 1006.34(c)): the collector need not send all of them, but asking puts the question on record.',
  whyDeletion:
    'Asks for deletion without demanding it: no law requires a collector to delete accurate information, and a promise of deletion counts only in writing.',
  whyVerification: 'Asks for verification in so many words: that is what obliges the collector to verify before collecting more (15 U.S.C. 1692g(b)).',
  whyStop: 'Asks the collector to stop collecting until it verifies, as 15 U.S.C. 1692g(b) and 12 CFR 1006.38(d)(2)(i) require after a timely written dispute.',
  whyCertified: 'Certified mail with return receipt proves the collector received your letter and when.',
  whyInWriting: 'Gets the settlement in writing before any money moves: full and final, no collection or resale of the rest, how it will be reported.',
  whyIdentifies:
    'Identifies you, the collector and the account (last 4 digits only) so the letter is matched to the right account. Blanks are marked where we do not know the details.',
  whyProblems: "Names the problems found in the collector's letter, each with its own words and the law it appears to break, so the collector knows you know.",
  whyLast4: 'Only the last 4 digits of an account number belong in a letter; the full number helps identity thieves and adds nothing the collector needs.',
  whyPayMethod: 'Pays only by a method that gives the collector no access to your accounts.',
  whyNoAdmission: 'Says plainly that the letter admits nothing and promises nothing: in many states a written acknowledgment can restart the time to sue.',
  whyTimeBarred:
    'States the time-barred position without admitting the debt: suing or threatening to sue on a time-barred debt is prohibited (12 CFR 1006.26(b)).',
  whyAmount:
    "States which amount you dispute (an amount from the collector's own letter) and asks what authorizes each fee and interest charge (15 U.S.C. 1692f(1)).",
  whyOriginal:
    "The request for the original creditor, in the model form's words; made in writing within the validation period, it pauses collection until answered (15 U.S.C. 1692g(a)(5), (b)).",
  whyCease: 'The written request to stop communicating, with the three things the collector may still tell you (15 U.S.C. 1692c(c)).',
  whyOwnDispute: 'Your own words disputing the debt: kept as written.',
  whyOwnWords: 'Your own words: nothing in them admits the debt, promises a payment or gives account details.',
  whyOffer: 'Restates your offer, with your amount, as a conditional offer: no admission, and nothing is owed under it until a written agreement is signed.',
  tipPhone: 'Do not discuss the debt by phone while you wait: anything you say can be used, and a phone call is not a written dispute.',
  tipNoPay: 'Do not pay anything until you hold the signed written agreement.',
  tipCalendar:
    'Mark your calendar 30 days out. If the collector keeps collecting without answering, or contacts you in ways you asked it not to, keep everything and consider a complaint to the CFPB (consumerfinance.gov/complaint) and your state attorney general.',
  tipPrint:
    'Print it, fill in anything in [SQUARE BRACKETS], sign it by hand, and keep a copy of the letter and of everything you enclose (copies, never originals).',
  tipReread: 'Read the enhanced letter once more in your own voice and change anything that is not true for you; do not add admissions or promises back.',
  tipCertified: 'Send it by certified mail with return receipt requested; keep the receipt and the green card.',
  tipSendBefore:
    "Send it well before {0}, the end of the validation period the collector's letter gives: a written dispute made by then makes the collector stop collecting until it answers.",
  tipEnded:
    "The collector's validation period ended on {0}: the collector must still report the debt as disputed, but it does not have to stop collecting while it answers.",
  tipTookOut:
    'We took out statements that could hurt you (listed in the changes). Keep them out of anything you send the collector, including emails and online forms.',
  // Letters to the credit bureaus and furnishers (the credit center; packages/letters).
  directNoSuit:
    'A direct dispute gives you no right to sue the furnisher (15 U.S.C. 1681s-2(c)). Dispute with the credit bureaus as well: only a dispute through a bureau lets you sue a furnisher that fails to investigate (15 U.S.C. 1681s-2(b)).',
  stillReportable:
    'By the date you gave ({0}), this item may still be reported until {1}, so the letter asks the bureau to check the delinquency date rather than claiming the item is too old. If the report shows a later delinquency date than the real one, that is re-aging and you can dispute it as inaccurate.',
  checkBureauAddress:
    "Check the bureau's current dispute mailing address on its website before mailing: the address in the letter is the one our legal reference lists, and these addresses change.",
  checkDelinquency:
    'Check the date the delinquency began (the first missed payment that was never made up) before sending: the 7-year limit runs from 180 days after it, and payments or a sale of the debt do not reset it.',
  freeReport:
    'Each bureau gives you a free report every 12 months at annualcreditreport.com (15 U.S.C. 1681j(a)); a free disclosure is also due after a denial based on your report, if you are unemployed and job-seeking, on public assistance, or a fraud victim (1681j(b)–(d)). Otherwise the bureau may charge a fee the law caps.',
  ftcFirst:
    'File the identity theft report first, at IdentityTheft.gov (the FTC) or with the police: the bureau needs a copy to block the items (15 U.S.C. 1681c-2(a); 12 CFR 1022.3(i)).',
  blockNeeds:
    'Identity theft block: the bureau must block the items within 4 business days only once it has proof of your identity, an identity theft report, the items identified, and your statement (15 U.S.C. 1681c-2(a)). An identity theft report means a report filed with a law-enforcement agency, where a false report is a crime (15 U.S.C. 1681a(q)(4)); whether an IdentityTheft.gov report alone is enough was not verified in our reference.',
  stillNoAnswer: 'If the bureau still does not answer, you may file a complaint with the CFPB once the dispute is more than 45 days old.',
  ifItemStays:
    'If the item stays, you can add a short statement of dispute to your file (15 U.S.C. 1681i(b)), ask for the method of verification, and dispute directly with the furnisher. Always dispute with the bureau as well: only a dispute through a bureau gives you a right to sue a furnisher that fails to investigate (15 U.S.C. 1681s-2(b)).',
  furnisherAddress:
    'Send it to the address the furnisher gives for disputes on your credit report; if there is none, any business address of the furnisher will do (12 CFR 1022.43(c)).',
  printedAddress:
    "The address on this letter is the one printed on your own {0} report (page {1}), which bureaus use to say where disputes go. Check it on the bureau's website before mailing if the report is old.",
  bureauDays:
    'The bureau has {0} days from receiving your letter to finish (15 U.S.C. 1681i(a)(1)); it can extend once by up to 15 days if you send more information during that time. If it calls the dispute frivolous, it must tell you why within 5 business days (15 U.S.C. 1681i(a)(3)).',
  movDays: 'The bureau must answer within 15 days of receiving this request (15 U.S.C. 1681i(a)(7)); the follow-up date allows for the mail.',
  blockDays:
    'The bureau must block the items within 4 business days of receiving everything; it may decline or remove a block it finds was obtained in error or by a false statement (15 U.S.C. 1681c-2(c)). Only list items that are not yours.',
  fileDisclosure:
    'This request asks the bureau to show you everything in your file (FCRA 609, 15 U.S.C. 1681g). It disputes nothing and deletes nothing: to correct an item, dispute it once you have seen the file.',
  ownWordsAccount: 'Write in your own words where you can: add a sentence about what you know of the account.',
  ownWordsFurnisher:
    'Write it in your own words: a furnisher may ignore a dispute it reasonably believes was prepared by a credit repair organization or on its form (12 CFR 1022.43(b); 15 U.S.C. 1681s-2(a)(8)(G)).',
} as const;

export type LetterNoteKey = keyof typeof LETTER_NOTES_EN;

export const LETTER_NOTES_ES: Record<LetterNoteKey, string> = {
  legalInfo:
    'Esto es información legal, no asesoría legal. Para recibir asesoría sobre su situación, hable con un abogado de protección al consumidor o una oficina de asistencia legal.',
  signAndCopy: 'Imprima la carta, fírmela a mano en la línea de firma y guarde una copia de la carta y de todo lo que adjunte (solo copias, nunca originales).',
  certified: 'Envíela por correo certificado con acuse de recibo y guarde el comprobante de envío y la tarjeta verde: prueban cuándo se recibió.',
  noAdmission:
    'No agregue nada que diga que la deuda es suya, que prometa un pago ni que dé datos bancarios o de tarjetas. En muchos estados un reconocimiento por escrito o un pago pueden reiniciar el plazo en que pueden demandarlo, y los datos de sus cuentas le dan al cobrador acceso a su dinero.',
  lawsuit:
    'Usted nos dijo que se presentó una demanda. Una carta no responde a una demanda: responda al tribunal dentro del plazo que indica la citación, o puede perder por falta de respuesta. Hable ya con un abogado de protección al consumidor o con asistencia legal.',
  fillIn: 'Complete cada parte entre [CORCHETES] antes de enviar la carta y borre cualquier línea que no corresponda.',
  validationEnds:
    'La carta del cobrador indica el {0} como fin del período de validación. Envíe esta carta mucho antes de esa fecha: una disputa por escrito o una solicitud del acreedor original hecha a tiempo obliga al cobrador a dejar de cobrar hasta que responda (15 U.S.C. 1692g(b); 12 CFR 1006.38).',
  validationEnded:
    'El período de validación que indica la carta del cobrador terminó el {0}. Igual vale la pena enviar una disputa ahora (si el cobrador informa la deuda, debe informarla como disputada, 15 U.S.C. 1692e(8)), pero el cobrador no tiene que dejar de cobrar mientras responde.',
  oneYear:
    'Si decide presentar un reclamo por los problemas que enumera esta carta, la FDCPA da un año desde la violación (15 U.S.C. 1692k(d)); contado desde la carta del cobrador, eso es alrededor del {0}. No espere hasta las últimas semanas.',
  revival:
    'Riesgo de reactivación: antes de pagar cualquier cosa de una deuda antigua, o de poner algo por escrito sobre ella, sepa que un pago o un reconocimiento por escrito pueden reiniciar el plazo en que pueden demandarlo. {0} Nada en esta carta reconoce la deuda ni promete un pago; manténgala así si la modifica.',
  revivalGeneral:
    'En la mayoría de los estados, un pago parcial o un reconocimiento por escrito hecho antes de que venza el plazo de prescripción lo reinicia; después de vencido, muchos estados reactivan la deuda con un reconocimiento por escrito firmado o una nueva promesa de pago, y algunos también con un pago parcial.',
  revivalCA:
    'California: un reconocimiento o una promesa reactivan una deuda solo si constan por escrito y firmados, y un pago por sí solo no reactiva una deuda ya prescrita (Cal. Code Civ. Proc. 360); desde 2018, las demandas después del plazo de 4 años están prohibidas en las cuentas que cubre Code Civ. Proc. 337(d).',
  revivalMA: 'Massachusetts: un reconocimiento debe constar por escrito para reiniciar el plazo (Mass. Gen. Laws c. 260, § 13).',
  revivalNY:
    'Nueva York: en las deudas de crédito al consumo, un pago, una afirmación u otra actividad después de vencido el plazo no reactiva la deuda (N.Y. CPLR 214-i).',
  revivalTX:
    'Texas: un comprador de deudas no puede demandar después de vencido el plazo, y un pago o un reconocimiento no reactiva la deuda (Tex. Fin. Code 392.307).',
  revivalCT:
    'Connecticut: un acreedor o una agencia que compró la deuda no puede demandar después de vencido el plazo, y un pago o una afirmación posteriores no lo extienden (Conn. Gen. Stat. 36a-814).',
  revivalWI: 'Wisconsin: la referencia indica que, al vencer el plazo, la deuda misma se extingue (Wis. Stat. 893.05; no verificado).',
  revivalMS: 'Misisipi: la referencia indica que, al vencer el plazo, la deuda misma se extingue (Miss. Code 15-1-3; no verificado).',
  revivalNC: 'Carolina del Norte: un pago después de vencido el plazo reactiva la deuda solo si las circunstancias muestran que se reconoció la obligación.',
  reporting: 'Pagar o reconocer una deuda nunca reinicia el período de 7 años de los informes de crédito (15 U.S.C. 1681c).',
  verificationVaries:
    'El cobrador no tiene que enviar todos los documentos que usted pida, y los tribunales no coinciden sobre lo que exige la "verificación". Lo importante es que deje de cobrar hasta responder y que informe la deuda como disputada.',
  waitBeforeCease:
    'Espere la respuesta antes de enviar una carta de cese de comunicaciones: después de una carta de cese, el cobrador puede no enviarle más información sobre la deuda.',
  amountNotStated:
    'El monto que usted pidió disputar ({0}) no es un monto que indique la carta del cobrador, así que la carta disputa {1}. Si solo disputa una parte, puede agregar una oración que diga cuál.',
  asEntered: 'tal como lo escribió',
  amountClaimed: 'el monto que reclama el cobrador ({0})',
  amountClaimedBare: 'el monto que reclama el cobrador',
  enclosures:
    'Si tiene estados de cuenta o recibos que muestran un monto distinto (por ejemplo, pagos que el cobrador omitió), adjunte copias y enumérelas en Documentos adjuntos.',
  notRunOut:
    'Cuidado: según las fechas que tenemos, el plazo de prescripción en {0} no ha vencido (vence el {1}). Envíe esta carta solo si tiene motivos para creer que esas fechas están mal; de lo contrario, es mejor una disputa con solicitud de verificación.',
  notRunOutBare:
    'Cuidado: según lo que nos dijo, el plazo de prescripción en {0} no ha vencido. Envíe esta carta solo si tiene motivos para creer lo contrario; de lo contrario, es mejor una disputa con solicitud de verificación.',
  noPayment:
    'No haga ningún pago, ni siquiera uno pequeño, ni acepte un plan de pagos de esta deuda antes de entender las reglas de reactivación de su estado.',
  ifSued:
    'Si alguna vez lo demandan por esta deuda, no ignore los documentos: por lo general, la prescripción tiene que plantearla ante el tribunal usted o su abogado, y puede perder por falta de respuesta si no responde.',
  periodsDiffer:
    'Los plazos de prescripción varían según el estado y el tipo de deuda, y la fecha desde la que corren es una cuestión legal: el plazo que se muestra aquí es una estimación con las fechas que teníamos.',
  periodsDifferNoDate:
    'Los plazos de prescripción varían según el estado y el tipo de deuda, y la fecha desde la que corren es una cuestión legal: aquí no se contó ninguna fecha, así que esta carta se basa en lo que usted sabe de la antigüedad de la deuda.',
  stillReported:
    'Una deuda prescrita puede seguir apareciendo en su informe de crédito hasta que termine el período de 7 años (15 U.S.C. 1681c); los dos plazos son independientes.',
  ceaseEffect:
    'Una carta de cese surte efecto cuando el cobrador la recibe. No cancela la deuda: el cobrador o el acreedor aún pueden demandar (salvo que la deuda esté prescrita) y aún pueden informarla a las agencias de informes de crédito.',
  verifyFirst:
    'Considere pedir primero la verificación (una carta de disputa): después de una carta de cese, el cobrador puede no enviarle más información sobre la deuda.',
  afterCease:
    'Si el cobrador se comunica con usted después de recibir esta carta por un motivo distinto de los tres que permite la ley, guarde lo que envió y anote la fecha: puede ser una violación de 15 U.S.C. 1692c(c).',
  limitsEffect:
    'Estos límites surten efecto cuando el cobrador recibe la carta. Si se comunica con usted en un horario, lugar o medio que usted excluyó, anótelo (fecha, hora, lo que se dijo).',
  percentOffer: 'La carta indica su oferta como porcentaje porque no conocemos el saldo; puede reemplazarlo por un monto en dólares.',
  noOffer: 'No se indicó una oferta válida: escriba el monto que ofrece donde la carta dice [OFFER AMOUNT].',
  originalOnly:
    'Esta carta solo pide el nombre del acreedor original. No disputa la deuda: si también la disputa, envíe en su lugar la disputa con solicitud de verificación (incluye este pedido).',
  listWhatHappened:
    'Incluya solo lo que realmente pasó, con fechas. Guarde sus pruebas (cartas, sobres, mensajes de voz, capturas de pantalla, registros de llamadas) y copias de esta carta.',
  duplicative:
    'Un cobrador puede responder a una disputa que repite otra anterior sin información nueva diciendo que es duplicada (12 CFR 1006.38(d)(2)(ii)). Si tiene algo nuevo (estados de cuenta, recibos, una razón por la que la respuesta está mal), adjunte copias y enumérelas en Documentos adjuntos.',
  keepCollecting:
    'Si el cobrador sigue cobrando sin enviar la verificación, guarde cada carta y anote cada llamada: puede presentar una queja ante la CFPB (consumerfinance.gov/complaint) y ante el fiscal general de su estado.',
  payAfterAgreement:
    'No pague nada hasta tener el acuerdo escrito y firmado, y revise que diga lo que pide la carta (liquidación total y definitiva, sin más cobros ni venta del resto, cómo se informará).',
  payMethod:
    'Pague con cheque de caja o giro postal, u otro medio que no dé acceso a su cuenta bancaria ni a su tarjeta, y guarde el comprobante de pago. No dé datos de tarjetas ni bancarios por teléfono.',
  payForDelete:
    'Cuidado con "pagar para eliminar": ninguna ley obliga a un cobrador a eliminar información exacta a cambio de un pago, y ninguna lo prohíbe, pero quien proporciona la información no debe informar datos que sabe que son inexactos y debe corregir y actualizar lo que informa (15 U.S.C. 1681s-2(a)(1), (a)(2)). Muchos cobradores se niegan. Que un cobrador elimine su propia anotación no quita la cancelación contable (charge-off) del acreedor original. Nunca cuente con la eliminación: solo vale si el acuerdo escrito y firmado lo dice.',
  taxable:
    'Un saldo perdonado puede contar como ingreso sujeto a impuestos (los acreedores suelen enviar el formulario 1099-C del IRS cuando se perdonan $600 o más). Consulte a un asesor de impuestos.',
  afterPaying: 'Después de pagar, pida una carta que confirme que la cuenta quedó saldada y revise sus informes de crédito entre 30 y 60 días después.',
  claimWithinYear:
    'Un reclamo bajo la FDCPA debe presentarse dentro de un año desde la violación (15 U.S.C. 1692k(d)). Un abogado de protección al consumidor puede decirle si sus hechos lo justifican. La FDCPA obliga al cobrador que pierde a pagar los honorarios razonables del abogado del consumidor (1692k(a)(3)), por eso muchos abogados de consumidores toman estos casos sin cobrar por adelantado.',
  readsAsAdmitting: '"{0}" se lee como reconocer que la deuda es suya; se reemplazó por "{1}". {2}',
  dangerAdmission:
    'Reconoce la deuda o la describe como suya. En muchos estados un reconocimiento por escrito puede reiniciar el plazo en que pueden demandarlo, y puede usarse en su contra si disputa la deuda.',
  dangerPromise:
    'Promete un pago. Una promesa de pago por escrito puede reactivar una deuda antigua en muchos estados, y lo compromete antes de tener la verificación o un acuerdo escrito y firmado.',
  dangerBank:
    'Da datos bancarios o de tarjetas, o permiso para tomar dinero. Nunca le dé a un cobrador acceso a una cuenta: si alguna vez paga, hágalo por un medio que usted controle y solo después de un acuerdo escrito y firmado.',
  dangerSsn: 'Da su número de Seguro Social. Un cobrador no lo necesita de usted en una carta, y es un riesgo de fraude.',
  whyClearDispute:
    'Una declaración escrita clara de que usted disputa la deuda y pide la verificación es lo que obliga al cobrador a verificarla (15 U.S.C. 1692g(b); 12 CFR 1006.38(d)(2)).',
  whyClosing: 'Una despedida con línea de firma: firme a mano antes de enviarla.',
  whyDeadline: 'Un plazo para el acuerdo escrito, para que la oferta no quede abierta indefinidamente.',
  whyReported: 'Una deuda disputada debe informarse como disputada si se informa (15 U.S.C. 1692e(8)).',
  whySalutation: 'Un saludo.',
  whyItems:
    'Agrega los datos de validación que su carta aún no pide (15 U.S.C. 1692g(a); 12 CFR 1006.34(c)): el cobrador no tiene que enviarlos todos, pero pedirlos deja la pregunta registrada.',
  whyDeletion:
    'Pide la eliminación sin exigirla: ninguna ley obliga a un cobrador a eliminar información exacta, y una promesa de eliminación solo vale por escrito.',
  whyVerification: 'Pide la verificación con todas las letras: eso es lo que obliga al cobrador a verificar antes de seguir cobrando (15 U.S.C. 1692g(b)).',
  whyStop:
    'Pide al cobrador que deje de cobrar hasta verificar, como exigen 15 U.S.C. 1692g(b) y 12 CFR 1006.38(d)(2)(i) después de una disputa por escrito enviada a tiempo.',
  whyCertified: 'El correo certificado con acuse de recibo prueba que el cobrador recibió su carta y cuándo.',
  whyInWriting:
    'Deja el acuerdo por escrito antes de que se mueva dinero: liquidación total y definitiva, sin cobro ni reventa del resto, y cómo se informará.',
  whyIdentifies:
    'Lo identifica a usted, al cobrador y la cuenta (solo los últimos 4 dígitos) para que la carta se asocie a la cuenta correcta. Se marcan espacios en blanco donde no conocemos los datos.',
  whyProblems:
    'Nombra los problemas encontrados en la carta del cobrador, cada uno con sus propias palabras y la ley que parece violar, para que el cobrador sepa que usted lo sabe.',
  whyLast4:
    'En una carta solo van los últimos 4 dígitos de un número de cuenta; el número completo ayuda a los ladrones de identidad y no le sirve de nada al cobrador.',
  whyPayMethod: 'Paga solo por un medio que no le da al cobrador acceso a sus cuentas.',
  whyNoAdmission:
    'Dice claramente que la carta no reconoce nada ni promete nada: en muchos estados un reconocimiento por escrito puede reiniciar el plazo para demandar.',
  whyTimeBarred:
    'Plantea que la deuda está prescrita sin reconocerla: demandar o amenazar con demandar por una deuda prescrita está prohibido (12 CFR 1006.26(b)).',
  whyAmount:
    'Indica qué monto disputa (un monto de la propia carta del cobrador) y pregunta qué autoriza cada cargo por intereses y cada comisión (15 U.S.C. 1692f(1)).',
  whyOriginal:
    'El pedido del acreedor original, con las palabras del formulario modelo; hecho por escrito dentro del período de validación, detiene el cobro hasta que se responda (15 U.S.C. 1692g(a)(5), (b)).',
  whyCease: 'El pedido por escrito de dejar de comunicarse, con las tres cosas que el cobrador aún puede decirle (15 U.S.C. 1692c(c)).',
  whyOwnDispute: 'Sus propias palabras disputando la deuda: se mantienen tal como las escribió.',
  whyOwnWords: 'Sus propias palabras: nada en ellas reconoce la deuda, promete un pago ni da datos de cuentas.',
  whyOffer:
    'Reformula su oferta, con su monto, como una oferta condicionada: sin reconocer nada, y sin que se deba nada por ella hasta firmar un acuerdo escrito.',
  tipPhone: 'No hable de la deuda por teléfono mientras espera: todo lo que diga puede usarse, y una llamada no es una disputa por escrito.',
  tipNoPay: 'No pague nada hasta tener en sus manos el acuerdo escrito y firmado.',
  tipCalendar:
    'Anote en su calendario 30 días a partir de hoy. Si el cobrador sigue cobrando sin responder, o se comunica con usted de formas que usted pidió evitar, guarde todo y considere una queja ante la CFPB (consumerfinance.gov/complaint) y ante el fiscal general de su estado.',
  tipPrint:
    'Imprímala, complete todo lo que esté entre [CORCHETES], fírmela a mano y guarde una copia de la carta y de todo lo que adjunte (copias, nunca originales).',
  tipReread: 'Lea la carta mejorada una vez más con su propia voz y cambie lo que no sea cierto para usted; no vuelva a agregar reconocimientos ni promesas.',
  tipCertified: 'Envíela por correo certificado con acuse de recibo; guarde el comprobante y la tarjeta verde.',
  tipSendBefore:
    'Envíela mucho antes del {0}, el fin del período de validación que indica la carta del cobrador: una disputa por escrito hecha a tiempo obliga al cobrador a dejar de cobrar hasta que responda.',
  tipEnded:
    'El período de validación del cobrador terminó el {0}: el cobrador aún debe informar la deuda como disputada, pero no tiene que dejar de cobrar mientras responde.',
  tipTookOut:
    'Quitamos frases que podrían perjudicarlo (están en la lista de cambios). No las incluya en nada que le envíe al cobrador, tampoco en correos electrónicos ni formularios en línea.',
  directNoSuit:
    'Una disputa directa no le da derecho a demandar a quien proporciona la información (15 U.S.C. 1681s-2(c)). Dispute también con las agencias de informes de crédito: solo una disputa a través de una agencia le permite demandar a quien no investigue (15 U.S.C. 1681s-2(b)).',
  stillReportable:
    'Según la fecha que usted dio ({0}), este dato puede seguir informándose hasta el {1}, así que la carta pide a la agencia que revise la fecha de morosidad en lugar de afirmar que el dato es demasiado antiguo. Si el informe muestra una fecha de morosidad posterior a la real, eso es "re-aging" (reenvejecimiento) y puede disputarlo como inexacto.',
  checkBureauAddress:
    'Antes de enviarla, revise en el sitio web de la agencia su dirección actual para disputas: la de la carta es la que indica nuestra referencia legal, y estas direcciones cambian.',
  checkDelinquency:
    'Antes de enviarla, revise la fecha en que empezó la morosidad (el primer pago atrasado que nunca se puso al día): el límite de 7 años corre desde 180 días después, y los pagos o la venta de la deuda no lo reinician.',
  freeReport:
    'Cada agencia le da un informe gratuito cada 12 meses en annualcreditreport.com (15 U.S.C. 1681j(a)); también tiene derecho a uno gratuito después de una negativa basada en su informe, si está desempleado y buscando trabajo, si recibe asistencia pública o si es víctima de fraude (1681j(b)–(d)). Si no, la agencia puede cobrar un cargo que la ley limita.',
  ftcFirst:
    'Presente primero el informe de robo de identidad, en IdentityTheft.gov (la FTC) o ante la policía: la agencia necesita una copia para bloquear los datos (15 U.S.C. 1681c-2(a); 12 CFR 1022.3(i)).',
  blockNeeds:
    'Bloqueo por robo de identidad: la agencia debe bloquear los datos dentro de 4 días hábiles solo una vez que tenga prueba de su identidad, un informe de robo de identidad, los datos identificados y su declaración (15 U.S.C. 1681c-2(a)). Un informe de robo de identidad es un informe presentado ante una autoridad policial, donde un informe falso es un delito (15 U.S.C. 1681a(q)(4)); nuestra referencia no verificó si basta un informe de IdentityTheft.gov por sí solo.',
  stillNoAnswer: 'Si la agencia sigue sin responder, puede presentar una queja ante la CFPB cuando la disputa tenga más de 45 días.',
  ifItemStays:
    'Si el dato sigue, puede agregar a su expediente una breve declaración de disputa (15 U.S.C. 1681i(b)), pedir el método de verificación y disputar directamente con quien proporciona la información. Dispute siempre también con la agencia: solo una disputa a través de una agencia le da derecho a demandar a quien no investigue (15 U.S.C. 1681s-2(b)).',
  furnisherAddress:
    'Envíela a la dirección para disputas que indica en su informe de crédito quien proporciona la información; si no hay ninguna, sirve cualquier dirección comercial suya (12 CFR 1022.43(c)).',
  printedAddress:
    'La dirección de esta carta es la que aparece en su propio informe de {0} (página {1}), donde las agencias indican a dónde enviar las disputas. Si el informe es antiguo, revísela en el sitio web de la agencia antes de enviarla.',
  bureauDays:
    'La agencia tiene {0} días desde que recibe su carta para terminar (15 U.S.C. 1681i(a)(1)); puede extenderlo una vez hasta 15 días si usted envía más información durante ese tiempo. Si califica la disputa de frívola, debe decirle por qué dentro de 5 días hábiles (15 U.S.C. 1681i(a)(3)).',
  movDays:
    'La agencia debe responder dentro de los 15 días siguientes a recibir esta solicitud (15 U.S.C. 1681i(a)(7)); la fecha de seguimiento deja tiempo para el correo.',
  blockDays:
    'La agencia debe bloquear los datos dentro de 4 días hábiles de recibir todo; puede negarse o quitar un bloqueo si determina que se obtuvo por error o con una declaración falsa (15 U.S.C. 1681c-2(c)). Incluya solo datos que no son suyos.',
  fileDisclosure:
    'Esta solicitud pide a la agencia que le muestre todo lo que hay en su expediente (FCRA 609, 15 U.S.C. 1681g). No disputa nada ni elimina nada: para corregir un dato, dispútelo una vez que haya visto el expediente.',
  ownWordsAccount: 'Escriba con sus propias palabras cuando pueda: agregue una oración sobre lo que sabe de la cuenta.',
  ownWordsFurnisher:
    'Escríbala con sus propias palabras: quien proporciona la información puede ignorar una disputa que razonablemente crea preparada por una organización de reparación de crédito o en su formulario (12 CFR 1022.43(b); 15 U.S.C. 1681s-2(a)(8)(G)).',
};

const localizer = createLocalizer<LetterNoteKey>(LETTER_NOTES_EN, { es: LETTER_NOTES_ES });

/** A letter's note, or an enhancement's reason or tip, in `lang` (the letter itself stays English). */
export const letterNoteText = (note: string, lang: Lang, onMiss?: (text: string) => void): string => localizer.localize(note, lang, onMiss);
