/** Spanish for src/i18n/en.ts: amounts, fees and interest (§1.5). Legal citations and {n} placeholders as in English. */
export const RULES_AMOUNTS_FEES_INTEREST = {
  'amounts_contradictory.and_more': ' (y {0} más)',
  'amounts_contradictory.description':
    'Un cobrador de deudas debe indicar con claridad el monto de la deuda. Una carta que da dos cifras diferentes de lo que usted debe ahora —por ejemplo, un saldo en el texto y otro en el talón de pago— sin explicar cuál es la correcta, indica mal el monto de la deuda.',
  'amounts_contradictory.the_balances_differ_between_pages':
    'Los saldos son diferentes entre las páginas, y la carta dice que se acumulan intereses o cargos, lo que puede explicar la diferencia.',
  'amounts_contradictory.the_letter_covers_more_than':
    'La carta abarca más de una cuenta, así que los saldos diferentes pueden pertenecer a cuentas diferentes.',
  'amounts_contradictory.the_letter_gives_different_figures':
    'La carta da cifras diferentes, pero cada diferencia coincide con un monto que desglosa (por ejemplo, cargos o intereses añadidos).',
  'amounts_contradictory.beside_the_amount_of_the':
    'Además del monto de la deuda que cobra ("{0}"), esta carta muestra otro total, de otras cuentas ("{1}"), y nunca dice cuál de los dos montos le pide pagar. Una carta que puede leerse de dos maneras, una de ellas equivocada, tergiversa el monto de la deuda (15 U.S.C. 1692e(2)(A), 1692e(10); Huber v. Simon\'s Agency, 3d Cir. 2023). Antes de pagar, pregunte por escrito al cobrador qué monto cobra esta carta y qué es el otro total.',
  'amounts_contradictory.the_letter_shows_a_total': 'La carta muestra un total de otras cuentas y dice que no es el monto que cobra esta carta.',
  'amounts_contradictory.this_letter_states_different_amounts':
    'Esta carta indica montos diferentes como lo que usted debe ahora: "{0}" y "{1}"{2}, sin explicar la diferencia. Una carta debe indicar el monto de la deuda de forma clara y exacta (15 U.S.C. 1692e(2)(A), 1692g(a)(1)). Antes de pagar, pregúntele al cobrador por escrito cuál es el monto correcto y por qué ({3} frente a {4}).',
  'amounts_contradictory.title': 'Saldos diferentes en la misma carta',
  'interest_accrual_not_disclosed.a_fixed_balance_with_nothing':
    'Un saldo fijo sin decir nada de intereses podría confundirlo sobre el monto de la deuda (15 U.S.C. 1692e): la carta indica "{0}" y no dice nada de intereses ni cargos, pero usted nos dijo que todavía se están añadiendo. Una carta que da una cifra fija para una deuda que aumenta, sin decir que el monto podría aumentar ni que el cobrador aceptará esa cifra como pago total hasta una fecha, puede hacerle creer que pagarla liquida la deuda (Avila v. Riexinger, 2d Cir. 2016; Marucci v. Cawley & Bergmann, D.N.J. 2014). Antes de pagar, pida el monto exacto para liquidar la deuda el día en que pague.',
  'interest_accrual_not_disclosed.the_letter_gives_the_figure':
    'La carta da la cifra "más" intereses ("{0}") pero en otra parte dice claramente que usted debe esa misma cifra ("{1}"). Los tribunales del Noveno Circuito han resuelto que la afirmación clara pesa más que la otra (Valdez v. Hunt & Henriques, N.D. Cal. 2002); en otros lugares los tribunales han resuelto que "$X más intereses" no indica el monto de la deuda (Miller v. McCalla, 7th Cir. 2000; McDowall v. Leschack & Grodensky, S.D.N.Y. 2003).',
  'interest_accrual_not_disclosed.avila_binds_in_the_second':
    'Avila es obligatorio en el Segundo Circuito (Nueva York, Connecticut, Vermont); en otros lugares los tribunales podrían decidir de otra forma.',
  'interest_accrual_not_disclosed.description':
    'Si todavía se están añadiendo intereses o cargos a su deuda, una carta que indica un "saldo actual" sin decir que el monto podría aumentar puede hacerle creer que pagar esa cifra liquidará la deuda. Los tribunales del Segundo Circuito (Nueva York, Connecticut, Vermont) exigen que la carta lo diga, o que prometa aceptar el monto indicado hasta una fecha.',
  'interest_accrual_not_disclosed.its_own_figures_show_the': 'sus propias cifras muestran que el monto aumentó de una fecha a otra posterior',
  'interest_accrual_not_disclosed.its_itemization_shows_interest_or':
    'su desglose muestra intereses o cargos añadidos desde una fecha sin decir si se añadirán más (Leitner v. Client Services)',
  'interest_accrual_not_disclosed.nothing_in_the_letter_shows':
    'Nada en la carta muestra que todavía se estén añadiendo intereses o cargos; si su saldo ha ido aumentando de una carta a otra, díganoslo, porque eso podría importar.',
  'interest_accrual_not_disclosed.showing_that_interest_keeps_accruing': 'muestra que se siguen acumulando intereses',
  'interest_accrual_not_disclosed.the_letter_says_the_amount': 'La carta dice que el monto podría cambiar ("{0}").',
  'interest_accrual_not_disclosed.the_letter_offers_a_fixed':
    'La carta ofrece una suma fija a pagar antes de una fecha indicada ("{0}"): es el puerto seguro de Avila v. Riexinger (2.º Cir. 2016), porque le dice qué pone fin a la deuda.',
  'interest_accrual_not_disclosed.the_letter_s_open_ended':
    'El plan sin término de la carta ("{0}") queda fuera del puerto seguro de Avila: no dice ni que el saldo crece ni que pagarlo liquida la deuda (Watson v. Midland Credit Management, E.D.N.Y.).',
  'interest_accrual_not_disclosed.the_letter_says_the_balance':
    'La carta dice que el saldo no está aumentando ("{0}"), así que no se necesita ninguna advertencia (Taylor).',
  'interest_accrual_not_disclosed.the_letter_states_a_balance_2':
    'La carta indica un saldo ("{0}") y no dice nada de intereses ni cargos. Si todavía se están añadiendo, el cobrador debe decir que el monto podría aumentar (Chuway v. National Action Financial Services, 7th Cir. 2004; Miller v. McCalla, 7th Cir. 2000); si no, la cifra no le dice cuánto debe: ¿sigue aumentando el saldo?',
  'interest_accrual_not_disclosed.the_letter_states_a_balance':
    'La carta indica un saldo ("{0}") y no dice nada de intereses ni cargos. Si todavía se están añadiendo, una cifra fija sin advertir que podría aumentar puede confundirlo (Avila v. Riexinger, 2d Cir. 2016): ¿sigue aumentando el saldo?',
  'interest_accrual_not_disclosed.this_letter_may_mislead_you':
    'Esta carta podría confundirlo sobre el monto de la deuda (15 U.S.C. 1692e): indica un saldo ("{0}") mientras {1} ("{2}"), pero no dice que el monto podría aumentar, ni que el cobrador aceptará el monto indicado como pago total hasta una fecha determinada (Avila v. Riexinger). Antes de pagar, pida el monto exacto para liquidar la deuda el día en que pague.',
  'interest_increase_language_false.this_letter_may_mislead_you':
    'Esta carta podría confundirlo sobre el monto de la deuda (15 U.S.C. 1692e, 1692e(2)(A); 12 CFR 1006.18(b)(2)(i)): dice que el monto podría aumentar por intereses u otros cargos ("{0}"), pero usted nos dijo que ya no se puede añadir nada a este saldo. Decir que la deuda puede aumentar cuando no puede es engañoso (Boucher v. Finance System of Green Bay, 7th Cir. 2018; Taylor v. Financial Recovery Services, 2d Cir. 2018).',
  'interest_increase_language_false.this_letter_contradicts_itself_about':
    'Esta carta se contradice sobre el monto de la deuda (15 U.S.C. 1692e(2)(A), 1692e(10); 12 CFR 1006.18(b)(2)(i)): dice que el monto podría aumentar ("{0}"), y también que no aumentará ("{1}"). Decirle ambas cosas le impide saber si pagar el monto indicado liquida la deuda; decir que se pueden añadir intereses o cargos cuando no se puede añadir ninguno es engañoso (Taylor v. Financial Recovery Services, 2d Cir. 2018; Boucher v. Finance System of Green Bay, 7th Cir. 2018). Antes de pagar, pregunte por escrito cuál es la verdad.',
  'interest_increase_language_false.relies_on_your_answer_that': 'Se basa en su respuesta de que ya no se pueden añadir intereses ni cargos a este saldo.',
  'interest_increase_language_false.can_this_balance_still_grow':
    '¿Puede este saldo seguir aumentando? La carta dice que el monto podría aumentar por intereses u otros cargos ("{0}"). Esa redacción es legal cuando el saldo realmente puede aumentar, y engañosa cuando no puede (Boucher v. Finance System of Green Bay, 7th Cir. 2018; Taylor v. Financial Recovery Services, 2d Cir. 2018): ¿puede aumentar?',
  'interest_increase_language_false.title': 'La carta dice que el saldo podría aumentar cuando no puede',
  'interest_increase_language_false.description':
    'Una carta que dice que se podrían añadir intereses, cargos por mora u otros cargos a su saldo, cuando legalmente ya no se puede añadir nada, indica mal lo que usted debe: podría pagar antes o más de lo necesario por temor a un aumento que no puede ocurrir. Si el saldo todavía puede aumentar depende de su contrato y de si el acreedor dejó de cobrar intereses.',
  'interest_increase_language_false.the_letter_says_the_amount': 'La carta dice que el monto podría aumentar ("{0}"), y usted nos dijo que puede aumentar.',
  'interest_accrual_not_disclosed.this_letter_may_not_state':
    'Es posible que esta carta no indique el monto de la deuda (15 U.S.C. 1692g(a)(1), 1692e(2)(A)): da una cifra pero dice que esa cifra no incluye intereses u otros cargos, o le pide que llame para saber el saldo actual ("{0}"). Un cobrador debe decirle cuánto debe, no pedirle que llame para averiguarlo (Miller v. McCalla, 7th Cir. 2000; Chuway v. National Action Financial Services, 7th Cir. 2004). Antes de pagar, pida por escrito el monto total que debe el día en que pague.',
  'interest_accrual_not_disclosed.title': 'El saldo está aumentando pero la carta no lo dice',
  'interest_accrual_not_disclosed.you_told_us_interest_or':
    'Usted nos dijo que todavía se están añadiendo intereses o cargos a este saldo; este hallazgo se basa en esa respuesta.',
  'nonjudicial_repossession_threat.assumed_the_debt_is_secured':
    'Supusimos que los bienes mencionados garantizan la deuda y que esta está en incumplimiento, lo que da un derecho actual a recuperarlos; díganos si el préstamo está al día o si los bienes se dieron en garantía de otra deuda.',
  'nonjudicial_repossession_threat.description':
    'Un cobrador de deudas no puede quitar ni inutilizar sus bienes, ni amenazar con hacerlo, sin una orden judicial, salvo que tenga un derecho actual sobre esos bienes mediante una garantía válida, tenga realmente la intención de quitarlos y los bienes no estén exentos. No se permite amenazar con embargar bienes que no garantizan la deuda, ni después de que esos bienes ya se vendieron.',
  'nonjudicial_repossession_threat.did_you_pledge_the_property':
    '¿Usted dio en garantía de esta deuda los bienes que amenazan con quitarle (por ejemplo, ¿es un préstamo de auto garantizado con el auto?)?',
  'nonjudicial_repossession_threat.the_debt_appears_to_be': 'la deuda parece no tener garantía{0} y la carta no nombra ningún bien en garantía.',
  'nonjudicial_repossession_threat.the_letter_indicates_the_collateral':
    'la carta indica que los bienes en garantía ya no están ("{0}"), así que no queda nada que recuperar.',
  'nonjudicial_repossession_threat.this_letter_threatens_to_take':
    'Esta carta amenaza con quitar o inutilizar bienes sin una orden judicial ("{0}"), pero {1} Un cobrador de deudas solo puede hacerlo si tiene un derecho actual sobre los bienes por una garantía (15 U.S.C. 1692f(6); 12 CFR 1006.22(e)).',
  'nonjudicial_repossession_threat.this_letter_threatens_to_take_2':
    'Esta carta amenaza con quitar o inutilizar bienes ("{0}"). Eso solo es legal si esos bienes garantizan la deuda. Díganos si es así.',
  'nonjudicial_repossession_threat.title': 'Amenaza con quitar o inutilizar bienes sin tener derecho a hacerlo',
  'nonjudicial_repossession_threat.you_told_us_the_debt': 'usted nos dijo que esos bienes no garantizan la deuda.',
  'nonjudicial_repossession_threat.you_told_us_the_debt_2':
    'Usted nos dijo que los bienes garantizan la deuda; una amenaza de embargo (recuperación) es legal si la deuda está en incumplimiento y el cobrador tiene la intención y el derecho de actuar.',
  'pay_to_pay_fee.assumed_your_original_agreement_does':
    'Supusimos que su contrato original no permite expresamente un cargo por pagar por teléfono, en línea o con tarjeta (la carta no muestra que lo permita).',
  'pay_to_pay_fee.description':
    'Un cobrador de deudas solo puede cobrar un "cargo por conveniencia" por pagar por teléfono, en línea o con tarjeta si el contrato que creó la deuda lo permite expresamente o una ley lo autoriza expresamente, incluso cuando el cargo lo cobra un procesador de pagos externo.',
  'pay_to_pay_fee.does_your_original_agreement_expressly':
    '¿Su contrato original permite expresamente un cargo por pagar por teléfono, en línea o con tarjeta?',
  'pay_to_pay_fee.if_your_agreement_does_allow': 'Si su contrato sí lo permite, díganoslo y lo volveremos a verificar.',
  'pay_to_pay_fee.the_letter_also_offers_a': 'La carta también ofrece una forma de pagar sin el cargo ("{0}"); eso por sí solo no hace que el cargo sea legal.',
  'pay_to_pay_fee.this_letter_charges_a_fee':
    'Esta carta cobra un cargo por una forma de pago ("{0}") y dice que está permitido ("{1}"). Solo es legal si su contrato lo permite expresamente o una ley lo autoriza expresamente (15 U.S.C. 1692f(1)).',
  'pay_to_pay_fee.this_letter_charges_a_fee_2':
    'Esta carta cobra un cargo por pagar por teléfono, en línea o con tarjeta ("{0}"). Esos cargos "por conveniencia" solo pueden cobrarse si el contrato que creó la deuda los permite expresamente o una ley los autoriza expresamente (15 U.S.C. 1692f(1); 12 CFR 1006.22(b)). {1}',
  'pay_to_pay_fee.title': 'Cargo por pagar por teléfono, en línea o con tarjeta',
  'pay_to_pay_fee.you_told_us_your_agreement': 'Usted nos dijo que su contrato no lo permite.',
  'pay_to_pay_fee.you_told_us_your_original': 'Usted nos dijo que su contrato original permite expresamente este cargo por pago.',
  'postdated_check_solicitation.description':
    'Un cobrador de deudas no puede pedir un cheque con fecha posterior para amenazar con cargos penales o presentarlos, no puede depositar ni amenazar con depositar un cheque con fecha posterior antes de su fecha, y debe avisarle por escrito entre 3 y 10 días hábiles antes de depositar un cheque con fecha de más de cinco días en el futuro.',
  'postdated_check_solicitation.the_letter_mentions_postdated_checks':
    'La carta menciona cheques con fecha posterior ("{0}") sin amenaza penal ni amenaza de depósito anticipado. Pedirlos no es ilegal en sí; para un cheque con fecha de más de cinco días en el futuro, el cobrador debe avisarle por escrito entre 3 y 10 días hábiles antes de depositarlo (15 U.S.C. 1692f(2)).',
  'postdated_check_solicitation.this_letter_asks_for_postdated':
    'Esta carta pide cheques con fecha posterior y los vincula con consecuencias penales ("{0}"). Está prohibido pedir un cheque con fecha posterior para amenazar con un proceso penal o iniciarlo (15 U.S.C. 1692f(3); 12 CFR 1006.22(c)(2)). No pagar una deuda de consumo no es un delito.',
  'postdated_check_solicitation.this_letter_says_a_postdated_2':
    'Esta carta dice que un cheque con fecha posterior se depositará antes de su fecha ("{0}"). Está prohibido depositar, o amenazar con depositar, un cheque con fecha posterior antes de la fecha que tiene (15 U.S.C. 1692f(4); 12 CFR 1006.22(c)(3)).',
  'postdated_check_solicitation.this_letter_says_a_postdated':
    'Esta carta dice que un cheque con fecha posterior se depositará sin aviso ("{0}"). Si el cheque tiene una fecha de más de cinco días en el futuro, el cobrador debe avisarle por escrito entre 3 y 10 días hábiles antes de depositarlo, para que usted pueda asegurarse de que el dinero esté disponible (15 U.S.C. 1692f(2); 12 CFR 1006.22(c)(1)).',
  'postdated_check_solicitation.title': 'Se solicitan o se usan mal cheques con fecha posterior',
  'unauthorized_fees_or_interest.carlin_v_davidson_fink_second':
    'Carlin v. Davidson Fink (Segundo Circuito), Kaymark v. Bank of America (Tercer Circuito) y Prescott v. Seterus (Undécimo Circuito) son vinculantes en sus circuitos; en otros lugares los tribunales pueden decidir de otra manera.',
  'unauthorized_fees_or_interest.this_letter_may_overstate_what':
    'Esta carta podría exagerar lo que usted debe: dice que el monto que pide incluye cargos que todavía no se han generado ni vencido ("{0}"). Un cobrador solo puede cobrar montos que usted debe, y una cifra que incluye honorarios o costos estimados o futuros no indica el monto de la deuda (15 U.S.C. 1692e(2)(A), 1692f(1), 1692g(a)(1); Carlin v. Davidson Fink LLP, 2d Cir. 2017). Antes de pagar, pida por escrito el monto que debe hoy, sin cargos estimados.',
  'unauthorized_fees_or_interest.a_charge_it_does_not': 'un cargo que no nombra',
  'unauthorized_fees_or_interest.in_the_seventh_circuit_an':
    'En el Séptimo Circuito se ha resuelto que un contrato que obliga a pagar los costos de cobranza, como usted nos dijo que es el suyo, permite un cargo porcentual (Bernal v. NRA Group, 2019), aunque otros circuitos resuelven lo contrario (Kojetin; Bradley).',
  'unauthorized_fees_or_interest.this_letter_shows_interest_added':
    'Esta carta muestra intereses agregados a su deuda después de que salió del acreedor ("{0}"), y usted nos dijo que el saldo no puede aumentar (el acreedor dejó de agregar intereses, o su contrato no los permite). Agregar intereses que no se pueden agregar legalmente indica mal lo que usted debe (15 U.S.C. 1692e(2)(A), 1692f(1); 12 CFR 1006.22(b)). Antes de pagar, pida por escrito el monto sin esos intereses.',
  'unauthorized_fees_or_interest.this_letter_shows_interest_added_2':
    'Esta carta muestra intereses agregados a su deuda después de que salió del acreedor ("{0}"). Eso solo es legal si su contrato o la ley permiten que el saldo siga aumentando (15 U.S.C. 1692f(1)).',
  'unauthorized_fees_or_interest.a_collection_fee_or_cost': 'un cargo o costo de cobranza',
  'unauthorized_fees_or_interest.a_flat_percentage_of_the': 'un porcentaje fijo del saldo a menudo no está ligado a ningún costo real. ',
  'unauthorized_fees_or_interest.a_fee_for_paying_added': 'un cargo por pagar, agregado a la cantidad adeudada',
  'unauthorized_fees_or_interest.this_letter_lists_as_part':
    'Esta carta incluye {0} como parte de lo que usted debe, pero usted nos dijo que no se presentó ninguna demanda, y la carta no viene de un abogado ni habla de ninguno. Los honorarios de abogado por un trabajo legal que no se hizo no se deben, permita lo que permita su contrato, e incluirlos indica mal la deuda (15 U.S.C. 1692e(2)(A), 1692e(2)(B), 1692f(1); Kaymark v. Bank of America, 3d Cir. 2015). Antes de pagar, pregunte por escrito a qué trabajo legal corresponden esos honorarios.',
  'unauthorized_fees_or_interest.assumed_no_lawyer_worked_on':
    'Se supuso que ningún abogado trabajó en la cuenta antes de una demanda (la carta no nombra ninguno).',
  'unauthorized_fees_or_interest.this_letter_lists_as_part_2':
    'Esta carta incluye {0} como parte de lo que usted debe, y no viene de un abogado. Los honorarios de abogado solo se deben por un trabajo legal hecho; si no se presentó ninguna demanda, el cargo puede ser por un trabajo que nunca se hizo (15 U.S.C. 1692e(2)(A), 1692f(1); Kaymark v. Bank of America, 3d Cir. 2015). ¿Se ha presentado una demanda por esta deuda?',
  'unauthorized_fees_or_interest.a_processing_administrative_or_service': 'un cargo de procesamiento, administrativo o de servicio',
  'unauthorized_fees_or_interest.an_insurance_charge': 'un cargo de seguro',
  'unauthorized_fees_or_interest.and_says_it_is_allowed': ' y dice que está permitido ("{0}")',
  'unauthorized_fees_or_interest.assumed_no_lawsuit_has_been':
    'Supusimos que no se ha presentado ninguna demanda por esta deuda (la carta no menciona ninguna).',
  'unauthorized_fees_or_interest.assumed_your_original_agreement_does':
    'Supusimos que su contrato original no permite expresamente estos cargos (la carta no dice que los permita).',
  'unauthorized_fees_or_interest.assumed_your_original_agreement_does_2':
    'Supusimos que su contrato original no permite expresamente este cargo (la carta no muestra que lo permita).',
  'unauthorized_fees_or_interest.court_costs': 'costas judiciales',
  'unauthorized_fees_or_interest.description':
    'Un cobrador de deudas solo puede añadir intereses, cargos o comisiones a lo que usted debe si el contrato que creó la deuda los permite expresamente o la ley los autoriza. Los cargos de cobranza, de procesamiento o administrativos, las costas judiciales cuando no se presentó ninguna demanda y los recargos porcentuales son ejemplos comunes de cargos que podrían no estar permitidos.',
  'unauthorized_fees_or_interest.does_your_original_agreement_with':
    '¿Su contrato original con el acreedor permite expresamente los cargos que añade esta carta (por ejemplo, cargos o costos de cobranza)?',
  'unauthorized_fees_or_interest.does_your_original_agreement_with_2':
    '¿Su contrato original con el acreedor permite expresamente los cargos que esta carta dice que se pueden agregar (por ejemplo, cargos o costos de cobranza)?',
  'unauthorized_fees_or_interest.late_fees': 'cargos por atraso',
  'unauthorized_fees_or_interest.many_states_allow_a_set': ' (muchos estados permiten un cargo fijo por un cheque devuelto)',
  'unauthorized_fees_or_interest.this_letter_adds_a_collector':
    'Esta carta añade {0}. Un cobrador solo puede cobrar ese cargo si su contrato original lo permite expresamente o la ley lo autoriza (15 U.S.C. 1692f(1); 12 CFR 1006.22(b)); {1}la carta no dice qué lo permite. Si su contrato sí lo permite, díganoslo y lo volveremos a verificar.',
  'unauthorized_fees_or_interest.this_letter_adds_a_fee':
    'Esta carta añade {0}: un cargo fijado como porcentaje del saldo. Incluso cuando un contrato permite los "costos de cobranza", los tribunales han sostenido que un porcentaje fijo que no está ligado a los costos reales del cobrador podría ser ilegal (15 U.S.C. 1692f(1)).',
  'unauthorized_fees_or_interest.this_letter_adds_whether_it':
    'Esta carta añade {0}{1}. Si se puede cobrar depende de su contrato original y de la ley estatal{2}{3} (15 U.S.C. 1692f(1)).',
  'unauthorized_fees_or_interest.this_letter_adds_you_told':
    'Esta carta añade {0}. Usted nos dijo que su contrato original no permite esos cargos, y no se cita ninguna ley que los autorice. Está prohibido cobrar montos que no estén autorizados expresamente por el contrato o por la ley (15 U.S.C. 1692f(1); 12 CFR 1006.22(b)).',
  'unauthorized_fees_or_interest.this_letter_charges_but_nothing':
    'Esta carta cobra {0}, pero nada en ella muestra que se haya presentado una demanda. Las costas judiciales solo existen en una demanda, así que podría no ser legal cobrar este monto (15 U.S.C. 1692f(1), 1692e(2)(A)).',
  'unauthorized_fees_or_interest.this_letter_says_fees_or':
    'Esta carta dice que se pueden agregar cargos o costos a su deuda ({0}). Usted nos dijo que su contrato original no permite esos cargos, y la carta no cita ninguna ley que los permita. Decir que se pueden agregar cargos cuando no se puede agregar ninguno legalmente tergiversa lo que usted debe y amenaza con un paso que no se puede dar (15 U.S.C. 1692e(2)(A), 1692e(5), 1692f(1); Boucher v. Finance System of Green Bay, 7th Cir. 2018).',
  'unauthorized_fees_or_interest.this_letter_says_fees_or_2':
    'Esta carta dice que se agregarán cargos o costos a su deuda ({0}). Usted nos dijo que su contrato original no permite esos cargos, y la carta no cita ninguna ley que los permita. Agregar cargos que no se pueden agregar legalmente tergiversa lo que usted debe (15 U.S.C. 1692e(2)(A), 1692e(5), 1692f(1); Boucher v. Finance System of Green Bay, 7th Cir. 2018).',
  'unauthorized_fees_or_interest.this_letter_says_fees_or_3':
    'Esta carta dice que pueden agregarse cargos o costos a su deuda ({0}) y no dice qué los permite. Un cobrador solo puede agregar un cargo si su contrato original lo permite expresamente o la ley lo autoriza; decir que pueden agregarse cargos cuando ninguno puede agregarse legalmente tergiversa lo que usted debe (15 U.S.C. 1692e(2)(A), 1692e(5), 1692f(1); Boucher v. Finance System of Green Bay, 7th Cir. 2018). Si su contrato sí los permite, díganoslo y volveremos a revisar.',
  'unauthorized_fees_or_interest.this_letter_says_fees_or_4':
    'Esta carta dice que se agregarán cargos o costos a su deuda ({0}) y no dice qué los permite. Un cobrador solo puede agregar un cargo si su contrato original lo permite expresamente o la ley lo autoriza; decir que se agregarán cargos cuando ninguno puede agregarse legalmente tergiversa lo que usted debe (15 U.S.C. 1692e(2)(A), 1692e(5), 1692f(1); Boucher v. Finance System of Green Bay, 7th Cir. 2018). Si su contrato sí los permite, díganoslo y volveremos a revisar.',
  'unauthorized_fees_or_interest.this_letter_says_fees_or_5':
    'Esta carta dice que se pueden agregar cargos o costos a su deuda ({0}). Que se puedan agregar depende de su contrato original y de la ley de su estado (15 U.S.C. 1692f(1)).',
  'unauthorized_fees_or_interest.on_a_defaulted_federal_student':
    ' (en un préstamo estudiantil federal en mora, la ley federal exige pagar costos de cobranza razonables: 20 U.S.C. 1091a(b)(1); en un préstamo estudiantil privado, decide su pagaré)',
  'unauthorized_fees_or_interest.title': 'Cargos o intereses no autorizados por el contrato ni por la ley',
  'unauthorized_fees_or_interest.you_told_us_your_agreement':
    'Usted nos dijo que su contrato permite cargos de cobranza; si permite este porcentaje depende de su redacción exacta y de la ley de su estado.',
  'unauthorized_fees_or_interest.you_told_us_your_original': 'Usted nos dijo que su contrato original permite los cargos que añade la carta.',
} as const satisfies Record<string, string>;
