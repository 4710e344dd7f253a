/** Spanish for src/i18n/en.ts: the rules of the validation notice (legal reference §1.1). Legal citations and {n} placeholders as in English. */
export const RULES_VALIDATION_NOTICE = {
  'vn_account_number.an_account_number': 'un número de cuenta',
  'vn_account_number.assumed_the_debt_had_an': 'Supusimos que la deuda tenía un número de cuenta con el acreedor.',
  'vn_account_number.assumed_this_debt_a_medical':
    'Supusimos que esta deuda (una factura médica o similar) nunca tuvo número de cuenta; si lo tuvo, el aviso debía mostrarlo (comentario 34(c)(2)(iv)-1).',
  'vn_account_number.description':
    'Un aviso de validación debe mostrar el número de cuenta que tenía la deuda con el acreedor en la fecha del desglose (los últimos cuatro dígitos son suficientes). El número de referencia propio del cobrador no lo reemplaza.',
  'vn_account_number.this_notice_does_not_show':
    'Este aviso no muestra el número de cuenta de la deuda. Un aviso de validación debe mostrar el número de cuenta que tenía la deuda en la fecha del desglose, o una parte reconocible de él, como los últimos cuatro dígitos (12 CFR 1006.34(c)(2)(iv)).',
  'vn_account_number.this_notice_shows_only_the':
    'Este aviso muestra solo el número de referencia propio del cobrador, no el número de cuenta que tenía la deuda con el acreedor. Un aviso de validación debe mostrar ese número de cuenta, o una parte reconocible de él, como los últimos cuatro dígitos (12 CFR 1006.34(c)(2)(iv)).',
  'vn_account_number.title': 'Falta el número de cuenta',
  'vn_amount_on_itemization_date.description':
    'Un aviso de validación debe indicar cuánto debía usted en la fecha del desglose (incluidos los intereses y cargos que se debían entonces), para que pueda ver cómo creció la deuda desde ese momento.',
  'vn_amount_on_itemization_date.the_amount_owed_on_the': 'el monto que se debía en la fecha del desglose',
  'vn_amount_on_itemization_date.the_itemization_is_on_a':
    'El desglose está en una página aparte que no formaba parte del texto leído; no se verificó el monto en la fecha del desglose.',
  'vn_amount_on_itemization_date.the_line_for_the_amount':
    'La línea del monto que usted debía en la fecha del desglose está en blanco. Un aviso de validación debe indicar ese monto (12 CFR 1006.34(c)(2)(vii)).',
  'vn_amount_on_itemization_date.this_notice_does_not_state':
    'Este aviso no indica cuánto debía usted en una fecha del desglose (por ejemplo, "Al [fecha], usted debía $…"). Un aviso de validación debe indicarlo (12 CFR 1006.34(c)(2)(vii)).',
  'vn_amount_on_itemization_date.this_notice_gives_an_itemization':
    'Este aviso da una fecha del desglose pero no el monto que usted debía en esa fecha. Un aviso de validación debe indicarlo, incluidos los intereses y cargos que se debían entonces (12 CFR 1006.34(c)(2)(vii)).',
  'vn_amount_on_itemization_date.title': 'Falta el monto en la fecha del desglose',
  'vn_assumed_valid_statement.by_the_end_date': 'antes de la fecha final',
  'vn_assumed_valid_statement.courts_in_new_york_have': 'tribunales de Nueva York han sostenido',
  'vn_assumed_valid_statement.courts_in_new_york_in': 'tribunales de Nueva York, en este circuito, han sostenido',
  'vn_assumed_valid_statement.courts_in_pennsylvania_have_held': 'tribunales de Pensilvania han sostenido',
  'vn_assumed_valid_statement.courts_in_pennsylvania_in_this': 'tribunales de Pensilvania, en este circuito, han sostenido',
  'vn_assumed_valid_statement.courts_in_virginia_have_held': 'tribunales de Virginia han sostenido',
  'vn_assumed_valid_statement.courts_in_virginia_in_this': 'tribunales de Virginia, en este circuito, han sostenido',
  'vn_assumed_valid_statement.diaz_v_residential_credit_solutions': 'Diaz v. Residential Credit Solutions, E.D.N.Y. 2013',
  'vn_assumed_valid_statement.galuska_v_collectors_training_inst': 'Galuska v. Collectors Training Inst., M.D. Pa. 2008',
  'vn_assumed_valid_statement.description':
    'Un aviso de validación debe decirle que, salvo que usted se comunique con el cobrador para disputar la deuda antes de la fecha final, el cobrador dará por válida la deuda. Cualquier contacto cuenta, incluida una llamada telefónica.',
  'vn_assumed_valid_statement.this_notice_does_not_tell':
    'Este aviso no le dice que, salvo que usted dispute la deuda {0}, el cobrador la dará por válida. Un aviso de validación debe incluir esa declaración ({1}).',
  'vn_assumed_valid_statement.this_notice_says_the_debt':
    'Este aviso dice que la deuda "se asumirá" válida sin decir quién lo asumirá. Lo que dice la ley es que el cobrador de deudas asumirá que la deuda es válida; {0} que la forma pasiva no le dice quién lo asume, de modo que usted podría pensar que un tribunal o el acreedor tratará la deuda como debida (15 U.S.C. 1692g(a)(3); {1}).',
  'vn_assumed_valid_statement.this_notice_says_the_creditor':
    'Este aviso dice que el acreedor, y no el cobrador de deudas, asumirá que la deuda es válida. Lo que dice la ley es que el cobrador de deudas asumirá que la deuda es válida; {0} que una declaración que no dice que el cobrador lo asume no cumple, y esta le dice que el acreedor tratará la deuda como debida (15 U.S.C. 1692g(a)(3); {1}).',
  'vn_assumed_valid_statement.title': 'Falta la declaración "daremos por válida la deuda"',
  'vn_assumed_valid_statement.within_30_days': 'dentro de los 30 días',
  'vn_cfpb_website_statement.description':
    'Para tarjetas de crédito, préstamos y otros productos financieros de consumo, un aviso de validación debe decirle que hay más información sobre sus derechos en el cobro de deudas en el sitio web de la CFPB, www.cfpb.gov/debt-collection.',
  'vn_cfpb_website_statement.the_cfpb_website_statement': 'la referencia al sitio web de la CFPB',
  'vn_cfpb_website_statement.the_notice_points_to_the':
    'El aviso remite a "{0}", la otra dirección web de la CFPB, en lugar de www.cfpb.gov/debt-collection; se considera que cumple el requisito.',
  'vn_cfpb_website_statement.this_notice_does_not_tell':
    'Este aviso no le dice que puede obtener más información sobre sus derechos en el sitio web de la CFPB, www.cfpb.gov/debt-collection. Para un producto financiero de consumo, como una tarjeta de crédito o un préstamo, un aviso de validación debe incluir esa declaración (12 CFR 1006.34(c)(3)(iv)).',
  'vn_cfpb_website_statement.title': 'Falta la referencia al sitio web de la CFPB',
  'vn_collector_communication_disclosure.assumed_the_collector_did_not':
    'Supusimos que el cobrador no lo llamó ni se comunicó con usted de otra forma antes de esta carta (después de un primer contacto verbal basta con la declaración más corta).',
  'vn_collector_communication_disclosure.description':
    'Un aviso de validación debe decir que viene de un cobrador de deudas. Si es el primer contacto del cobrador con usted, también debe decir que el cobrador está tratando de cobrar una deuda y que usará cualquier información que usted le dé para ese fin.',
  'vn_collector_communication_disclosure.the_collector_contacted_you_before':
    'El cobrador se comunicó con usted antes de esta carta, así que basta con la declaración corta "de un cobrador de deudas" (comentario 34(c)(1)-1).',
  'vn_collector_communication_disclosure.the_letter_says_the_collector':
    'La carta dice que el cobrador habló con usted antes de ella ("{0}"), así que basta con la declaración corta "de un cobrador de deudas" (comentario 34(c)(1)-1). Si el cobrador nunca habló con usted antes de esta carta, díganos que fue la primera comunicación.',
  'vn_collector_communication_disclosure.read_as_the_collector_s':
    'Se leyó como la primera comunicación del cobrador con usted por las propias palabras de la carta ("{0}"). Si el cobrador lo llamó antes de esta carta, díganos: entonces basta con la declaración más corta.',
  'vn_collector_communication_disclosure.the_debt_collector_disclosure': 'la declaración de cobrador de deudas',
  'vn_collector_communication_disclosure.this_notice_never_says_that':
    'Este aviso nunca dice que viene de un cobrador de deudas ni que el remitente está tratando de cobrar una deuda. Un aviso de validación debe incluir esa declaración ({0}).',
  'vn_collector_communication_disclosure.this_notice_says_it_is':
    'Este aviso dice que es de un cobrador de deudas, pero no que cualquier información que usted dé se usará para cobrar la deuda. Esa declaración más corta solo basta si el cobrador se comunicó con usted antes (por ejemplo, por teléfono). ¿Fue este su primer contacto con usted?',
  'vn_collector_communication_disclosure.this_notice_says_it_is_2':
    'Este aviso dice que es de un cobrador de deudas, pero como primer contacto del cobrador con usted también debía decir que el cobrador está tratando de cobrar una deuda y que cualquier información obtenida se usará para ese fin ({0}; 1006.18(e)(1)).',
  'vn_collector_communication_disclosure.title': 'Falta la declaración "esta comunicación es de un cobrador de deudas"',
  'vn_collector_name_and_dispute_address.addressee_block': 'bloque del destinatario',
  'vn_collector_name_and_dispute_address.description':
    'Un aviso de validación debe dar el nombre del cobrador de deudas y la dirección postal donde acepta disputas y solicitudes del nombre del acreedor original. Un número de teléfono o un sitio web por sí solos no son suficientes.',
  'vn_collector_name_and_dispute_address.it_offers_only_a_phone': ' Solo ofrece un número de teléfono o un sitio web, lo que no cumple el requisito.',
  'vn_collector_name_and_dispute_address.read_the_address_in_the': 'Leímos la dirección del aviso como la suya ({0}).',
  'vn_collector_name_and_dispute_address.the_only_postal_address_in':
    'La única dirección postal de este aviso parece ser la suya; falta la dirección postal del cobrador de deudas para disputas y solicitudes.{0} Un aviso de validación debe incluirla (12 CFR 1006.34(c)(2)(i)).',
  'vn_collector_name_and_dispute_address.the_text_looks_like_an':
    'El texto parece un extracto de una carta (sin membrete ni bloque del destinatario); se necesita la carta completa para verificar la dirección del cobrador.',
  'vn_collector_name_and_dispute_address.this_notice_gives_no_postal':
    'Este aviso no da ninguna dirección postal del cobrador de deudas, así que usted no puede saber adónde enviar una disputa o una solicitud del nombre del acreedor original.{0} Un aviso de validación debe incluir el nombre del cobrador y la dirección postal en la que acepta disputas (12 CFR 1006.34(c)(2)(i)).',
  'vn_collector_name_and_dispute_address.title': 'Falta el nombre del cobrador o la dirección postal para disputas',
  'vn_consumer_name_and_address.description':
    'Un aviso de validación debe mostrar su nombre y su dirección postal, con la versión más completa y exacta de su nombre que tenga el cobrador.',
  'vn_consumer_name_and_address.the_text_looks_like_an':
    'El texto parece un extracto de una carta (sin membrete ni bloque del destinatario); se necesita la carta completa para verificar su nombre y su dirección.',
  'vn_consumer_name_and_address.this_notice_does_not_show':
    'Este aviso no muestra su nombre ni su dirección postal; la única dirección que tiene es la del cobrador. Un aviso de validación debe incluirlos (12 CFR 1006.34(c)(2)(ii)).',
  'vn_consumer_name_and_address.this_notice_names_you_but':
    'Este aviso lo nombra a usted pero no muestra su dirección postal. Un aviso de validación debe incluir su nombre y su dirección postal (12 CFR 1006.34(c)(2)(ii)).',
  'vn_consumer_name_and_address.title': 'Falta el nombre o la dirección postal del consumidor, o están incompletos',
  'vn_consumer_name_and_address.whether_your_name_is_complete':
    'Si su nombre está completo (sin omitir un segundo nombre o un sufijo conocidos) no se puede saber por la carta; compárelo con sus propios documentos.',
  'vn_current_amount.courts_differ_an_undated_notice':
    'Los tribunales no coinciden: un aviso sin fecha que seguía el formulario modelo de la CFPB se consideró legal en Bergida v. PlusFour (D. Nev. 2023), mientras que otros tribunales han dejado que esos reclamos sigan adelante.',
  'vn_current_amount.description':
    'Un aviso de validación debe indicar el monto de la deuda a la fecha del aviso (un solo total si se combinan varias deudas).',
  'vn_current_amount.a_date_on_the_letter': 'una fecha en la carta',
  'vn_current_amount.the_amount_of_the_debt': 'el monto de la deuda',
  'vn_current_amount.the_notice_is_undated_but': 'El aviso no tiene fecha pero indica el monto "ahora" o "hoy" ("{0}"). {1} En su circuito no se marca.',
  'vn_current_amount.this_notice_carries_no_date':
    'Este aviso no tiene fecha, pero indica lo que usted debe "ahora" o "hoy" ("{0}"), así que usted no puede saber desde qué día se miden ese monto y el plazo para responder. Eso podría no indicar con claridad el monto de la deuda (15 U.S.C. 1692g(a)(1), 1692e). {1}',
  'vn_current_amount.this_notice_does_not_state':
    'Este aviso no indica el monto de la deuda. Un aviso de validación debe indicar el monto que usted debe a la fecha del aviso ({0}).',
  'vn_current_amount.this_notice_gives_a_balance':
    'Este aviso da un saldo a una fecha muy anterior a la carta ("{0}") pero nunca dice cuánto debe usted ahora. Un aviso de validación debe indicar el monto de la deuda a la fecha del aviso, para que usted sepa qué se le reclama hoy ({1}; Miller v. McCalla, Raymer, Padrick, Cobb, Nichols & Clark, 7th Cir. 2000).',
  'vn_current_amount.this_notice_gives_only_what':
    'Este aviso da solo lo que era la deuda cuando comenzó ("{0}"): el monto prestado, financiado o adeudado al principio, no lo que usted debe ahora. Un aviso de validación debe indicar el monto de la deuda a la fecha del aviso, para que usted sepa qué se le reclama hoy, con los intereses, cargos y pagos desde entonces ({1}; Rivera v. Ralph F. Casale & Associates, D.N.J. 2014).',
  'vn_current_amount.this_notice_mentions_dollar_amounts':
    'Este aviso menciona montos en dólares pero nunca indica el monto de la deuda que usted debe ahora. Un aviso de validación debe indicarlo ({0}).',
  'vn_current_amount.title': 'Falta el monto actual de la deuda',
  'vn_current_creditor.description': 'Un aviso de validación debe nombrar al acreedor al que se le debe la deuda ahora (se permite un nombre comercial).',
  'vn_current_creditor.read_the_creditor_named_in': 'Leímos al acreedor nombrado en "{0}" como el acreedor actual, al que la carta llama "{1}".',
  'vn_current_creditor.read_the_sender_as_the': 'Leímos al remitente, {0}, como el acreedor al que se le debe la deuda: la carta dice "{1}".',
  'vn_current_creditor.steffek_v_client_services_7th': 'Steffek v. Client Services, 7th Cir. 2020; Janetos v. Fulton Friedman & Gullace, 7th Cir. 2016',
  'vn_current_creditor.datiz_v_international_recovery_associates': 'Datiz v. International Recovery Associates, E.D.N.Y. 2016',
  'vn_current_creditor.this_notice_gives_mortgage_electronic':
    'Este aviso da a Mortgage Electronic Registration Systems (MERS) como el acreedor ("{0}"). MERS solo tiene la hipoteca o la escritura de garantía como mandatario (nominee) del prestamista y no se le debe la deuda, así que el aviso no nombra al acreedor al que se le debe la deuda y tergiversa quién es ({1}; 15 U.S.C. 1692e; Shoup v. McCurdy & Candler, 11th Cir. 2012).',
  'vn_current_creditor.this_notice_names_a_servicer':
    'Este aviso nombra a un administrador (servicer) de la cuenta ("{0}"), pero nunca al acreedor al que se le debe la deuda ahora. Un administrador gestiona o cobra la cuenta por cuenta de su dueño; nombrarlo no nombra al acreedor, lo que un aviso de validación debe hacer ({1}; Bryan v. Credit Control, 2d Cir. 2020).',
  'vn_current_creditor.this_notice_gives_a_name':
    'Este aviso da un nombre solo en su referencia ("{0}") y nunca dice que esa parte sea el acreedor al que se le debe la deuda ahora, ni si todavía es dueña de la deuda. Un nombre sin ninguna palabra sobre su papel no identifica al acreedor actual, lo que un aviso de validación debe hacer ({1}; {2}).',
  'vn_current_creditor.this_notice_calls_the_creditor':
    'Este aviso llama al acreedor solo "{0}", y nada de lo que señala nombra a nadie: ninguna línea de referencia ni otras palabras dan el nombre del acreedor al que se le debe la deuda, lo que un aviso de validación debe hacer ({1}; McGinty v. Professional Claims Bureau, E.D.N.Y. 2016).',
  'vn_current_creditor.read_the_only_creditor_the':
    'Leímos a "{0}", el único acreedor que nombra la carta, como el acreedor actual: usted nos dijo que la deuda no se vendió, y en el Séptimo Circuito una carta que nombra a un solo acreedor como "acreedor original" y a ningún otro identifica al acreedor (Smith v. Simm Associates, 7th Cir. 2019).',
  'vn_current_creditor.this_notice_names_only_the':
    'Este aviso nombra solo al acreedor original, {0}, y a nadie más. En el Séptimo Circuito eso identifica al acreedor al que se le debe la deuda si {1} sigue siendo su dueño (Smith v. Simm Associates, 7th Cir. 2019); si la deuda se vendió a otra empresa, el aviso no nombra al acreedor al que se le debe ahora (15 U.S.C. 1692g(a)(2)). ¿Se vendió la deuda?',
  'vn_current_creditor.this_notice_names_only_the_2':
    'Este aviso nombra solo al acreedor original, {0}, y usted nos dijo que la deuda se vendió a otra empresa. Nunca nombra al acreedor al que se le debe la deuda ahora, lo que un aviso de validación debe hacer ({1}; Janetos v. Fulton Friedman & Gullace, 7th Cir. 2016).',
  'vn_current_creditor.the_current_creditor': 'el acreedor actual',
  'vn_current_creditor.read_the_party_named_in': 'Leímos a la parte nombrada en "{0}" como la que la carta llama "{1}".',
  'vn_current_creditor.the_name_of_the_creditor': 'el nombre del acreedor',
  'vn_current_creditor.this_notice_says_only_that':
    'Este aviso dice solo que el cobrador actúa para "{0}" y nunca da el nombre de ese acreedor. Llamar al acreedor por su función no da "el nombre del acreedor al que se le debe la deuda", lo que un aviso de validación debe hacer ({1}; Sparkman v. Zwicker & Associates, E.D.N.Y. 2005; McGinty v. Professional Claims Bureau, E.D.N.Y. 2016).',
  'vn_current_creditor.this_letter_asks_you_to':
    'Esta carta le pide que pague pero nunca nombra al acreedor al que se le debe la deuda{0}. Si es la primera carta que el cobrador le envió, el cobrador tenía que dar ese nombre en ella o en un aviso por escrito dentro de los cinco días siguientes ({1}); una carta que exige un pago y nunca dice a quién se le debe le impide saber si usted le debe algo a este cobrador.',
  'vn_current_creditor.names_no_one': ' ("{0}" no nombra a nadie)',
  'vn_current_creditor.assumed_no_other_notice_from':
    'Suponemos que no le llegó ningún otro aviso del cobrador, dentro de los cinco días siguientes a esta carta, que nombrara al acreedor.',
  'vn_current_creditor.this_letter_asks_you_to_2':
    'Esta carta le pide que pague pero nunca nombra al acreedor al que se le debe la deuda. Si es la primera carta que recibió de este cobrador sobre esta deuda, el cobrador tenía que dar ese nombre en ella o en un aviso dentro de los cinco días siguientes (15 U.S.C. 1692g(a)(2)); una carta posterior no tiene que hacerlo. ¿Es la primera carta?',
  'vn_current_creditor.this_notice_does_not_name':
    'Este aviso no nombra al acreedor al que se le debe la deuda ahora. Un aviso de validación debe nombrar al acreedor actual ({0}).',
  'vn_current_creditor.this_notice_does_not_say':
    'Este aviso no dice con claridad a quién se le debe la deuda ahora. Su línea de referencia nombra a más de una parte ("{0}") y la carta nunca dice cuál de ellas es el acreedor actual, lo que un aviso de validación debe hacer ({1}; Janetos v. Fulton Friedman & Gullace, 7th Cir. 2016; Dix v. National Credit Systems, D. Ariz. 2017).',
  'vn_current_creditor.read_the_one_creditor_named':
    'Se leyó el único acreedor nombrado en "{0}" como el acreedor actual: la carta no nombra a nadie más y dice que viene de un cobrador de deudas, lo que tribunales fuera del Segundo Circuito han considerado suficiente para identificar al acreedor sin la palabra "acreedor" (Encarnacion v. Financial Corp. of America, M.D. Fla. 2019). En el Segundo Circuito se ha considerado insuficiente un nombre solo en el encabezado (Datiz v. International Recovery Associates, E.D.N.Y. 2016).',
  'vn_current_creditor.this_notice_does_not_say_2':
    'Este aviso no dice con claridad a quién se le debe la deuda ahora. Menciona una cuenta o un acreedor original, pero nunca nombra al acreedor actual, lo que un aviso de validación debe hacer ({0}).',
  'vn_current_creditor.this_notice_follows_the_cfpb':
    'Este aviso sigue el formulario modelo de la CFPB, pero donde el formulario da el nombre del acreedor solo dice "{0}". El puerto seguro del formulario modelo cubre su redacción, no el nombre que el cobrador completa: un aviso de validación debe dar el nombre del acreedor al que se le debe la deuda ({1}15 U.S.C. 1692g(a)(2); McGinty v. Professional Claims Bureau, E.D.N.Y. 2016).',
  'vn_current_creditor.this_notice_follows_the_cfpb_2':
    'Este aviso sigue el formulario modelo de la CFPB, pero donde el formulario da el nombre del acreedor solo dice "{0}", y el aviso no nombra a ningún acreedor en otra parte. El puerto seguro del formulario modelo cubre su redacción, no el nombre que el cobrador debe completar: un aviso de validación debe dar el nombre del acreedor al que se le debe la deuda ({1}15 U.S.C. 1692g(a)(2)).',
  'vn_current_creditor.this_notice_names_the_parties':
    'Este aviso nombra a las partes entre las que pasó la cuenta ("{0}"), pero nunca dice a cuál de ellas se le debe la deuda ahora. Un aviso de validación debe nombrar al acreedor actual como aquel al que usted le debe ({1}15 U.S.C. 1692g(a)(2); Janetos v. Fulton Friedman & Gullace, 7th Cir. 2016).',
  'vn_current_creditor.this_letter_s_reference_line':
    'La línea de referencia de esta carta nombra a más de una parte ("{0}") y nunca dice a cuál de ellas se le debe la deuda ahora. Si es la primera carta que usted recibió de este cobrador, debía nombrar al acreedor actual (15 U.S.C. 1692g(a)(2); Dix v. National Credit Systems, D. Ariz. 2017). ¿Es la primera carta?',
  'vn_current_creditor.this_notice_says_the_account':
    'Este aviso dice que la cuenta fue transferida ("{0}"), lo que se lee como una venta o una cesión completa de la deuda, no como un acreedor que la encarga a un cobrador, y nunca dice a quién se le debe la deuda ahora. Un aviso de validación debe nombrar al acreedor actual como aquel al que usted le debe ({1}15 U.S.C. 1692g(a)(2); Meintzinger v. Sortis Holdings, E.D.N.Y. 2019; Janetos v. Fulton Friedman & Gullace, 7th Cir. 2016).',
  'vn_current_creditor.this_notice_names_as_the':
    'Este aviso nombra a {0} como el acreedor ("{1}"), pero también vincula el cobro a {2} ("{3}") sin decir qué relación hay entre los dos. Un consumidor no puede saber a cuál de ellos se le debe la deuda ahora; un aviso de validación debe nombrar con claridad al acreedor actual ({4}15 U.S.C. 1692g(a)(2); Taylor v. Alltran Financial, S.D. Ind. 2018; Janetos v. Fulton Friedman & Gullace, 7th Cir. 2016).',
  'vn_current_creditor.this_letter_names_one_company':
    'Esta carta nombra a una compañía como el acreedor y vincula el cobro a otra ("{0}") sin decir qué relación hay entre las dos. Si es la primera carta que usted recibió de este cobrador, debía decir con claridad a quién se le debe la deuda ahora (15 U.S.C. 1692g(a)(2); Taylor v. Alltran Financial, S.D. Ind. 2018). ¿Es la primera carta?',
  'vn_current_creditor.this_letter_names_the_parties':
    'Esta carta nombra a las partes entre las que pasó la cuenta ("{0}"), pero nunca dice a cuál de ellas se le debe la deuda ahora. Si es la primera carta que usted recibió de este cobrador, debía nombrar al acreedor actual como aquel al que usted le debe (15 U.S.C. 1692g(a)(2); Janetos v. Fulton Friedman & Gullace, 7th Cir. 2016). ¿Es la primera carta?',
  'vn_current_creditor.this_letter_speaks_of_the':
    'Esta carta habla del acreedor ("{0}") pero no da el nombre del acreedor al que se le debe la deuda ahora. Si es la primera carta que usted recibió de este cobrador sobre esta deuda, debía dar ese nombre (15 U.S.C. 1692g(a)(2)); una carta posterior no. ¿Es la primera carta?',
  'vn_current_creditor.this_letter_speaks_of_the_2':
    'Esta carta habla del acreedor pero no da el nombre del acreedor al que se le debe la deuda ahora. Si es la primera carta que usted recibió de este cobrador sobre esta deuda, debía dar ese nombre (15 U.S.C. 1692g(a)(2)); una carta posterior no. ¿Es la primera carta?',
  'vn_current_creditor.this_notice_names_the_creditor':
    'Este aviso nombra al acreedor solo como "{0}", una serie de abreviaturas que no se lee como el nombre de nadie. Una abreviatura identifica al acreedor solo si el acreedor opera bajo ella; de lo contrario, el aviso no da el nombre del acreedor al que se le debe la deuda ({1}15 U.S.C. 1692g(a)(2); Burgos-Rodriguez v. Continental Central Credit, D.P.R. 2023).',
  'vn_current_creditor.title': 'Falta el acreedor actual',
  'vn_dispute_prompts.a_response_section': 'una sección de respuesta',
  'vn_dispute_prompts.description':
    'La sección de respuesta de un aviso de validación debe permitirle marcar por qué disputa la deuda: "I want to dispute the debt because I think:" ("Quiero disputar la deuda porque creo que:"), y luego "This is not my debt." ("Esta no es mi deuda."), "The amount is wrong." ("El monto es incorrecto.") y "Other" ("Otro"), en ese orden.',
  'vn_dispute_prompts.i_want_to_dispute_the': '"I want to dispute the debt because I think:" ("Quiero disputar la deuda porque creo que:")',
  'vn_dispute_prompts.other_please_describe_on_reverse':
    '"Other (please describe on reverse or attach additional information)." ("Otro (describa al reverso o adjunte información adicional).")',
  'vn_dispute_prompts.the_amount_is_wrong': '"The amount is wrong." ("El monto es incorrecto.")',
  'vn_dispute_prompts.the_dispute_prompts_of_this':
    'Las casillas de disputa de este aviso no están en el orden exigido ("I want to dispute the debt because I think:", "This is not my debt.", "The amount is wrong.", "Other"). La norma establece ese orden (12 CFR 1006.34(c)(4)(i)).',
  'vn_dispute_prompts.the_response_section_of_this':
    'A la sección de respuesta de este aviso le falta la(s) casilla(s) de disputa{0} {1}. Un aviso de validación debe incluir cada una de ellas (12 CFR 1006.34(c)(4)(i)).',
  'vn_dispute_prompts.this_is_not_my_debt': '"This is not my debt." ("Esta no es mi deuda.")',
  'vn_dispute_prompts.this_notice_has_no_dispute':
    'Este aviso no tiene casillas de disputa para marcar (como "I want to dispute the debt because I think:", "This is not my debt.", "The amount is wrong.", "Other"). Un aviso de validación debe incluirlas en su sección de respuesta (12 CFR 1006.34(c)(4)(i)).',
  'vn_dispute_prompts.title': 'Faltan las casillas de disputa de "¿Cómo quiere responder?"',
  'vn_dispute_right_statement.description':
    'Un aviso de validación debe decirle que, si usted disputa la deuda por escrito antes de la fecha final, el cobrador debe dejar de cobrarla hasta que le envíe la verificación de la deuda (o una copia de una sentencia).',
  'vn_dispute_right_statement.get_verification_of_the_debt': 'obtener la verificación de la deuda',
  'vn_dispute_right_statement.have_the_collector_obtain_and': 'hacer que el cobrador obtenga y le envíe por correo la verificación de la deuda',
  'vn_dispute_right_statement.obtain_and_mail': 'obtener y enviarle por correo',
  'vn_dispute_right_statement.obtain_and_mail_verification': 'obtener y enviar por correo la verificación',
  'vn_dispute_right_statement.stop_collecting_until_it_sends': 'dejar de cobrar hasta que le envíe',
  'vn_dispute_right_statement.stop_collecting_until_it_sends_2': 'dejar de cobrar hasta que envíe la verificación',
  'vn_dispute_right_statement.that_collection_stops_until_then': 'que el cobro se suspende hasta entonces',
  'vn_dispute_right_statement.that_the_collector_will_send': 'que el cobrador enviará la verificación de la deuda (o una copia de una sentencia)',
  'vn_dispute_right_statement.that_the_dispute_must_be': 'que la disputa debe ser por escrito para activar esta protección',
  'vn_dispute_right_statement.this_notice_does_not_tell':
    'Este aviso no le dice que, si usted disputa la deuda por escrito {0}, el cobrador debe {1} la verificación de la deuda o una copia de una sentencia. Un aviso de validación debe incluir esa declaración ({2}).',
  'vn_dispute_right_statement.this_notice_s_statement_about':
    'La declaración de este aviso sobre la disputa de la deuda está incompleta: no dice {0}. La ley exige la declaración completa, y omitir una parte podría confundirlo sobre cómo proteger sus derechos ({1}).',
  'vn_dispute_right_statement.this_notice_promises_when_you':
    'Este aviso promete {0} cuando usted dispute la deuda, pero nunca dice que la disputa debe ser por escrito. Solo una disputa por escrito obliga al cobrador a {1}, así que la declaración podría hacerle perder esa protección si disputa de otra manera ({2}; Bishop v. Ross Earle & Bonan, 11th Cir. 2016).',
  'vn_dispute_right_statement.this_notice_tells_you_to':
    'Este aviso le dice que puede {0} mediante un paso que no necesita ser por escrito, y nunca dice que la disputa debe ser por escrito. Solo una disputa por escrito obliga al cobrador a {1}; una llamada u otro aviso no lo obliga, así que la declaración podría hacerle perder esa protección ({2}; Bishop v. Ross Earle & Bonan, 11th Cir. 2016).',
  'vn_dispute_right_statement.this_notice_tells_you_that':
    'Este aviso le dice que disputar la deuda sin hacerlo por escrito (hablando con el cobrador) le da derecho a la verificación de la deuda. Solo una disputa por escrito obliga al cobrador a {0}; una disputa por teléfono o en persona no lo obliga, así que la declaración podría hacerle perder esa protección ({1}).',
  'vn_dispute_right_statement.title': 'Falta la declaración sobre la disputa por escrito y la suspensión del cobro',
  'vn_dispute_right_statement.to_obtain_and_mail_you': 'obtener y enviarle por correo la verificación de la deuda',
  'vn_dispute_right_statement.verification_of_the_debt': 'la verificación de la deuda',
  'vn_electronic_dispute_statement.assumed_the_notice_came_by':
    'Supusimos que el aviso llegó por correo postal (nada en él sugiere un correo electrónico o una página web); las instrucciones para disputar por medios electrónicos solo son obligatorias cuando el aviso se entrega por medios electrónicos. Si le llegó por correo electrónico o en línea, díganoslo.',
  'vn_electronic_dispute_statement.assumed_the_notice_was_delivered': 'Supusimos que el aviso se entregó por medios electrónicos (dice "{0}").',
  'vn_electronic_dispute_statement.description':
    'Un aviso de validación enviado por correo electrónico o por un sitio web debe explicar cómo puede usted disputar la deuda y pedir los datos del acreedor original por medios electrónicos (por ejemplo, una dirección de correo electrónico o una página web donde se aceptan disputas).',
  'vn_electronic_dispute_statement.the_notice_came_on_paper':
    'El aviso llegó en papel; en ese caso las instrucciones para disputar por medios electrónicos son opcionales (12 CFR 1006.34(d)(3)(v)(B)).',
  'vn_electronic_dispute_statement.this_notice_was_delivered_electronically':
    'Este aviso se entregó por medios electrónicos pero no dice cómo puede usted disputar la deuda o pedir los datos del acreedor original por medios electrónicos (una dirección de correo electrónico o una página web donde se aceptan disputas). Un aviso de validación entregado por medios electrónicos debe explicarlo (12 CFR 1006.34(c)(3)(v)).',
  'vn_electronic_dispute_statement.title': 'Faltan las instrucciones para disputar por medios electrónicos en un aviso enviado electrónicamente',
  'vn_end_date_missing.description':
    'Desde el 30 de noviembre de 2021, cada declaración de sus derechos en un aviso de validación debe dar la fecha real hasta la cual puede actuar (el final del período de validación), no solo "dentro de 30 días".',
  'vn_end_date_missing.in_this_notice_give_no':
    '{0} de este aviso no dan ninguna fecha final{1}, mientras que las otras sí. Cada declaración debe indicar la fecha final del período de validación (12 CFR 1006.34(c)(3)(i)–(iii)).',
  'vn_end_date_missing.in_this_notice_gives_no':
    '{0} de este aviso no da ninguna fecha final{1}, mientras que las otras sí. Cada declaración debe indicar la fecha final del período de validación (12 CFR 1006.34(c)(3)(i)–(iii)).',
  'vn_end_date_missing.it_counts_30_days_instead': '; en su lugar cuenta "30 días"',
  'vn_end_date_missing.it_counts_30_days_instead_2': ' (en su lugar cuenta "30 días")',
  'vn_end_date_missing.the_assumed_valid_statement': 'la declaración "se dará por válida"',
  'vn_end_date_missing.the_dispute_and_verification_statement': 'la declaración de disputa y verificación',
  'vn_end_date_missing.the_original_creditor_statement': 'la declaración sobre el acreedor original',
  'vn_end_date_missing.this_notice_carries_no_date':
    'Este aviso no tiene fecha, y sin embargo cuenta el tiempo que usted tiene para disputar la deuda desde "la fecha de esta carta" ("{0}"). Usted no puede saber cuándo termina ese plazo, así que el aviso no da un final a los derechos que declara (15 U.S.C. 1692g(a)(3)-(5), 1692e(10){1}).',
  'vn_end_date_missing.this_notice_carries_no_date_2':
    'Este aviso no tiene fecha y no da una fecha final para sus derechos; en su lugar cuenta "{0}". Esa es la redacción de la ley, válida para un aviso enviado antes del 30 de noviembre de 2021; un aviso enviado desde entonces debe indicar la fecha en que termina el período de validación (12 CFR 1006.34(c)(3)). ¿Cuándo lo recibió?',
  'vn_end_date_missing.this_notice_does_not_give':
    'Este aviso no da una fecha específica hasta la cual usted puede disputar la deuda o pedir los datos del acreedor original{0}. Desde la Regulation F, un aviso de validación debe indicar la fecha final del período de validación en cada una de estas declaraciones (12 CFR 1006.34(c)(3)(i)–(iii)).',
  'vn_end_date_missing.title': 'No hay una fecha final específica del período de validación',
  'vn_end_date_too_early.description':
    'El período de validación termina 30 días después de que usted recibe el aviso, y el cobrador no puede suponer que lo recibió antes de cinco días hábiles después de enviarlo. Una fecha final anterior acorta el tiempo que usted tiene para disputar.',
  'vn_end_date_too_early.the_end_date_is_earlier':
    'La fecha final es anterior al {0} solo si el día laborable en que se observa un feriado que cae en fin de semana no se cuenta como día hábil; el texto de la norma no lo resuelve, así que no se marca.',
  'vn_end_date_too_early.the_letter_says_an_end':
    'La carta dice que una fecha final que da es la que dio su aviso del {0}, así que esa fecha se compara con la fecha de ese aviso.',
  'vn_end_date_too_early.the_letter_is_undated_so': 'La carta no tiene fecha, así que no se puede calcular la fecha final más temprana que permite la ley.',
  'vn_end_date_too_early.the_notice_states_no_validation':
    'El aviso no indica ninguna fecha final del período de validación que se pueda verificar (vea vn_end_date_missing).',
  'vn_end_date_too_early.this_notice_gives_as_the':
    'Este aviso da el {0} como el final del período de validación. Para un aviso con fecha del {1}, el cobrador puede suponer que usted lo recibió no antes del {2} (cinco días hábiles después, sin contar fines de semana ni feriados federales), así que el período no puede terminar antes del {3}. La fecha indicada se adelanta {4} día{5} y acorta el tiempo que usted tiene para disputar la deuda o pedir los datos del acreedor original (12 CFR 1006.34(b)(5)).',
  'vn_end_date_too_early.title': 'La fecha final del período de validación es anterior a lo que permite la ley',
  'vn_end_date_too_early.used_the_letter_date_as':
    'Usamos la fecha de la carta como la fecha en que se envió el aviso; una fecha de envío posterior haría que la fecha final legal fuera aún más tarde.',
  'vn_itemization_arithmetic.and_12_cfr_1006_34': ' y 12 CFR 1006.34(c)(2)(vii)–(ix)',
  'vn_itemization_arithmetic.description':
    'El monto que se debía en la fecha del desglose, más los intereses y cargos, menos los pagos y créditos, debe ser igual al monto actual que indica el aviso. Un desglose que no cuadra indica mal el monto de la deuda.',
  'vn_itemization_arithmetic.parts_of_this_letter_were': 'Algunas partes de esta carta fueron difíciles de leer; compare los montos con la carta en papel.',
  'vn_itemization_arithmetic.the_itemization_has_more_rows': 'El desglose tiene más filas que intereses, cargos y pagos; se sumaron todas sus filas.',
  'vn_itemization_arithmetic.the_amounts_this_letter_lists':
    'Las cantidades que esta carta detalla no suman el total que pide: {0} = {1}, pero indica "{2}" como {3}, {4} más que sus partes, sin que nada en la carta diga qué es la diferencia. Un cobrador debe indicar con exactitud el monto de la deuda y solo puede cobrar cantidades que pueda demostrar que se deben (15 U.S.C. 1692e(2)(A), 1692f(1), 1692g(a)(1)). Antes de pagar, pregunte por escrito a qué corresponde la cantidad adicional.',
  'vn_itemization_arithmetic.the_letter_s_total_is':
    'El total de la carta ({0}) es menor que las partes que detalla ({1}); los tribunales no coinciden en si una cifra menor sin explicación engaña (Kleinman v. Frontline Asset Strategies, E.D.N.Y. 2020), así que no se señala.',
  'vn_itemization_arithmetic.the_parts_the_letter_lists': 'Las partes que la carta detalla suman su total.',
  'vn_itemization_arithmetic.the_itemization_in_this_notice':
    'El desglose de este aviso no cuadra: {0} adeudado en la fecha del desglose + {1} de intereses + {2} de cargos − {3} de pagos y créditos = {4}, pero el aviso indica que el monto actual es {5}, una diferencia de {6}. Un aviso que indica mal el monto de la deuda podría violar 15 U.S.C. 1692e(2)(A) y 1692g(a)(1){7}.',
  'vn_itemization_arithmetic.the_notice_itemizes_accounts_each': 'El aviso desglosa {0} cuentas; cada una suma su propio monto actual{1}.',
  'vn_itemization_arithmetic.and_together_they_make_the': ', y juntas forman el total',
  'vn_itemization_arithmetic.the_accounts_this_notice_itemizes':
    'Las cuentas que este aviso desglosa no suman el total que indica: sus montos actuales ({0}) suman {1}, pero el aviso indica que el total es {2}, una diferencia de {3}. Un aviso que indica mal el monto de la deuda podría violar 15 U.S.C. 1692e(2)(A) y 1692g(a)(1){4}.',
  'vn_itemization_arithmetic.the_itemization_is_incomplete_or':
    'El desglose está incompleto o no se puede leer (vea vn_itemization_table y vn_amount_on_itemization_date), así que no se puede sumar.',
  'vn_itemization_arithmetic.the_notice_has_no_itemization': 'El aviso no tiene un desglose que sumar.',
  'vn_itemization_arithmetic.title': 'El desglose no cuadra',
  'vn_itemization_date_creditor.description':
    'Para tarjetas de crédito, préstamos y otros productos financieros de consumo, un aviso de validación debe nombrar al acreedor al que usted le debía en la fecha del desglose (por ejemplo, el banco que emitió la tarjeta), no solo a la compañía que tiene la deuda ahora.',
  'vn_itemization_date_creditor.read_as_naming_the_creditor': 'Leímos "{0}" como el nombre del acreedor de la cuenta en la fecha del desglose.',
  'vn_itemization_date_creditor.the_creditor_on_the_itemization': 'el acreedor en la fecha del desglose',
  'vn_itemization_date_creditor.this_notice_does_not_name':
    'Este aviso no nombra al acreedor al que usted le debía en la fecha del desglose (por ejemplo, el banco o el prestamista que emitió la tarjeta o el préstamo). Para un producto financiero de consumo, un aviso de validación debe nombrar a ese acreedor, no solo a la compañía que cobra o tiene la deuda ahora (12 CFR 1006.34(c)(2)(iii)).',
  'vn_itemization_date_creditor.title': 'Falta el acreedor en la fecha del desglose',
  'vn_itemization_date.an_itemization_date': 'una fecha del desglose',
  'vn_itemization_date.description':
    'Un aviso de validación debe dar una sola fecha de referencia (la fecha del desglose: la del último estado de cuenta, la cancelación contable, el último pago, la transacción o la sentencia) desde la cual desglosa cómo cambió la deuda, y usar esa misma fecha en todo el aviso.',
  'vn_itemization_date.the_breakdown_of_the_debt':
    'El desglose de la deuda en este aviso no dice desde qué fecha se cuenta. Un aviso de validación debe indicar la fecha del desglose (la del último estado de cuenta, la cancelación contable, el último pago, la transacción o la sentencia) y mostrar lo que usted debía en esa fecha (12 CFR 1006.34(c)(2)(vi)).',
  'vn_itemization_date.the_itemization_is_on_a': 'El desglose está en una página aparte que no formaba parte del texto leído; no se verificó su fecha.',
  'vn_itemization_date.this_notice_does_not_state':
    'Este aviso no indica una fecha del desglose (la del último estado de cuenta, la cancelación contable, el último pago, la transacción o la sentencia desde la cual se desglosa la deuda). Un aviso de validación debe incluirla (12 CFR 1006.34(c)(2)(vi)).',
  'vn_itemization_date.this_notice_uses_more_than':
    'Este aviso usa más de una fecha del desglose ({0}). El aviso debe elegir una de las fechas de referencia permitidas y usarla de forma constante en todo el desglose (12 CFR 1006.34(b)(3), (c)(2)(vi)).',
  'vn_itemization_date.title': 'Falta la fecha del desglose',
  'vn_itemization_table.an_itemization': 'un desglose',
  'vn_itemization_table.description':
    'Un aviso de validación debe desglosar cómo cambió la deuda desde la fecha del desglose: los intereses, los cargos, y los pagos y créditos, cada uno aunque sea cero.',
  'vn_itemization_table.fees': 'cargos',
  'vn_itemization_table.has_no_line_for': 'no tiene una línea para {0}',
  'vn_itemization_table.has_no_line_for_and': 'no tiene una línea para {0} y deja en blanco {1}',
  'vn_itemization_table.interest': 'intereses',
  'vn_itemization_table.leaves_blank': 'deja en blanco {0}',
  'vn_itemization_table.payments_and_credits': 'pagos y créditos',
  'vn_itemization_table.read_the_amounts_listed_under': 'Leímos los montos que aparecen debajo de las etiquetas de la tabla como su columna de valores.',
  'vn_itemization_table.the_itemization_in_this_notice':
    'El desglose de este aviso {0}. Un aviso de validación debe mostrar los intereses, los cargos, y los pagos y créditos desde la fecha del desglose como elementos separados; "$0.00" o "ninguno" está bien, un campo que falta o está vacío no (12 CFR 1006.34(c)(2)(viii); comentario 34(c)(2)(viii)-1).',
  'vn_itemization_table.the_notice_points_to_an': 'El aviso remite a un desglose en otro lugar ("{0}"); esa página no formaba parte del texto leído.',
  'vn_itemization_table.this_notice_does_not_break':
    'Este aviso no desglosa la deuda en intereses, cargos, y pagos y créditos desde la fecha del desglose. Un aviso de validación debe mostrar cada uno, aunque sea cero, o remitir a una página aparte adjunta que lo haga (12 CFR 1006.34(c)(2)(viii)).',
  'vn_itemization_table.title': 'Falta el desglose de intereses, cargos y pagos y créditos, o está en blanco',
  'vn_missing_entirely.a_bankruptcy_proof_of_claim':
    'una reclamación en una bancarrota (proof of claim), que es un escrito judicial formal (comentario 34(b)(2)-1)',
  'vn_missing_entirely.a_data_breach_notice_15': 'un aviso de filtración de datos (15 U.S.C. 1692g(e))',
  'vn_missing_entirely.a_privacy_notice_15_u': 'un aviso de privacidad (15 U.S.C. 1692g(e))',
  'vn_missing_entirely.a_tax_form_15_u': 'un formulario de impuestos (15 U.S.C. 1692g(e))',
  'vn_missing_entirely.assumed_no_separate_validation_notice':
    'Supusimos que no le llegó ningún aviso de validación aparte dentro de los cinco días posteriores a esta carta.',
  'vn_missing_entirely.assumed_you_did_not_get': 'Supusimos que usted no recibió la información de validación en ninguna otra carta ni durante la llamada.',
  'vn_missing_entirely.but_the_collector_may_still':
    '{0}, pero el cobrador todavía puede enviarla: tiene cinco días después de esta carta (con fecha del {1}). Si en los próximos días no llega un aviso con sus derechos de disputa, vuelva a hacer la verificación.',
  'vn_missing_entirely.description':
    'Dentro de los cinco días después de comunicarse con usted por primera vez, un cobrador de deudas debe darle por escrito la información de validación (salvo que estuviera en esa primera comunicación o que usted haya pagado): el monto, el acreedor, y sus derechos a disputar la deuda y a pedir el nombre y la dirección del acreedor original.',
  'vn_missing_entirely.if_this_is_the_first':
    '{0}. Si esta es la primera carta que recibió de este cobrador, debía incluir esa información o enviarla dentro de cinco días. ¿Es la primera carta?',
  'vn_missing_entirely.the_letter_s_date_is': 'No se conoce la fecha de la carta',
  'vn_missing_entirely.this_appears_to_be_it': 'Esto parece ser {0}; no es una comunicación inicial que necesite información de validación.',
  'vn_missing_entirely.the_text_holds_only_labelled':
    'El texto contiene solo líneas con etiquetas (como el acreedor o el saldo), ninguna oración de una carta, así que no se puede saber por él si la carta llevaba la información de validación. Suba la carta misma, todas sus páginas, para que se revise.',
  'vn_missing_entirely.this_is_a_court_pleading':
    'Esto es un escrito judicial (citación o demanda), que no es una comunicación inicial (15 U.S.C. 1692g(d); 12 CFR 1006.34(b)(2)).',
  'vn_missing_entirely.this_is_a_later_letter':
    'Esta es una carta posterior; supusimos que un aviso anterior del cobrador incluía la información de validación.',
  'vn_missing_entirely.this_letter_does_not_contain':
    'Esta carta no contiene la información de validación que exige la ley: el monto de la deuda, el acreedor, y sus derechos a disputar la deuda y a pedir los datos del acreedor original, con la fecha límite para hacerlo',
  'vn_missing_entirely.title': 'No hay ninguna información de validación',
  'vn_missing_entirely.you_told_us_the_collector':
    '{0}. Usted nos dijo que el cobrador se comunicó con usted por primera vez por teléfono el {1}; la información de validación debía llegar dentro de los cinco días posteriores a esa llamada (aproximadamente el {2}), y esta carta, con fecha del {3}, todavía no la contiene. Salvo que la haya recibido en otra carta o que haya pagado la deuda, esto podría violar 15 U.S.C. 1692g(a) y 12 CFR 1006.34(a)(1).',
  'vn_missing_entirely.you_told_us_this_is':
    'Usted nos dijo que esta no es la primera carta; supusimos que una carta anterior incluía la información de validación.',
  'vn_missing_entirely.the_collector_had_to_include':
    '{0}. {1} El cobrador debía incluir en ella la información de validación o enviarla dentro de cinco días. Salvo que el cobrador le haya dado esta información por teléfono en su primer contacto, la haya enviado en otro aviso dentro de cinco días, o usted haya pagado la deuda, esto podría violar 15 U.S.C. 1692g(a) y 12 CFR 1006.34(a)(1).',
  'vn_missing_entirely.the_letter_calls_itself_the': 'La carta se presenta como la primera carta del cobrador a usted.',
  'vn_missing_entirely.you_told_us_this_is_2': 'Usted nos dijo que esta es la primera carta de este cobrador.',
  'vn_missing_entirely.read_as_the_collector_s':
    'Se leyó como la primera carta del cobrador sobre esta deuda por sus propias palabras ("{0}"). Si el cobrador le escribió antes, díganos que no es la primera carta.',
  'vn_missing_entirely.the_letter_says_the_validation':
    'La carta dice que el aviso de validación llega en una carta aparte ("{0}"). Si no le llegó en unos cinco días desde esta carta, díganos que no lo recibió.',
  'vn_not_clear_and_conspicuous.assumed_the_first_page_is':
    'Supusimos que la primera página es el frente del aviso y que los derechos están al reverso o en una hoja posterior.',
  'vn_not_clear_and_conspicuous.description':
    'Sus derechos de disputa y el resto de la información de validación deben ser fáciles de notar y de leer: no escondidos al reverso sin una indicación al frente, perdidos en letra pequeña y densa, ni impresos mucho más pequeños que el resto.',
  'vn_not_clear_and_conspicuous.title': 'La información de validación es difícil de notar o de leer',
  'vn_not_clear_and_conspicuous.type_sizes_were_measured_from': 'Los tamaños de letra se midieron en la página escaneada; compárelos con la carta en papel.',
  'vn_not_clear_and_conspicuous.your_dispute_rights_appear_only':
    'Sus derechos de disputa aparecen solo en la página {0} de este aviso, y la primera página, que indica lo que usted debe, no remite a ellos. Eso puede hacer que la información de validación sea difícil de notar, lo que las normas prohíben ({1}).',
  'vn_not_clear_and_conspicuous.your_dispute_rights_are_printed':
    'Sus derechos de disputa están impresos en letra de aproximadamente el {0}% del tamaño del resto de este aviso. La información de validación en letra notablemente más pequeña podría no ser clara y visible como exigen las normas ({1}).',
  'vn_not_clear_and_conspicuous.your_dispute_rights_sit_inside':
    'Sus derechos de disputa están dentro de un párrafo largo y denso de letra pequeña (más de {0} caracteres sin una pausa). Perdidos de esa forma, podrían no ser fáciles de notar como exigen las normas ({1}).',
  'vn_optional_disclosure_misuse.assumed_the_later_page_is': 'Supusimos que la página posterior es el reverso del aviso (o una hoja que lo sigue).',
  'vn_optional_disclosure_misuse.description':
    'Los avisos que exige la ley estatal u otra ley pueden ir al reverso de un aviso de validación solo si el frente lo dice (por ejemplo, "Notice: See reverse side for important information", es decir, "Aviso: vea al reverso información importante").',
  'vn_optional_disclosure_misuse.this_notice_puts_disclosures_required':
    'Este aviso pone en una página posterior avisos que exige la ley estatal u otra ley, pero su frente no le indica que los busque allí (por ejemplo, "Notice: See reverse side for important information"). Las normas permiten esos avisos al reverso solo con esa indicación al frente (12 CFR 1006.34(d)(3)(iv)(A)).',
  'vn_optional_disclosure_misuse.title': 'Avisos opcionales o estatales mal ubicados o con un tamaño inadecuado',
  'vn_original_creditor_prompt.description':
    'La sección de respuesta de un aviso de validación debe incluir una casilla que usted pueda marcar para pedir el nombre y la dirección del acreedor original ("I want you to send me the name and address of the original creditor.", es decir, "Quiero que me envíen el nombre y la dirección del acreedor original.").',
  'vn_original_creditor_prompt.the_original_creditor_prompt': 'la casilla del acreedor original',
  'vn_original_creditor_prompt.the_response_part_of_this':
    'La sección de respuesta de este aviso no tiene ninguna casilla que usted pueda marcar para pedir el nombre y la dirección del acreedor original (como "I want you to send me the name and address of the original creditor."). Un aviso de validación debe incluirla (12 CFR 1006.34(c)(4)(ii)).',
  'vn_original_creditor_prompt.title': 'Falta la casilla para pedir los datos del acreedor original',
  'vn_original_creditor_right_statement.description':
    'Un aviso de validación debe decirle que, si lo pide por escrito antes de la fecha final, el cobrador debe darle el nombre y la dirección del acreedor original (si es distinto del acreedor actual) y dejar de cobrar hasta hacerlo.',
  'vn_original_creditor_right_statement.that_the_collector_must_stop': 'que el cobrador debe dejar de cobrar hasta que envíe esa información',
  'vn_original_creditor_right_statement.that_the_request_must_be': 'que la solicitud debe ser por escrito',
  'vn_original_creditor_right_statement.this_notice_does_not_tell':
    'Este aviso no le dice que puede pedir por escrito el nombre y la dirección del acreedor original, si es distinto del acreedor actual. Un aviso de validación debe incluir esa declaración ({0}).',
  'vn_original_creditor_right_statement.this_notice_tells_you_to':
    'Este aviso le dice que pida el nombre y la dirección del acreedor original mediante un paso que no necesita ser por escrito, y nunca dice que la solicitud debe ser por escrito. Solo una solicitud por escrito obliga al cobrador a darle esa información y a dejar de cobrar hasta que lo haga; una llamada u otro aviso no lo obliga, así que la declaración podría hacerle perder esa protección ({0}; Bishop v. Ross Earle & Bonan, 11th Cir. 2016).',
  'vn_original_creditor_right_statement.this_notice_s_statement_about':
    'La declaración de este aviso sobre el acreedor original está incompleta: no dice {0}. La ley exige la declaración completa ({1}).',
  'vn_original_creditor_right_statement.title': 'Falta la declaración sobre la solicitud de los datos del acreedor original',
  'vn_response_addresses.description':
    'La sección de respuesta desprendible de un aviso de validación debe mostrar el nombre y la dirección postal del cobrador (adónde enviarla) y su nombre y dirección postal.',
  'vn_response_addresses.the_collector_s_name_and': 'el nombre y la dirección postal del cobrador',
  'vn_response_addresses.the_notice_has_no_consumer':
    'El aviso no tiene ninguna sección de respuesta del consumidor; eso lo verifican vn_response_section_placement y vn_dispute_prompts.',
  'vn_response_addresses.the_response_section_of_this':
    'La sección de respuesta de este aviso no muestra ninguna dirección postal: ni la del cobrador adonde enviarla ni su nombre y dirección. La sección de respuesta debe incluir ambas (12 CFR 1006.34(c)(4)(iii)).',
  'vn_response_addresses.the_response_section_of_this_2':
    'A la sección de respuesta de este aviso le falta {0}. Debe mostrar el nombre y la dirección postal tanto del cobrador como suyos (12 CFR 1006.34(c)(4)(iii)).',
  'vn_response_addresses.title': 'Faltan las direcciones postales en la sección de respuesta',
  'vn_response_addresses.your_name_and_mailing_address': 'su nombre y dirección postal',
  'vn_response_section_placement.check_all_that_apply': '"Check all that apply:" ("Marque todas las opciones que correspondan:")',
  'vn_response_section_placement.description':
    'La parte del aviso de validación en la que usted responde debe estar separada del resto y, en papel, ubicarse al final bajo los encabezados "How do you want to respond?" ("¿Cómo quiere responder?") y "Check all that apply:" ("Marque todas las opciones que correspondan:").',
  'vn_response_section_placement.how_do_you_want_to': '"How do you want to respond?" ("¿Cómo quiere responder?")',
  'vn_response_section_placement.the_response_section_of_this':
    'A la sección de respuesta de este aviso le falta el encabezado exigido{0} {1}. La información de respuesta del consumidor debe ir bajo esos encabezados (12 CFR 1006.34(c)(4)).',
  'vn_response_section_placement.this_notice_has_no_section':
    'Este aviso no tiene ninguna sección para su respuesta (la parte con los encabezados "How do you want to respond?" y "Check all that apply:", con las casillas de disputa y del acreedor original). Un aviso de validación debe incluirla, separada de la demás información y al final de un aviso escrito (12 CFR 1006.34(c)(4)).',
  'vn_response_section_placement.this_notice_mixes_payment_demands':
    'Este aviso mezcla exigencias u ofertas de pago en su sección de respuesta, entre las casillas de disputa. La información de respuesta debe estar separada del resto del contenido (allí solo se permite una casilla de "I enclosed this amount", es decir, "Adjunto este monto"), y mezclarlas puede hacer que las opciones de disputa sean más difíciles de ver (12 CFR 1006.34(c)(4); 1006.34(d)(3)(iii)(B)).',
  'vn_response_section_placement.title': 'La sección de respuesta no está separada, no está al final o tiene encabezados incorrectos',
  'vn_translation_without_english.description':
    'Un cobrador puede enviar el aviso de validación en otro idioma, como el español, solo si también envía una versión en inglés en el mismo envío o si ya la envió antes. Un cobrador que ofrece el aviso en español debe enviarlo cuando usted lo pide.',
  'vn_translation_without_english.did_you_also_get_this': '¿También recibió este aviso en inglés, en el mismo sobre o en una carta anterior de este cobrador?',
  'vn_translation_without_english.the_packet_includes_an_english': 'El envío incluye una versión en inglés del aviso.',
  'vn_translation_without_english.this_notice_offers_a_copy': 'Este aviso ofrece una copia en español. ¿Se la pidió al cobrador y no la recibió?',
  'vn_translation_without_english.this_notice_offers_a_copy_2':
    'Este aviso ofrece una copia en español ("{0}"), y usted nos dijo que se la pidió al cobrador y no la recibió. Un cobrador que ofrece el aviso de validación en español debe enviarlo cuando usted lo pide (12 CFR 1006.34(d)(3)(vi), (e)).',
  'vn_translation_without_english.this_notice_offers_you_a':
    'Este aviso le ofrece una copia en español. Si se la pidió al cobrador, debía enviársela. ¿La pidió y no la recibió?',
  'vn_translation_without_english.this_validation_notice_is_entirely':
    'Este aviso de validación está completamente en español y, según nos dijo, no llegó ninguna versión en inglés con él ni antes. Un cobrador solo puede enviar un aviso de validación traducido junto con uno en inglés o después de él (12 CFR 1006.34(e)(1)).',
  'vn_translation_without_english.this_validation_notice_is_in':
    'Este aviso de validación está en español. Eso solo está permitido si el cobrador también le envió el aviso en inglés, en el mismo sobre o antes. ¿Recibió una versión en inglés?',
  'vn_translation_without_english.title': 'Aviso traducido enviado sin una versión en inglés',
  'vn_translation_without_english.you_told_us_you_received': 'Usted nos dijo que recibió una versión en inglés en este envío o antes.',
  'statement-misstatements.this_notice_says_that_the':
    'Este aviso dice que la deuda "{0}" si usted no la disputa. Lo que la ley dice es solo que el cobrador de deudas supondrá que la deuda es válida; un aviso que dice que la deuda será evaluada, determinada o declarada válida hace parecer que se tomará una decisión en su contra, lo que describe mal sus derechos y puede llevarlo a no disputarla ({1}; 15 U.S.C. 1692e(10); Smith v. Hecker, E.D. Pa. 2005).',
  'statement-misstatements.this_notice_counts_the_time':
    'Este aviso cuenta el tiempo que usted tiene para ejercer sus derechos desde la fecha de la propia carta ("{0}"). La ley cuenta los treinta días desde que usted recibe el aviso, así que el aviso le indica menos tiempo del que tiene, por los días que la carta pasa en el correo ({1}).',
  'statement-misstatements.this_notice_states_your_right':
    'Este aviso declara su derecho con una reserva ("{0}"). La ley le da el derecho sin condiciones y exige que el aviso lo diga así; una declaración que lo hace parecer incierto o a elección del cobrador lo declara mal y podría llevarle a no usarlo ({1}).',
  'statement-misstatements.this_notice_says_the_debt':
    'Este aviso dice que la deuda se dará por válida a menos que usted haga una solicitud ("{0}"), y nunca le dice que puede disputar la deuda. La ley dice que la deuda se da por válida solo si usted no la disputa dentro del plazo, de la forma que usted elija, y que una disputa por escrito le da derecho a la verificación; un aviso que solo habla de solicitudes omite su derecho a disputar ({1}; Baker v. G.C. Services, 9th Cir. 1982).',
  'statement-misstatements.this_notice_says_that_if':
    'Este aviso dice que, si usted no disputa la deuda, su silencio cuenta en su contra ante la ley ("{0}"). La única consecuencia que la ley da a no disputar es que el cobrador de deudas puede asumir que la deuda es válida; ningún tribunal puede tomar su falta de disputa como una admisión de que usted la debe, y con ella usted no renuncia a ningún derecho ni defensa ({1}; 15 U.S.C. 1692g(c), 1692e(10)).',
  'statement-misstatements.this_notice_promises_verification_or':
    'Este aviso promete la verificación o el nombre del acreedor original solo si usted hace algo que la ley no pide ("{0}"). Una solicitud por escrito dentro del plazo es todo lo que la ley exige; una razón, un formulario notariado o firmado, un cargo, una llamada o una copia de su identificación no lo son, y un aviso que pide alguno de ellos puede impedirle ejercer sus derechos ({1}).',
  'statement-misstatements.this_notice_says_you_cannot':
    'Este aviso dice que usted no puede disputar la deuda ("{0}"). La ley le da el derecho a disputar la deuda o cualquier parte de ella; no disputarla dentro del plazo solo permite que el cobrador de deudas suponga que la deuda es válida, y usted todavía puede disputarla después. Un aviso que dice que la deuda no se puede disputar describe mal su derecho y puede llevarle a no usarlo ({1}; 15 U.S.C. 1692g(c), 1692e(10)).',
  'statement-misstatements.this_notice_tells_you_to':
    'Este aviso le dice que lleve su disputa al acreedor ("{0}"). La disputa que da la ley es la que usted envía al cobrador de deudas: solo una disputa que el cobrador recibe detiene el cobro hasta que le envíe la verificación, así que un aviso que la manda a otro lugar describe mal cómo proteger sus derechos ({1}; 15 U.S.C. 1692e(10)).',
  'statement-misstatements.this_notice_says_you_may':
    'Este aviso dice que usted solo puede disputar la deuda entera ("{0}"). La ley le permite disputar la deuda o cualquier parte de ella, así que un aviso que limita la disputa al saldo completo describe mal su derecho y puede llevarle a no disputar la parte que usted no debe ({1}).',
  'statement-misstatements.this_notice_gives_you_less':
    'Este aviso le da menos tiempo para este derecho del que le da la ley ("{0}"). Cada uno de sus derechos de validación dura treinta días desde que usted recibe el aviso; un plazo más corto para uno de ellos le indica menos tiempo del que tiene ({1}).',
  'statement-misstatements.this_notice_tells_you_that':
    'Este aviso le dice que si pide el nombre y la dirección del acreedor original sin hacerlo por escrito (hablando con el cobrador) obtendrá esa información. Solo una solicitud por escrito obliga al cobrador a dársela y a dejar de cobrar hasta que lo haga; una llamada no lo obliga, así que la declaración podría hacerle perder esa protección ({0}).',
} as const satisfies Record<string, string>;
