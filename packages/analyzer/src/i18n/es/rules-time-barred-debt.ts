/** Spanish for src/i18n/en.ts: time-barred debt (§1.6). Legal citations and {n} placeholders as in English. */
export const RULES_TIME_BARRED_DEBT = {
  'time_barred_no_disclosure_federal.it_says_only_that_the':
    ' Solo dice que la ley limita cuánto tiempo se puede demandar a una persona ("{0}"), no que la ley impide una demanda por esta deuda: con eso el lector no puede saber que esta deuda es demasiado antigua para demandar.',
  'time_barred_no_disclosure_federal.the_letter_also_demands_payment':
    'La carta además exige el pago de inmediato ("{0}"). Las exigencias urgentes de pagar ya presentan una deuda demasiado antigua para demandar como si todavía pudiera cobrarse judicialmente, lo que engaña más allá de la falta del aviso (Manuel v. Merchants & Professional Bureau, 5th Cir. 2020); este hallazgo se sostiene con las palabras que usted tiene, aunque falte una página.',
  'time_barred_no_disclosure_federal.this_letter_says_the_law':
    'Esta carta dice que la ley limita o impide una demanda por esta deuda, pero también habla de acciones legales ("{0}"). Dicho en una carta que pide el pago, lo segundo desdice lo primero: puede hacerle creer que la deuda todavía puede cobrarse por la vía judicial, y por eso podría violar 15 U.S.C. 1692e, 1692e(2)(A) y 1692e(10) (vea {1}). Un cobrador de deudas no puede demandar ni amenazar con demandar por una deuda prescrita (12 CFR 1006.26(b)).',
  'time_barred_no_disclosure_federal.mcmahon_v_lvnv_funding_7th':
    'McMahon v. LVNV Funding (7th Cir. 2014), Buchanan v. Northland Group (6th Cir. 2015) y Tatis v. Allied Interstate (3d Cir. 2018); incluso Huertas v. Galaxy Asset Management (3d Cir. 2011) y Freyermuth v. Credit Bureau Services (8th Cir. 2001) consideran legal pedir el pago de una deuda prescrita solo si no hay amenaza de demanda',
  'time_barred_no_disclosure_federal.treated_a_payment_or_a':
    'Se consideró que en {0} un pago o una promesa escrita hechos después del plazo pueden revivir la deuda: la carta se envió antes de {1}. Según la ley anterior: {2}',
  'time_barred_no_disclosure_federal.took_effect': 'que entrara en vigor {0} ({1})',
  'time_barred_no_disclosure_federal.it_also_speaks_of_legal':
    ' También habla de acciones legales ("{0}"): incluso los tribunales que permiten pedir el pago de una deuda prescrita (Huertas v. Galaxy Asset Management, 3d Cir. 2011; Freyermuth v. Credit Bureau Services, 8th Cir. 2001) lo consideran legal solo si no hay amenaza de demanda, y 12 CFR 1006.26(b) prohíbe amenazar con demandar por una deuda así.',
  'time_barred_no_disclosure_federal.the_letter_was_sent_before':
    'La carta se envió antes de que decidiera el Circuito {0} ({1}); ese tribunal juzgó cartas enviadas antes de su decisión, y su lectura de la ley también las rige (Harper v. Virginia Dept. of Taxation, 1993), aunque antes los tribunales de distrito no coincidían.',
  'time_barred_no_disclosure_federal.the_court_of_appeals_of':
    'El tribunal de apelaciones de su circuito ({0}) no ha decidido si una carta así es engañosa, y los tribunales de distrito no coinciden. {1}',
  'time_barred_no_disclosure_federal.treated_a_payment_after_the': 'Se consideró que en {0} un pago hecho después del plazo puede revivir la deuda: {1}',
  'time_barred_no_disclosure_federal.this_letter_says_you_cannot':
    'Esta carta dice que no pueden demandarlo por esta deuda antigua y ofrece un acuerdo, pero no advierte que en {0} un pago, o una promesa de pago, podría reiniciar el plazo en el que pueden demandarlo. Los tribunales han sostenido que una oferta de acuerdo sobre una deuda prescrita que omite esto puede ser engañosa, y por eso podría violar 15 U.S.C. 1692e y 1692e(10) (vea {1}).{2} Antes de pagar algo sobre una deuda antigua, averigüe si un pago reiniciaría el plazo para demandar.',
  'time_barred_no_disclosure_federal.in_your_circuit_8th_freyermuth':
    'En su circuito (el Octavo), Freyermuth v. Credit Bureau Services (2001) sostiene que pedir el pago voluntario de una deuda prescrita es legal si no hay amenaza de demanda.',
  'time_barred_no_disclosure_federal.in_a_payment_after_the':
    'En {0}, un pago hecho después de vencido el plazo no revive la deuda, así que no hay reinicio del que advertir.',
  'time_barred_no_disclosure_federal.this_letter_says_the_law_2':
    'Esta carta dice que la ley impide una demanda por esta deuda antigua y ofrece un acuerdo, pero no dice si un pago podría reiniciar el plazo para demandar. Si debe decirlo depende de la ley de su estado.',
  'time_barred_no_disclosure_federal.the_letter_gives_s_prescribed': 'La carta da completo el aviso sobre deudas prescritas que exige {0}.',
  'time_barred_no_disclosure_federal.the_letter_calls_it': ' La carta la llama "{0}".',
  'time_barred_no_disclosure_federal.the_letter_says_the_debt':
    ' La carta dice que la deuda tiene {0} años o más ("{1}"), pero la antigüedad de una deuda no es el tiempo desde el último pago.',
  'time_barred_no_disclosure_federal.pantoja_v_portfolio_recovery_associates_3':
    'Pantoja v. Portfolio Recovery Associates (7th Cir. 2017), McMahon v. LVNV Funding (7th Cir. 2014) y Buchanan v. Northland Group (6th Cir. 2015)',
  'time_barred_no_disclosure_federal.buchanan_v_northland_group_6th': 'Buchanan v. Northland Group (6th Cir. 2015), que obliga a los tribunales de su circuito',
  'time_barred_no_disclosure_federal.daugherty_v_convergent_outsourcing_5th':
    'Daugherty v. Convergent Outsourcing (5th Cir. 2016), que obliga a los tribunales de su circuito',
  'time_barred_no_disclosure_federal.description':
    'Pedirle que pague una deuda demasiado antigua para demandarla no es ilegal en sí. Pero una carta que ofrece un "acuerdo" o un plan de pagos sobre esa deuda sin decir que la ley impide una demanda (y, en muchos estados, que un pago podría reiniciar el plazo para demandar) puede hacerle creer que la deuda todavía puede cobrarse por la vía judicial.',
  'time_barred_no_disclosure_federal.holzman_v_malcolm_s_gerald':
    'Holzman v. Malcolm S. Gerald & Associates (11th Cir. 2019), que obliga a los tribunales de su circuito',
  'time_barred_no_disclosure_federal.if_this_debt_is_past':
    'Si esta deuda está fuera del plazo de prescripción, una carta que le pide pagarla debería dejar claro que ya no pueden demandarlo por ella.{0} Sus respuestas nos dicen si la deuda es así de antigua.',
  'time_barred_no_disclosure_federal.nothing_in_it_says_that': 'nada en ella dice que la ley impide una demanda por la deuda',
  'time_barred_no_disclosure_federal.nothing_in_it_says_that_2':
    'nada en ella dice que la ley impide una demanda por la deuda, ni advierte que un pago o una promesa de pago podrían reiniciar el plazo para demandar en algunos estados',
  'time_barred_no_disclosure_federal.it_says_that_the_law':
    ' Dice que la ley limita cuánto tiempo se puede demandar a una persona ("{0}"), pero de esta deuda solo dice "{1}": los tribunales de su circuito leen una promesa de no demandar como una decisión que el cobrador podría cambiar, no como un impedimento legal, sea cual sea la frase general que la preceda (Pantoja v. Portfolio Recovery Associates, 7th Cir. 2017).',
  'time_barred_no_disclosure_federal.it_says_that_is_the':
    ' Dice "{0}": eso es una promesa del cobrador, no la ley, y en {1} un pago o una promesa de pago todavía podría reiniciar el plazo en el que el dueño de la deuda, o uno posterior, puede demandarlo.',
  'time_barred_no_disclosure_federal.it_says_but_in_a': ' Dice "{0}", pero en {1} un pago o una promesa de pago podría reiniciar el plazo para demandar.',
  'time_barred_no_disclosure_federal.it_never_says_that_the': 'nunca dice que la ley le impide al cobrador demandarlo',
  'time_barred_no_disclosure_federal.it_never_says_that_the_2':
    'nunca dice que la ley le impide al cobrador demandarlo, ni advierte que un pago o una promesa de pago podrían reiniciar el plazo para demandar en algunos estados',
  'time_barred_no_disclosure_federal.it_says_only_which_courts':
    ' Solo dice "{0}", que según los tribunales no es suficiente: una promesa de no demandar se lee como una decisión que el cobrador podría cambiar, no como un impedimento legal.',
  'time_barred_no_disclosure_federal.pantoja_v_portfolio_recovery_associates':
    'Pantoja v. Portfolio Recovery Associates (7th Cir. 2017) y McMahon v. LVNV Funding (7th Cir. 2014), que obligan a los tribunales de su circuito',
  'time_barred_no_disclosure_federal.pantoja_v_portfolio_recovery_associates_2':
    'Pantoja v. Portfolio Recovery Associates (7th Cir. 2017) y Buchanan v. Northland Group (6th Cir. 2015); el tribunal de apelaciones de su circuito no ha decidido la cuestión',
  'time_barred_no_disclosure_federal.tatis_v_allied_interstate_3d': 'Tatis v. Allied Interstate (3d Cir. 2018), que obliga a los tribunales de su circuito',
  'time_barred_no_disclosure_federal.the_debt_appears_to_be':
    'La deuda parece estar prescrita, pero en su circuito (el Octavo) Freyermuth v. Credit Bureau Services (2001) sostiene que pedir el pago voluntario de una deuda prescrita es legal cuando la carta no amenaza con una demanda (una amenaza la verifica time_barred_suit_threat).',
  'time_barred_no_disclosure_federal.the_debt_appears_to_be_2':
    'La deuda parece estar prescrita, pero la carta solo pide el pago: en el Tercer Circuito, Huertas v. Galaxy Asset Management (2011) sostiene que eso es legal si no hay amenaza de demanda, y Tatis v. Allied Interstate (2018) trató las ofertas de acuerdo.',
  'time_barred_no_disclosure_federal.the_debt_appears_to_be_3':
    'La deuda parece estar prescrita, pero la carta solo pide el pago, sin ofrecer un acuerdo. El tribunal de apelaciones de su circuito ({0}) no ha decidido si eso por sí solo es engañoso, y los tribunales que lo han decidido juzgaron ofertas de acuerdo. {1}',
  'time_barred_no_disclosure_federal.the_letter_does_not_ask': 'La carta no pide ningún pago ni ofrece un acuerdo.',
  'time_barred_no_disclosure_federal.the_letter_says_the_law':
    'La carta dice que la ley limita o impide una demanda ("{0}"); se trata como la advertencia que exigen los tribunales.',
  'time_barred_no_disclosure_federal.the_third_fifth_sixth_seventh':
    'Los circuitos Tercero, Quinto, Sexto, Séptimo y Undécimo sostienen que una carta así puede ser engañosa (Tatis, Daugherty, Buchanan, McMahon y Pantoja, Holzman); el Octavo la considera legal si no hay amenaza de demanda (Freyermuth).',
  'time_barred_no_disclosure_federal.this_letter_asks_you_to':
    'Esta carta le pide pagar una deuda que parece estar fuera del plazo de prescripción, pero {0}.{1}{2}{3} Una carta así puede hacerle creer que la deuda todavía puede cobrarse por la vía judicial, y por eso podría violar 15 U.S.C. 1692e, 1692e(2)(A) y 1692e(10) (vea {4}). Cobrar una deuda antigua no es ilegal en sí.',
  'time_barred_no_disclosure_federal.this_letter_speaks_of_not':
    'Esta carta habla de no demandarle por una deuda que parece estar fuera del plazo de prescripción, pero {0}.{1}{2} Dicho en una carta que cobra la deuda, esto puede hacerle creer que la deuda todavía puede cobrarse por la vía judicial, y por eso podría violar 15 U.S.C. 1692e y 1692e(2)(A) (vea {3}).',
  'time_barred_no_disclosure_federal.this_letter_says_the_law_3':
    'Esta carta dice que la ley impide una demanda por esta deuda antigua y pide el pago, pero no dice si un pago podría reiniciar el plazo para demandar. Si debe decirlo depende de la ley de su estado.',
  'time_barred_no_disclosure_federal.the_letter_asks_for_payment':
    'La carta pide el pago sin ofrecer un acuerdo; el tribunal de apelaciones de su circuito{0} no ha sostenido que una carta así deba advertir también que un pago puede reiniciar el plazo para demandar.',
  'time_barred_no_disclosure_federal.this_letter_says_you_cannot_2':
    'Esta carta dice que no pueden demandarlo por esta deuda antigua y le pide pagarla, pero no advierte que en {0} un pago, o una promesa de pago, podría reiniciar el plazo en el que pueden demandarlo. Los tribunales de apelaciones han sostenido que una carta sobre una deuda prescrita puede ser engañosa si omite que la ley impide la demanda o la advertencia sobre el reinicio del plazo (vea {1}), aunque las cartas que juzgaron ofrecían acuerdos.{2} Antes de pagar algo sobre una deuda antigua, averigüe si un pago reiniciaría el plazo para demandar.',
  'time_barred_no_disclosure_federal.the_letter_says_the_law_2':
    'La carta dice que la ley impide una demanda por otro motivo ("{0}"), así que no presenta la deuda como cobrable por la vía judicial.',
  'time_barred_no_disclosure_federal.this_letter_from_a_debt':
    'Esta carta de un cobrador de deudas habla de una deuda que parece estar fuera del plazo de prescripción, pero {0}.{1} Escrita en relación con el cobro de la deuda, puede hacerle creer que la deuda todavía puede cobrarse por la vía judicial, y por eso podría violar 15 U.S.C. 1692e, 1692e(2)(A) y 1692e(10) (vea {2}). Cobrar una deuda antigua no es ilegal en sí.',
  'time_barred_state_disclosure_missing.the_letter_says_the_law':
    'La carta dice que la ley impide una demanda por esta deuda ("{0}"); la redacción exacta que exige {1} ({2}) no se ha verificado, así que esa declaración se toma como su contenido.',
  'time_barred_no_disclosure_federal.title': 'Cobra una deuda prescrita sin decir que no se puede demandar por ella',
  'time_barred_no_disclosure_federal.your_state_and_so_your':
    'No sabemos en qué estado vive (ni, por lo tanto, su circuito federal); los tribunales no coinciden en esta cuestión.',
  'time_barred_state_disclosure_missing.the_letter_says_the_law_2':
    'La carta dice que la ley limita cuánto tiempo se puede demandar a una persona, pero de esta deuda solo dice "{0}": una promesa de no demandar es una decisión del cobrador, no la declaración de que la deuda no puede cobrarse mediante una demanda que hace el aviso.',
  'time_barred_state_disclosure_missing.assumed_the_debt_s_owner':
    'Supusimos que el dueño de la deuda es un comprador de deudas (el aviso de {0} se aplica a los compradores de deudas).',
  'time_barred_state_disclosure_missing.assumed_the_letter_is_dated':
    'Supusimos que la carta tiene fecha del {0} o posterior, cuando el aviso de {1} pasó a ser obligatorio.',
  'time_barred_state_disclosure_missing.assumed_the_sender_is_a': 'Supusimos que el remitente es un cobrador de deudas',
  'time_barred_state_disclosure_missing.assumed_this_is_the_first':
    'Supusimos que esta es la primera comunicación por escrito desde que la deuda prescribió ({0} exige el aviso en esa carta).',
  'time_barred_state_disclosure_missing.description':
    'Varios estados (California, el estado y la ciudad de Nueva York, Texas, Nuevo México, Virginia Occidental, Massachusetts, Connecticut y posiblemente Carolina del Norte) exigen que una carta que cobra una deuda fuera del plazo de prescripción incluya un aviso establecido; por ejemplo, el de California empieza con "The law limits how long you can be sued on a debt" ("La ley limita cuánto tiempo pueden demandarlo por una deuda").',
  'time_barred_state_disclosure_missing.if_you_live_in_new':
    ' Si vive en la ciudad de Nueva York, las normas de la ciudad también exigen el aviso en cada carta, en letra de por lo menos 12 puntos, junto al monto reclamado.',
  'time_barred_state_disclosure_missing.is_not_among_the_states':
    '{0} no está entre los estados que, según la lista, exigen un aviso sobre deudas prescritas en las cartas de cobro (los estados de la lista: {1}).',
  'time_barred_state_disclosure_missing.requires_a_special_notice_on':
    '{0} exige un aviso especial ({1}) en las cartas que cobran una deuda fuera del plazo de prescripción. Sus respuestas nos dicen si esta deuda es así de antigua.',
  'time_barred_state_disclosure_missing.s_notice_binds_debt_collectors':
    'El aviso de {0} ({1}) obliga a los cobradores de deudas, y el remitente parece ser el acreedor original que cobra en su propio nombre.',
  'time_barred_state_disclosure_missing.s_notice_is_required_from': 'El aviso de {0} es obligatorio desde el {1}; esta carta tiene fecha del {2}.',
  'time_barred_state_disclosure_missing.s_notice_is_required_from_2': 'El aviso de {0} es obligatorio desde el {1}; esta carta se recibió antes del {2}.',
  'time_barred_state_disclosure_missing.some_states_require_a_special':
    'Algunos estados ({0}) exigen un aviso especial en las cartas sobre deudas que están fuera del plazo de prescripción. Sus respuestas nos dicen si su estado lo exige y si esta deuda es así de antigua.',
  'time_barred_state_disclosure_missing.the_exact_wording_this_state':
    ' No se ha verificado la redacción exacta que exige este estado, así que tómelo como un punto a revisar.',
  'time_barred_state_disclosure_missing.the_letter_contains_s_time': 'La carta contiene el aviso de {0} sobre deudas prescritas ({1}).',
  'time_barred_state_disclosure_missing.this_letter_asks_you_to':
    'Esta carta le pide pagar una deuda que parece estar fuera del plazo de prescripción, pero no incluye el aviso que {0} exige en esas cartas ({1}), que debe incluir {2}.{3}{4}',
  'time_barred_state_disclosure_missing.this_letter_includes_only_part':
    'Esta carta incluye solo una parte del aviso que {0} exige en las cartas sobre deudas fuera del plazo de prescripción ({1}). Le falta {2}.{3}{4}',
  'time_barred_state_disclosure_missing.title': 'Falta el aviso estatal obligatorio sobre deudas prescritas, o es incorrecto',
  'time_barred_suit_threat.this_letter_may_violate_federal':
    'Esta carta podría violar la ley federal: viene de un bufete de abogados y le pide resolver o liquidar una deuda que parece estar fuera del plazo de prescripción, sin decir que no pueden demandarlo por ella. Una carta de abogados da a entender que, de lo contrario, el asunto se llevará a los tribunales, y un cobrador de deudas no puede amenazar, ni siquiera de forma implícita, con una demanda que no puede presentar legalmente (15 U.S.C. 1692e(2)(A), (5), (10); 12 CFR 1006.26(b); Gervais v. Riddle & Associates, D. Conn. 2007).',
  'time_barred_suit_threat.a_debt_collector_must_not':
    'Un cobrador de deudas no debe demandar ni amenazar con demandar por una deuda prescrita (12 CFR 1006.26(b)), y amenazar con una acción que no puede tomar legalmente es una declaración falsa (15 U.S.C. 1692e(5)).',
  'time_barred_suit_threat.description':
    'Cada estado limita el tiempo que tiene un acreedor para demandar por una deuda (el plazo de prescripción). Una vez que pasa ese tiempo, un cobrador de deudas no debe demandarlo ni amenazar con demandarlo por la deuda.',
  'time_barred_suit_threat.from_your_state_and_the': 'Según su estado y las fechas conocidas, la deuda parece estar fuera del plazo de prescripción',
  'time_barred_suit_threat.you_answered_that_the_time': 'Usted respondió que el plazo para demandarlo por esta deuda ya venció',
  'time_barred_suit_threat.the_letter_itself_indicates_the': 'La propia carta indica que la deuda está fuera del plazo de prescripción',
  'time_barred_suit_threat.the_letter_mentions_legal_action': 'La carta menciona una acción legal, pero la deuda no parece estar prescrita: {0}',
  'time_barred_suit_threat.this_letter_mentions_legal_action':
    'Esta carta menciona una acción legal ("{0}"). Un cobrador de deudas no puede demandar ni amenazar con demandar por una deuda que está fuera del plazo de prescripción. Sus respuestas nos dicen si esta deuda lo está.',
  'time_barred_suit_threat.this_letter_threatens_legal_action': 'Esta carta amenaza con una acción legal ("{0}"). {1}. {2}',
  'time_barred_suit_threat.this_looks_like_a_lawsuit':
    'Esto parece una demanda. Un cobrador de deudas no puede demandar por una deuda que está fuera del plazo de prescripción; sus respuestas nos dicen si esta lo está.',
  'time_barred_suit_threat.this_looks_like_a_lawsuit_2':
    'Esto parece una demanda presentada por una deuda que parece estar fuera del plazo de prescripción. Un cobrador de deudas no debe demandar por una deuda prescrita (12 CFR 1006.26(b)). La defensa de prescripción normalmente tiene que presentarse ante el tribunal antes del plazo para responder, así que considere hablar pronto con un abogado de derechos del consumidor.',
  'time_barred_suit_threat.threatening_a_lawsuit_the_collector':
    'Amenazar con una demanda que el cobrador no puede presentar legalmente tergiversa la situación legal de la deuda y es una amenaza falsa (15 U.S.C. 1692e(2)(A), (5)); desde el 30 de noviembre de 2021, la Regulation F también lo prohíbe expresamente (12 CFR 1006.26(b)).',
  'time_barred_suit_threat.title': 'Amenaza con demandar por una deuda fuera del plazo de prescripción',
} as const satisfies Record<string, string>;
