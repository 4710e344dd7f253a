/** Spanish for src/i18n/en.ts: part 3. */
export const PART3 = {
  'mini_miranda_missing_subsequent.this_is_the_validation_notice':
    'Este es el aviso de validación; su declaración de cobrador de deudas la verifica vn_collector_communication_disclosure (12 CFR 1006.34(c)(1)).',
  'mini_miranda_missing_subsequent.this_letter_never_says_it':
    'Esta carta nunca dice que es de un cobrador de deudas. Eso solo es obligatorio si el remitente es un cobrador de deudas (por ejemplo, una agencia de cobranza, un comprador de deudas o un bufete de abogados de cobranza), no si es su acreedor original que cobra en su propio nombre.',
  'mini_miranda_missing_subsequent.assumed_this_is_a_later': 'Supusimos que esta es una carta posterior, no el primer contacto de este cobrador con usted.',
  'mini_miranda_missing_subsequent.a_first_letter_must_say':
    'Una primera carta debe decir que el cobrador está tratando de cobrar una deuda y que cualquier información que obtenga se usará para ese fin (15 U.S.C. 1692e(11)).',
  'mini_miranda_missing_subsequent.every_later_letter_must_at':
    'Cada carta posterior debe decir por lo menos "Esta comunicación es de un cobrador de deudas" (15 U.S.C. 1692e(11); 12 CFR 1006.18(e)(2)).',
  'mini_miranda_missing_subsequent.this_letter_does_not_appear':
    'Esta carta no parece decir en ninguna parte que es de un cobrador de deudas. {0} Si el reverso de la carta o una página adjunta incluye esa declaración, este hallazgo no se aplica.',
  'misstated_legal_status.title': 'Se tergiversa la naturaleza, el monto o la situación legal de la deuda',
  'misstated_legal_status.description':
    'Un cobrador de deudas no puede tergiversar la situación legal de una deuda: por ejemplo, afirmar que existe una sentencia judicial que no existe, decir que la deuda nunca vence, decir que usted está obligado legalmente a pagar una deuda demasiado antigua para demandarla, decir que no disputarla es una admisión, o cobrar una deuda que se liberó en una bancarrota o que ya se pagó.',
  'misstated_legal_status.says_forgiven_debt_will_or':
    'dice que la deuda perdonada se reportará o podría reportarse al IRS, pero usted nos dijo que el saldo completo es menor de ${0}, y el perdón de menos de ${1} nunca se reporta, así que la afirmación podría hacerle temer un reporte de impuestos que no puede ocurrir (26 U.S.C. 6050P(b); Schultz v. Midland Credit Management, 3d Cir. 2018)',
  'misstated_legal_status.says_forgiven_debt_will_or_2':
    'dice que la deuda perdonada se reportará o podría reportarse al IRS (un formulario 1099-C), pero ningún acuerdo que ofrece la carta puede perdonar ${0} o más (como máximo ${1}), y el perdón de menos de ${2} nunca se reporta, así que la afirmación podría confundirlo sobre el costo de llegar a un acuerdo (26 U.S.C. 6050P(b); Schultz v. Midland Credit Management, 3d Cir. 2018; Heredia v. Capital Management Services, 7th Cir. 2019)',
  'misstated_legal_status.states_a_sum_plus_interest':
    'indica una suma "más" intereses que se acumulan desde una fecha anterior sin indicar nunca el total que usted debe a la fecha de la carta, así que no indica el monto de la deuda (Bazan v. Hammerman & Hultgren; 15 U.S.C. 1692g(a)(1))',
  'misstated_legal_status.gives_a_total_that_may':
    'da un total que podría incluir cargos y costos estimados que todavía no se deben, sin decir cuáles, así que no indica con claridad lo que usted debe ahora (Carlin v. Davidson Fink, 2d Cir. 2017)',
  'misstated_legal_status.courts_in_the_ninth_circuit':
    'Los tribunales del Noveno Circuito han considerado legal un saldo que "podría no incluir los intereses que se acumulan" junto con un número al que llamar (Hutton v. Collins & Lamore, S.D. Cal. 2009); allí la ley es distinta.',
  'misstated_legal_status.states_a_balance_that_the':
    'indica un saldo que {0} los intereses adeudados y lo envía a llamar para conocer la cifra real, así que la carta en sí no indica el monto de la deuda (Chuway v. National Action Financial, 7th Cir. 2004; 15 U.S.C. 1692g(a)(1))',
  'misstated_legal_status.does_not_include': 'no incluye',
  'misstated_legal_status.may_not_include': 'podría no incluir',
  'misstated_legal_status.the_letter_says_its_balance':
    'La carta dice que su saldo podría no incluir los intereses que se acumulan y da un número al que llamar; los tribunales del Noveno Circuito lo han considerado legal (Hutton v. Collins & Lamore), mientras que el Séptimo (Chuway) y el Segundo (Avila, Carlin) exigen que la propia carta indique el monto: la ley varía según el circuito.',
  'misstated_legal_status.says_that_not_disputing_the':
    'dice que no disputar la deuda es una admisión de que usted la debe, pero la ley dice que ningún tribunal puede tratar la falta de disputa como una admisión de responsabilidad (15 U.S.C. 1692g(c))',
  'misstated_legal_status.assumed_the_statute_of_limitations': 'Supusimos que el plazo de prescripción ya había vencido cuando se escribió la carta: {0}',
  'misstated_legal_status.this_letter_may_violate_federal':
    'Esta carta podría violar la ley federal: {0}. Un cobrador de deudas no puede tergiversar la naturaleza, el monto o la situación legal de una deuda (15 U.S.C. 1692e(2)(A), (10); 12 CFR 1006.18(b)(2)(i)).',
  'misstated_legal_status.this_letter_says_a_court':
    'Esta carta dice que se dictó una sentencia judicial sobre esta deuda. Si ningún tribunal ha dictado una sentencia en su contra, eso tergiversa la situación legal de la deuda (15 U.S.C. 1692e(2)(A)). Puede verificarlo con el tribunal que menciona la carta.',
  'misstated_legal_status.this_letter_says_forgiven_debt':
    'Esta carta dice que la deuda perdonada se reportará o podría reportarse al IRS. El perdón de menos de $600 nunca se reporta (26 U.S.C. 6050P(b)), así que en una deuda menor la afirmación puede hacerle temer un reporte de impuestos que no puede ocurrir (Schultz v. Midland Credit Management, 3d Cir. 2018). Díganos si el saldo completo es menor de $600.',
  'misstated_legal_status.nothing_in_the_letter_itself':
    'Nada en la carta misma tergiversa la situación legal de la deuda. Un cobrador no puede exigir el pago de una deuda que se liberó en una bancarrota o que ya se pagó o se liquidó mediante un acuerdo; díganos si alguna de esas situaciones se aplica.',
  'name_not_true_name.title': 'El cobrador usa un nombre distinto de su verdadero nombre comercial',
  'name_not_true_name.description':
    'Un cobrador de deudas debe usar su verdadero nombre comercial (un nombre comercial registrado está bien). No puede cobrar con el nombre de otra compañía, y un acreedor no puede usar un nombre inventado de agencia de cobranza para hacerle creer que participa un tercero. Los empleados pueden usar un seudónimo personal de forma constante.',
  'name_not_true_name.assumed_the_names_are_not':
    'Supusimos que los nombres no son nombres comerciales registrados de la misma compañía (la carta no da un "d/b/a" ni un vínculo similar entre ellos).',
  'name_not_true_name.this_letter_may_violate_federal':
    'Esta carta podría violar la ley federal: el cobrador se llama a sí mismo {0} pero también usa {1} como el nombre al que debe pagar. Un cobrador de deudas debe usar su verdadero nombre comercial (15 U.S.C. 1692e(14); 12 CFR 1006.18(c)(4)). Puede verificar con qué nombres tiene licencia o registro el cobrador en la agencia de licencias de su estado.',
  'name_not_true_name.this_letter_may_violate_federal_2':
    'Esta carta podría violar la ley federal: el cobrador se llama a sí mismo {0} pero también usa {1}. Un cobrador de deudas debe usar su verdadero nombre comercial (15 U.S.C. 1692e(14); 12 CFR 1006.18(c)(4)). Puede verificar con qué nombres tiene licencia o registro el cobrador en la agencia de licencias de su estado.',
  'nonjudicial_repossession_threat.title': 'Amenaza con quitar o inutilizar bienes sin tener derecho a hacerlo',
  'nonjudicial_repossession_threat.description':
    'Un cobrador de deudas no puede quitar ni inutilizar sus bienes, ni amenazar con hacerlo, sin una orden judicial, salvo que tenga un derecho actual sobre esos bienes mediante una garantía válida, tenga realmente la intención de quitarlos y los bienes no estén exentos. No se permite amenazar con embargar bienes que no garantizan la deuda, ni después de que esos bienes ya se vendieron.',
  'nonjudicial_repossession_threat.this_letter_threatens_to_take':
    'Esta carta amenaza con quitar o inutilizar bienes sin una orden judicial ("{0}"), pero {1} Un cobrador de deudas solo puede hacerlo si tiene un derecho actual sobre los bienes por una garantía (15 U.S.C. 1692f(6); 12 CFR 1006.22(e)).',
  'nonjudicial_repossession_threat.you_told_us_the_debt': 'usted nos dijo que esos bienes no garantizan la deuda.',
  'nonjudicial_repossession_threat.you_told_us_the_debt_2':
    'Usted nos dijo que los bienes garantizan la deuda; una amenaza de embargo (recuperación) es legal si la deuda está en incumplimiento y el cobrador tiene la intención y el derecho de actuar.',
  'nonjudicial_repossession_threat.assumed_the_debt_is_secured':
    'Supusimos que los bienes mencionados garantizan la deuda y que esta está en incumplimiento, lo que da un derecho actual a recuperarlos; díganos si el préstamo está al día o si los bienes se dieron en garantía de otra deuda.',
  'nonjudicial_repossession_threat.did_you_pledge_the_property':
    '¿Usted dio en garantía de esta deuda los bienes que amenazan con quitarle (por ejemplo, ¿es un préstamo de auto garantizado con el auto?)?',
  'nonjudicial_repossession_threat.this_letter_threatens_to_take_2':
    'Esta carta amenaza con quitar o inutilizar bienes ("{0}"). Eso solo es legal si esos bienes garantizan la deuda. Díganos si es así.',
  'obscene_or_abusive_language.a_debt_collector_may_not':
    'Un cobrador de deudas no puede usar lenguaje obsceno o grosero, ni lenguaje con el fin de insultar a quien lee (15 U.S.C. 1692d(2); 12 CFR 1006.14(d)).',
  'obscene_or_abusive_language.this_letter_uses_profane_or': 'Esta carta usa lenguaje grosero u obsceno ({0}). {1}',
  'obscene_or_abusive_language.this_letter_calls_you_names':
    'Esta carta lo insulta ({0}, en "{1}"). El lenguaje cuyo efecto natural es insultar o humillar a quien lee podría violar la ley federal. {2}',
  'obscene_or_abusive_language.title': 'Groserías o lenguaje con el fin de insultar a quien lee',
  'obscene_or_abusive_language.description':
    'Un cobrador de deudas no puede usar lenguaje obsceno o grosero, expresiones ofensivas ni insultos con el fin de ofenderlo o humillarlo (por ejemplo, llamarlo "moroso sinvergüenza", "mentiroso" o "ladrón").',
  'overshadow_payment_deadline.title': 'Se exige el pago antes de que termine el período de validación',
  'overshadow_payment_deadline.description':
    'Durante el período de validación (30 días después de que usted recibe el aviso de validación, o la fecha final que da el aviso) un cobrador de deudas puede pedir un pago, pero no puede exigirlo antes de una fecha anterior de una forma que haga parecer inútil su derecho a disputar la deuda o a pedir los datos del acreedor original.',
  'overshadow_payment_deadline.the_letter_explains_that_its':
    'La carta explica que su plazo no acorta sus derechos de disputa ("{0}"), la redacción que aprobó Bartlett v. Heibl.',
  'overshadow_payment_deadline.this_letter_may_violate_15':
    'Esta carta podría violar 15 U.S.C. 1692g(b): exige un pago ("{0}") con un plazo ({1}) anterior a {2}, y no explica que usted todavía puede disputar la deuda o pedir los datos del acreedor original hasta entonces. Un plazo de pago dentro del período de validación puede opacar esos derechos.',
  'overshadow_threat_inside_period.title': 'Se amenaza con una acción en su contra antes de la fecha final del período de validación',
  'overshadow_threat_inside_period.description':
    'Un cobrador de deudas no puede amenazar con demandarlo, reportarlo a las agencias de crédito, enviar su cuenta a un abogado ni tomar medidas similares en una fecha dentro del período de validación, de una forma que haga parecer inútil su derecho a disputar la deuda antes de la fecha final.',
  'overshadow_threat_inside_period.the_letter_explains_that_the':
    'La carta explica que la medida con la que amenaza no acorta sus derechos de disputa ("{0}"), la redacción que aprobó Bartlett v. Heibl.',
  'overshadow_threat_inside_period.this_letter_may_violate_15':
    'Esta carta podría violar 15 U.S.C. 1692g(b) y 12 CFR 1006.38(b)(1): amenaza con una acción ("{0}") con un plazo ({1}) anterior a {2}. Una amenaza con un plazo dentro del período de validación puede hacer parecer inútil su derecho a disputar la deuda o a pedir los datos del acreedor original. Si el cobrador no tiene realmente la intención de tomar esa medida, también podría ser una amenaza falsa (15 U.S.C. 1692e(5)).',
  'pay_to_pay_fee.title': 'Cargo por pagar por teléfono, en línea o con tarjeta',
  'pay_to_pay_fee.description':
    'Un cobrador de deudas solo puede cobrar un "cargo por conveniencia" por pagar por teléfono, en línea o con tarjeta si el contrato que creó la deuda lo permite expresamente o una ley lo autoriza expresamente, incluso cuando el cargo lo cobra un procesador de pagos externo.',
  'pay_to_pay_fee.you_told_us_your_original': 'Usted nos dijo que su contrato original permite expresamente este cargo por pago.',
  'pay_to_pay_fee.the_letter_also_offers_a': 'La carta también ofrece una forma de pagar sin el cargo ("{0}"); eso por sí solo no hace que el cargo sea legal.',
  'pay_to_pay_fee.does_your_original_agreement_expressly':
    '¿Su contrato original permite expresamente un cargo por pagar por teléfono, en línea o con tarjeta?',
  'pay_to_pay_fee.this_letter_charges_a_fee':
    'Esta carta cobra un cargo por una forma de pago ("{0}") y dice que está permitido ("{1}"). Solo es legal si su contrato lo permite expresamente o una ley lo autoriza expresamente (15 U.S.C. 1692f(1)).',
  'pay_to_pay_fee.assumed_your_original_agreement_does':
    'Supusimos que su contrato original no permite expresamente un cargo por pagar por teléfono, en línea o con tarjeta (la carta no muestra que lo permita).',
  'pay_to_pay_fee.this_letter_charges_a_fee_2':
    'Esta carta cobra un cargo por pagar por teléfono, en línea o con tarjeta ("{0}"). Esos cargos "por conveniencia" solo pueden cobrarse si el contrato que creó la deuda los permite expresamente o una ley los autoriza expresamente (15 U.S.C. 1692f(1); 12 CFR 1006.22(b)). {1}',
  'pay_to_pay_fee.you_told_us_your_agreement': 'Usted nos dijo que su contrato no lo permite.',
  'pay_to_pay_fee.if_your_agreement_does_allow': 'Si su contrato sí lo permite, díganoslo y lo volveremos a verificar.',
  'postcard_communication.you_said_the_letter_came': 'Usted dijo que la carta llegó en un sobre cerrado, no como postal.',
  'postcard_communication.you_told_us_this_came':
    'Usted nos dijo que esto llegó como postal. Un cobrador de deudas no puede comunicarse con usted sobre una deuda por medio de una postal, porque cualquier persona que maneje su correo puede leerla (15 U.S.C. 1692f(7); 12 CFR 1006.22(f)(1)).{0}',
  'postcard_communication.the_card_s_words_reveal': ' Las palabras de la postal revelan la deuda a cualquiera que la lea.',
  'postcard_communication.the_letter_came_electronically_not': 'La carta llegó por medios electrónicos, no por correo postal.',
  'postcard_communication.a_page_letter_is_not': 'Una carta de {0} páginas no es una postal.',
  'postcard_communication.a_debt_collector_may_not':
    'Un cobrador de deudas no puede comunicarse con usted sobre una deuda por medio de una postal. Díganos si esto llegó como postal o en un sobre cerrado.',
  'postcard_communication.title': 'Cobro por medio de una postal',
  'postcard_communication.description':
    'Un cobrador de deudas no puede comunicarse con usted sobre una deuda por medio de una postal ni de cualquier otro envío abierto que otras personas puedan leer, porque expone su deuda a cualquiera que maneje su correo.',
  'postdated_check_solicitation.title': 'Se solicitan o se usan mal cheques con fecha posterior',
  'postdated_check_solicitation.description':
    'Un cobrador de deudas no puede pedir un cheque con fecha posterior para amenazar con cargos penales o presentarlos, no puede depositar ni amenazar con depositar un cheque con fecha posterior antes de su fecha, y debe avisarle por escrito entre 3 y 10 días hábiles antes de depositar un cheque con fecha de más de cinco días en el futuro.',
  'postdated_check_solicitation.the_letter_mentions_postdated_checks':
    'La carta menciona cheques con fecha posterior ("{0}") sin amenaza penal ni amenaza de depósito anticipado. Pedirlos no es ilegal en sí; para un cheque con fecha de más de cinco días en el futuro, el cobrador debe avisarle por escrito entre 3 y 10 días hábiles antes de depositarlo (15 U.S.C. 1692f(2)).',
  'postdated_check_solicitation.this_letter_asks_for_postdated':
    'Esta carta pide cheques con fecha posterior y los vincula con consecuencias penales ("{0}"). Está prohibido pedir un cheque con fecha posterior para amenazar con un proceso penal o iniciarlo (15 U.S.C. 1692f(3); 12 CFR 1006.22(c)(2)). No pagar una deuda de consumo no es un delito.',
  'postdated_check_solicitation.this_letter_says_a_postdated':
    'Esta carta dice que un cheque con fecha posterior se depositará antes de su fecha ("{0}"). Está prohibido depositar, o amenazar con depositar, un cheque con fecha posterior antes de la fecha que tiene (15 U.S.C. 1692f(4); 12 CFR 1006.22(c)(3)).',
  'reported_before_contact.title': 'La deuda se reportó a las agencias de crédito antes de que el cobrador se comunicara con usted',
  'reported_before_contact.description':
    'Un cobrador de deudas no puede reportar una deuda a una agencia de crédito antes de haber hablado con usted sobre la deuda, o de haberle enviado un mensaje sobre ella y esperado un tiempo razonable (14 días) para saber si no se pudo entregar. Una primera carta que dice que la deuda ya está en su informe de crédito sugiere este "estacionamiento de deudas" ("debt parking").',
  'reported_before_contact.you_told_us_the_collector':
    'Usted nos dijo que el cobrador habló primero con usted por teléfono; un cobrador puede reportar después de hablar con usted (12 CFR 1006.30(a)(1)(i)).',
  'reported_before_contact.this_letter_says_the_debt':
    'Esta carta dice que la deuda ya está en su informe de crédito, y es el primer contacto del cobrador con usted. Un cobrador no puede reportar una deuda antes de haber hablado con usted o de haberle enviado un mensaje y esperado un tiempo razonable (14 días) por si se devolvía sin entregar (12 CFR 1006.30(a)(1)). Revise en su informe de crédito la fecha en que se reportó la cobranza.',
  'reported_before_contact.you_told_us_the_collector_2':
    'Usted nos dijo que el cobrador le escribió antes; está permitido reportar por lo menos 14 días después de su primer mensaje. Compare la fecha de su informe de crédito con la fecha de su primera carta.',
  'reported_before_contact.assumed_this_letter_is_the':
    'Supusimos que esta carta es el primer contacto del cobrador (es el aviso de validación) y que el cobrador no habló con usted por teléfono antes de reportar.',
  'reported_before_contact.this_letter_says_the_debt_2':
    'Esta carta dice que la deuda ya está en su informe de crédito. Si es la primera vez que el cobrador se comunicó con usted, reportó demasiado pronto (12 CFR 1006.30(a)(1)).',
  'settlement_offer_false_urgency.title': 'Acuerdo presentado como única oportunidad cuando no lo es',
  'settlement_offer_false_urgency.description':
    'Un cobrador puede ofrecer un descuento con una fecha límite. Pero no puede presionarlo presentando la oferta como una única oportunidad, de última hora, cuando puede hacer, y a menudo hace, la misma oferta o una mejor más adelante. Decir que el cobrador "no está obligado a renovar" la oferta es la forma aceptada de decirlo con honestidad.',
  'settlement_offer_false_urgency.the_letter_says_the_collector':
    'La carta dice que el cobrador no está obligado a renovar la oferta (la redacción de puerto seguro de Evory v. RJM Acquisitions, aplicada en Preston v. Midland, 7th Cir. 2020).',
  'settlement_offer_false_urgency.this_letter_may_violate_federal':
    'Esta carta podría violar la ley federal: presenta la oferta de acuerdo como una única oportunidad o de última hora, sin decir si el cobrador podría volver a hacer la oferta. Las ofertas de descuento con fecha límite están permitidas, pero dar a entender que es "ahora o nunca" cuando el cobrador puede renovarla podría ser engañoso (15 U.S.C. 1692e(10); Goswami v. American Collections Enterprise, 5th Cir. 2004). Una carta que dice que el cobrador "no está obligado a renovar esta oferta" evita el problema.',
  'simulated_legal_process.title': 'La carta parece un documento judicial',
  'simulated_legal_process.description':
    'Un cobrador de deudas no puede enviar una carta disfrazada de citación, demanda u otro documento judicial, ni decir que su carta es un proceso legal, cuando ningún tribunal la emitió. Los documentos judiciales reales nombran un tribunal y un caso reales que usted puede verificar.',
  'simulated_legal_process.you_told_us_a_lawsuit':
    'Usted nos dijo que se presentó una demanda, así que estos podrían ser documentos judiciales reales (vea legal_process_misdescribed).',
  'simulated_legal_process.this_appears_to_be_a': 'Esto parece ser un escrito judicial real, no una carta de cobro hecha para parecerse a uno.',
  'simulated_legal_process.this_letter_looks_like_a':
    'Esta carta parece un documento judicial (títulos de documentos judiciales, etiquetas de las partes, números de caso o fechas de comparecencia), y usted nos dijo que no se ha presentado ninguna demanda. Un cobrador de deudas no puede enviar documentos que simulan un proceso legal (15 U.S.C. 1692e(9), (13); 12 CFR 1006.18(b)(1)(vii), (c)(3)).',
  'simulated_legal_process.this_document_looks_like_court':
    'Este documento parece un documento judicial y nombra un tribunal y un número de caso. Si en realidad no se ha presentado ninguna demanda, un cobrador no puede enviar documentos que simulan un proceso legal (15 U.S.C. 1692e(9), (13)). Puede verificar el número de caso con la secretaría del tribunal.',
  'simulated_legal_process.this_letter_may_violate_federal':
    'Esta carta podría violar la ley federal: está hecha para parecer un documento judicial (títulos de documentos judiciales, etiquetas de las partes, números de caso o fechas de comparecencia) mientras pide un pago, y no nombra ningún caso real presentado que usted pueda verificar. Un cobrador de deudas no puede enviar cartas que simulan un proceso legal (15 U.S.C. 1692e(9), (13); 12 CFR 1006.18(b)(1)(vii), (c)(3)).',
  'simulated_legal_process.assumed_no_lawsuit_has_been':
    'Supusimos que no se ha presentado ninguna demanda por esta deuda (la carta no nombra ningún caso presentado que usted pueda verificar).',
  'third_party_letter_discloses_debt.this_is_a_court_garnishment':
    'Esta es una orden judicial de embargo entregada a un empleador, que es un proceso legal posterior a una sentencia.',
  'third_party_letter_discloses_debt.you_said_the_letter_was': 'Usted dijo que la carta iba dirigida a la persona que debe la deuda.',
  'third_party_letter_discloses_debt.the_letter_is_addressed_to': 'La carta va dirigida a alguien que la ley trata como el consumidor ("{0}").',
  'third_party_letter_discloses_debt.a_debt_collector_may_not':
    'Un cobrador de deudas no puede hablarle de su deuda a nadie más que a usted (o a su cónyuge, su abogado o algunas otras personas que la ley trata como usted). Díganos si esta carta iba dirigida a otra persona.',
  'third_party_letter_discloses_debt.the_letter_does_not_mention':
    'La carta no menciona ninguna deuda; un cobrador puede pedirle a un tercero solo la ubicación de un consumidor, sin decir por qué (15 U.S.C. 1692b).',
  'third_party_letter_discloses_debt.and_it_reveals_the_debt':
    '{0}, y revela la deuda. Aparte del cónyuge del consumidor, el padre, la madre o el tutor de un menor, un albacea o administrador y el abogado del consumidor, un cobrador de deudas no puede hablar de la deuda de un consumidor con nadie; solo puede pedirle a un tercero la ubicación del consumidor, sin mencionar la deuda (15 U.S.C. 1692c(b), 1692b(2); 12 CFR 1006.6(d)(1), 1006.10(b)(2)).',
  'third_party_letter_discloses_debt.this_letter_appears_to_be': 'Esta carta parece ir dirigida a otra persona que no es quien debe la deuda',
  'third_party_letter_discloses_debt.you_told_us_this_letter': 'Usted nos dijo que esta carta iba dirigida a otra persona que no es quien debe la deuda',
  'third_party_letter_discloses_debt.assumed_the_addressee_is_not':
    'Supusimos que el destinatario no es el cónyuge del deudor, el padre, la madre o el tutor de un deudor menor de edad, ni el albacea o administrador de la herencia.',
  'third_party_letter_discloses_debt.title': 'Una carta enviada a otra persona que no es el consumidor revela la deuda',
  'third_party_letter_discloses_debt.description':
    'Un cobrador de deudas no puede contarles a otras personas (familiares, compañeros de vivienda, su empleador) sobre su deuda. Solo puede comunicarse con ellas para averiguar dónde vive o trabaja usted, sin decir por qué. Su cónyuge, el padre, la madre o el tutor de un menor, el albacea de una herencia y su abogado se tratan como usted.',
  'threat_arrest_or_criminal.title': 'Amenaza de arresto, cárcel o proceso penal',
  'threat_arrest_or_criminal.description':
    'No pagar una deuda de consumo no es un delito. Un cobrador de deudas no puede decir ni dar a entender que no pagar llevará a un arresto, a la cárcel o a cargos penales, y no puede acusarlo falsamente de un delito (como fraude o robo) para avergonzarlo o presionarlo.',
  'threat_arrest_or_criminal.this_letter_about_a_returned':
    'Esta carta, sobre un cheque devuelto, dice o da a entender que usted podría enfrentar un arresto o cargos penales, o que cometió un delito. No pagar una deuda de consumo no es un delito. Solo en casos poco comunes, cuando la ley estatal prevé un proceso penal por cheques sin fondos y el cobrador realmente tiene la intención y el derecho legal de usarlo, esa declaración podría ser exacta; se marca para revisión (15 U.S.C. 1692e(4), (5), (7); 12 CFR 1006.18).',
  'threat_arrest_or_criminal.this_letter_says_or_suggests':
    'Esta carta dice o da a entender que no pagar podría llevar a un arresto, a la cárcel o a cargos penales, o que usted cometió un delito. No pagar una deuda de consumo no es un delito, y un cobrador de deudas no puede decir ni dar a entender lo contrario (15 U.S.C. 1692e(4), (5), (7); 12 CFR 1006.18).',
  'threat_legal_action_unintended.title': 'Se amenaza con una demanda o una "acción legal" sin intención o sin derecho',
  'threat_legal_action_unintended.description':
    'Un cobrador de deudas solo puede amenazar con una demanda u otra acción legal si puede tomar esa acción legalmente y realmente tiene la intención de hacerlo. Está prohibido amenazar con una demanda que no piensa presentar o que no puede presentar (por ejemplo, por una deuda demasiado antigua para demandarla).',
  'threat_legal_action_unintended.this_letter_may_violate_federal':
    'Esta carta podría violar la ley federal: su redacción da a entender que viene una demanda ("pre-legal", "resolver esto de forma amistosa", un cliente a punto de contratar a un abogado para demandar) y usted nos dijo que no se presentó ninguna demanda. Un cobrador no puede dar a entender una acción legal que el acreedor no tenía la intención de tomar o no había autorizado (15 U.S.C. 1692e(5), (10); 12 CFR 1006.18(c)(1)).',
  'threat_legal_action_unintended.assumed_more_than_days_have': 'Supusimos que han pasado más de {0} días desde la carta (no tiene fecha).',
  'threat_legal_action_unintended.this_letter_implies_that_a':
    'Esta carta da a entender que podría venir una demanda sin decirlo abiertamente. Eso podría violar 15 U.S.C. 1692e(5) si el acreedor no había decidido ni autorizado una demanda; la carta no puede mostrar quién lo decidió. Díganos si se ha presentado una demanda.',
  'threat_legal_action_unintended.this_letter_threatens_legal_action':
    'Esta carta amenaza con una acción legal por una deuda que la propia carta describe como demasiado antigua para demandarla. Está prohibido amenazar con una acción que no se puede tomar legalmente (15 U.S.C. 1692e(5); 12 CFR 1006.18(c)(1); vea también 12 CFR 1006.26(b)).',
  'threat_legal_action_unintended.this_letter_threatens_legal_action_2':
    'Esta carta amenaza con una acción legal, pero según las fechas conocidas la deuda parece estar fuera del plazo de prescripción de su estado. Está prohibido amenazar con una demanda que no se puede presentar legalmente (15 U.S.C. 1692e(5); 12 CFR 1006.18(c)(1), 1006.26(b)).',
  'threat_legal_action_unintended.the_letter_only_says_legal':
    'La carta solo dice que "podría" tomarse una acción legal; se permite una declaración veraz de los recursos que el acreedor usa habitualmente.',
  'threat_legal_action_unintended.you_told_us_a_lawsuit': 'Usted nos dijo que se presentó una demanda, así que el cobrador tomó la acción con la que amenazó.',
  'threat_legal_action_unintended.no_lawsuit_has_been_filed':
    'Todavía no se ha presentado ninguna demanda, pero es demasiado pronto para saber si la amenaza era vacía; vuelva a verificarlo después del {0}.',
  'threat_legal_action_unintended.this_letter_may_violate_federal_3':
    'Esta carta podría violar la ley federal: dice que se tomará una acción legal, y usted nos dijo que desde entonces no se ha presentado ninguna demanda. Un cobrador solo puede amenazar con acciones que tiene la intención de tomar (15 U.S.C. 1692e(5), (10); 12 CFR 1006.18(c)(1)). Guarde la carta y anote las fechas.',
  'threat_legal_action_unintended.this_letter_says_legal_action_2':
    'Esta carta dice que se tomará una acción legal. Un cobrador solo puede amenazar con acciones que puede tomar legalmente y que tiene la intención de tomar (15 U.S.C. 1692e(5)); si lo decía en serio no se puede saber por la carta. Si no llega ninguna demanda, la amenaza podría haber sido ilegal.',
  'threat_seizure_garnishment.title': 'Amenaza de embargo de salario, embargo de cuentas, incautación o venta de bienes',
  'threat_seizure_garnishment.description':
    'Un cobrador de deudas no puede decir que no pagar llevará al embargo de su salario, al embargo de su cuenta bancaria, a un gravamen, o a la incautación o venta de sus bienes, salvo que pueda hacerlo legalmente y tenga la intención de hacerlo. Para una deuda de consumo común sin garantía, esas medidas requieren primero una sentencia judicial.',
  'threat_seizure_garnishment.you_told_us_a_court':
    'Usted nos dijo que se dictó una sentencia judicial sobre esta deuda: un cobrador puede describir las medidas de ejecución que la ley permite después de una sentencia.',
  'threat_seizure_garnishment.the_letter_says_a_court':
    'La carta dice que se dictó una sentencia judicial sobre esta deuda; se pueden describir legalmente las medidas de ejecución después de una sentencia real. Si no hay sentencia, díganoslo.',
  'threat_seizure_garnishment.federal_student_loans_may_be':
    'Los préstamos estudiantiles federales pueden cobrarse mediante embargo administrativo del salario y compensación del Tesoro sin una sentencia judicial (Higher Education Act).',
  'threat_seizure_garnishment.assumed_no_court_judgment_has':
    'Supusimos que no se ha dictado ninguna sentencia judicial sobre esta deuda (la carta no menciona ninguna).',
  'threat_seizure_garnishment.this_letter_may_violate_federal':
    'Esta carta podría violar la ley federal: da a entender que su salario, su cuenta bancaria o sus bienes podrían ser embargados o incautados, sin decir que eso solo podría pasar después de una demanda y una sentencia judicial. Para una deuda de consumo común sin garantía, esas medidas requieren primero una sentencia, y un cobrador no puede darlas a entender salvo que pueda tomarlas legalmente y tenga la intención de hacerlo (15 U.S.C. 1692e(4), (5); 12 CFR 1006.18(b)(3)).',
  'threat_seizure_garnishment.this_letter_may_violate_federal_2':
    'Esta carta podría violar la ley federal: dice que su salario, su cuenta bancaria o sus bienes serán embargados, incautados o vendidos si usted no paga. Para una deuda de consumo común sin garantía, esas medidas requieren primero una sentencia judicial, y un cobrador no puede amenazar con ellas salvo que pueda tomarlas legalmente y tenga la intención de hacerlo (15 U.S.C. 1692e(4), (5); 12 CFR 1006.18(b)(3)).',
  'threat_violence.a_debt_collector_may_not':
    'Un cobrador de deudas no puede usar ni amenazar con usar la violencia u otros medios delictivos para dañarlo a usted, su reputación o sus bienes (15 U.S.C. 1692d(1); 12 CFR 1006.14(c)). Si se siente en peligro, comuníquese con la policía.',
  'threat_violence.this_letter_threatens_harm': 'Esta carta amenaza con hacerle daño ("{0}"). {1}',
  'threat_violence.this_letter_contains_words_that':
    'Esta carta contiene palabras que podrían tener el fin de intimidarlo ("{0}") y que podrían leerse como una amenaza de daño, lo que podría violar la ley federal. {1}',
  'threat_violence.title': 'Amenaza de violencia u otro daño delictivo',
  'threat_violence.description':
    'Un cobrador de deudas no puede usar ni amenazar con usar la violencia ni ningún otro medio delictivo para dañarlo a usted, a su familia, su reputación o sus bienes.',
};
