/** Spanish for src/i18n/en.ts: part 7. */
export const PART7 = {
  'credit_reporting_threat_misleading.promises_that_paying_will_erase':
    'promete que pagar borrará el historial de crédito negativo, algo que un cobrador no controla (el registro del acreedor original queda como se reportó)',
  'credit_reporting_threat_misleading.your_last_payment_plus_a': 'su último pago ({0}), más un mes hasta el primer pago atrasado',
  'dispute_conditions_added.a_dispute_made_by_telephone': 'una disputa por teléfono, cuando solo una disputa por escrito asegura la verificación de la deuda',
  'dispute_conditions_added.paying_or_calling_as_the': 'pagar o llamar como las únicas formas de responder, sin mencionar la disputa por escrito',
  'misstated_legal_status.says_the_debt_never_expires':
    'dice que la deuda nunca vence o que no puede liberarse, pero las deudas de consumo se vuelven demasiado antiguas para demandarlas según los plazos de prescripción estatales y la mayoría pueden liberarse en una bancarrota',
  'misstated_legal_status.says_you_are_legally_obligated':
    'dice que usted está obligado legalmente a pagar una deuda que parece demasiado antigua para demandarla, lo que sugiere que la deuda todavía puede cobrarse por la vía judicial',
  'misstated_legal_status.seeks_payment_of_a_debt':
    'pide el pago de una deuda que, según nos dijo, se liberó en una bancarrota, por lo que legalmente ya no se debe',
  'misstated_legal_status.says_a_court_judgment_was': 'dice que se dictó una sentencia judicial, y usted nos dijo que no hay ninguna',
  'nonjudicial_repossession_threat.the_letter_indicates_the_collateral':
    'la carta indica que los bienes en garantía ya no están ("{0}"), así que no queda nada que recuperar.',
  'time_barred_no_disclosure_federal.it_never_says_that_the': 'nunca dice que la ley le impide al cobrador demandarlo',
  'time_barred_no_disclosure_federal.it_never_says_that_the_2':
    'nunca dice que la ley le impide al cobrador demandarlo, ni advierte que un pago o una promesa de pago podrían reiniciar el plazo para demandar en algunos estados',
  'time_barred_state_disclosure_missing.is_not_among_the_states':
    '{0} no está entre los estados que, según la lista, exigen un aviso sobre deudas prescritas en las cartas de cobro (legal-reference §4.3: {1}).',
  'time_barred_state_disclosure_missing.s_notice_binds_debt_collectors':
    'El aviso de {0} ({1}) obliga a los cobradores de deudas, y el remitente parece ser el acreedor original que cobra en su propio nombre.',
  'state-notices.a_statement_that_because_of': 'una declaración de que, por la antigüedad de la deuda, el dueño no lo demandará por ella',
  'state-notices.a_statement_that_because_of_2': 'una declaración de que, por la antigüedad de la deuda, el dueño no puede demandarlo por ella',
  'state-notices.a_statement_whether_the_debt': 'una declaración de si la deuda puede (o no) reportarse a las agencias de informes de crédito',
  'state-notices.a_statement_that_you_are': 'una declaración de que usted no está obligado a pagar la deuda (o de que es demasiado antigua para demandarla)',
  'vn_dispute_right_statement.that_the_collector_will_send': 'que el cobrador enviará la verificación de la deuda (o una copia de una sentencia)',
  'vn_missing_entirely.a_bankruptcy_proof_of_claim':
    'una reclamación en una bancarrota (proof of claim), que es un escrito judicial formal (comentario 34(b)(2)-1)',
  'compute-sol-status.verified': 'verificado',
  'compute-sol-status.unverified': 'no verificado',
  'state-sol-notes.5_years_is_the_written':
    '5 años es el plazo para contratos escritos; el plazo para contratos verbales y cuentas abiertas es más corto ({0} años).',
  'time-barred-disclosures.before_accepting_payment_on_a':
    'antes de aceptar un pago de una deuda que el cobrador sabe, o tiene motivos para saber, que podría estar prescrita, por el mismo medio que el pago',
  'nonjudicial_repossession_threat.the_debt_appears_to_be': 'la deuda parece no tener garantía{0} y la carta no nombra ningún bien en garantía.',
  'state-notices.a_statement_that_the_collector': 'una declaración de que el cobrador cree que el plazo de prescripción podría haber vencido',
  'state-notices.a_statement_that_the_law': 'una declaración de que la ley limita cuánto tiempo pueden demandarlo y de que no pueden demandarlo por esta deuda',
  'state-notices.a_statement_that_the_debt':
    'una declaración de que la deuda no se puede cobrar, o podría no poder cobrarse, mediante una demanda y de que no se le puede obligar a pagarla mediante una demanda',
  'vn_translation_without_english.this_notice_offers_a_copy_2':
    'Este aviso ofrece una copia en español ("{0}"), y usted nos dijo que se la pidió al cobrador y no la recibió. Un cobrador que ofrece el aviso de validación en español debe enviarlo cuando usted lo pide (12 CFR 1006.34(d)(3)(vi), (e)).',
  'vn_translation_without_english.this_notice_offers_a_copy': 'Este aviso ofrece una copia en español. ¿Se la pidió al cobrador y no la recibió?',
  'vn_translation_without_english.this_notice_offers_you_a':
    'Este aviso le ofrece una copia en español. Si se la pidió al cobrador, debía enviársela. ¿La pidió y no la recibió?',
  'ocr-languages.this_letter_seems_to_be':
    'Esta carta parece estar escrita en español, pero el reconocimiento de texto en español no está instalado en este servidor, así que se leyó como si estuviera en inglés: las palabras con acentos podrían leerse mal. Compare las palabras citadas con su carta, o pegue su texto.',
  'extract-error.the_file': 'El archivo "{0}"',
  'extract-error.the_file_2': 'El archivo',
  'extract-error.the_file_3': 'el archivo "{0}"',
  'extract-error.the_file_4': 'el archivo',
  'format-text-report.as_of': 'al',
  'format-text-report.findings': 'HALLAZGOS',
  'format-text-report.as_violations': 'como violaciones',
  'format-text-report.confidence': 'confianza',
  'format-text-report.severity': 'gravedad',
  'format-text-report.high': 'alta',
  'format-text-report.medium': 'media',
  'format-text-report.low': 'baja',
  'format-text-report.critical': 'crítica',
  'format-text-report.objective': 'objetiva',
  'format-text-report.judgment': 'de criterio',
  'format-text-report.context': 'de contexto',
  'format-text-report.page': 'página',
  'format-text-report.line': 'línea',
  'format-text-report.assumed': 'Supuesto',
  'format-text-report.years': 'años',
  'format-text-report.urgency': 'urgencia',
  'format-text-report.severity_2': 'Gravedad',
  'format-text-report.saves': 'ahorra',
  'format-text-report.deadlines': 'FECHAS LÍMITE',
  'format-text-report.assumptions': 'SUPUESTOS',
  'format-text-report.today': 'hoy',
  'format-text-report.unknown': 'desconocido',
  'format-text-report.debtshield_analysis_of': 'Análisis de DebtShield de {0}',
  'format-text-report.debtshield_letter_analysis': 'Análisis de la carta de DebtShield',
  'format-text-report.read_as_1_page_confidence': 'Leída como {0}, 1 página, confianza del {1}%.',
  'format-text-report.read_as_pages_confidence': 'Leída como {0}, {1} páginas, confianza del {2}%.',
  'format-text-report.parts_of_the_letter_were': 'Algunas partes de la carta fueron difíciles de leer: compare las palabras citadas con su copia.',
  'format-text-report.no_likely_violation_found_in': 'No se encontró ninguna violación probable en el texto de esta carta.',
  'format-text-report.statute_of_limitations': 'PLAZO DE PRESCRIPCIÓN',
  'format-text-report.within_the_period': 'dentro del plazo',
  'format-text-report.likely_expired': 'probablemente vencido',
  'format-text-report.runs_out_on': 'vence el {0}',
  'format-text-report.to_settle_it': 'Para resolverlo: {0}',
  'format-text-report.score_and_strategy': 'PUNTUACIÓN Y ESTRATEGIA',
  'format-text-report.recommended_success_estimate': 'Recomendado: {0} (estimación de éxito: {1}%)',
  'format-text-report.possible_statutory_damages_up_to': 'Posibles daños legales: hasta {0}.',
  'format-text-report.settlement_options_on': 'Opciones de acuerdo sobre {0}:',
  'format-text-report.days_ago': 'hace {0} días',
  'format-text-report.in_days': 'en {0} días',
  'format-text-report.questions_answer_them_in_an': 'PREGUNTAS (respóndalas en un archivo --answers y vuelva a ejecutar)',
  'format-text-report.asked_by': 'preguntado por {0}',
  'format-text-report.internal_errors_these_checks_were': 'ERRORES INTERNOS (estas verificaciones se omitieron)',
  'recommend-strategy.an_estimate_not_a_measured':
    'Una estimación, no una tasa medida: el valor predeterminado del producto, {0}%, más 5 puntos por cada violación clara y objetiva ({1} contadas, como máximo 3), menos 10 porque es posible que la ley federal de cobro de deudas no se aplique a este remitente o a esta deuda',
  'recommend-strategy.an_estimate_not_a_measured_2':
    'Una estimación, no una tasa medida: el valor predeterminado del producto, {0}%, más 5 puntos por cada violación clara y objetiva ({1} contadas, como máximo 3)',
  'recommend-strategy.an_estimate_not_a_measured_3':
    'Una estimación, no una tasa medida: el valor predeterminado del producto, {0}%, menos 10 porque es posible que la ley federal de cobro de deudas no se aplique a este remitente o a esta deuda',
  'recommend-strategy.an_estimate_not_a_measured_4': 'Una estimación, no una tasa medida: el valor predeterminado del producto, {0}%',
  'compute-sol-status.the_period_in_is_years':
    'El plazo en {0} es de {1} años, pero no se conoce ninguna fecha del último pago, de la cancelación contable ni del primer pago atrasado, así que no se puede contar.',
  'unauthorized_fees_or_interest.a_flat_percentage_of_the': 'un porcentaje fijo del saldo a menudo no está ligado a ningún costo real. ',
  'vn_assumed_valid_statement.within_30_days': 'dentro de los 30 días',
  'vn_itemization_arithmetic.and_12_cfr_1006_34': ' y 12 CFR 1006.34(c)(2)(vii)–(ix)',
  'time-barred-disclosures.tex_fin_code_392_307': 'Tex. Fin. Code 392.307 (desde el 1 de septiembre de 2019)',
  'time-barred-disclosures.w_va_code_46a_2': 'W. Va. Code 46A-2-128(f) (desde el 6 de junio de 2014)',
  'vn_itemization_table.interest': 'intereses',
  'vn_itemization_table.fees': 'cargos',
  'vn_itemization_table.has_no_line_for_and': 'no tiene una línea para {0} y deja en blanco {1}',
  'compute-sol-status.charge_off': 'cancelación contable (charge-off)',
  'compute-sol-status.the_date': 'la fecha de {0}, {1}',
  'envelope_language.assumed_the_letter_came_in':
    'Supusimos que la carta llegó en un sobre con ventanilla y que estas palabras se ven por la ventanilla; díganos qué muestra su sobre para confirmarlo.',
  'envelope_language.the_letter_prints_above_your':
    'La carta imprime "{0}" encima de su dirección. Los tribunales de su circuito ({1}) permiten marcas "inofensivas" en el sobre (Goswami, 5th Cir. 2004; Strand, 8th Cir. 2004), así que no se trata como una infracción aunque se vea por la ventanilla.',
  'envelope_language.this_letter_prints_just_above':
    'Esta carta imprime "{0}" justo encima de su nombre y dirección, la parte de la página que se ve por la ventanilla del sobre. Probablemente es una infracción, a menos que su sobre no tenga ventanilla o tape esa línea: en el sobre o por su ventanilla solo pueden aparecer la dirección del cobrador y un nombre comercial que no muestre que es un cobrador de deudas (15 U.S.C. 1692f(8); 12 CFR 1006.22(f)(2); {1}).',
  'envelope_language.preston_v_midland_credit_management': 'Preston v. Midland Credit Management, 7th Cir. 2020',
  'envelope_language.douglass_v_convergent_outsourcing_3d': 'Douglass v. Convergent Outsourcing, 3d Cir. 2014',
  'interest_accrual_not_disclosed.this_letter_may_not_state':
    'Es posible que esta carta no indique el monto de la deuda (15 U.S.C. 1692g(a)(1), 1692e(2)(A)): da una cifra pero dice que esa cifra no incluye intereses u otros cargos, o le pide que llame para saber el saldo actual ("{0}"). Un cobrador debe decirle cuánto debe, no pedirle que llame para averiguarlo (Miller v. McCalla, 7th Cir. 2000; Chuway v. National Action Financial Services, 7th Cir. 2004). Antes de pagar, pida por escrito el monto total que debe el día en que pague.',
  'threat_legal_action_unintended.this_letter_likely_violates_federal':
    'Esta carta probablemente infringe la ley federal, a menos que el acreedor haya autorizado una demanda: sus palabras dan a entender que podría seguir una demanda ("pre-legal", "resolver esto de manera amistosa", un cliente a punto de contratar a un abogado) sin decir qué pasará ni cuándo. Un cobrador no puede dar a entender acciones legales que no se pensaban tomar o no estaban autorizadas (15 U.S.C. 1692e(5), (10); 12 CFR 1006.18(c)(1)). Si ya le demandaron, díganoslo: entonces lo que daba a entender era cierto.',
  'threat_legal_action_unintended.assumed_the_creditor_had_not':
    'Supusimos que el acreedor no había decidido ni autorizado una demanda cuando se envió la carta; la carta no dice quién lo decidió.',
  'unauthorized_fees_or_interest.this_letter_says_fees_or':
    'Esta carta dice que se pueden agregar cargos o costos a su deuda ({0}). Usted nos dijo que su contrato original no permite esos cargos, y la carta no cita ninguna ley que los permita. Decir que se pueden agregar cargos cuando no se puede agregar ninguno legalmente tergiversa lo que usted debe y amenaza con un paso que no se puede dar (15 U.S.C. 1692e(2)(A), 1692e(5), 1692f(1); Boucher v. Finance System of Green Bay, 7th Cir. 2018).',
  'unauthorized_fees_or_interest.this_letter_says_fees_or_2':
    'Esta carta dice que se agregarán cargos o costos a su deuda ({0}). Usted nos dijo que su contrato original no permite esos cargos, y la carta no cita ninguna ley que los permita. Agregar cargos que no se pueden agregar legalmente tergiversa lo que usted debe (15 U.S.C. 1692e(2)(A), 1692e(5), 1692f(1); Boucher v. Finance System of Green Bay, 7th Cir. 2018).',
  'unauthorized_fees_or_interest.does_your_original_agreement_with_2':
    '¿Su contrato original con el acreedor permite expresamente los cargos que esta carta dice que se pueden agregar (por ejemplo, cargos o costos de cobranza)?',
  'unauthorized_fees_or_interest.this_letter_says_fees_or_3':
    'Esta carta dice que se pueden agregar cargos o costos a su deuda ({0}). Que se puedan agregar depende de su contrato original y de la ley de su estado (15 U.S.C. 1692f(1)).',
  'vn_current_amount.this_notice_gives_a_balance':
    'Este aviso da un saldo a una fecha muy anterior a la carta ("{0}") pero nunca dice cuánto debe usted ahora. Un aviso de validación debe indicar el monto de la deuda a la fecha del aviso, para que usted sepa qué se le reclama hoy ({1}; Miller v. McCalla, Raymer, Padrick, Cobb, Nichols & Clark, 7th Cir. 2000).',
  'period.this_letter_demands_payment_by':
    'Esta carta exige el pago ("{0}") en un plazo que puede caer dentro del período de validación. Si es la primera carta de este cobrador sobre esta deuda (el aviso de sus derechos puede estar al reverso o en el mismo sobre), ese plazo puede opacar su derecho a disputar la deuda (15 U.S.C. 1692g(b)).',
  'period.this_letter_threatens_action_by':
    'Esta carta amenaza con tomar medidas ("{0}") en un plazo que puede caer dentro del período de validación. Si es la primera carta de este cobrador sobre esta deuda (el aviso de sus derechos puede estar al reverso o en el mismo sobre), esa amenaza puede opacar su derecho a disputar la deuda (15 U.S.C. 1692g(b)).',
  'threat_legal_action_unintended.this_letter_may_violate_federal_2':
    'Es posible que esta carta infrinja la ley federal: dice que podría haber acciones legales, y usted nos dijo que desde entonces no se ha presentado ninguna demanda. En su circuito, decir que "podría" presentarse una demanda cuando no se pensaba hacerlo puede engañar (Brown v. Card Service Center, 3d Cir. 2006; 15 U.S.C. 1692e(5), (10); 12 CFR 1006.18(c)(1)). Guarde la carta y anote las fechas.',
  'threat_legal_action_unintended.this_letter_says_legal_action':
    'Esta carta dice que podría haber acciones legales. En su circuito, decir que "podría" presentarse una demanda cuando no se piensa hacerlo puede engañar (Brown v. Card Service Center, 3d Cir. 2006; 15 U.S.C. 1692e(5)); si se pensaba hacerlo no se puede saber por la carta. Si no se presenta ninguna demanda, la afirmación pudo ser ilegal.',
  'interest_accrual_not_disclosed.a_fixed_balance_with_nothing':
    'Un saldo fijo sin decir nada de intereses podría confundirlo sobre el monto de la deuda (15 U.S.C. 1692e): la carta indica "{0}" y no dice nada de intereses ni cargos, pero usted nos dijo que todavía se están añadiendo. Una carta que da una cifra fija para una deuda que aumenta, sin decir que el monto podría aumentar ni que el cobrador aceptará esa cifra como pago total hasta una fecha, puede hacerle creer que pagarla liquida la deuda (Avila v. Riexinger, 2d Cir. 2016; Marucci v. Cawley & Bergmann, D.N.J. 2014). Antes de pagar, pida el monto exacto para liquidar la deuda el día en que pague.',
  'interest_accrual_not_disclosed.you_told_us_interest_or':
    'Usted nos dijo que todavía se están añadiendo intereses o cargos a este saldo; este hallazgo se basa en esa respuesta.',
  'interest_accrual_not_disclosed.the_letter_states_a_balance':
    'La carta indica un saldo ("{0}") y no dice nada de intereses ni cargos. Si todavía se están añadiendo, una cifra fija sin advertir que podría aumentar puede confundirlo (Avila v. Riexinger, 2d Cir. 2016): ¿sigue aumentando el saldo?',
};
