/** Spanish for src/i18n/en.ts: part 4. */
export const PART4 = {
  'time_barred_no_disclosure_federal.pantoja_v_portfolio_recovery_associates':
    'Pantoja v. Portfolio Recovery Associates (7th Cir. 2017) y McMahon v. LVNV Funding (7th Cir. 2014), que obligan a los tribunales de su circuito',
  'time_barred_no_disclosure_federal.buchanan_v_northland_group_6th': 'Buchanan v. Northland Group (6th Cir. 2015), que obliga a los tribunales de su circuito',
  'time_barred_no_disclosure_federal.daugherty_v_convergent_outsourcing_5th':
    'Daugherty v. Convergent Outsourcing (5th Cir. 2016), que obliga a los tribunales de su circuito',
  'time_barred_no_disclosure_federal.tatis_v_allied_interstate_3d': 'Tatis v. Allied Interstate (3d Cir. 2018), que obliga a los tribunales de su circuito',
  'time_barred_no_disclosure_federal.holzman_v_malcolm_s_gerald':
    'Holzman v. Malcolm S. Gerald & Associates (11th Cir. 2019), que obliga a los tribunales de su circuito',
  'time_barred_no_disclosure_federal.the_third_fifth_sixth_seventh':
    'Los circuitos Tercero, Quinto, Sexto, Séptimo y Undécimo sostienen que una carta así puede ser engañosa (Tatis, Daugherty, Buchanan, McMahon y Pantoja, Holzman); el Octavo la considera legal si no hay amenaza de demanda (Freyermuth).',
  'time_barred_no_disclosure_federal.the_letter_does_not_ask': 'La carta no pide ningún pago ni ofrece un acuerdo.',
  'time_barred_no_disclosure_federal.the_letter_says_the_law':
    'La carta dice que la ley limita o impide una demanda ("{0}"); se trata como la advertencia que exigen los tribunales (legal-reference §1.6).',
  'time_barred_no_disclosure_federal.if_this_debt_is_past':
    'Si esta deuda está fuera del plazo de prescripción, una carta que le pide pagarla debería dejar claro que ya no pueden demandarlo por ella. Sus respuestas nos dicen si la deuda es así de antigua.',
  'time_barred_no_disclosure_federal.the_debt_appears_to_be':
    'La deuda parece estar prescrita, pero en su circuito (el Octavo) Freyermuth v. Credit Bureau Services (2001) sostiene que pedir el pago voluntario de una deuda prescrita es legal cuando la carta no amenaza con una demanda (una amenaza la verifica time_barred_suit_threat).',
  'time_barred_no_disclosure_federal.the_debt_appears_to_be_2':
    'La deuda parece estar prescrita y la carta no dice que la ley impide una demanda, pero se envió antes de que el Circuito {0} sostuviera que esas cartas pueden ser engañosas ({1}); en ese momento los tribunales de distrito no coincidían, así que no se marca. La ley es distinta en otros lugares: {2}',
  'time_barred_no_disclosure_federal.the_debt_appears_to_be_3':
    'La deuda parece estar prescrita y la carta no dice que la ley impide una demanda. El tribunal de apelaciones de su circuito ({0}) no ha decidido si eso por sí solo es engañoso, y los tribunales de distrito no coinciden, así que aquí no se marca. La ley es distinta en otros lugares: {1}',
  'time_barred_no_disclosure_federal.it_says_only_which_courts':
    ' Solo dice "{0}", que según los tribunales no es suficiente: una promesa de no demandar se lee como una decisión que el cobrador podría cambiar, no como un impedimento legal.',
  'time_barred_no_disclosure_federal.pantoja_v_portfolio_recovery_associates_2':
    'Pantoja v. Portfolio Recovery Associates (7th Cir. 2017), McMahon v. LVNV Funding (7th Cir. 2014) y Buchanan v. Northland Group (6th Cir. 2015)',
  'time_barred_no_disclosure_federal.this_letter_asks_you_to':
    'Esta carta le pide pagar una deuda que parece estar fuera del plazo de prescripción, pero {0}.{1} Una carta así puede hacerle creer que la deuda todavía puede cobrarse por la vía judicial, y por eso podría violar 15 U.S.C. 1692e, 1692e(2)(A) y 1692e(10) (vea {2}). Cobrar una deuda antigua no es ilegal en sí.',
  'time_barred_no_disclosure_federal.this_letter_speaks_of_not':
    'Esta carta habla de no demandarle por una deuda que parece estar fuera del plazo de prescripción, pero {0}.{1} Dicho en una carta que cobra la deuda, esto puede hacerle creer que la deuda todavía puede cobrarse por la vía judicial, y por eso podría violar 15 U.S.C. 1692e y 1692e(2)(A) (vea {2}).',
  'time_barred_no_disclosure_federal.your_state_and_so_your':
    'No sabemos en qué estado vive (ni, por lo tanto, su circuito federal); los tribunales no coinciden en esta cuestión.',
  'time_barred_no_disclosure_federal.title': 'Cobra una deuda prescrita sin decir que no se puede demandar por ella',
  'time_barred_no_disclosure_federal.description':
    'Pedirle que pague una deuda demasiado antigua para demandarla no es ilegal en sí. Pero una carta que ofrece un "acuerdo" o un plan de pagos sobre esa deuda sin decir que la ley impide una demanda (y, en muchos estados, que un pago podría reiniciar el plazo para demandar) puede hacerle creer que la deuda todavía puede cobrarse por la vía judicial.',
  'time_barred_state_disclosure_missing.some_states_require_a_special':
    'Algunos estados ({0}) exigen un aviso especial en las cartas sobre deudas que están fuera del plazo de prescripción. Sus respuestas nos dicen si su estado lo exige y si esta deuda es así de antigua.',
  'time_barred_state_disclosure_missing.assumed_the_sender_is_a': 'Supusimos que el remitente es un cobrador de deudas',
  'time_barred_state_disclosure_missing.s_notice_is_required_from': 'El aviso de {0} es obligatorio desde el {1}; esta carta tiene fecha del {2}.',
  'time_barred_state_disclosure_missing.assumed_the_letter_is_dated':
    'Supusimos que la carta tiene fecha del {0} o posterior, cuando el aviso de {1} pasó a ser obligatorio.',
  'time_barred_state_disclosure_missing.assumed_the_debt_s_owner':
    'Supusimos que el dueño de la deuda es un comprador de deudas (el aviso de {0} se aplica a los compradores de deudas).',
  'time_barred_state_disclosure_missing.requires_a_special_notice_on':
    '{0} exige un aviso especial ({1}) en las cartas que cobran una deuda fuera del plazo de prescripción. Sus respuestas nos dicen si esta deuda es así de antigua.',
  'time_barred_state_disclosure_missing.the_letter_contains_s_time': 'La carta contiene el aviso de {0} sobre deudas prescritas ({1}).',
  'time_barred_state_disclosure_missing.assumed_this_is_the_first':
    'Supusimos que esta es la primera comunicación por escrito desde que la deuda prescribió ({0} exige el aviso en esa carta).',
  'time_barred_state_disclosure_missing.if_you_live_in_new':
    ' Si vive en la ciudad de Nueva York, las normas de la ciudad también exigen el aviso en cada carta, en letra de por lo menos 12 puntos, junto al monto reclamado.',
  'time_barred_state_disclosure_missing.the_exact_wording_this_state':
    ' No se ha verificado la redacción exacta que exige este estado, así que tómelo como un punto a revisar.',
  'time_barred_state_disclosure_missing.this_letter_asks_you_to':
    'Esta carta le pide pagar una deuda que parece estar fuera del plazo de prescripción, pero no incluye el aviso que {0} exige en esas cartas ({1}), que debe incluir {2}.{3}{4}',
  'time_barred_state_disclosure_missing.this_letter_includes_only_part':
    'Esta carta incluye solo una parte del aviso que {0} exige en las cartas sobre deudas fuera del plazo de prescripción ({1}). Le falta {2}.{3}{4}',
  'time_barred_state_disclosure_missing.title': 'Falta el aviso estatal obligatorio sobre deudas prescritas, o es incorrecto',
  'time_barred_state_disclosure_missing.description':
    'Varios estados (California, el estado y la ciudad de Nueva York, Texas, Nuevo México, Virginia Occidental, Massachusetts, Connecticut y posiblemente Carolina del Norte) exigen que una carta que cobra una deuda fuera del plazo de prescripción incluya un aviso establecido; por ejemplo, el de California empieza con "The law limits how long you can be sued on a debt" ("La ley limita cuánto tiempo pueden demandarlo por una deuda").',
  'state-notices.the_opening_statement_the_law':
    'la frase inicial "The law limits how long you can be sued on a debt" ("La ley limita cuánto tiempo pueden demandarlo por una deuda")',
  'state-notices.west_virginia': 'Virginia Occidental',
  'state-notices.new_york': 'Nueva York',
  'state-notices.a_statement_that_if_you':
    'una declaración de que, si lo demandan, usted puede detener la demanda diciéndole al tribunal que el plazo ya venció (o de que esa demanda viola la FDCPA)',
  'state-notices.new_mexico': 'Nuevo México',
  'state-notices.north_carolina': 'Carolina del Norte',
  'time_barred_suit_threat.this_looks_like_a_lawsuit':
    'Esto parece una demanda. Un cobrador de deudas no puede demandar por una deuda que está fuera del plazo de prescripción; sus respuestas nos dicen si esta lo está.',
  'time_barred_suit_threat.this_looks_like_a_lawsuit_2':
    'Esto parece una demanda presentada por una deuda que parece estar fuera del plazo de prescripción. Un cobrador de deudas no debe demandar por una deuda prescrita (12 CFR 1006.26(b)). La defensa de prescripción normalmente tiene que presentarse ante el tribunal antes del plazo para responder, así que considere hablar pronto con un abogado de derechos del consumidor.',
  'time_barred_suit_threat.the_letter_mentions_legal_action': 'La carta menciona una acción legal, pero la deuda no parece estar prescrita: {0}',
  'time_barred_suit_threat.this_letter_mentions_legal_action':
    'Esta carta menciona una acción legal ("{0}"). Un cobrador de deudas no puede demandar ni amenazar con demandar por una deuda que está fuera del plazo de prescripción. Sus respuestas nos dicen si esta deuda lo está.',
  'time_barred_suit_threat.the_letter_itself_indicates_the': 'La propia carta indica que la deuda está fuera del plazo de prescripción',
  'time_barred_suit_threat.from_your_state_and_the': 'Según su estado y las fechas conocidas, la deuda parece estar fuera del plazo de prescripción',
  'time_barred_suit_threat.this_letter_threatens_legal_action': 'Esta carta amenaza con una acción legal ("{0}"). {1}. {2}',
  'time_barred_suit_threat.threatening_a_lawsuit_the_collector':
    'Amenazar con una demanda que el cobrador no puede presentar legalmente tergiversa la situación legal de la deuda y es una amenaza falsa (15 U.S.C. 1692e(2)(A), (5)); desde el 30 de noviembre de 2021, la Regulation F también lo prohíbe expresamente (12 CFR 1006.26(b)).',
  'time_barred_suit_threat.a_debt_collector_must_not':
    'Un cobrador de deudas no debe demandar ni amenazar con demandar por una deuda prescrita (12 CFR 1006.26(b)), y amenazar con una acción que no puede tomar legalmente es una declaración falsa (15 U.S.C. 1692e(5)).',
  'time_barred_suit_threat.title': 'Amenaza con demandar por una deuda fuera del plazo de prescripción',
  'time_barred_suit_threat.description':
    'Cada estado limita el tiempo que tiene un acreedor para demandar por una deuda (el plazo de prescripción). Una vez que pasa ese tiempo, un cobrador de deudas no debe demandarlo ni amenazar con demandarlo por la deuda.',
  'unauthorized_fees_or_interest.a_collection_fee_or_cost': 'un cargo o costo de cobranza',
  'unauthorized_fees_or_interest.a_processing_administrative_or_service': 'un cargo de procesamiento, administrativo o de servicio',
  'unauthorized_fees_or_interest.court_costs': 'costas judiciales',
  'unauthorized_fees_or_interest.late_fees': 'cargos por atraso',
  'unauthorized_fees_or_interest.an_insurance_charge': 'un cargo de seguro',
  'unauthorized_fees_or_interest.title': 'Cargos o intereses no autorizados por el contrato ni por la ley',
  'unauthorized_fees_or_interest.description':
    'Un cobrador de deudas solo puede añadir intereses, cargos o comisiones a lo que usted debe si el contrato que creó la deuda los permite expresamente o la ley los autoriza. Los cargos de cobranza, de procesamiento o administrativos, las costas judiciales cuando no se presentó ninguna demanda y los recargos porcentuales son ejemplos comunes de cargos que podrían no estar permitidos.',
  'unauthorized_fees_or_interest.does_your_original_agreement_with':
    '¿Su contrato original con el acreedor permite expresamente los cargos que añade esta carta (por ejemplo, cargos o costos de cobranza)?',
  'unauthorized_fees_or_interest.this_letter_adds_you_told':
    'Esta carta añade {0}. Usted nos dijo que su contrato original no permite esos cargos, y no se cita ninguna ley que los autorice. Está prohibido cobrar montos que no estén autorizados expresamente por el contrato o por la ley (15 U.S.C. 1692f(1); 12 CFR 1006.22(b)).',
  'unauthorized_fees_or_interest.this_letter_charges_but_nothing':
    'Esta carta cobra {0}, pero nada en ella muestra que se haya presentado una demanda. Las costas judiciales solo existen en una demanda, así que podría no ser legal cobrar este monto (15 U.S.C. 1692f(1), 1692e(2)(A)).',
  'unauthorized_fees_or_interest.assumed_no_lawsuit_has_been':
    'Supusimos que no se ha presentado ninguna demanda por esta deuda (la carta no menciona ninguna).',
  'unauthorized_fees_or_interest.this_letter_adds_a_fee':
    'Esta carta añade {0}: un cargo fijado como porcentaje del saldo. Incluso cuando un contrato permite los "costos de cobranza", los tribunales han sostenido que un porcentaje fijo que no está ligado a los costos reales del cobrador podría ser ilegal (15 U.S.C. 1692f(1)).',
  'unauthorized_fees_or_interest.you_told_us_your_agreement':
    'Usted nos dijo que su contrato permite cargos de cobranza; si permite este porcentaje depende de su redacción exacta y de la ley de su estado.',
  'unauthorized_fees_or_interest.you_told_us_your_original': 'Usted nos dijo que su contrato original permite los cargos que añade la carta.',
  'unauthorized_fees_or_interest.this_letter_adds_a_collector':
    'Esta carta añade {0}. Un cobrador solo puede cobrar ese cargo si su contrato original lo permite expresamente o la ley lo autoriza (15 U.S.C. 1692f(1); 12 CFR 1006.22(b)); {1}la carta no dice qué lo permite. Si su contrato sí lo permite, díganoslo y lo volveremos a verificar.',
  'unauthorized_fees_or_interest.assumed_your_original_agreement_does':
    'Supusimos que su contrato original no permite expresamente este cargo (la carta no muestra que lo permita).',
  'unauthorized_fees_or_interest.this_letter_adds_whether_it':
    'Esta carta añade {0}{1}. Si se puede cobrar depende de su contrato original y de la ley estatal{2} (15 U.S.C. 1692f(1)).',
  'unauthorized_fees_or_interest.and_says_it_is_allowed': ' y dice que está permitido ("{0}")',
  'unauthorized_fees_or_interest.many_states_allow_a_set': ' (muchos estados permiten un cargo fijo por un cheque devuelto)',
  'vn_account_number.title': 'Falta el número de cuenta',
  'vn_account_number.description':
    'Un aviso de validación debe mostrar el número de cuenta que tenía la deuda con el acreedor en la fecha del desglose (los últimos cuatro dígitos son suficientes). El número de referencia propio del cobrador no lo reemplaza.',
  'vn_account_number.an_account_number': 'un número de cuenta',
  'vn_account_number.assumed_this_debt_a_medical':
    'Supusimos que esta deuda (una factura médica o similar) nunca tuvo número de cuenta; si lo tuvo, el aviso debía mostrarlo (comentario 34(c)(2)(iv)-1).',
  'vn_account_number.this_notice_shows_only_the':
    'Este aviso muestra solo el número de referencia propio del cobrador, no el número de cuenta que tenía la deuda con el acreedor. Un aviso de validación debe mostrar ese número de cuenta, o una parte reconocible de él, como los últimos cuatro dígitos (12 CFR 1006.34(c)(2)(iv)).',
  'vn_account_number.this_notice_does_not_show':
    'Este aviso no muestra el número de cuenta de la deuda. Un aviso de validación debe mostrar el número de cuenta que tenía la deuda en la fecha del desglose, o una parte reconocible de él, como los últimos cuatro dígitos (12 CFR 1006.34(c)(2)(iv)).',
  'vn_account_number.assumed_the_debt_had_an': 'Supusimos que la deuda tenía un número de cuenta con el acreedor.',
  'vn_amount_on_itemization_date.title': 'Falta el monto en la fecha del desglose',
  'vn_amount_on_itemization_date.description':
    'Un aviso de validación debe indicar cuánto debía usted en la fecha del desglose (incluidos los intereses y cargos que se debían entonces), para que pueda ver cómo creció la deuda desde ese momento.',
  'vn_amount_on_itemization_date.the_itemization_is_on_a':
    'El desglose está en una página aparte que no formaba parte del texto leído; no se verificó el monto en la fecha del desglose.',
  'vn_amount_on_itemization_date.the_amount_owed_on_the': 'el monto que se debía en la fecha del desglose',
  'vn_amount_on_itemization_date.the_line_for_the_amount':
    'La línea del monto que usted debía en la fecha del desglose está en blanco. Un aviso de validación debe indicar ese monto (12 CFR 1006.34(c)(2)(vii)).',
  'vn_amount_on_itemization_date.this_notice_gives_an_itemization':
    'Este aviso da una fecha del desglose pero no el monto que usted debía en esa fecha. Un aviso de validación debe indicarlo, incluidos los intereses y cargos que se debían entonces (12 CFR 1006.34(c)(2)(vii)).',
  'vn_amount_on_itemization_date.this_notice_does_not_state':
    'Este aviso no indica cuánto debía usted en una fecha del desglose (por ejemplo, "Al [fecha], usted debía $…"). Un aviso de validación debe indicarlo (12 CFR 1006.34(c)(2)(vii)).',
  'vn_assumed_valid_statement.title': 'Falta la declaración "daremos por válida la deuda"',
  'vn_assumed_valid_statement.description':
    'Un aviso de validación debe decirle que, salvo que usted se comunique con el cobrador para disputar la deuda antes de la fecha final, el cobrador dará por válida la deuda. Cualquier contacto cuenta, incluida una llamada telefónica.',
  'vn_assumed_valid_statement.this_notice_does_not_tell':
    'Este aviso no le dice que, salvo que usted dispute la deuda {0}, el cobrador la dará por válida. Un aviso de validación debe incluir esa declaración ({1}).',
  'vn_assumed_valid_statement.by_the_end_date': 'antes de la fecha final',
  'vn_cfpb_website_statement.title': 'Falta la referencia al sitio web de la CFPB',
  'vn_cfpb_website_statement.description':
    'Para tarjetas de crédito, préstamos y otros productos financieros de consumo, un aviso de validación debe decirle que hay más información sobre sus derechos en el cobro de deudas en el sitio web de la CFPB, www.cfpb.gov/debt-collection.',
  'vn_cfpb_website_statement.the_notice_points_to_the':
    'El aviso remite a "{0}", la otra dirección web de la CFPB, en lugar de www.cfpb.gov/debt-collection; se considera que cumple el requisito.',
  'vn_cfpb_website_statement.the_cfpb_website_statement': 'la referencia al sitio web de la CFPB',
  'vn_cfpb_website_statement.this_notice_does_not_tell':
    'Este aviso no le dice que puede obtener más información sobre sus derechos en el sitio web de la CFPB, www.cfpb.gov/debt-collection. Para un producto financiero de consumo, como una tarjeta de crédito o un préstamo, un aviso de validación debe incluir esa declaración (12 CFR 1006.34(c)(3)(iv)).',
  'vn_collector_communication_disclosure.title': 'Falta la declaración "esta comunicación es de un cobrador de deudas"',
  'vn_collector_communication_disclosure.description':
    'Un aviso de validación debe decir que viene de un cobrador de deudas. Si es el primer contacto del cobrador con usted, también debe decir que el cobrador está tratando de cobrar una deuda y que usará cualquier información que usted le dé para ese fin.',
  'vn_collector_communication_disclosure.the_debt_collector_disclosure': 'la declaración de cobrador de deudas',
  'vn_collector_communication_disclosure.this_notice_never_says_that':
    'Este aviso nunca dice que viene de un cobrador de deudas ni que el remitente está tratando de cobrar una deuda. Un aviso de validación debe incluir esa declaración ({0}).',
  'vn_collector_communication_disclosure.the_collector_contacted_you_before':
    'El cobrador se comunicó con usted antes de esta carta, así que basta con la declaración corta "de un cobrador de deudas" (comentario 34(c)(1)-1).',
  'vn_collector_communication_disclosure.this_notice_says_it_is':
    'Este aviso dice que es de un cobrador de deudas, pero no que cualquier información que usted dé se usará para cobrar la deuda. Esa declaración más corta solo basta si el cobrador se comunicó con usted antes (por ejemplo, por teléfono). ¿Fue este su primer contacto con usted?',
  'vn_collector_communication_disclosure.this_notice_says_it_is_2':
    'Este aviso dice que es de un cobrador de deudas, pero como primer contacto del cobrador con usted también debía decir que el cobrador está tratando de cobrar una deuda y que cualquier información obtenida se usará para ese fin ({0}; 1006.18(e)(1)).',
  'vn_collector_communication_disclosure.assumed_the_collector_did_not':
    'Supusimos que el cobrador no lo llamó ni se comunicó con usted de otra forma antes de esta carta (después de un primer contacto verbal basta con la declaración más corta).',
  'vn_collector_name_and_dispute_address.title': 'Falta el nombre del cobrador o la dirección postal para disputas',
  'vn_collector_name_and_dispute_address.description':
    'Un aviso de validación debe dar el nombre del cobrador de deudas y la dirección postal donde acepta disputas y solicitudes del nombre del acreedor original. Un número de teléfono o un sitio web por sí solos no son suficientes.',
  'vn_collector_name_and_dispute_address.the_text_looks_like_an':
    'El texto parece un extracto de una carta (sin membrete ni bloque del destinatario); se necesita la carta completa para verificar la dirección del cobrador.',
  'vn_collector_name_and_dispute_address.it_offers_only_a_phone': ' Solo ofrece un número de teléfono o un sitio web, lo que no cumple el requisito.',
  'vn_collector_name_and_dispute_address.this_notice_gives_no_postal':
    'Este aviso no da ninguna dirección postal del cobrador de deudas, así que usted no puede saber adónde enviar una disputa o una solicitud del nombre del acreedor original.{0} Un aviso de validación debe incluir el nombre del cobrador y la dirección postal en la que acepta disputas (12 CFR 1006.34(c)(2)(i)).',
  'vn_collector_name_and_dispute_address.the_only_postal_address_in':
    'La única dirección postal de este aviso parece ser la suya; falta la dirección postal del cobrador de deudas para disputas y solicitudes.{0} Un aviso de validación debe incluirla (12 CFR 1006.34(c)(2)(i)).',
  'vn_collector_name_and_dispute_address.read_the_address_in_the': 'Leímos la dirección del aviso como la suya ({0}).',
  'vn_collector_name_and_dispute_address.addressee_block': 'bloque del destinatario',
  'vn_consumer_name_and_address.title': 'Falta el nombre o la dirección postal del consumidor, o están incompletos',
  'vn_consumer_name_and_address.description':
    'Un aviso de validación debe mostrar su nombre y su dirección postal, con la versión más completa y exacta de su nombre que tenga el cobrador.',
  'vn_consumer_name_and_address.whether_your_name_is_complete':
    'Si su nombre está completo (sin omitir un segundo nombre o un sufijo conocidos) no se puede saber por la carta; compárelo con sus propios documentos.',
  'vn_consumer_name_and_address.the_text_looks_like_an':
    'El texto parece un extracto de una carta (sin membrete ni bloque del destinatario); se necesita la carta completa para verificar su nombre y su dirección.',
  'vn_consumer_name_and_address.this_notice_names_you_but':
    'Este aviso lo nombra a usted pero no muestra su dirección postal. Un aviso de validación debe incluir su nombre y su dirección postal (12 CFR 1006.34(c)(2)(ii)).',
  'vn_consumer_name_and_address.this_notice_does_not_show':
    'Este aviso no muestra su nombre ni su dirección postal; la única dirección que tiene es la del cobrador. Un aviso de validación debe incluirlos (12 CFR 1006.34(c)(2)(ii)).',
  'vn_current_amount.title': 'Falta el monto actual de la deuda',
  'vn_current_amount.description':
    'Un aviso de validación debe indicar el monto de la deuda a la fecha del aviso (un solo total si se combinan varias deudas).',
  'vn_current_amount.courts_differ_an_undated_notice':
    'Los tribunales no coinciden: un aviso sin fecha que seguía el formulario modelo de la CFPB se consideró legal en Bergida v. PlusFour (D. Nev. 2023), mientras que otros tribunales han dejado que esos reclamos sigan adelante.',
  'vn_current_amount.the_notice_is_undated_but': 'El aviso no tiene fecha pero indica el monto "ahora" o "hoy" ("{0}"). {1} En su circuito no se marca.',
  'vn_current_amount.this_notice_carries_no_date':
    'Este aviso no tiene fecha, pero indica lo que usted debe "ahora" o "hoy" ("{0}"), así que usted no puede saber desde qué día se miden ese monto y el plazo para responder. Eso podría no indicar con claridad el monto de la deuda (15 U.S.C. 1692g(a)(1), 1692e). {1}',
  'vn_current_amount.the_amount_of_the_debt': 'el monto de la deuda',
  'vn_current_amount.this_notice_mentions_dollar_amounts':
    'Este aviso menciona montos en dólares pero nunca indica el monto de la deuda que usted debe ahora. Un aviso de validación debe indicarlo ({0}).',
  'vn_current_amount.this_notice_does_not_state':
    'Este aviso no indica el monto de la deuda. Un aviso de validación debe indicar el monto que usted debe a la fecha del aviso ({0}).',
  'vn_current_creditor.title': 'Falta el acreedor actual',
  'vn_current_creditor.description': 'Un aviso de validación debe nombrar al acreedor al que se le debe la deuda ahora (se permite un nombre comercial).',
  'vn_current_creditor.this_notice_names_the_parties':
    'Este aviso nombra a las partes entre las que pasó la cuenta ("{0}"), pero nunca dice a cuál de ellas se le debe la deuda ahora. Un aviso de validación debe nombrar al acreedor actual como aquel al que usted le debe ({1}15 U.S.C. 1692g(a)(2); Janetos v. Fulton Friedman & Gullace, 7th Cir. 2016).',
  'vn_current_creditor.read_the_creditor_named_in':
    'Leímos al acreedor nombrado en "{0}" como el acreedor actual, al que la carta se refiere como la cuenta o el acreedor "mencionado arriba".',
  'vn_current_creditor.this_notice_does_not_say':
    'Este aviso no dice con claridad a quién se le debe la deuda ahora. Su línea de referencia nombra a más de una parte ("{0}") y la carta nunca dice cuál de ellas es el acreedor actual, lo que un aviso de validación debe hacer ({1}15 U.S.C. 1692g(a)(2)).',
  'vn_current_creditor.the_current_creditor': 'el acreedor actual',
  'vn_current_creditor.this_notice_does_not_say_2':
    'Este aviso no dice con claridad a quién se le debe la deuda ahora. Menciona una cuenta o un acreedor original, pero nunca nombra al acreedor actual, lo que un aviso de validación debe hacer ({0}).',
  'vn_current_creditor.this_notice_does_not_name':
    'Este aviso no nombra al acreedor al que se le debe la deuda ahora. Un aviso de validación debe nombrar al acreedor actual ({0}).',
  'vn_dispute_prompts.i_want_to_dispute_the': '"I want to dispute the debt because I think:" ("Quiero disputar la deuda porque creo que:")',
  'vn_dispute_prompts.this_is_not_my_debt': '"This is not my debt." ("Esta no es mi deuda.")',
  'vn_dispute_prompts.the_amount_is_wrong': '"The amount is wrong." ("El monto es incorrecto.")',
  'vn_dispute_prompts.other_please_describe_on_reverse':
    '"Other (please describe on reverse or attach additional information)." ("Otro (describa al reverso o adjunte información adicional).")',
  'vn_dispute_prompts.title': 'Faltan las casillas de disputa de "¿Cómo quiere responder?"',
  'vn_dispute_prompts.description':
    'La sección de respuesta de un aviso de validación debe permitirle marcar por qué disputa la deuda: "I want to dispute the debt because I think:" ("Quiero disputar la deuda porque creo que:"), y luego "This is not my debt." ("Esta no es mi deuda."), "The amount is wrong." ("El monto es incorrecto.") y "Other" ("Otro"), en ese orden.',
  'vn_dispute_prompts.a_response_section': 'una sección de respuesta',
  'vn_dispute_prompts.this_notice_has_no_dispute':
    'Este aviso no tiene casillas de disputa para marcar (como "I want to dispute the debt because I think:", "This is not my debt.", "The amount is wrong.", "Other"). Un aviso de validación debe incluirlas en su sección de respuesta (12 CFR 1006.34(c)(4)(i)).',
  'vn_dispute_prompts.the_response_section_of_this':
    'A la sección de respuesta de este aviso le falta la(s) casilla(s) de disputa{0} {1}. Un aviso de validación debe incluir cada una de ellas (12 CFR 1006.34(c)(4)(i)).',
  'vn_dispute_prompts.the_dispute_prompts_of_this':
    'Las casillas de disputa de este aviso no están en el orden exigido ("I want to dispute the debt because I think:", "This is not my debt.", "The amount is wrong.", "Other"). La norma establece ese orden (12 CFR 1006.34(c)(4)(i)).',
  'vn_dispute_right_statement.title': 'Falta la declaración sobre la disputa por escrito y la suspensión del cobro',
  'vn_dispute_right_statement.description':
    'Un aviso de validación debe decirle que, si usted disputa la deuda por escrito antes de la fecha final, el cobrador debe dejar de cobrarla hasta que le envíe la verificación de la deuda (o una copia de una sentencia).',
  'vn_dispute_right_statement.this_notice_does_not_tell':
    'Este aviso no le dice que, si usted disputa la deuda por escrito {0}, el cobrador debe {1} la verificación de la deuda o una copia de una sentencia. Un aviso de validación debe incluir esa declaración ({2}).',
  'vn_dispute_right_statement.stop_collecting_until_it_sends': 'dejar de cobrar hasta que le envíe',
  'vn_dispute_right_statement.obtain_and_mail': 'obtener y enviarle por correo',
  'vn_dispute_right_statement.that_collection_stops_until_then': 'que el cobro se suspende hasta entonces',
  'vn_dispute_right_statement.that_the_dispute_must_be': 'que la disputa debe ser por escrito para activar esta protección',
  'vn_dispute_right_statement.this_notice_s_statement_about':
    'La declaración de este aviso sobre la disputa de la deuda está incompleta: no dice {0}. La ley exige la declaración completa, y omitir una parte podría confundirlo sobre cómo proteger sus derechos ({1}).',
  'vn_electronic_dispute_statement.title': 'Faltan las instrucciones para disputar por medios electrónicos en un aviso enviado electrónicamente',
  'vn_electronic_dispute_statement.description':
    'Un aviso de validación enviado por correo electrónico o por un sitio web debe explicar cómo puede usted disputar la deuda y pedir los datos del acreedor original por medios electrónicos (por ejemplo, una dirección de correo electrónico o una página web donde se aceptan disputas).',
  'vn_electronic_dispute_statement.the_notice_came_on_paper':
    'El aviso llegó en papel; en ese caso las instrucciones para disputar por medios electrónicos son opcionales (12 CFR 1006.34(d)(3)(v)(B)).',
  'vn_electronic_dispute_statement.assumed_the_notice_came_by':
    'Supusimos que el aviso llegó por correo postal (nada en él sugiere un correo electrónico o una página web); las instrucciones para disputar por medios electrónicos solo son obligatorias cuando el aviso se entrega por medios electrónicos. Si le llegó por correo electrónico o en línea, díganoslo.',
  'vn_electronic_dispute_statement.assumed_the_notice_was_delivered': 'Supusimos que el aviso se entregó por medios electrónicos (dice "{0}").',
  'vn_electronic_dispute_statement.this_notice_was_delivered_electronically':
    'Este aviso se entregó por medios electrónicos pero no dice cómo puede usted disputar la deuda o pedir los datos del acreedor original por medios electrónicos (una dirección de correo electrónico o una página web donde se aceptan disputas). Un aviso de validación entregado por medios electrónicos debe explicarlo (12 CFR 1006.34(c)(3)(v)).',
  'vn_end_date_missing.title': 'No hay una fecha final específica del período de validación',
  'vn_end_date_missing.description':
    'Desde el 30 de noviembre de 2021, cada declaración de sus derechos en un aviso de validación debe dar la fecha real hasta la cual puede actuar (el final del período de validación), no solo "dentro de 30 días".',
  'vn_end_date_missing.the_dispute_and_verification_statement': 'la declaración de disputa y verificación',
  'vn_end_date_missing.the_original_creditor_statement': 'la declaración sobre el acreedor original',
  'vn_end_date_missing.the_assumed_valid_statement': 'la declaración "se dará por válida"',
  'vn_end_date_missing.this_notice_does_not_give':
    'Este aviso no da una fecha específica hasta la cual usted puede disputar la deuda o pedir los datos del acreedor original{0}. Desde la Regulation F, un aviso de validación debe indicar la fecha final del período de validación en cada una de estas declaraciones (12 CFR 1006.34(c)(3)(i)–(iii)).',
  'vn_end_date_missing.it_counts_30_days_instead': '; en su lugar cuenta "30 días"',
  'vn_end_date_missing.in_this_notice_give_no':
    '{0} de este aviso no dan ninguna fecha final{1}, mientras que las otras sí. Cada declaración debe indicar la fecha final del período de validación (12 CFR 1006.34(c)(3)(i)–(iii)).',
  'vn_end_date_missing.in_this_notice_gives_no':
    '{0} de este aviso no da ninguna fecha final{1}, mientras que las otras sí. Cada declaración debe indicar la fecha final del período de validación (12 CFR 1006.34(c)(3)(i)–(iii)).',
  'vn_end_date_missing.it_counts_30_days_instead_2': ' (en su lugar cuenta "30 días")',
  'vn_end_date_too_early.title': 'La fecha final del período de validación es anterior a lo que permite la ley',
  'vn_end_date_too_early.description':
    'El período de validación termina 30 días después de que usted recibe el aviso, y el cobrador no puede suponer que lo recibió antes de cinco días hábiles después de enviarlo. Una fecha final anterior acorta el tiempo que usted tiene para disputar.',
  'vn_end_date_too_early.the_letter_is_undated_so': 'La carta no tiene fecha, así que no se puede calcular la fecha final más temprana que permite la ley.',
  'vn_end_date_too_early.the_notice_states_no_validation':
    'El aviso no indica ninguna fecha final del período de validación que se pueda verificar (vea vn_end_date_missing).',
  'vn_end_date_too_early.used_the_letter_date_as':
    'Usamos la fecha de la carta como la fecha en que se envió el aviso; una fecha de envío posterior haría que la fecha final legal fuera aún más tarde.',
  'vn_end_date_too_early.the_end_date_is_earlier':
    'La fecha final es anterior al {0} solo si el día laborable en que se observa un feriado que cae en fin de semana no se cuenta como día hábil; el texto de la norma no lo resuelve, así que no se marca.',
  'vn_end_date_too_early.this_notice_gives_as_the':
    'Este aviso da el {0} como el final del período de validación. Para un aviso con fecha del {1}, el cobrador puede suponer que usted lo recibió no antes del {2} (cinco días hábiles después, sin contar fines de semana ni feriados federales), así que el período no puede terminar antes del {3}. La fecha indicada se adelanta {4} día{5} y acorta el tiempo que usted tiene para disputar la deuda o pedir los datos del acreedor original (12 CFR 1006.34(b)(5)).',
  'vn_itemization_arithmetic.title': 'El desglose no cuadra',
  'vn_itemization_arithmetic.description':
    'El monto que se debía en la fecha del desglose, más los intereses y cargos, menos los pagos y créditos, debe ser igual al monto actual que indica el aviso. Un desglose que no cuadra indica mal el monto de la deuda.',
};
