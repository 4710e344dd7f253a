/** Spanish for src/i18n/en.ts: the gates and questions, deadlines, urgency, the strategy and the text report. Legal citations and {n} placeholders as in English. */
export const QUESTIONS_STRATEGY_AND_REPORT = {
  'addresses.it_follows_a_mail_to': 'va después de una línea "enviar a" ("mail to")',
  'addresses.it_follows_the_collector_address': 'va después de la dirección del cobrador',
  'addresses.it_follows_to': 'va después de "Para:" ("To:")',
  'addresses.it_is_the_addressee_block': 'es el bloque del destinatario debajo del membrete',
  'addresses.it_is_the_letterhead': 'es el membrete',
  'addresses.it_is_under_a_company': 'está debajo del nombre de una empresa',
  'addresses.it_is_under_a_person': 'está debajo del nombre de una persona',
  'addresses.it_is_under_your_name': 'está debajo de su nombre',
  'addresses.the_facts_stage_read_it': 'el análisis la leyó como la dirección del cobrador',
  'addresses.the_facts_stage_read_it_2': 'el análisis la leyó como su dirección',
  'analyze.appears_to_violate': 'Parece violar',
  'analyze.educational_pattern_analysis_of_your':
    'Análisis educativo de patrones de su carta frente a las normas federales de cobro de deudas. No es asesoría legal; para recibir asesoría sobre su situación, hable con un abogado de derechos del consumidor o con una organización de ayuda legal.',
  'analyze.for_information_the_fdcpa_may': 'Para su información (es posible que la FDCPA no se aplique): podría contradecir',
  'analyze.may_violate': 'Podría violar',
  'analyze.this_is_a_court_paper':
    'Este es un documento judicial (una citación, una demanda, una moción o una sentencia), no una carta de cobro: las verificaciones de cartas no se aplican, y lo primero que importa es el plazo para responder.',
  'business-days.birthday_of_martin_luther_king': 'Natalicio de Martin Luther King, Jr.',
  'business-days.christmas_day': 'Navidad',
  'business-days.columbus_day': 'Día de la Raza (Columbus Day)',
  'business-days.independence_day': 'Día de la Independencia',
  'business-days.juneteenth_national_independence_day': 'Día Nacional de la Independencia de Juneteenth',
  'business-days.labor_day': 'Día del Trabajo',
  'business-days.memorial_day': 'Día de los Caídos (Memorial Day)',
  'business-days.new_year_s_day': 'Año Nuevo',
  'business-days.thanksgiving_day': 'Día de Acción de Gracias',
  'business-days.veterans_day': 'Día de los Veteranos',
  'completeness.one_page_was': 'se ha subido una página',
  'completeness.pages_were': 'se han subido {0} páginas',
  'completeness.the_letter_refers_to_another': 'La carta menciona otro lado u otra página ("{0}") que no está en lo que se subió.',
  'completeness.the_letter_says_it_has': 'La carta dice que tiene {0} páginas ("{1}"), y {2} subida(s).',
  'completeness.the_text_marks_passages_that': 'El texto marca pasajes que se omitieron ("{0}"): es parte de una carta, no la carta completa.',
  'compute-deadlines.12_cfr_1006_34_b': '12 CFR 1006.34(b)(5): 5 días hábiles para el correo, y luego 30 días',
  'compute-deadlines.after_this_date_the_debt':
    'Después de esta fecha, es posible que la deuda ya no aparezca en su informe de crédito (7 años y 180 días desde el primer pago atrasado).',
  'compute-deadlines.deadline_of_the_settlement_offer': 'Fecha límite de la oferta de acuerdo de la carta.',
  'compute-deadlines.earliest_validation_end_date_the':
    'La fecha final del período de validación más temprana que permite la ley para una carta con fecha del {0} (se supone recibida el {1}, más 30 días).',
  'compute-deadlines.letter_date_30_days_15': 'la fecha de la carta + 30 días (15 U.S.C. 1692g(a))',
  'compute-deadlines.period_of_years_the_product': 'plazo de {1} años de {0} (la tabla de plazos estatales del producto); {2}',
  'compute-deadlines.send_your_written_dispute_within': 'Envíe su disputa por escrito dentro de los 30 días después de recibir la carta (antes de esta fecha).',
  'compute-deadlines.send_your_written_dispute_within_2':
    'Envíe su disputa por escrito dentro de 30 días; contados desde la fecha de la carta porque no se sabe la fecha en que la recibió, así que esta es la fecha segura.',
  'compute-deadlines.the_letter': 'la carta',
  'compute-deadlines.the_statute_of_limitations_likely':
    'Probablemente el plazo de prescripción venció en esta fecha: un cobrador no debe demandar ni amenazar con demandar después de ella.',
  'compute-deadlines.the_statute_of_limitations_likely_2': 'Probablemente el plazo de prescripción vence en esta fecha.',
  'compute-deadlines.to_sue_over_this_letter':
    'Para demandar por esta carta según la FDCPA, presente la demanda antes de esta fecha (un año desde la violación, con un margen de seguridad de 30 días).',
  'compute-deadlines.validation_end_date_in_the':
    'Fecha final del período de validación que da la carta: dispute por escrito antes de esta fecha y el cobrador deberá dejar de cobrar hasta que envíe la verificación.',
  'compute-deadlines.your_received_date_30_days': 'la fecha en que la recibió + 30 días (15 U.S.C. 1692g(a))',
  'compute-urgency.today_is_the_last_day': 'Hoy es el último día para disputar por escrito ({0}).',
  'compute-urgency.1_day_left_to_dispute': 'Le queda 1 día para disputar por escrito ({0}).',
  'compute-urgency.days_left_to_dispute_in': 'Le quedan {0} días para disputar por escrito ({1}).',
  'compute-urgency.the_debt_is_likely_past':
    'Probablemente la deuda está fuera del plazo de prescripción: no pague ni firme nada sobre ella antes de leer la advertencia sobre la reactivación de la deuda.',
  'compute-urgency.the_letter_threatens_action_against': 'La carta amenaza con tomar medidas en su contra; vea en los hallazgos si la ley lo permite.',
  'compute-urgency.the_settlement_offer_in_the': 'La oferta de acuerdo de la carta termina hoy ({0}); no tiene que aceptarla para conservar sus derechos.',
  'compute-urgency.the_settlement_offer_in_the_2':
    'La oferta de acuerdo de la carta termina en 1 día ({0}); no tiene que aceptarla para conservar sus derechos.',
  'compute-urgency.the_settlement_offer_in_the_3':
    'La oferta de acuerdo de la carta termina en {0} días ({1}); no tiene que aceptarla para conservar sus derechos.',
  'compute-urgency.the_statute_of_limitations_likely':
    'Probablemente el plazo de prescripción vence en {0} días: un pago o un reconocimiento por escrito ahora podría reiniciarlo.',
  'compute-urgency.the_validation_end_date_has':
    'La fecha final del período de validación ya pasó: todavía puede disputar, pero el cobrador ya no tiene que suspender el cobro mientras verifica.',
  'compute-urgency.this_looks_like_court_papers':
    'Esto parece un documento judicial. El tribunal fija su propio plazo para responder (a menudo de 20 a 30 días): si no lo cumple, puede perder por falta de respuesta. Considere hablar ahora con un abogado o con una organización de ayuda legal.',
  'first-contact-questions.is_this_the_first_letter': '¿Es esta la primera carta que recibió de este cobrador sobre esta deuda?',
  'format-text-report.as_of': 'al',
  'format-text-report.as_violations': 'como violaciones',
  'format-text-report.asked_by': 'preguntado por {0}',
  'format-text-report.assumed': 'Supuesto',
  'format-text-report.assumptions': 'SUPUESTOS',
  'format-text-report.confidence': 'confianza',
  'format-text-report.context': 'de contexto',
  'format-text-report.critical': 'crítica',
  'format-text-report.days_ago': 'hace {0} días',
  'format-text-report.deadlines': 'FECHAS LÍMITE',
  'format-text-report.debtshield_analysis_of': 'Análisis de DebtShield de {0}',
  'format-text-report.debtshield_letter_analysis': 'Análisis de la carta de DebtShield',
  'format-text-report.findings': 'HALLAZGOS',
  'format-text-report.high': 'alta',
  'format-text-report.in_days': 'en {0} días',
  'format-text-report.internal_errors_these_checks_were': 'ERRORES INTERNOS (estas verificaciones se omitieron)',
  'format-text-report.judgment': 'de criterio',
  'format-text-report.likely_expired': 'probablemente vencido',
  'format-text-report.line': 'línea',
  'format-text-report.low': 'baja',
  'format-text-report.medium': 'media',
  'format-text-report.no_likely_violation_found_in': 'No se encontró ninguna violación probable en el texto de esta carta.',
  'format-text-report.objective': 'objetiva',
  'format-text-report.page': 'página',
  'format-text-report.parts_of_the_letter_were': 'Algunas partes de la carta fueron difíciles de leer: compare las palabras citadas con su copia.',
  'format-text-report.possible_statutory_damages_up_to': 'Posibles daños legales: hasta {0}.',
  'format-text-report.questions_answer_them_in_an': 'PREGUNTAS (respóndalas en un archivo --answers y vuelva a ejecutar)',
  'format-text-report.read_as_1_page_confidence': 'Leída como {0}, 1 página, confianza del {1}%.',
  'format-text-report.read_as_pages_confidence': 'Leída como {0}, {1} páginas, confianza del {2}%.',
  'format-text-report.recommended_success_estimate': 'Recomendado: {0} (estimación de éxito: {1}%)',
  'format-text-report.runs_out_on': 'vence el {0}',
  'format-text-report.saves': 'ahorra',
  'format-text-report.score_and_strategy': 'PUNTUACIÓN Y ESTRATEGIA',
  'format-text-report.settlement_options_on': 'Opciones de acuerdo sobre {0}:',
  'format-text-report.severity': 'gravedad',
  'format-text-report.severity_2': 'Gravedad',
  'format-text-report.statute_of_limitations': 'PLAZO DE PRESCRIPCIÓN',
  'format-text-report.to_settle_it': 'Para resolverlo: {0}',
  'format-text-report.today': 'hoy',
  'format-text-report.unknown': 'desconocido',
  'format-text-report.urgency': 'urgencia',
  'format-text-report.within_the_period': 'dentro del plazo',
  'format-text-report.years': 'años',
  'gate-assumptions.assumed_the_debt_is_a': 'Supusimos que la deuda es una deuda de consumo (para fines personales, familiares o del hogar).',
  'gate-assumptions.assumed_the_letter_is_dated': 'Supusimos que la carta tiene fecha del 30 de noviembre de 2021 o posterior (se aplica la Regulation F).',
  'gate-assumptions.assumed_the_sender_is_a':
    'Supusimos que el remitente es un cobrador de deudas (una agencia de cobranza, un comprador de deudas o un bufete de abogados de cobranza), no el acreedor original que cobra en su propio nombre.',
  'gate-assumptions.assumed_the_sender_is_a_2': 'Supusimos que el remitente es un cobrador de deudas (la carta dice que lo es).',
  'gate-assumptions.assumed_this_letter_is_the':
    'Supusimos que esta carta es el aviso de validación (contiene información de validación, como los derechos de disputa).',
  'gate.the_debt_appears_to_be': 'La deuda parece ser una deuda comercial; la FDCPA cubre solo deudas personales, familiares o del hogar (15 U.S.C. 1692a(5)).',
  'gate.the_debt_is_a_business':
    'La deuda es una deuda comercial; la FDCPA y la Regulation F cubren solo deudas personales, familiares o del hogar (15 U.S.C. 1692a(5)).',
  'gate.the_debt_is_not_a': 'La deuda no es personal, familiar ni del hogar, así que la FDCPA y la Regulation F no la cubren (15 U.S.C. 1692a(5)).',
  'gate.the_document_looks_like_a':
    'El documento parece un escrito judicial, pero también pide un pago como una carta de cobro, así que se verificó como carta.',
  'gate.the_letter_is_dated_before':
    'La carta tiene fecha anterior al 30 de noviembre de 2021, cuando entró en vigor la Regulation F; esta regla de la Regulation F no se aplica a ella.',
  'gate.the_sender_appears_to_be':
    'El remitente parece ser el acreedor original que cobra en su propio nombre, que no es un "cobrador de deudas" según 15 U.S.C. 1692a(6). La ley estatal (por ejemplo, la Ley Rosenthal de California) todavía podría aplicarse.',
  'gate.the_sender_appears_to_be_2':
    'El remitente parece ser el acreedor original que cobra en su propio nombre. 15 U.S.C. 1692e y 12 CFR 1006.18 se aplican a los cobradores de deudas (1692a(6)); la ley estatal todavía podría aplicarse.',
  'gate.the_sender_is_the_original':
    'El remitente es el acreedor original que cobra en su propio nombre, que no es un "cobrador de deudas" según 15 U.S.C. 1692a(6). La ley estatal todavía podría aplicarse.',
  'gate.this_applies_only_if_the':
    '{0} Esto se aplica solo si el remitente es un cobrador de deudas (por ejemplo, una agencia de cobranza, un comprador de deudas o un bufete de abogados de cobranza); nada en la carta lo dice.',
  'gate.this_document_appears_to_be':
    'Este documento parece ser un escrito judicial (citación o demanda), que se responde ante el tribunal; esta verificación de cartas no se aplica a él.',
  'gate.this_document_is_a_court': 'Este documento es un escrito judicial (citación o demanda); esta verificación se aplica a cartas de cobro.',
  'gate.this_is_a_formal_court': 'Esto es un escrito judicial formal (citación o demanda), que esta regla no cubre.',
  'gates.it_is_not_clear_whether':
    'No está claro si esta es la primera carta del cobrador (la que debe incluir el aviso de validación); las verificaciones del aviso de validación indican cómo lo trataron y es posible que le pregunten.',
  'gates.the_checks_that_look_for':
    '{0} Las verificaciones que buscan algo que falta esperan el resto de la carta: suba todas las páginas, por delante y por detrás, o díganos que lo que subió es la carta completa.',
  'gates.the_debt_appears_to_be':
    'La deuda parece ser una deuda comercial: la FDCPA cubre solo deudas personales, familiares o del hogar (15 U.S.C. 1692a(5)).',
  'gates.the_kind_of_debt_is':
    'No está claro qué tipo de deuda es. Los elementos que un aviso de validación necesita solo para un producto o servicio financiero de consumo (el acreedor en la fecha del desglose y el sitio web de la CFPB) se exigen cuando la carta se refiere a una tarjeta de crédito, un préstamo o un banco; en los demás casos se tratan como opcionales.',
  'gates.the_letter_does_not_say':
    'La carta no dice con claridad si el remitente es un cobrador de deudas; las verificaciones federales suponen que lo es (15 U.S.C. 1692a(6)).',
  'gates.the_letter_is_dated_before':
    'La carta tiene fecha anterior al 30 de noviembre de 2021: se aplica la lista anterior de la ley, 15 U.S.C. 1692g(a), en lugar de la Regulation F.',
  'gates.the_letter_is_undated_no':
    'La carta no tiene fecha (no se pudo leer ninguna fecha en ella). Las verificaciones del aviso de validación aplican la Regulation F (vigente desde el 30 de noviembre de 2021) solo cuando una fecha en el membrete es de ese día o posterior, o cuando la carta usa una redacción que solo tienen los avisos de la Regulation F; de lo contrario, la juzgan según la lista anterior de la ley, 15 U.S.C. 1692g(a), y dejan fuera los elementos que solo exige la Regulation F.',
  'gates.the_notice_follows_the_cfpb':
    'El aviso sigue el Formulario Modelo B-1 de la CFPB, que le da al cobrador un puerto seguro (protección legal) en cuanto a su contenido y formato (12 CFR 1006.34(d)(2)).',
  'gates.the_sender_appears_to_be':
    'El remitente parece ser el acreedor original que cobra en su propio nombre: es posible que la FDCPA no se aplique, por lo que los hallazgos se muestran solo como información (la ley estatal todavía podría aplicarse).',
  'gates.this_looks_like_a_court':
    'Esto parece un escrito judicial (citación o demanda): las verificaciones del aviso de validación y de la declaración de cobrador de deudas no se aplican a los escritos judiciales.',
  'gates.your_state_is_unknown_the': 'No sabemos en qué estado vive: no se pueden verificar el plazo de prescripción ni los avisos que exige su estado.',
  'period.assumed_the_validation_period_runs':
    'Supusimos que el período de validación dura 30 días desde que usted recibió la carta (la carta no da una fecha límite que se pudiera leer).',
  'first-letter.read_as_the_collector_s':
    'Se leyó como la primera carta del cobrador sobre la deuda por sus propias palabras ("{0}"): dice que la cuenta acaba de llegar al cobrador, así que el aviso de sus derechos podría estar al reverso o en el mismo sobre. Si este cobrador le escribió más de 30 días antes de esta carta, díganos que no es la primera carta: entonces este hallazgo no se aplica.',
  'first-letter.read_as_the_collector_s_2':
    'Se leyó como la primera carta del cobrador sobre la deuda por sus propias palabras ("{0}"): remite a un aviso importante impreso al reverso, en otra página o en un papel enviado con ella, donde suele imprimirse el aviso de sus derechos. Si este cobrador le escribió más de 30 días antes de esta carta, díganos que no es la primera carta: entonces este hallazgo no se aplica.',
  // Read after "anterior a" or "antes de" in the overshadowing messages: no article, so neither reads "a el" nor "de el".
  'period.the_end_of_the_30': 'que termine el período de validación de 30 días',
  'period.the_letter_does_not_contain':
    'La carta no contiene el aviso de validación (sus derechos a disputar la deuda dentro del período de validación), así que no hay aviso que {0} pueda opacar.',
  'period.the_validation_end_date_the': 'la fecha final del período de validación que da la carta ({0})',
  'period.this_letter_demands_payment_by':
    'Esta carta exige el pago ("{0}") en un plazo que puede caer dentro del período de validación. Si es la primera carta de este cobrador sobre esta deuda (el aviso de sus derechos puede estar al reverso o en el mismo sobre), ese plazo puede opacar su derecho a disputar la deuda (15 U.S.C. 1692g(b)).',
  'period.this_letter_threatens_action_by':
    'Esta carta amenaza con tomar medidas ("{0}") en un plazo que puede caer dentro del período de validación. Si es la primera carta de este cobrador sobre esta deuda (el aviso de sus derechos puede estar al reverso o en el mismo sobre), esa amenaza puede opacar su derecho a disputar la deuda (15 U.S.C. 1692g(b)).',
  'period.this_letter_says_a_lawsuit':
    'Esta carta dice que ya se presentó una demanda judicial por esta deuda ("{0}"). Si es la primera carta de este cobrador sobre esta deuda (el aviso de sus derechos puede estar al reverso o en el mismo sobre), una demanda dentro del período de validación, sin explicación, puede opacar su derecho a disputar la deuda (15 U.S.C. 1692g(b); Ellis v. Solomon & Solomon, 2d Cir. 2010).',
  'questions.before_this_letter_arrived_had':
    'Antes de que llegara esta carta, ¿el cobrador había respondido a su disputa enviándole información que muestra que usted debe la deuda (o el nombre y la dirección del acreedor original)?',
  'questions.was_this_letter_sent_to':
    '¿Se envió esta carta a su abogado y no a usted (dirigida a su abogado, de modo que le llegó a usted solo por medio de él)?',
  'questions.before_this_letter_was_sent':
    'Antes de que se enviara esta carta, ¿el cobrador sabía que un abogado lo representa a usted en esta deuda (por ejemplo, porque usted o su abogado se lo dijeron)? Responda que no si su abogado no le respondió al cobrador o aceptó que le escribiera a usted directamente.',
  'questions.can_this_balance_still_grow':
    '¿Este saldo todavía puede aumentar? Responda que sí si todavía se están añadiendo intereses, cargos por atraso u otros cargos (sus estados de cuenta o el cobrador muestran que sube, o su contrato lo permite); que no si el acreedor dejó de añadirlos (por ejemplo, en la cancelación contable) o su contrato no los permite.',
  'questions.did_the_collector_call_you': '¿El cobrador lo llamó por esta deuda antes de esta carta? Si es así, ¿en qué fecha?',
  'questions.did_this_come_as_a': '¿Esto llegó como una postal o un envío abierto que cualquier persona que lo manejara podía leer (no en un sobre cerrado)?',
  'questions.did_you_send_the_collector':
    '¿Le envió al cobrador una solicitud por escrito para que deje de comunicarse con usted, o una declaración por escrito de que se niega a pagar esta deuda? ¿En qué fecha? Déjelo vacío si no lo hizo.',
  'questions.did_you_send_the_collector_2':
    '¿Le envió al cobrador una disputa por escrito de esta deuda (o una solicitud por escrito del nombre y la dirección del acreedor original) dentro del plazo que daba su primer aviso? ¿En qué fecha? Déjelo vacío si no lo hizo.',
  'questions.does_your_original_agreement_with':
    '¿Su contrato original con el acreedor dice que se pueden añadir cargos o costos de cobranza si usted se atrasa? (Revise el contrato de la tarjeta o del préstamo; responda que no si no dice nada sobre ellos.)',
  'questions.had_you_already_paid_this': '¿Ya había pagado esta deuda por completo, o la había liquidado mediante un acuerdo, antes de que llegara esta carta?',
  'questions.is_the_amount_this_letter':
    '¿El monto que pide esta carta es mayor que lo que usted debe? Responda que sí si, por ejemplo, no se acreditó un pago que usted hizo, o se agregó un cargo que usted nunca aceptó.',
  'questions.is_the_company_that_sent':
    '¿A la compañía que envió esta carta le falta una licencia o un registro que su estado exige a los cobradores de deudas? Puede consultar la lista pública de agencias de cobranza con licencia del regulador financiero de su estado (algunos estados usan NMLS Consumer Access). Responda que sí solo si no aparece en la lista; responda que no si tiene licencia o registro, o si su estado no exige ninguno.',
  'questions.as_far_as_you_know':
    '¿Que usted sepa, algún abogado de la oficina que envió esta carta revisó personalmente su cuenta? Por ejemplo, un abogado le habló o le escribió sobre su situación en particular (no una carta modelo), o firmó documentos judiciales en su contra. Responda que no si solo ha recibido cartas modelo.',
  'questions.is_this_letter_from_a':
    '¿Esta carta es de un bufete de abogados o de un abogado? Responda que sí si en la parte superior de la carta aparece el nombre de un despacho de abogados (por ejemplo "Law Offices of…", "Attorneys at Law", "Esq."), o si la firma un abogado.',
  'questions.is_this_debt_from_a':
    '¿Esta deuda viene de una tarjeta de crédito, una tarjeta de tienda o una cuenta corriente por servicios, como una cuenta de médico, hospital, teléfono o servicios públicos? Responda que no si es un préstamo que usted firmó (un préstamo de auto, un préstamo personal o estudiantil, una hipoteca).',
  'questions.has_this_debt_been_sold':
    '¿Esta deuda se vendió o se traspasó a otra empresa que ahora es su dueña (un comprador de deudas)? Por ejemplo, una carta le dijo que una nueva empresa es dueña de la cuenta, o su informe de crédito muestra un nuevo dueño. Responda que no si la empresa a la que usted le debía al principio sigue siendo su dueña.',
  'questions.is_the_sentence_saying_that':
    '¿La frase que dice que ningún abogado ha revisado su cuenta está impresa solo en el reverso de la carta, o debajo de la firma? Responda que no si está en el frente, en el cuerpo de la carta, arriba de la firma.',
  'questions.on_the_paper_letter_is':
    'En la carta en papel, ¿el aviso de su derecho a disputar la deuda dentro de 30 días está impreso en letra más pequeña o más tenue que la exigencia de pago, o solo en el reverso sin nada en el frente que remita a él, mientras la exigencia resalta (en negrita, más grande, en mayúsculas o en color)? Responda que no si el aviso se ve tan fácilmente como la exigencia, ya sea en el frente o en el reverso con el frente indicándole que lo lea.',
  'questions.has_a_court_entered_a':
    '¿Un tribunal dictó una sentencia en su contra por esta deuda? (Responda que no si nunca lo demandaron o si el caso sigue abierto.)',
  'questions.has_a_lawsuit_actually_been':
    '¿Realmente se presentó una demanda en su contra por esta deuda? (Le entregaron una citación, o el caso aparece en el sitio web del tribunal.)',
  'questions.if_this_came_by_email':
    'Si esto llegó por correo electrónico: ¿se envió a una dirección de correo que le dio su empleador, que el cobrador sabía que era del trabajo, sin que usted le hubiera escrito desde ella ni aceptado que la usara? Responda que no si llegó por correo postal.',
  'questions.is_the_full_balance_of': '¿El saldo completo de esta deuda, antes de cualquier descuento que ofrezca la carta, es menor de $600?',
  'questions.does_this_letter_offer_to':
    '¿Esta carta ofrece liquidar la deuda por menos del saldo, y cada acuerdo que ofrece perdonaría menos de $600 (el saldo menos la cantidad del acuerdo)? Responda que no si la carta no ofrece ningún acuerdo o si alguna oferta perdonaría $600 o más.',
  'questions.is_this_letter_from_the':
    '¿Esta carta es de la compañía a la que usted debía originalmente (el acreedor original), que cobra en su propio nombre?',
  'questions.is_this_the_first_letter':
    '¿Es esta la primera carta que recibió de este cobrador sobre esta deuda (y el cobrador no habló con usted por teléfono antes)?',
  'questions.is_what_you_uploaded_the':
    '¿Lo que subió es la carta completa, todas las páginas, por delante y por detrás? La carta menciona una parte que no está en lo que subió (un reverso, otra página): súbala si la tiene, o responda que sí si no hay nada más.',
  'questions.on_what_date_did_you': '¿En qué fecha recibió esta carta?',
  'questions.on_what_date_did_you_2':
    '¿En qué fecha recibió la primera carta de este cobrador sobre esta deuda (la que le explicaba cómo disputarla)? Una fecha aproximada está bien.',
  'questions.type_everything_printed_on_the':
    'Escriba todo lo que está impreso en el sobre en que llegó esta carta, excepto su propio nombre y dirección y el franqueo: el nombre y la dirección del remitente, y cualquier otra palabra, número o código, incluido lo que se ve por la ventanilla. Si solo muestra direcciones y franqueo, déjelo vacío.',
  'questions.the_letter_says_it_is':
    'La carta dice que es solo informativa para una persona en bancarrota o liberada de la deuda en una bancarrota. ¿Alguna de sus páginas indica aun así una fecha de vencimiento del pago, un cupón de pago o instrucciones para enviar un pago?',
  'questions.was_this_debt_included_in': '¿Esta deuda se incluyó en un caso de bancarrota en el que usted recibió una liberación de deudas (discharge)?',
  'questions.was_this_letter_addressed_to':
    '¿Esta carta iba dirigida a otra persona que no es quien debe la deuda, por ejemplo un familiar, un compañero de vivienda o un empleador? (Su cónyuge, el padre, la madre o el tutor de un menor, el albacea de una herencia o el abogado del deudor no cuentan.)',
  'questions.when_did_you_last_make':
    '¿Cuándo hizo su último pago de esta deuda? Si nunca pagó, ¿cuándo se atrasó por primera vez? Una fecha aproximada es suficiente.',
  'questions.if_you_do_not_know':
    'Si no sabe cuándo hizo su último pago: ¿ya venció el plazo para demandarlo por esta deuda? Responda sí si, por ejemplo, un tribunal o un abogado se lo dijo, o sabe que su último pago fue hace más tiempo que el plazo de su estado; no si sabe que no ha vencido. Déjela sin responder si no está seguro.',
  'questions.which_state_do_you_live': '¿En qué estado vive?',
  'recommend-strategy.a_written_dispute_sent_in':
    '{0} Una disputa por escrito enviada a tiempo obliga al cobrador a dejar de cobrar hasta que envíe la verificación de la deuda (15 U.S.C. 1692g(b); 12 CFR 1006.38). La carta también contiene amenazas: puede pedirle al cobrador que deje de contactarlo, pero envíe esa solicitud después de esta disputa, porque una solicitud para que deje de comunicarse enviada primero puede quitarle la oportunidad de saber quién es el dueño de la deuda y qué es, y no detiene una demanda.{1}',
  'recommend-strategy.a_written_dispute_sent_in_2':
    '{0} Una disputa por escrito enviada a tiempo obliga al cobrador a dejar de cobrar hasta que envíe la verificación de la deuda (15 U.S.C. 1692g(b); 12 CFR 1006.38). No pague ni acepte la oferta de acuerdo antes de que el cobrador haya verificado la deuda: el acuerdo viene después de la verificación.{1}',
  'recommend-strategy.a_written_dispute_sent_in_3':
    '{0} Una disputa por escrito enviada a tiempo obliga al cobrador a dejar de cobrar hasta que envíe la verificación de la deuda (15 U.S.C. 1692g(b); 12 CFR 1006.38).{1}',
  'recommend-strategy.an_estimate_not_a_measured':
    'Una estimación, no una tasa medida: el valor predeterminado del producto, {0}%, más 5 puntos por cada violación clara y objetiva ({1} contadas, como máximo 3), menos 10 porque es posible que la ley federal de cobro de deudas no se aplique a este remitente o a esta deuda',
  'recommend-strategy.an_estimate_not_a_measured_2':
    'Una estimación, no una tasa medida: el valor predeterminado del producto, {0}%, más 5 puntos por cada violación clara y objetiva ({1} contadas, como máximo 3)',
  'recommend-strategy.an_estimate_not_a_measured_3':
    'Una estimación, no una tasa medida: el valor predeterminado del producto, {0}%, menos 10 porque es posible que la ley federal de cobro de deudas no se aplique a este remitente o a esta deuda',
  'recommend-strategy.an_estimate_not_a_measured_4': 'Una estimación, no una tasa medida: el valor predeterminado del producto, {0}%',
  'recommend-strategy.answer_the_lawsuit': 'RESPONDER A LA DEMANDA',
  'recommend-strategy.asking_the_collector_to_prove':
    'Pedirle al cobrador que demuestre la deuda por escrito es el primer paso seguro, diga lo que diga la carta (15 U.S.C. 1692g).{0}',
  'recommend-strategy.bounded_to_50_90': '{0}; limitada al rango de 50–90%.',
  'recommend-strategy.cease_and_desist': 'SOLICITUD PARA QUE CESE LA COMUNICACIÓN',
  'recommend-strategy.debt_dispute': 'DISPUTA DE LA DEUDA',
  'recommend-strategy.debt_validation_request': 'SOLICITUD DE VALIDACIÓN DE LA DEUDA',
  'recommend-strategy.settlement_negotiation': 'NEGOCIACIÓN DE UN ACUERDO',
  'recommend-strategy.the_30_days_to_dispute':
    'Los 30 días para disputar cuentan desde el día en que recibió la carta: si fue hace menos de 30 días, el período de validación sigue abierto.',
  'recommend-strategy.the_amount_or_the_way':
    'El monto o la forma en que se cobra parecen incorrectos. Una disputa por escrito le pide al cobrador que lo corrija y que reporte la deuda como disputada (15 U.S.C. 1692e(8)).{0}',
  'recommend-strategy.the_analysis_found_1_likely': ' El análisis encontró 1 violación probable; la carta puede citarla.',
  'recommend-strategy.the_analysis_found_likely_violations': ' El análisis encontró {0} violaciones probables; la carta puede citarlas.',
  'recommend-strategy.the_collector_has_verified_the':
    'El cobrador verificó la deuda, y la carta ofrece un acuerdo y no muestra ninguna violación probable. Si la deuda es suya, un acuerdo por escrito pactado antes de pagar puede cerrarla por menos; obtenga primero los términos por escrito.',
  'recommend-strategy.the_debt_is_likely_past':
    'Probablemente la deuda está fuera del plazo de prescripción en {0}. Un cobrador de deudas no debe demandar ni amenazar con demandar por una deuda prescrita (12 CFR 1006.26(b)). La respuesta se lo dice al cobrador sin reconocer la deuda, y le pide que deje de cobrar o que demuestre la antigüedad de la deuda.{1}',
  'recommend-strategy.you_answered_that_the_time':
    'Usted respondió que el plazo para demandarlo por esta deuda ya venció. Un cobrador de deudas no debe demandar ni amenazar con demandar por una deuda prescrita (12 CFR 1006.26(b)). La respuesta se lo dice al cobrador sin reconocer la deuda, y le pide que deje de cobrar o que demuestre la antigüedad de la deuda.{0}',
  'recommend-strategy.the_letter_offers_a_settlement':
    'La carta ofrece un acuerdo. Antes de pagar o prometer nada, pídale al cobrador por escrito que verifique la deuda (15 U.S.C. 1692g): el acuerdo viene después de la verificación, y pagar o prometer pagar puede reiniciar el plazo de prescripción en algunos estados.',
  'recommend-strategy.the_validation_period_is_over':
    'El período de validación terminó y la carta contiene amenazas o insultos. Una solicitud por escrito para que deje de comunicarse obliga al cobrador a detenerse, salvo para confirmar que lo hace o para nombrar un recurso específico (15 U.S.C. 1692c(c); 12 CFR 1006.6(c)). No borra la deuda ni detiene una demanda, y es posible que el cobrador no le envíe más información sobre ella: si todavía quiere una prueba de la deuda, pida primero la verificación.{0}',
  'recommend-strategy.these_look_like_court_papers':
    'Esto parece un documento judicial. Una carta al cobrador no detiene una demanda: presente una respuesta ante el tribunal dentro de su plazo (planteando cualquier defensa, como la prescripción), y considere buscar un abogado o una organización de ayuda legal.',
  'recommend-strategy.this_appears_to_be_the': 'Este parece ser el primer aviso del cobrador.',
  'recommend-strategy.time_barred_debt_response': 'RESPUESTA SOBRE UNA DEUDA PRESCRITA',
  'recommend-strategy.you_are_inside_the_validation': 'Usted está dentro del período de validación (hasta el {0}, la fecha final que da la carta).',
  'recommend-strategy.you_are_likely_still_within': 'Probablemente todavía está dentro de los 30 días desde que recibió la carta (hasta el {0}).',
  'run-rule.you_told_us_this_letter':
    'Usted nos dijo que esta carta se envió a su abogado, no a usted. En este circuito, una carta dirigida solo al abogado del consumidor se considera fuera de la ley federal: es su abogado, no la ley, quien lo protege de lo que dice (Kropelnicki v. Siegel, 2d Cir. 2002; Guerrero v. RJM Acquisitions, 9th Cir. 2007). Muéstresela a su abogado.',
  'run-rule.a_formal_court_pleading_is':
    'Un escrito judicial formal no es un aviso de validación y no necesita la declaración de cobrador de deudas (15 U.S.C. 1692g(d), 1692e(11); 12 CFR 1006.34(b)(2), 1006.18(e)(3))',
  'run-rule.follows_the_cfpb_model_form': 'Sigue el Formulario Modelo B-1 de la CFPB (puerto seguro, 12 CFR 1006.34(d)(2))',
  'run-rule.follows_the_cfpb_model_form_2': 'Sigue el Formulario Modelo B-1 de la CFPB (puerto seguro en cuanto a opacar sus derechos, 12 CFR 1006.38(b)(2))',
  'run-rule.internal_error_in_this_check': 'Error interno en esta verificación ({0}); se omitió.',
  'run-rule.the_notice_follows_the_cfpb':
    'El aviso sigue el Formulario Modelo B-1 de la CFPB, pero estas palabras no forman parte del formulario modelo, así que su puerto seguro no las cubre.',
  'run-rule.the_rule_returned_no_result': 'la regla no devolvió ningún resultado',
  'run-rule.this_is_not_a_finding':
    '{0} {1} Esto no es un hallazgo hasta que tengamos la carta completa: suba la página que falta (por delante y por detrás), o díganos que no hay nada más.',
  'run-rule.only_the_whole_letter_can':
    '{0} Solo la carta completa puede mostrar que le falta algo, y nada de lo que subió muestra que sea la carta completa (como una última página marcada "página 2 de 2", o una firma después del aviso). Esto no es un hallazgo hasta que nos lo diga: suba todas las páginas, por delante y por detrás, o díganos que no hay nada más.',
  'run-rule.you_told_us_part_of':
    'Nos dijo que parte de la carta no está en lo que subió: lo que parece faltar puede estar en esa parte, así que esta comprobación la espera (súbala para que la revisemos).',
  'scope.assumed_the_debt_comes_from': 'Supusimos que la deuda viene de un producto financiero de consumo (la carta se refiere a {0}).',
  'scope.assumed_the_debt_comes_from_2': 'Supusimos que la deuda viene de un producto o servicio financiero de consumo (la carta menciona "{0}").',
  'scope.read_the_letter_s_date': 'Leímos la fecha de la carta como {0}, según su membrete.',
  'scope.the_debt_appears_to_be': 'La deuda parece ser una deuda comercial; la FDCPA y la Regulation F cubren solo deudas de consumo (15 U.S.C. 1692a(5)).',
  'scope.the_debt_appears_to_be_2':
    'La deuda parece ser una deuda de tipo {0}, no de un producto o servicio financiero de consumo; para esas deudas este elemento es opcional (12 CFR 1006.1(c)(2); 1006.34(d)(3)(viii)). Si se financió (un préstamo o una tarjeta de crédito), díganoslo y este elemento será obligatorio.',
  'scope.the_debt_does_not_appear':
    'La deuda no parece venir de un producto o servicio financiero de consumo (como una tarjeta de crédito o un préstamo); para esas deudas este elemento es opcional (12 CFR 1006.1(c)(2); 1006.34(d)(3)(viii)).',
  'scope.the_letter_carries_no_validation':
    'La carta no contiene ninguna información de validación (ni derechos de disputa, ni fecha límite, ni desglose), así que no se juzga elemento por elemento como aviso de validación; si se debía enviar un aviso de validación y si se envió lo verifica vn_missing_entirely.',
  'scope.the_letter_does_not_show':
    'La carta no muestra que la deuda venga de un producto o servicio financiero de consumo (una tarjeta de crédito, un préstamo o una compra financiada); este elemento es obligatorio solo para esos casos (12 CFR 1006.1(c)(2)). Si es así, díganoslo y se verificará el elemento.',
  'scope.the_letter_is_dated_before':
    'La carta tiene fecha anterior al 30 de noviembre de 2021{0}, cuando entró en vigor la Regulation F; este elemento no tiene equivalente en la lista de cinco elementos de la ley (15 U.S.C. 1692g(a)), que es la que se aplica.',
  'scope.the_letter_refers_to_an':
    'La carta se refiere a un aviso anterior, así que se trata como una carta posterior, no como el aviso de validación (12 CFR 1006.34(a)(1)).',
  'scope.the_letter_restates_the_rights':
    'La carta repite los derechos tal como los dio un aviso anterior, así que se trata como una carta posterior, no como el aviso de validación (12 CFR 1006.34(a)(1)).',
  'scope.the_letter_s_date_is':
    'No se conoce la fecha de la carta y no usa ninguna redacción de la Regulation F; se juzga según la lista de cinco elementos de la ley (15 U.S.C. 1692g(a)), que no exige este elemento. Si la carta tiene fecha del 30 de noviembre de 2021 o posterior, este elemento es obligatorio.',
  'scope.the_letter_is_undated_you':
    'La carta no tiene fecha; usted la recibió el {0}, antes de que entrara en vigor la Regulation F (30 de noviembre de 2021), así que se envió antes y se aplica la lista de la ley.',
  'scope.the_letter_is_undated_you_2':
    'La carta no tiene fecha; usted la recibió el {0}, así que se tomó como enviada después de que entrara en vigor la Regulation F (30 de noviembre de 2021).',
  'scope.the_letter_s_date_is_2':
    'No se conoce la fecha de la carta; se juzga según los requisitos de la ley, que se aplican antes y después del 30 de noviembre de 2021.',
  'scope.the_notice_follows_the_cfpb':
    'El aviso sigue el Formulario Modelo B-1 de la CFPB, que se considera conforme con las normas de contenido y formato (12 CFR 1006.34(d)(2)).',
  'scope.the_sender_appears_to_be':
    'El remitente parece ser el acreedor original que cobra en su propio nombre; las normas del aviso de validación obligan a los cobradores de deudas (15 U.S.C. 1692a(6)).',
  'scope.the_text_looks_like_part':
    'El texto parece parte de una carta (sin membrete, bloque del destinatario, saludo ni firma), así que si le falta {0} depende del resto de la carta. Esto no es un hallazgo hasta que usted nos diga: suba todas las páginas, por ambos lados, o díganos que no hay nada más.',
  'scope.this_is_a_court_pleading':
    'Esto es un escrito judicial (citación o demanda); los escritos judiciales no son avisos de validación (15 U.S.C. 1692g(d); 12 CFR 1006.34(b)(2)).',
  'scope.this_is_a_later_letter':
    'Esta es una carta posterior, no el aviso de validación; las normas de contenido del aviso de validación se aplican al aviso mismo (12 CFR 1006.34(a)(1)).',
  'scope.this_item_is_optional_for': 'Este elemento es opcional para este tipo de deuda.',
  'total-value.statutory_damages_under_the_fdcpa':
    'Los daños legales según la FDCPA son de hasta $1,000 por demanda, no por violación (15 U.S.C. 1692k(a)(2)(A)), más los daños reales y los honorarios de abogado si usted gana. Esto no es una promesa de dinero: los tribunales deciden, y una violación técnica que no causó ningún daño podría no ser suficiente para demandar en un tribunal federal.',
  'user-dates.assumed_the_collector_received_your':
    'Supusimos que el cobrador recibió su {0} (enviada el {1}) antes de escribir esta carta el {2}, {3} días después (el correo suele tardar hasta {4} días).',
  'user-dates.the_letter_is_undated_and':
    'La carta no tiene fecha y llegó {0}, demasiado pronto después de su {1} ({2}) para tener la certeza de que el cobrador la había recibido cuando escribió.',
  'user-dates.the_letter_is_undated_you':
    'La carta no tiene fecha; usted la recibió el {0}, {1} días después de enviar su {2} ({3}). Supusimos que se escribió después de que el cobrador recibiera su {4}.',
  'user-dates.this_letter_is_dated_before': 'Esta carta tiene fecha del {0}, antes de que usted enviara su {1} ({2}).',
  'user-dates.this_letter_is_dated_only':
    'Esta carta tiene fecha del {0}, solo {1} día{2} después de que usted enviara su {3}: es posible que se haya escrito antes de que el cobrador la recibiera.',
} as const satisfies Record<string, string>;
