import { createLocalizer, type Lang } from '@debtshield/analyzer';
import type { CreditReportAnalysis } from '@debtshield/contracts';
import { FIELD_WORDS, INNOCENT, LETTER_SIDE_SECTION, SECTIONS } from '@debtshield/credit-reports';

/**
 * What the credit center writes about a report (packages/credit-reports: the errors found with their
 * proof, the questions, the reader's warnings, the law of each finding) in the reader's language
 * (issue 16; decisions 013 and 021). The report's own words (creditor names, printed statuses, dates,
 * amounts) are values and stay as printed. Stored in English; localized when the answer is written.
 */
const BUREAU_WORDS = { equifax: 'Equifax', experian: 'Experian', transunion: 'TransUnion' } as const;

const EN: Record<string, string> = {
  // An account as a finding names it: "<creditor> (…1234) on transunion".
  ...Object.fromEntries(Object.keys(BUREAU_WORDS).map((b) => [`on.${b}`, `{0} on ${b}`])),
  obsolete: '{0} is reported more than 7 years and 180 days after its first delinquency: it should have come off by {1}.',
  balanceAfterPayoff: '{0} is reported as {1} but still shows a balance of {2}.',
  currentButLate: '{0} is reported as current, yet its payment history shows a late payment in its latest month, with no payment recorded since.',
  pastDueWhileCurrent: '{0} shows an amount past due while it is reported current and paid on time.',
  historyContradiction: '{0} reports a first delinquency of {1}, but its own payment history shows the delinquency began in {2}.',
  duplicate: 'The same debt is reported twice: {0} still shows {1} while {2} collects {3} on it.',
  reagedByCollector:
    '{0} reports a first delinquency of {1}, later than the {2} reported by the original creditor {3}: a sale or a new collector does not restart it.',
  twoCollectors: 'Two collectors report the same debt of {0}: {1} ({2}) and {3} ({4}).',
  reagedAcross: '{0} is reported with different first-delinquency dates: {1} on {2} and {3} on {4}. The later one looks re-aged.',
  inquiryNotAuthorisedOn: 'You said you did not authorise the inquiry by {0} on {1}.',
  inquiryNotAuthorised: 'You said you did not authorise the inquiry by {0}.',
  askInquiryAround: 'Did you apply for credit with {0} around {1} or otherwise allow it to check your report?',
  askInquiry: 'Did you apply for credit with {0} or otherwise allow it to check your report?',
  personalNotMine: 'You said "{0}" is not your information.',
  askPersonal: 'Is "{0}" yours?',
  askAccount: 'Is {0} yours?',
  accountNotMine: 'You said {0} is not yours.',
  letterReportSide: '{0} on {1} and your collection letter disagree about the {2}: the report may be inaccurate.',
  letterLetterSide: 'Your collection letter and {0} on {1} disagree about the {2}: the letter may misstate the debt.',
  whatAmount: 'amount owed',
  whatOriginal: 'original creditor',
  whatDofd: 'date of first delinquency',
  whatLastPayment: 'date of last payment',
  // Proof labels.
  'label.inferred': '{0} (inferred)',
  'label.letter': 'Letter: {0}',
  'label.report': 'Report: {0}',
  'label.dofdOf': 'Date of first delinquency ({0})',
  'label.amountPastDue': 'Amount past due',
  'label.balance': 'Balance',
  'label.collector': 'Collector',
  'label.collectorBalance': 'Collector balance',
  'label.collectorNames': 'Collector names the original creditor',
  'label.collectorDofd': 'Collector: date of first delinquency',
  'label.company': 'Company',
  'label.creditor': 'Creditor',
  'label.date': 'Date',
  'label.accountLast4': 'Account number (last 4)',
  'label.dofd': 'Date of first delinquency',
  'label.opened': 'Date opened',
  'label.firstCollector': 'First collector',
  'label.firstCollectorBalance': 'First collector balance',
  'label.latestMonths': 'Latest months of the payment history',
  'label.originalBoth': 'Original creditor (both)',
  'label.originalBalance': 'Original creditor balance',
  'label.originalStatus': 'Original creditor status',
  'label.originalDofd': 'Original creditor: date of first delinquency',
  'label.history': 'Payment history',
  'label.removal': 'Removal date printed',
  'label.reportDate': 'Report date',
  'label.reportableUntil': 'Reportable until (DOFD + 180 days + 7 years)',
  'label.secondCollector': 'Second collector',
  'label.secondCollectorBalance': 'Second collector balance',
  'label.status': 'Status',
  'label.address': 'address',
  'label.employer': 'employer',
  'label.name': 'name',
  'label.firstLate': 'first late month {0}',
  // The reader's questions and warnings (parse-credit-report.ts).
  askBureau: 'Which credit bureau is this report from: Equifax, Experian or TransUnion?',
  unreadOf: 'Page {0}: we could not read the {1} of {2} with confidence (we saw "{3}"). What does your report say?',
  unread: 'Page {0}: we could not read the {1} with confidence (we saw "{2}"). What does your report say?',
  unreadHistory: 'Page {0}: we could not read the {1} payment history of {2} (we saw "{3}"). What does your report show for each month?',
  lostHistory: 'Page {0}: we could not read the payment history of {1}. Check each month on your report: paid on time, late (30 to 180 days) or no data.',
  symbolHistory:
    'Page {0}: the payment history of {1} is drawn with symbols we cannot read for certain. We read only the marks printed as numbers or codes (30, 60, 90, 120, 150, 180, CO); check the other months (paid on time, no data or another mark) on your report.',
  skipped: 'Page {0}: account details without a creditor name were skipped ("{1}").',
  noAccounts: 'No accounts were found in this report. Check that it is a full Equifax, Experian or TransUnion report.',
  ...Object.fromEntries(Object.entries(FIELD_WORDS).map(([k, v]) => [`field.${k}`, v])),
  // The law each finding rests on.
  ...Object.fromEntries(Object.entries(SECTIONS).map(([k, v]) => [`section.${k}`, v])),
  'section.letterSide': LETTER_SIDE_SECTION,
  // Comparing the bureaus (find-errors.ts, issue 25).
  bureauDiffDate: '{0} is reported with a different {1} on {2} ({3}) and on {4} ({5}).',
  'what.dateClosed': 'date closed',
  'what.lastPayment': 'date of last payment',
  bureauDiffStatus: '{0} is reported as "{1}" on {2} and as "{3}" on {4}.',
  bureauDiffBalance: '{0} shows a balance of {1} on {2} and {3} on {4}, both updated in {5}.',
  'label.statusOf': 'Status ({0})',
  'label.balanceOf': 'Balance ({0})',
  'label.dateClosedOf': 'Date closed ({0})',
  'label.lastPaymentOf': 'Date of last payment ({0})',
  'label.dateUpdatedOf': 'Date updated ({0})',
  askReportDate: 'This copy of your report prints no date. On what date did the bureau make it? Whether an item is past the 7-year limit depends on it.',
  // Why each finding might be innocent.
  ...Object.fromEntries(Object.entries(INNOCENT).map(([k, v]) => [`innocent.${k}`, v])),
  'innocent.inferredDofd':
    'At least one of the two dates is not printed but worked out from the removal date; bureaus may date the removal of an account included in bankruptcy from the filing, not from the delinquency.',
  'innocent.statusDiff': '{0} Compare the dates each bureau says the account was updated.',
  'innocent.balanceDiff': 'A payment posted between the two updates of the same month changes the balance.',
  // Medical debt (law/medical-debt.ts): bureau policy and state law, each said as what it is.
  medicalPaid: '{0} is a paid medical collection; since July 1, 2022 the three bureaus do not report paid medical collections.',
  medicalUnder500: '{0} is a medical collection under $500; since April 2023 the three bureaus do not report medical collections under $500.',
  medicalStateLaw: '{0} is a medical debt, and {1} law forbids reporting medical debt ({2}).',
  medicalStateLawInEffect: '{0} is a medical debt, and {1} law forbids reporting medical debt ({2}; in effect {3}).',
  medicalStateLawSigned: '{0} is a medical debt, and {1} law forbids reporting medical debt ({2}; signed {3}).',
  medicalStateSection: '{0}; FCRA 611 (15 U.S.C. 1681i) dispute',
  'label.originalCreditor': 'Original creditor',
};

const ES: Record<string, string> = {
  'on.equifax': '{0} en Equifax',
  'on.experian': '{0} en Experian',
  'on.transunion': '{0} en TransUnion',
  obsolete: '{0} se informa más de 7 años y 180 días después de su primera morosidad: debió eliminarse a más tardar en {1}.',
  balanceAfterPayoff: '{0} se informa como {1} pero todavía muestra un saldo de {2}.',
  currentButLate: '{0} se informa al día, pero su historial de pagos muestra un pago atrasado en su último mes, sin ningún pago registrado después.',
  pastDueWhileCurrent: '{0} muestra un monto vencido aunque se informa al día y con pagos puntuales.',
  historyContradiction: '{0} informa una primera morosidad en {1}, pero su propio historial de pagos muestra que la morosidad empezó en {2}.',
  duplicate: 'La misma deuda aparece dos veces: {0} todavía muestra {1} mientras {2} cobra {3} por ella.',
  reagedByCollector:
    '{0} informa una primera morosidad en {1}, posterior a la de {2} que informa el acreedor original {3}: una venta o un nuevo cobrador no la reinicia.',
  twoCollectors: 'Dos cobradores informan la misma deuda de {0}: {1} ({2}) y {3} ({4}).',
  reagedAcross: '{0} se informa con distintas fechas de primera morosidad: {1} en {2} y {3} en {4}. La posterior parece reenvejecida ("re-aged").',
  inquiryNotAuthorisedOn: 'Usted dijo que no autorizó la consulta de {0} del {1}.',
  inquiryNotAuthorised: 'Usted dijo que no autorizó la consulta de {0}.',
  askInquiryAround: '¿Solicitó crédito con {0} alrededor del {1} o le permitió de otra forma revisar su informe?',
  askInquiry: '¿Solicitó crédito con {0} o le permitió de otra forma revisar su informe?',
  personalNotMine: 'Usted dijo que "{0}" no es su información.',
  askPersonal: '¿"{0}" es suyo?',
  askAccount: '¿{0} es suya?',
  accountNotMine: 'Usted dijo que {0} no es suya.',
  letterReportSide: '{0} en {1} y su carta de cobranza no coinciden en el {2}: el informe puede ser inexacto.',
  letterLetterSide: 'Su carta de cobranza y {0} en {1} no coinciden en el {2}: la carta puede tergiversar la deuda.',
  whatAmount: 'monto adeudado',
  whatOriginal: 'acreedor original',
  whatDofd: 'fecha de la primera morosidad',
  whatLastPayment: 'fecha del último pago',
  'label.inferred': '{0} (calculada)',
  'label.letter': 'Carta: {0}',
  'label.report': 'Informe: {0}',
  'label.dofdOf': 'Fecha de la primera morosidad ({0})',
  'label.amountPastDue': 'Monto vencido',
  'label.balance': 'Saldo',
  'label.collector': 'Cobrador',
  'label.collectorBalance': 'Saldo del cobrador',
  'label.collectorNames': 'Acreedor original que nombra el cobrador',
  'label.collectorDofd': 'Cobrador: fecha de la primera morosidad',
  'label.company': 'Empresa',
  'label.creditor': 'Acreedor',
  'label.date': 'Fecha',
  'label.accountLast4': 'Número de cuenta (últimos 4)',
  'label.dofd': 'Fecha de la primera morosidad',
  'label.opened': 'Fecha de apertura',
  'label.firstCollector': 'Primer cobrador',
  'label.firstCollectorBalance': 'Saldo del primer cobrador',
  'label.latestMonths': 'Últimos meses del historial de pagos',
  'label.originalBoth': 'Acreedor original (ambos)',
  'label.originalBalance': 'Saldo del acreedor original',
  'label.originalStatus': 'Estado en el acreedor original',
  'label.originalDofd': 'Acreedor original: fecha de la primera morosidad',
  'label.history': 'Historial de pagos',
  'label.removal': 'Fecha de eliminación impresa',
  'label.reportDate': 'Fecha del informe',
  'label.reportableUntil': 'Puede informarse hasta (primera morosidad + 180 días + 7 años)',
  'label.secondCollector': 'Segundo cobrador',
  'label.secondCollectorBalance': 'Saldo del segundo cobrador',
  'label.status': 'Estado',
  'label.address': 'dirección',
  'label.employer': 'empleador',
  'label.name': 'nombre',
  'label.firstLate': 'primer mes atrasado {0}',
  askBureau: '¿De qué agencia de informes de crédito es este informe: Equifax, Experian o TransUnion?',
  unreadOf: 'Página {0}: no pudimos leer con seguridad el dato "{1}" de {2} (vimos "{3}"). ¿Qué dice su informe?',
  unread: 'Página {0}: no pudimos leer con seguridad el dato "{1}" (vimos "{2}"). ¿Qué dice su informe?',
  unreadHistory: 'Página {0}: no pudimos leer el historial de pagos de {1} de {2} (vimos "{3}"). ¿Qué muestra su informe para cada mes?',
  lostHistory:
    'Página {0}: no pudimos leer el historial de pagos de {1}. Revise cada mes en su informe: pagado a tiempo, atrasado (30 a 180 días) o sin datos.',
  symbolHistory:
    'Página {0}: el historial de pagos de {1} está dibujado con símbolos que no podemos leer con seguridad. Solo leímos las marcas impresas como números o códigos (30, 60, 90, 120, 150, 180, CO); revise los demás meses (pagado a tiempo, sin datos u otra marca) en su informe.',
  skipped: 'Página {0}: se omitieron datos de una cuenta sin nombre de acreedor ("{1}").',
  noAccounts: 'No se encontraron cuentas en este informe. Revise que sea un informe completo de Equifax, Experian o TransUnion.',
  'field.accountNumber': 'número de cuenta',
  'field.type': 'tipo de cuenta',
  'field.status': 'estado',
  'field.balance': 'saldo',
  'field.creditLimit': 'límite de crédito',
  'field.pastDue': 'monto vencido',
  'field.opened': 'fecha de apertura',
  'field.lastPayment': 'fecha del último pago',
  'field.dofd': 'fecha de la primera morosidad',
  'field.chargeOffAmount': 'monto cancelado contablemente',
  'field.originalCreditor': 'acreedor original',
  'field.remarks': 'observaciones',
  'field.removal': 'fecha de eliminación',
  'field.history': 'historial de pagos',
  'field.company': 'empresa',
  'field.date': 'fecha',
  'field.recordType': 'tipo de registro',
  'field.court': 'tribunal',
  'field.filed': 'fecha de presentación',
  'field.reference': 'número de referencia',
  'field.ssn': 'número de Seguro Social',
  'field.birthYear': 'año de nacimiento',
  'field.reportDate': 'fecha del informe',
  'section.duplicate': 'FCRA 607(b) (15 U.S.C. 1681e(b)) máxima exactitud posible; disputa según 611 (1681i) y 623(b) (1681s-2(b))',
  'section.reaged_dofd': 'FCRA 623(a)(5) (15 U.S.C. 1681s-2(a)(5)) fecha de la primera morosidad; 605(c)(1) (1681c(c)(1)); disputa según 611 (1681i)',
  'section.obsolete':
    'FCRA 605(a)(4) y (c)(1) (15 U.S.C. 1681c(a)(4), (c)(1)): 7 años desde 180 días después de la primera morosidad; disputa según 611 (1681i)',
  'section.balance_after_payoff': 'FCRA 623(a)(2) (15 U.S.C. 1681s-2(a)(2)) deber de corregir y actualizar; 607(b) (1681e(b)); disputa según 611 (1681i)',
  'section.history_contradiction': 'FCRA 607(b) (15 U.S.C. 1681e(b)) máxima exactitud posible; 623(a)(1) (1681s-2(a)(1)); disputa según 611 (1681i)',
  'section.inquiry_unauthorised': 'FCRA 604 (15 U.S.C. 1681b) propósito permitido; disputa según 611 (1681i)',
  'section.personal_info_wrong': 'FCRA 607(b) (15 U.S.C. 1681e(b)); disputa según 611 (1681i)',
  'section.not_mine':
    'FCRA 605B (15 U.S.C. 1681c-2) bloqueo por robo de identidad (con un informe de robo de identidad), o disputa según 611 (1681i) si se mezclaron expedientes',
  'section.letter_mismatch': 'FCRA 623(a)(1) (15 U.S.C. 1681s-2(a)(1)) exactitud; disputa según 611 (1681i) y 623(b) (1681s-2(b))',
  'section.letterSide':
    'FDCPA 807(2)(A) (15 U.S.C. 1692e(2)(A)) representación falsa de la naturaleza, el monto o la situación legal de una deuda; 12 CFR 1006.18(b)(2)(i)',
  'section.bureau_mismatch':
    'FCRA 607(b) (15 U.S.C. 1681e(b)) máxima exactitud posible; 623(a)(1)-(2) (1681s-2(a)(1)-(2)); disputa según 611 (1681i) con la agencia cuyo dato es erróneo, o con ambas, adjuntando el otro informe',
  bureauDiffDate: '{0} se informa con una {1} distinta en {2} ({3}) y en {4} ({5}).',
  'what.dateClosed': 'fecha de cierre',
  'what.lastPayment': 'fecha del último pago',
  bureauDiffStatus: '{0} se informa como "{1}" en {2} y como "{3}" en {4}.',
  bureauDiffBalance: '{0} muestra un saldo de {1} en {2} y de {3} en {4}, ambos actualizados en {5}.',
  'label.statusOf': 'Estado ({0})',
  'label.balanceOf': 'Saldo ({0})',
  'label.dateClosedOf': 'Fecha de cierre ({0})',
  'label.lastPaymentOf': 'Fecha del último pago ({0})',
  'label.dateUpdatedOf': 'Fecha de actualización ({0})',
  askReportDate: 'Esta copia de su informe no tiene fecha. ¿En qué fecha la emitió la agencia? De ella depende si un dato ya pasó el límite de 7 años.',
  'innocent.duplicate':
    'El acreedor original puede seguir actualizando su propia línea después de la venta (debería mostrar $0 y "transferida o vendida"); si las dos líneas se imprimieron en fechas distintas, una puede ya estar corregida.',
  'innocent.reaged_dofd':
    'La cuenta pudo ponerse al día y volver a atrasarse: una nueva morosidad después de ponerse al día tiene su propia fecha de primera morosidad.',
  'innocent.obsolete':
    'La fecha de eliminación se calcula con la fecha de primera morosidad que informó el acreedor; si esa fecha es errónea en el informe, la falla está en esa fecha y no en la eliminación.',
  'innocent.balance_after_payoff':
    'El saldo puede ser el del último informe antes de que se registrara el pago; la próxima actualización mensual puede corregirlo.',
  'innocent.history_contradiction':
    'El estado describe la cuenta hoy y el historial sus meses pasados; un mes informado con atraso y luego regularizado puede mostrar ambas cosas.',
  'innocent.inquiry_unauthorised': 'Una solicitud que usted hizo a través de un concesionario o un intermediario puede aparecer con el nombre del prestamista.',
  'innocent.personal_info_wrong': 'Un nombre o una dirección pueden venir de una solicitud que usted hizo, escritos de otra forma.',
  'innocent.not_mine':
    'Una cuenta puede figurar con un nombre que usted no reconoce (una tarjeta de tienda emitida por un banco, un préstamo vendido a otra empresa).',
  'innocent.letter_mismatch': 'Un cobrador puede sumar intereses o cargos que el acreedor original no había informado, si el contrato o la ley los permiten.',
  'innocent.bureau_mismatch':
    'Cada acreedor informa por separado a cada agencia, y las agencias actualizan en días distintos: un dato puede diferir durante un mes sin que ninguno sea erróneo.',
  'innocent.inferredDofd':
    'Al menos una de las dos fechas no está impresa sino calculada a partir de la fecha de eliminación; las agencias pueden contar la eliminación de una cuenta incluida en una bancarrota desde la presentación, no desde la morosidad.',
  'innocent.statusDiff': '{0} Compare las fechas en que cada agencia dice que se actualizó la cuenta.',
  'innocent.balanceDiff': 'Un pago registrado entre las dos actualizaciones del mismo mes cambia el saldo.',
  'section.medical_bureau_policy':
    'Política de las agencias, no ley (anuncio conjunto de Equifax, Experian y TransUnion del 18 de marzo de 2022; informes de la CFPB sobre deuda médica, 2022-2023); disputa según la FCRA 611 (15 U.S.C. 1681i)',
  'section.medical_state_law': 'Ley estatal sobre deuda médica (la ley citada); disputa según la FCRA 611 (15 U.S.C. 1681i)',
  'innocent.medical_bureau_policy':
    'Puede que la deuda no sea médica (una tarjeta de crédito general usada para atención médica no lo es), o que el monto informado al principio fuera de $500 o más; la política es un compromiso de las agencias, no una ley.',
  'innocent.medical_state_law':
    'Puede que la ley no alcance esta deuda: una tarjeta no emitida para atención médica, un proveedor de otro estado, o un informe hecho antes de que la ley entrara en vigor.',
  medicalPaid: '{0} es una cuenta de cobranza médica pagada; desde el 1 de julio de 2022 las tres agencias no informan cobranzas médicas pagadas.',
  medicalUnder500: '{0} es una cobranza médica de menos de $500; desde abril de 2023 las tres agencias no informan cobranzas médicas de menos de $500.',
  medicalStateLaw: '{0} es una deuda médica, y la ley de {1} prohíbe informar deudas médicas ({2}).',
  medicalStateLawInEffect: '{0} es una deuda médica, y la ley de {1} prohíbe informar deudas médicas ({2}; en vigor desde el {3}).',
  medicalStateLawSigned: '{0} es una deuda médica, y la ley de {1} prohíbe informar deudas médicas ({2}; firmada el {3}).',
  medicalStateSection: '{0}; disputa según la FCRA 611 (15 U.S.C. 1681i)',
  'label.originalCreditor': 'Acreedor original',
};

/** Every English key has its Spanish (the unit test checks it); exported for the test. */
export const CREDIT_TEXTS = { en: EN, es: ES };

const localizer = createLocalizer<string>(EN, { es: ES }, undefined, 4);

/** A sentence, label or law of the credit center in `lang`; the report's own words are kept. */
export const creditText = (text: string, lang: Lang, onMiss?: (text: string) => void): string => localizer.localize(text, lang, onMiss);

type Analysis = Omit<CreditReportAnalysis, 'success' | 'reportId'>;

/** A read report as the center shows it, in `lang`. */
export const localizeReport = <A extends Analysis>(a: A, lang: Lang, onMiss?: (text: string) => void): A => {
  if (lang === 'en') return a;
  const t = (s: string) => creditText(s, lang, onMiss);
  const proof = <P extends { label: string }>(p: P): P => ({ ...p, label: t(p.label) });
  return {
    ...a,
    findings: a.findings.map((f) => ({
      ...f,
      summary: t(f.summary),
      section: t(f.section),
      ...(f.innocent ? { innocent: t(f.innocent) } : {}),
      proof: f.proof.map(proof),
    })),
    questions: a.questions.map((q) => ({ ...q, question: t(q.question), ...(q.proof ? { proof: q.proof.map(proof) } : {}) })),
    warnings: a.warnings.map(t),
    ...(a.letterMismatches ? { letterMismatches: a.letterMismatches.map((m) => ({ ...m, section: t(m.section) })) } : {}),
  };
};
