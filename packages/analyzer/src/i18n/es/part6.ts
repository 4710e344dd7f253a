/** Spanish for src/i18n/en.ts: part 6. */
export const PART6 = {
  'state-sol-notes.contracts_under_seal_specialties_have_2': 'Los contratos bajo sello ("specialties") tienen un plazo mucho más largo.',
  'state-sol-notes.oral_contracts_2_years_ccp': 'Contratos verbales: 2 años (CCP 339); contratos escritos y cuentas abiertas en libros: 4 años (CCP 337).',
  'state-sol-notes.4_years_for_contracts_42': '4 años para contratos (42 Pa.C.S. 5525); los instrumentos negociables pueden tener otro plazo.',
  'state-sol-notes.written_contracts_10_years_735':
    'Contratos escritos: 10 años (735 ILCS 5/13-206); 5 es el plazo para contratos no escritos y cuentas abiertas, y la mayoría de las demandas por tarjetas de crédito en Illinois se tratan con el plazo de 5.',
  'state-sol-notes.written_contracts_10_years_iowa':
    'Contratos escritos: 10 años (Iowa Code 614.1(5)); 5 es el plazo para contratos no escritos y cuentas abiertas.',
  'state-sol-notes.written_promises_for_the_payment':
    'Promesas escritas de pago de dinero: 10 años (RSMo 516.110); 5 es el plazo para contratos no escritos y cuentas abiertas.',
  'state-sol-notes.written_promises_to_pay_money': 'promesas escritas de pagar dinero',
  'state-sol-notes.written_contracts_15_years_made':
    'Contratos escritos: 15 años (celebrados antes del 15 de julio de 2014) o 10 (después); 5 es el plazo para contratos verbales o no escritos.',
  'state-sol-notes.written_contracts_made_after_15': 'contratos escritos celebrados después del 15 de julio de 2014',
  'state-sol-notes.written_contracts_8_years_5': 'Contratos escritos: 8 años; 5 para obligaciones que no constan por escrito.',
  'state-sol-notes.10_years_for_written_contracts': '10 años para contratos escritos, 5 para los no escritos (W. Va. Code 55-2-6).',
  'state-sol-notes.unwritten_contracts': 'contratos no escritos',
  'state-sol-notes.10_years_for_written_contracts_2': '10 años para contratos escritos, 8 para los verbales (Wyo. Stat. 1-3-105).',
  'state-sol-notes.4_years_generally_civ_prac':
    '4 años en general (Civ. Prac. & Rem. Code 16.004, 16.051); los compradores de deudas no pueden demandar después de que vence, y la deuda no se reactiva (Fin. Code 392.307).',
  'state-sol-notes.the_period_generally_starts_at':
    'El plazo generalmente empieza con el incumplimiento (el pago atrasado que nunca se puso al día) o, para cuentas abiertas, con el último pago o cargo; el vencimiento anticipado de una deuda a plazos lo hace empezar sobre todo el saldo. La suspensión del plazo (por ejemplo, mientras usted vivía en otro estado) varía según el estado.',
  'time-barred-disclosures.cal_civ_code_1788_14':
    'Cal. Civ. Code 1788.14(d) (desde el 1 de enero de 2019; se aplica también a los acreedores); un aviso paralelo para compradores de deudas en 1788.52(d)',
  'time-barred-disclosures.the_first_written_communication_after': 'la primera comunicación por escrito después de que la deuda prescribe',
  'time-barred-disclosures.opens_with_the_law_limits':
    "Empieza con 'The law limits how long you can be sued on a debt.' ('La ley limita cuánto tiempo pueden demandarlo por una deuda.'); dice que, por la antigüedad de la deuda, 'we will not sue you for it' ('no lo demandaremos por ella'); y luego, o que el cobrador puede reportarla o seguir reportándola a las agencias de crédito como no pagada mientras la ley lo permita (dentro del período de reporte de la FCRA), o que no la reportará (pasado ese período).",
  'time-barred-disclosures.new_york_state': 'Estado de Nueva York',
  'time-barred-disclosures.23_nycrr_1_3_department': '23 NYCRR 1.3 (Department of Financial Services)',
  'time-barred-disclosures.the_collector_believes_the_limitations':
    'El cobrador cree que el plazo de prescripción podría haber vencido; demandar por esa deuda viola la FDCPA; si lo demandan, el consumidor puede detener la demanda diciéndole al tribunal que el plazo venció; el consumidor no tiene que admitir, reconocer ni prometer pagar la deuda, ni renunciar a la defensa; (según está escrito) pagar o reconocer la deuda podría reiniciar el plazo, lo que según la guía del DFS del 7 de abril de 2022 ya no es cierto para las deudas de crédito al consumo según CPLR 214-i. La redacción modelo empieza diciendo que una regulación del DFS exige el aviso y que no es asesoría legal.',
  'time-barred-disclosures.new_york_city': 'Ciudad de Nueva York',
  'time-barred-disclosures.nyc_admin_code_20_493': 'NYC Admin. Code 20-493.2(b); 6 RCNY 2-191',
  'time-barred-disclosures.every_communication_about_each_time': 'cada comunicación sobre cada deuda prescrita (consumidores en la ciudad de Nueva York)',
  'time-barred-disclosures.nyc_s_own_prescribed_wording':
    'La redacción establecida por la propia ciudad de Nueva York (se acepta en su lugar el texto estatal de 1.3(c)), en letra de por lo menos 12 puntos, en un color claramente contrastante, junto al monto reclamado.',
  'time-barred-disclosures.debt_buyers_collecting_after_the': 'compradores de deudas que cobran después del plazo de prescripción',
  'time-barred-disclosures.a_written_notice_in_one':
    'Un aviso por escrito en una de tres versiones, según si la deuda todavía puede reportarse al crédito y si el comprador la reporta; el comprador no puede demandar ni ir a arbitraje, y la deuda no se reactiva.',
  'time-barred-disclosures.12_2_12_9_nmac': '12.2.12.9 NMAC (norma del Attorney General)',
  'time-barred-disclosures.any_person_collecting_including_original': 'cualquier persona que cobre, incluidos los acreedores originales',
  'time-barred-disclosures.preface_we_are_required_by':
    "Introducción 'We are required by New Mexico Attorney General rule to notify you of the following information. This information is not legal advice.' ('Una norma del Attorney General de Nuevo México nos obliga a informarle lo siguiente. Esta información no es asesoría legal.'); la deuda no se puede cobrar, o podría no poder cobrarse, mediante una demanda; no se le puede obligar a la persona a pagarla mediante una demanda; no existe ninguna obligación legal de firmar una admisión, un reconocimiento o una nueva promesa, de pagar, ni de renunciar a derechos; y cómo funciona la reactivación según NMSA 37-1-16.",
  'time-barred-disclosures.anyone_collecting_a_debt_past': 'cualquier persona que cobre una deuda fuera del plazo de prescripción',
  'time-barred-disclosures.within_the_fcra_reporting_period':
    'Dentro del período de reporte de la FCRA: la ley limita cuánto tiempo pueden demandarlo; por la antigüedad de la deuda, el dueño no puede demandarlo por ella; si usted no paga, el dueño puede reportarla o seguir reportándola como no pagada. Pasado el período de reporte: el dueño no puede demandarlo ni reportarla a ninguna agencia de informes de crédito.',
  'time-barred-disclosures.940_cmr_7_07_24': '940 CMR 7.07(24) (regulaciones del Attorney General)',
  'time-barred-disclosures.creditors_broadly_defined_including_debt': 'acreedores, en un sentido amplio, incluidos los compradores de deudas que usan agentes',
  'time-barred-disclosures.reported_to_require_a_notice':
    'Se reporta que exige un aviso de que la deuda es demasiado antigua para demandarla, que trate el reporte de crédito; no se ha verificado el texto exacto.',
  'time-barred-disclosures.debt_buyers_and_consumer_collection': 'compradores de deudas y agencias de cobranza de consumo',
  'time-barred-disclosures.suit_is_barred_and_purchased':
    'La demanda está prohibida y la deuda comprada no se reactiva; se reporta un requisito de aviso (2014), pero no se ha verificado su texto.',
  'time-barred-disclosures.conn_gen_stat_36a_814': 'Conn. Gen. Stat. 36a-814 y las normas del Department of Banking',
  'time-barred-disclosures.n_c_gen_stat_58': 'N.C. Gen. Stat. 58-70-115 (Collection Agency Act)',
  'time-barred-disclosures.collection_agencies_including_debt_buyers': 'agencias de cobranza, incluidos los compradores de deudas',
  'time-barred-disclosures.reported_collecting_a_time_barred':
    'Se reporta: cobrar una deuda prescrita es ilegal salvo que la agencia diga que el consumidor no está obligado a pagarla; otras fuentes dicen que los compradores de deudas no pueden cobrar deudas prescritas en absoluto. No verificado.',
};
