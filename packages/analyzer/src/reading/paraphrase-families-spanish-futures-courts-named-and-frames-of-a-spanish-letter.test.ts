/**
 * Paraphrase family for decision 344 (issue 26), from probes of the law: what decisions 341 and 342 left between English and
 * Spanish. Each pair is probed in the letter of its language (a 2016 collector's first letter with the statute's notice:
 * `statuteEraLetter`, `spanishStatuteEraLetter`; a 2023 later letter for Regulation F's same-language rule), and the pair must get
 * the same outcome and ask the same questions.
 *
 * 1. A threat said as sure (1692e(4), (5); 12 CFR 1006.18(c)(1)): the Spanish future is the infinitive or an irregular stem plus
 *    -á / -án / -emos, often written without its accent ("procedera", "demandaran"). Any word ending in "-ra", "-ran", "-remos"
 *    was read as one, so nouns and adjectives ("primera", "tercera", "cartera", "carrera", "factura", "manera", "financiera"), the
 *    present ("ahorra", "expira") and the imperfect subjunctive ("aunque usted pagara", "aunque no fuera") beside a step made it
 *    sure, and `threat_legal_action_unintended` asked whether a suit was meant where the English asks nothing.
 * 2. Court process simulated (1692e(9), (13); 1006.18(c)(3)): a court named ("the District Court", "el Tribunal de Distrito") is a
 *    court paper's mark; "the court" alone is not, in English, and "el tribunal", "el juzgado", "la corte" alone were: "usted debe
 *    comparecer ante el tribunal el 15 de abril" was flagged as court papers where "you must appear before the court on April 15"
 *    is asked about.
 * 3. The same-language rule (1006.18(e)(4), from November 30, 2021): a short Spanish later letter whose only English is the full
 *    two-sentence disclosure counted more English function words than Spanish and read as English. Read now by the letter's frame
 *    (a Spanish salutation or close and no English one) and the rest of its words without the disclosure's sentences; an English
 *    letter whose English is mostly its disclosure, with one Spanish line, stays silent (decision 341's near misses).
 * 4. An amount left open (1692e(2)(A), 1692g(a)(1); Weiss v. Zwicker; Carlin): "Interest may be added to your balance" and "Se
 *    pueden agregar intereses a su saldo" (the reflexive passive of the present was not read).
 * Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { SPANISH_FUTURE } from './spanish-future';
import { ENGLISH_TWO_SENTENCE_DISCLOSURE, framedLaterLetter, questionsAskedBy, ruleOutcome, spanishStatuteEraLetter, statuteEraLetter } from './test-letters';

const ANSWERS = { state: 'OH', isFirstContact: true };
const TODAY = '2016-03-14';
const asked = (rule: string, text: string) => ({
  outcome: ruleOutcome(rule, text, ANSWERS, TODAY),
  questions: questionsAskedBy(rule, text, ANSWERS, TODAY),
});
const english = (rule: string, sentence: string) => asked(rule, statuteEraLetter(sentence, { notice: true }));
const spanish = (rule: string, sentence: string) => asked(rule, spanishStatuteEraLetter(sentence));

const THREAT = 'threat_legal_action_unintended';
const SIMULATED = 'simulated_legal_process';
const STATUS = 'misstated_legal_status';

describe('decision 344: the Spanish future read by its forms', () => {
  it.each([
    // accented and not: an -ar, -er, -ir infinitive or an irregular stem before the ending
    'procederá',
    'procedera',
    'demandarán',
    'demandaran',
    'demandara',
    'presentaremos',
    'tomara',
    'iniciara',
    'embargaran',
    'reportara',
    'recibira',
    'exigira',
    'remitiremos',
    'ofrecera',
    'devolvera',
    'suspendera',
    'cumplira',
    'tendra',
    'mantendra',
    'podran',
    'saldra',
    'vendra',
    'habra',
    'sabra',
    'querra',
    'dira',
    'irá',
    'iremos',
  ])('"%s" is a future', (word) => {
    expect(SPANISH_FUTURE.test(word)).toBe(true);
  });
  it.each([
    // nouns and adjectives in -ra
    'manera',
    'primera',
    'tercera',
    'cartera',
    'carrera',
    'factura',
    'financiera',
    'cualquiera',
    'frontera',
    'bandera',
    'cabecera',
    'mentira',
    'hora',
    'ahora',
    'contra',
    'nuestra',
    'búlgara',
    // the present of verbs
    'ahorra',
    'cobra',
    'cobran',
    'considera',
    'espera',
    'expira',
    'retira',
    'declara',
    'prepara',
    'pondera',
    'queremos',
    'esperemos',
    // the imperfect subjunctive of -er and -ir verbs
    'recibiera',
    'pudiera',
    'fuera',
    'hubieran',
  ])('"%s" is no future', (word) => {
    expect(SPANISH_FUTURE.test(word)).toBe(false);
  });
  it.each(['si usted pagara', 'aunque le pagaran', 'si no nos llamara', 'para que usted enviara', 'a menos que usted pagara'])(
    '"%s": the imperfect subjunctive after its conjunction is no future',
    (words) => {
      expect(SPANISH_FUTURE.test(words)).toBe(false);
    },
  );
  it.each(['nuestro cliente pagara', 'le informamos que nuestro cliente demandara'])('"%s": the unaccented -ar future', (words) => {
    expect(SPANISH_FUTURE.test(words)).toBe(true);
  });
});

/** [English, Spanish]: a step said as sure in the future; the threat rule asks the same of both. */
const FUTURE_THREATS: ReadonlyArray<readonly [string, string]> = [
  ['Our client will proceed with a lawsuit.', 'Nuestro cliente procedera con una demanda.'],
  ['Our client will sue you for the balance.', 'Nuestro cliente demandara por el saldo.'],
  ['Our attorneys will file a lawsuit against you.', 'Nuestros abogados presentaran una demanda en su contra.'],
  ['You will have to face a lawsuit.', 'Tendra que enfrentar una demanda.'],
  ['Our client will begin legal action against you.', 'Nuestro cliente iniciara una acción legal en su contra.'],
  ['We inform you that our client will take legal action against you.', 'Le informamos que nuestro cliente tomara acción legal en su contra.'],
  ['Our client will demand payment through a lawsuit.', 'Nuestro cliente exigira el pago mediante una demanda.'],
];

/** [English, Spanish]: a step named beside a word that ends as a future does and is none; the threat rule asks nothing of either. */
const NOT_FUTURES: ReadonlyArray<readonly [string, string]> = [
  ['The first page describes legal action.', 'En la primera página se describe una acción legal.'],
  ['The third section of this letter explains the legal process.', 'La tercera sección de esta carta explica el proceso judicial.'],
  [
    "Your account is part of our client's portfolio; legal action is one of its options.",
    'Su cuenta forma parte de la cartera de nuestro cliente; una acción legal es una de sus opciones.',
  ],
  ['Over his career, our attorney has seen many legal actions.', 'A lo largo de su carrera, nuestro abogado ha visto muchas acciones legales.'],
  [
    "You save money with this plan; legal action is one of our client's options.",
    'Usted ahorra dinero con este plan; una acción legal es una de las opciones de nuestro cliente.',
  ],
  [
    "Even if you paid half, legal action is one of our client's options.",
    'Aunque usted pagara la mitad, una acción legal es una de las opciones de nuestro cliente.',
  ],
  [
    "Even if it was not your intention, legal action is one of our client's options.",
    'Aunque no fuera su intención, una acción legal es una de las opciones de nuestro cliente.',
  ],
  ['Your credit card invoice does not mention legal action.', 'La factura de su tarjeta de crédito no menciona una acción legal.'],
  [
    "This offer expires on April 15; legal action is one of our client's options.",
    'Esta oferta expira el 15 de abril; una acción legal es una de las opciones de nuestro cliente.',
  ],
  [
    'The financial institution owns this account; legal action is one of its options.',
    'La entidad financiera es dueña de esta cuenta; una acción legal es una de sus opciones.',
  ],
  ["In this way, legal action is one of our client's options.", 'De esta manera, una acción legal es una de las opciones de nuestro cliente.'],
];

describe('decision 344: a step beside a Spanish future is said as sure, beside a word that only ends as one it is not', () => {
  it.each(FUTURE_THREATS)('asks alike of "%s" and "%s"', (en, es) => {
    const e = english(THREAT, en);
    expect(e.outcome, en).not.toBe('silent');
    expect(spanish(THREAT, es), es).toEqual(e);
  });
  it.each(NOT_FUTURES)('asks nothing of "%s" nor of "%s"', (en, es) => {
    const e = english(THREAT, en);
    expect(e.outcome, en).toBe('silent');
    expect(spanish(THREAT, es), es).toEqual(e);
  });
});

/** [English, Spanish, outcome]: an appearance commanded, before the court or before a court named. */
const APPEARANCES: ReadonlyArray<readonly [string, string, string]> = [
  ['You must appear before the court on April 15.', 'Usted debe comparecer ante el tribunal el 15 de abril.', 'ask'],
  ['You must appear before the court on April 15.', 'Usted debe comparecer ante el juzgado el 15 de abril.', 'ask'],
  ['You must appear before the court on April 15.', 'Usted debe comparecer ante la corte el 15 de abril.', 'ask'],
  ['You must appear before the District Court on April 15.', 'Usted debe comparecer ante el Tribunal de Distrito el 15 de abril.', 'flag'],
  ['You must appear before the Municipal Court on April 15.', 'Usted debe comparecer ante el Juzgado Municipal el 15 de abril.', 'flag'],
  ['You must appear before the Superior Court on April 15.', 'Usted debe comparecer ante la Corte Superior el 15 de abril.', 'flag'],
  ['You must appear before the Justice Court on April 15.', 'Usted debe comparecer ante el Juzgado de Paz el 15 de abril.', 'flag'],
];

/** [English, Spanish]: the court named in a warning of what a suit would bring, or as who decides one: silent in both. */
const COURT_NEAR_MISSES: ReadonlyArray<readonly [string, string]> = [
  ['If you are sued, you must appear before the court.', 'Si usted es demandado, debe comparecer ante el tribunal.'],
  ['A court could decide whether you owe this debt if a lawsuit is filed.', 'Un tribunal podría decidir si usted debe esta deuda si se presenta una demanda.'],
  ['If a lawsuit is filed, the District Court may enter a judgment.', 'Si se presenta una demanda, el Tribunal de Distrito podría dictar una sentencia.'],
];

describe('decision 344: "the court" alone is no court name in either language', () => {
  it.each(APPEARANCES)('"%s" and "%s": %s', (en, es, outcome) => {
    const e = english(SIMULATED, en);
    expect(e.outcome, en).toBe(outcome);
    expect(spanish(SIMULATED, es), es).toEqual(e);
  });
  it.each(COURT_NEAR_MISSES)('silent on "%s" and "%s"', (en, es) => {
    const e = english(SIMULATED, en);
    expect(e.outcome, en).toBe('silent');
    expect(spanish(SIMULATED, es), es).toEqual(e);
  });
});

/** [English, Spanish]: a balance said perhaps to hold interest; `misstated_legal_status` does the same with both. */
const INTEREST: ReadonlyArray<readonly [string, string, string]> = [
  [
    'Interest may be added to your balance. No further interest will be charged on this account.',
    'Se pueden agregar intereses a su saldo. No se cobrarán más intereses en esta cuenta.',
    'flag',
  ],
  ['Interest may be added to your balance.', 'Se pueden agregar intereses a su saldo.', 'flag'],
  ['Interest could be added to your balance.', 'Podrían agregarse intereses a su saldo.', 'flag'],
  ['Interest may be added to your balance.', 'Los intereses pueden ser agregados a su saldo.', 'flag'],
  // near misses: interest denied, or growth said for later (the balance-growth readers' kind)
  ['No interest will be added to your balance.', 'No se agregarán intereses a su saldo.', 'not flag'],
  ['Interest may be added to your balance in the future.', 'Se pueden agregar intereses a su saldo en el futuro.', 'not flag'],
  ['If you do not pay, interest may be added to your balance.', 'Si usted no paga, se pueden agregar intereses a su saldo.', 'not flag'],
];

describe('decision 344: a balance said perhaps to hold interest, in English and in Spanish', () => {
  it.each(INTEREST)('"%s" and "%s": %s', (en, es, outcome) => {
    const e = english(STATUS, en);
    if (outcome === 'flag') expect(e.outcome, en).toBe('flag');
    else expect(e.outcome, en).not.toBe('flag');
    expect(spanish(STATUS, es), es).toEqual(e);
  });
});

const laterLetter = framedLaterLetter;
const EN_DISCLOSURE = ENGLISH_TWO_SENTENCE_DISCLOSURE;
const ES_DISCLOSURE = 'Esta comunicación proviene de un cobrador de deudas. Este es un intento de cobrar una deuda.';
const languageOutcome = (text: string): string =>
  ruleOutcome('disclosure_language_mismatch', text, { state: 'OH', isFirstContact: false, readsSpanish: true }, '2023-03-20');

describe('decision 344: a short Spanish later letter whose only English is the full debt-collector disclosure', () => {
  it.each([
    ['Estimado Juan Pérez:', 'Aún no hemos recibido su pago. Por favor llámenos.', EN_DISCLOSURE, 'Atentamente,', '15 de marzo de 2023'],
    ['Estimado Juan Pérez:', 'Su cuenta sigue pendiente de pago. Comuníquese con nosotros hoy.', EN_DISCLOSURE, 'Atentamente,', '15 de marzo de 2023'],
    [
      'Estimada señora Pérez:',
      'Le ofrecemos un plan de pagos. Llame a nuestra oficina para más información.',
      EN_DISCLOSURE,
      'Cordialmente,',
      '15 de marzo de 2023',
    ],
    // the date printed in English by the collector's system: the frame is the salutation and the close
    ['Estimado Juan Pérez:', 'Aún no hemos recibido su pago. Por favor llámenos.', EN_DISCLOSURE, 'Atentamente,', 'March 15, 2023'],
  ])('flags the letter "%s %s … %s" (%s)', (greeting, body, disclosure, close, date) => {
    expect(languageOutcome(laterLetter(greeting, body, disclosure, close, date))).toBe('flag');
  });
  it.each([
    // English letters whose English is mostly their disclosure, with one Spanish line (decision 341's near misses)
    [
      'Dear John Smith:',
      'We have not yet received your payment. Please call us at (614) 555-0107. Gracias por su atención.',
      EN_DISCLOSURE,
      'Sincerely,',
      'March 15, 2023',
    ],
    [
      'Dear John Smith:',
      'Visite www.cfpb.gov/debt-collection para obtener más información sobre sus derechos conforme a la ley federal.',
      EN_DISCLOSURE,
      'Sincerely,',
      'March 15, 2023',
    ],
    ['Dear John Smith:', 'We have not yet received your payment. Hablamos español.', EN_DISCLOSURE, 'Sincerely,', 'March 15, 2023'],
    // a Spanish greeting on an English letter, with or without an English close
    ['Estimado Juan:', 'We have not yet received your payment. Please call us at (614) 555-0107.', EN_DISCLOSURE, 'Sincerely,', '15 de marzo de 2023'],
    ['Estimado Juan:', 'We have not yet received your payment. Please call us to discuss your account.', EN_DISCLOSURE, 'Atentamente,', '15 de marzo de 2023'],
    // the disclosure in Spanish, or in both languages
    ['Estimado Juan Pérez:', 'Aún no hemos recibido su pago. Por favor llámenos.', ES_DISCLOSURE, 'Atentamente,', '15 de marzo de 2023'],
    ['Estimado Juan Pérez:', 'Aún no hemos recibido su pago. Por favor llámenos.', `${ES_DISCLOSURE} ${EN_DISCLOSURE}`, 'Atentamente,', '15 de marzo de 2023'],
  ])('leaves the letter "%s %s … %s" (%s) alone', (greeting, body, disclosure, close, date) => {
    expect(languageOutcome(laterLetter(greeting, body, disclosure, close, date))).not.toBe('flag');
  });
  it('a 2016 letter is before the rule', () => {
    const text = laterLetter(
      'Estimado Juan Pérez:',
      'Aún no hemos recibido su pago. Por favor llámenos.',
      EN_DISCLOSURE,
      'Atentamente,',
      '15 de marzo de 2016',
    );
    expect(ruleOutcome('disclosure_language_mismatch', text, { state: 'OH', isFirstContact: false, readsSpanish: true }, '2016-03-20')).not.toBe('flag');
  });
});
