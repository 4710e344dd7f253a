/** Spanish for src/i18n/en.ts: part 2. */
export const PART2 = {
  'contact_after_cease_or_refusal.assumed_your_request_was_in':
    'Supusimos que su solicitud fue por escrito (o enviada por un medio electrónico que el cobrador acepta) y que se envió al cobrador que mandó esta carta.',
  'contact_after_cease_or_refusal.title': 'Carta recibida después de su aviso por escrito para que dejen de comunicarse o de que se niega a pagar',
  'contact_after_cease_or_refusal.description':
    'Cuando un cobrador de deudas recibe su solicitud por escrito para que deje de comunicarse con usted, o su negativa por escrito a pagar, debe detenerse. Solo puede escribirle una vez más para decir que deja de hacerlo, o que él o el acreedor pueden usar (o piensan usar) un recurso legal específico, no para pedir un pago.',
  'contact_represented_consumer.the_letter_goes_to_your':
    'La carta va dirigida a su abogado o dice que su abogado aceptó o no respondió ("{0}"), lo que la ley permite (15 U.S.C. 1692c(a)(2)).',
  'contact_represented_consumer.you_said_the_collector_did':
    'Usted dijo que el cobrador no sabía que un abogado lo representa en esta deuda (o que su abogado no respondió o aceptó el contacto directo).',
  'contact_represented_consumer.this_letter_says_the_collector':
    'Esta carta dice que el cobrador sabe que usted tiene un abogado ("{0}"), pero le escribe directamente a usted. Cuando un cobrador sabe que un abogado lo representa en una deuda, debe tratar con el abogado, salvo que el abogado no responda o lo acepte. Díganos si eso se aplica.',
  'contact_represented_consumer.if_a_lawyer_represents_you':
    'Si un abogado lo representa en esta deuda y el cobrador lo sabía, el cobrador debe tratar con su abogado, no escribirle a usted. Díganos si eso se aplica.',
  'contact_represented_consumer.you_told_us_the_collector':
    'Usted nos dijo que el cobrador sabía, antes de escribir esta carta, que un abogado lo representa en esta deuda. Esta carta va dirigida directamente a usted. Salvo que su abogado no haya respondido en un plazo razonable o haya aceptado el contacto directo, un cobrador de deudas debe comunicarse con su abogado, no con usted (15 U.S.C. 1692c(a)(2); 12 CFR 1006.6(b)(2)). Entréguele esta carta a su abogado.',
  'contact_represented_consumer.assumed_the_collector_knew_or':
    'Supusimos que el cobrador conocía, o podía averiguar fácilmente, el nombre y la dirección de su abogado.',
  'contact_represented_consumer.title': 'Carta enviada directamente a un consumidor que el cobrador sabe que tiene abogado',
  'contact_represented_consumer.description':
    'Cuando un cobrador de deudas sabe que un abogado lo representa en una deuda, y puede averiguar el nombre y la dirección del abogado, debe tratar con su abogado en lugar de comunicarse con usted, salvo que el abogado no responda en un plazo razonable o acepte el contacto directo.',
  'credit_bureau_impersonation.title': 'Da a entender que el cobrador es una agencia de crédito o trabaja para una',
  'credit_bureau_impersonation.description':
    'Un cobrador de deudas no puede dar a entender que es una agencia de informes de crédito (como Equifax, Experian o TransUnion) ni que trabaja para una. Un cobrador sí puede decir, con veracidad, que reporta cuentas a las agencias de crédito.',
  'credit_bureau_impersonation.this_letter_may_violate_federal':
    'Esta carta podría violar la ley federal: el remitente se llama a sí mismo, o se presenta como, una agencia de crédito o de informes de crédito. Un cobrador de deudas no puede dar a entender que es una agencia de informes de crédito ni que trabaja para una (15 U.S.C. 1692e(16); 12 CFR 1006.18(b)(1)(ii)).',
  'credit_reporting_threat_misleading.title': 'Declaraciones falsas o engañosas sobre los informes de crédito',
  'credit_reporting_threat_misleading.description':
    'Un cobrador de deudas puede decir que reporta, o que podría reportar, una deuda a las agencias de crédito, pero no puede amenazar con reportes que no puede hacer legalmente o que no piensa hacer, ni decir cosas falsas sobre su historial de crédito. Las cuentas en cobranza pueden reportarse durante unos 7 años y 180 días desde el primer pago atrasado, y una deuda disputada debe reportarse como disputada.',
  'credit_reporting_threat_misleading.says_the_debt_will_harm':
    'dice que la deuda dañará su crédito de forma permanente o que permanecerá en su informe hasta que se pague; por ley, una cuenta en cobranza solo puede reportarse durante unos 7 años y 180 días desde el primer pago atrasado (15 U.S.C. 1681c(a)(4), (c)(1))',
  'credit_reporting_threat_misleading.threatens_to_report_the_debt': 'amenaza con reportar la deuda como fraude o delito',
  'credit_reporting_threat_misleading.suggests_a_disputed_debt_will':
    'da a entender que una deuda disputada se reportará sin indicar que está disputada (15 U.S.C. 1692e(8))',
  'credit_reporting_threat_misleading.the_first_missed_payment': 'el primer pago atrasado ({0})',
  'credit_reporting_threat_misleading.the_first_missed_payment_2': 'el primer pago atrasado',
  'credit_reporting_threat_misleading.the_charge_off_date_which':
    'la fecha de cancelación contable (charge-off) ({0}), que es posterior al primer pago atrasado',
  'credit_reporting_threat_misleading.this_letter_may_violate_federal':
    'Esta carta podría violar la ley federal: {0}. Un cobrador de deudas no puede hacer declaraciones falsas o engañosas sobre los informes de crédito (15 U.S.C. 1692e(8), (10); 12 CFR 1006.18).',
  'credit_reporting_threat_misleading.it_also': '; además, ',
  'credit_reporting_threat_misleading.defaulted_federal_student_loans_follow':
    'Los préstamos estudiantiles federales en incumplimiento siguen su propio período de reporte de crédito (20 U.S.C. 1080a(f)); no se aplicó la prueba de 7 años.',
  'credit_reporting_threat_misleading.this_letter_talks_about_reporting':
    'Esta carta habla de reportar la deuda a las agencias de crédito. Una cuenta en cobranza solo puede reportarse durante unos 7 años y 180 días desde el primer pago atrasado; amenazar con reportar una deuda más antigua es una amenaza que el cobrador no puede cumplir legalmente. Díganos cuándo hizo su último pago para verificarlo.',
  'credit_reporting_threat_misleading.the_debt_may_be_reported': 'La deuda puede reportarse hasta aproximadamente el {0} (contando desde {1}).',
  'credit_reporting_threat_misleading.the_letter_is_undated_today': 'La carta no tiene fecha; se usó la fecha de hoy.',
  'credit_reporting_threat_misleading.this_letter_may_violate_federal_2':
    'Esta carta podría violar la ley federal: habla de reportar la deuda a las agencias de crédito, pero contando desde {0}, el período de reporte de 7 años terminó aproximadamente el {1}. Amenazar con reportar una deuda que ya no puede aparecer legalmente en un informe de crédito es amenazar con una acción que no se puede tomar legalmente (15 U.S.C. 1692e(5), (8); 15 U.S.C. 1681c(a)(4), (c)(1)).',
  'debtor_list_publication.this_letter_threatens_to_make':
    'Esta carta amenaza con hacer pública su deuda ("{0}"). Un cobrador de deudas no puede publicar, ni amenazar con publicar, una lista de personas que supuestamente se niegan a pagar sus deudas, ni exponerlo a la vergüenza de otro modo para cobrar; la única excepción es reportar a una agencia de informes de crédito (15 U.S.C. 1692d(3); 12 CFR 1006.14(e)).{1}',
  'debtor_list_publication.telling_your_employer_family_or':
    ' Contarle a su empleador, a su familia o a sus vecinos sobre la deuda también está prohibido en general (15 U.S.C. 1692c(b)).',
  'debtor_list_publication.title': 'Amenaza de publicar que el consumidor se niega a pagar',
  'debtor_list_publication.description':
    'Un cobrador de deudas no puede publicar, ni amenazar con publicar, su nombre en una lista de personas que "se niegan a pagar", ya sea en un periódico, en internet, o ante su comunidad o su empleador. Reportar la deuda a una agencia de crédito es la única excepción.',
  'disclosure_language_mismatch.do_you_read_spanish': '¿Lee usted español?',
  'disclosure_language_mismatch.this_letter_is_written_almost':
    'Esta carta está escrita casi por completo en español, y usted nos dijo que no lee español. Un cobrador que envía las declaraciones exigidas en un idioma que el consumidor no puede leer puede engañarlo y no dárselas ("{0}"): un tribunal federal resolvió que cartas así, enviadas a un consumidor que nunca pidió el español, pueden violar de forma verosímil 15 U.S.C. 1692e y 1692e(11) (Dykes v. Portfolio Recovery Associates, E.D. Va. 2015). No todos los tribunales se han pronunciado sobre esto, y un consumidor que pidió cartas en español no tiene ese reclamo.',
  'disclosure_language_mismatch.if_you_do_not_read':
    'Si usted no lee español y nunca pidió cartas en español, esta carta, escrita en español, puede no haberle dado las declaraciones que exige la ley en una forma que usted pueda leer. ¿Lee usted español?',
  'disclosure_language_mismatch.the_notice_of_your_rights':
    'El aviso de sus derechos está solo en inglés, pero una oración en español le dice que llame ("{0}") sin decirle, en español, que puede disputar la deuda por escrito dentro del período de validación. Para quien lee español, eso puede opacar sus derechos e invitar a una llamada en lugar de una disputa por escrito (15 U.S.C. 1692g(b); Ehrich v. I.C. System, E.D.N.Y. 2010). La ley difiere en otros lugares: otro tribunal resolvió que un breve párrafo en español después de la firma, leído por un consumidor que no lee español, no causó daño (Reed v. Southwest Credit Systems, S.D. Tex. 2013).',
  'disclosure_language_mismatch.assumed_you_read_spanish_the':
    'Se supuso que usted lee español: la oración se dirige a lectores de español, y los tribunales de su circuito juzgan una carta así pensando en ellos (Ehrich v. I.C. System, E.D.N.Y. 2010). Si usted no lee español, díganos.',
  'disclosure_language_mismatch.a_sentence_of_this_english':
    'Una oración de este aviso en inglés, escrita en español, le dice que llame, pero sus derechos se dan solo en inglés. ¿Lee usted español?',
  'disclosure_language_mismatch.title': 'La declaración de cobrador de deudas no está en el idioma de la carta',
  'disclosure_language_mismatch.description':
    'Si un cobrador de deudas le escribe en español (o en español e inglés), la declaración de que la carta es de un cobrador de deudas también debe darse en español, de forma completa y exacta, no solo en inglés.',
  'disclosure_language_mismatch.the_letter_is_written_in':
    'La carta está escrita solo en inglés (aparte de cualquier oferta opcional de una copia en español), así que no se necesita una declaración traducida.',
  'disclosure_language_mismatch.the_letter_has_no_debt':
    'La carta no tiene la declaración de cobrador de deudas en ningún idioma; eso lo verifica mini_miranda_missing_subsequent.',
  'disclosure_language_mismatch.the_letter_is_dated_before':
    'La carta tiene fecha anterior al 30 de noviembre de 2021, cuando entró en vigor la Regulation F (y su regla del mismo idioma, 12 CFR 1006.18(e)(4)).',
  'disclosure_language_mismatch.this_letter_is_written_in':
    'Esta carta está escrita {0}en español, pero la declaración de que viene de un cobrador de deudas aparece solo en inglés ("{1}"). La Regulation F exige esa declaración en cada idioma que use la carta (12 CFR 1006.18(e)(4)).',
  'disclosure_language_mismatch.this_letter_is_written_partly':
    'Esta carta está escrita en parte en inglés, pero la declaración de que viene de un cobrador de deudas aparece solo en español ("{0}"). La Regulation F exige esa declaración en cada idioma que use la carta (12 CFR 1006.18(e)(4)).',
  'dispute_conditions_added.proof_or_documents_before_a': 'pruebas o documentos antes de aceptar una disputa',
  'dispute_conditions_added.a_notarized_or_sworn_dispute': 'una disputa notariada o jurada',
  'dispute_conditions_added.a_stated_reason_for_the': 'una razón declarada para la disputa',
  'dispute_conditions_added.one_particular_channel_for_disputes': 'un único medio específico para las disputas',
  'dispute_conditions_added.disputing_with_someone_other_than': 'disputar con alguien que no es el cobrador',
  'dispute_conditions_added.a_fee_to_dispute_or': 'un cargo para disputar o para obtener la verificación',
  'dispute_conditions_added.a_dispute_window_shorter_than': 'un plazo para disputar más corto que el período de validación',
  'dispute_conditions_added.title': 'La carta añade condiciones al derecho de disputa',
  'dispute_conditions_added.description':
    'Usted puede disputar una deuda con el cobrador simplemente diciéndolo, antes del final del período de validación. La ley no le exige dar razones, enviar pruebas, notariar nada, pagar un cargo, usar un único medio específico ni disputar con otra persona. Una carta que añade esas condiciones puede confundirlo sobre sus derechos.',
  'dispute_conditions_added.this_letter_may_violate_15':
    'Esta carta podría violar 15 U.S.C. 1692g y 1692e(10): pone una condición a su derecho a disputar la deuda: {0} ("{1}"). La ley no lo exige: usted puede disputar por correo, con el formulario del cobrador, por un medio electrónico que acepte o entregándola en persona, sin dar razones ni pruebas (12 CFR 1006.38, comentario 38-1).',
  'dispute_must_be_in_writing_misstated.title': 'Indica mal si la disputa debe hacerse por escrito',
  'dispute_must_be_in_writing_misstated.this_letter_may_misstate_how':
    'Esta carta podría indicar mal cómo disputar la deuda: le invita a llamar si usted la disputa ("{0}"), mientras que su aviso hace depender sus derechos de una disputa por escrito. Para las cartas enviadas antes de Riccio v. Sentry Credit (3d Cir. en banc, 26 de marzo de 2020), el Tercer Circuito exigía que la disputa se hiciera por escrito (Graziano v. Harrison), y sostuvo que invitar a disputar por teléfono puede opacar y contradecir el aviso de disputa por escrito (Caprio v. Healthcare Revenue Recovery Group, 3d Cir. 2013; 15 U.S.C. 1692g(b), 1692e(10)).',
  'dispute_must_be_in_writing_misstated.description':
    'Usted puede disputar una deuda de cualquier forma, incluso por teléfono, para que el cobrador no la trate como válida. Solo el derecho a recibir la verificación (y la solicitud de los datos del acreedor original) requiere una disputa por escrito. Un aviso que dice que usted debe disputar por escrito para evitar que la deuda se dé por válida indica mal sus derechos.',
  'dispute_must_be_in_writing_misstated.the_notice_asks_for_a':
    'El aviso pide una disputa por escrito ("{0}"), pero para cartas enviadas antes de Riccio v. Sentry Credit (3d Cir. en banc, 26 de marzo de 2020) el Tercer Circuito interpretaba que 1692g(a)(3) exigía la forma escrita (Graziano v. Harrison), así que esto no se marca en su estado. La ley es distinta en otros lugares: la mayoría de los circuitos (Hooks, 2d Cir.; Camacho, 9th Cir.; Clark, 4th Cir.) sostienen que cualquier disputa, oral o escrita, cuenta.',
  'dispute_must_be_in_writing_misstated.the_letter_date_could_not':
    'No se pudo leer la fecha de la carta; si tiene fecha del 30 de noviembre de 2021 o posterior, se aplica la Regulation F (12 CFR 1006.34(c)(3)(iii)) y esto es claramente una declaración incorrecta.',
  'dispute_must_be_in_writing_misstated.regulation_f_requires_the_notice':
    'La Regulation F exige que el aviso diga que la deuda se dará por válida salvo que usted se comunique con el cobrador para disputarla (12 CFR 1006.34(c)(3)(iii)); cualquier disputa, incluso por teléfono, cuenta.',
  'dispute_must_be_in_writing_misstated.the_courts_of_your_circuit':
    'Los tribunales de su circuito sostienen que una disputa según 15 U.S.C. 1692g(a)(3) no tiene que ser por escrito (Hooks, Clark, Camacho).',
  'dispute_must_be_in_writing_misstated.most_courts_hooks_2d_cir':
    'La mayoría de los tribunales (Hooks, 2d Cir.; Camacho, 9th Cir.; Clark, 4th Cir.; el Tercer Circuito desde Riccio, 2020) sostienen que una disputa según 15 U.S.C. 1692g(a)(3) no tiene que ser por escrito; el Tercer Circuito (Graziano) lo interpretaba al revés para cartas anteriores a 2020.',
  'dispute_must_be_in_writing_misstated.your_dispute_rights_it_says':
    '{0} sus derechos de disputa: dice que la deuda se dará por válida salvo que usted la dispute por escrito ("{1}"). {2} Solo los derechos a la verificación y al nombre del acreedor original requieren una solicitud por escrito.',
  'dispute_must_be_in_writing_misstated.this_letter_appears_to_misstate': 'Esta carta parece indicar mal',
  'dispute_must_be_in_writing_misstated.this_letter_may_misstate': 'Esta carta podría indicar mal',
  'electronic_opt_out_missing.title': 'Correo electrónico o mensaje de texto sin instrucciones para darse de baja',
  'electronic_opt_out_missing.description':
    'Cada correo electrónico o mensaje de texto de un cobrador de deudas debe indicarle una forma sencilla de dejar de recibir correos o mensajes en esa dirección o ese número, sin costo y sin pedirle nada más que su decisión y la dirección o el número.',
  'electronic_opt_out_missing.you_told_us_this_letter':
    'Usted nos dijo que esta carta llegó en papel; la regla de darse de baja cubre correos electrónicos y mensajes de texto.',
  'electronic_opt_out_missing.assumed_this_is_an_email': 'Supusimos que esto es un correo electrónico o un mensaje de texto (muestra "{0}").',
  'electronic_opt_out_missing.this_looks_like_a_mailed':
    'Esto parece una carta enviada por correo postal (tiene direcciones postales o un talón para devolver por correo). La regla de darse de baja cubre correos electrónicos y mensajes de texto; díganos si llegó por correo electrónico o por mensaje de texto.',
  'electronic_opt_out_missing.did_this_message_reach_you': '¿Este mensaje le llegó por correo electrónico o por mensaje de texto?',
  'electronic_opt_out_missing.emails_and_text_messages_from':
    'Los correos electrónicos y mensajes de texto de un cobrador de deudas deben explicar cómo dejar de recibir más mensajes electrónicos. Díganos cómo le llegó este.',
  'electronic_opt_out_missing.the_message_is_dated_before':
    'El mensaje tiene fecha anterior al 30 de noviembre de 2021, cuando entró en vigor la Regulation F (12 CFR 1006.6(e)).',
  'electronic_opt_out_missing.this_email_or_text_does':
    'Este correo o mensaje de texto no parece decirle cómo dejar de recibir más mensajes electrónicos (por ejemplo, "responda STOP" o un enlace para darse de baja). La Regulation F exige que cada comunicación electrónica de un cobrador de deudas describa una forma razonable y sencilla de darse de baja (12 CFR 1006.6(e)).',
  'electronic_opt_out_missing.the_opt_out_instructions_ask':
    'Las instrucciones para darse de baja piden más que su decisión y su dirección de correo o número de teléfono ("{0}"). La Regulation F no permite una forma de darse de baja que exija un cargo ni ninguna otra información (12 CFR 1006.6(e)).',
  'electronic_opt_out_missing.the_message_explains_how_to': 'El mensaje explica cómo darse de baja ("{0}").',
  'employer_email_used.this_message_is_dated_before':
    'Este mensaje tiene fecha anterior al 30 de noviembre de 2021, cuando entró en vigor la Regulation F (12 CFR 1006.22(f)(3)).',
  'employer_email_used.you_said_the_collector_did':
    'Usted dijo que el cobrador no le escribió a una dirección de trabajo que conociera (o que usted la había usado o lo había permitido).',
  'employer_email_used.you_told_us_the_collector':
    'Usted nos dijo que el cobrador le escribió a una dirección que le da su empleador, que sabía que era del trabajo, y que usted no le había escrito desde esa dirección ni aceptado que la usara. Un cobrador de deudas no puede enviar correos a esa dirección (12 CFR 1006.22(f)(3)), porque su empleador podría leerlos.{0}',
  'employer_email_used.the_email_was_sent_to': ' El correo se envió a {0}.',
  'employer_email_used.the_letter_came_by_mail': 'La carta llegó por correo postal, no por correo electrónico.',
  'employer_email_used.nothing_shows_this_letter_came':
    'Nada muestra que esta carta llegara por correo electrónico; esta verificación trata de correos enviados a una dirección del trabajo.',
  'employer_email_used.this_email_was_sent_to':
    'Este correo se envió a {0}, que no parece un buzón personal. Un cobrador de deudas no puede escribirle a una dirección que sabe que le da su empleador, salvo que usted la haya usado para comunicarse con el cobrador o lo haya aceptado. Díganos si es una dirección del trabajo.',
  'employer_email_used.a_debt_collector_may_not':
    'Un cobrador de deudas no puede escribirle a una dirección que sabe que le da su empleador, salvo que usted la haya usado para comunicarse con el cobrador o lo haya aceptado. Díganos si este correo llegó a una dirección del trabajo.',
  'employer_email_used.title': 'Correo electrónico a una dirección que el cobrador sabe que es del empleador',
  'employer_email_used.description':
    'Un cobrador de deudas no puede escribirle a una dirección del trabajo que sabe (o debería saber) que le da su empleador, salvo que usted la haya usado para comunicarse con el cobrador o lo haya aceptado, porque su empleador podría leerla.',
  'envelope_language.the_letter_came_as_a': 'La carta llegó como postal, no en un sobre (vea postcard_communication).',
  'envelope_language.the_letter_came_electronically_not': 'La carta llegó por medios electrónicos, no en un sobre.',
  'envelope_language.a_debt_collector_may_print':
    'Un cobrador de deudas solo puede imprimir en el sobre su dirección (y un nombre comercial que no revele que cobra deudas). Díganos qué muestra su sobre.',
  'envelope_language.you_said_the_envelope_shows': 'Usted dijo que el sobre no muestra nada más que las direcciones y el franqueo.',
  'envelope_language.the_envelope_shows_only_addresses':
    'El sobre muestra solo direcciones, franqueo y elementos de manejo del correo, que están permitidos (comentario 22(f)(2)-1).',
  'envelope_language.your_state_and_so_your':
    'No sabemos en qué estado vive (ni, por lo tanto, su circuito federal); los tribunales no coinciden sobre las marcas "inofensivas" en los sobres.',
  'envelope_language.only_the_collector_s_address':
    'Solo la dirección del cobrador, y un nombre comercial que no muestre que es un cobrador de deudas, pueden aparecer en el sobre (15 U.S.C. 1692f(8); 12 CFR 1006.22(f)(2)).',
  'envelope_language.you_told_us_the_envelope':
    'Usted nos dijo que el sobre muestra "{0}". En el sobre no se permiten palabras que revelen una deuda o una cobranza a cualquier persona que maneje su correo. {1}',
  'envelope_language.you_told_us_the_envelope_2':
    'Usted nos dijo que el sobre muestra "{0}". Un número de cuenta o de referencia (o un código QR que lo contenga) visible en el sobre o por su ventanilla no está entre los elementos que la ley permite; el Tercer Circuito lo consideró una violación en Douglass v. Convergent Outsourcing (2014). {1}',
  'envelope_language.the_envelope_shows_courts_in':
    'El sobre muestra "{0}". Los tribunales de su circuito ({1}) reconocen una excepción de "lenguaje inofensivo" para las marcas que no revelan una deuda (Goswami, 5th Cir. 2004; Strand, 8th Cir. 2004), así que esto no se trata como una violación.',
  'envelope_language.you_told_us_the_envelope_3':
    'Usted nos dijo que el sobre muestra "{0}". {1} El Séptimo Circuito consideró que "TIME SENSITIVE DOCUMENT" ("documento urgente") en un sobre violaba esta norma (Preston v. Midland Credit Management, 2020){2}.',
  'envelope_language.and_that_decision_binds_courts': ', y esa decisión obliga a los tribunales de su circuito',
  'envelope_language.other_circuits_allow_harmless_markings':
    '; otros circuitos permiten las marcas inofensivas, así que este hallazgo es más débil fuera de los circuitos 3.º y 7.º',
  'envelope_language.title': 'Cualquier cosa en el sobre además de la dirección del cobrador y un nombre neutral',
  'envelope_language.description':
    'Un cobrador de deudas solo puede imprimir en el sobre su dirección, y su nombre comercial si ese nombre no muestra que cobra deudas. Su nombre y dirección, el franqueo, "forwarding service requested" y el código de barras postal están permitidos; palabras como "cobranza" o "pago vencido", o un número de cuenta visible por la ventanilla, no lo están.',
  'false_attorney_involvement.title': 'La carta da a entender que un abogado participa cuando ninguno lo hace realmente',
  'false_attorney_involvement.description':
    'Una carta de cobro no puede dar a entender que un abogado está manejando su cuenta, ni que viene de un abogado, salvo que un abogado haya revisado realmente su expediente. El membrete de un bufete, la firma de un abogado o las menciones a "nuestro departamento legal" en una carta producida en masa pueden hacerle creer que se está preparando una demanda.',
  'false_attorney_involvement.the_front_of_the_letter':
    'El frente de la carta dice que ningún abogado ha revisado personalmente la cuenta (Greco v. Trauner, Cohen & Thomas, 2d Cir. 2005). Supusimos que la declaración es clara y visible.',
  'false_attorney_involvement.this_letter_may_violate_federal':
    'Esta carta podría violar la ley federal: viene en el membrete de un bufete de abogados, y la declaración de que ningún abogado ha revisado su cuenta aparece solo en una página posterior o al reverso. Los tribunales han sostenido que una aclaración al reverso no corrige un frente que da a entender que un abogado maneja la cuenta (Lesher v. Law Offices of Mitchell N. Kay, 3d Cir. 2011); el Segundo Circuito es más flexible (Greco) (15 U.S.C. 1692e(3), (10)).',
  'false_attorney_involvement.this_letter_may_violate_federal_2':
    'Esta carta podría violar la ley federal: viene de una compañía de cobranza pero habla de sus abogados o de su departamento legal, lo que da a entender que unos abogados manejan su cuenta. Salvo que un abogado haya revisado realmente su expediente, eso es engañoso (15 U.S.C. 1692e(3), (10); 12 CFR 1006.18(b)(1)(iii)).',
  'false_attorney_involvement.this_letter_may_violate_federal_3':
    'Esta carta podría violar la ley federal: viene en el membrete de un bufete de abogados pero la firma personal que no es abogado, sin ninguna declaración de que un abogado revisó su cuenta. Una carta de un bufete da a entender que un abogado revisó el expediente de forma significativa; si ninguno lo hizo, es engañosa (15 U.S.C. 1692e(3), (10); Clomon v. Jackson, 2d Cir. 1993).',
  'false_attorney_involvement.this_letter_may_violate_federal_4':
    'Esta carta podría violar la ley federal: se envía a nombre de un abogado y habla de acciones legales, sin decir si un abogado revisó personalmente su cuenta. Las cartas producidas en masa con el nombre de un abogado, enviadas sin que un abogado revise el expediente de forma significativa, dan a entender falsamente la participación de un abogado (15 U.S.C. 1692e(3), (10); Clomon v. Jackson, 2d Cir. 1993).',
  'false_attorney_involvement.assumed_an_attorney_at_the':
    'Supusimos que un abogado del bufete revisó su cuenta de forma significativa antes de enviar esta carta; si ninguno lo hizo, la carta podría ser engañosa (Clomon v. Jackson).',
  'government_affiliation_implied.title': 'La carta da a entender que tiene respaldo del gobierno',
  'government_affiliation_implied.description':
    'Un cobrador de deudas no puede dar a entender que es parte del gobierno federal, estatal o local, que trabaja para él o que este lo aprueba, ni hacer que su carta parezca un documento oficial del gobierno. Un cobrador privado que trabaja para un acreedor del gobierno puede decirlo con exactitud.',
  'government_affiliation_implied.the_letter_says_accurately_that':
    'La carta dice con exactitud que el remitente es un cobrador privado o un abogado que trabaja para un organismo del gobierno (Sheriff v. Gillie, 2016); supusimos que esa declaración es verdadera.',
  'government_affiliation_implied.this_letter_may_violate_federal':
    'Esta carta podría violar la ley federal: el remitente usa un nombre o un título que suena a gobierno, o dice que es oficial o que está aprobado por el gobierno. Un cobrador de deudas no puede dar a entender que está vinculado con el gobierno federal, estatal o local, ni que este lo respalda (15 U.S.C. 1692e(1), (9); 12 CFR 1006.18(b)(1)(i), (c)(3)).',
  'innocent_purchaser_claim.title': 'Afirma falsamente que la cuenta pasó a un "comprador de buena fe a título oneroso" ("innocent purchaser for value")',
  'innocent_purchaser_claim.description':
    'Un cobrador de deudas no puede decir ni dar a entender falsamente que su cuenta se entregó a un "comprador de buena fe a título oneroso" ("innocent purchaser for value") o a un "tenedor de buena fe" ("holder in due course"), una etiqueta legal que se usa para sugerir que el nuevo dueño está libre de sus defensas y reclamos sobre el negocio original.',
  'innocent_purchaser_claim.this_letter_may_violate_federal':
    'Esta carta podría violar la ley federal: dice que su cuenta se entregó a un "innocent purchaser for value" o "holder in due course" (comprador o tenedor de buena fe), lo que sugiere que el nuevo dueño está libre de sus defensas. Un cobrador de deudas no puede afirmar ni dar a entender esto falsamente (15 U.S.C. 1692e(12); 12 CFR 1006.18(b)(1)(vi)). Quien compra una deuda de consumo en general la recibe sujeta a sus defensas.',
  'interest_accrual_not_disclosed.title': 'El saldo está aumentando pero la carta no lo dice',
  'interest_accrual_not_disclosed.description':
    'Si todavía se están añadiendo intereses o cargos a su deuda, una carta que indica un "saldo actual" sin decir que el monto podría aumentar puede hacerle creer que pagar esa cifra liquidará la deuda. Los tribunales del Segundo Circuito (Nueva York, Connecticut, Vermont) exigen que la carta lo diga, o que prometa aceptar el monto indicado hasta una fecha.',
  'interest_accrual_not_disclosed.this_letter_may_mislead_you':
    'Esta carta podría confundirlo sobre el monto de la deuda (15 U.S.C. 1692e, 1692e(2)(A)): advierte que el monto podría aumentar por intereses u otros cargos ("{0}"), pero usted nos dijo que ya no se puede añadir nada a este saldo. Decir que la deuda puede aumentar cuando no puede es engañoso (Boucher v. Finance System of Green Bay, 7th Cir. 2018).',
  'interest_accrual_not_disclosed.relies_on_your_answer_that': 'Se basa en su respuesta de que ya no se pueden añadir intereses ni cargos a este saldo.',
  'interest_accrual_not_disclosed.the_letter_warns_that_the':
    'La carta advierte que el monto podría aumentar por intereses u otros cargos ("{0}"). Esa redacción es legal cuando el saldo realmente puede aumentar, y engañosa cuando no puede (Boucher v. Finance System of Green Bay, 7th Cir. 2018): ¿puede aumentar?',
  'interest_accrual_not_disclosed.the_letter_says_the_balance':
    'La carta dice que el saldo no está aumentando ("{0}"), así que no se necesita ninguna advertencia (Taylor).',
  'interest_accrual_not_disclosed.the_letter_says_the_amount': 'La carta dice que el monto podría cambiar ("{0}").',
  'interest_accrual_not_disclosed.nothing_in_the_letter_shows':
    'Nada en la carta muestra que todavía se estén añadiendo intereses o cargos; si su saldo ha ido aumentando de una carta a otra, díganoslo, porque eso podría importar.',
  'interest_accrual_not_disclosed.avila_binds_in_the_second':
    'Avila es obligatorio en el Segundo Circuito (Nueva York, Connecticut, Vermont); en otros lugares los tribunales podrían decidir de otra forma.',
  'interest_accrual_not_disclosed.this_letter_may_mislead_you_2':
    'Esta carta podría confundirlo sobre el monto de la deuda (15 U.S.C. 1692e): indica un saldo ("{0}") mientras {1} ("{2}"), pero no dice que el monto podría aumentar, ni que el cobrador aceptará el monto indicado como pago total hasta una fecha determinada (Avila v. Riexinger). Antes de pagar, pida el monto exacto para liquidar la deuda el día en que pague.',
  'interest_accrual_not_disclosed.showing_that_interest_keeps_accruing': 'muestra que se siguen acumulando intereses',
  'interest_accrual_not_disclosed.its_itemization_shows_interest_or':
    'su desglose muestra intereses o cargos añadidos desde la cancelación contable sin decir si se añadirán más (Leitner v. Client Services)',
  'legal_process_misdescribed.title': 'Documentos legales reales descritos como si no requirieran ninguna acción',
  'legal_process_misdescribed.description':
    'Si lo demandan, los documentos del tribunal (citación y demanda) tienen plazos. Un cobrador de deudas no puede decirle que unos documentos legales reales no son un proceso legal, ni que no requieren ninguna acción de su parte. Ignorar una citación puede llevar a una sentencia en su contra.',
  'legal_process_misdescribed.you_told_us_a_lawsuit':
    'Usted nos dijo que se presentó una demanda por esta deuda; la carta se lee frente a esos documentos del tribunal.',
  'legal_process_misdescribed.this_letter_appears_to_tell':
    'Esta carta parece decirle que unos documentos reales del tribunal no son una demanda o que no requieren ninguna acción de su parte. Un cobrador de deudas no puede decir que un proceso legal no es un proceso legal ni que no requiere acción (15 U.S.C. 1692e(15); 12 CFR 1006.18(b)(1)(viii)). Una citación tiene un plazo: si no lo cumple, el tribunal puede dictar una sentencia en su contra. Lea la citación misma para conocer su plazo.',
  'loss_of_defenses_on_sale.title': 'Dice que vender la deuda le quitará sus defensas',
  'loss_of_defenses_on_sale.description':
    'Un cobrador de deudas no puede decir que vender, transferir o ceder su deuda le hará perder una defensa o un reclamo que usted tenga, ni que permitirá al nuevo dueño cobrar por cualquier medio que quiera. Sus derechos y defensas acompañan a la deuda.',
  'loss_of_defenses_on_sale.this_letter_may_violate_federal':
    'Esta carta podría violar la ley federal: dice que si su deuda se vende, se transfiere o se cede, usted perderá defensas, reclamos o el derecho a disputar, o que el nuevo dueño puede cobrar por cualquier medio. Sus derechos y defensas acompañan a la deuda, y un cobrador no puede decir lo contrario (15 U.S.C. 1692e(6); 12 CFR 1006.18(b)(1)(v)).',
  'mini_miranda_missing_subsequent.title': 'La carta no dice que es de un cobrador de deudas',
  'mini_miranda_missing_subsequent.description':
    'Cada carta que envía un cobrador de deudas debe decir que es de un cobrador de deudas. La primera también debe decir que el cobrador está tratando de cobrar una deuda y que usará cualquier información para ese fin. Los documentos del tribunal en una demanda son la excepción.',
  'mini_miranda_missing_subsequent.a_letter_to_someone_else':
    'Una carta a otra persona que solo pregunta dónde vive o trabaja usted no debe decir que trata de una deuda ni que es de un cobrador de deudas (15 U.S.C. 1692b(2), (5)); si reveló la deuda lo verifica third_party_letter_discloses_debt.',
  'mini_miranda_missing_subsequent.the_letter_says': 'La carta dice "{0}".',
};
