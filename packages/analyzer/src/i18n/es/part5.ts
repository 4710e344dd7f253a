/** Spanish for src/i18n/en.ts: part 5. */
export const PART5 = {
  'vn_itemization_arithmetic.the_notice_has_no_itemization': 'El aviso no tiene un desglose que sumar.',
  'vn_itemization_arithmetic.the_itemization_is_incomplete_or':
    'El desglose está incompleto o no se puede leer (vea vn_itemization_table y vn_amount_on_itemization_date), así que no se puede sumar.',
  'vn_itemization_arithmetic.the_itemization_has_more_rows': 'El desglose tiene más filas que intereses, cargos y pagos; se sumaron todas sus filas.',
  'vn_itemization_arithmetic.parts_of_this_letter_were': 'Algunas partes de esta carta fueron difíciles de leer; compare los montos con la carta en papel.',
  'vn_itemization_arithmetic.the_itemization_in_this_notice':
    'El desglose de este aviso no cuadra: {0} adeudado en la fecha del desglose + {1} de intereses + {2} de cargos − {3} de pagos y créditos = {4}, pero el aviso indica que el monto actual es {5} ({6} por {7}). Un aviso que indica mal el monto de la deuda podría violar 15 U.S.C. 1692e(2)(A) y 1692g(a)(1){8}.',
  'vn_itemization_date.title': 'Falta la fecha del desglose',
  'vn_itemization_date.description':
    'Un aviso de validación debe dar una sola fecha de referencia (la fecha del desglose: la del último estado de cuenta, la cancelación contable, el último pago, la transacción o la sentencia) desde la cual desglosa cómo cambió la deuda, y usar esa misma fecha en todo el aviso.',
  'vn_itemization_date.this_notice_uses_more_than':
    'Este aviso usa más de una fecha del desglose ({0}). El aviso debe elegir una de las fechas de referencia permitidas y usarla de forma constante en todo el desglose (12 CFR 1006.34(b)(3), (c)(2)(vi)).',
  'vn_itemization_date.the_itemization_is_on_a': 'El desglose está en una página aparte que no formaba parte del texto leído; no se verificó su fecha.',
  'vn_itemization_date.an_itemization_date': 'una fecha del desglose',
  'vn_itemization_date.the_breakdown_of_the_debt':
    'El desglose de la deuda en este aviso no dice desde qué fecha se cuenta. Un aviso de validación debe indicar la fecha del desglose (la del último estado de cuenta, la cancelación contable, el último pago, la transacción o la sentencia) y mostrar lo que usted debía en esa fecha (12 CFR 1006.34(c)(2)(vi)).',
  'vn_itemization_date.this_notice_does_not_state':
    'Este aviso no indica una fecha del desglose (la del último estado de cuenta, la cancelación contable, el último pago, la transacción o la sentencia desde la cual se desglosa la deuda). Un aviso de validación debe incluirla (12 CFR 1006.34(c)(2)(vi)).',
  'vn_itemization_date_creditor.title': 'Falta el acreedor en la fecha del desglose',
  'vn_itemization_date_creditor.description':
    'Para tarjetas de crédito, préstamos y otros productos financieros de consumo, un aviso de validación debe nombrar al acreedor al que usted le debía en la fecha del desglose (por ejemplo, el banco que emitió la tarjeta), no solo a la compañía que tiene la deuda ahora.',
  'vn_itemization_date_creditor.read_as_naming_the_creditor': 'Leímos "{0}" como el nombre del acreedor de la cuenta en la fecha del desglose.',
  'vn_itemization_date_creditor.the_creditor_on_the_itemization': 'el acreedor en la fecha del desglose',
  'vn_itemization_date_creditor.this_notice_does_not_name':
    'Este aviso no nombra al acreedor al que usted le debía en la fecha del desglose (por ejemplo, el banco o el prestamista que emitió la tarjeta o el préstamo). Para un producto financiero de consumo, un aviso de validación debe nombrar a ese acreedor, no solo a la compañía que cobra o tiene la deuda ahora (12 CFR 1006.34(c)(2)(iii)).',
  'vn_itemization_table.title': 'Falta el desglose de intereses, cargos y pagos y créditos, o está en blanco',
  'vn_itemization_table.description':
    'Un aviso de validación debe desglosar cómo cambió la deuda desde la fecha del desglose: los intereses, los cargos, y los pagos y créditos, cada uno aunque sea cero.',
  'vn_itemization_table.payments_and_credits': 'pagos y créditos',
  'vn_itemization_table.the_notice_points_to_an': 'El aviso remite a un desglose en otro lugar ("{0}"); esa página no formaba parte del texto leído.',
  'vn_itemization_table.an_itemization': 'un desglose',
  'vn_itemization_table.this_notice_does_not_break':
    'Este aviso no desglosa la deuda en intereses, cargos, y pagos y créditos desde la fecha del desglose. Un aviso de validación debe mostrar cada uno, aunque sea cero, o remitir a una página aparte adjunta que lo haga (12 CFR 1006.34(c)(2)(viii)).',
  'vn_itemization_table.has_no_line_for': 'no tiene una línea para {0}',
  'vn_itemization_table.leaves_blank': 'deja en blanco {0}',
  'vn_itemization_table.read_the_amounts_listed_under': 'Leímos los montos que aparecen debajo de las etiquetas de la tabla como su columna de valores.',
  'vn_itemization_table.the_itemization_in_this_notice':
    'El desglose de este aviso {0}. Un aviso de validación debe mostrar los intereses, los cargos, y los pagos y créditos desde la fecha del desglose como elementos separados; "$0.00" o "ninguno" está bien, un campo que falta o está vacío no (12 CFR 1006.34(c)(2)(viii); comentario 34(c)(2)(viii)-1).',
  'vn_missing_entirely.a_privacy_notice_15_u': 'un aviso de privacidad (15 U.S.C. 1692g(e))',
  'vn_missing_entirely.a_data_breach_notice_15': 'un aviso de filtración de datos (15 U.S.C. 1692g(e))',
  'vn_missing_entirely.a_tax_form_15_u': 'un formulario de impuestos (15 U.S.C. 1692g(e))',
  'vn_missing_entirely.this_letter_does_not_contain':
    'Esta carta no contiene la información de validación que exige la ley: el monto de la deuda, el acreedor, y sus derechos a disputar la deuda y a pedir los datos del acreedor original, con la fecha límite para hacerlo',
  'vn_missing_entirely.title': 'No hay ninguna información de validación',
  'vn_missing_entirely.description':
    'Dentro de los cinco días después de comunicarse con usted por primera vez, un cobrador de deudas debe darle por escrito la información de validación (salvo que estuviera en esa primera comunicación o que usted haya pagado): el monto, el acreedor, y sus derechos a disputar la deuda y a pedir el nombre y la dirección del acreedor original.',
  'vn_missing_entirely.the_letter_s_date_is': 'No se conoce la fecha de la carta',
  'vn_missing_entirely.this_is_a_court_pleading':
    'Esto es un escrito judicial (citación o demanda), que no es una comunicación inicial (15 U.S.C. 1692g(d); 12 CFR 1006.34(b)(2)).',
  'vn_missing_entirely.this_appears_to_be_it': 'Esto parece ser {0}; no es una comunicación inicial que necesite información de validación.',
  'vn_missing_entirely.this_is_a_later_letter':
    'Esta es una carta posterior; supusimos que un aviso anterior del cobrador incluía la información de validación.',
  'vn_missing_entirely.you_told_us_this_is':
    'Usted nos dijo que esta no es la primera carta; supusimos que una carta anterior incluía la información de validación.',
  'vn_missing_entirely.if_this_is_the_first':
    '{0}. Si esta es la primera carta que recibió de este cobrador, debía incluir esa información o enviarla dentro de cinco días. ¿Es la primera carta?',
  'vn_missing_entirely.you_told_us_the_collector':
    '{0}. Usted nos dijo que el cobrador se comunicó con usted por primera vez por teléfono el {1}; la información de validación debía llegar dentro de los cinco días posteriores a esa llamada (aproximadamente el {2}), y esta carta, con fecha del {3}, todavía no la contiene. Salvo que la haya recibido en otra carta o que haya pagado la deuda, esto podría violar 15 U.S.C. 1692g(a) y 12 CFR 1006.34(a)(1).',
  'vn_missing_entirely.assumed_you_did_not_get': 'Supusimos que usted no recibió la información de validación en ninguna otra carta ni durante la llamada.',
  'vn_missing_entirely.but_the_collector_may_still':
    '{0}, pero el cobrador todavía puede enviarla: tiene cinco días después de esta carta (con fecha del {1}). Si en los próximos días no llega un aviso con sus derechos de disputa, vuelva a hacer la verificación.',
  'vn_missing_entirely.you_told_us_this_is_2':
    '{0}. Usted nos dijo que esta es la primera carta de este cobrador. El cobrador debía incluir en ella la información de validación o enviarla dentro de cinco días. Salvo que el cobrador le haya dado esta información por teléfono en su primer contacto, la haya enviado en otro aviso dentro de cinco días, o usted haya pagado la deuda, esto podría violar 15 U.S.C. 1692g(a) y 12 CFR 1006.34(a)(1).',
  'vn_missing_entirely.assumed_no_separate_validation_notice':
    'Supusimos que no le llegó ningún aviso de validación aparte dentro de los cinco días posteriores a esta carta.',
  'vn_not_clear_and_conspicuous.title': 'La información de validación es difícil de notar o de leer',
  'vn_not_clear_and_conspicuous.description':
    'Sus derechos de disputa y el resto de la información de validación deben ser fáciles de notar y de leer: no escondidos al reverso sin una indicación al frente, perdidos en letra pequeña y densa, ni impresos mucho más pequeños que el resto.',
  'vn_not_clear_and_conspicuous.your_dispute_rights_appear_only':
    'Sus derechos de disputa aparecen solo en la página {0} de este aviso, y la primera página, que indica lo que usted debe, no remite a ellos. Eso puede hacer que la información de validación sea difícil de notar, lo que las normas prohíben ({1}).',
  'vn_not_clear_and_conspicuous.assumed_the_first_page_is':
    'Supusimos que la primera página es el frente del aviso y que los derechos están al reverso o en una hoja posterior.',
  'vn_not_clear_and_conspicuous.your_dispute_rights_are_printed':
    'Sus derechos de disputa están impresos en letra de aproximadamente el {0}% del tamaño del resto de este aviso. La información de validación en letra notablemente más pequeña podría no ser clara y visible como exigen las normas ({1}).',
  'vn_not_clear_and_conspicuous.type_sizes_were_measured_from': 'Los tamaños de letra se midieron en la página escaneada; compárelos con la carta en papel.',
  'vn_not_clear_and_conspicuous.your_dispute_rights_sit_inside':
    'Sus derechos de disputa están dentro de un párrafo largo y denso de letra pequeña (más de {0} caracteres sin una pausa). Perdidos de esa forma, podrían no ser fáciles de notar como exigen las normas ({1}).',
  'vn_optional_disclosure_misuse.title': 'Avisos opcionales o estatales mal ubicados o con un tamaño inadecuado',
  'vn_optional_disclosure_misuse.description':
    'Los avisos que exige la ley estatal u otra ley pueden ir al reverso de un aviso de validación solo si el frente lo dice (por ejemplo, "Notice: See reverse side for important information", es decir, "Aviso: vea al reverso información importante").',
  'vn_optional_disclosure_misuse.this_notice_puts_disclosures_required':
    'Este aviso pone en una página posterior avisos que exige la ley estatal u otra ley, pero su frente no le indica que los busque allí (por ejemplo, "Notice: See reverse side for important information"). Las normas permiten esos avisos al reverso solo con esa indicación al frente (12 CFR 1006.34(d)(3)(iv)(A)).',
  'vn_optional_disclosure_misuse.assumed_the_later_page_is': 'Supusimos que la página posterior es el reverso del aviso (o una hoja que lo sigue).',
  'vn_original_creditor_prompt.title': 'Falta la casilla para pedir los datos del acreedor original',
  'vn_original_creditor_prompt.description':
    'La sección de respuesta de un aviso de validación debe incluir una casilla que usted pueda marcar para pedir el nombre y la dirección del acreedor original ("I want you to send me the name and address of the original creditor.", es decir, "Quiero que me envíen el nombre y la dirección del acreedor original.").',
  'vn_original_creditor_prompt.the_original_creditor_prompt': 'la casilla del acreedor original',
  'vn_original_creditor_prompt.the_response_part_of_this':
    'La sección de respuesta de este aviso no tiene ninguna casilla que usted pueda marcar para pedir el nombre y la dirección del acreedor original (como "I want you to send me the name and address of the original creditor."). Un aviso de validación debe incluirla (12 CFR 1006.34(c)(4)(ii)).',
  'vn_original_creditor_right_statement.title': 'Falta la declaración sobre la solicitud de los datos del acreedor original',
  'vn_original_creditor_right_statement.description':
    'Un aviso de validación debe decirle que, si lo pide por escrito antes de la fecha final, el cobrador debe darle el nombre y la dirección del acreedor original (si es distinto del acreedor actual) y dejar de cobrar hasta hacerlo.',
  'vn_original_creditor_right_statement.this_notice_does_not_tell':
    'Este aviso no le dice que puede pedir por escrito el nombre y la dirección del acreedor original, si es distinto del acreedor actual. Un aviso de validación debe incluir esa declaración ({0}).',
  'vn_original_creditor_right_statement.that_the_request_must_be': 'que la solicitud debe ser por escrito',
  'vn_original_creditor_right_statement.that_the_collector_must_stop': 'que el cobrador debe dejar de cobrar hasta que envíe esa información',
  'vn_original_creditor_right_statement.this_notice_s_statement_about':
    'La declaración de este aviso sobre el acreedor original está incompleta: no dice {0}. La ley exige la declaración completa ({1}).',
  'vn_response_addresses.title': 'Faltan las direcciones postales en la sección de respuesta',
  'vn_response_addresses.description':
    'La sección de respuesta desprendible de un aviso de validación debe mostrar el nombre y la dirección postal del cobrador (adónde enviarla) y su nombre y dirección postal.',
  'vn_response_addresses.the_notice_has_no_consumer':
    'El aviso no tiene ninguna sección de respuesta del consumidor; eso lo verifican vn_response_section_placement y vn_dispute_prompts.',
  'vn_response_addresses.the_response_section_of_this':
    'La sección de respuesta de este aviso no muestra ninguna dirección postal: ni la del cobrador adonde enviarla ni su nombre y dirección. La sección de respuesta debe incluir ambas (12 CFR 1006.34(c)(4)(iii)).',
  'vn_response_addresses.the_collector_s_name_and': 'el nombre y la dirección postal del cobrador',
  'vn_response_addresses.your_name_and_mailing_address': 'su nombre y dirección postal',
  'vn_response_addresses.the_response_section_of_this_2':
    'A la sección de respuesta de este aviso le falta {0}. Debe mostrar el nombre y la dirección postal tanto del cobrador como suyos (12 CFR 1006.34(c)(4)(iii)).',
  'vn_response_section_placement.title': 'La sección de respuesta no está separada, no está al final o tiene encabezados incorrectos',
  'vn_response_section_placement.description':
    'La parte del aviso de validación en la que usted responde debe estar separada del resto y, en papel, ubicarse al final bajo los encabezados "How do you want to respond?" ("¿Cómo quiere responder?") y "Check all that apply:" ("Marque todas las opciones que correspondan:").',
  'vn_response_section_placement.this_notice_has_no_section':
    'Este aviso no tiene ninguna sección para su respuesta (la parte con los encabezados "How do you want to respond?" y "Check all that apply:", con las casillas de disputa y del acreedor original). Un aviso de validación debe incluirla, separada de la demás información y al final de un aviso escrito (12 CFR 1006.34(c)(4)).',
  'vn_response_section_placement.how_do_you_want_to': '"How do you want to respond?" ("¿Cómo quiere responder?")',
  'vn_response_section_placement.check_all_that_apply': '"Check all that apply:" ("Marque todas las opciones que correspondan:")',
  'vn_response_section_placement.the_response_section_of_this':
    'A la sección de respuesta de este aviso le falta el encabezado exigido{0} {1}. La información de respuesta del consumidor debe ir bajo esos encabezados (12 CFR 1006.34(c)(4)).',
  'vn_response_section_placement.this_notice_mixes_payment_demands':
    'Este aviso mezcla exigencias u ofertas de pago en su sección de respuesta, entre las casillas de disputa. La información de respuesta debe estar separada del resto del contenido (allí solo se permite una casilla de "I enclosed this amount", es decir, "Adjunto este monto"), y mezclarlas puede hacer que las opciones de disputa sean más difíciles de ver (12 CFR 1006.34(c)(4); 1006.34(d)(3)(iii)(B)).',
  'vn_translation_without_english.did_you_also_get_this': '¿También recibió este aviso en inglés, en el mismo sobre o en una carta anterior de este cobrador?',
  'vn_translation_without_english.title': 'Aviso traducido enviado sin una versión en inglés',
  'vn_translation_without_english.description':
    'Un cobrador puede enviar el aviso de validación en otro idioma, como el español, solo si también envía una versión en inglés en el mismo envío o si ya la envió antes. Un cobrador que ofrece el aviso en español debe enviarlo cuando usted lo pide.',
  'vn_translation_without_english.the_packet_includes_an_english': 'El envío incluye una versión en inglés del aviso.',
  'vn_translation_without_english.you_told_us_you_received': 'Usted nos dijo que recibió una versión en inglés en este envío o antes.',
  'vn_translation_without_english.this_validation_notice_is_in':
    'Este aviso de validación está en español. Eso solo está permitido si el cobrador también le envió el aviso en inglés, en el mismo sobre o antes. ¿Recibió una versión en inglés?',
  'vn_translation_without_english.this_validation_notice_is_entirely':
    'Este aviso de validación está completamente en español y, según nos dijo, no llegó ninguna versión en inglés con él ni antes. Un cobrador solo puede enviar un aviso de validación traducido junto con uno en inglés o después de él (12 CFR 1006.34(e)(1)).',
  'compute-deadlines.validation_end_date_in_the':
    'Fecha final del período de validación que da la carta: dispute por escrito antes de esta fecha y el cobrador deberá dejar de cobrar hasta que envíe la verificación.',
  'compute-deadlines.the_letter': 'la carta',
  'compute-deadlines.earliest_validation_end_date_the':
    'La fecha final del período de validación más temprana que permite la ley para una carta con fecha del {0} (se supone recibida el {1}, más 30 días).',
  'compute-deadlines.12_cfr_1006_34_b': '12 CFR 1006.34(b)(5): 5 días hábiles para el correo, y luego 30 días',
  'compute-deadlines.send_your_written_dispute_within': 'Envíe su disputa por escrito dentro de los 30 días después de recibir la carta (antes de esta fecha).',
  'compute-deadlines.send_your_written_dispute_within_2':
    'Envíe su disputa por escrito dentro de 30 días; contados desde la fecha de la carta porque no se sabe la fecha en que la recibió, así que esta es la fecha segura.',
  'compute-deadlines.your_received_date_30_days': 'la fecha en que la recibió + 30 días (15 U.S.C. 1692g(a))',
  'compute-deadlines.letter_date_30_days_15': 'la fecha de la carta + 30 días (15 U.S.C. 1692g(a))',
  'compute-deadlines.deadline_of_the_settlement_offer': 'Fecha límite de la oferta de acuerdo de la carta.',
  'compute-deadlines.the_statute_of_limitations_likely':
    'Probablemente el plazo de prescripción venció en esta fecha: un cobrador no debe demandar ni amenazar con demandar después de ella.',
  'compute-deadlines.the_statute_of_limitations_likely_2': 'Probablemente el plazo de prescripción vence en esta fecha.',
  'compute-deadlines.period_of_years_spec_000': 'plazo de {1} años de {0} (spec 000 §9); {2}',
  'compute-deadlines.after_this_date_the_debt':
    'Después de esta fecha, es posible que la deuda ya no aparezca en su informe de crédito (7 años y 180 días desde el primer pago atrasado).',
  'compute-deadlines.to_sue_over_this_letter':
    'Para demandar por esta carta según la FDCPA, presente la demanda antes de esta fecha (un año desde la violación, con un margen de seguridad de 30 días).',
  'compute-urgency.this_looks_like_court_papers':
    'Esto parece un documento judicial. El tribunal fija su propio plazo para responder (a menudo de 20 a 30 días): si no lo cumple, puede perder por falta de respuesta. Considere hablar ahora con un abogado o con una organización de ayuda legal.',
  'compute-urgency.day_left_to_dispute_in': 'Le queda(n) {0} día{1} para disputar por escrito ({2}).',
  'compute-urgency.days_left_to_dispute_in': 'Le quedan {0} días para disputar por escrito ({1}).',
  'compute-urgency.the_settlement_offer_in_the':
    'La oferta de acuerdo de la carta termina en {0} días ({1}); no tiene que aceptarla para conservar sus derechos.',
  'compute-urgency.the_validation_end_date_has':
    'La fecha final del período de validación ya pasó: todavía puede disputar, pero el cobrador ya no tiene que suspender el cobro mientras verifica.',
  'compute-urgency.the_debt_is_likely_past':
    'Probablemente la deuda está fuera del plazo de prescripción: no pague ni firme nada sobre ella antes de leer la advertencia sobre la reactivación de la deuda.',
  'compute-urgency.the_statute_of_limitations_likely':
    'Probablemente el plazo de prescripción vence en {0} días: un pago o un reconocimiento por escrito ahora podría reiniciarlo.',
  'compute-urgency.the_letter_threatens_action_against': 'La carta amenaza con tomar medidas en su contra; vea en los hallazgos si la ley lo permite.',
  'recommend-strategy.debt_validation_request': 'SOLICITUD DE VALIDACIÓN DE LA DEUDA',
  'recommend-strategy.cease_and_desist': 'SOLICITUD PARA QUE CESE LA COMUNICACIÓN',
  'recommend-strategy.debt_dispute': 'DISPUTA DE LA DEUDA',
  'recommend-strategy.time_barred_debt_response': 'RESPUESTA SOBRE UNA DEUDA PRESCRITA',
  'recommend-strategy.settlement_negotiation': 'NEGOCIACIÓN DE UN ACUERDO',
  'recommend-strategy.answer_the_lawsuit': 'RESPONDER A LA DEMANDA',
  'recommend-strategy.bounded_to_50_90': '{0}; limitada al rango de 50–90%.',
  'recommend-strategy.this_appears_to_be_the': 'Este parece ser el primer aviso del cobrador.',
  'recommend-strategy.you_are_inside_the_validation': 'Usted está dentro del período de validación (hasta el {0}, la fecha final que da la carta).',
  'recommend-strategy.you_are_likely_still_within': 'Probablemente todavía está dentro de los 30 días desde que recibió la carta (hasta el {0}).',
  'recommend-strategy.the_analysis_found_1_likely': ' El análisis encontró 1 violación probable; la carta puede citarla.',
  'recommend-strategy.the_analysis_found_likely_violations': ' El análisis encontró {0} violaciones probables; la carta puede citarlas.',
  'recommend-strategy.these_look_like_court_papers':
    'Esto parece un documento judicial. Una carta al cobrador no detiene una demanda: presente una respuesta ante el tribunal dentro de su plazo (planteando cualquier defensa, como la prescripción), y considere buscar un abogado o una organización de ayuda legal.',
  'recommend-strategy.the_debt_is_likely_past':
    'Probablemente la deuda está fuera del plazo de prescripción en {0}. Un cobrador de deudas no debe demandar ni amenazar con demandar por una deuda prescrita (12 CFR 1006.26(b)). La respuesta se lo dice al cobrador sin reconocer la deuda, y le pide que deje de cobrar o que demuestre la antigüedad de la deuda.{1}',
  'recommend-strategy.the_30_days_to_dispute':
    'Los 30 días para disputar cuentan desde el día en que recibió la carta: si fue hace menos de 30 días, el período de validación sigue abierto.',
  'recommend-strategy.a_written_dispute_sent_in':
    '{0} Una disputa por escrito enviada a tiempo obliga al cobrador a dejar de cobrar hasta que envíe la verificación de la deuda (15 U.S.C. 1692g(b); 12 CFR 1006.38). La carta también contiene amenazas: puede pedirle al cobrador que deje de contactarlo, pero envíe esa solicitud después de esta disputa, porque una solicitud para que deje de comunicarse enviada primero puede quitarle la oportunidad de saber quién es el dueño de la deuda y qué es, y no detiene una demanda.{1}',
  'recommend-strategy.a_written_dispute_sent_in_2':
    '{0} Una disputa por escrito enviada a tiempo obliga al cobrador a dejar de cobrar hasta que envíe la verificación de la deuda (15 U.S.C. 1692g(b); 12 CFR 1006.38). No pague ni acepte la oferta de acuerdo antes de que el cobrador haya verificado la deuda: el acuerdo viene después de la verificación.{1}',
  'recommend-strategy.a_written_dispute_sent_in_3':
    '{0} Una disputa por escrito enviada a tiempo obliga al cobrador a dejar de cobrar hasta que envíe la verificación de la deuda (15 U.S.C. 1692g(b); 12 CFR 1006.38).{1}',
  'recommend-strategy.the_validation_period_is_over':
    'El período de validación terminó y la carta contiene amenazas o insultos. Una solicitud por escrito para que deje de comunicarse obliga al cobrador a detenerse, salvo para confirmar que lo hace o para nombrar un recurso específico (15 U.S.C. 1692c(c); 12 CFR 1006.6(c)). No borra la deuda ni detiene una demanda, y es posible que el cobrador no le envíe más información sobre ella: si todavía quiere una prueba de la deuda, pida primero la verificación.{0}',
  'recommend-strategy.the_amount_or_the_way':
    'El monto o la forma en que se cobra parecen incorrectos. Una disputa por escrito le pide al cobrador que lo corrija y que reporte la deuda como disputada (15 U.S.C. 1692e(8)).{0}',
  'recommend-strategy.the_collector_has_verified_the':
    'El cobrador verificó la deuda, y la carta ofrece un acuerdo y no muestra ninguna violación probable. Si la deuda es suya, un acuerdo por escrito pactado antes de pagar puede cerrarla por menos; obtenga primero los términos por escrito.',
  'recommend-strategy.the_letter_offers_a_settlement':
    'La carta ofrece un acuerdo. Antes de pagar o prometer nada, pídale al cobrador por escrito que verifique la deuda (15 U.S.C. 1692g): el acuerdo viene después de la verificación, y pagar o prometer pagar puede reiniciar el plazo de prescripción en algunos estados.',
  'recommend-strategy.asking_the_collector_to_prove':
    'Pedirle al cobrador que demuestre la deuda por escrito es el primer paso seguro, diga lo que diga la carta (15 U.S.C. 1692g).{0}',
  'total-value.statutory_damages_under_the_fdcpa':
    'Los daños legales según la FDCPA son de hasta $1,000 por demanda, no por violación (15 U.S.C. 1692k(a)(2)(A)), más los daños reales y los honorarios de abogado si usted gana. Esto no es una promesa de dinero: los tribunales deciden, y una violación técnica que no causó ningún daño podría no ser suficiente para demandar en un tribunal federal.',
  'compute-sol-status.when_did_you_last_make': '¿Cuándo hizo su último pago de esta deuda?',
  'compute-sol-status.since_your_last_payment_have': 'Desde su último pago, ¿ha firmado algo que reconozca esta deuda o que prometa pagarla?',
  'compute-sol-status.secondary_source': 'fuente secundaria',
  'compute-sol-status.last_payment': 'último pago',
  'compute-sol-status.first_missed_payment_first_delinquency': 'primer pago atrasado (primera morosidad)',
  'compute-sol-status.the_date_is_not_a': "La fecha de {0} '{1}' no es una fecha válida y se ignoró.",
  'compute-sol-status.the_date_is_in_the': 'La fecha de {0} ({1}) está en el futuro y se ignoró.',
  'compute-sol-status.the_period_usually_runs_from': 'el plazo suele contarse desde el incumplimiento o el último pago',
  'compute-sol-status.counted_from_the_date': 'Contado desde la fecha de {0} ({1}): {2}.',
  'compute-sol-status.counted_from_the_date_the':
    'Contado desde la fecha de {0} ({1}), la más reciente de las fechas conocidas (también {2}): {3}, y la fecha más reciente da la fecha de vencimiento más tardía y más segura.',
  'compute-sol-status.under_the_year_period_for': 'Según el plazo de {0} años para {1}, {2} el {3}.',
  'compute-sol-status.would_have_run_out_on': 'habría vencido',
  'compute-sol-status.would_run_out_on': 'vencería',
  'compute-sol-status.revival_in': 'Reactivación de la deuda en {0}: {1} ({2}; {3})',
  'compute-sol-status.requires_a_time_barred_debt': '{0} exige a {2} un aviso sobre deudas prescritas ({1}): {3} ({4})',
  'compute-sol-status.first_missed': 'primer pago atrasado',
  'compute-sol-status.counted_from_the_first_missed': 'Contando desde el primer pago atrasado, es posible que ya no pueda reportarse después del {0}.',
  'compute-sol-status.the_first_missed_payment_came':
    'El primer pago atrasado fue anterior a la cancelación contable, así que el reporte debería terminar a más tardar el {0}.',
  'compute-sol-status.is_not_a_us_state': "'{0}' no es un código de estado de EE. UU., así que no se pudo buscar ningún plazo de prescripción.",
  'compute-sol-status.your_state_is_not_known': 'No sabemos en qué estado vive, así que no se pudo buscar ningún plazo de prescripción.',
  'compute-sol-status.to_years': 'de {0} a {1} años',
  'compute-sol-status.the_period_in_is_but':
    'El plazo en {0} es de {1}, pero no se conoce ninguna fecha del último pago, de la cancelación contable ni del primer pago atrasado, así que no se puede contar.',
  'compute-sol-status.in_the_district_of_columbia':
    'En el Distrito de Columbia se reporta un plazo de 3 años para reclamos por contratos, pero la tabla del producto no da ninguno; contado de las dos formas, venció el {0} o vence el {1}.',
  'compute-sol-status.the_period_counted_from_ran':
    'El plazo de {0} contado desde {1} venció el {2}, pero usted reconoció la deuda por escrito, lo que podría haberlo reiniciado (lo decide la ley estatal; vea las notas sobre la reactivación).',
  'compute-sol-status.it_ran_out_less_than':
    'Venció hace menos de seis meses: el tiempo que no cuenta (por ejemplo, mientras usted vivía en otro estado) todavía podría extenderlo.',
  'compute-sol-status.it_runs_out_soon_in':
    'Vence pronto: en {0} días, el {1}. En muchos estados, un pago o un reconocimiento por escrito antes de esa fecha puede reiniciarlo.',
  'reporting-period.credit_reporting_is_a_separate':
    'El reporte de crédito es un reloj aparte: una cuenta en cobranza o cancelada puede permanecer en su informe de crédito durante unos 7 años y 180 días desde el primer pago atrasado que llevó a ella (15 U.S.C. 1681c(a)(4), (c)(1)). Pagar, llegar a un acuerdo o vender la deuda no lo reinicia. Una deuda puede ser demasiado antigua para demandarla y aun así poder reportarse, o al revés.',
  'revival-rules.in_most_states_a_partial':
    'En la mayoría de los estados, un pago parcial o un reconocimiento por escrito hecho antes de que venza el plazo lo reinicia; después de que vence, muchos estados reactivan la deuda solo con un reconocimiento firmado por escrito o una nueva promesa de pago, y algunos también con un pago parcial.',
  'revival-rules.legal_reference_4_2_general': 'legal-reference §4.2 (patrón general)',
  'revival-rules.an_acknowledgment_or_promise_must':
    'Un reconocimiento o una promesa deben constar en un escrito firmado; un pago por sí solo no reactiva una deuda una vez prescrita.',
  'revival-rules.cal_code_civ_proc_360': 'Cal. Code Civ. Proc. 360',
  'revival-rules.since_2018_no_suit_may':
    'Desde 2018 no se puede presentar ninguna demanda después del plazo de 4 años sobre las cuentas que cubre CCP 337(d), y los pagos posteriores tienen un efecto limitado para extenderlo (verifique la redacción exacta).',
  'revival-rules.cal_code_civ_proc_337': 'Cal. Code Civ. Proc. 337(d)',
  'revival-rules.an_acknowledgment_must_be_in': 'Un reconocimiento debe ser por escrito para reiniciar el plazo.',
  'revival-rules.for_consumer_credit_debts_a':
    'En las deudas de crédito al consumo, un pago, una confirmación u otra actividad después de que venció el plazo de 3 años no la reactivan.',
  'revival-rules.a_debt_buyer_may_not':
    'Un comprador de deudas no puede demandar ni ir a arbitraje después de que venció el plazo, y la deuda no se reactiva con un pago ni con un reconocimiento.',
  'revival-rules.a_creditor_or_agency_that':
    'Un acreedor o una agencia que compró la deuda no puede demandar después de que venció el plazo, y un pago o una confirmación posteriores no lo extienden (desde el 1 de octubre de 2016).',
  'revival-rules.when_the_period_runs_out': 'Cuando vence el plazo, se extingue la deuda misma, no solo el derecho a demandar.',
  'revival-rules.a_payment_after_the_period':
    'Un pago después de que venció el plazo reactiva la deuda solo si las circunstancias muestran que usted reconoció la obligación.',
  'revival-rules.north_carolina_case_law_secondary': 'Jurisprudencia de Carolina del Norte (resumen secundario)',
  'revival-rules.a_debt_collector_must_not':
    'Un cobrador de deudas no debe demandar ni amenazar con demandar por una deuda prescrita (12 CFR 1006.26(b)); las reclamaciones en una bancarrota son la excepción.',
  'revival-rules.a_letter_that_hides_that':
    'Una carta que oculta que un pago o una promesa podrían reactivar el derecho a demandar, o que da a entender que una deuda antigua se puede cobrar legalmente, puede ser engañosa (15 U.S.C. 1692e; Pantoja v. Portfolio Recovery, 7th Cir. 2017).',
  'revival-rules.paying_or_acknowledging_a_debt': 'Pagar o reconocer una deuda nunca reinicia el período de 7 años del reporte de crédito (15 U.S.C. 1681c).',
  'revival-rules.before_paying_anything_or_signing':
    'Antes de pagar o firmar cualquier cosa sobre una deuda antigua, sepa que en muchos estados un pago o un reconocimiento por escrito puede reiniciar el plazo en el que pueden demandarlo. No admita por escrito que debe la deuda.',
  'state-sol-notes.the_product_uses_one_period':
    'El producto usa un solo plazo por estado. Los plazos reales varían según el tipo de obligación (contrato escrito, contrato verbal, pagaré, cuenta abierta como una tarjeta de crédito), y la cláusula de ley aplicable del contrato de una tarjeta o una "ley de préstamo" ("borrowing statute") estatal pueden hacer que se aplique el plazo de otro estado. Tome los años que se muestran como una estimación, no como asesoría legal.',
  'state-sol-notes.oral_contracts_and_open_accounts': 'contratos verbales y cuentas abiertas',
  'state-sol-notes.3_years_for_actions_arising':
    '3 años para acciones derivadas de una transacción de crédito al consumo contra el consumidor (CPLR 214-i, vigente desde el 7 de abril de 2022); después de que vence, un pago o un reconocimiento no reactivan la deuda. En general, los tribunales no lo han aplicado a demandas presentadas antes de esa fecha. Otros contratos: 6 años (CPLR 213).',
  'state-sol-notes.consumer_credit_transactions_cplr_214': 'transacciones de crédito al consumo (CPLR 214-i)',
  'state-sol-notes.from_14_june_2021_written':
    'Desde el 14 de junio de 2021: contratos escritos, 6 años (antes 8); contratos verbales, 4 (antes 6); y un nuevo plazo de 6 años para transacciones de consumo (R.C. 2305.06, 2305.07); se aplican reglas de transición a los reclamos más antiguos.',
  'state-sol-notes.oral_contracts': 'contratos verbales',
  'state-sol-notes.the_product_s_table_does':
    'La tabla del producto no incluye el Distrito de Columbia; la referencia presume 6 años pero reporta 3 años para reclamos por contratos (D.C. Code 12-301(7)).',
  'state-sol-notes.contract_claims_d_c_code': 'reclamos por contratos (D.C. Code 12-301(7))',
  'state-sol-notes.a_3_year_period_for': 'Se suele reportar un plazo de 3 años para reclamos por contratos (AS 09.10.053).',
  'state-sol-notes.contract_claims': 'reclamos por contratos',
  'state-sol-notes.oral_contracts_and_open_accounts_2': 'Contratos verbales y cuentas abiertas: 3 años (A.R.S. 12-543); contratos escritos: 6 años (12-548).',
  'state-sol-notes.oral_contracts_3_years_rcw': 'Contratos verbales: 3 años (RCW 4.16.080); contratos escritos: 6 años (4.16.040).',
  'state-sol-notes.oral_contracts_3_years_gen': 'Contratos verbales: 3 años (Gen. Stat. 52-581); contratos escritos: 6 años (52-576).',
  'state-sol-notes.general_contract_actions_3_years': 'Acciones contractuales en general: 3 años (C.R.S. 13-80-101); deudas liquidadas: 6 años (13-80-103.5).',
  'state-sol-notes.general_contract_actions': 'acciones contractuales en general',
  'state-sol-notes.open_accounts_and_oral_contracts': 'Cuentas abiertas y contratos verbales: normalmente 4 años (O.C.G.A. 9-3-25); escritos: 6.',
  'state-sol-notes.open_accounts_and_oral_contracts_2': 'cuentas abiertas y contratos verbales',
  'state-sol-notes.open_accounts_and_oral_contracts_3': 'Cuentas abiertas y contratos verbales: normalmente 4 años (NRS 11.190); escritos: 6.',
  'state-sol-notes.open_accounts_and_oral_contracts_4': 'Cuentas abiertas y contratos verbales: 4 años (NMSA 37-1-4); escritos: 6.',
  'state-sol-notes.open_accounts_and_oral_contracts_5': 'Cuentas abiertas y contratos verbales: normalmente 4 años (Utah Code 78B-2-307); escritos: 6.',
  'state-sol-notes.a_10_year_period_is': 'Se reporta un plazo de 10 años (R.I. Gen. Laws 9-1-13).',
  'state-sol-notes.civil_actions_generally_9_1': 'acciones civiles en general (9-1-13)',
  'state-sol-notes.written_contracts_not_for_the': 'Contratos escritos que no son para el pago de dinero: 10 años (IC 34-11-2-11).',
  'state-sol-notes.3_years_for_open_accounts': '3 años para cuentas abiertas (Ala. Code 6-2-37), pero 6 para contratos escritos (6-2-34).',
  'state-sol-notes.written_contracts': 'contratos escritos',
  'state-sol-notes.3_years_for_open_accounts_2':
    '3 años para cuentas abiertas (C.C. art. 3494), pero 10 para otras acciones personales, incluidos los contratos escritos (art. 3499).',
  'state-sol-notes.written_contracts_and_other_personal': 'contratos escritos y otras acciones personales',
  'state-sol-notes.contracts_under_seal_specialties_have': 'Los contratos bajo sello ("specialties") tienen un plazo mucho más largo: 12 años.',
  'state-sol-notes.contracts_under_seal': 'contratos bajo sello',
  'state-sol-notes.contracts_under_seal_have_a': 'Los contratos bajo sello tienen un plazo mucho más largo: 10 años.',
};
