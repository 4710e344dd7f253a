/** Spanish for src/i18n/en.ts: envelopes, abusive content and the checks that need the person's own dates (§1.7–§1.9). Legal citations and {n} placeholders as in English. */
export const RULES_CONDUCT_AND_USER_DATES = {
  'coercive_debt_sale_advertisement.description':
    'Un cobrador de deudas no puede anunciar la venta de su deuda, ni amenazar con subastarla públicamente, para presionarlo a pagar. (Una simple declaración de que una cuenta puede venderse o transferirse a otra compañía no es un anuncio.)',
  'coercive_debt_sale_advertisement.this_letter_threatens_to_advertise':
    'Esta carta amenaza con anunciar o subastar su deuda ("{0}"). Un cobrador de deudas no puede anunciar la venta de una deuda para presionarlo a pagarla (15 U.S.C. 1692d(4); 12 CFR 1006.14(f)).',
  'coercive_debt_sale_advertisement.title': 'Anunciar la venta de la deuda para presionar el pago',
  'collection_after_dispute_before_verification.assumed_your_dispute_was_in':
    'Supusimos que su disputa fue por escrito y que llegó al cobrador antes del final del período de validación que indicaba su primer aviso.',
  'collection_after_dispute_before_verification.description':
    'Si usted disputa una deuda por escrito (o pide el nombre y la dirección del acreedor original) dentro del período de disputa, el cobrador de deudas debe dejar de cobrar el monto disputado hasta que le envíe información que verifique la deuda (o el nombre y la dirección del acreedor original).',
  'collection_after_dispute_before_verification.if_you_disputed_this_debt':
    'Si usted disputó esta deuda por escrito dentro del plazo del primer aviso del cobrador, el cobrador debe dejar de cobrar hasta que le envíe la verificación. Su respuesta nos dice si esta carta llegó demasiado pronto.',
  'collection_after_dispute_before_verification.the_letter_does_not_ask': 'La carta no pide ningún pago.',
  'collection_after_dispute_before_verification.the_letter_says_your_dispute':
    'La carta dice que su disputa repite una anterior que ya respondió, lo que la norma permite (12 CFR 1006.38(d)(2)(ii)).',
  'collection_after_dispute_before_verification.this_letter_appears_to_answer':
    'Esta carta parece responder a su disputa ("{0}"); una vez enviada la verificación, el cobro puede reanudarse (15 U.S.C. 1692g(b)).',
  'collection_after_dispute_before_verification.this_letter_is_undated_tell':
    'Esta carta no tiene fecha. Díganos cuándo la recibió, para compararla con la fecha de su disputa.',
  'collection_after_dispute_before_verification.this_letter_sent_after_your':
    'Esta carta, enviada después de su disputa, pide un pago. Eso solo está permitido si el cobrador ya le había enviado información que verifica la deuda. Díganos si lo había hecho.',
  'collection_after_dispute_before_verification.title': 'El cobro continuó después de una disputa por escrito hecha a tiempo',
  'collection_after_dispute_before_verification.you_said_the_collector_had':
    'Usted dijo que el cobrador ya había enviado la verificación, así que puede reanudar el cobro.',
  'collection_after_dispute_before_verification.you_said_you_did_not': 'Usted dijo que no envió una disputa por escrito dentro del plazo.',
  'collection_after_dispute_before_verification.you_told_us_you_disputed':
    'Usted nos dijo que disputó esta deuda por escrito el {0}, dentro del período de disputa, y que el cobrador no había enviado la verificación. Esta carta posterior sigue pidiendo un pago ("{1}"). Hasta que envíe la verificación (o, si usted pidió los datos del acreedor original, el nombre y la dirección de ese acreedor), un cobrador de deudas debe dejar de cobrar el monto disputado (15 U.S.C. 1692g(b); 12 CFR 1006.38(d)(2)).',
  'contact_after_cease_or_refusal.assumed_your_request_was_in':
    'Supusimos que su solicitud fue por escrito (o enviada por un medio electrónico que el cobrador acepta) y que se envió al cobrador que mandó esta carta.',
  'contact_after_cease_or_refusal.description':
    'Cuando un cobrador de deudas recibe su solicitud por escrito para que deje de comunicarse con usted, o su negativa por escrito a pagar, debe detenerse. Solo puede escribirle una vez más para decir que deja de hacerlo, o que él o el acreedor pueden usar (o piensan usar) un recurso legal específico, no para pedir un pago.',
  'contact_after_cease_or_refusal.if_you_told_the_collector':
    'Si usted le dijo al cobrador por escrito que deje de comunicarse con usted, o que se niega a pagar, después solo puede escribirle para decir que deja de hacerlo o para nombrar un recurso que podría usar. Su respuesta nos dice si esta carta llegó después de su solicitud.',
  'contact_after_cease_or_refusal.the_letter_proposes_terms_a':
    'La carta propone condiciones (un acuerdo o una forma de pagar) sin exigir el pago. En el Sexto Circuito, una carta así, enviada después de una solicitud para que deje de comunicarse, se interpreta como aviso de un recurso que el cobrador usa habitualmente, lo que la ley permite (Lewis v. ACB Business Services, 135 F.3d 389 (6th Cir. 1998); 15 U.S.C. 1692c(c)(2)).',
  'contact_after_cease_or_refusal.request_to_stop': 'solicitud para que deje de comunicarse',
  'contact_after_cease_or_refusal.the_letter_does_not_ask':
    'La carta no pide ningún pago; después de una solicitud para que deje de comunicarse, un cobrador todavía puede decir que deja de hacerlo o nombrar un recurso que podría usar (15 U.S.C. 1692c(c)).',
  'contact_after_cease_or_refusal.the_letter_says_the_collector':
    'La carta dice que el cobrador deja de comunicarse, lo que la ley todavía permite después de una solicitud para que deje de hacerlo (15 U.S.C. 1692c(c)(1)).',
  'contact_after_cease_or_refusal.this_letter_is_undated_tell':
    'Esta carta no tiene fecha. Díganos cuándo la recibió, para compararla con la fecha de su solicitud para que deje de comunicarse.',
  'contact_after_cease_or_refusal.title': 'Carta recibida después de su aviso por escrito para que dejen de comunicarse o de que se niega a pagar',
  'contact_after_cease_or_refusal.you_said_you_did_not':
    'Usted dijo que no le envió al cobrador una solicitud por escrito para que deje de comunicarse ni una negativa a pagar.',
  'contact_after_cease_or_refusal.you_told_us_you_sent':
    'Usted nos dijo que le envió al cobrador una solicitud por escrito para que deje de comunicarse con usted (o una negativa a pagar) el {0}. Esta carta posterior sigue pidiendo un pago ("{1}"). Después de recibir esa solicitud, un cobrador de deudas solo puede decirle que deja de comunicarse, o que él o el acreedor pueden usar, o piensan usar, un recurso específico (15 U.S.C. 1692c(c); 12 CFR 1006.6(c)). Guarde una copia de su solicitud y un comprobante de envío.',
  'contact_represented_consumer.you_told_us_the_collector':
    'Usted nos dijo que el cobrador sabía que un abogado lo representa en esta deuda. El texto que tenemos no muestra a quién se dirigió la carta. Si se le envió a usted, el cobrador debió tratar con su abogado; si se envió a su abogado, eso es lo que exige la ley. Díganos cuál fue el caso.',
  'contact_represented_consumer.you_told_us_the_collector_2':
    'Usted nos dijo que el cobrador sabía, antes de escribir esta carta, que un abogado lo representa en esta deuda. Esta carta va dirigida directamente a usted. Salvo que su abogado no haya respondido en un plazo razonable o haya aceptado el contacto directo, un cobrador de deudas debe comunicarse con su abogado, no con usted (15 U.S.C. 1692c(a)(2); 12 CFR 1006.6(b)(2)). Entréguele esta carta a su abogado.',
  'contact_represented_consumer.you_said_this_letter_was':
    'Usted dijo que esta carta se envió a su abogado, no a usted: así es como la ley dice que un cobrador debe tratar con alguien que sabe que tiene abogado (15 U.S.C. 1692c(a)(2)).',
  'contact_represented_consumer.assumed_the_collector_knew_or':
    'Supusimos que el cobrador conocía, o podía averiguar fácilmente, el nombre y la dirección de su abogado.',
  'contact_represented_consumer.description':
    'Cuando un cobrador de deudas sabe que un abogado lo representa en una deuda, y puede averiguar el nombre y la dirección del abogado, debe tratar con su abogado en lugar de comunicarse con usted, salvo que el abogado no responda en un plazo razonable o acepte el contacto directo.',
  'contact_represented_consumer.if_a_lawyer_represents_you':
    'Si un abogado lo representa en esta deuda y el cobrador lo sabía, el cobrador debe tratar con su abogado, no escribirle a usted. Díganos si eso se aplica.',
  'contact_represented_consumer.says_your_lawyer_agreed_to': 'dice que su abogado aceptó o pidió el contacto directo con usted',
  'contact_represented_consumer.says_your_lawyer_did_not': 'dice que su abogado no respondió al cobrador',
  'contact_represented_consumer.answers_a_request_you_made':
    'responde a una solicitud que usted mismo le hizo al cobrador (su propio consentimiento, 15 U.S.C. 1692c(a); comentario 6(b)(2)-1)',
  'contact_represented_consumer.says_your_lawyer_represents_you':
    'dice que su abogado lo representa en otro asunto, no en esta deuda ("con respecto a dicha deuda", 15 U.S.C. 1692c(a)(2))',
  'contact_represented_consumer.is_written_to_your_lawyer': 'está dirigida a su abogado o se envía por medio de su abogado',
  'contact_represented_consumer.only_says_the_account_is':
    'solo dice que la cuenta está pagada o liquidada y no pide nada, así que no es una comunicación para cobrar la deuda',
  'contact_represented_consumer.only_says_your_dispute_or':
    'solo dice que su disputa o su carta se recibió y se está revisando, y no pide nada, así que no es una comunicación para cobrar la deuda',
  'contact_represented_consumer.says_it_is_not_an':
    'dice que no es un intento de cobrar una deuda y no pide nada (ni un pago, ni una oferta, ni información sobre sus finanzas), así que no es una comunicación para cobrar la deuda',
  'contact_represented_consumer.the_letter_which_the_law': 'La carta {0} ("{1}"), lo que la ley permite (15 U.S.C. 1692c(a)(2)).',
  'contact_represented_consumer.this_letter_says_the_collector':
    'Esta carta dice que el cobrador sabe que usted tiene un abogado ("{0}"), pero le escribe directamente a usted. Cuando un cobrador sabe que un abogado lo representa en una deuda, debe tratar con el abogado, salvo que el abogado no responda o lo acepte. Díganos si eso se aplica.',
  'contact_represented_consumer.title': 'Carta enviada directamente a un consumidor que el cobrador sabe que tiene abogado',
  'contact_represented_consumer.you_said_the_collector_did':
    'Usted dijo que el cobrador no sabía que un abogado lo representa en esta deuda (o que su abogado no respondió o aceptó el contacto directo).',
  'debtor_list_publication.description':
    'Un cobrador de deudas no puede publicar, ni amenazar con publicar, su nombre en una lista de personas que "se niegan a pagar", ya sea en un periódico, en internet, o ante su comunidad o su empleador. Reportar la deuda a una agencia de crédito es la única excepción.',
  'debtor_list_publication.telling_your_employer_family_or':
    ' Contarle a su empleador, a su familia o a sus vecinos sobre la deuda también está prohibido en general (15 U.S.C. 1692c(b)).',
  'debtor_list_publication.this_letter_threatens_to_make':
    'Esta carta amenaza con hacer pública su deuda ("{0}"). Un cobrador de deudas no puede publicar, ni amenazar con publicar, una lista de personas que supuestamente se niegan a pagar sus deudas, ni exponerlo a la vergüenza de otro modo para cobrar; la única excepción es reportar a una agencia de informes de crédito (15 U.S.C. 1692d(3); 12 CFR 1006.14(e)).{1}',
  'debtor_list_publication.title': 'Amenaza de publicar que el consumidor se niega a pagar',
  'employer_email_used.a_debt_collector_may_not':
    'Un cobrador de deudas no puede escribirle a una dirección que sabe que le da su empleador, salvo que usted la haya usado para comunicarse con el cobrador o lo haya aceptado. Díganos si este correo llegó a una dirección del trabajo.',
  'employer_email_used.description':
    'Un cobrador de deudas no puede escribirle a una dirección del trabajo que sabe (o debería saber) que le da su empleador, salvo que usted la haya usado para comunicarse con el cobrador o lo haya aceptado, porque su empleador podría leerla.',
  'employer_email_used.nothing_shows_this_letter_came':
    'Nada muestra que esta carta llegara por correo electrónico; esta verificación trata de correos enviados a una dirección del trabajo.',
  'employer_email_used.the_email_was_sent_to': ' El correo se envió a {0}.',
  'employer_email_used.the_letter_came_by_mail': 'La carta llegó por correo postal, no por correo electrónico.',
  'employer_email_used.this_email_was_sent_to':
    'Este correo se envió a {0}, que no parece un buzón personal. Un cobrador de deudas no puede escribirle a una dirección que sabe que le da su empleador, salvo que usted la haya usado para comunicarse con el cobrador o lo haya aceptado. Díganos si es una dirección del trabajo.',
  'employer_email_used.this_message_is_dated_before':
    'Este mensaje tiene fecha anterior al 30 de noviembre de 2021, cuando entró en vigor la Regulation F (12 CFR 1006.22(f)(3)).',
  'employer_email_used.title': 'Correo electrónico a una dirección que el cobrador sabe que es del empleador',
  'employer_email_used.you_said_the_collector_did':
    'Usted dijo que el cobrador no le escribió a una dirección de trabajo que conociera (o que usted la había usado o lo había permitido).',
  'employer_email_used.you_told_us_the_collector':
    'Usted nos dijo que el cobrador le escribió a una dirección que le da su empleador, que sabía que era del trabajo, y que usted no le había escrito desde esa dirección ni aceptado que la usara. Un cobrador de deudas no puede enviar correos a esa dirección (12 CFR 1006.22(f)(3)), porque su empleador podría leerlos.{0}',
  'envelope_language.a_business_name_or_a':
    'Un nombre comercial, o una palabra, que muestre que el remitente cobra deudas no puede aparecer en el sobre (Rutyna v. Collection Accounts Terminal, N.D. Ill. 1979; Keasey v. Judgment Enforcement Law Firm, W.D. Mich. 2014).',
  'envelope_language.a_code_on_the_envelope':
    'Un código en el sobre o en su ventanilla que contenga su número de cuenta, como un código QR, no está entre los elementos que la ley permite; el Tercer Circuito así lo decidió en Daubert v. NRA Group (2017) y DiNaples v. MRS BPO (2019){0}.',
  'envelope_language.this_assumes_the_code_holds':
    '. Esto supone que el código contiene su número de cuenta o su saldo, como los de esos casos; si al escanearlo no muestra nada sobre usted, la conclusión es más débil',
  'envelope_language.your_circuit_has_not_ruled':
    'Su circuito ({0}) no se ha pronunciado sobre esto, y sus tribunales de distrito han decidido que un simple número de cuenta o de referencia, o un código que lo contenga, no revela nada sobre una deuda a quien ve el sobre (Perez v. Global Credit & Collection, S.D.N.Y. 2015; Gelinas v. Retrieval-Masters Creditors Bureau, W.D.N.Y. 2015; Martell v. ARS National Services, S.D. Fla. 2016), apartándose de la decisión contraria del Tercer Circuito en Douglass v. Convergent Outsourcing (2014), por lo que aquí no se muestra como infracción.',
  'envelope_language.your_circuit_has_not_ruled_2':
    ' Su circuito ({0}) no se ha pronunciado sobre esto, y tribunales de distrito de otros lugares han decidido que un simple número o código es inofensivo (Perez v. Global Credit & Collection, S.D.N.Y. 2015), por lo que esta conclusión es más débil aquí.',
  'envelope_language.your_circuit_has_not_ruled_3':
    'Su circuito no se ha pronunciado sobre esto, y la mayoría de los tribunales de distrito fuera de los Circuitos 3.º, 6.º y 7.º permiten en el sobre marcas que no revelan una deuda, siguiendo la excepción de "lenguaje inofensivo" de los Circuitos 5.º y 8.º (Goswami, 2004; Strand, 2004; Masuda v. Thomas Richards & Co., C.D. Cal. 1991: "PERSONAL & CONFIDENTIAL"). Los Circuitos 6.º y 7.º leen la norma tal como está escrita y lo tratarían como una infracción (Donovan v. FirstCredit, 2020; Preston v. Midland, 2020), por lo que aquí no se muestra como infracción{0}.',
  'envelope_language.a_debt_collector_may_print':
    'Un cobrador de deudas solo puede imprimir en el sobre su dirección (y un nombre comercial que no revele que cobra deudas). Díganos qué muestra su sobre.',
  'envelope_language.a_sum_of_money_on':
    'Una suma de dinero en el sobre o visible por su ventanilla le dice a cualquiera que maneje su correo cuánto se le pide pagar; como un número de cuenta, es información sobre la deuda, no algo que haga funcionar el correo (Douglass v. Convergent Outsourcing, 3d Cir. 2014).',
  'envelope_language.an_account_or_reference_number':
    'Un número de cuenta o de referencia visible en el sobre o por su ventanilla no está entre los elementos que la ley permite; el Tercer Circuito lo consideró una violación en Douglass v. Convergent Outsourcing (2014).',
  'envelope_language.and_a_government_body_as': ', y un organismo del gobierno como remitente da a entender que es el gobierno quien le escribe',
  'envelope_language.and_that_decision_binds_courts': ', y esa decisión obliga a los tribunales de su circuito',
  'envelope_language.assumed_the_letter_came_in':
    'Supusimos que la carta llegó en un sobre con ventanilla y que estas palabras se ven por la ventanilla; díganos qué muestra su sobre para confirmarlo.',
  'envelope_language.assumed_these_lines_show_through':
    'Supusimos que estas líneas se ven por la ventanilla del sobre, como la indicación postal que las acompaña; díganos qué muestra su sobre para confirmarlo.',
  'envelope_language.courts_in_your_circuit_recognise':
    'Los tribunales de su circuito ({0}) reconocen una excepción de "lenguaje inofensivo" para las marcas que no revelan una deuda (Goswami, 5th Cir. 2004; Strand, 8th Cir. 2004), así que esto no se trata como una violación{1}.',
  'envelope_language.description':
    'Un cobrador de deudas solo puede imprimir en el sobre su dirección, y su nombre comercial si ese nombre no muestra que cobra deudas. Su nombre y dirección, el franqueo, "forwarding service requested" y el código de barras postal están permitidos; palabras como "cobranza" o "pago vencido", o un número de cuenta visible por la ventanilla, no lo están.',
  'envelope_language.donovan_v_firstcredit_6th_cir': 'Donovan v. FirstCredit, 6th Cir. 2020',
  'envelope_language.douglass_v_convergent_outsourcing_3d': 'Douglass v. Convergent Outsourcing, 3d Cir. 2014',
  'envelope_language.preston_v_midland_credit_management': 'Preston v. Midland Credit Management, 7th Cir. 2020',
  'envelope_language.read_from_the_envelope_in':
    'Leído del sobre en lo que usted subió (lleva "{0}"): muestra solo direcciones, franqueo y elementos de manejo del correo, que están permitidos (comentario 22(f)(2)-1).',
  'envelope_language.regulation_f_which_governs_letters':
    '; la Regulation F, que rige las cartas desde el 30 de noviembre de 2021, repite las palabras de la ley, y ningún tribunal ha dicho que eso cambie esta regla',
  'envelope_language.the_envelope_itself': 'el sobre mismo',
  'envelope_language.the_envelope_or_window_area': 'El sobre o la zona de la ventanilla en lo que usted subió muestra "{0}". {1}',
  'envelope_language.the_envelope_shows': 'El sobre muestra "{0}". {1}',
  'envelope_language.the_envelope_shows_only_addresses':
    'El sobre muestra solo direcciones, franqueo y elementos de manejo del correo, que están permitidos (comentario 22(f)(2)-1).',
  'envelope_language.the_letter_came_as_a': 'La carta llegó como postal, no en un sobre (vea postcard_communication).',
  'envelope_language.the_letter_came_electronically_not': 'La carta llegó por medios electrónicos, no en un sobre.',
  'envelope_language.the_part_of_the_letter': 'la parte de la carta que se ve por la ventanilla del sobre',
  'envelope_language.the_seventh_circuit_held_that':
    'El Séptimo Circuito consideró que "TIME SENSITIVE DOCUMENT" ("documento urgente") en un sobre violaba esta norma (Preston v. Midland Credit Management, 2020){0}.',
  'envelope_language.the_sixth_circuit_agrees_donovan':
    '; el Sexto Circuito coincide (Donovan v. FirstCredit, 2020), pero el Quinto y el Octavo permiten las marcas inofensivas, así que este hallazgo es más débil fuera de los circuitos 3.º, 6.º y 7.º',
  'envelope_language.the_sixth_circuit_reads_this':
    'El Sexto Circuito aplica esta norma tal como está escrita, sin excepción para palabras "inofensivas", y consideró que "Payment in full is enclosed." ("se adjunta el pago total") visible por la ventanilla del sobre basta para reclamar por esta norma (Donovan v. FirstCredit, 2020); esa decisión obliga a los tribunales de su circuito.',
  'envelope_language.this_letter_prints_just_above':
    'Esta carta imprime "{0}" justo encima de su nombre y dirección, la parte de la página que se ve por la ventanilla del sobre. Probablemente es una infracción, a menos que su sobre no tenga ventanilla o tape esa línea: en el sobre o por su ventanilla solo pueden aparecer la dirección del cobrador y un nombre comercial que no muestre que es un cobrador de deudas (15 U.S.C. 1692f(8); 12 CFR 1006.22(f)(2); {1}).',
  'envelope_language.title': 'Cualquier cosa en el sobre además de la dirección del cobrador y un nombre neutral',
  'envelope_language.words_of_legal_action_or':
    'Las palabras de acción legal o de ejecución en el exterior del correo le dicen a cualquiera que lo maneje que se trata de una cobranza de deudas, y ningún circuito las considera inofensivas.',
  'envelope_language.words_that_reveal_a_debt':
    'En el sobre no se permiten palabras que revelen una deuda o una cobranza a cualquier persona que maneje su correo.',
  'envelope_language.you_said_the_envelope_shows': 'Usted dijo que el sobre no muestra nada más que las direcciones y el franqueo.',
  'envelope_language.you_told_us_the_envelope':
    'Usted nos dijo que el sobre muestra "{0}" como remitente. En el sobre solo pueden aparecer la dirección del propio cobrador y un nombre comercial que no muestre que cobra deudas; el nombre de otro remitente ahí es un nombre distinto del nombre verdadero del cobrador{1} (15 U.S.C. 1692e(14), 1692f(8){2}; Peter v. GC Services, 5th Cir. 2002).',
  'envelope_language.what_you_uploaded_shows_it':
    'Lo que usted subió muestra {0} (lleva "{1}"), y se lee "{2}". {3} Solo la dirección del cobrador, y un nombre comercial que no muestre que es un cobrador de deudas, pueden aparecer en el sobre (15 U.S.C. 1692f(8){4}).',
  'envelope_language.you_told_us_the_envelope_2':
    'Usted nos dijo que el sobre muestra "{0}". {1} Solo la dirección del cobrador, y un nombre comercial que no muestre que es un cobrador de deudas, pueden aparecer en el sobre (15 U.S.C. 1692f(8){2}).',
  'envelope_language.your_state_and_so_your':
    'No sabemos en qué estado vive (ni, por lo tanto, su circuito federal); los tribunales no coinciden sobre las marcas "inofensivas" en los sobres.',
  'obscene_or_abusive_language.a_debt_collector_may_not':
    'Un cobrador de deudas no puede usar lenguaje obsceno o grosero, ni lenguaje con el fin de insultar a quien lee (15 U.S.C. 1692d(2); 12 CFR 1006.14(d)).',
  'obscene_or_abusive_language.description':
    'Un cobrador de deudas no puede usar lenguaje obsceno o grosero, expresiones ofensivas ni insultos con el fin de ofenderlo o humillarlo (por ejemplo, llamarlo "moroso sinvergüenza", "mentiroso" o "ladrón").',
  'obscene_or_abusive_language.this_letter_calls_you_names':
    'Esta carta lo insulta ({0}, en "{1}"). El lenguaje cuyo efecto natural es insultar o humillar a quien lee podría violar la ley federal. {2}',
  'obscene_or_abusive_language.this_letter_uses_profane_or': 'Esta carta usa lenguaje grosero u obsceno ({0}). {1}',
  'obscene_or_abusive_language.title': 'Groserías o lenguaje con el fin de insultar a quien lee',
  'postcard_communication.a_debt_collector_may_not':
    'Un cobrador de deudas no puede comunicarse con usted sobre una deuda por medio de una postal. Díganos si esto llegó como postal o en un sobre cerrado.',
  'postcard_communication.a_page_letter_is_not': 'Una carta de {0} páginas no es una postal.',
  'postcard_communication.description':
    'Un cobrador de deudas no puede comunicarse con usted sobre una deuda por medio de una postal ni de cualquier otro envío abierto que otras personas puedan leer, porque expone su deuda a cualquiera que maneje su correo.',
  'postcard_communication.the_card_s_words_reveal': ' Las palabras de la postal revelan la deuda a cualquiera que la lea.',
  'postcard_communication.the_letter_came_electronically_not': 'La carta llegó por medios electrónicos, no por correo postal.',
  'postcard_communication.title': 'Cobro por medio de una postal',
  'postcard_communication.you_said_the_letter_came': 'Usted dijo que la carta llegó en un sobre cerrado, no como postal.',
  'postcard_communication.you_told_us_this_came':
    'Usted nos dijo que esto llegó como postal. Un cobrador de deudas no puede comunicarse con usted sobre una deuda por medio de una postal, porque cualquier persona que maneje su correo puede leerla (15 U.S.C. 1692f(7); 12 CFR 1006.22(f)(1)).{0}',
  'third_party_letter_discloses_debt.a_debt_collector_may_not':
    'Un cobrador de deudas no puede hablarle de su deuda a nadie más que a usted (o a su cónyuge, su abogado o algunas otras personas que la ley trata como usted). Díganos si esta carta iba dirigida a otra persona.',
  'third_party_letter_discloses_debt.and_it_reveals_the_debt':
    '{0}, y revela la deuda. Aparte del cónyuge del consumidor, el padre, la madre o el tutor de un menor, un albacea o administrador y el abogado del consumidor, un cobrador de deudas no puede hablar de la deuda de un consumidor con nadie; solo puede pedirle a un tercero la ubicación del consumidor, sin mencionar la deuda (15 U.S.C. 1692c(b), 1692b(2); 12 CFR 1006.6(d)(1), 1006.10(b)(2)).',
  'third_party_letter_discloses_debt.assumed_the_addressee_is_not':
    'Supusimos que el destinatario no es el cónyuge del deudor, el padre, la madre o el tutor de un deudor menor de edad, ni el albacea o administrador de la herencia.',
  'third_party_letter_discloses_debt.description':
    'Un cobrador de deudas no puede contarles a otras personas (familiares, compañeros de vivienda, su empleador) sobre su deuda. Solo puede comunicarse con ellas para averiguar dónde vive o trabaja usted, sin decir por qué. Su cónyuge, el padre, la madre o el tutor de un menor, el albacea de una herencia y su abogado se tratan como usted.',
  'third_party_letter_discloses_debt.the_letter_does_not_mention':
    'La carta no menciona ninguna deuda; un cobrador puede pedirle a un tercero solo la ubicación de un consumidor, sin decir por qué (15 U.S.C. 1692b).',
  'third_party_letter_discloses_debt.the_letter_is_addressed_to': 'La carta va dirigida a alguien que la ley trata como el consumidor ("{0}").',
  'third_party_letter_discloses_debt.this_is_a_court_garnishment':
    'Esta es una orden judicial de embargo entregada a un empleador, que es un proceso legal posterior a una sentencia.',
  'third_party_letter_discloses_debt.this_letter_appears_to_be': 'Esta carta parece ir dirigida a otra persona que no es quien debe la deuda',
  'third_party_letter_discloses_debt.title': 'Una carta enviada a otra persona que no es el consumidor revela la deuda',
  'third_party_letter_discloses_debt.you_said_the_letter_was': 'Usted dijo que la carta iba dirigida a la persona que debe la deuda.',
  'third_party_letter_discloses_debt.you_told_us_this_letter': 'Usted nos dijo que esta carta iba dirigida a otra persona que no es quien debe la deuda',
  'threat_violence.a_debt_collector_may_not':
    'Un cobrador de deudas no puede usar ni amenazar con usar la violencia u otros medios delictivos para dañarlo a usted, su reputación o sus bienes (15 U.S.C. 1692d(1); 12 CFR 1006.14(c)). Si se siente en peligro, comuníquese con la policía.',
  'threat_violence.description':
    'Un cobrador de deudas no puede usar ni amenazar con usar la violencia ni ningún otro medio delictivo para dañarlo a usted, a su familia, su reputación o sus bienes, ni llamarle o comunicarse con usted una y otra vez para molestarlo, abusar de usted o acosarlo.',
  'threat_violence.this_letter_contains_words_that':
    'Esta carta contiene palabras que podrían tener el fin de intimidarlo ("{0}") y que podrían leerse como una amenaza de daño, lo que podría violar la ley federal. {1}',
  'threat_violence.this_letter_says_the_collector':
    'Esta carta dice que el cobrador le llamará o le enviará mensajes sin descanso ("{0}"). Un cobrador de deudas no puede hacer sonar su teléfono, ni comunicarse con usted, de forma repetida o continua con la intención de molestarlo, abusar de usted o acosarlo (15 U.S.C. 1692d(5); 12 CFR 1006.14(b)). Lleve un registro de las llamadas y los mensajes que reciba.',
  'threat_violence.this_letter_threatens_harm': 'Esta carta amenaza con hacerle daño ("{0}"). {1}',
  'threat_violence.title': 'Amenaza de violencia, de daño delictivo o de llamadas acosadoras',
} as const satisfies Record<string, string>;
