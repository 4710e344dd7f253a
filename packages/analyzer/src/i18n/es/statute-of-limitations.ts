/** Spanish for src/i18n/en.ts: the statute of limitations, revival, state notices and the credit-reporting period. Legal citations and {n} placeholders as in English. */
export const STATUTE_OF_LIMITATIONS = {
  'compute-sol-status.charge_off': 'cancelación contable (charge-off)',
  'compute-sol-status.counted_from_the_date': 'Contado desde la fecha de {0} ({1}): {2}.',
  'compute-sol-status.counted_from_the_date_the':
    'Contado desde la fecha de {0} ({1}), la más reciente de las fechas conocidas (también {2}): {3}, y la fecha más reciente da la fecha de vencimiento más tardía y más segura.',
  'compute-sol-status.counted_from_the_first_missed': 'Contando desde el primer pago atrasado, es posible que ya no pueda reportarse después del {0}.',
  'compute-sol-status.first_missed': 'primer pago atrasado',
  'compute-sol-status.first_missed_payment_first_delinquency': 'primer pago atrasado (primera morosidad)',
  'compute-sol-status.in_the_district_of_columbia':
    'En el Distrito de Columbia se reporta un plazo de 3 años para reclamos por contratos, pero la tabla del producto no da ninguno; contado de las dos formas, venció el {0} o vence el {1}.',
  'compute-sol-status.is_not_a_us_state': "'{0}' no es un código de estado de EE. UU., así que no se pudo buscar ningún plazo de prescripción.",
  'compute-sol-status.it_ran_out_less_than':
    'Venció hace menos de seis meses: el tiempo que no cuenta (por ejemplo, mientras usted vivía en otro estado) todavía podría extenderlo.',
  'compute-sol-status.it_runs_out_soon_in':
    'Vence pronto: en {0} días, el {1}. En muchos estados, un pago o un reconocimiento por escrito antes de esa fecha puede reiniciarlo.',
  'compute-sol-status.last_payment': 'último pago',
  'compute-sol-status.itemization': 'desglose',
  'compute-sol-status.the_date_is_printed_without': 'La fecha de {0} aparece sin día: contada desde su primer día, el {1}, el plazo habría vencido el {2}.',
  'compute-sol-status.the_letter_shows_no_payment':
    'La carta no muestra ningún pago ni crédito después del {0}, así que el último pago fue en esa fecha o antes.',
  'compute-sol-status.a_payment_made_after_would': 'Un pago hecho después del {0} haría que el plazo se contara desde más tarde y podría cambiar esto.',
  'compute-sol-status.counted_from_it_the_period': 'Contado desde esa fecha, el plazo vence el {0}, o antes si el último pago fue anterior.',
  'compute-sol-status.requires_a_time_barred_debt': '{0} exige a {2} un aviso sobre deudas prescritas ({1}): {3} ({4})',
  'compute-sol-status.you_answered_that_the_time':
    'Usted respondió que el plazo para demandarlo por esta deuda ya venció. No se contó ninguna fecha: este estado se basa en su respuesta, no en las fechas.',
  'compute-sol-status.you_answered_that_the_time_2':
    'Usted respondió que el plazo para demandarlo por esta deuda no ha vencido. No se contó ninguna fecha: este estado se basa en su respuesta, no en las fechas.',
  'compute-sol-status.the_letter_itself_says_this':
    'La propia carta dice que esta deuda ya pasó el plazo para demandar ("{0}"). No se contó ninguna fecha: este estado se basa en las palabras del propio cobrador. Si sabe la fecha de su último pago, indíquela para comprobar el cálculo.',
  'compute-sol-status.you_answered_that_the_time_3':
    'Usted respondió que el plazo para demandarlo por esta deuda ya venció, pero contado desde las fechas conocidas vence el {0}, y una fecha se toma por encima de la respuesta. Si un tribunal o un abogado le dijo que la deuda está prescrita, revise la fecha con ellos.',
  'compute-sol-status.you_answered_that_the_time_4':
    'Usted respondió que el plazo para demandarlo por esta deuda no ha vencido, pero contado desde las fechas conocidas venció el {0}, y una fecha se toma por encima de la respuesta. Si un pago o una promesa de pago por escrito posterior lo reinició, indique la fecha de ese pago.',
  'compute-sol-status.revival_in': 'Reactivación de la deuda en {0}: {1} ({2}; {3})',
  'compute-sol-status.secondary_source': 'fuente secundaria',
  'compute-sol-status.since_your_last_payment_have': 'Desde su último pago, ¿ha firmado algo que reconozca esta deuda o que prometa pagarla?',
  'compute-sol-status.the_date': 'la fecha de {0}, {1}',
  'compute-sol-status.the_date_is_in_the': 'La fecha de {0} ({1}) está en el futuro y se ignoró.',
  'compute-sol-status.the_date_is_not_a': "La fecha de {0} '{1}' no es una fecha válida y se ignoró.",
  'compute-sol-status.the_first_missed_payment_came':
    'El primer pago atrasado fue anterior a la cancelación contable, así que el reporte debería terminar a más tardar el {0}.',
  'compute-sol-status.the_period_counted_from_ran':
    'El plazo de {0} contado desde {1} venció el {2}, pero usted reconoció la deuda por escrito, lo que podría haberlo reiniciado (lo decide la ley estatal; vea las notas sobre la reactivación).',
  'compute-sol-status.the_period_in_is_but':
    'El plazo en {0} es de {1}, pero no se conoce ninguna fecha del último pago, de la cancelación contable ni del primer pago atrasado, así que no se puede contar.',
  'compute-sol-status.the_period_in_is_years':
    'El plazo en {0} es de {1} años, pero no se conoce ninguna fecha del último pago, de la cancelación contable ni del primer pago atrasado, así que no se puede contar.',
  'compute-sol-status.the_period_usually_runs_from': 'el plazo suele contarse desde el incumplimiento o el último pago',
  'compute-sol-status.to_years': 'de {0} a {1} años',
  'compute-sol-status.under_the_year_period_for': 'Según el plazo de {0} años para {1}, {2} el {3}.',
  'compute-sol-status.unverified': 'no verificado',
  'compute-sol-status.verified': 'verificado',
  'compute-sol-status.when_did_you_last_make': '¿Cuándo hizo su último pago de esta deuda?',
  'compute-sol-status.would_have_run_out_on': 'habría vencido',
  'compute-sol-status.would_run_out_on': 'vencería',
  'compute-sol-status.your_state_is_not_known': 'No sabemos en qué estado vive, así que no se pudo buscar ningún plazo de prescripción.',
  'reporting-period.credit_reporting_is_a_separate':
    'El reporte de crédito es un reloj aparte: una cuenta en cobranza o cancelada puede permanecer en su informe de crédito durante unos 7 años y 180 días desde el primer pago atrasado que llevó a ella (15 U.S.C. 1681c(a)(4), (c)(1)). Pagar, llegar a un acuerdo o vender la deuda no lo reinicia. Una deuda puede ser demasiado antigua para demandarla y aun así poder reportarse, o al revés.',
  'revival-rules.a_creditor_or_agency_that':
    'Un acreedor o una agencia que compró la deuda no puede demandar después de que venció el plazo, y un pago o una confirmación posteriores no lo extienden (desde el 1 de octubre de 2016).',
  'revival-rules.a_debt_buyer_may_not':
    'Un comprador de deudas no puede demandar ni ir a arbitraje después de que venció el plazo, y la deuda no se reactiva con un pago ni con un reconocimiento.',
  'revival-rules.a_debt_collector_must_not':
    'Un cobrador de deudas no debe demandar ni amenazar con demandar por una deuda prescrita (12 CFR 1006.26(b)); las reclamaciones en una bancarrota son la excepción.',
  'revival-rules.a_letter_that_hides_that':
    'Una carta que oculta que un pago o una promesa podrían reactivar el derecho a demandar, o que da a entender que una deuda antigua se puede cobrar legalmente, puede ser engañosa (15 U.S.C. 1692e; Pantoja v. Portfolio Recovery, 7th Cir. 2017).',
  'revival-rules.a_payment_after_the_period':
    'Un pago después de que venció el plazo reactiva la deuda solo si las circunstancias muestran que usted reconoció la obligación.',
  'revival-rules.an_acknowledgment_must_be_in': 'Un reconocimiento debe ser por escrito para reiniciar el plazo.',
  'revival-rules.an_acknowledgment_or_promise_must':
    'Un reconocimiento o una promesa deben constar en un escrito firmado; un pago por sí solo no reactiva una deuda una vez prescrita.',
  'revival-rules.before_paying_anything_or_signing':
    'Antes de pagar o firmar cualquier cosa sobre una deuda antigua, sepa que en muchos estados un pago o un reconocimiento por escrito puede reiniciar el plazo en el que pueden demandarlo. No admita por escrito que debe la deuda.',
  'revival-rules.cal_code_civ_proc_337': 'Cal. Code Civ. Proc. 337(d)',
  'revival-rules.cal_code_civ_proc_360': 'Cal. Code Civ. Proc. 360',
  'revival-rules.for_consumer_credit_debts_a':
    'En las deudas de crédito al consumo, un pago, una confirmación u otra actividad después de que venció el plazo de 3 años no la reactivan.',
  'revival-rules.in_most_states_a_partial':
    'En la mayoría de los estados, un pago parcial o un reconocimiento por escrito hecho antes de que venza el plazo lo reinicia; después de que vence, muchos estados reactivan la deuda solo con un reconocimiento firmado por escrito o una nueva promesa de pago, y algunos también con un pago parcial.',
  'revival-rules.the_general_pattern_of_state': 'el patrón general de la ley estatal',
  'revival-rules.a_payment_made_after_the':
    'Un pago hecho después de vencido el plazo no lo reinicia, no revive la deuda ni extiende el plazo (desde el 28 de julio de 2019); antes de esa fecha, un pago sobre la deuda reiniciaba el plazo, y un reconocimiento o una promesa solo cuentan si constan por escrito y firmados.',
  'revival-rules.rcw_4_16_270_as': 'RCW 4.16.270, reformada por Laws 2019 ch. 377 (HB 1730); RCW 4.16.280',
  'revival-rules.north_carolina_case_law_secondary': 'Jurisprudencia de Carolina del Norte (resumen secundario)',
  'revival-rules.paying_or_acknowledging_a_debt': 'Pagar o reconocer una deuda nunca reinicia el período de 7 años del reporte de crédito (15 U.S.C. 1681c).',
  'revival-rules.since_2018_no_suit_may':
    'Desde 2018 no se puede presentar ninguna demanda después del plazo de 4 años sobre las cuentas que cubre CCP 337(d), y los pagos posteriores tienen un efecto limitado para extenderlo (verifique la redacción exacta).',
  'revival-rules.when_the_period_runs_out': 'Cuando vence el plazo, se extingue la deuda misma, no solo el derecho a demandar.',
  'state-notices.a_statement_that_because_of': 'una declaración de que, por la antigüedad de la deuda, el dueño no lo demandará por ella',
  'state-notices.a_statement_that_because_of_2': 'una declaración de que, por la antigüedad de la deuda, el dueño no puede demandarlo por ella',
  'state-notices.a_statement_that_if_you':
    'una declaración de que, si lo demandan, usted puede detener la demanda diciéndole al tribunal que el plazo ya venció (o de que esa demanda viola la FDCPA)',
  'state-notices.a_statement_that_the_collector': 'una declaración de que el cobrador cree que el plazo de prescripción podría haber vencido',
  'state-notices.a_statement_that_the_debt':
    'una declaración de que la deuda no se puede cobrar, o podría no poder cobrarse, mediante una demanda y de que no se le puede obligar a pagarla mediante una demanda',
  'state-notices.a_statement_that_the_law': 'una declaración de que la ley limita cuánto tiempo pueden demandarlo y de que no pueden demandarlo por esta deuda',
  'state-notices.a_statement_that_you_are': 'una declaración de que usted no está obligado a pagar la deuda (o de que es demasiado antigua para demandarla)',
  'state-notices.a_statement_that_you_need':
    'una declaración de que usted no tiene que admitir, reconocer ni prometer pagar la deuda, ni pagarla (y de lo que un pago puede hacer con el plazo para demandarlo)',
  'state-notices.a_statement_whether_the_debt': 'una declaración de si la deuda puede (o no) reportarse a las agencias de informes de crédito',
  'state-notices.new_mexico': 'Nuevo México',
  'state-notices.new_york': 'Nueva York',
  'state-notices.north_carolina': 'Carolina del Norte',
  'state-notices.the_opening_statement_the_law':
    'la frase inicial "The law limits how long you can be sued on a debt" ("La ley limita cuánto tiempo pueden demandarlo por una deuda")',
  'state-notices.west_virginia': 'Virginia Occidental',
  'state-sol-notes.10_years_for_written_contracts': '10 años para contratos escritos, 5 para los no escritos (W. Va. Code 55-2-6).',
  'state-sol-notes.10_years_for_written_contracts_2': '10 años para contratos escritos, 8 para los verbales (Wyo. Stat. 1-3-105).',
  'state-sol-notes.3_years_for_actions_arising':
    '3 años para acciones derivadas de una transacción de crédito al consumo contra el consumidor (CPLR 214-i, vigente desde el 7 de abril de 2022); después de que vence, un pago o un reconocimiento no reactivan la deuda. En general, los tribunales no lo han aplicado a demandas presentadas antes de esa fecha. Otros contratos: 6 años (CPLR 213).',
  'state-sol-notes.3_years_for_open_accounts': '3 años para cuentas abiertas (Ala. Code 6-2-37), pero 6 para contratos escritos (6-2-34).',
  'state-sol-notes.3_years_for_open_accounts_2':
    '3 años para cuentas abiertas (C.C. art. 3494), pero 10 para otras acciones personales, incluidos los contratos escritos (art. 3499).',
  'state-sol-notes.4_years_for_contracts_42': '4 años para contratos (42 Pa.C.S. 5525); los instrumentos negociables pueden tener otro plazo.',
  'state-sol-notes.4_years_generally_civ_prac':
    '4 años en general (Civ. Prac. & Rem. Code 16.004, 16.051); los compradores de deudas no pueden demandar después de que vence, y la deuda no se reactiva (Fin. Code 392.307).',
  'state-sol-notes.5_years_is_the_written':
    '5 años es el plazo para contratos escritos; el plazo para contratos verbales y cuentas abiertas es más corto ({0} años).',
  'state-sol-notes.a_10_year_period_is': 'Se reporta un plazo de 10 años (R.I. Gen. Laws 9-1-13).',
  'state-sol-notes.a_3_year_period_for': 'Se suele reportar un plazo de 3 años para reclamos por contratos (AS 09.10.053).',
  'state-sol-notes.civil_actions_generally_9_1': 'acciones civiles en general (9-1-13)',
  'state-sol-notes.consumer_credit_transactions_cplr_214': 'transacciones de crédito al consumo (CPLR 214-i)',
  'state-sol-notes.contract_claims': 'reclamos por contratos',
  'state-sol-notes.contract_claims_d_c_code': 'reclamos por contratos (D.C. Code 12-301(7))',
  'state-sol-notes.contracts_under_seal': 'contratos bajo sello',
  'state-sol-notes.contracts_under_seal_have_a': 'Los contratos bajo sello tienen un plazo mucho más largo: 10 años.',
  'state-sol-notes.contracts_under_seal_specialties_have': 'Los contratos bajo sello ("specialties") tienen un plazo mucho más largo: 12 años.',
  'state-sol-notes.contracts_under_seal_specialties_have_2': 'Los contratos bajo sello ("specialties") tienen un plazo mucho más largo.',
  'state-sol-notes.from_june_14_2021_written':
    'Desde el 14 de junio de 2021: contratos escritos, 6 años (antes 8); contratos verbales, 4 (antes 6); y un nuevo plazo de 6 años para transacciones de consumo (R.C. 2305.06, 2305.07); se aplican reglas de transición a los reclamos más antiguos.',
  'state-sol-notes.general_contract_actions': 'acciones contractuales en general',
  'state-sol-notes.general_contract_actions_3_years': 'Acciones contractuales en general: 3 años (C.R.S. 13-80-101); deudas liquidadas: 6 años (13-80-103.5).',
  'state-sol-notes.open_accounts_and_oral_contracts': 'Cuentas abiertas y contratos verbales: normalmente 4 años (O.C.G.A. 9-3-25); escritos: 6.',
  'state-sol-notes.open_accounts_and_oral_contracts_2': 'cuentas abiertas y contratos verbales',
  'state-sol-notes.open_accounts_and_oral_contracts_3': 'Cuentas abiertas y contratos verbales: normalmente 4 años (NRS 11.190); escritos: 6.',
  'state-sol-notes.open_accounts_and_oral_contracts_4': 'Cuentas abiertas y contratos verbales: 4 años (NMSA 37-1-4); escritos: 6.',
  'state-sol-notes.open_accounts_and_oral_contracts_5': 'Cuentas abiertas y contratos verbales: normalmente 4 años (Utah Code 78B-2-307); escritos: 6.',
  'state-sol-notes.oral_contracts': 'contratos verbales',
  'state-sol-notes.oral_contracts_2_years_ccp': 'Contratos verbales: 2 años (CCP 339); contratos escritos y cuentas abiertas en libros: 4 años (CCP 337).',
  'state-sol-notes.oral_contracts_3_years_gen': 'Contratos verbales: 3 años (Gen. Stat. 52-581); contratos escritos: 6 años (52-576).',
  'state-sol-notes.oral_contracts_3_years_rcw': 'Contratos verbales: 3 años (RCW 4.16.080); contratos escritos: 6 años (4.16.040).',
  'state-sol-notes.oral_contracts_and_open_accounts': 'contratos verbales y cuentas abiertas',
  'state-sol-notes.oral_contracts_and_open_accounts_2': 'Contratos verbales y cuentas abiertas: 3 años (A.R.S. 12-543); contratos escritos: 6 años (12-548).',
  'state-sol-notes.the_period_generally_starts_at':
    'El plazo generalmente empieza con el incumplimiento (el pago atrasado que nunca se puso al día) o, para cuentas abiertas, con el último pago o cargo; el vencimiento anticipado de una deuda a plazos lo hace empezar sobre todo el saldo. La suspensión del plazo (por ejemplo, mientras usted vivía en otro estado) varía según el estado.',
  'state-sol-notes.the_product_s_table_does':
    'La tabla del producto no incluye el Distrito de Columbia; la referencia presume 6 años pero reporta 3 años para reclamos por contratos (D.C. Code 12-301(7)).',
  'state-sol-notes.the_product_uses_one_period':
    'El producto usa un solo plazo por estado. Los plazos reales varían según el tipo de obligación (contrato escrito, contrato verbal, pagaré, cuenta abierta como una tarjeta de crédito), y la cláusula de ley aplicable del contrato de una tarjeta o una "ley de préstamo" ("borrowing statute") estatal pueden hacer que se aplique el plazo de otro estado. Tome los años que se muestran como una estimación, no como asesoría legal.',
  'state-sol-notes.unwritten_contracts': 'contratos no escritos',
  'state-sol-notes.written_contracts': 'contratos escritos',
  'state-sol-notes.written_contracts_10_years_735':
    'Contratos escritos: 10 años (735 ILCS 5/13-206); 5 es el plazo para contratos no escritos y cuentas abiertas, y la mayoría de las demandas por tarjetas de crédito en Illinois se tratan con el plazo de 5.',
  'state-sol-notes.written_contracts_10_years_iowa':
    'Contratos escritos: 10 años (Iowa Code 614.1(5)); 5 es el plazo para contratos no escritos y cuentas abiertas.',
  'state-sol-notes.written_contracts_15_years_made':
    'Contratos escritos: 15 años (celebrados antes del 15 de julio de 2014) o 10 (después); 5 es el plazo para contratos verbales o no escritos.',
  'state-sol-notes.written_contracts_8_years_5': 'Contratos escritos: 8 años; 5 para obligaciones que no constan por escrito.',
  'state-sol-notes.written_contracts_and_other_personal': 'contratos escritos y otras acciones personales',
  'state-sol-notes.written_contracts_made_after_july': 'contratos escritos celebrados después del 15 de julio de 2014',
  'state-sol-notes.written_contracts_not_for_the': 'Contratos escritos que no son para el pago de dinero: 10 años (IC 34-11-2-11).',
  'state-sol-notes.written_promises_for_the_payment':
    'Promesas escritas de pago de dinero: 10 años (RSMo 516.110); 5 es el plazo para contratos no escritos y cuentas abiertas.',
  'state-sol-notes.written_promises_to_pay_money': 'promesas escritas de pagar dinero',
  'time-bar.it_cannot_be_said_that': 'No se puede decir que la deuda esté prescrita: {0}',
  'time-bar.the_charge_off_date_in': 'la fecha de cancelación contable (charge-off) que aparece en la carta',
  'time-bar.the_day_you_received_the': 'el día en que recibió la carta',
  'time-bar.the_debt_appears_to_be': 'la deuda parece estar dentro del plazo de prescripción ({0})',
  'time-bar.the_delinquency_date_in_the': 'la fecha de morosidad que aparece en la carta',
  'time-bar.the_itemization_date_in_the': 'la fecha del desglose que aparece en la carta (no muestra ningún pago ni crédito después de ella)',
  'time-bar.the_last_payment_date_in': 'la fecha del último pago que aparece en la carta',
  'time-bar.the_last_payment_date_you': 'la fecha del último pago que usted indicó',
  'time-bar.the_letter_s_date': 'la fecha de la carta',
  'time-bar.the_limitations_period_appears_to': 'El plazo de prescripción{0}{1} parece haber vencido{2}, antes de {3}. {4}',
  'time-bar.counted_from_the_for_still':
    'Contado desde {0} ({1}), el {2} de {3} todavía corre en {4}, pero el plazo de {5} años para {6} venció el {7}. La mayoría de las cartas de cobro son por tarjetas de crédito y otras cuentas abiertas; si esta deuda es un préstamo por escrito, puede aplicarse el plazo más largo.',
  'time-bar.a_credit_card_account': 'una cuenta de tarjeta de crédito',
  'time-bar.a_store_or_retail_charge': 'una cuenta de crédito de tienda',
  'time-bar.a_bill_for_medical_services': 'una factura por servicios médicos',
  'time-bar.a_telephone_cable_or_internet': 'una cuenta de servicio de teléfono, cable o internet',
  'time-bar.a_utility_account': 'una cuenta de servicios públicos',
  'time-bar.an_open_or_revolving_account': 'una cuenta abierta o de crédito rotativo',
  'time-bar.a_card_or_running_account': 'una tarjeta o una cuenta corriente de servicios, según nos dijo',
  'time-bar.counted_from_the_for_still_2':
    'Contado desde {0} ({1}), el {2} de {3} todavía corre en {4}, pero el plazo de {5} años que {6} aplica a {7} venció el {8}. Si ese plazo se aplica depende de qué clase de deuda es.',
  'time-bar.the_debt_is_many_courts':
    'La deuda es {0}{1}. Muchos tribunales tratan una tarjeta u otra cuenta corriente como una cuenta abierta, y el plazo de {2} años que {3} aplica a {4}{5} venció el {6}, contado desde {7} ({8}). El {9} todavía corre en {10}, y es el que se muestra en otras partes; si la deuda se basa en un contrato escrito firmado, puede aplicarse ese plazo más largo.',
  'time-bar.as_commonly_reported_not_verified': ' (según se informa comúnmente; no verificado)',
  'time-bar.year_period_in_the_product': 'plazo de {0} años de la tabla del producto',
  'time-bar.longer_period': 'plazo más largo',
  'time-bar.counted_from_the_period_still':
    'Contado desde {0} ({1}), el plazo{2} todavía corre en {3}, pero suele contarse desde el último pago o desde el pago no hecho antes de la cancelación contable (charge-off), que ocurre meses antes; contado desde entonces, puede que ya haya vencido.',
  'time-bar.counted_from_the_last_payment':
    'Contado desde el último pago que usted indicó, no desde la fecha posterior de cancelación contable (charge-off) que da la carta: el plazo corre desde el incumplimiento o el último pago, y la cancelación contable llega meses después del incumplimiento.',
  'time-bar.the_limitations_period_runs_out': 'el plazo de prescripción{0} vence el {1}, después de {2}.',
  'time-bar.the_period_can_differ_by': 'El plazo puede variar según el tipo de deuda, y un pago o una promesa por escrito podrían haberlo reiniciado.',
  'time-bar.treated_the_debt_as_past': 'Tratamos la deuda como prescrita (fuera del plazo de prescripción) porque la propia carta lo dice ("{0}").',
  'time-bar.treated_the_debt_as_past_2':
    'Tratamos la deuda como prescrita: la carta dice que es demasiado antigua para reportarse ("{0}"), lo que significa que pasaron más de siete años desde que entró en mora, más que el plazo de {2} años de {1}.',
  'time-bar.treated_the_debt_as_past_3':
    'Tratamos la deuda como prescrita: la carta dice que el último pago o la entrada en mora de la deuda ocurrió más de {0} años antes de la fecha de la carta ("{1}"), más que el plazo de {3} años de {2}.',
  'time-bar.treated_the_debt_as_past_4':
    'Tratamos la deuda como prescrita: la carta dice que el último pago o la entrada en mora de la deuda ocurrió {0} años antes de la fecha de la carta ("{1}"), más que el plazo de {3} años de {2}.',
  'time-bar.treated_the_debt_as_past_5':
    'Tratamos la deuda como prescrita: la carta dice que el último pago o la entrada en mora de la deuda ocurrió al menos {0} años antes de la fecha de la carta ("{1}"), más que cualquier plazo de la tabla del producto.',
  'time-bar.years_in_the_product_s': ' ({0} años en la tabla del producto)',
  'time-bar.treated_the_debt_as_past_6':
    'Se trató la deuda como fuera del plazo de prescripción porque usted respondió que el plazo para demandarlo por esta deuda ya venció. No se contó ninguna fecha: esto se basa en su respuesta, no en las fechas.',
  'time-bar.you_answered_that_the_time': 'usted respondió que el plazo para demandarlo por esta deuda no ha vencido (no se contó ninguna fecha).',
  'time-bar.you_answered_that_the_time_2':
    'Usted respondió que el plazo para demandarlo por esta deuda no ha vencido, pero la propia carta dice que sí venció, y se toman las palabras de la carta por encima de la respuesta.',
  'time-bar.you_answered_that_the_time_3':
    'Usted respondió que el plazo para demandarlo por esta deuda no ha vencido, pero contado desde las fechas conocidas sí venció, y una fecha se toma por encima de la respuesta. Si un pago o una promesa de pago por escrito posterior lo reinició, indique la fecha de ese pago.',
  'time-bar.you_answered_that_the_time_4':
    'Usted respondió que el plazo para demandarlo por esta deuda ya venció, pero contado desde las fechas conocidas no ha vencido, y una fecha se toma por encima de la respuesta. Si un tribunal o un abogado le dijo que la deuda está prescrita, revise la fecha con ellos.',
  'time-bar.your_state_is_not_known':
    'No sabemos en qué estado vive, pero {0} ({1}) es más de {2} años antes de {3}, más que el plazo de cualquier estado en la tabla del producto.',
  'time-barred-disclosures.12_2_12_9_nmac': '12.2.12.9 NMAC (norma del Attorney General)',
  'time-barred-disclosures.23_nycrr_1_3_department': '23 NYCRR 1.3 (Department of Financial Services)',
  'time-barred-disclosures.940_cmr_7_07_24': '940 CMR 7.07(24) (regulaciones del Attorney General)',
  'time-barred-disclosures.a_written_notice_in_one':
    'Un aviso por escrito en una de tres versiones, según si la deuda todavía puede reportarse al crédito y si el comprador la reporta; el comprador no puede demandar ni ir a arbitraje, y la deuda no se reactiva.',
  'time-barred-disclosures.any_person_collecting_including_original': 'cualquier persona que cobre, incluidos los acreedores originales',
  'time-barred-disclosures.anyone_collecting_a_debt_past': 'cualquier persona que cobre una deuda fuera del plazo de prescripción',
  'time-barred-disclosures.before_accepting_payment_on_a':
    'antes de aceptar un pago de una deuda que el cobrador sabe, o tiene motivos para saber, que podría estar prescrita, por el mismo medio que el pago',
  'time-barred-disclosures.cal_civ_code_1788_14':
    'Cal. Civ. Code 1788.14(d) (desde el 1 de enero de 2019; se aplica también a los acreedores); un aviso paralelo para compradores de deudas en 1788.52(d)',
  'time-barred-disclosures.collection_agencies_including_debt_buyers': 'agencias de cobranza, incluidos los compradores de deudas',
  'time-barred-disclosures.conn_gen_stat_36a_814': 'Conn. Gen. Stat. 36a-814 y las normas del Department of Banking',
  'time-barred-disclosures.creditors_broadly_defined_including_debt': 'acreedores, en un sentido amplio, incluidos los compradores de deudas que usan agentes',
  'time-barred-disclosures.debt_buyers_and_consumer_collection': 'compradores de deudas y agencias de cobranza de consumo',
  'time-barred-disclosures.debt_buyers_collecting_after_the': 'compradores de deudas que cobran después del plazo de prescripción',
  'time-barred-disclosures.every_communication_about_each_time': 'cada comunicación sobre cada deuda prescrita (consumidores en la ciudad de Nueva York)',
  'time-barred-disclosures.n_c_gen_stat_58': 'N.C. Gen. Stat. 58-70-115 (Collection Agency Act)',
  'time-barred-disclosures.new_york_city': 'Ciudad de Nueva York',
  'time-barred-disclosures.new_york_state': 'Estado de Nueva York',
  'time-barred-disclosures.nyc_admin_code_20_493': 'NYC Admin. Code 20-493.2(b); 6 RCNY 2-191',
  'time-barred-disclosures.nyc_s_own_prescribed_wording':
    'La redacción establecida por la propia ciudad de Nueva York (se acepta en su lugar el texto estatal de 1.3(c)), en letra de por lo menos 12 puntos, en un color claramente contrastante, junto al monto reclamado.',
  'time-barred-disclosures.opens_with_the_law_limits':
    "Empieza con 'The law limits how long you can be sued on a debt.' ('La ley limita cuánto tiempo pueden demandarlo por una deuda.'); dice que, por la antigüedad de la deuda, 'we will not sue you for it' ('no lo demandaremos por ella'); y luego, o que el cobrador puede reportarla o seguir reportándola a las agencias de crédito como no pagada mientras la ley lo permita (dentro del período de reporte de la FCRA), o que no la reportará (pasado ese período).",
  'time-barred-disclosures.preface_we_are_required_by':
    "Introducción 'We are required by New Mexico Attorney General rule to notify you of the following information. This information is not legal advice.' ('Una norma del Attorney General de Nuevo México nos obliga a informarle lo siguiente. Esta información no es asesoría legal.'); la deuda no se puede cobrar, o podría no poder cobrarse, mediante una demanda; no se le puede obligar a la persona a pagarla mediante una demanda; no existe ninguna obligación legal de firmar una admisión, un reconocimiento o una nueva promesa, de pagar, ni de renunciar a derechos; y cómo funciona la reactivación según NMSA 37-1-16.",
  'time-barred-disclosures.reported_collecting_a_time_barred':
    'Se reporta: cobrar una deuda prescrita es ilegal salvo que la agencia diga que el consumidor no está obligado a pagarla; otras fuentes dicen que los compradores de deudas no pueden cobrar deudas prescritas en absoluto. No verificado.',
  'time-barred-disclosures.reported_to_require_a_notice':
    'Se reporta que exige un aviso de que la deuda es demasiado antigua para demandarla, que trate el reporte de crédito; no se ha verificado el texto exacto.',
  'time-barred-disclosures.suit_is_barred_and_purchased':
    'La demanda está prohibida y la deuda comprada no se reactiva; se reporta un requisito de aviso (2014), pero no se ha verificado su texto.',
  'time-barred-disclosures.tex_fin_code_392_307': 'Tex. Fin. Code 392.307 (desde el 1 de septiembre de 2019)',
  'time-barred-disclosures.the_collector_believes_the_limitations':
    'El cobrador cree que el plazo de prescripción podría haber vencido; demandar por esa deuda viola la FDCPA; si lo demandan, el consumidor puede detener la demanda diciéndole al tribunal que el plazo venció; el consumidor no tiene que admitir, reconocer ni prometer pagar la deuda, ni renunciar a la defensa; (según está escrito) pagar o reconocer la deuda podría reiniciar el plazo, lo que según la guía del DFS del 7 de abril de 2022 ya no es cierto para las deudas de crédito al consumo según CPLR 214-i. La redacción modelo empieza diciendo que una regulación del DFS exige el aviso y que no es asesoría legal.',
  'time-barred-disclosures.the_first_written_communication_after': 'la primera comunicación por escrito después de que la deuda prescribe',
  'time-barred-disclosures.w_va_code_46a_2': 'W. Va. Code 46A-2-128(f) (desde el 6 de junio de 2014)',
  'time-barred-disclosures.within_the_fcra_reporting_period':
    'Dentro del período de reporte de la FCRA: la ley limita cuánto tiempo pueden demandarlo; por la antigüedad de la deuda, el dueño no puede demandarlo por ella; si usted no paga, el dueño puede reportarla o seguir reportándola como no pagada. Pasado el período de reporte: el dueño no puede demandarlo ni reportarla a ninguna agencia de informes de crédito.',
} as const satisfies Record<string, string>;
