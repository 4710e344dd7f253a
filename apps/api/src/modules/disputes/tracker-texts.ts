import { createLocalizer, type Lang } from '@debtshield/analyzer';
import type { CreditCenterDispute, DisputeDetail, DisputeSummary, UnifiedDisputesResponse } from '@debtshield/contracts';

/**
 * The sentences the response tracker and the credit center's clocks write for a person (the clock
 * engine, the dispute view, the reply's judgment, the credit center's answers), in Spanish (issue 15).
 * As for the analyzer (decision 013), the code writes English and the stored data stays
 * language-neutral; `trackerText` maps an English sentence back to its message here and writes it in
 * the reader's language, values (dates, amounts, names, tracking numbers, citations) kept. A sentence
 * not found stays English: the coverage test renders every kind of dispute and fails on any.
 */
export const TRACKER_EN = {
  // Events (the timeline).
  'event.generated': 'Letter generated',
  'event.sent': 'Letter sent by {0} (tracking {1})',
  'event.sentNoTracking': 'Letter sent by {0}',
  'event.delivered': 'Letter delivered',
  'event.replyVerified': 'Reply received with verification',
  'event.replyNotVerified': 'Reply received without verification',
  'event.reply': 'Reply received',
  'event.read': 'Reply read',
  'event.next': 'Next step taken: {0}',
  'event.nextBare': 'Next step taken',
  'event.returned': 'Certified letter returned to sender',
  'event.issue': 'Certified mail issue: {0}',
  'event.issueBare': 'Certified mail issue',
  'event.resolved': 'Resolved: {0}',
  'event.resolvedBare': 'Resolved',
  'event.lawsuitServed': 'Court papers served: a lawsuit on this debt',
  'event.lawsuitAnswered': 'Answer to the lawsuit filed',
  'method.certified': 'certified mail',
  'method.regular': 'regular mail',
  'method.email': 'email',
  'method.fax': 'fax',
  'method.mail': 'mail',
  'outcome.won': 'won',
  'outcome.settled': 'settled',
  'outcome.lost': 'lost',
  'outcome.withdrawn': 'withdrawn',
  'action.continued': 'a continued dispute letter',
  'action.settlement': 'a settlement offer',
  'action.cease': 'a cease-and-desist letter',
  'action.failure': 'a notice of failure to validate',
  'action.disputeVerification': 'a dispute of the verification',
  'action.mov': 'a method-of-verification request',
  'action.complaint': 'a complaint',
  // Steps.
  'step.sent': 'Letter sent',
  'step.waiting': 'Waiting for the response',
  'step.followUp': 'Follow-up',
  'step.resolved': 'Resolved',
  // Deadlines: what started them and what was assumed (packages/clocks).
  'who.collector': 'collector',
  'who.bureau': 'credit bureau',
  'start.delivered': '{0} received your letter (delivery recorded)',
  'start.mailedCollector': 'you mailed your letter to the collector',
  'start.mailedBureau': 'you mailed your letter to the credit bureau',
  'start.received': 'you received the collector’s validation notice',
  'start.noticeMailed': 'the collector mailed its validation notice',
  'start.noticeDated': 'the date printed on the collector’s validation notice',
  'start.workedBack': 'receipt of the notice, worked back from its end date',
  'start.endAsPrinted': '{0}; end date as printed on the notice',
  'start.reinvestigationEnd': 'the last day of the reinvestigation',
  'start.sentToBureau': 'you sent your dispute to the credit bureau',
  // Two sentences each: a paragraph of assumptions (the credit center joins them) is read sentence by sentence.
  'assume.receipt': "No delivery date is recorded: the {0}'s receipt is assumed 5 business days after mailing (weekends and federal holidays not counted).",
  'assume.recordDelivery': 'Record the delivery date to replace this assumption.',
  'assume.noticeMailed': 'Receipt is assumed 5 business days after mailing, weekends and federal holidays not counted (12 CFR 1006.34(b)(5)).',
  'assume.noticeDated':
    'Receipt is assumed 5 business days after the date on the notice (used as the mailing date), weekends and federal holidays not counted (12 CFR 1006.34(b)(5)).',
  'assume.workedBack': 'Neither the receipt nor the mailing date is recorded: the start is worked back from the end date on the notice.',
  'assume.earlierEnd':
    'The end date on the notice ({0}) is earlier than 30 days after receipt ({1}); the earlier date is used so a dispute sent by it is timely either way.',
  'assume.moreTime': 'The collector gave more time than the law requires; the end date on the notice is used (12 CFR 1006.34(b)(5)).',
  'assume.calendarNoExtension': 'The period counts calendar days and is not extended when its last day falls on a weekend or holiday.',
  'assume.timely': 'No validation notice date is recorded: the dispute is assumed to be timely (sent within the validation period).',
  'assume.timelinessBySent': 'Timeliness is judged by the date you sent the dispute.',
  'assume.annual': 'The dispute follows a free annual report, so the bureau has 45 days.',
  'assume.newInfo':
    'You sent more information on {0}, within the 30 days: the bureau may take 15 more days (not if it finds the item inaccurate or unverifiable within the 30 days).',
  'assume.calendar': 'Calendar days.',
  'assume.resultsAfterEnd':
    'The reinvestigation is assumed to end on its last day; the results must reach you within 5 business days after it ends (weekends and federal holidays not counted).',
  'assume.cfpbCount': 'Counted in calendar days from the day you sent the dispute; once the bureau sends its results the complaint is possible at once.',
  'cite.cfpb': 'CFPB complaint process (a complaint about a credit bureau’s investigation needs the dispute to be over 45 days old or closed)',
  // Contact-log findings (packages/clocks).
  'contact.manyCalls': '{0} calls from {1} to {2}: more than {3} calls within {4} consecutive days.',
  'contact.sevenDays': 'A call on {0} within 7 days after a telephone conversation on {1}.',
  'contact.hours': 'Contact by {0} at {1} on {2} your time, outside 8 a.m. to 9 p.m.',
  'contact.afterCease': 'Contact by {0} on {1} after the collector received your written request to stop on {2}.',
  'contact.afterDispute': 'Contact by {0} on {1}, after the collector received your dispute on {2} and before it sent verification.',
  'channel.call': 'call',
  'channel.voicemail': 'voicemail',
  'channel.text': 'text',
  'channel.letter': 'letter',
  'channel.inPerson': 'in_person',
  'channel.other': 'other',
  // Warnings and deadline alerts.
  'warn.breach': 'Collection activity was recorded after your dispute and before verification.',
  'warn.day': 'Day {0} of 30 since you sent your letter.',
  'due.validation': 'Your validation period ends on {0}.',
  'due.reinvestigation': "The credit bureau's reinvestigation is due on {0}.",
  'due.results': "The credit bureau's results are due on {0}.",
  'due.mov': "The bureau's description of how it verified is due on {0}.",
  'due.cfpb': 'A CFPB complaint about the bureau becomes possible on {0}.',
  'due.lawsuit': 'Your answer to the lawsuit is due on {0}.',
  'alert.validation': 'Your validation period ends on {0} ({1}).',
  'alert.reinvestigation': "The credit bureau's reinvestigation is due on {0} ({1}).",
  'alert.results': "The credit bureau's results are due on {0} ({1}).",
  'alert.mov': "The bureau's description of how it verified is due on {0} ({1}).",
  'alert.cfpb': 'A CFPB complaint about the bureau becomes possible on {0} ({1}).',
  'alert.lawsuit': 'Your answer to the lawsuit is due on {0} ({1}).',
  // A lawsuit on the debt (decision 027).
  'start.lawsuit': 'the court papers were served on you',
  'start.lawsuitMailed': 'the court papers were mailed to you',
  'assume.lawsuitHolidays': 'Court holidays of your state that are not federal holidays are not counted: confirm the date with the court clerk.',
  'sa.sued': 'You were sued. File your answer with the court by {0}.',
  'sa.lawsuitPage': 'Open the lawsuit page: the deadline, what you can raise, a draft answer and free legal help.',
  'sa.verifyClerk': 'Verify the date with the court clerk.',
  'sa.defaultJudgment': 'If no answer is filed by the deadline, the court can enter a default judgment, and wages or bank accounts can then be garnished.',
  'when.today': 'today',
  'when.oneDay': 'in 1 day',
  'when.days': 'in {0} days',
  // Smart actions (the dispute view).
  'sa.settled': 'You recorded this dispute as settled.',
  'sa.won': 'You recorded this dispute as won.',
  'sa.keepLetters': 'Keep every letter and the proof of mailing for at least as long as the debt could be reported.',
  'sa.countsToward': 'What you recorded counts toward your victories and total saved; nothing else does.',
  'sa.closed': 'This dispute is closed.',
  'sa.closedRights': 'Closing a dispute in the tracker changes no right you have.',
  'sa.sendBy': 'Send your letter and record it as sent. Your validation period ends on {0}.',
  'sa.sendRecord': 'Send your letter and record it as sent: the clocks start from the dates you record.',
  'sa.sendCertified': 'Send the letter by certified mail with return receipt.',
  'sa.recordSent': 'Record the date sent and the tracking number.',
  'sa.writtenBy': 'A written dispute sent by {0} obliges the collector to stop collecting until it mails verification (15 U.S.C. 1692g(b)).',
  'sa.datesStart': 'The dates you record start the legal clocks.',
  'sa.collectionRecorded': 'Collection activity was recorded after your dispute and before any verification.',
  'sa.prepareNames': 'Prepare a letter that names the collection activity and the dates.',
  'sa.keepLog': 'Keep the log entries and letters as evidence.',
  'sa.mustStop': 'After a timely written dispute the collector must stop collecting until it mails verification (15 U.S.C. 1692g(b); 12 CFR 1006.38(d)(2)).',
  'sa.logOne': 'Your contact log shows 1 likely violation.',
  'sa.logMany': 'Your contact log shows {0} likely violations.',
  'sa.reviewFindings': 'Review the findings and the log entries behind them.',
  'sa.considerComplaintTimes': 'Consider a CFPB complaint naming the dates and times.',
  'sa.replyRecorded': 'A reply was recorded. Upload it so it can be read and judged.',
  'sa.uploadReply': 'Upload the reply (PDF, JPG or PNG).',
  'sa.resultsWithin': 'The bureau must send its results within 5 business days after it finishes (15 U.S.C. 1681i(a)(6)).',
  'sa.verificationFirst': 'Verification must come before collection resumes (15 U.S.C. 1692g(b)).',
  'sa.notVerified': 'The reply did not verify the debt.',
  'sa.sendDisputeInadequate': 'Send a letter disputing the inadequate response.',
  'sa.mayNotResume': 'Collection may not resume until verification is mailed (15 U.S.C. 1692g(b)).',
  'sa.reinvestigationLate': "The bureau's reinvestigation was due on {0} and no results are recorded.",
  'sa.sendNotCompleted': 'Send a notice that the reinvestigation was not completed in time.',
  'sa.keepDelivery': 'Keep proof of delivery.',
  'sa.mustDelete': 'Information that is not verified within the period must be deleted (15 U.S.C. 1681i(a)(1)(A), (a)(5)(A)).',
  'sa.bureauVerified': 'The bureau says the item was verified. You may ask how.',
  'sa.requestMov': 'Request the method of verification.',
  'sa.movWithin': 'The bureau must describe how it verified within 15 days of your request (15 U.S.C. 1681i(a)(7)).',
  'sa.complaintPossible': 'A CFPB complaint about the bureau is now possible.',
  'sa.considerComplaintProof': 'Consider a CFPB complaint with your dispute letter and proof of delivery.',
  'sa.finishBy': 'The bureau must finish its reinvestigation by {0}.',
  'sa.waitingBureau': 'Waiting for the bureau.',
  'sa.recordDelivery': 'Record the delivery date when the receipt comes back.',
  'sa.recordResults': 'Record the results when they arrive.',
  'sa.sentVerification': 'The collector sent verification. Check it against your records.',
  'sa.uploadVerification': 'Upload the verification so its amount and creditor can be compared with the first letter.',
  'sa.courtsDiffer': 'Courts differ on what verification must contain; a reply that does not match the first letter can be disputed.',
  'sa.noDeadline': 'No deadline binds the collector to answer, but until it mails verification it must stop collecting.',
  'sa.logEvery': 'Log every call or message from the collector.',
  'sa.uploadWhen': 'Upload its reply when it comes.',
  // The reply, judged (judge-reply.ts).
  'reply.demands': 'The reply demands payment without verifying the debt.',
  'reply.sendPrepared': 'Send the prepared letter: you still dispute the debt and verification was not provided.',
  'reply.keepEnvelope': 'Keep the reply and the envelope.',
  'reply.newOne': 'The reply shows 1 likely new violation.',
  'reply.newMany': 'The reply shows {0} likely new violations.',
  'reply.review': 'Review the violations found in the reply.',
  'reply.considerComplaint': 'Consider a CFPB complaint with the reply attached.',
  'reply.notVerify': 'The reply does not appear to verify the debt.',
  'reply.sendInadequate': 'Send the prepared letter disputing the inadequate response.',
  'reply.courtsDiffer': 'Collection may not resume until verification is mailed (15 U.S.C. 1692g(b)). Courts differ on what verification must contain.',
  'reply.mismatch': 'The verification does not match the first letter ({0}).',
  'reply.sendNaming': 'Send the prepared letter naming what does not match.',
  'reply.misrepresent': 'A collector may not misrepresent the amount or the creditor of a debt (15 U.S.C. 1692e(2)(A)); 1692g(b) requires verification.',
  'reply.appearsVerified': 'The reply appears to verify the debt (it mentions {0}). Check it against your records.',
  'reply.compare': 'Compare the enclosures with your own records.',
  'reply.ifWrong': 'If something is wrong, dispute it in writing.',
  'reply.mayResume': 'Once verification is mailed, collection may resume (15 U.S.C. 1692g(b)).',
  'word.amount': 'amount',
  'word.creditor': 'creditor',
  'enclosure.statements': 'account statements',
  'enclosure.agreement': 'the signed agreement',
  'enclosure.itemization': 'an itemization',
  'enclosure.judgment': 'a copy of a judgment',
  'enclosure.chain': 'the chain of ownership',
  'message.analyzed': 'Response analyzed successfully! Check your next steps.',
  'message.tracking': 'Tracking information saved!',
  // Insights and the estimate.
  'insight.days': '{0} days',
  'insight.responseBasis': 'median days from the letter sent to the reply received',
  'insight.settledBasis': 'share of resolved disputes the users recorded as settled',
  'insight.aggressionBasis': 'share of sent disputes whose users logged calls or messages from the collector afterwards',
  'insight.approachBasis': 'the letter with the most recorded wins against this collector ({0} of {1})',
  'insight.removalBasis': 'share of resolved credit disputes the users recorded as won',
  'insight.formula': 'victories ÷ resolved disputes with this collector tracked in DebtShield = {0} ÷ {1}',
  'unified.actionOne': '1 dispute needs your action.',
  'unified.actionMany': '{0} disputes need your action.',
  'unified.deadlineOne': '1 dispute has a deadline within 5 days.',
  'unified.deadlineMany': '{0} disputes have deadlines within 5 days.',
  'unified.violationsOne': 'Likely violations recorded in 1 dispute.',
  'unified.violationsMany': 'Likely violations recorded in {0} disputes.',
  // The credit center's answers (credit-center.ts).
  'credit.furnisherDeleted': '{0} says it corrected or deleted what it reported. Check your reports from each bureau in about 30 days.',
  'credit.furnisherUpdated':
    '{0} says it updated the item. Check whether what it reports now is right; if it is still wrong, dispute it with the credit bureaus.',
  'credit.furnisherVerified':
    '{0} says its information is right. You can dispute the item with each credit bureau that reports it (15 U.S.C. 1681i), with your evidence.',
  'credit.furnisherFrivolous':
    '{0} says your dispute is frivolous or irrelevant; it must tell you why within 5 business days and what information it needs (12 CFR 1022.43(f)). You can send that information, or dispute with the credit bureaus.',
  'credit.furnisherNoResponse':
    '{0} had 30 days to investigate (12 CFR 1022.43(e)). You can dispute the item with the credit bureaus, which must reinvestigate.',
  'credit.furnisherReinserted':
    'The item is reported again. Dispute it with the credit bureau that shows it: it must tell you of a reinsertion in writing (15 U.S.C. 1681i(a)(5)(B)).',
  'credit.verified': '{0} says it verified the items. You can ask how it verified them: it must answer within 15 days of your request (15 U.S.C. 1681i(a)(7)).',
  'credit.frivolous':
    '{0} calls the dispute frivolous or irrelevant. It must tell you what information it needs (15 U.S.C. 1681i(a)(3)); the letter gives it and asks again.',
  'credit.noResponse':
    '{0} has not sent results. It had 30 days from receiving your dispute (15 U.S.C. 1681i(a)(1)(A)); the letter asks for them. A CFPB complaint is possible once the dispute is 45 days old.',
  'credit.reinserted':
    "{0} put back an item it had deleted. It needs the furnisher's certification and must tell you in writing within 5 business days (15 U.S.C. 1681i(a)(5)(B)).",
  'credit.deleted':
    "{0} says it deleted the items. Keep its results letter: an item deleted may come back only with the furnisher's certification and a written notice to you (15 U.S.C. 1681i(a)(5)(B)).",
  'credit.updated':
    '{0} says it updated the items. Check the updated file it sent you; if an item is still wrong, you can dispute it again with new information.',
  'credit.nothingYet': 'Nothing to send yet: {0}.',
  'credit.hasUntil': '{0} has until {1}',
  'credit.itsDeadline': 'its deadline',
  'credit.allAnswered': 'Every recipient has answered. Check your reports for the changes they describe.',
  'credit.items': '{0} items: {1}',
  'credit.oneItem': '1 item: {0}',
  'credit.itemsBare': '{0} items',
  'credit.oneItemBare': '1 item',
} as const;

export type TrackerKey = keyof typeof TRACKER_EN;

export const TRACKER_ES: Record<TrackerKey, string> = {
  'event.generated': 'Carta generada',
  'event.sent': 'Carta enviada por {0} (seguimiento {1})',
  'event.sentNoTracking': 'Carta enviada por {0}',
  'event.delivered': 'Carta entregada',
  'event.replyVerified': 'Respuesta recibida con verificación',
  'event.replyNotVerified': 'Respuesta recibida sin verificación',
  'event.reply': 'Respuesta recibida',
  'event.read': 'Respuesta leída',
  'event.next': 'Siguiente paso dado: {0}',
  'event.nextBare': 'Siguiente paso dado',
  'event.returned': 'Carta certificada devuelta al remitente',
  'event.issue': 'Problema con el correo certificado: {0}',
  'event.issueBare': 'Problema con el correo certificado',
  'event.resolved': 'Resuelta: {0}',
  'event.resolvedBare': 'Resuelta',
  'event.lawsuitServed': 'Documentos judiciales entregados: una demanda por esta deuda',
  'event.lawsuitAnswered': 'Respuesta a la demanda presentada',
  'method.certified': 'correo certificado',
  'method.regular': 'correo ordinario',
  'method.email': 'correo electrónico',
  'method.fax': 'fax',
  'method.mail': 'correo',
  'outcome.won': 'ganada',
  'outcome.settled': 'resuelta con un acuerdo',
  'outcome.lost': 'perdida',
  'outcome.withdrawn': 'retirada',
  'action.continued': 'una carta de disputa continuada',
  'action.settlement': 'una oferta de acuerdo',
  'action.cease': 'una carta de cese de comunicaciones',
  'action.failure': 'un aviso de falta de validación',
  'action.disputeVerification': 'una disputa de la verificación',
  'action.mov': 'una solicitud del método de verificación',
  'action.complaint': 'una queja',
  'step.sent': 'Carta enviada',
  'step.waiting': 'Esperando la respuesta',
  'step.followUp': 'Seguimiento',
  'step.resolved': 'Resuelta',
  'who.collector': 'el cobrador',
  'who.bureau': 'la agencia de informes de crédito',
  'start.delivered': '{0} recibió su carta (entrega registrada)',
  'start.mailedCollector': 'usted envió su carta al cobrador',
  'start.mailedBureau': 'usted envió su carta a la agencia de informes de crédito',
  'start.received': 'usted recibió el aviso de validación del cobrador',
  'start.noticeMailed': 'el cobrador envió su aviso de validación',
  'start.noticeDated': 'la fecha impresa en el aviso de validación del cobrador',
  'start.workedBack': 'la recepción del aviso, calculada hacia atrás desde su fecha final',
  'start.endAsPrinted': '{0}; fecha final tal como aparece en el aviso',
  'start.reinvestigationEnd': 'el último día de la reinvestigación',
  'start.sentToBureau': 'usted envió su disputa a la agencia de informes de crédito',
  'assume.receipt':
    'No hay fecha de entrega registrada: se supone que {0} la recibió 5 días hábiles después del envío (sin contar fines de semana ni feriados federales).',
  'assume.recordDelivery': 'Registre la fecha de entrega para reemplazar esta suposición.',
  'assume.noticeMailed': 'Se supone que se recibió 5 días hábiles después del envío, sin contar fines de semana ni feriados federales (12 CFR 1006.34(b)(5)).',
  'assume.noticeDated':
    'Se supone que se recibió 5 días hábiles después de la fecha del aviso (tomada como fecha de envío), sin contar fines de semana ni feriados federales (12 CFR 1006.34(b)(5)).',
  'assume.workedBack': 'No están registradas ni la fecha de recepción ni la de envío: el inicio se calcula hacia atrás desde la fecha final del aviso.',
  'assume.earlierEnd':
    'La fecha final del aviso ({0}) es anterior a 30 días después de la recepción ({1}); se usa la fecha más temprana para que una disputa enviada a más tardar ese día sea oportuna en cualquier caso.',
  'assume.moreTime': 'El cobrador dio más tiempo del que exige la ley; se usa la fecha final del aviso (12 CFR 1006.34(b)(5)).',
  'assume.calendarNoExtension': 'El período cuenta días calendario y no se extiende cuando su último día cae en fin de semana o feriado.',
  'assume.timely': 'No hay fecha del aviso de validación registrada: se supone que la disputa es oportuna (enviada dentro del período de validación).',
  'assume.timelinessBySent': 'La oportunidad se juzga por la fecha en que usted envió la disputa.',
  'assume.annual': 'La disputa sigue a un informe anual gratuito, así que la agencia tiene 45 días.',
  'assume.newInfo':
    'Usted envió más información el {0}, dentro de los 30 días: la agencia puede tardar 15 días más (no si determina dentro de los 30 días que el dato es inexacto o no verificable).',
  'assume.calendar': 'Días calendario.',
  'assume.resultsAfterEnd':
    'Se supone que la reinvestigación termina en su último día; los resultados deben llegarle dentro de los 5 días hábiles siguientes (sin contar fines de semana ni feriados federales).',
  'assume.cfpbCount':
    'Se cuentan días calendario desde el día en que usted envió la disputa; en cuanto la agencia envíe sus resultados, la queja es posible de inmediato.',
  'cite.cfpb':
    'Proceso de quejas de la CFPB (una queja sobre la investigación de una agencia de informes de crédito requiere que la disputa tenga más de 45 días o esté cerrada)',
  'contact.manyCalls': '{0} llamadas del {1} al {2}: más de {3} llamadas en {4} días consecutivos.',
  'contact.sevenDays': 'Una llamada el {0} dentro de los 7 días siguientes a una conversación telefónica del {1}.',
  'contact.hours': 'Contacto por {0} a las {1} del {2}, hora local suya, fuera del horario de 8 a.m. a 9 p.m.',
  'contact.afterCease': 'Contacto por {0} el {1}, después de que el cobrador recibiera su pedido por escrito de no contactarla el {2}.',
  'contact.afterDispute': 'Contacto por {0} el {1}, después de que el cobrador recibiera su disputa el {2} y antes de enviar la verificación.',
  'channel.call': 'llamada',
  'channel.voicemail': 'mensaje de voz',
  'channel.text': 'mensaje de texto',
  'channel.letter': 'carta',
  'channel.inPerson': 'en persona',
  'channel.other': 'otro medio',
  'warn.breach': 'Se registró actividad de cobro después de su disputa y antes de la verificación.',
  'warn.day': 'Día {0} de 30 desde que envió su carta.',
  'due.validation': 'Su período de validación termina el {0}.',
  'due.reinvestigation': 'La reinvestigación de la agencia de informes de crédito vence el {0}.',
  'due.results': 'Los resultados de la agencia de informes de crédito vencen el {0}.',
  'due.mov': 'La descripción de la agencia sobre cómo verificó vence el {0}.',
  'due.cfpb': 'Una queja ante la CFPB sobre la agencia es posible a partir del {0}.',
  'due.lawsuit': 'Su respuesta a la demanda vence el {0}.',
  'alert.validation': 'Su período de validación termina el {0} ({1}).',
  'alert.reinvestigation': 'La reinvestigación de la agencia de informes de crédito vence el {0} ({1}).',
  'alert.results': 'Los resultados de la agencia de informes de crédito vencen el {0} ({1}).',
  'alert.mov': 'La descripción de la agencia sobre cómo verificó vence el {0} ({1}).',
  'alert.cfpb': 'Una queja ante la CFPB sobre la agencia es posible a partir del {0} ({1}).',
  'alert.lawsuit': 'Su respuesta a la demanda vence el {0} ({1}).',
  'start.lawsuit': 'le entregaron los documentos judiciales',
  'start.lawsuitMailed': 'le enviaron por correo los documentos judiciales',
  'assume.lawsuitHolidays':
    'No se cuentan los días festivos de los tribunales de su estado que no son feriados federales: confirme la fecha con la secretaría del tribunal.',
  'sa.sued': 'Lo demandaron. Presente su respuesta ante el tribunal a más tardar el {0}.',
  'sa.lawsuitPage': 'Abra la página de la demanda: el plazo, lo que puede plantear, un borrador de respuesta y ayuda legal gratuita.',
  'sa.verifyClerk': 'Verifique la fecha con la secretaría del tribunal.',
  'sa.defaultJudgment':
    'Si no presenta una respuesta a tiempo, el tribunal puede dictar una sentencia en rebeldía, y después pueden embargarle el salario o las cuentas bancarias.',
  'when.today': 'hoy',
  'when.oneDay': 'en 1 día',
  'when.days': 'en {0} días',
  'sa.settled': 'Usted registró esta disputa como resuelta con un acuerdo.',
  'sa.won': 'Usted registró esta disputa como ganada.',
  'sa.keepLetters': 'Guarde cada carta y el comprobante de envío al menos mientras la deuda pueda aparecer en su informe de crédito.',
  'sa.countsToward': 'Lo que usted registró cuenta para sus victorias y el total ahorrado; nada más cuenta.',
  'sa.closed': 'Esta disputa está cerrada.',
  'sa.closedRights': 'Cerrar una disputa en el seguimiento no cambia ninguno de sus derechos.',
  'sa.sendBy': 'Envíe su carta y registre que la envió. Su período de validación termina el {0}.',
  'sa.sendRecord': 'Envíe su carta y registre que la envió: los plazos empiezan a contar desde las fechas que registre.',
  'sa.sendCertified': 'Envíe la carta por correo certificado con acuse de recibo.',
  'sa.recordSent': 'Registre la fecha de envío y el número de seguimiento.',
  'sa.writtenBy':
    'Una disputa por escrito enviada a más tardar el {0} obliga al cobrador a dejar de cobrar hasta que envíe la verificación (15 U.S.C. 1692g(b)).',
  'sa.datesStart': 'Las fechas que registre ponen en marcha los plazos legales.',
  'sa.collectionRecorded': 'Se registró actividad de cobro después de su disputa y antes de cualquier verificación.',
  'sa.prepareNames': 'Prepare una carta que indique la actividad de cobro y las fechas.',
  'sa.keepLog': 'Guarde las anotaciones del registro y las cartas como prueba.',
  'sa.mustStop':
    'Después de una disputa por escrito enviada a tiempo, el cobrador debe dejar de cobrar hasta que envíe la verificación (15 U.S.C. 1692g(b); 12 CFR 1006.38(d)(2)).',
  'sa.logOne': 'Su registro de contactos muestra 1 probable violación.',
  'sa.logMany': 'Su registro de contactos muestra {0} probables violaciones.',
  'sa.reviewFindings': 'Revise los hallazgos y las anotaciones del registro en que se basan.',
  'sa.considerComplaintTimes': 'Considere presentar una queja ante la CFPB indicando las fechas y horas.',
  'sa.replyRecorded': 'Se registró una respuesta. Súbala para que se lea y se evalúe.',
  'sa.uploadReply': 'Suba la respuesta (PDF, JPG o PNG).',
  'sa.resultsWithin': 'La agencia debe enviar sus resultados dentro de los 5 días hábiles siguientes a terminar (15 U.S.C. 1681i(a)(6)).',
  'sa.verificationFirst': 'La verificación debe llegar antes de que se reanude el cobro (15 U.S.C. 1692g(b)).',
  'sa.notVerified': 'La respuesta no verificó la deuda.',
  'sa.sendDisputeInadequate': 'Envíe una carta que dispute la respuesta insuficiente.',
  'sa.mayNotResume': 'El cobro no puede reanudarse hasta que se envíe la verificación (15 U.S.C. 1692g(b)).',
  'sa.reinvestigationLate': 'La reinvestigación de la agencia vencía el {0} y no hay resultados registrados.',
  'sa.sendNotCompleted': 'Envíe un aviso de que la reinvestigación no se completó a tiempo.',
  'sa.keepDelivery': 'Guarde el comprobante de entrega.',
  'sa.mustDelete': 'La información que no se verifica dentro del plazo debe eliminarse (15 U.S.C. 1681i(a)(1)(A), (a)(5)(A)).',
  'sa.bureauVerified': 'La agencia dice que el dato fue verificado. Usted puede preguntar cómo.',
  'sa.requestMov': 'Solicite el método de verificación.',
  'sa.movWithin': 'La agencia debe describir cómo verificó dentro de los 15 días siguientes a su solicitud (15 U.S.C. 1681i(a)(7)).',
  'sa.complaintPossible': 'Ya es posible presentar una queja ante la CFPB sobre la agencia.',
  'sa.considerComplaintProof': 'Considere presentar una queja ante la CFPB con su carta de disputa y el comprobante de entrega.',
  'sa.finishBy': 'La agencia debe terminar su reinvestigación a más tardar el {0}.',
  'sa.waitingBureau': 'Esperando a la agencia.',
  'sa.recordDelivery': 'Registre la fecha de entrega cuando regrese el acuse de recibo.',
  'sa.recordResults': 'Registre los resultados cuando lleguen.',
  'sa.sentVerification': 'El cobrador envió una verificación. Compárela con sus registros.',
  'sa.uploadVerification': 'Suba la verificación para comparar su monto y su acreedor con la primera carta.',
  'sa.courtsDiffer':
    'Los tribunales no coinciden sobre lo que debe contener la verificación; una respuesta que no coincide con la primera carta puede disputarse.',
  'sa.noDeadline': 'Ningún plazo obliga al cobrador a responder, pero hasta que envíe la verificación debe dejar de cobrar.',
  'sa.logEvery': 'Anote cada llamada o mensaje del cobrador.',
  'sa.uploadWhen': 'Suba su respuesta cuando llegue.',
  'reply.demands': 'La respuesta exige el pago sin verificar la deuda.',
  'reply.sendPrepared': 'Envíe la carta preparada: usted sigue disputando la deuda y no se entregó la verificación.',
  'reply.keepEnvelope': 'Guarde la respuesta y el sobre.',
  'reply.newOne': 'La respuesta muestra 1 probable violación nueva.',
  'reply.newMany': 'La respuesta muestra {0} probables violaciones nuevas.',
  'reply.review': 'Revise las violaciones encontradas en la respuesta.',
  'reply.considerComplaint': 'Considere presentar una queja ante la CFPB con la respuesta adjunta.',
  'reply.notVerify': 'La respuesta no parece verificar la deuda.',
  'reply.sendInadequate': 'Envíe la carta preparada que disputa la respuesta insuficiente.',
  'reply.courtsDiffer':
    'El cobro no puede reanudarse hasta que se envíe la verificación (15 U.S.C. 1692g(b)). Los tribunales no coinciden sobre lo que debe contener la verificación.',
  'reply.mismatch': 'La verificación no coincide con la primera carta ({0}).',
  'reply.sendNaming': 'Envíe la carta preparada indicando lo que no coincide.',
  'reply.misrepresent':
    'Un cobrador no puede tergiversar el monto ni el acreedor de una deuda (15 U.S.C. 1692e(2)(A)); la sección 1692g(b) exige la verificación.',
  'reply.appearsVerified': 'La respuesta parece verificar la deuda (menciona {0}). Compárela con sus registros.',
  'reply.compare': 'Compare los documentos adjuntos con sus propios registros.',
  'reply.ifWrong': 'Si algo está mal, dispútelo por escrito.',
  'reply.mayResume': 'Una vez enviada la verificación, el cobro puede reanudarse (15 U.S.C. 1692g(b)).',
  'word.amount': 'monto',
  'word.creditor': 'acreedor',
  'enclosure.statements': 'estados de cuenta',
  'enclosure.agreement': 'el contrato firmado',
  'enclosure.itemization': 'un desglose',
  'enclosure.judgment': 'una copia de una sentencia',
  'enclosure.chain': 'la cadena de titularidad',
  'message.analyzed': '¡Respuesta analizada! Revise sus próximos pasos.',
  'message.tracking': '¡Información de seguimiento guardada!',
  'insight.days': '{0} días',
  'insight.responseBasis': 'mediana de días entre el envío de la carta y la recepción de la respuesta',
  'insight.settledBasis': 'proporción de disputas resueltas que los usuarios registraron como acuerdos',
  'insight.aggressionBasis': 'proporción de disputas enviadas cuyos usuarios anotaron llamadas o mensajes del cobrador después',
  'insight.approachBasis': 'la carta con más victorias registradas contra este cobrador ({0} de {1})',
  'insight.removalBasis': 'proporción de disputas de crédito resueltas que los usuarios registraron como ganadas',
  'insight.formula': 'victorias ÷ disputas resueltas con este cobrador registradas en DebtShield = {0} ÷ {1}',
  'unified.actionOne': '1 disputa necesita que usted actúe.',
  'unified.actionMany': '{0} disputas necesitan que usted actúe.',
  'unified.deadlineOne': '1 disputa tiene un plazo dentro de 5 días.',
  'unified.deadlineMany': '{0} disputas tienen plazos dentro de 5 días.',
  'unified.violationsOne': 'Probables violaciones registradas en 1 disputa.',
  'unified.violationsMany': 'Probables violaciones registradas en {0} disputas.',
  'credit.furnisherDeleted': '{0} dice que corrigió o eliminó lo que informaba. Revise sus informes de cada agencia en unos 30 días.',
  'credit.furnisherUpdated':
    '{0} dice que actualizó el dato. Revise si lo que informa ahora es correcto; si sigue mal, dispútelo con las agencias de informes de crédito.',
  'credit.furnisherVerified':
    '{0} dice que su información es correcta. Puede disputar el dato con cada agencia de informes de crédito que lo muestre (15 U.S.C. 1681i), con sus pruebas.',
  'credit.furnisherFrivolous':
    '{0} dice que su disputa es frívola o irrelevante; debe decirle por qué dentro de 5 días hábiles y qué información necesita (12 CFR 1022.43(f)). Puede enviar esa información o disputar con las agencias de informes de crédito.',
  'credit.furnisherNoResponse':
    '{0} tenía 30 días para investigar (12 CFR 1022.43(e)). Puede disputar el dato con las agencias de informes de crédito, que deben reinvestigar.',
  'credit.furnisherReinserted':
    'El dato vuelve a aparecer. Dispútelo con la agencia de informes de crédito que lo muestra: debe avisarle por escrito de una reinserción (15 U.S.C. 1681i(a)(5)(B)).',
  'credit.verified':
    '{0} dice que verificó los datos. Puede preguntar cómo los verificó: debe responder dentro de los 15 días siguientes a su solicitud (15 U.S.C. 1681i(a)(7)).',
  'credit.frivolous':
    '{0} califica la disputa de frívola o irrelevante. Debe decirle qué información necesita (15 U.S.C. 1681i(a)(3)); la carta la proporciona y vuelve a pedir la reinvestigación.',
  'credit.noResponse':
    '{0} no ha enviado resultados. Tenía 30 días desde que recibió su disputa (15 U.S.C. 1681i(a)(1)(A)); la carta los pide. Una queja ante la CFPB es posible cuando la disputa tenga 45 días.',
  'credit.reinserted':
    '{0} volvió a incluir un dato que había eliminado. Necesita la certificación del proveedor de la información y debe avisarle por escrito dentro de 5 días hábiles (15 U.S.C. 1681i(a)(5)(B)).',
  'credit.deleted':
    '{0} dice que eliminó los datos. Guarde su carta de resultados: un dato eliminado solo puede volver con la certificación del proveedor de la información y un aviso por escrito a usted (15 U.S.C. 1681i(a)(5)(B)).',
  'credit.updated':
    '{0} dice que actualizó los datos. Revise el archivo actualizado que le envió; si un dato sigue mal, puede disputarlo de nuevo con información nueva.',
  'credit.nothingYet': 'Todavía no hay nada que enviar: {0}.',
  'credit.hasUntil': '{0} tiene hasta el {1}',
  'credit.itsDeadline': 'su plazo',
  'credit.allAnswered': 'Todos los destinatarios respondieron. Revise sus informes para ver los cambios que describen.',
  'credit.items': '{0} datos: {1}',
  'credit.oneItem': '1 dato: {0}',
  'credit.itemsBare': '{0} datos',
  'credit.oneItemBare': '1 dato',
};

// Short words (the channels, methods and outcomes) are values inside sentences, never a reading of a whole sentence.
const localizer = createLocalizer<TrackerKey>(TRACKER_EN, { es: TRACKER_ES }, undefined, 4);

/** One tracker sentence (or a paragraph of them) in `lang`; values are kept, a sentence not in the catalogue stays English. */
export const trackerText = (text: string, lang: Lang, onMiss?: (text: string) => void): string => localizer.localize(text, lang, onMiss);

type Smart = DisputeSummary['smart_action'];
const smart = (a: Smart, t: (s: string) => string): Smart => ({
  ...a,
  message: t(a.message),
  next_steps: a.next_steps.map(t),
  legal_impact: t(a.legal_impact),
});

/** A dispute of the tracker's lists in `lang`. */
export const localizeSummary = <T extends DisputeSummary>(d: T, lang: Lang, onMiss?: (text: string) => void): T => {
  if (lang === 'en') return d;
  const t = (s: string) => trackerText(s, lang, onMiss);
  const deadline = d.next_deadline;
  return {
    ...d,
    warning: d.warning === null ? null : t(d.warning),
    timeline_summary: { last_action: d.timeline_summary.last_action === null ? null : t(d.timeline_summary.last_action) },
    next_recommended_action: t(d.next_recommended_action),
    smart_action: smart(d.smart_action, t),
    next_deadline: deadline ? localizeDeadline(deadline, t) : null,
  };
};

const localizeDeadline = <D extends NonNullable<DisputeSummary['next_deadline']>>(d: D, t: (s: string) => string): D => ({
  ...d,
  citation: t(d.citation),
  started_by: { ...d.started_by, description: t(d.started_by.description) },
  assumptions: d.assumptions.map(t),
});

/** A dispute's detail in `lang`: every sentence the API wrote; names, dates, amounts and citations kept. */
export const localizeDetail = (d: DisputeDetail, lang: Lang, onMiss?: (text: string) => void): DisputeDetail => {
  if (lang === 'en') return d;
  const t = (s: string) => trackerText(s, lang, onMiss);
  const insight = <I extends DisputeDetail['ai_insights']['typical_response_time']>(i: I): I =>
    i.available ? { ...i, value: t(i.value), basis: t(i.basis) } : i;
  const prediction = d.success_prediction;
  return {
    ...localizeSummary(d, lang, onMiss),
    timeline: d.timeline.map((e) => ({ ...e, description: t(e.description) })),
    steps: d.steps.map((s) => ({ ...s, label: t(s.label) })),
    deadlines: d.deadlines.map((x) => localizeDeadline(x, t)),
    deadline_alerts: d.deadline_alerts.map((a) => ({ ...a, message: t(a.message) })),
    findings: d.findings.map((f) => ({ ...f, summary: t(f.summary) })),
    ai_insights: {
      typical_response_time: insight(d.ai_insights.typical_response_time),
      settlement_tendency: insight(d.ai_insights.settlement_tendency),
      aggression_level: insight(d.ai_insights.aggression_level),
      recommended_approach: insight(d.ai_insights.recommended_approach),
      item_removal_likelihood: insight(d.ai_insights.item_removal_likelihood),
    },
    success_prediction: prediction.available ? { ...prediction, formula: t(prediction.formula) } : prediction,
  };
};

/** The unified tracker in `lang`. */
export const localizeUnified = (u: UnifiedDisputesResponse, lang: Lang): UnifiedDisputesResponse => {
  if (lang === 'en') return u;
  const list = (l: DisputeSummary[]) => l.map((d) => localizeSummary(d, lang));
  return {
    ...u,
    action_required: list(u.action_required),
    active: list(u.active),
    waiting: list(u.waiting),
    victories: list(u.victories),
    summary: { ...u.summary, insights: u.summary.insights.map((i) => ({ ...i, message: trackerText(i.message, lang) })) },
  };
};

/** A credit-center dispute in `lang`: each recipient's clock (its assumption and statute). */
export const localizeCreditDispute = (d: CreditCenterDispute, lang: Lang): CreditCenterDispute => {
  if (lang === 'en') return d;
  return {
    ...d,
    summary: trackerText(d.summary, lang),
    recipients: d.recipients.map((r) =>
      r.clock
        ? { ...r, clock: { ...r.clock, statute: trackerText(r.clock.statute, lang), assumption: r.clock.assumption && trackerText(r.clock.assumption, lang) } }
        : r,
    ),
  };
};
