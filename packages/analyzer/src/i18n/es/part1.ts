/** Spanish (neutral Latin-American, usted) for src/i18n/en.ts: part 1. Legal citations and {n} placeholders as in English. */
export const PART1 = {
  'analyze.educational_pattern_analysis_of_your':
    'Análisis educativo de patrones de su carta frente a las normas federales de cobro de deudas. No es asesoría legal; para recibir asesoría sobre su situación, hable con un abogado de derechos del consumidor o con una organización de ayuda legal.',
  'analyze.for_information_the_fdcpa_may': 'Para su información (es posible que la FDCPA no se aplique): podría contradecir',
  'analyze.may_violate': 'Podría violar',
  'analyze.appears_to_violate': 'Parece violar',
  'business-days.new_year_s_day': 'Año Nuevo',
  'business-days.birthday_of_martin_luther_king': 'Natalicio de Martin Luther King, Jr.',
  'business-days.memorial_day': 'Día de los Caídos (Memorial Day)',
  'business-days.juneteenth_national_independence_day': 'Día Nacional de la Independencia de Juneteenth',
  'business-days.independence_day': 'Día de la Independencia',
  'business-days.labor_day': 'Día del Trabajo',
  'business-days.columbus_day': 'Día de la Raza (Columbus Day)',
  'business-days.veterans_day': 'Día de los Veteranos',
  'business-days.thanksgiving_day': 'Día de Acción de Gracias',
  'business-days.christmas_day': 'Navidad',
  'completeness.the_letter_says_it_has': 'La carta dice que tiene {0} páginas ("{1}"), y {2} subida(s).',
  'completeness.one_page_was': 'se ha subido una página',
  'completeness.pages_were': 'se han subido {0} páginas',
  'completeness.the_letter_refers_to_another': 'La carta menciona otro lado u otra página ("{0}") que no está en lo que se subió.',
  'completeness.the_text_marks_passages_that': 'El texto marca pasajes que se omitieron ("{0}"): es parte de una carta, no la carta completa.',
  'gates.the_letter_does_not_say':
    'La carta no dice con claridad si el remitente es un cobrador de deudas; las verificaciones federales suponen que lo es (15 U.S.C. 1692a(6)).',
  'gates.the_sender_appears_to_be':
    'El remitente parece ser el acreedor original que cobra en su propio nombre: es posible que la FDCPA no se aplique, por lo que los hallazgos se muestran solo como información (la ley estatal todavía podría aplicarse).',
  'gates.the_debt_appears_to_be':
    'La deuda parece ser una deuda comercial: la FDCPA cubre solo deudas personales, familiares o del hogar (15 U.S.C. 1692a(5)).',
  'gates.it_is_not_clear_whether':
    'No está claro si esta es la primera carta del cobrador (la que debe incluir el aviso de validación); las verificaciones del aviso de validación indican cómo lo trataron y es posible que le pregunten.',
  'gates.the_letter_is_undated_no':
    'La carta no tiene fecha (no se pudo leer ninguna fecha en ella). Las verificaciones del aviso de validación aplican la Regulation F (vigente desde el 30 de noviembre de 2021) solo cuando una fecha en el membrete es de ese día o posterior, o cuando la carta usa una redacción que solo tienen los avisos de la Regulation F; de lo contrario, la juzgan según la lista anterior de la ley, 15 U.S.C. 1692g(a), y dejan fuera los elementos que solo exige la Regulation F.',
  'gates.the_letter_is_dated_before':
    'La carta tiene fecha anterior al 30 de noviembre de 2021: se aplica la lista anterior de la ley, 15 U.S.C. 1692g(a), en lugar de la Regulation F.',
  'gates.your_state_is_unknown_the': 'No sabemos en qué estado vive: no se pueden verificar el plazo de prescripción ni los avisos que exige su estado.',
  'gates.the_kind_of_debt_is':
    'No está claro qué tipo de deuda es. Los elementos que un aviso de validación necesita solo para un producto o servicio financiero de consumo (el acreedor en la fecha del desglose y el sitio web de la CFPB) se exigen cuando la carta se refiere a una tarjeta de crédito, un préstamo o un banco; en los demás casos se tratan como opcionales.',
  'gates.this_looks_like_a_court':
    'Esto parece un escrito judicial (citación o demanda): las verificaciones del aviso de validación y de la declaración de cobrador de deudas no se aplican a los escritos judiciales.',
  'gates.the_checks_that_look_for':
    '{0} Las verificaciones que buscan algo que falta esperan el resto de la carta: suba todas las páginas, por delante y por detrás, o díganos que lo que subió es la carta completa.',
  'gates.the_notice_follows_the_cfpb':
    'El aviso sigue el Formulario Modelo B-1 de la CFPB, que le da al cobrador un puerto seguro (protección legal) en cuanto a su contenido y formato (12 CFR 1006.34(d)(2)).',
  'run-rule.follows_the_cfpb_model_form': 'Sigue el Formulario Modelo B-1 de la CFPB (puerto seguro, 12 CFR 1006.34(d)(2))',
  'run-rule.follows_the_cfpb_model_form_2': 'Sigue el Formulario Modelo B-1 de la CFPB (puerto seguro en cuanto a opacar sus derechos, 12 CFR 1006.38(b)(2))',
  'analyze.this_is_a_court_paper':
    'Este es un documento judicial (una citación, una demanda, una moción o una sentencia), no una carta de cobro: las verificaciones de cartas no se aplican, y lo primero que importa es el plazo para responder.',
  'run-rule.a_formal_court_pleading_is':
    'Un escrito judicial formal no es un aviso de validación y no necesita la declaración de cobrador de deudas (15 U.S.C. 1692g(d), 1692e(11); 12 CFR 1006.34(b)(2), 1006.18(e)(3))',
  'run-rule.this_is_not_a_finding':
    '{0} {1} Esto no es un hallazgo hasta que tengamos la carta completa: suba la página que falta (por delante y por detrás), o díganos que no hay nada más.',
  'run-rule.the_notice_follows_the_cfpb':
    'El aviso sigue el Formulario Modelo B-1 de la CFPB, pero estas palabras no forman parte del formulario modelo, así que su puerto seguro no las cubre.',
  'run-rule.the_rule_returned_no_result': 'la regla no devolvió ningún resultado',
  'run-rule.internal_error_in_this_check': 'Error interno en esta verificación ({0}); se omitió.',
  'check-pdf-expansion.expands_to_far_more_data':
    '{0} se expande a muchos más datos de los que contiene una carta, así que no se abrió. Suba la carta tal como la recibió, o una foto de ella.',
  'decode-image.is_x_pixels_more_than':
    '{0} mide {1} x {2} píxeles, más de lo que podemos leer con seguridad ({3} megapíxeles). Reduzca su tamaño o tome la foto con la resolución normal.',
  'decode-image.has_more_pixels_than_we': '{0} tiene más píxeles de los que podemos leer con seguridad. Reduzca su tamaño.',
  'decode-image.we_could_not_open_the': 'No pudimos abrir {0}: la imagen parece dañada o incompleta. Súbala de nuevo o tome una foto nueva.',
  'detect-file-type.please_upload_a_pdf_a': 'Suba un PDF, una foto JPEG o PNG, o un archivo de texto de la carta.',
  'detect-file-type.on_an_iphone_choose_most': 'En un iPhone, elija "Más compatible" en Configuración > Cámara > Formatos, o comparta la foto como JPEG.',
  'detect-file-type.please_save_it_as_jpeg': 'Guárdela como JPEG o PNG.',
  'detect-file-type.please_save_the_scan_as': 'Guarde el escaneo como PDF, JPEG o PNG.',
  'detect-file-type.zip_word_or_other_office': 'ZIP (Word u otro documento de oficina)',
  'detect-file-type.please_save_or_print_the': 'Guarde o imprima el documento como PDF.',
  'detect-file-type.is_a_file_which_we': '{0} es un archivo {1}, que no podemos leer. {2}',
  'detect-file-type.a_jpeg_image': 'una imagen JPEG',
  'detect-file-type.a_png_image': 'una imagen PNG',
  'detect-file-type.is_named_as_but_its':
    '{0} tiene nombre de {1}, pero su contenido no lo es: puede estar dañado. Expórtelo o descárguelo de nuevo, o tome una foto de la carta.',
  'detect-file-type.we_cannot_read_type': 'No podemos leer {0} (tipo "{1}"). {2}',
  'detect-file-type.does_not_contain_plain_text': '{0} no contiene texto simple. {1}',
  'extract-document.no_file_was_received_please': 'No se recibió ningún archivo. Suba una foto, un escaneo o un PDF de la carta.',
  'extract-document.is_empty_0_bytes_please': '{0} está vacío (0 bytes). Súbalo de nuevo.',
  'extract-document.is_mb_the_limit_is':
    '{0} pesa {1} MB; el límite es de {2} por archivo. Suba una foto o un escaneo más pequeño (por ejemplo, con menor resolución).',
  'extract-document.together_the_files_are_mb': 'En total, los archivos pesan {0} MB; el límite es de {1} por carta. Suba fotos más pequeñas o menos páginas.',
  'extract-document.this_letter_has_more_than':
    'Esta carta tiene más de {0} páginas, el máximo que leemos a la vez. Suba solo las páginas de la carta de cobro.',
  'extract-document.has_pages_we_read_at': '{0} tiene {1} páginas; leemos como máximo {2} páginas por carta. Suba solo las páginas de la carta de cobro.',
  'extract-document.this_page_needs_ocr_which': 'Esta página necesita reconocimiento de texto (OCR), que este proceso no ejecuta.',
  'extract-document.reading_page_took_longer_than':
    'Leer la página {0} tomó más de {1} segundos, así que nos detuvimos. Pruebe con una foto más nítida o un escaneo más limpio de esa página.',
  'extract-document.page_no_text_could_be':
    'Página {0}: no se pudo leer ningún texto. Si no está en blanco, vuelva a tomar la foto con buena luz, con la hoja plana y enfocada.',
  'extract-document.page_was_hard_to_read':
    'La página {0} fue difícil de leer (confianza del {1}%). Compare las palabras citadas con su carta, o suba una foto o un escaneo más nítido.',
  'extract-document.we_could_not_find_any':
    'No encontramos ningún texto en lo que subió. Si es una foto, vuelva a tomarla con buena luz, con toda la carta plana y enfocada.',
  'ocr-page.the_text_recognition_engine_could': 'El programa de reconocimiento de texto no pudo leer esta página. Pruebe con una foto o un escaneo más claro.',
  'open-pdf.pdf_js_is_not_loaded': 'pdf.js no está cargado',
  'open-pdf.this_pdf_is_password_protected': 'Este PDF está protegido con contraseña. Suba una copia desbloqueada o una foto de la carta.',
  'open-pdf.we_could_not_open_the': 'No pudimos abrir {0}: el PDF parece dañado o incompleto. Descárguelo o expórtelo de nuevo, o suba una foto de la carta.',
  'open-pdf.opening_took_too_long_please': 'Abrir {0} tomó demasiado tiempo. Pruebe con un archivo más pequeño o una foto de la carta.',
  'read-pdf-page.page_of_the_pdf_took': '{0} la página {1} del PDF tomó demasiado tiempo. Pruebe con una foto o una copia más simple de la carta.',
  'read-pdf-page.page_of_the_pdf_is': 'La página {0} del PDF está dañada y no se pudo leer. Descárguelo o expórtelo de nuevo, o suba una foto de la carta.',
  'read-pdf-page.reading_the_text_of': 'Leer el texto de',
  'read-pdf-page.page_of_the_pdf_needs': 'La página {0} del PDF necesita reconocimiento de texto (OCR).',
  'read-pdf-page.drawing_page_of_the_pdf': 'Dibujar la página {0} del PDF tomó demasiado tiempo. Pruebe con una foto de la carta.',
  'addresses.the_facts_stage_read_it': 'el análisis la leyó como la dirección del cobrador',
  'addresses.the_facts_stage_read_it_2': 'el análisis la leyó como su dirección',
  'addresses.it_follows_a_mail_to': 'va después de una línea "enviar a" ("mail to")',
  'addresses.it_follows_to': 'va después de "Para:" ("To:")',
  'addresses.it_is_under_your_name': 'está debajo de su nombre',
  'addresses.it_is_under_a_company': 'está debajo del nombre de una empresa',
  'addresses.it_is_under_a_person': 'está debajo del nombre de una persona',
  'addresses.it_follows_the_collector_address': 'va después de la dirección del cobrador',
  'addresses.it_is_the_letterhead': 'es el membrete',
  'addresses.it_is_the_addressee_block': 'es el bloque del destinatario debajo del membrete',
  'first-contact-questions.is_this_the_first_letter': '¿Es esta la primera carta que recibió de este cobrador sobre esta deuda?',
  'scope.read_the_letter_s_date': 'Leímos la fecha de la carta como {0}, según su membrete.',
  'scope.this_is_a_court_pleading':
    'Esto es un escrito judicial (citación o demanda); los escritos judiciales no son avisos de validación (15 U.S.C. 1692g(d); 12 CFR 1006.34(b)(2)).',
  'scope.the_sender_appears_to_be':
    'El remitente parece ser el acreedor original que cobra en su propio nombre; las normas del aviso de validación obligan a los cobradores de deudas (15 U.S.C. 1692a(6)).',
  'scope.the_debt_appears_to_be': 'La deuda parece ser una deuda comercial; la FDCPA y la Regulation F cubren solo deudas de consumo (15 U.S.C. 1692a(5)).',
  'scope.the_notice_follows_the_cfpb':
    'El aviso sigue el Formulario Modelo B-1 de la CFPB, que se considera conforme con las normas de contenido y formato (12 CFR 1006.34(d)(2)).',
  'scope.this_is_a_later_letter':
    'Esta es una carta posterior, no el aviso de validación; las normas de contenido del aviso de validación se aplican al aviso mismo (12 CFR 1006.34(a)(1)).',
  'scope.the_letter_refers_to_an':
    'La carta se refiere a un aviso anterior, así que se trata como una carta posterior, no como el aviso de validación (12 CFR 1006.34(a)(1)).',
  'scope.the_letter_carries_no_validation':
    'La carta no contiene ninguna información de validación (ni derechos de disputa, ni fecha límite, ni desglose), así que no se juzga elemento por elemento como aviso de validación; si se debía enviar un aviso de validación y si se envió lo verifica vn_missing_entirely.',
  'scope.the_letter_is_dated_before':
    'La carta tiene fecha anterior al 30 de noviembre de 2021{0}, cuando entró en vigor la Regulation F; este elemento no tiene equivalente en la lista de cinco elementos de la ley (15 U.S.C. 1692g(a)), que es la que se aplica.',
  'scope.the_letter_s_date_is':
    'No se conoce la fecha de la carta y no usa ninguna redacción de la Regulation F; se juzga según la lista de cinco elementos de la ley (15 U.S.C. 1692g(a)), que no exige este elemento. Si la carta tiene fecha del 30 de noviembre de 2021 o posterior, este elemento es obligatorio.',
  'scope.the_letter_s_date_is_2':
    'No se conoce la fecha de la carta; se juzga según los requisitos de la ley, que se aplican antes y después del 30 de noviembre de 2021.',
  'scope.the_text_looks_like_an':
    'El texto parece un extracto de una carta (sin membrete, bloque del destinatario, saludo ni firma), así que la ausencia de {0} en él no prueba nada; se necesita la carta completa.',
  'scope.the_debt_does_not_appear':
    'La deuda no parece venir de un producto o servicio financiero de consumo (como una tarjeta de crédito o un préstamo); para esas deudas este elemento es opcional (12 CFR 1006.1(c)(2); 1006.34(d)(3)(viii)).',
  'scope.assumed_the_debt_comes_from': 'Supusimos que la deuda viene de un producto financiero de consumo (la carta se refiere a {0}).',
  'scope.assumed_the_debt_comes_from_2': 'Supusimos que la deuda viene de un producto o servicio financiero de consumo (la carta menciona "{0}").',
  'scope.the_debt_appears_to_be_2':
    'La deuda parece ser una deuda de tipo {0}, no de un producto o servicio financiero de consumo; para esas deudas este elemento es opcional (12 CFR 1006.1(c)(2); 1006.34(d)(3)(viii)). Si se financió (un préstamo o una tarjeta de crédito), díganoslo y este elemento será obligatorio.',
  'scope.the_letter_does_not_show':
    'La carta no muestra que la deuda venga de un producto o servicio financiero de consumo (una tarjeta de crédito, un préstamo o una compra financiada); este elemento es obligatorio solo para esos casos (12 CFR 1006.1(c)(2)). Si es así, díganoslo y se verificará el elemento.',
  'scope.this_item_is_optional_for': 'Este elemento es opcional para este tipo de deuda.',
  'gate.this_is_a_formal_court': 'Esto es un escrito judicial formal (citación o demanda), que esta regla no cubre.',
  'gate.the_debt_is_a_business':
    'La deuda es una deuda comercial; la FDCPA y la Regulation F cubren solo deudas personales, familiares o del hogar (15 U.S.C. 1692a(5)).',
  'gate.the_sender_is_the_original':
    'El remitente es el acreedor original que cobra en su propio nombre, que no es un "cobrador de deudas" según 15 U.S.C. 1692a(6). La ley estatal todavía podría aplicarse.',
  'gate.this_applies_only_if_the':
    '{0} Esto se aplica solo si el remitente es un cobrador de deudas (por ejemplo, una agencia de cobranza, un comprador de deudas o un bufete de abogados de cobranza); nada en la carta lo dice.',
  'period.assumed_this_is_the_collector':
    'Se supuso que esta es la primera carta del cobrador sobre la deuda: dice que la cuenta acaba de ser asignada al cobrador, así que el aviso de sus derechos podría estar al reverso o en el mismo sobre. Si este cobrador le escribió más de 30 días antes de esta carta, este hallazgo no se aplica.',
  'period.assumed_the_validation_period_runs':
    'Supusimos que el período de validación dura 30 días desde que usted recibió la carta (la carta no da una fecha límite que se pudiera leer).',
  'period.the_letter_does_not_contain':
    'La carta no contiene el aviso de validación (sus derechos a disputar la deuda dentro del período de validación), así que no hay aviso que {0} pueda opacar.',
  'period.the_validation_end_date_the': 'la fecha final del período de validación que da la carta ({0})',
  'period.the_end_of_the_30': 'el final del período de validación de 30 días',
  'gate.this_document_appears_to_be':
    'Este documento parece ser un escrito judicial (citación o demanda), que se responde ante el tribunal; esta verificación de cartas no se aplica a él.',
  'gate.the_document_looks_like_a':
    'El documento parece un escrito judicial, pero también pide un pago como una carta de cobro, así que se verificó como carta.',
  'gate.the_sender_appears_to_be':
    'El remitente parece ser el acreedor original que cobra en su propio nombre. 15 U.S.C. 1692e y 12 CFR 1006.18 se aplican a los cobradores de deudas (1692a(6)); la ley estatal todavía podría aplicarse.',
  'gate.the_debt_appears_to_be': 'La deuda parece ser una deuda comercial; la FDCPA cubre solo deudas personales, familiares o del hogar (15 U.S.C. 1692a(5)).',
  'gate.the_letter_is_dated_before':
    'La carta tiene fecha anterior al {0} (30 de noviembre de 2021), cuando entró en vigor la Regulation F; esta regla de la Regulation F no se aplica a ella.',
  'gate.this_document_is_a_court': 'Este documento es un escrito judicial (citación o demanda); esta verificación se aplica a cartas de cobro.',
  'gate.the_debt_is_not_a': 'La deuda no es personal, familiar ni del hogar, así que la FDCPA y la Regulation F no la cubren (15 U.S.C. 1692a(5)).',
  'gate.the_sender_appears_to_be_2':
    'El remitente parece ser el acreedor original que cobra en su propio nombre, que no es un "cobrador de deudas" según 15 U.S.C. 1692a(6). La ley estatal (por ejemplo, la Ley Rosenthal de California) todavía podría aplicarse.',
  'time-bar.the_letter_s_date': 'la fecha de la carta',
  'time-bar.the_day_you_received_the': 'el día en que recibió la carta',
  'time-bar.the_last_payment_date_you': 'la fecha del último pago que usted indicó',
  'time-bar.the_last_payment_date_in': 'la fecha del último pago que aparece en la carta',
  'time-bar.the_charge_off_date_in': 'la fecha de cancelación contable (charge-off) que aparece en la carta',
  'time-bar.the_delinquency_date_in_the': 'la fecha de morosidad que aparece en la carta',
  'time-bar.the_period_can_differ_by':
    'El plazo puede variar según el tipo de deuda, y un pago o una promesa por escrito podrían haberlo reiniciado (legal-reference §4.1, §4.2).',
  'time-bar.treated_the_debt_as_past': 'Tratamos la deuda como prescrita (fuera del plazo de prescripción) porque la propia carta lo dice ("{0}").',
  'time-bar.treated_the_debt_as_past_2':
    'Tratamos la deuda como prescrita: la carta dice que es demasiado antigua para reportarse ("{0}"), lo que significa que pasaron más de siete años desde que entró en mora, más que el plazo de {2} años de {1}.',
  'time-bar.your_state_is_not_known':
    'No sabemos en qué estado vive, pero {0} ({1}) es más de {2} años antes de {3}, más que el plazo de cualquier estado en la tabla del producto.',
  'time-bar.it_cannot_be_said_that': 'No se puede decir que la deuda esté prescrita: {0}',
  'time-bar.the_limitations_period_runs_out': 'el plazo de prescripción{0} vence el {1}, después de {2}.',
  'time-bar.the_debt_appears_to_be': 'la deuda parece estar dentro del plazo de prescripción ({0})',
  'time-bar.the_limitations_period_appears_to': 'El plazo de prescripción{0}{1} parece haber vencido{2}, antes de {3}. {4}',
  'time-bar.years_in_the_product_s': ' ({0} años en la tabla del producto)',
  'user-dates.this_letter_is_dated_before': 'Esta carta tiene fecha del {0}, antes de que usted enviara su {1} ({2}).',
  'user-dates.this_letter_is_dated_only':
    'Esta carta tiene fecha del {0}, solo {1} día{2} después de que usted enviara su {3}: es posible que se haya escrito antes de que el cobrador la recibiera.',
  'user-dates.assumed_the_collector_received_your':
    'Supusimos que el cobrador recibió su {0} (enviada el {1}) antes de escribir esta carta el {2}, {3} días después (el correo suele tardar hasta {4} días).',
  'user-dates.the_letter_is_undated_and':
    'La carta no tiene fecha y llegó {0}, demasiado pronto después de su {1} ({2}) para tener la certeza de que el cobrador la había recibido cuando escribió.',
  'user-dates.the_letter_is_undated_you':
    'La carta no tiene fecha; usted la recibió el {0}, {1} días después de enviar su {2} ({3}). Supusimos que se escribió después de que el cobrador recibiera su {4}.',
  'gate-assumptions.assumed_the_sender_is_a':
    'Supusimos que el remitente es un cobrador de deudas (una agencia de cobranza, un comprador de deudas o un bufete de abogados de cobranza), no el acreedor original que cobra en su propio nombre.',
  'gate-assumptions.assumed_the_sender_is_a_2': 'Supusimos que el remitente es un cobrador de deudas (la carta dice que lo es).',
  'gate-assumptions.assumed_the_debt_is_a': 'Supusimos que la deuda es una deuda de consumo (para fines personales, familiares o del hogar).',
  'gate-assumptions.assumed_this_letter_is_the':
    'Supusimos que esta carta es el aviso de validación (contiene información de validación, como los derechos de disputa).',
  'gate-assumptions.assumed_the_letter_is_dated': 'Supusimos que la carta tiene fecha del 30 de noviembre de 2021 o posterior (se aplica la Regulation F).',
  'questions.is_this_letter_from_the':
    '¿Esta carta es de la compañía a la que usted debía originalmente (el acreedor original), que cobra en su propio nombre?',
  'questions.has_a_lawsuit_actually_been':
    '¿Realmente se presentó una demanda en su contra por esta deuda? (Le entregaron una citación, o el caso aparece en el sitio web del tribunal.)',
  'questions.has_a_court_entered_a':
    '¿Un tribunal dictó una sentencia en su contra por esta deuda? (Responda que no si nunca lo demandaron o si el caso sigue abierto.)',
  'questions.was_this_debt_included_in': '¿Esta deuda se incluyó en un caso de bancarrota en el que usted recibió una liberación de deudas (discharge)?',
  'questions.had_you_already_paid_this': '¿Ya había pagado esta deuda por completo, o la había liquidado mediante un acuerdo, antes de que llegara esta carta?',
  'questions.is_the_full_balance_of': '¿El saldo completo de esta deuda, antes de cualquier descuento que ofrezca la carta, es menor de $600?',
  'questions.does_your_original_agreement_with':
    '¿Su contrato original con el acreedor dice que se pueden añadir cargos o costos de cobranza si usted se atrasa? (Revise el contrato de la tarjeta o del préstamo; responda que no si no dice nada sobre ellos.)',
  'questions.is_this_the_first_letter':
    '¿Es esta la primera carta que recibió de este cobrador sobre esta deuda (y el cobrador no habló con usted por teléfono antes)?',
  'questions.when_did_you_last_make':
    '¿Cuándo hizo su último pago de esta deuda? Si nunca pagó, ¿cuándo se atrasó por primera vez? Una fecha aproximada es suficiente.',
  'questions.which_state_do_you_live': '¿En qué estado vive?',
  'questions.type_everything_printed_on_the':
    'Escriba todo lo que está impreso en el sobre en que llegó esta carta, excepto su propio nombre y dirección y el franqueo: el nombre y la dirección del remitente, y cualquier otra palabra, número o código, incluido lo que se ve por la ventanilla. Si solo muestra direcciones y franqueo, déjelo vacío.',
  'questions.did_this_come_as_a': '¿Esto llegó como una postal o un envío abierto que cualquier persona que lo manejara podía leer (no en un sobre cerrado)?',
  'questions.was_this_letter_addressed_to':
    '¿Esta carta iba dirigida a otra persona que no es quien debe la deuda, por ejemplo un familiar, un compañero de vivienda o un empleador? (Su cónyuge, el padre, la madre o el tutor de un menor, el albacea de una herencia o el abogado del deudor no cuentan.)',
  'questions.if_this_came_by_email':
    'Si esto llegó por correo electrónico: ¿se envió a una dirección de correo que le dio su empleador, que el cobrador sabía que era del trabajo, sin que usted le hubiera escrito desde ella ni aceptado que la usara? Responda que no si llegó por correo postal.',
  'questions.did_you_send_the_collector':
    '¿Le envió al cobrador una solicitud por escrito para que deje de comunicarse con usted, o una declaración por escrito de que se niega a pagar esta deuda? ¿En qué fecha? Déjelo vacío si no lo hizo.',
  'questions.did_you_send_the_collector_2':
    '¿Le envió al cobrador una disputa por escrito de esta deuda (o una solicitud por escrito del nombre y la dirección del acreedor original) dentro del plazo que daba su primer aviso? ¿En qué fecha? Déjelo vacío si no lo hizo.',
  'questions.before_this_letter_arrived_had':
    'Antes de que llegara esta carta, ¿el cobrador había respondido a su disputa enviándole información que muestra que usted debe la deuda (o el nombre y la dirección del acreedor original)?',
  'questions.before_this_letter_was_sent':
    'Antes de que se enviara esta carta, ¿el cobrador sabía que un abogado lo representa a usted en esta deuda (por ejemplo, porque usted o su abogado se lo dijeron)? Responda que no si su abogado no le respondió al cobrador o aceptó que le escribiera a usted directamente.',
  'questions.on_what_date_did_you': '¿En qué fecha recibió esta carta?',
  'questions.did_the_collector_call_you': '¿El cobrador lo llamó por esta deuda antes de esta carta? Si es así, ¿en qué fecha?',
  'questions.can_this_balance_still_grow':
    '¿Este saldo todavía puede aumentar? Responda que sí si todavía se están añadiendo intereses, cargos por atraso u otros cargos (sus estados de cuenta o el cobrador muestran que sube, o su contrato lo permite); que no si el acreedor dejó de añadirlos (por ejemplo, en la cancelación contable) o su contrato no los permite.',
  'questions.is_what_you_uploaded_the':
    '¿Lo que subió es la carta completa, todas las páginas, por delante y por detrás? La carta menciona una parte que no está en lo que subió (un reverso, otra página): súbala si la tiene, o responda que sí si no hay nada más.',
  'amounts_contradictory.title': 'Saldos diferentes en la misma carta',
  'amounts_contradictory.description':
    'Un cobrador de deudas debe indicar con claridad el monto de la deuda. Una carta que da dos cifras diferentes de lo que usted debe ahora —por ejemplo, un saldo en el texto y otro en el talón de pago— sin explicar cuál es la correcta, indica mal el monto de la deuda.',
  'amounts_contradictory.the_letter_covers_more_than':
    'La carta abarca más de una cuenta, así que los saldos diferentes pueden pertenecer a cuentas diferentes.',
  'amounts_contradictory.the_balances_differ_between_pages':
    'Los saldos son diferentes entre las páginas, y la carta dice que se acumulan intereses o cargos, lo que puede explicar la diferencia.',
  'amounts_contradictory.the_letter_gives_different_figures':
    'La carta da cifras diferentes, pero cada diferencia coincide con un monto que desglosa (por ejemplo, cargos o intereses añadidos).',
  'amounts_contradictory.this_letter_states_different_amounts':
    'Esta carta indica montos diferentes como lo que usted debe ahora: "{0}" y "{1}"{2}, sin explicar la diferencia. Una carta debe indicar el monto de la deuda de forma clara y exacta (15 U.S.C. 1692e(2)(A), 1692g(a)(1)). Antes de pagar, pregúntele al cobrador por escrito cuál es el monto correcto y por qué ({3} frente a {4}).',
  'amounts_contradictory.and_more': ' (y {0} más)',
  'coercive_debt_sale_advertisement.this_letter_threatens_to_advertise':
    'Esta carta amenaza con anunciar o subastar su deuda ("{0}"). Un cobrador de deudas no puede anunciar la venta de una deuda para presionarlo a pagarla (15 U.S.C. 1692d(4); 12 CFR 1006.14(f)).',
  'coercive_debt_sale_advertisement.title': 'Anunciar la venta de la deuda para presionar el pago',
  'coercive_debt_sale_advertisement.description':
    'Un cobrador de deudas no puede anunciar la venta de su deuda, ni amenazar con subastarla públicamente, para presionarlo a pagar. (Una simple declaración de que una cuenta puede venderse o transferirse a otra compañía no es un anuncio.)',
  'collection_after_dispute_before_verification.you_said_you_did_not': 'Usted dijo que no envió una disputa por escrito dentro del plazo.',
  'collection_after_dispute_before_verification.if_you_disputed_this_debt':
    'Si usted disputó esta deuda por escrito dentro del plazo del primer aviso del cobrador, el cobrador debe dejar de cobrar hasta que le envíe la verificación. Su respuesta nos dice si esta carta llegó demasiado pronto.',
  'collection_after_dispute_before_verification.this_letter_is_undated_tell':
    'Esta carta no tiene fecha. Díganos cuándo la recibió, para compararla con la fecha de su disputa.',
  'collection_after_dispute_before_verification.this_letter_appears_to_answer':
    'Esta carta parece responder a su disputa ("{0}"); una vez enviada la verificación, el cobro puede reanudarse (15 U.S.C. 1692g(b)).',
  'collection_after_dispute_before_verification.the_letter_says_your_dispute':
    'La carta dice que su disputa repite una anterior que ya respondió, lo que la norma permite (12 CFR 1006.38(d)(2)(ii)).',
  'collection_after_dispute_before_verification.the_letter_does_not_ask': 'La carta no pide ningún pago.',
  'collection_after_dispute_before_verification.you_said_the_collector_had':
    'Usted dijo que el cobrador ya había enviado la verificación, así que puede reanudar el cobro.',
  'collection_after_dispute_before_verification.this_letter_sent_after_your':
    'Esta carta, enviada después de su disputa, pide un pago. Eso solo está permitido si el cobrador ya le había enviado información que verifica la deuda. Díganos si lo había hecho.',
  'collection_after_dispute_before_verification.you_told_us_you_disputed':
    'Usted nos dijo que disputó esta deuda por escrito el {0}, dentro del período de disputa, y que el cobrador no había enviado la verificación. Esta carta posterior sigue pidiendo un pago ("{1}"). Hasta que envíe la verificación (o, si usted pidió los datos del acreedor original, el nombre y la dirección de ese acreedor), un cobrador de deudas debe dejar de cobrar el monto disputado (15 U.S.C. 1692g(b); 12 CFR 1006.38(d)(2)).',
  'collection_after_dispute_before_verification.assumed_your_dispute_was_in':
    'Supusimos que su disputa fue por escrito y que llegó al cobrador antes del final del período de validación que indicaba su primer aviso.',
  'collection_after_dispute_before_verification.title': 'El cobro continuó después de una disputa por escrito hecha a tiempo',
  'collection_after_dispute_before_verification.description':
    'Si usted disputa una deuda por escrito (o pide el nombre y la dirección del acreedor original) dentro del período de disputa, el cobrador de deudas debe dejar de cobrar el monto disputado hasta que le envíe información que verifique la deuda (o el nombre y la dirección del acreedor original).',
  'collector_compensation_misstated.title': 'Indica mal los servicios prestados o los cargos que el cobrador puede recibir legalmente',
  'collector_compensation_misstated.description':
    'Un cobrador de deudas no puede indicar mal lo que puede cobrarle legalmente por la cobranza, como un cargo de cobranza, honorarios de abogado o costos de cobranza. Esos cargos solo pueden añadirse si su contrato original o una ley los permite expresamente; ninguna ley simplemente "exige" que usted pague un cargo del cobrador.',
  'collector_compensation_misstated.this_letter_may_violate_federal':
    'Esta carta podría violar la ley federal: presenta un cargo o costo de cobranza como exigido o fijado por la ley. Un cobrador solo puede añadir ese cargo si su contrato original lo permite expresamente o una ley lo autoriza expresamente, y no puede indicar mal lo que puede recibir legalmente (15 U.S.C. 1692e(2)(B), 1692f(1); 12 CFR 1006.18(b)(2)(ii), 1006.22(b)).',
  'collector_compensation_misstated.you_told_us_your_agreement': 'Usted nos dijo que su contrato permite cargos o costos de cobranza.',
  'collector_compensation_misstated.this_letter_claims_a_collection':
    'Esta carta reclama un cargo de cobranza, honorarios de abogado o un costo de cobranza, y usted nos dijo que su contrato no lo permite. Un cobrador no puede afirmar que puede recibir legalmente un cargo que ni el contrato ni la ley permiten (15 U.S.C. 1692e(2)(B), 1692f(1); 12 CFR 1006.18(b)(2)(ii), 1006.22(b)).',
  'collector_compensation_misstated.this_letter_claims_a_collection_2':
    'Esta carta reclama un cargo de cobranza, honorarios de abogado o un costo de cobranza. Ese cargo es legal solo si su contrato original lo permite expresamente o una ley lo autoriza (15 U.S.C. 1692e(2)(B), 1692f(1)).',
  'contact_after_cease_or_refusal.you_said_you_did_not':
    'Usted dijo que no le envió al cobrador una solicitud por escrito para que deje de comunicarse ni una negativa a pagar.',
  'contact_after_cease_or_refusal.if_you_told_the_collector':
    'Si usted le dijo al cobrador por escrito que deje de comunicarse con usted, o que se niega a pagar, después solo puede escribirle para decir que deja de hacerlo o para nombrar un recurso que podría usar. Su respuesta nos dice si esta carta llegó después de su solicitud.',
  'contact_after_cease_or_refusal.request_to_stop': 'solicitud para que deje de comunicarse',
  'contact_after_cease_or_refusal.this_letter_is_undated_tell':
    'Esta carta no tiene fecha. Díganos cuándo la recibió, para compararla con la fecha de su solicitud para que deje de comunicarse.',
  'contact_after_cease_or_refusal.the_letter_says_the_collector':
    'La carta dice que el cobrador deja de comunicarse, lo que la ley todavía permite después de una solicitud para que deje de hacerlo (15 U.S.C. 1692c(c)(1)).',
  'contact_after_cease_or_refusal.the_letter_does_not_ask':
    'La carta no pide ningún pago; después de una solicitud para que deje de comunicarse, un cobrador todavía puede decir que deja de hacerlo o nombrar un recurso que podría usar (15 U.S.C. 1692c(c)).',
  'contact_after_cease_or_refusal.you_told_us_you_sent':
    'Usted nos dijo que le envió al cobrador una solicitud por escrito para que deje de comunicarse con usted (o una negativa a pagar) el {0}. Esta carta posterior sigue pidiendo un pago ("{1}"). Después de recibir esa solicitud, un cobrador de deudas solo puede decirle que deja de comunicarse, o que él o el acreedor pueden usar, o piensan usar, un recurso específico (15 U.S.C. 1692c(c); 12 CFR 1006.6(c)). Guarde una copia de su solicitud y un comprobante de envío.',
};
