/** Spanish for src/i18n/en.ts: overshadowing and the disclosures every letter owes (§1.2, §1.3). Legal citations and {n} placeholders as in English. */
export const RULES_OVERSHADOWING_AND_DISCLOSURES = {
  'disclosure_language_mismatch.a_sentence_of_this_english':
    'Una oración de este aviso en inglés, escrita en español, le dice que llame, pero sus derechos se dan solo en inglés. ¿Lee usted español?',
  'disclosure_language_mismatch.assumed_you_read_spanish_the':
    'Se supuso que usted lee español: la oración se dirige a lectores de español, y los tribunales de su circuito juzgan una carta así pensando en ellos (Ehrich v. I.C. System, E.D.N.Y. 2010). Si usted no lee español, díganos.',
  'disclosure_language_mismatch.description':
    'Si un cobrador de deudas le escribe en español (o en español e inglés), la declaración de que la carta es de un cobrador de deudas también debe darse en español, de forma completa y exacta, no solo en inglés.',
  'disclosure_language_mismatch.do_you_read_spanish': '¿Lee usted español?',
  'disclosure_language_mismatch.if_you_do_not_read':
    'Si usted no lee español y nunca pidió cartas en español, esta carta, escrita en español, puede no haberle dado las declaraciones que exige la ley en una forma que usted pueda leer. ¿Lee usted español?',
  'disclosure_language_mismatch.the_letter_has_no_debt':
    'La carta no tiene la declaración de cobrador de deudas en ningún idioma; eso lo verifica mini_miranda_missing_subsequent.',
  'disclosure_language_mismatch.the_letter_is_dated_before':
    'La carta tiene fecha anterior al 30 de noviembre de 2021, cuando entró en vigor la Regulation F (y su regla del mismo idioma, 12 CFR 1006.18(e)(4)).',
  'disclosure_language_mismatch.the_letter_is_written_in':
    'La carta está escrita solo en inglés (aparte de cualquier oferta opcional de una copia en español), así que no se necesita una declaración traducida.',
  'disclosure_language_mismatch.the_notice_of_your_rights':
    'El aviso de sus derechos está solo en inglés, pero una oración en español le dice que llame ("{0}") sin decirle, en español, que puede disputar la deuda por escrito dentro del período de validación. Para quien lee español, eso puede opacar sus derechos e invitar a una llamada en lugar de una disputa por escrito (15 U.S.C. 1692g(b); Ehrich v. I.C. System, E.D.N.Y. 2010). La ley difiere en otros lugares: otro tribunal resolvió que un breve párrafo en español después de la firma, leído por un consumidor que no lee español, no causó daño (Reed v. Southwest Credit Systems, S.D. Tex. 2013).',
  'disclosure_language_mismatch.this_letter_is_written_almost':
    'Esta carta está escrita casi por completo en español, y usted nos dijo que no lee español. Un cobrador que envía las declaraciones exigidas en un idioma que el consumidor no puede leer puede engañarlo y no dárselas ("{0}"): un tribunal federal resolvió que cartas así, enviadas a un consumidor que nunca pidió el español, pueden violar de forma verosímil 15 U.S.C. 1692e y 1692e(11) (Dykes v. Portfolio Recovery Associates, E.D. Va. 2015). No todos los tribunales se han pronunciado sobre esto, y un consumidor que pidió cartas en español no tiene ese reclamo.',
  'disclosure_language_mismatch.this_letter_is_written_in':
    'Esta carta está escrita {0}en español, pero la declaración de que viene de un cobrador de deudas aparece solo en inglés ("{1}"). La Regulation F exige esa declaración en cada idioma que use la carta (12 CFR 1006.18(e)(4)).',
  'disclosure_language_mismatch.this_letter_is_written_partly':
    'Esta carta está escrita en parte en inglés, pero la declaración de que viene de un cobrador de deudas aparece solo en español ("{0}"). La Regulation F exige esa declaración en cada idioma que use la carta (12 CFR 1006.18(e)(4)).',
  'disclosure_language_mismatch.title': 'La declaración de cobrador de deudas no está en el idioma de la carta',
  'dispute_conditions_added.an_offer_or_a_discount': 'una oferta o un descuento que usted pierde si disputa la deuda o pide su verificación',
  'dispute_conditions_added.a_dispute_said_to_need':
    'una disputa que, según la carta, necesita una explicación de por qué no se debe la deuda, cuando el derecho a disputar no necesita ningún motivo',
  'dispute_conditions_added.a_dispute_made_by_telephone': 'una disputa por teléfono, cuando solo una disputa por escrito asegura la verificación de la deuda',
  'dispute_conditions_added.the_validation_period_said_to':
    'el período de validación presentado como si hubiera empezado antes de que usted recibiera el aviso, lo que lo acorta',
  'dispute_conditions_added.a_dispute_window_shorter_than': 'un plazo para disputar más corto que el período de validación',
  'dispute_conditions_added.a_written_dispute_discouraged_or':
    'una disputa por escrito desaconsejada, o una espera antes de disputar, cuando solo una disputa por escrito asegura la verificación y detiene el cobro',
  'dispute_conditions_added.a_dispute_that_must_reach':
    'una disputa que debe llegar al cobrador antes de que termine el período, cuando basta con enviarla a tiempo (Jacobson v. Healthcare Financial Services, 2d Cir. 2008)',
  'dispute_conditions_added.verification_or_a_dispute_made':
    'la verificación o la disputa supeditadas a un pago, cuando la verificación se debe con solo una disputa por escrito',
  'dispute_conditions_added.verification_described_as_the_collector':
    'la verificación presentada como una decisión del cobrador, cuando la ley dice que la obtendrá y que el cobro se detiene hasta entonces',
  'dispute_conditions_added.the_dispute_right_said_to':
    'el derecho a disputar presentado como si terminara, o solo valiera, según un pago, un plan de pagos o una llamada, cuando dura todo el período de validación',
  'dispute_conditions_added.a_call_or_a_conversation': 'una llamada o una conversación exigida antes de disputar, cuando basta con una disputa por escrito',
  'dispute_conditions_added.a_financial_statement_or_personal':
    'un estado financiero o datos personales exigidos para disputar, cuando una disputa no requiere más que hacerla',
  'dispute_conditions_added.the_assumed_valid_statement_changed':
    'la declaración de que la deuda se "asumirá válida" cambiada: evitada pagando, o el silencio presentado como pérdida del derecho o como algo que obliga a un tribunal (15 U.S.C. 1692g(a)(3), (c))',
  'dispute_conditions_added.verification_promised_on_a_dispute':
    'la verificación prometida por una disputa hecha por teléfono, cuando solo una disputa por escrito la asegura',
  'dispute_conditions_added.a_fee_to_dispute_or': 'un cargo para disputar o para obtener la verificación',
  'dispute_conditions_added.a_notarized_or_sworn_dispute': 'una disputa notariada o jurada',
  'dispute_conditions_added.a_stated_reason_for_the': 'una razón declarada para la disputa',
  'dispute_conditions_added.description':
    'Usted puede disputar una deuda con el cobrador simplemente diciéndolo, antes del final del período de validación. La ley no le exige dar razones, enviar pruebas, notariar nada, pagar un cargo, usar un único medio específico ni disputar con otra persona. Una carta que añade esas condiciones puede confundirlo sobre sus derechos.',
  'dispute_conditions_added.disputing_with_someone_other_than': 'disputar con alguien que no es el cobrador',
  'dispute_conditions_added.one_particular_channel_for_disputes': 'un único medio específico para las disputas',
  'dispute_conditions_added.a_telephone_call_said_to':
    'una llamada telefónica presentada como la única manera de recibir ayuda o de resolver la deuda, cuando solo una disputa por escrito asegura la verificación y detiene el cobro',
  'dispute_conditions_added.paying_or_calling_as_the': 'pagar o llamar como las únicas formas de responder, sin mencionar la disputa por escrito',
  'dispute_conditions_added.proof_or_documents_before_a': 'pruebas o documentos antes de aceptar una disputa',
  'period-outside-the-words.this_is_not_the_collector_5':
    'Esta no es la primera carta del cobrador, y tiene una fecha posterior al final del período de validación de la primera (usted recibió esa carta el {0}, así que el período llegaba hasta el {1}): lo que dice sobre cómo disputar no se juzgó frente a ese período.',
  'period-outside-the-words.this_letter_says_the_collector':
    'Esta carta dice que el cobrador le escribió el {0}. El período de validación que comenzó con la primera carta del cobrador (en esa fecha o antes) había terminado a más tardar el {1}, y esta carta tiene una fecha posterior, así que lo que dice sobre cómo disputar no se juzgó frente a ese período. Si la primera carta de este cobrador llegó después, díganos cuándo.',
  'dispute_conditions_added.this_letter_may_violate_15':
    'Esta carta podría violar 15 U.S.C. 1692g y 1692e(10): pone una condición a su derecho a disputar la deuda: {0} ("{1}"). La ley no lo exige: usted puede disputar por correo, con el formulario del cobrador, por un medio electrónico que acepte o entregándola en persona, sin dar razones ni pruebas (12 CFR 1006.38, comentario 38-1).',
  'dispute_conditions_added.the_notice_of_your_rights':
    'el aviso de sus derechos dejado de lado: se le dice que lo ignore o no lo tome en cuenta, o que no aplica, queda sin efecto o es una simple formalidad, cuando le aplica haga lo que haga (15 U.S.C. 1692g(b); 12 CFR 1006.38(b)(1))',
  'dispute_conditions_added.your_silence_said_to_be':
    'su silencio presentado como su propia admisión o aceptación de que debe la deuda, cuando la ley dice que no disputar no es una admisión de responsabilidad (15 U.S.C. 1692g(c))',
  'dispute_conditions_added.payment_or_else_a_reason':
    'se le exige el pago o, si no, un motivo que el cobrador acepte para no pagar, lo que le hace creer que una disputa debe basarse en un motivo que el cobrador considere válido, cuando usted puede disputar por cualquier motivo o sin ninguno (DeSantis v. Computer Credit, 2d Cir. 2001)',
  'dispute_conditions_added.documents_the_collector_will_judge':
    'se le piden para disputar documentos que el cobrador juzgará "adecuados", "aceptables" o "suficientes", cuando la ley no exige ninguna prueba para disputar (Sambor v. Omnia Credit Services, D. Haw. 2002)',
  'dispute_conditions_added.this_letter_may_overshadow_your':
    'Esta carta podría opacar su derecho a disputar la deuda (15 U.S.C. 1692g(b), 1692e(10)): dice que ya está en marcha una revisión de una consulta o disputa anterior ("{0}"). Junto al aviso de sus derechos, eso puede hacerle creer que no necesita hacer nada más para disputar la deuda, y deja poco claro cómo disputarla (Schwebel v. Resurgent Capital Services, S.D.N.Y. 2020). Solo una disputa enviada por escrito dentro del período de validación obliga al cobrador a dejar de cobrar y a enviarle la verificación (12 CFR 1006.38(d)(2)); para mayor seguridad, envíela.',
  'dispute_conditions_added.this_letter_says_a_review':
    'Esta carta dice que ya está en marcha una revisión de una consulta o disputa anterior ("{0}"). Si es la primera carta de este cobrador sobre esta deuda (el aviso de sus derechos puede estar al dorso o en el mismo sobre), eso puede hacerle creer que no necesita hacer nada más para disputar la deuda (15 U.S.C. 1692g(b); Schwebel v. Resurgent Capital Services, S.D.N.Y. 2020).',
  'dispute_conditions_added.title': 'La carta añade condiciones al derecho de disputa',
  'dispute_must_be_in_writing_misstated.description':
    'Usted puede disputar una deuda de cualquier forma, incluso por teléfono, para que el cobrador no la trate como válida. Solo el derecho a recibir la verificación (y la solicitud de los datos del acreedor original) requiere una disputa por escrito. Un aviso que dice que usted debe disputar por escrito para evitar que la deuda se dé por válida indica mal sus derechos.',
  'dispute_must_be_in_writing_misstated.most_courts_hooks_2d_cir':
    'La mayoría de los tribunales (Hooks, 2d Cir.; Camacho, 9th Cir.; Clark, 4th Cir.; el Tercer Circuito desde Riccio, 2020) sostienen que una disputa según 15 U.S.C. 1692g(a)(3) no tiene que ser por escrito; el Tercer Circuito (Graziano) lo interpretaba al revés para cartas anteriores a 2020.',
  'dispute_must_be_in_writing_misstated.regulation_f_requires_the_notice':
    'La Regulation F exige que el aviso diga que la deuda se dará por válida salvo que usted se comunique con el cobrador para disputarla (12 CFR 1006.34(c)(3)(iii)); cualquier disputa, incluso por teléfono, cuenta.',
  'dispute_must_be_in_writing_misstated.the_courts_of_your_circuit':
    'Los tribunales de su circuito sostienen que una disputa según 15 U.S.C. 1692g(a)(3) no tiene que ser por escrito (Hooks, Clark, Camacho).',
  'dispute_must_be_in_writing_misstated.the_letter_date_could_not':
    'No se pudo leer la fecha de la carta; si tiene fecha del 30 de noviembre de 2021 o posterior, se aplica la Regulation F (12 CFR 1006.34(c)(3)(iii)) y esto es claramente una declaración incorrecta.',
  'dispute_must_be_in_writing_misstated.the_notice_asks_for_a':
    'El aviso pide una disputa por escrito ("{0}"), pero para cartas enviadas antes de Riccio v. Sentry Credit (3d Cir. en banc, 26 de marzo de 2020) el Tercer Circuito interpretaba que 1692g(a)(3) exigía la forma escrita (Graziano v. Harrison), así que esto no se marca en su estado. La ley es distinta en otros lugares: la mayoría de los circuitos (Hooks, 2d Cir.; Camacho, 9th Cir.; Clark, 4th Cir.) sostienen que cualquier disputa, oral o escrita, cuenta.',
  'dispute_must_be_in_writing_misstated.this_letter_appears_to_misstate': 'Esta carta parece indicar mal',
  'dispute_must_be_in_writing_misstated.this_letter_may_misstate': 'Esta carta podría indicar mal',
  'dispute_must_be_in_writing_misstated.this_letter_may_misstate_how':
    'Esta carta podría indicar mal cómo disputar la deuda: le invita a llamar si usted la disputa ("{0}"), mientras que su aviso hace depender sus derechos de una disputa por escrito. Para las cartas enviadas antes de Riccio v. Sentry Credit (3d Cir. en banc, 26 de marzo de 2020), el Tercer Circuito exigía que la disputa se hiciera por escrito (Graziano v. Harrison), y sostuvo que invitar a disputar por teléfono puede opacar y contradecir el aviso de disputa por escrito (Caprio v. Healthcare Revenue Recovery Group, 3d Cir. 2013; 15 U.S.C. 1692g(b), 1692e(10)).',
  'dispute_must_be_in_writing_misstated.this_letter_may_misstate_how_2':
    'Esta carta podría indicar mal cómo disputar la deuda: le invita a llamar si su seguro u otro pagador podría deber la factura ("{0}"), lo que es disputar si usted la debe, mientras que su aviso hace depender sus derechos de una disputa por escrito. Para las cartas enviadas antes de Riccio v. Sentry Credit (3d Cir. en banc, 26 de marzo de 2020), el Tercer Circuito exigía que la disputa se hiciera por escrito (Graziano v. Harrison) y sostuvo que invitar a disputar por teléfono puede opacar y contradecir el aviso de disputa por escrito (Caprio v. Healthcare Revenue Recovery Group, 3d Cir. 2013; 15 U.S.C. 1692g(b), 1692e(10)); los tribunales de ese circuito leen igual una invitación a llamar por el seguro.',
  'dispute_must_be_in_writing_misstated.this_letter_invites_you_to':
    'Esta carta le invita a llamar para disputar la factura ("{0}"). Si es la primera carta de este cobrador sobre esta deuda, el aviso de sus derechos que la acompañó pedía una disputa por escrito, y para las cartas enviadas antes de Riccio v. Sentry Credit (3d Cir. en banc, 26 de marzo de 2020) el Tercer Circuito sostuvo que invitar a disputar por teléfono puede contradecir ese aviso (Caprio v. Healthcare Revenue Recovery Group, 3d Cir. 2013).',
  'dispute_must_be_in_writing_misstated.the_notice_of_your_rights':
    'El aviso de sus derechos no está en el texto leído; como primera carta del cobrador sobre la deuda, vino con uno, y ese aviso debe decir que la verificación sigue a una disputa por escrito (15 U.S.C. 1692g(a)(4)).',
  'dispute_must_be_in_writing_misstated.title': 'Indica mal si la disputa debe hacerse por escrito',
  'dispute_must_be_in_writing_misstated.your_dispute_rights_it_says':
    '{0} sus derechos de disputa: dice que la deuda se dará por válida salvo que usted la dispute por escrito ("{1}"). {2} Solo los derechos a la verificación y al nombre del acreedor original requieren una solicitud por escrito.',
  'electronic_opt_out_missing.assumed_this_is_an_email': 'Supusimos que esto es un correo electrónico o un mensaje de texto (muestra "{0}").',
  'electronic_opt_out_missing.description':
    'Cada correo electrónico o mensaje de texto de un cobrador de deudas debe indicarle una forma sencilla de dejar de recibir correos o mensajes en esa dirección o ese número, sin costo y sin pedirle nada más que su decisión y la dirección o el número.',
  'electronic_opt_out_missing.did_this_message_reach_you': '¿Este mensaje le llegó por correo electrónico o por mensaje de texto?',
  'electronic_opt_out_missing.emails_and_text_messages_from':
    'Los correos electrónicos y mensajes de texto de un cobrador de deudas deben explicar cómo dejar de recibir más mensajes electrónicos. Díganos cómo le llegó este.',
  'electronic_opt_out_missing.the_message_explains_how_to': 'El mensaje explica cómo darse de baja ("{0}").',
  'electronic_opt_out_missing.the_message_is_dated_before':
    'El mensaje tiene fecha anterior al 30 de noviembre de 2021, cuando entró en vigor la Regulation F (12 CFR 1006.6(e)).',
  'electronic_opt_out_missing.the_opt_out_instructions_ask':
    'Las instrucciones para darse de baja piden más que su decisión y su dirección de correo o número de teléfono ("{0}"). La Regulation F no permite una forma de darse de baja que exija un cargo ni ninguna otra información (12 CFR 1006.6(e)).',
  'electronic_opt_out_missing.this_email_or_text_does':
    'Este correo o mensaje de texto no parece decirle cómo dejar de recibir más mensajes electrónicos (por ejemplo, "responda STOP" o un enlace para darse de baja). La Regulation F exige que cada comunicación electrónica de un cobrador de deudas describa una forma razonable y sencilla de darse de baja (12 CFR 1006.6(e)).',
  'electronic_opt_out_missing.this_looks_like_a_mailed':
    'Esto parece una carta enviada por correo postal (tiene direcciones postales o un talón para devolver por correo). La regla de darse de baja cubre correos electrónicos y mensajes de texto; díganos si llegó por correo electrónico o por mensaje de texto.',
  'electronic_opt_out_missing.title': 'Correo electrónico o mensaje de texto sin instrucciones para darse de baja',
  'electronic_opt_out_missing.you_told_us_this_letter':
    'Usted nos dijo que esta carta llegó en papel; la regla de darse de baja cubre correos electrónicos y mensajes de texto.',
  'mini_miranda_missing_subsequent.a_first_letter_must_say':
    'Una primera carta debe decir que el cobrador está tratando de cobrar una deuda y que cualquier información que obtenga se usará para ese fin (15 U.S.C. 1692e(11)).',
  'mini_miranda_missing_subsequent.this_later_letter_is_dated':
    'Esta carta posterior tiene fecha anterior al 30 de septiembre de 1996, cuando la ley empezó a exigir que cada carta posterior dijera que proviene de un cobrador de deudas; en este circuito una carta de seguimiento no necesitaba esa declaración antes de esa fecha (Pressley v. Capital Credit & Collection Service, 760 F.2d 922, 9th Cir. 1985).',
  'mini_miranda_missing_subsequent.this_letter_is_written_to':
    'Esta carta está dirigida al abogado del consumidor ("{0}"), no al consumidor; en este circuito se considera que una carta dirigida solo al abogado del consumidor queda fuera de la ley (Guerrero v. RJM Acquisitions, 9th Cir. 2007; Kropelnicki v. Siegel, 2d Cir. 2002).',
  'mini_miranda_missing_subsequent.this_letter_only_asks_for':
    'Esta carta solo pide los datos de una bancarrota (su número de caso, capítulo o abogado) y no pide ningún pago, así que es una solicitud de información y no un intento de cobrar la deuda, y no necesita la declaración de que es de un cobrador de deudas (Buckley v. Bass & Associates, 249 F.3d 678, 7th Cir. 2001).',
  'mini_miranda_missing_subsequent.a_letter_to_someone_else':
    'Una carta a otra persona que solo pregunta dónde vive o trabaja usted no debe decir que trata de una deuda ni que es de un cobrador de deudas (15 U.S.C. 1692b(2), (5)); si reveló la deuda lo verifica third_party_letter_discloses_debt.',
  'mini_miranda_missing_subsequent.assumed_this_is_a_later': 'Supusimos que esta es una carta posterior, no el primer contacto de este cobrador con usted.',
  'mini_miranda_missing_subsequent.description':
    'Cada carta que envía un cobrador de deudas debe decir que es de un cobrador de deudas. La primera también debe decir que el cobrador está tratando de cobrar una deuda y que usará cualquier información para ese fin. Los documentos del tribunal en una demanda son la excepción.',
  'mini_miranda_missing_subsequent.every_later_letter_must_at':
    'Cada carta posterior debe decir por lo menos "Esta comunicación es de un cobrador de deudas" (15 U.S.C. 1692e(11); 12 CFR 1006.18(e)(2)).',
  'mini_miranda_missing_subsequent.the_letter_says': 'La carta dice "{0}".',
  'mini_miranda_missing_subsequent.this_is_the_validation_notice':
    'Este es el aviso de validación; su declaración de cobrador de deudas la verifica vn_collector_communication_disclosure (12 CFR 1006.34(c)(1)).',
  'mini_miranda_missing_subsequent.this_letter_does_not_appear':
    'Esta carta no parece decir en ninguna parte que es de un cobrador de deudas. {0} Si el reverso de la carta o una página adjunta incluye esa declaración, este hallazgo no se aplica.',
  'mini_miranda_missing_subsequent.this_letter_never_says_it':
    'Esta carta nunca dice que es de un cobrador de deudas. Eso solo es obligatorio si el remitente es un cobrador de deudas (por ejemplo, una agencia de cobranza, un comprador de deudas o un bufete de abogados de cobranza), no si es su acreedor original que cobra en su propio nombre.',
  'mini_miranda_missing_subsequent.what_was_read_shows_no':
    'Lo que se leyó no muestra ninguna parte de la carta alrededor de su cuerpo (ni dirección, ni teléfono, ni dirección web, ni despedida), que es donde suele imprimirse la declaración de cobrador de deudas, así que no se puede saber si la carta dice que es de un cobrador de deudas. Suba una copia completa y clara de todas las páginas para que esto se verifique.',
  'mini_miranda_missing_subsequent.title': 'La carta no dice que es de un cobrador de deudas',
  'period-outside-the-words.this_letter_sets_a_deadline':
    'Esta carta fija un plazo ("{0}"), pero no da su propia fecha ni el final del período de validación. Si ese plazo llega menos de 30 días después de que usted recibió la carta, podría opacar su derecho a disputar la deuda o a pedir los datos del acreedor original (15 U.S.C. 1692g(b)).',
  'period-outside-the-words.this_letter_may_violate_15':
    'Esta carta podría violar 15 U.S.C. 1692g(b): tiene fecha del {0}, menos de 30 días después de la primera carta del cobrador (fechada el {1}, según dice esta carta), así que el período de validación que esa carta inició seguía corriendo, y dice que se tomará una medida si la deuda no se paga ("{2}"), sin decir que usted todavía puede disputar la deuda o pedir los datos del acreedor original hasta entonces. Las cartas enviadas durante el período de validación no deben opacar esos derechos.',
  'period-outside-the-words.this_letter_may_violate_15_2':
    'Esta carta podría violar 15 U.S.C. 1692g(b): tiene fecha del {0}, menos de 30 días después de la primera carta del cobrador (fechada el {1}, según dice esta carta), así que el período de validación que esa carta inició seguía corriendo, y fija un plazo ("{2}") antes de que ese período pudiera terminar. Las cartas enviadas durante el período de validación no deben opacar su derecho a disputar la deuda o a pedir los datos del acreedor original.',
  'period-outside-the-words.this_letter_is_not_the':
    'Esta carta no es la primera del cobrador; la primera tiene fecha del {0} (así lo dice esta carta), y usted no pudo recibirla antes de esa fecha, así que su período de validación llegaba por lo menos hasta el {1}.',
  'period-outside-the-words.this_is_not_the_collector':
    'Esta no es la primera carta del cobrador sobre la deuda, y dice que se tomará una medida si la deuda no se paga ("{0}"). Si llegó durante los 30 días siguientes a que usted recibió la primera carta del cobrador, esa advertencia podría opacar su derecho a disputar la deuda o a pedir los datos del acreedor original, que corre desde la primera carta (15 U.S.C. 1692g(b)).',
  'period-outside-the-words.this_is_not_the_collector_2':
    'Esta no es la primera carta del cobrador sobre la deuda, y fija un plazo ("{0}"). Si llegó durante los 30 días siguientes a que usted recibió la primera carta del cobrador, ese plazo podría opacar su derecho a disputar la deuda o a pedir los datos del acreedor original, que corre desde la primera carta (15 U.S.C. 1692g(b)).',
  'period-outside-the-words.this_is_not_the_collector_3':
    'Esta no es la primera carta del cobrador sobre la deuda, así que se juzgó frente al período de validación de la primera: nada en sus palabras se leyó como un plazo de pago que pudiera caer dentro de ese período.',
  'period-outside-the-words.this_is_not_the_collector_4':
    'Esta no es la primera carta del cobrador sobre la deuda, así que se juzgó frente al período de validación de la primera: nada en sus palabras se leyó como una amenaza de acción que pudiera caer dentro de ese período.',
  'period-outside-the-words.this_letter_sets_a_deadline_2':
    'Esta carta fija un plazo ("{0}") y no tiene fecha. Si llegó durante los 30 días siguientes a que usted recibió la primera carta del cobrador, ese plazo podría opacar su derecho a disputar la deuda o a pedir los datos del acreedor original (15 U.S.C. 1692g(b)).',
  'period-outside-the-words.this_letter_may_violate_15_3':
    'Esta carta podría violar 15 U.S.C. 1692g(b): llegó mientras aún corría el período de validación de la primera carta del cobrador (usted recibió esa carta el {0}, así que el período llegaba hasta el {1}), y dice que se tomará una medida si la deuda no se paga ("{2}"), sin decir que usted todavía puede disputar la deuda o pedir los datos del acreedor original hasta esa fecha. Las cartas enviadas durante el período de validación no deben opacar esos derechos.',
  'period-outside-the-words.this_letter_may_violate_15_4':
    'Esta carta podría violar 15 U.S.C. 1692g(b): llegó mientras aún corría el período de validación de la primera carta del cobrador (usted recibió esa carta el {0}, así que el período llegaba hasta el {1}), y fija un plazo ("{2}") anterior a esa fecha. Las cartas enviadas durante el período de validación no deben opacar su derecho a disputar la deuda o a pedir los datos del acreedor original.',
  'period-outside-the-words.this_letter_gives_you_a':
    'Esta carta le da un aviso de su derecho a disputar la deuda, con treinta días propios, pero no es la primera carta del cobrador sobre la deuda (usted lo dijo, o la carta menciona una carta anterior). Si llegó durante los 30 días siguientes a que usted recibió la primera, dos avisos con dos períodos pueden dejarle sin saber cuántos días le quedan para disputar la deuda o pedir el nombre del acreedor original (15 U.S.C. 1692g(b); Maloney v. Alliance Collection Agencies, E.D. Wis. 2018).',
  'period-outside-the-words.this_letter_gives_you_a_2':
    'Esta carta le da un aviso de su derecho a disputar la deuda y no es la primera carta del cobrador, pero no tiene fecha. Si llegó durante los 30 días siguientes a que usted recibió la primera, dos avisos con dos períodos pueden dejarle sin saber cuántos días le quedan para disputar la deuda (15 U.S.C. 1692g(b)).',
  'period-outside-the-words.this_letter_may_violate_15_5':
    'Esta carta podría violar 15 U.S.C. 1692g(b): le da un nuevo aviso de su derecho a disputar la deuda, con fecha del {0}, menos de 30 días después de la primera carta del cobrador (fechada el {1}, según dice esta carta), mientras aún corría el período de validación de esa carta. Dos avisos con dos períodos pueden dejarle sin saber cuántos días le quedan para disputar la deuda o pedir el nombre del acreedor original (Maloney v. Alliance Collection Agencies, E.D. Wis. 2018). Para mayor seguridad, envíe cualquier disputa por escrito dentro de los 30 días siguientes a que recibió la primera carta.',
  'period-outside-the-words.this_letter_may_violate_15_6':
    'Esta carta podría violar 15 U.S.C. 1692g(b): le da un nuevo aviso de su derecho a disputar la deuda{0}, mientras aún corría el período de validación de la primera carta del cobrador (usted recibió esa carta el {1}, así que su período llegaba hasta el {2}). Dos avisos con dos períodos pueden dejarle sin saber cuántos días le quedan para disputar la deuda o pedir el nombre del acreedor original (Maloney v. Alliance Collection Agencies, E.D. Wis. 2018). Para mayor seguridad, envíe cualquier disputa por escrito antes del {3}.',
  'period-outside-the-words.with_its_own_end_date': ' con su propia fecha final ({0})',
  'period-outside-the-words.with_thirty_days_counted_from': ', con treinta días contados desde que usted la recibe',
  'period-outside-the-words.this_letter_is_not_the_3':
    'Esta carta no es la primera del cobrador; el período de validación del primer aviso se cuenta desde el día en que, según usted, lo recibió ({0}).',
  'period-outside-the-words.this_letter_may_violate_15_7':
    'Esta carta podría violar 15 U.S.C. 1692g(b): tiene fecha del {0}, menos de 30 días después de la primera carta del cobrador (fechada el {1}, como dice esta carta), así que aún corría el período de validación que esa carta abrió, y le dice que su oportunidad de resolver la deuda ya se le dio o ya pasó ("{2}") mientras habla de una demanda. Eso puede hacerle creer que ya no tiene tiempo, cuando todavía puede disputar la deuda o pedir el nombre y la dirección del acreedor original hasta que termine el período (Read v. Messerli & Kramer, D. Minn. 2012).',
  'period-outside-the-words.this_is_not_the_collector_6':
    'Esta no es la primera carta del cobrador sobre la deuda, y le dice que su oportunidad de resolver la deuda ya se le dio o ya pasó ("{0}") mientras habla de una demanda. Si llegó durante los 30 días después de que usted recibió la primera carta del cobrador, esas palabras pueden opacar su derecho a disputar la deuda o a pedir el nombre y la dirección del acreedor original, que corre desde la primera carta (15 U.S.C. 1692g(b)).',
  'period-outside-the-words.this_letter_may_violate_15_8':
    'Esta carta podría violar 15 U.S.C. 1692g(b): llegó mientras aún corría el período de validación de la primera carta del cobrador (usted recibió esa carta el {0}, así que el período llegaba hasta el {1}), y le dice que su oportunidad de resolver la deuda ya se le dio o ya pasó ("{2}") mientras habla de una demanda. Eso puede hacerle creer que ya no tiene tiempo, cuando todavía puede disputar la deuda o pedir el nombre y la dirección del acreedor original hasta esa fecha (Read v. Messerli & Kramer, D. Minn. 2012).',
  'period-outside-the-words.this_letter_is_not_the_2':
    'Esta carta no es la primera del cobrador; el período de validación se cuenta desde el día en que, según usted, recibió la primera ({0}).',
  'overshadow_payment_deadline.description':
    'Durante el período de validación (30 días después de que usted recibe el aviso de validación, o la fecha final que da el aviso) un cobrador de deudas puede pedir un pago, pero no puede exigirlo antes de una fecha anterior de una forma que haga parecer inútil su derecho a disputar la deuda o a pedir los datos del acreedor original.',
  'overshadow_payment_deadline.the_letter_explains_that_its':
    'La carta explica que su plazo no acorta sus derechos de disputa ("{0}"), la redacción que aprobó Bartlett v. Heibl.',
  'overshadow_payment_deadline.this_letter_may_violate_15':
    'Esta carta podría violar 15 U.S.C. 1692g(b): exige un pago ("{0}") con un plazo ({1}) anterior a {2}, y no explica que usted todavía puede disputar la deuda o pedir los datos del acreedor original hasta entonces. Un plazo de pago dentro del período de validación puede opacar esos derechos.',
  'overshadow_payment_deadline.this_letter_may_violate_15_3':
    'Esta carta podría violar 15 U.S.C. 1692g(b): exige que usted se comunique con el cobrador o le responda ("{0}") antes de un plazo ({1}) que vence antes de {2}, y no explica que usted aún puede disputar la deuda o pedir el nombre del acreedor original hasta entonces. En el Segundo Circuito, exigir su respuesta antes de que termine el período de validación puede opacar esos derechos aun sin una amenaza (Savino v. Computer Credit, 2d Cir. 1998).',
  'overshadow_payment_deadline.whether_this_letter_s_demand':
    'Si la exigencia de esta carta ("{0}") opaca su derecho a disputar la deuda depende de cómo se ve la carta en papel, algo que las palabras subidas no muestran: una exigencia que resalta mientras el aviso de sus derechos de 30 días está impreso en letra más pequeña o más tenue, o solo en el reverso sin nada en el frente que remita a él, puede opacar esos derechos (15 U.S.C. 1692g(b); Swanson v. Southern Oregon Credit Service, 9th Cir. 1988; Miller v. Payco-General American Credits, 4th Cir. 1991).',
  'overshadow_payment_deadline.you_told_us_that_on':
    'Usted nos dijo que en la carta en papel la exigencia resalta mientras el aviso de sus derechos de 30 días está impreso en letra más pequeña o más tenue, o solo en el reverso sin nada en el frente que remita a él.',
  'overshadow_payment_deadline.you_told_us_that_on_2':
    'Usted nos dijo que en la carta en papel la exigencia ("{0}") resalta mientras el aviso de su derecho a disputar la deuda dentro de 30 días está impreso en letra más pequeña o más tenue, o solo en el reverso sin nada en el frente que remita a él. Eso podría violar 15 U.S.C. 1692g(b): el aviso debe comunicarse de manera efectiva, y una primera carta cuya exigencia de pago o advertencia aparta la vista del aviso puede opacar su derecho a disputar la deuda o a pedir los datos del acreedor original (Swanson v. Southern Oregon Credit Service, 9th Cir. 1988; Miller v. Payco-General American Credits, 4th Cir. 1991); en las cartas enviadas desde el 30 de noviembre de 2021, el aviso además debe ser claro y visible (12 CFR 1006.34(b)(1), (d)(1)).',
  'overshadow_payment_deadline.this_letter_may_violate_15_4':
    'Esta carta podría violar 15 U.S.C. 1692g(b): le indica que se comunique con el cobrador o que pague ("{0}") antes de un plazo ({1}) que vence antes de {2}, y dice que hacerlo detiene otra medida ("{3}"), sin explicar que usted aún puede disputar la deuda o pedir el nombre del acreedor original hasta entonces. Una primera carta que fija un plazo dentro del período de validación para concluir el asunto y detener otras medidas puede opacar esos derechos (Morgan v. Credit Adjustment Board, E.D. Va. 1998; Bartlett v. Heibl, 7th Cir. 1997).',
  'overshadow_payment_deadline.this_letter_may_violate_15_2':
    'Esta carta podría violar 15 U.S.C. 1692g(b): exige que usted se comunique con el cobrador ("{0}") en un plazo ({1}) anterior a {2}, bajo amenaza de otras medidas, y no explica que usted todavía puede disputar la deuda o pedir los datos del acreedor original hasta entonces. Exigir una respuesta dentro del período de validación puede opacar esos derechos (Savino v. Computer Credit, 2d Cir. 1998).',
  'overshadow_payment_deadline.title': 'Se exige el pago antes de que termine el período de validación',
  'overshadow_threat_inside_period.description':
    'Un cobrador de deudas no puede amenazar con demandarlo, reportarlo a las agencias de crédito, enviar su cuenta a un abogado ni tomar medidas similares en una fecha dentro del período de validación, de una forma que haga parecer inútil su derecho a disputar la deuda antes de la fecha final.',
  'overshadow_threat_inside_period.the_letter_explains_that_the':
    'La carta explica que la medida con la que amenaza no acorta sus derechos de disputa ("{0}"), la redacción que aprobó Bartlett v. Heibl.',
  'overshadow_threat_inside_period.this_letter_may_violate_15':
    'Esta carta podría violar 15 U.S.C. 1692g(b) y 12 CFR 1006.38(b)(1): amenaza con una acción ("{0}") con un plazo ({1}) anterior a {2}. Una amenaza con un plazo dentro del período de validación puede hacer parecer inútil su derecho a disputar la deuda o a pedir los datos del acreedor original. Si el cobrador no tiene realmente la intención de tomar esa medida, también podría ser una amenaza falsa (15 U.S.C. 1692e(5)).',
  'overshadow_threat_inside_period.this_letter_gives_you_the':
    'Esta carta le da el aviso de su derecho a disputar la deuda y además dice que ya se presentó una demanda judicial por la deuda ("{0}"), sin explicar que la demanda no acorta ese derecho. Eso podría violar 15 U.S.C. 1692g(b): una demanda durante el período de validación, sin explicación, puede opacar su derecho a disputar la deuda o a pedir los datos del acreedor original (Ellis v. Solomon & Solomon, 2d Cir. 2010).',
  'overshadow_threat_inside_period.this_letter_says_that_disputing':
    'Esta carta dice que disputar la deuda no detendrá el cobro ("{0}"). Eso podría violar 15 U.S.C. 1692g(b) y 12 CFR 1006.38: si usted disputa la deuda por escrito dentro del período de validación, el cobrador debe dejar de cobrarla (o la parte que usted disputa) hasta que le envíe la verificación, así que una carta que diga lo contrario contradice su derecho a disputar la deuda y puede opacarlo.',
  'overshadow_threat_inside_period.this_letter_may_violate_15_2':
    'Esta carta podría violar 15 U.S.C. 1692g(b): habla de un paso en su contra ("{0}") y luego le dice cómo detenerlo ("{1}"), nombrando solo el pago o una llamada y nunca su derecho a disputar la deuda. Una primera carta que ofrece solo formas de pagar para detener un paso con el que amenaza puede hacer que el aviso de validación parezca no importar, aun cuando diga que el paso espera al fin del período de validación (Oberther v. Midland Credit Management, D. Mass. 2014); algunos tribunales han considerado lícitas cartas así (Koller v. Midland Credit Management, W.D. Mo. 2017).',
  'overshadow_threat_inside_period.this_letter_may_violate_15_3':
    'Esta carta podría violar 15 U.S.C. 1692g(b): dice que una medida en su contra ya está en vigor y dura hasta que la deuda se pague o se resuelva ("{0}"), sin explicar que usted todavía puede disputar la deuda o pedir el nombre del acreedor original durante el período de validación. Una primera carta que pone en marcha una consecuencia ahora y solo la levanta con el pago puede hacer que esos derechos parezcan inútiles (Ozkaya v. Telecheck Services, N.D. Ill. 1997).',
  'overshadow_threat_inside_period.title': 'Se amenaza con una acción en su contra antes de la fecha final del período de validación',
} as const satisfies Record<string, string>;
