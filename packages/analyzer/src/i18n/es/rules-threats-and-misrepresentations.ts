/** Spanish for src/i18n/en.ts: threats and false or misleading representations (§1.4). Legal citations and {n} placeholders as in English. */
export const RULES_THREATS_AND_MISREPRESENTATIONS = {
  'collector_compensation_misstated.description':
    'Un cobrador de deudas no puede indicar mal lo que puede cobrarle legalmente por la cobranza, como un cargo de cobranza, honorarios de abogado o costos de cobranza. Esos cargos solo pueden añadirse si su contrato original o una ley los permite expresamente; ninguna ley simplemente "exige" que usted pague un cargo del cobrador.',
  'collector_compensation_misstated.this_letter_claims_a_collection':
    'Esta carta reclama un cargo de cobranza, honorarios de abogado o un costo de cobranza, y usted nos dijo que su contrato no lo permite. Un cobrador no puede afirmar que puede recibir legalmente un cargo que ni el contrato ni la ley permiten (15 U.S.C. 1692e(2)(B), 1692f(1); 12 CFR 1006.18(b)(2)(ii), 1006.22(b)).',
  'collector_compensation_misstated.this_letter_claims_a_collection_2':
    'Esta carta reclama un cargo de cobranza, honorarios de abogado o un costo de cobranza. Ese cargo es legal solo si su contrato original lo permite expresamente o una ley lo autoriza (15 U.S.C. 1692e(2)(B), 1692f(1)).',
  'collector_compensation_misstated.this_letter_may_violate_federal':
    'Esta carta podría violar la ley federal: presenta un cargo o costo de cobranza como exigido o fijado por la ley. Un cobrador solo puede añadir ese cargo si su contrato original lo permite expresamente o una ley lo autoriza expresamente, y no puede indicar mal lo que puede recibir legalmente (15 U.S.C. 1692e(2)(B), 1692f(1); 12 CFR 1006.18(b)(2)(ii), 1006.22(b)).',
  'collector_compensation_misstated.title': 'Indica mal los servicios prestados o los cargos que el cobrador puede recibir legalmente',
  'collector_compensation_misstated.you_told_us_your_agreement': 'Usted nos dijo que su contrato permite cargos o costos de cobranza.',
  'credit_bureau_impersonation.description':
    'Un cobrador de deudas no puede dar a entender que es una agencia de informes de crédito (como Equifax, Experian o TransUnion) ni que trabaja para una. Un cobrador sí puede decir, con veracidad, que reporta cuentas a las agencias de crédito.',
  'credit_bureau_impersonation.the_sender_s_name_holds':
    'El nombre del remitente contiene "Credit Bureau", pero la carta dice claramente que proviene de un cobrador de deudas y no afirma llevar expedientes de crédito ni ser una agencia de informes de crédito; se tomó el nombre como el nombre comercial registrado del cobrador.',
  'credit_bureau_impersonation.this_letter_may_violate_federal':
    'Esta carta podría violar la ley federal: el remitente se llama a sí mismo, o se presenta como, una agencia de crédito o de informes de crédito. Un cobrador de deudas no puede dar a entender que es una agencia de informes de crédito ni que trabaja para una (15 U.S.C. 1692e(16); 12 CFR 1006.18(b)(1)(ii)).',
  'credit_bureau_impersonation.title': 'Da a entender que el cobrador es una agencia de crédito o trabaja para una',
  'credit_reporting_threat_misleading.defaulted_federal_student_loans_follow':
    'Los préstamos estudiantiles federales en incumplimiento siguen su propio período de reporte de crédito (20 U.S.C. 1080a(f)); no se aplicó la prueba de 7 años.',
  'credit_reporting_threat_misleading.description':
    'Un cobrador de deudas puede decir que reporta, o que podría reportar, una deuda a las agencias de crédito, pero no puede amenazar con reportes que no puede hacer legalmente o que no piensa hacer, ni decir cosas falsas sobre su historial de crédito. Las cuentas en cobranza pueden reportarse durante unos 7 años y 180 días desde el primer pago atrasado, y una deuda disputada debe reportarse como disputada.',
  'credit_reporting_threat_misleading.it_also': '; además, ',
  'credit_reporting_threat_misleading.promises_that_paying_will_erase':
    'promete que pagar borrará el historial de crédito negativo, algo que un cobrador no controla (el registro del acreedor original queda como se reportó)',
  'credit_reporting_threat_misleading.says_the_debt_will_harm':
    'dice que la deuda dañará su crédito de forma permanente o que permanecerá en su informe hasta que se pague; por ley, una cuenta en cobranza solo puede reportarse durante unos 7 años y 180 días desde el primer pago atrasado (15 U.S.C. 1681c(a)(4), (c)(1))',
  'credit_reporting_threat_misleading.suggests_a_disputed_debt_will':
    'da a entender que una deuda disputada se reportará sin indicar que está disputada (15 U.S.C. 1692e(8))',
  'credit_reporting_threat_misleading.the_charge_off_date_which':
    'la fecha de cancelación contable (charge-off) ({0}), que es posterior al primer pago atrasado',
  'credit_reporting_threat_misleading.the_debt_may_be_reported': 'La deuda puede reportarse hasta aproximadamente el {0} (contando desde {1}).',
  'credit_reporting_threat_misleading.the_first_missed_payment': 'el primer pago atrasado ({0})',
  'credit_reporting_threat_misleading.the_first_missed_payment_2': 'el primer pago atrasado',
  'credit_reporting_threat_misleading.the_letter_is_undated_today': 'La carta no tiene fecha; se usó la fecha de hoy.',
  'credit_reporting_threat_misleading.this_letter_may_violate_federal':
    'Esta carta podría violar la ley federal: {0}. Un cobrador de deudas no puede hacer declaraciones falsas o engañosas sobre los informes de crédito (15 U.S.C. 1692e(8), (10); 12 CFR 1006.18).',
  'credit_reporting_threat_misleading.this_letter_may_violate_federal_2':
    'Esta carta podría violar la ley federal: habla de reportar la deuda a las agencias de crédito, pero contando desde {0}, el período de reporte de 7 años terminó aproximadamente el {1}. Amenazar con reportar una deuda que ya no puede aparecer legalmente en un informe de crédito es amenazar con una acción que no se puede tomar legalmente (15 U.S.C. 1692e(5), (8); 15 U.S.C. 1681c(a)(4), (c)(1)).',
  'credit_reporting_threat_misleading.this_letter_may_violate_federal_3':
    'Esta carta podría violar la ley federal: le advierte sobre su historial de crédito, lo que se entiende como que la deuda será reportada a las agencias de crédito si no paga, pero contando desde {0}, el período de reporte de 7 años terminó aproximadamente el {1}. Dar a entender que una deuda que ya no puede aparecer legalmente en un informe de crédito dañará su crédito es engañoso (15 U.S.C. 1692e(5), (8), (10); 15 U.S.C. 1681c(a)(4), (c)(1); Reitz v. Credit Systems of the Fox Valley, E.D. Wis. 2020).',
  'credit_reporting_threat_misleading.this_letter_may_violate_federal_4':
    'Esta carta podría violar la ley federal: dice que la deuda será reportada a las agencias de crédito y también dice, sin plazo ni condición, que no se hará ningún reporte. La carta se contradice, así que una de las dos afirmaciones es falsa; un cobrador no puede amenazar con reportes de crédito que no piensa hacer (15 U.S.C. 1692e(5), (8), (10); 12 CFR 1006.18(c)(1)).',
  'credit_reporting_threat_misleading.gives_a_period_for_keeping':
    'da un plazo para mantener la deuda en su informe de crédito que la ley no le da; una cuenta en cobranza puede reportarse durante siete años, contados desde 180 días después del primer pago atrasado, esté pagada o no, y no más (15 U.S.C. 1681c(a)(4), (c)(1); Fasten v. Zager, E.D.N.Y. 1999)',
  'credit_reporting_threat_misleading.says_the_law_requires_the':
    'dice que la ley exige que la deuda se reporte a las agencias de crédito; ninguna ley obliga a un cobrador de deudas a reportar una deuda de consumo (la ley solo fija deberes para quien decide reportar, 15 U.S.C. 1681s-2), así que la afirmación tergiversa la ley (15 U.S.C. 1692e(2)(A), (10))',
  'credit_reporting_threat_misleading.threatens_to_report_you_under':
    'amenaza con reportarle a usted con un calificativo despectivo (como "deadbeat", alguien que no paga por mala fe) que ningún informe de crédito contiene',
  'credit_reporting_threat_misleading.this_letter_talks_about_reporting':
    'Esta carta habla de reportar la deuda a las agencias de crédito. Una cuenta en cobranza solo puede reportarse durante unos 7 años y 180 días desde el primer pago atrasado; amenazar con reportar una deuda más antigua es una amenaza que el cobrador no puede cumplir legalmente. Díganos cuándo hizo su último pago para verificarlo.',
  'credit_reporting_threat_misleading.this_letter_warns_you_about':
    'Esta carta le advierte sobre su historial de crédito, lo que se entiende como que la deuda será reportada a las agencias de crédito si no paga. Una cuenta en cobranza solo puede reportarse durante unos 7 años y 180 días desde el primer pago atrasado; decir que una deuda más antigua dañará su historial de crédito es engañoso. Díganos cuándo hizo su último pago para verificarlo.',
  'credit_reporting_threat_misleading.threatens_to_report_the_debt': 'amenaza con reportar la deuda como fraude o delito',
  'credit_reporting_threat_misleading.this_letter_may_violate_federal_5':
    'Es posible que esta carta infrinja la ley federal: usted nos dijo que esta deuda ya estaba pagada o saldada, pero la carta habla de reportarla a las agencias de crédito. Reportar como adeudada una deuda pagada, o amenazar con hacerlo, comunica información crediticia falsa y tergiversa la deuda (15 U.S.C. 1692e(2)(A), (8), (10); Russell v. Absolute Collection Services, 763 F.3d 385 (4th Cir. 2014)). Guarde su comprobante de pago.',
  'credit_reporting_threat_misleading.this_letter_may_violate_federal_6':
    'Es posible que esta carta infrinja la ley federal: usted nos dijo que esta deuda fue liberada (discharged) en una bancarrota, pero la carta habla de reportarla a las agencias de crédito. Reportar como todavía adeudada una deuda liberada, o amenazar con hacerlo, comunica información crediticia falsa (15 U.S.C. 1692e(2)(A), (8), (10)) y puede violar la orden de liberación (11 U.S.C. 524). Guarde los documentos de su liberación de deudas.',
  'credit_reporting_threat_misleading.title': 'Declaraciones falsas o engañosas sobre los informes de crédito',
  'credit_reporting_threat_misleading.your_last_payment_plus_a': 'su último pago ({0}), más un mes hasta el primer pago atrasado',
  'false_attorney_involvement.assumed_an_attorney_at_the':
    'Supusimos que un abogado del bufete revisó su cuenta de forma significativa antes de enviar esta carta, como la carta dice; si ninguno lo hizo, la carta podría ser engañosa (Clomon v. Jackson).',
  'false_attorney_involvement.description':
    'Una carta de cobro no puede dar a entender que un abogado está manejando su cuenta, ni que viene de un abogado, salvo que un abogado haya revisado realmente su expediente. El membrete de un bufete, la firma de un abogado o las menciones a "nuestro departamento legal" en una carta producida en masa pueden hacerle creer que se está preparando una demanda.',
  'false_attorney_involvement.the_front_of_the_letter':
    'El frente de la carta dice que ningún abogado ha revisado personalmente la cuenta (Greco v. Trauner, Cohen & Thomas, 2d Cir. 2005). Supusimos que la declaración es clara y visible.',
  'false_attorney_involvement.the_front_of_the_letter_2':
    'El frente de la carta le remite al reverso, donde dice que ningún abogado ha revisado personalmente su cuenta; leída en su conjunto, la carta dice lo que un abogado ha hecho y lo que no (Greco v. Trauner, Cohen & Thomas, 2d Cir. 2005). Supusimos que la declaración es clara.',
  'false_attorney_involvement.this_letter_may_violate_federal':
    'Esta carta puede violar la ley federal: está escrita como si fuera para un bufete de abogados o un abogado, no para usted (una cuenta "asignada a su bufete para revisión legal", un abogado al que se le pide demandar al deudor), aunque se la enviaron a usted. Una copia de una remisión a abogados le dice que ahora unos abogados tienen su cuenta y se preparan para actuar; salvo que un abogado realmente la esté manejando, eso es engañoso (15 U.S.C. 1692e(3), (5), (10); Martin v. Sands, D. Mass. 1999).',
  'false_attorney_involvement.the_law_firm_says_it':
    'El bufete dice que ya presentó una demanda por esta deuda ("{0}"); una demanda la firma un abogado, así que se toma como cierto lo que la carta sugiere: que un abogado interviene.',
  'false_attorney_involvement.this_letter_may_violate_federal_2':
    'Esta carta podría violar la ley federal: viene de un bufete de abogados que cobra la deuda, dice que ningún abogado ha revisado su cuenta y además habla de acciones legales. En el Tercer Circuito, que abarca su estado, una aclaración que el resto de la carta contradice poco aclara el papel del bufete, de modo que la carta todavía puede hacerle creer que un abogado lo consideró candidato a una demanda (Lesher v. Law Offices of Mitchell N. Kay, 3d Cir. 2011; 15 U.S.C. 1692e(3), (10)). Basta una aclaración clara en el anverso que nada más en la carta contradiga (Greco; Powell v. Aldous & Associates, D.N.J. 2018).',
  'false_attorney_involvement.only_below_the_signature_does':
    'Solo debajo de la firma dice esta carta del bufete de abogados que ningún abogado ha revisado su cuenta, donde va la letra pequeña y el reverso de una carta, no en el cuerpo donde usted lee la exigencia de pago. En los Circuitos Tercero y Quinto, una declaración colocada así puede no deshacer el mensaje del membrete del bufete de que un abogado evaluó su cuenta (Lesher v. Law Offices of Mitchell N. Kay, 3d Cir. 2011; Gonzalez v. Kay, 5th Cir. 2009; 15 U.S.C. 1692e(3), (10)).',
  'false_attorney_involvement.assumed_the_text_after_the':
    'Se supuso que el texto que sigue a la firma está impreso debajo de ella o en el reverso, como aparece en el texto que usted nos dio.',
  'false_attorney_involvement.this_letter_from_a_law':
    'Esta carta de un bufete de abogados podría violar la ley federal: usted nos dijo que su declaración de que ningún abogado ha revisado su cuenta está impresa solo en el reverso de la carta o debajo de la firma, mientras que la carta viene de un bufete que cobra la deuda. En los Circuitos Tercero y Quinto, una aclaración ubicada así no deshace el mensaje de la carta del bufete de que un abogado ha evaluado su cuenta y de que podrían demandarlo (Lesher v. Law Offices of Mitchell N. Kay, 3d Cir. 2011; Gonzalez v. Kay, 5th Cir. 2009; 15 U.S.C. 1692e(3), (10)).',
  'false_attorney_involvement.your_answer_on_where_the':
    'Su respuesta sobre dónde está impresa la declaración decide este hallazgo; el texto que usted nos dio no lo muestra.',
  'false_attorney_involvement.where_is_the_statement_printed':
    '¿Dónde está impresa la declaración? La carta de este bufete de abogados dice que ningún abogado ha revisado su cuenta, pero el texto que usted nos dio no muestra dónde está impresa esa declaración. En el circuito federal de su estado, una declaración clara en el cuerpo del frente de la carta suele ser suficiente, mientras que una impresa solo en el reverso o debajo de la firma podría no deshacer el mensaje de la carta del bufete de que un abogado ha evaluado su cuenta (Lesher v. Law Offices of Mitchell N. Kay, 3d Cir. 2011; Gonzalez v. Kay, 5th Cir. 2009; Powell v. Aldous & Associates, D.N.J. 2018).',
  'false_attorney_involvement.this_letter_may_violate_federal_3':
    'Esta carta podría violar la ley federal: viene en el membrete de un bufete de abogados, y la declaración de que ningún abogado ha revisado su cuenta aparece solo en una página posterior o al reverso. Los tribunales han sostenido que una aclaración al reverso no corrige un frente que da a entender que un abogado maneja la cuenta (Lesher v. Law Offices of Mitchell N. Kay, 3d Cir. 2011); el Segundo Circuito es más flexible (Greco) (15 U.S.C. 1692e(3), (10)).',
  'false_attorney_involvement.this_letter_may_violate_federal_4':
    'Esta carta podría violar la ley federal: viene de una compañía de cobranza pero habla de sus abogados o de su departamento legal, lo que da a entender que unos abogados manejan su cuenta. Salvo que un abogado haya revisado realmente su expediente, eso es engañoso (15 U.S.C. 1692e(3), (10); 12 CFR 1006.18(b)(1)(iii)).',
  'false_attorney_involvement.this_letter_may_violate_federal_5':
    'Esta carta podría violar la ley federal: viene en el membrete de un bufete de abogados pero la firma personal que no es abogado, sin ninguna declaración de que un abogado revisó su cuenta. Una carta de un bufete da a entender que un abogado revisó el expediente de forma significativa; si ninguno lo hizo, es engañosa (15 U.S.C. 1692e(3), (10); Clomon v. Jackson, 2d Cir. 1993).',
  'false_attorney_involvement.this_letter_may_violate_federal_6':
    'Esta carta podría violar la ley federal: se envía a nombre de un abogado y habla de acciones legales, sin decir si un abogado revisó personalmente su cuenta. Las cartas producidas en masa con el nombre de un abogado, enviadas sin que un abogado revise el expediente de forma significativa, dan a entender falsamente la participación de un abogado (15 U.S.C. 1692e(3), (10); Clomon v. Jackson, 2d Cir. 1993).',
  'false_attorney_involvement.this_letter_may_violate_federal_7':
    'Esta carta podría violar la ley federal: se envía a nombre de un bufete o de un abogado, no dice que ningún abogado haya revisado su cuenta, y usted nos dijo que ningún abogado de allí la ha revisado personalmente. Una carta así le hace creer que un abogado juzgó su cuenta; si ninguno lo hizo, es engañosa (15 U.S.C. 1692e(3), (10); 12 CFR 1006.18(b)(1)(iii); Clomon v. Jackson, 2d Cir. 1993; Avila v. Rubin, 7th Cir. 1996).',
  'false_attorney_involvement.this_letter_may_violate_federal_8':
    'Esta carta podría violar la ley federal: se envía desde un "departamento legal" de una empresa que no es un bufete de abogados, y usted nos dijo que ningún abogado de allí ha revisado personalmente su cuenta. Una carta de un departamento legal puede hacerle creer que un abogado la escribió o la envió; si no participa ningún abogado, es engañosa (15 U.S.C. 1692e(3), (10); Rosenau v. Unifund Corp., 3d Cir. 2008).',
  'false_attorney_involvement.this_letter_is_sent_from':
    'Esta carta se envía desde un "departamento legal" de una empresa que no es un bufete de abogados. Una carta de un departamento legal puede hacerle creer que un abogado la escribió o la envió; si no participa ningún abogado, podría ser engañosa (15 U.S.C. 1692e(3); Rosenau v. Unifund Corp., 3d Cir. 2008). La carta no permite saber si un abogado revisó su cuenta.',
  'false_attorney_involvement.the_text_you_gave_us':
    'El texto que nos dio no muestra quién envió esta carta, pero el remitente escribe como lo hace un abogado contratado por el acreedor, o dice que su cobro se basa solo en lo que su cliente le informó ("{0}"). Si la carta es de un bufete o de un abogado, le da a entender que un abogado se ha hecho cargo de su cuenta; a menos que alguno la haya revisado de verdad, eso es engañoso (15 U.S.C. 1692e(3), (10); Clomon v. Jackson, 2d Cir. 1993; Avila v. Rubin, 7th Cir. 1996). ¿La carta es de un bufete o de un abogado?',
  'false_attorney_involvement.you_told_us_this_letter':
    'Usted nos dijo que esta carta es de un bufete o de un abogado; el texto que nos dio no muestra su membrete ni su firma, así que se evalúa como carta de un bufete según su respuesta.',
  'false_attorney_involvement.this_letter_is_sent_in':
    'Esta carta se envía a nombre de un bufete o de un abogado y no dice si un abogado revisó su cuenta. Una carta así da a entender que un abogado juzgó su cuenta; si ninguno lo hizo, podría ser engañosa (15 U.S.C. 1692e(3); Clomon v. Jackson, 2d Cir. 1993). La carta no permite saber si alguno lo hizo.',
  'false_attorney_involvement.you_told_us_a_lawyer':
    'Usted nos dijo que un abogado de la oficina que envió la carta revisó personalmente su cuenta, así que lo que la carta da a entender sobre la participación de un abogado se toma como cierto.',
  'false_attorney_involvement.your_answer_is_what_you':
    'Su respuesta es lo que usted sabe; un abogado pudo haber revisado el expediente sin decírselo. El hallazgo es una pregunta que plantear, no una conclusión.',
  'false_attorney_involvement.your_answer_is_what_you_2':
    'Su respuesta es lo que usted sabe; puede haber un abogado en ese departamento sin que usted lo sepa. El hallazgo es una pregunta que plantear, no una conclusión.',
  'false_attorney_involvement.this_law_firm_s_letter':
    'La carta de este bufete podría violar la ley federal: viene de un bufete de abogados, pero dice que su cobro se basa solo en lo que le informó el acreedor, o que su firma es facsímil o impresa a máquina, y nunca dice si un abogado revisó su cuenta. Una carta de un bufete da a entender que un abogado examinó su expediente; una declaración así sugiere que ninguno lo hizo o, al menos, lo deja en duda (15 U.S.C. 1692e(3), (10); Clomon v. Jackson, 2d Cir. 1993; Solovyova v. Grossman & Karaszewski, E.D.N.Y. 2021).',
  'false_attorney_involvement.title': 'La carta da a entender que un abogado participa cuando ninguno lo hace realmente',
  'government_affiliation_implied.description':
    'Un cobrador de deudas no puede dar a entender que es parte del gobierno federal, estatal o local, que trabaja para él o que este lo aprueba, ni hacer que su carta parezca un documento oficial del gobierno. Un cobrador privado que trabaja para un acreedor del gobierno puede decirlo con exactitud.',
  'government_affiliation_implied.the_debt_is_owed_to':
    'La deuda se le debe a un organismo público, y el remitente se nombra por ese organismo o por su oficina de cobranza; supusimos que el remitente cobra para él, como dice la carta.',
  'government_affiliation_implied.the_letter_says_accurately_that':
    'La carta dice con exactitud que el remitente es un cobrador privado o un abogado que trabaja para un organismo del gobierno (Sheriff v. Gillie, 2016); supusimos que esa declaración es verdadera.',
  'government_affiliation_implied.this_letter_may_violate_federal':
    'Esta carta podría violar la ley federal: afirma una forma de cobro que solo tiene el gobierno, como el embargo administrativo de salario, una compensación del Tesoro o el salario retenido sin orden judicial, aunque la carta muestra que la deuda se le debe a un prestamista o una empresa privada. Solo los Estados Unidos y, en los préstamos estudiantiles federales, las agencias de garantía pueden tomar así el salario o los pagos federales; afirmar ese poder da a entender que el cobrador actúa con la autoridad del gobierno (15 U.S.C. 1692e(1), (9); 12 CFR 1006.18(b)(1)(i), (c)(3)).',
  'government_affiliation_implied.this_letter_may_violate_federal_2':
    'Esta carta podría violar la ley federal: se presenta por medio de un programa, un departamento o un funcionario federal, aunque la carta muestra que la deuda se le debe a un prestamista o una empresa privada. Un cobrador de deudas no puede dar a entender que está vinculado con el gobierno federal o estatal, ni que actúa por él, y una línea que dice que el remitente es una empresa privada no deshace un encabezado o un título que dice lo contrario (15 U.S.C. 1692e(1), (9), (14); 12 CFR 1006.18(b)(1)(i), (c)(3)).',
  'government_affiliation_implied.this_letter_may_violate_federal_4':
    'Esta carta podría violar la ley federal: presenta al cobrador por el trabajo que hace para el gobierno (los sistemas o servicios que presta a un organismo público, los impuestos o deudas que cobra para uno), aunque la deuda no se le debe al gobierno y la carta no dice que el cobrador es una empresa privada. Los tribunales han sostenido que esas credenciales pueden llevar al lector a creer que el cobrador está afiliado al gobierno, y un cobrador de deudas no puede dar eso a entender (15 U.S.C. 1692e(1), (9); Gammon v. GC Services, 7th Cir. 1994).',
  'government_affiliation_implied.this_letter_may_violate_federal_3':
    'Esta carta podría violar la ley federal: el remitente usa un nombre o un título que suena a gobierno, o dice que es oficial o que está aprobado por el gobierno. Un cobrador de deudas no puede dar a entender que está vinculado con el gobierno federal, estatal o local, ni que este lo respalda (15 U.S.C. 1692e(1), (9); 12 CFR 1006.18(b)(1)(i), (c)(3)).',
  'government_affiliation_implied.title': 'La carta da a entender que tiene respaldo del gobierno',
  'innocent_purchaser_claim.description':
    'Un cobrador de deudas no puede decir ni dar a entender falsamente que su cuenta se entregó a un "comprador de buena fe a título oneroso" ("innocent purchaser for value") o a un "tenedor de buena fe" ("holder in due course"), una etiqueta legal que se usa para sugerir que el nuevo dueño está libre de sus defensas y reclamos sobre el negocio original.',
  'innocent_purchaser_claim.this_letter_may_violate_federal':
    'Esta carta podría violar la ley federal: dice que su cuenta se entregó a un "innocent purchaser for value" o "holder in due course" (comprador o tenedor de buena fe), lo que sugiere que el nuevo dueño está libre de sus defensas. Un cobrador de deudas no puede afirmar ni dar a entender esto falsamente (15 U.S.C. 1692e(12); 12 CFR 1006.18(b)(1)(vi)). Quien compra una deuda de consumo en general la recibe sujeta a sus defensas.',
  'innocent_purchaser_claim.title': 'Afirma falsamente que la cuenta pasó a un "comprador de buena fe a título oneroso" ("innocent purchaser for value")',
  'legal_process_misdescribed.description':
    'Si lo demandan, los documentos del tribunal (citación y demanda) tienen plazos. Un cobrador de deudas no puede decirle que unos documentos legales reales no son un proceso legal, ni que no requieren ninguna acción de su parte, ni describir mal lo que puede hacer una sentencia (por ejemplo, que se pueden embargar los beneficios del Seguro Social, o que se puede retener su salario sin pasar por un tribunal). Ignorar una citación puede llevar a una sentencia en su contra.',
  'legal_process_misdescribed.this_letter_appears_to_misstate_2':
    'Esta carta parece describir mal lo que puede hacer una sentencia judicial o su ejecución: dice que se pueden tomar ingresos que la ley protege (como los beneficios del Seguro Social, de veteranos o de discapacidad), o que su salario, sus cuentas bancarias o sus bienes pueden ser embargados o incautados automáticamente o sin pasar por un tribunal. Los beneficios federales están exentos de embargo, y un cobrador tiene que pasar por un tribunal para embargar salarios o cuentas. Un cobrador de deudas no puede tergiversar la situación legal de una deuda ni las consecuencias de un proceso legal (15 U.S.C. 1692e(2)(A), (4), (5), (10); 12 CFR 1006.18(b)(2)(i), (c)(1)).',
  'legal_process_misdescribed.this_letter_appears_to_misstate':
    'Esta carta parece describir mal lo que puede hacer una sentencia judicial: dice que se puede tomar todo su salario o su cheque entero. La ley federal limita el embargo de salario por una deuda común al 25% de sus ingresos disponibles, y muchos estados permiten menos (15 U.S.C. 1673). Un cobrador de deudas no puede describir mal la situación legal de una deuda ni las consecuencias de un proceso legal (15 U.S.C. 1692e(2)(A), (4), (5), (10); 12 CFR 1006.18(b)(2)(i), (c)(1)).',
  'legal_process_misdescribed.this_letter_appears_to_tell':
    'Esta carta parece decirle que unos documentos reales del tribunal no son una demanda o que no requieren ninguna acción de su parte. Un cobrador de deudas no puede decir que un proceso legal no es un proceso legal ni que no requiere acción (15 U.S.C. 1692e(15); 12 CFR 1006.18(b)(1)(viii)). Una citación tiene un plazo: si no lo cumple, el tribunal puede dictar una sentencia en su contra. Lea la citación misma para conocer su plazo.',
  'legal_process_misdescribed.these_court_papers_repeat_the':
    'Estos documentos judiciales repiten el aviso de "validación" del cobro de deudas: dicen que la deuda se dará por válida si usted no la disputa dentro de 30 días. Ese derecho se ejerce ante el cobrador, no ante el tribunal. Una vez demandado, usted debe contestar al tribunal dentro del plazo que indica la citación, y una disputa enviada al cobrador no detiene la demanda ni le da más tiempo. Dicho en los propios documentos de la demanda, puede llevarle a dejar pasar el plazo del tribunal y perder por falta de contestación, por lo que describe mal el proceso judicial (15 U.S.C. 1692e, 1692e(10); Marquez v. Weinstein, Pinson & Riley, 7th Cir. 2016). Los documentos judiciales no son la carta que debe llevar este aviso (15 U.S.C. 1692g(d)). Lea la citación para saber su plazo para contestar.',
  'legal_process_misdescribed.they_also_count_the_30':
    'Además cuentan los 30 días desde la fecha escrita en los documentos, un plazo que puede vencer incluso antes de que se los entreguen a usted.',
  'legal_process_misdescribed.marquez_binds_the_courts_of':
    'Marquez obliga a los tribunales del Séptimo Circuito; tribunales de otros lugares también sostienen que los escritos judiciales de un cobrador de deudas pueden violar 15 U.S.C. 1692e (Heintz v. Jenkins, 1995, incluyó en la ley a los abogados que litigan cobros), pero es posible que el tribunal de apelaciones de su circuito no haya decidido sobre esta redacción.',
  'legal_process_misdescribed.this_letter_may_violate_federal':
    'Esta carta puede violar la ley federal: le pide firmar una sentencia judicial (una sentencia por consentimiento o acordada, o una confesión de sentencia) pero la presenta como un plan de pagos, un reconocimiento de la deuda o un simple trámite, y no dice que al firmarla el tribunal puede dictar una sentencia en su contra. Una sentencia se puede ejecutar con un embargo de salario o de cuenta bancaria y pone fin a su oportunidad de defenderse en la demanda. Un cobrador de deudas no puede dar a entender que un documento del proceso judicial es otra cosa ni ocultar lo que hace (15 U.S.C. 1692e, 1692e(10), 1692e(15); Brandon v. Eaton Group Attorneys, E.D. La. 2017). Lea el documento y considere consultar a un abogado o a un servicio de asistencia legal antes de firmar.',
  'legal_process_misdescribed.title': 'Documentos legales reales descritos como si no requirieran ninguna acción',
  'legal_process_misdescribed.you_told_us_a_lawsuit':
    'Usted nos dijo que se presentó una demanda por esta deuda; la carta se lee frente a esos documentos del tribunal.',
  'loss_of_defenses_on_sale.description':
    'Un cobrador de deudas no puede decir que vender, transferir o ceder su deuda le hará perder una defensa o un reclamo que usted tenga, ni que permitirá al nuevo dueño cobrar por cualquier medio que quiera. Sus derechos y defensas acompañan a la deuda.',
  'loss_of_defenses_on_sale.this_letter_may_violate_federal':
    'Esta carta podría violar la ley federal: dice que si su deuda se vende, se transfiere o se cede, usted perderá defensas, reclamos o el derecho a disputar, o que el nuevo dueño puede cobrar por cualquier medio. Sus derechos y defensas acompañan a la deuda, y un cobrador no puede decir lo contrario (15 U.S.C. 1692e(6); 12 CFR 1006.18(b)(1)(v)).',
  'loss_of_defenses_on_sale.title': 'Dice que vender la deuda le quitará sus defensas',
  'misstated_legal_status.assumed_the_statute_of_limitations': 'Supusimos que el plazo de prescripción ya había vencido cuando se escribió la carta: {0}',
  'misstated_legal_status.courts_in_the_ninth_circuit':
    'Los tribunales del Noveno Circuito han considerado legal un saldo que "podría no incluir los intereses que se acumulan" junto con un número al que llamar (Hutton v. Collins & Lamore, S.D. Cal. 2009); allí la ley es distinta.',
  'misstated_legal_status.description':
    'Un cobrador de deudas no puede tergiversar la situación legal de una deuda: por ejemplo, afirmar que existe una sentencia judicial que no existe, decir que la deuda nunca vence, decir que usted está obligado legalmente a pagar una deuda demasiado antigua para demandarla, decir que no disputarla es una admisión, o cobrar una deuda que se liberó en una bancarrota o que ya se pagó.',
  'misstated_legal_status.does_not_include': 'no incluye',
  'misstated_legal_status.fields_v_wilber_law_firm':
    'Fields v. Wilber Law Firm es obligatorio en el Séptimo Circuito (Illinois, Indiana, Wisconsin); en otros lugares los tribunales pueden decidir de otro modo.',
  'misstated_legal_status.gives_a_total_that_may':
    'da un total que podría incluir cargos y costos estimados que todavía no se deben, sin decir cuáles, así que no indica con claridad lo que usted debe ahora (Carlin v. Davidson Fink, 2d Cir. 2017)',
  'misstated_legal_status.may_not_include': 'podría no incluir',
  'misstated_legal_status.nothing_in_the_letter_itself':
    'Nada en la carta misma tergiversa la situación legal de la deuda. Un cobrador no puede exigir el pago de una deuda que se liberó en una bancarrota o que ya se pagó o se liquidó mediante un acuerdo, ni pedirle más de lo que usted debe; díganos si alguna de esas situaciones se aplica.',
  'misstated_legal_status.a_balance_beside_fees_or':
    'En el Séptimo Circuito se ha resuelto que un saldo acompañado de honorarios o costos "por determinar" o que se deben "cuando corresponda" no indica el monto de la deuda (Miller v. McCalla, Raymer, 7th Cir. 2000), y lo mismo han resuelto tribunales del Décimo Circuito (Kalebaugh v. Berman & Rabin, D. Kan. 2014) y del Segundo; los tribunales de otros lugares pueden decidir de otro modo.',
  'misstated_legal_status.states_a_balance_and_then_2':
    'indica un saldo y luego menciona honorarios, costos o intereses como adeudados sin dar ninguna cifra para ellos, dejándolos "por determinar" o debidos solo "cuando corresponda" o "si los hay", así que usted no puede saber el total que debe ni si esos cargos se deben siquiera (Kalebaugh v. Berman & Rabin, D. Kan. 2014; Miller v. McCalla, Raymer, 7th Cir. 2000; Fields v. Wilber Law Firm, 7th Cir. 2004; 15 U.S.C. 1692g(a)(1), 1692e(2)(A))',
  'misstated_legal_status.asks_for_more_than_you':
    'le pide más de lo que usted debe, según nos dijo (por ejemplo, no se acreditó un pago que usted hizo, o se agregó un cargo que usted nunca aceptó), y un cobrador no puede tergiversar el monto de una deuda ni cobrar ninguna cantidad que ni su contrato ni la ley permitan (Rosen v. L J Ross Associates, E.D.N.Y. 2021: un "Amount Due" (monto adeudado) que no cambió después de un pago; 15 U.S.C. 1692e(2)(A), 1692f(1))',
  'misstated_legal_status.a_balance_said_only_perhaps':
    'En el Segundo Circuito se ha resuelto que un saldo que solo tal vez incluye cargos no indica el monto de la deuda (Weiss v. Zwicker & Associates, E.D.N.Y. 2009; Carlin v. Davidson Fink, 2d Cir. 2017), y el Séptimo exige que la carta indique el monto con claridad (Chuway v. National Action Financial, 7th Cir. 2004); en otros lugares los tribunales pueden decidir de otro modo.',
  'misstated_legal_status.states_a_balance_and_then':
    'indica un saldo y luego dice solo que podría incluir cargos, o que los incluye solo cuando corresponden, sin decir si están en la cifra ni cuánto son, así que usted no puede saber cuál es el monto de la deuda (Weiss v. Zwicker & Associates, E.D.N.Y. 2009; Carlin v. Davidson Fink, 2d Cir. 2017; 15 U.S.C. 1692g(a)(1))',
  'misstated_legal_status.gives_the_balance_only_as':
    'da el saldo solo como estaba en un momento anterior (una fecha muy anterior a la carta, o un hecho como la cancelación de la cuenta como pérdida o su asignación al cobrador) y nunca dice cuánto debe usted ahora, y {0}, así que no indica el monto de la deuda (Miller v. McCalla, 7th Cir. 2000; Chuway v. National Action Financial Services, 7th Cir. 2004; 15 U.S.C. 1692g(a)(1))',
  'misstated_legal_status.you_told_us_the_balance': 'usted nos dijo que el saldo ha seguido creciendo',
  'misstated_legal_status.the_letter_itself_says_interest': 'la propia carta dice que se siguen agregando intereses o cargos',
  'misstated_legal_status.this_letter_gives_the_balance':
    'Esta carta da el saldo solo como estaba en un momento anterior (una fecha muy anterior a la carta, o un hecho como la cancelación de la cuenta como pérdida o su asignación al cobrador) y nunca dice cuánto debe usted ahora. Si desde entonces se han agregado intereses o cargos, la carta no indica el monto de la deuda (Miller v. McCalla, 7th Cir. 2000; 15 U.S.C. 1692e(2)(A), 1692g(a)(1)); si el saldo no puede crecer, la cifra antigua sigue siendo lo que usted debe. Díganos si el saldo todavía puede crecer.',
  'misstated_legal_status.a_figure_the_letter_says':
    'En el Séptimo Circuito se ha resuelto que una cifra que la propia carta dice que podría no ser el monto total adeudado no indica el monto de la deuda (Chuway v. National Action Financial Services, 7th Cir. 2004), y lo mismo han resuelto tribunales de distrito del Segundo Circuito (Kolganov v. Phillips & Cohen Associates, E.D.N.Y. 2004); en otros lugares los tribunales pueden decidir de otro modo.',
  'misstated_legal_status.gives_a_figure_and_then':
    'da una cifra y luego dice que podría no ser lo que usted debe, o que es solo un cálculo aproximado, sin decir qué queda fuera ni cuánto, así que no le dice el monto de la deuda (Chuway v. National Action Financial Services, 7th Cir. 2004; Kolganov v. Phillips & Cohen Associates, E.D.N.Y. 2004; 15 U.S.C. 1692g(a)(1))',
  'misstated_legal_status.says_the_amount_it_asks':
    'dice que la cantidad que pide incluye los cargos o costos propios del cobrador sin decir cuánto son, así que usted no puede saber qué parte es la deuda y qué parte el cargo, aunque su contrato permita esos cargos (Fields v. Wilber Law Firm, 7th Cir. 2004)',
  'misstated_legal_status.says_a_court_judgment_was': 'dice que se dictó una sentencia judicial, y usted nos dijo que no hay ninguna',
  'misstated_legal_status.says_flatly_that_the_debt':
    'dice tajantemente que la deuda no puede liberarse en una bancarrota, pero casi toda deuda de consumo puede liberarse, incluso un préstamo estudiantil cuando pagarlo causaría una dificultad excesiva (undue hardship) (11 U.S.C. 523(a)(8); Easterling v. Collecto, 2d Cir. 2012)',
  'misstated_legal_status.tells_you_that_what_you':
    'le dice que lo que usted pague para liquidar la deuda será o podrá ser reportado al IRS, pero el formulario 1099-C solo reporta la deuda que se perdona, nunca el pago, así que la declaración describe mal lo que la liquidación significa para sus impuestos (26 U.S.C. 6050P; Broderick v. Viking Client Services, D.N.J. 2017; Schultz v. Midland Credit Management, 3d Cir. 2018; 15 U.S.C. 1692e(2)(A), 1692e(10))',
  'misstated_legal_status.names_a_fee_the_collector':
    'menciona un cargo que cobra el cobrador pero nunca dice cuánto es ni si está incluido en el monto que se le pide, así que usted no puede saber qué parte de ese monto es la deuda y qué parte el cargo, aunque su contrato permita ese cargo (Fields v. Wilber Law Firm, 7th Cir. 2004; Hackler v. Tolteca Enterprises, W.D. Tex. 2019; 15 U.S.C. 1692g(a)(1), 1692e(2)(A))',
  'misstated_legal_status.is_styled_as_if_a':
    'está presentada como si ya hubiera una demanda pendiente por la deuda (un encabezado de caso como "Acreedor vs. usted", o un número de expediente judicial), y usted nos dijo que no se ha presentado ninguna demanda, lo que tergiversa la situación legal de la deuda como si estuviera en litigio (Murray v. Revenue Management Corp., In re Murray, Bankr. D. Mass. 2016: un encabezado "Re: [acreedor] vs.: [consumidor]" cuando no había ninguna demanda pendiente; 15 U.S.C. 1692e(2)(A))',
  'misstated_legal_status.this_letter_is_styled_as':
    'Esta carta está presentada como si ya hubiera una demanda pendiente por la deuda (un encabezado de caso como "Acreedor vs. usted", o un número de expediente judicial). Si no se ha presentado ninguna demanda, eso tergiversa la situación legal de la deuda (15 U.S.C. 1692e(2)(A)). Díganos si lo han demandado por esta deuda.',
  'misstated_legal_status.a_letter_to_an_estate':
    'Un tribunal del Tercer Circuito resolvió que una carta dirigida a una sucesión que le dice al lector "usted debe" puede engañar al albacea (Rock v. Greenspoon Marder, D.N.J. 2021); en otros lugares los tribunales pueden decidir de otro modo.',
  'misstated_legal_status.is_addressed_to_the_estate':
    'está dirigida a la sucesión de una persona fallecida, pero le dice a "usted" que usted debe la deuda sin decir quién es "usted" ni que solo la sucesión es responsable, así que el albacea o el familiar que la abra puede creer que debe la deuda personalmente (Rock v. Greenspoon Marder, D.N.J. 2021; 15 U.S.C. 1692e(2)(A), 1692e(10); 12 CFR 1006.18(b)(2)(i))',
  'misstated_legal_status.says_forgiven_debt_will_or':
    'dice que la deuda perdonada se reportará o podría reportarse al IRS, pero usted nos dijo que el saldo completo es menor de ${0}, y el perdón de menos de ${1} nunca se reporta, así que la afirmación podría hacerle temer un reporte de impuestos que no puede ocurrir (26 U.S.C. 6050P(b); Schultz v. Midland Credit Management, 3d Cir. 2018)',
  'misstated_legal_status.says_forgiven_debt_will_or_2':
    'dice que la deuda perdonada se reportará o podría reportarse al IRS, pero usted nos dijo que cada acuerdo que ofrece la carta perdona menos de ${0}, y el perdón de menos de ${1} nunca se reporta, así que la afirmación podría hacerle temer un reporte de impuestos que no puede ocurrir (26 U.S.C. 6050P(b); Schultz v. Midland Credit Management, 3d Cir. 2018; Heredia v. Capital Management Services, 7th Cir. 2019)',
  'misstated_legal_status.says_forgiven_debt_will_or_3':
    'dice que la deuda perdonada se reportará o podría reportarse al IRS (un formulario 1099-C), pero ningún acuerdo que ofrece la carta puede perdonar ${0} o más (como máximo ${1}), y el perdón de menos de ${2} nunca se reporta, así que la afirmación podría confundirlo sobre el costo de llegar a un acuerdo (26 U.S.C. 6050P(b); Schultz v. Midland Credit Management, 3d Cir. 2018; Heredia v. Capital Management Services, 7th Cir. 2019)',
  'misstated_legal_status.says_that_not_disputing_the':
    'dice que no disputar la deuda es una admisión de que usted la debe, pero la ley dice que ningún tribunal puede tratar la falta de disputa como una admisión de responsabilidad (15 U.S.C. 1692g(c))',
  'misstated_legal_status.says_that_your_not_disputing':
    'dice que, al no disputar la deuda, usted la confirmó o admitió que la debe, pero el aviso solo permite al cobrador suponer que la deuda es válida para sus propios fines, y ningún tribunal puede tratar la falta de disputa como una admisión de responsabilidad (15 U.S.C. 1692g(a)(3), (c))',
  'misstated_legal_status.says_that_your_bankruptcy_does':
    'dice que su bancarrota no alcanza esta deuda (que su solicitud de bancarrota no detiene el cobro, o que la deuda queda fuera de su caso, su plan o su descargo por una razón que la ley no da, como su venta), pero la solicitud de bancarrota detiene el cobro de las deudas anteriores a ella y el descargo pone fin a su responsabilidad personal por ellas, sea quien sea su dueño después; solo sobreviven las deudas y los gravámenes que el Código de Quiebras exceptúa, o una deuda que usted reafirmó (11 U.S.C. 362(a)(6), 524(a)(2))',
  'misstated_legal_status.says_that_a_payment_will':
    'dice que un pago revivirá esta deuda o reiniciará el plazo para demandar, pero en {0} un pago por sí solo no revive una deuda una vez vencido el plazo para demandar ({1})',
  'misstated_legal_status.says_the_debt_never_expires':
    'dice que la deuda nunca vence, pero las deudas de consumo se vuelven demasiado antiguas para demandarlas según los plazos de prescripción estatales',
  'misstated_legal_status.says_you_are_legally_obligated':
    'dice que usted está obligado legalmente a pagar una deuda que parece demasiado antigua para demandarla, lo que sugiere que la deuda todavía puede cobrarse por la vía judicial',
  'misstated_legal_status.seeks_payment_of_a_debt':
    'pide el pago de una deuda que, según nos dijo, se liberó en una bancarrota, por lo que legalmente ya no se debe',
  'misstated_legal_status.seeks_payment_of_a_debt_2':
    'pide el pago de una deuda que, según nos dijo, se liberó en una bancarrota: se presenta como informativa, pero usted nos dijo que indica una fecha de vencimiento del pago, un cupón de pago o instrucciones para pagar, y una comunicación se juzga por lo que hace, no por su título (Roth v. Nationstar Mortgage, M.D. Fla. 2016)',
  'misstated_legal_status.the_letter_says_that_for':
    'La carta dice que, para una persona en bancarrota o liberada de la deuda en una bancarrota, es solo informativa y no un intento de cobrarle personalmente ("{0}"), y no pide ningún pago: un gravamen puede sobrevivir a la liberación, así que la carta no se lee como el cobro personal de una deuda liberada (Tyler v. Fabrizio & Brook, E.D. Mich. 2019). Una petición de que usted la pague sí lo sería.',
  'misstated_legal_status.states_a_balance_that_the':
    'indica un saldo que {0} los intereses adeudados y lo envía a llamar para conocer la cifra real, así que la carta en sí no indica el monto de la deuda (Chuway v. National Action Financial, 7th Cir. 2004; 15 U.S.C. 1692g(a)(1))',
  'misstated_legal_status.states_a_sum_plus_interest':
    'indica una suma "más" intereses que se acumulan desde una fecha anterior sin indicar nunca el total que usted debe a la fecha de la carta, así que no indica el monto de la deuda (Bazan v. Hammerman & Hultgren; 15 U.S.C. 1692g(a)(1))',
  'misstated_legal_status.the_letter_says_its_balance':
    'La carta dice que su saldo podría no incluir los intereses que se acumulan y da un número al que llamar; los tribunales del Noveno Circuito lo han considerado legal (Hutton v. Collins & Lamore), mientras que el Séptimo (Chuway) y el Segundo (Avila, Carlin) exigen que la propia carta indique el monto: la ley varía según el circuito.',
  'misstated_legal_status.this_letter_may_violate_federal':
    'Esta carta podría violar la ley federal: {0}. Un cobrador de deudas no puede tergiversar la naturaleza, el monto o la situación legal de una deuda (15 U.S.C. 1692e(2)(A), (10); 12 CFR 1006.18(b)(2)(i)).',
  'misstated_legal_status.this_letter_says_a_court':
    'Esta carta dice que se dictó una sentencia judicial sobre esta deuda. Si ningún tribunal ha dictado una sentencia en su contra, eso tergiversa la situación legal de la deuda (15 U.S.C. 1692e(2)(A)). Puede verificarlo con el tribunal que menciona la carta.',
  'misstated_legal_status.this_letter_says_forgiven_debt':
    'Esta carta dice que la deuda perdonada se reportará o podría reportarse al IRS. El perdón de menos de $600 nunca se reporta (26 U.S.C. 6050P(b)), así que cuando cada acuerdo que ofrece la carta perdona menos de esa cantidad, sea cual sea el saldo, la afirmación puede hacerle temer un reporte de impuestos que no puede ocurrir (Schultz v. Midland Credit Management, 3d Cir. 2018; Heredia v. Capital Management Services, 7th Cir. 2019). Díganos cuánto perdonaría un acuerdo.',
  'misstated_legal_status.says_to_the_account_yet':
    'dice que {0} a la cuenta ("{1}"), pero sus propias cifras muestran {2} (${3}), así que le dice dos cosas distintas sobre lo que usted debe (Clomon v. Jackson, 2d Cir. 1993; 15 U.S.C. 1692e(2)(A), 1692e(10))',
  'misstated_legal_status.no_interest_is_added': 'no se agregan intereses',
  'misstated_legal_status.no_fees_or_charges_are': 'no se agregan cargos ni comisiones',
  'misstated_legal_status.interest_added': 'intereses agregados',
  'misstated_legal_status.fees_or_charges_added': 'cargos o comisiones agregados',
  'misstated_legal_status.states_the_amount_of_the':
    'indica el monto de la deuda como una cifra más honorarios o costos de los que {0} ("{1}"), así que usted no puede saber cuánto debe ni si esos cargos se deben siquiera (Miller v. McCalla, Raymer, 7th Cir. 2000; Fields v. Wilber Law Firm, 7th Cir. 2004; 15 U.S.C. 1692g(a)(1), 1692e(2)(A))',
  'misstated_legal_status.gives_only_an_upper_limit': 'solo da un límite máximo o un estimado',
  'misstated_legal_status.gives_no_figure_for': 'no da ninguna cifra',
  'misstated_legal_status.a_figure_plus_fees_or':
    'En el Séptimo Circuito se ha resuelto que una cifra más honorarios o costos sin su monto no indica el monto de la deuda (Miller v. McCalla, Raymer, 7th Cir. 2000; Fields v. Wilber Law Firm, 7th Cir. 2004), y así lo han resuelto tribunales del Segundo Circuito; en otros lugares los tribunales pueden decidir de otro modo.',
  'misstated_legal_status.the_letter_says_the_account':
    'La carta dice que la cuenta está liquidada o pagada ("{0}") y no pide ningún pago, así que no se lee como el cobro de una deuda ya pagada, liquidada o extinguida en bancarrota.',
  'misstated_legal_status.says_the_amount_it_asks_2':
    'dice que el monto que pide incluye cargos que no nombra ("otros cargos", "cargos varios") y no da ninguna cifra para ellos, así que usted no puede saber qué son, si los debe ni qué parte del monto representan (Fields v. Wilber Law Firm, 7th Cir. 2004; Miller v. McCalla, 7th Cir. 2000; 15 U.S.C. 1692g(a)(1))',
  'misstated_legal_status.title': 'Se tergiversa la naturaleza, el monto o la situación legal de la deuda',
  'name_not_true_name.assumed_the_names_are_not':
    'Supusimos que los nombres no son nombres comerciales registrados de la misma compañía (la carta no da un "d/b/a" ni un vínculo similar entre ellos).',
  'name_not_true_name.description':
    'Un cobrador de deudas debe usar su verdadero nombre comercial (un nombre comercial registrado está bien). No puede cobrar con el nombre de otra compañía, y un acreedor no puede usar un nombre inventado de agencia de cobranza para hacerle creer que participa un tercero. Los empleados pueden usar un seudónimo personal de forma constante.',
  'name_not_true_name.this_letter_may_violate_federal':
    'Esta carta podría violar la ley federal: está escrita con el nombre "{0}", que la propia carta dice que es parte de {1}, el acreedor, y a la vez presenta ese nombre como un tercero que cobra la deuda. Un acreedor que cobra sus propias deudas con un nombre que hace pensar que cobra un tercero es un cobrador de deudas (15 U.S.C. 1692a(6)) y debe usar su verdadero nombre (15 U.S.C. 1692e(14); 12 CFR 1006.18(c)(4)); un formulario que hace creer falsamente que participa un tercero está prohibido (15 U.S.C. 1692j).',
  'name_not_true_name.this_letter_may_violate_federal_2':
    'Esta carta podría violar la ley federal: está escrita como "{0}", el departamento de cobranza de {1}, y usted nos dijo que no viene del acreedor original que cobra en su propio nombre. Una compañía de cobranza que escribe como si fuera el propio departamento del acreedor oculta que quien cobra es un cobrador de deudas; un cobrador de deudas debe usar el verdadero nombre de su empresa (15 U.S.C. 1692e(14), (10); 12 CFR 1006.18(c)(4); Hartman v. Meridian Financial Services, W.D. Wis. 2002).',
  'name_not_true_name.this_letter_is_written_as':
    'Esta carta está escrita como "{0}", el departamento de cobranza de {1}: si la envió otra compañía (se lo dijeron la dirección del remitente, el nombre al que debe pagar o una llamada), escribir como si fuera el propio departamento del acreedor oculta que quien cobra es un cobrador de deudas (15 U.S.C. 1692e(14)).',
  'name_not_true_name.this_letter_may_violate_federal_3':
    'Esta carta podría violar la ley federal: el cobrador se llama a sí mismo {0} pero también usa {1} como el nombre al que debe pagar. Un cobrador de deudas debe usar su verdadero nombre comercial (15 U.S.C. 1692e(14); 12 CFR 1006.18(c)(4)). Puede verificar con qué nombres tiene licencia o registro el cobrador en la agencia de licencias de su estado.',
  'name_not_true_name.this_letter_may_violate_federal_4':
    'Esta carta podría violar la ley federal: el cobrador se llama a sí mismo {0} pero también usa {1}. Un cobrador de deudas debe usar su verdadero nombre comercial (15 U.S.C. 1692e(14); 12 CFR 1006.18(c)(4)). Puede verificar con qué nombres tiene licencia o registro el cobrador en la agencia de licencias de su estado.',
  'name_not_true_name.this_letter_may_violate_federal_5':
    'Esta carta puede violar la ley federal: está escrita con el nombre "{0}" y presenta ese nombre como un tercero que cobra para {1}, pero usted nos dijo que la carta vino del acreedor original. Un acreedor que cobra sus propias deudas con un nombre que sugiere que un tercero está cobrando es un cobrador de deudas (15 U.S.C. 1692a(6)) y debe usar su nombre verdadero (15 U.S.C. 1692e(14); 12 CFR 1006.18(c)(4)); está prohibido un formulario que sugiera falsamente que interviene un tercero (15 U.S.C. 1692j; Maguire v. Citicorp Retail Services, 2d Cir. 1998).',
  'name_not_true_name.title': 'El cobrador usa un nombre distinto de su verdadero nombre comercial',
  'reported_before_contact.assumed_this_letter_is_the':
    'Supusimos que esta carta es el primer contacto del cobrador (es el aviso de validación) y que el cobrador no habló con usted por teléfono antes de reportar.',
  'reported_before_contact.description':
    'Un cobrador de deudas no puede reportar una deuda a una agencia de crédito antes de haber hablado con usted sobre la deuda, o de haberle enviado un mensaje sobre ella y esperado un tiempo razonable (14 días) para saber si no se pudo entregar. Una primera carta que dice que la deuda ya está en su informe de crédito sugiere este "estacionamiento de deudas" ("debt parking"); una que dice que se reportará menos de 14 días después de la carta amenaza con un reporte que el cobrador todavía no puede hacer.',
  'reported_before_contact.this_letter_says_the_debt':
    'Esta carta dice que la deuda ya está en su informe de crédito, y es el primer contacto del cobrador con usted. Un cobrador no puede reportar una deuda antes de haber hablado con usted o de haberle enviado un mensaje y esperado un tiempo razonable (14 días) por si se devolvía sin entregar (12 CFR 1006.30(a)(1)). Revise en su informe de crédito la fecha en que se reportó la cobranza.',
  'reported_before_contact.assumed_this_letter_is_the_2':
    'Supusimos que esta carta es el primer contacto del cobrador (es el aviso de validación) y que el cobrador no habló con usted por teléfono antes de ella.',
  'reported_before_contact.this_letter_says_the_debt_2':
    'Esta carta dice que la deuda ya está en su informe de crédito. Si es la primera vez que el cobrador se comunicó con usted, reportó demasiado pronto (12 CFR 1006.30(a)(1)).',
  'reported_before_contact.this_letter_says_the_debt_3':
    'Esta carta dice que la deuda se reportará a las agencias de crédito menos de 14 días después de la carta. Si es la primera vez que el cobrador se comunicó con usted, eso es demasiado pronto (12 CFR 1006.30(a)(1)).',
  'reported_before_contact.this_letter_says_the_debt_4':
    'Esta carta dice que la deuda se reportará a las agencias de crédito menos de 14 días después de la fecha de la carta, y es el primer contacto del cobrador con usted. Un cobrador no puede reportar una deuda antes de haber hablado con usted o de haberle enviado un mensaje y esperado un tiempo razonable (14 días) por si se devolvía sin entregar (12 CFR 1006.30(a)(1); comentario 30(a)(1)-2), así que la carta amenaza con un reporte que el cobrador no puede hacer legalmente en ese momento (15 U.S.C. 1692e(5), (10)). Revise en su informe de crédito la fecha en que aparece la cobranza.',
  'reported_before_contact.title': 'La deuda se reportó a las agencias de crédito antes de que el cobrador se comunicara con usted',
  'reported_before_contact.you_told_us_the_collector':
    'Usted nos dijo que el cobrador habló primero con usted por teléfono; un cobrador puede reportar después de hablar con usted (12 CFR 1006.30(a)(1)(i)).',
  'reported_before_contact.the_letter_says_the_collector':
    'La carta dice que el cobrador habló con usted antes de ella ("{0}"); un cobrador puede reportar después de hablar con usted (12 CFR 1006.30(a)(1)(i)). Si nunca lo hizo, díganos que esta fue su primera comunicación.',
  'reported_before_contact.you_told_us_the_collector_2':
    'Usted nos dijo que el cobrador le escribió antes; está permitido reportar por lo menos 14 días después de su primer mensaje. Compare la fecha de su informe de crédito con la fecha de su primera carta.',
  'settlement_offer_false_urgency.description':
    'Un cobrador puede ofrecer un descuento con una fecha límite. Pero no puede presionarlo presentando la oferta como una única oportunidad, de última hora, cuando puede hacer, y a menudo hace, la misma oferta o una mejor más adelante. Decir que el cobrador "no está obligado a renovar" la oferta es la forma aceptada de decirlo con honestidad.',
  'settlement_offer_false_urgency.the_letter_says_the_collector':
    'La carta dice que el cobrador no está obligado a renovar la oferta, o dicho de otro modo, que la oferta puede renovarse pero no es seguro (la redacción de puerto seguro de Evory v. RJM Acquisitions, aplicada en Preston v. Midland, 7th Cir. 2020).',
  'settlement_offer_false_urgency.this_letter_may_violate_federal':
    'Esta carta podría violar la ley federal: presenta la oferta de acuerdo como una única oportunidad o de última hora, sin decir si el cobrador podría volver a hacer la oferta. Las ofertas de descuento con fecha límite están permitidas, pero dar a entender que es "ahora o nunca" cuando el cobrador puede renovarla podría ser engañoso (15 U.S.C. 1692e(10); Goswami v. American Collections Enterprise, 5th Cir. 2004). Una carta que dice que el cobrador "no está obligado a renovar esta oferta" evita el problema.',
  'settlement_offer_false_urgency.title': 'Acuerdo presentado como única oportunidad cuando no lo es',
  'settlement_offer_false_urgency.in_all_against_a_stated': '{0} en total, frente a un saldo declarado de {1}',
  'settlement_offer_false_urgency.the_letter_calls_an_offer':
    'La carta llama a una oferta acuerdo o descuento, pero sus condiciones cuestan más que el saldo que declara ({0}). Salvo que todavía se estén agregando intereses o cargos, eso no es una reducción, y llamarla así tergiversa la oferta (15 U.S.C. 1692e(2)(A), 1692e(10)): ¿puede todavía crecer este saldo?',
  'settlement_offer_false_urgency.this_letter_may_misstate_its':
    'Esta carta podría tergiversar su oferta (15 U.S.C. 1692e(2)(A), 1692e(10)): presenta las condiciones como un acuerdo o un descuento, pero cuestan más que el saldo que declara ({0}), y usted nos dijo que ya no se pueden agregar más cargos a ese saldo. Pagarlas le costaría más que pagar el saldo. Antes de aceptar, pida por escrito el total que pagará y si eso liquida la cuenta.',
  'simulated_legal_process.assumed_no_lawsuit_has_been':
    'Supusimos que no se ha presentado ninguna demanda por esta deuda (la carta no nombra ningún caso presentado que usted pueda verificar).',
  'simulated_legal_process.description':
    'Un cobrador de deudas no puede enviar una carta disfrazada de citación, demanda u otro documento judicial, ni decir que su carta es un proceso legal, cuando ningún tribunal la emitió. Los documentos judiciales reales nombran un tribunal y un caso reales que usted puede verificar.',
  'simulated_legal_process.this_appears_to_be_a': 'Esto parece ser un escrito judicial real, no una carta de cobro hecha para parecerse a uno.',
  'simulated_legal_process.this_document_looks_like_court':
    'Este documento parece un documento judicial y nombra un tribunal y un número de caso. Si en realidad no se ha presentado ninguna demanda, un cobrador no puede enviar documentos que simulan un proceso legal (15 U.S.C. 1692e(9), (13)). Puede verificar el número de caso con la secretaría del tribunal.',
  'simulated_legal_process.this_letter_looks_like_a':
    'Esta carta parece un documento judicial (títulos de documentos judiciales, etiquetas de las partes, números de caso o fechas de comparecencia), y usted nos dijo que no se ha presentado ninguna demanda. Un cobrador de deudas no puede enviar documentos que simulan un proceso legal (15 U.S.C. 1692e(9), (13); 12 CFR 1006.18(b)(1)(vii), (c)(3)).',
  'simulated_legal_process.this_letter_may_violate_federal':
    'Esta carta podría violar la ley federal: está hecha para parecer un documento judicial (títulos de documentos judiciales, etiquetas de las partes, números de caso o fechas de comparecencia) mientras pide un pago, y no nombra ningún caso real presentado que usted pueda verificar. Un cobrador de deudas no puede enviar cartas que simulan un proceso legal (15 U.S.C. 1692e(9), (13); 12 CFR 1006.18(b)(1)(vii), (c)(3)).',
  'simulated_legal_process.this_letter_says_that_a':
    'Esta carta dice que se ha presentado o está pendiente una demanda en su contra, o que se dictará una sentencia sin que un tribunal vea el caso, y usted nos dijo que no se ha presentado ninguna demanda. Un cobrador de deudas no puede indicar falsamente la situación legal de una deuda ni presentar su carta como un proceso judicial (15 U.S.C. 1692e(2)(A), (5), (10), (13); 12 CFR 1006.18(b)(1)(vii), (c)(3)).',
  'simulated_legal_process.this_letter_is_styled_like':
    'Esta carta tiene la forma de un aviso de demanda (un encabezado de caso con las partes, un número de caso o un título de "aviso legal") o dice que hay una demanda presentada o pendiente. Si en realidad no se ha presentado ninguna demanda, un cobrador de deudas no puede enviar una carta que se presente como proceso judicial ni que indique falsamente la situación legal de la deuda (15 U.S.C. 1692e(2)(A), (9), (13)). Puede verificar cualquier número de caso con el secretario del tribunal.',
  'simulated_legal_process.this_letter_sends_papers_titled':
    'Esta carta envía documentos con títulos de proceso judicial (como una citación o una demanda), y usted nos dijo que no se ha presentado ninguna demanda. Documentos presentados como si fueran de un tribunal cuando ningún tribunal los ha emitido se hacen pasar por proceso judicial; un cobrador de deudas no puede enviarlos (15 U.S.C. 1692e(9), (13); 12 CFR 1006.18(b)(1)(vii), (c)(3); Wiener v. Bloomfield, S.D.N.Y. 1995).',
  'simulated_legal_process.this_letter_sends_papers_titled_2':
    'Esta carta envía documentos con títulos de proceso judicial (como una citación o una demanda). Si se presentó una demanda, pueden ser sus documentos reales, y tienen plazos: lea la citación. Si no se ha presentado ninguna demanda, un cobrador de deudas no puede enviar documentos que se presenten como proceso judicial (15 U.S.C. 1692e(9), (13)). Puede verificarlo con el secretario del tribunal.',
  'simulated_legal_process.title': 'La carta parece un documento judicial',
  'simulated_legal_process.you_told_us_a_lawsuit':
    'Usted nos dijo que se presentó una demanda, así que estos podrían ser documentos judiciales reales (vea legal_process_misdescribed).',
  'threat_arrest_or_criminal.description':
    'No pagar una deuda de consumo no es un delito. Un cobrador de deudas no puede decir ni dar a entender que no pagar llevará a un arresto, a la cárcel o a cargos penales, y no puede acusarlo falsamente de un delito (como fraude o robo) para avergonzarlo o presionarlo.',
  'threat_arrest_or_criminal.this_letter_about_a_returned':
    'Esta carta, sobre un cheque devuelto, dice o da a entender que usted podría enfrentar un arresto o cargos penales, o que cometió un delito. No pagar una deuda de consumo no es un delito. Solo en casos poco comunes, cuando la ley estatal prevé un proceso penal por cheques sin fondos y el cobrador realmente tiene la intención y el derecho legal de usarlo, esa declaración podría ser exacta; se marca para revisión (15 U.S.C. 1692e(4), (5), (7); 12 CFR 1006.18).',
  'threat_arrest_or_criminal.this_letter_says_or_suggests':
    'Esta carta dice o da a entender que no pagar podría llevar a un arresto, a la cárcel o a cargos penales, o que usted cometió un delito. No pagar una deuda de consumo no es un delito, y un cobrador de deudas no puede decir ni dar a entender lo contrario (15 U.S.C. 1692e(4), (5), (7); 12 CFR 1006.18).',
  'threat_arrest_or_criminal.title': 'Amenaza de arresto, cárcel o proceso penal',
  'threat_legal_action_unintended.assumed_more_than_days_have': 'Supusimos que han pasado más de {0} días desde la carta (no tiene fecha).',
  'threat_legal_action_unintended.assumed_the_creditor_had_not':
    'Supusimos que el acreedor no había decidido ni autorizado una demanda cuando se envió la carta; la carta no dice quién lo decidió.',
  'threat_legal_action_unintended.description':
    'Un cobrador de deudas solo puede amenazar con una demanda u otra acción legal si puede tomar esa acción legalmente y realmente tiene la intención de hacerlo. Está prohibido amenazar con una demanda que no piensa presentar o que no puede presentar (por ejemplo, por una deuda demasiado antigua para demandarla).',
  'threat_legal_action_unintended.no_lawsuit_has_been_filed':
    'Todavía no se ha presentado ninguna demanda, pero es demasiado pronto para saber si la amenaza era vacía; vuelva a verificarlo después del {0}.',
  'threat_legal_action_unintended.the_letter_set_its_own':
    'La carta fijó su propio plazo para ese paso ({0}); ese plazo ya pasó y usted nos dijo que no se ha presentado ninguna demanda. Una demanda puede presentarse algunas semanas antes de que se la notifiquen: si más adelante se la notifican, la amenaza se cumplió.',
  'threat_legal_action_unintended.the_letter_only_says_legal':
    'La carta solo dice que "podría" tomarse una acción legal; se permite una declaración veraz de los recursos que el acreedor usa habitualmente.',
  'threat_legal_action_unintended.this_letter_implies_that_a':
    'Esta carta da a entender que podría venir una demanda sin decirlo abiertamente. Eso podría violar 15 U.S.C. 1692e(5) si el acreedor no había decidido ni autorizado una demanda; la carta no puede mostrar quién lo decidió. Díganos si se ha presentado una demanda.',
  'threat_legal_action_unintended.this_letter_likely_violates_federal':
    'Esta carta probablemente infringe la ley federal, a menos que el acreedor haya autorizado una demanda: sus palabras dan a entender que podría seguir una demanda ("pre-legal", "resolver esto de manera amistosa", un cliente a punto de contratar a un abogado) sin decir qué pasará ni cuándo. Un cobrador no puede dar a entender acciones legales que no se pensaban tomar o no estaban autorizadas (15 U.S.C. 1692e(5), (10); 12 CFR 1006.18(c)(1)). Si ya le demandaron, díganoslo: entonces lo que daba a entender era cierto.',
  'threat_legal_action_unintended.this_letter_may_violate_federal':
    'Esta carta podría violar la ley federal: su redacción da a entender que viene una demanda ("pre-legal", el envío de la cuenta a un departamento legal o a un abogado, un aviso "antes de la demanda", un aviso final antes de "otras medidas", un paso que no nombra puesto en un plazo o anunciado por un bufete de abogados, un cliente a punto de contratar a un abogado para demandar) y usted nos dijo que no se presentó ninguna demanda. Un cobrador no puede dar a entender una acción legal que el acreedor no tenía la intención de tomar o no había autorizado (15 U.S.C. 1692e(5), (10); 12 CFR 1006.18(c)(1)).',
  'threat_legal_action_unintended.this_letter_may_violate_federal_2':
    'Es posible que esta carta infrinja la ley federal: dice que podría haber acciones legales, y usted nos dijo que desde entonces no se ha presentado ninguna demanda. En su circuito, decir que "podría" presentarse una demanda cuando no se pensaba hacerlo puede engañar (Brown v. Card Service Center, 3d Cir. 2006; 15 U.S.C. 1692e(5), (10); 12 CFR 1006.18(c)(1)). Guarde la carta y anote las fechas.',
  'threat_legal_action_unintended.this_letter_may_violate_federal_3':
    'Esta carta podría violar la ley federal: dice que se tomará una acción legal, y usted nos dijo que desde entonces no se ha presentado ninguna demanda. Un cobrador solo puede amenazar con acciones que tiene la intención de tomar (15 U.S.C. 1692e(5), (10); 12 CFR 1006.18(c)(1)). Guarde la carta y anote las fechas.',
  'threat_legal_action_unintended.this_letter_may_violate_federal_4':
    'Esta carta podría violar la ley federal: dice que se presentará una demanda en su contra y también dice, sin plazo ni condición, que no se presentará ninguna demanda. La carta se contradice, así que una de las dos afirmaciones es falsa; un cobrador no puede amenazar con una demanda que no piensa presentar (15 U.S.C. 1692e(5), (10); 12 CFR 1006.18(c)(1)).',
  'threat_legal_action_unintended.this_letter_may_violate_federal_5':
    'Esta carta podría violar la ley federal: dice que se presentará una demanda si usted no paga a más tardar el {0}, pero la propia carta tiene fecha del {1}, posterior a ese día, y aun así solo le pide el pago. Una amenaza cuyo propio plazo ya había vencido antes de enviarse da a entender que la demanda no iba en serio (15 U.S.C. 1692e(5), (10); 12 CFR 1006.18(c)(1)). Si se presentó una demanda, díganoslo: entonces la amenaza se cumplió.',
  'threat_legal_action_unintended.this_letter_may_violate_federal_6':
    'Esta carta podría violar la ley federal: tiene la forma de una demanda ya iniciada contra usted (un encabezado de caso como "Acreedor vs. usted", un número de caso o de expediente judicial, o un título que nombra una demanda pendiente), y usted nos dijo que no se ha presentado ninguna demanda. Una carta que presenta una demanda que no existe amenaza con una acción legal que no se tomó y que, por sus propias palabras, no se tenía la intención de tomar (15 U.S.C. 1692e(5), (10); 12 CFR 1006.18(c)(1)). Guarde la carta.',
  'threat_legal_action_unintended.this_letter_is_styled_as':
    'Esta carta tiene la forma de una demanda ya iniciada contra usted (un encabezado de caso como "Acreedor vs. usted", un número de caso o de expediente judicial, o un título que nombra una demanda pendiente). Si no se ha presentado ninguna demanda, la carta amenaza con una acción legal que no se tomó, lo que un cobrador de deudas no puede hacer (15 U.S.C. 1692e(5)). Puede verificar cualquier número de caso con la secretaría del tribunal. Díganos si se ha presentado una demanda.',
  'threat_legal_action_unintended.this_letter_may_violate_federal_7':
    'Esta carta podría violar la ley federal: la escribe un cobrador que cobra para un cliente, y dice que el propio cobrador le demandará o tomará acciones legales. Una agencia de cobranza que no es un bufete de abogados no puede presentar la demanda de su cliente (eso es ejercer la abogacía), y una que no es dueña de la deuda no tiene demanda propia, así que amenaza con un paso que no puede tomar legalmente (15 U.S.C. 1692e(5), (10); 12 CFR 1006.18(c)(1); Withers v. Eveland, E.D. Va. 1997). Solo el acreedor, por medio de un abogado, puede demandarle.',
  'threat_legal_action_unintended.this_letter_may_violate_federal_8':
    'Esta carta podría violar la ley federal: amenaza con una demanda en los tribunales de {0}, pero usted vive en {1}. Un cobrador de deudas solo puede demandarle por una deuda de consumo en el distrito judicial donde usted vive o donde firmó el contrato (15 U.S.C. 1692i), así que amenazar con demandar en los tribunales de otro estado es amenazar con una acción que no puede tomarse legalmente (15 U.S.C. 1692e(5), (10); 12 CFR 1006.18(c)(1)).',
  'threat_legal_action_unintended.assumed_you_did_not_sign':
    'Se supuso que usted no firmó el contrato en {0}; si lo firmó allí, una demanda en ese lugar podría estar permitida.',
  'threat_legal_action_unintended.this_letter_may_violate_federal_9':
    'Esta carta podría infringir la ley federal: viene de un bufete de abogados y plantea una acción legal en su contra, y usted nos dijo que ningún abogado del bufete ha revisado su cuenta. En su circuito, una carta así engaña: da a entender que un abogado, actuando como abogado, examinó su cuenta y concluyó que usted es candidato a una demanda, cuando el bufete actúa solo como cobrador de deudas (Lesher v. Law Offices of Mitchell N. Kay, 3d Cir. 2011; 15 U.S.C. 1692e(5), (10)). Una nota al dorso de la carta que diga que ningún abogado revisó la cuenta no lo corrige.',
  'threat_legal_action_unintended.this_letter_threatens_legal_action_3':
    'Esta carta amenaza con una acción legal, pero usted respondió que el plazo para demandarlo por esta deuda ya venció. Está prohibido amenazar con una demanda que no se puede presentar legalmente (15 U.S.C. 1692e(5); 12 CFR 1006.18(c)(1), 1006.26(b)).',
  'threat_legal_action_unintended.this_letter_says_legal_action':
    'Esta carta dice que podría haber acciones legales. En su circuito, decir que "podría" presentarse una demanda cuando no se piensa hacerlo puede engañar (Brown v. Card Service Center, 3d Cir. 2006; 15 U.S.C. 1692e(5)); si se pensaba hacerlo no se puede saber por la carta. Si no se presenta ninguna demanda, la afirmación pudo ser ilegal.',
  'threat_legal_action_unintended.this_letter_says_legal_action_2':
    'Esta carta dice que se tomará una acción legal. Un cobrador solo puede amenazar con acciones que puede tomar legalmente y que tiene la intención de tomar (15 U.S.C. 1692e(5)); si lo decía en serio no se puede saber por la carta. Si no llega ninguna demanda, la amenaza podría haber sido ilegal.',
  'threat_legal_action_unintended.this_letter_threatens_legal_action':
    'Esta carta amenaza con una acción legal por una deuda que la propia carta describe como demasiado antigua para demandarla. Está prohibido amenazar con una acción que no se puede tomar legalmente (15 U.S.C. 1692e(5); 12 CFR 1006.18(c)(1); vea también 12 CFR 1006.26(b)).',
  'threat_legal_action_unintended.this_letter_threatens_legal_action_2':
    'Esta carta amenaza con una acción legal, pero según las fechas conocidas la deuda parece estar fuera del plazo de prescripción de su estado. Está prohibido amenazar con una demanda que no se puede presentar legalmente (15 U.S.C. 1692e(5); 12 CFR 1006.18(c)(1), 1006.26(b)).',
  'threat_legal_action_unintended.title': 'Se amenaza con una demanda o una "acción legal" sin intención o sin derecho',
  'threat_legal_action_unintended.you_told_us_the_company':
    'Usted nos dijo que la compañía que envió esta carta no tiene la licencia o el registro que su estado exige, y la carta amenaza con acciones legales. En su circuito, un cobrador que amenaza con acciones legales sin estar registrado como lo exige la ley estatal puede estar amenazando con una acción que no puede tomar legalmente (LeBlanc v. Unifund CCR Partners, 11th Cir. 2010; 15 U.S.C. 1692e(5), (10)). Cobrar sin la licencia o el registro exigido también infringe la ley estatal; el regulador de su estado recibe quejas.',
  'threat_legal_action_unintended.without_the_license_or_registration':
    'Sin la licencia o el registro que su estado exige, según nos dijo, el cobrador amenaza con acciones legales que quizá no pueda tomar legalmente. Tribunales de distrito de su circuito han decidido que cobrar o demandar sin una licencia estatal exigida puede infringir la ley federal (Bradshaw v. Hilco Receivables, D. Md. 2011; Smith v. LVNV Funding, E.D. Tenn. 2012; siguiendo LeBlanc v. Unifund CCR Partners, 11th Cir. 2010; 15 U.S.C. 1692e(5)); su tribunal de apelaciones no lo ha decidido. Cobrar sin una licencia exigida también infringe la ley estatal; el regulador de su estado recibe quejas.',
  'threat_legal_action_unintended.since_you_told_us_the':
    'Como usted nos dijo que el cobrador no tiene la licencia o el registro que su estado exige, su amenaza de acciones legales puede ser una amenaza de una acción que no puede tomar legalmente (15 U.S.C. 1692e(5), (10)). Los tribunales no coinciden: el Undécimo Circuito admite este reclamo (LeBlanc v. Unifund CCR Partners, 2010), mientras que el Octavo y el Noveno sostienen que la sola falta de licencia no es una infracción federal (Carlson v. First Revenue Assurance, 2004; Wade v. Regional Credit Association, 1996); su tribunal de apelaciones no lo ha decidido. Cobrar sin una licencia exigida infringe la ley estatal; el regulador de su estado recibe quejas.',
  'threat_legal_action_unintended.as_you_told_us_the':
    'Según nos dijo, el cobrador no tiene la licencia o el registro que su estado exige, y la carta dice que se tomarán acciones legales: eso puede ser una amenaza de una acción que no puede tomar legalmente (15 U.S.C. 1692e(5)). En su circuito, la sola falta de licencia no es una infracción federal (Carlson v. First Revenue Assurance, 8th Cir. 2004; Wade v. Regional Credit Association, 9th Cir. 1996; Beler v. Blatt, Hasenmiller, 7th Cir. 2007: la FDCPA no hace cumplir la ley estatal), así que un reclamo dependería de la amenaza misma. Cobrar sin una licencia exigida igual infringe la ley estatal; el regulador de su estado recibe quejas.',
  'threat_legal_action_unintended.whether_the_collector_holds_the':
    'Si el cobrador tiene la licencia o el registro que su estado exige no se puede saber por la carta. Un cobrador que amenaza con acciones legales sin la licencia o el registro que su estado exige puede estar amenazando con una acción que no puede tomar legalmente (15 U.S.C. 1692e(5); LeBlanc v. Unifund CCR Partners, 11th Cir. 2010). Muchos reguladores estatales publican en su sitio web la lista de cobradores con licencia. Díganos si este la tiene.',
  'threat_legal_action_unintended.you_told_us_a_lawsuit': 'Usted nos dijo que se presentó una demanda, así que el cobrador tomó la acción con la que amenazó.',
  'threat_seizure_garnishment.assumed_no_court_judgment_has':
    'Supusimos que no se ha dictado ninguna sentencia judicial sobre esta deuda (la carta no menciona ninguna).',
  'threat_seizure_garnishment.assumed_the_goods_do_not':
    'Supusimos que los bienes no garantizan esta deuda (la carta no menciona ningún interés de garantía, gravamen, arrendamiento ni título).',
  'threat_seizure_garnishment.description':
    'Un cobrador de deudas no puede decir que no pagar llevará al embargo de su salario, al embargo de su cuenta bancaria, a un gravamen, o a la incautación o venta de sus bienes, salvo que pueda hacerlo legalmente y tenga la intención de hacerlo. Para una deuda de consumo común sin garantía, esas medidas requieren primero una sentencia judicial.',
  'threat_seizure_garnishment.federal_student_loans_may_be':
    'Los préstamos estudiantiles federales pueden cobrarse mediante embargo administrativo del salario y compensación del Tesoro sin una sentencia judicial (Higher Education Act).',
  'threat_seizure_garnishment.the_letter_says_a_court':
    'La carta dice que se dictó una sentencia judicial sobre esta deuda; se pueden describir legalmente las medidas de ejecución después de una sentencia real. Si no hay sentencia, díganoslo.',
  'threat_seizure_garnishment.this_letter_may_violate_federal':
    'Esta carta podría violar la ley federal: da a entender que su salario, su cuenta bancaria o sus bienes podrían ser embargados o incautados, sin decir que eso solo podría pasar después de una demanda y una sentencia judicial. Para una deuda de consumo común sin garantía, esas medidas requieren primero una sentencia, y un cobrador no puede darlas a entender salvo que pueda tomarlas legalmente y tenga la intención de hacerlo (15 U.S.C. 1692e(4), (5); 12 CFR 1006.18(b)(3)).',
  'threat_seizure_garnishment.this_letter_may_violate_federal_2':
    'Esta carta podría violar la ley federal: dice que su salario, su cuenta bancaria o sus bienes serán embargados, incautados o vendidos si usted no paga. Para una deuda de consumo común sin garantía, esas medidas requieren primero una sentencia judicial, y un cobrador no puede amenazar con ellas salvo que pueda tomarlas legalmente y tenga la intención de hacerlo (15 U.S.C. 1692e(4), (5); 12 CFR 1006.18(b)(3)).',
  'threat_seizure_garnishment.this_letter_may_violate_federal_3':
    'Esta carta podría violar la ley federal: da a entender que su empleador se verá involucrado en esta deuda si usted no paga o no responde. En una deuda de consumo común, un empleador solo participa mediante un embargo de salario, que requiere primero una demanda y una sentencia judicial, y un cobrador no puede informar a su empleador sobre la deuda sin su consentimiento (15 U.S.C. 1692c(b), 1692e(5); 12 CFR 1006.18(c)(1)).',
  'threat_seizure_garnishment.this_letter_may_violate_federal_4':
    'Esta carta podría violar la ley federal: dice que se tomaría una parte fija de su salario ("{0}") para pagar esta deuda. Cuánto del sueldo de una persona puede embargarse, incluso después de una sentencia judicial, depende de lo que la persona gana y de la ley federal y estatal: la ley federal permite como máximo el 25% de los ingresos disponibles, y menos o nada para ingresos más bajos, y algunos estados permiten menos o nada. Un cobrador que indica una parte de su salario sin conocer sus ingresos tergiversa lo que se puede hacer legalmente (15 U.S.C. 1692e, 1692e(4), (5); Seabrook v. Onondaga Bureau of Medical Economics, N.D.N.Y. 1989).',
  'threat_seizure_garnishment.this_letter_may_violate_federal_5':
    'Esta carta podría violar la ley federal: dice que el cobrador enviará personas a recoger, retirar o llevarse bienes o propiedades si usted no paga, y no menciona ningún interés de garantía, gravamen, arrendamiento ni sentencia judicial que le dé derecho sobre ellos. Sin un interés de garantía sobre los bienes o una sentencia judicial, un cobrador de deudas no puede llevárselos ni amenazar con hacerlo (15 U.S.C. 1692e(4), (5), 1692f(6); 12 CFR 1006.18(b)(3), 1006.22(e)).',
  'threat_seizure_garnishment.title': 'Amenaza de embargo de salario, embargo de cuentas, incautación o venta de bienes',
  'threat_seizure_garnishment.you_told_us_a_court':
    'Usted nos dijo que se dictó una sentencia judicial sobre esta deuda: un cobrador puede describir las medidas de ejecución que la ley permite después de una sentencia.',
} as const satisfies Record<string, string>;
