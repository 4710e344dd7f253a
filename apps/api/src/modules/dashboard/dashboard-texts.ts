import { createLocalizer, localize, type Lang } from '@debtshield/analyzer';
import type { ViolationHistoryItem } from '@debtshield/contracts';
import { COMBO_PATTERNS } from './combos';
import { USER_VIOLATION_TITLES } from './violation-history';

/**
 * The violations command center's sentences in the reader's language (issues 12 and 14): a finding's
 * title and message through the analyzer's own catalogue, the titles of what the person added and the
 * patterns (combos) through this one. Stored and cited in English (the power letter to a US collector
 * quotes the English titles); localized when an answer is written.
 */
const EN: Record<string, string> = Object.fromEntries([
  ...Object.entries(USER_VIOLATION_TITLES).map(([k, v]) => [`user.${k}`, v]),
  ...COMBO_PATTERNS.flatMap((p) => [
    [`combo.${p.name}.title`, p.title],
    [`combo.${p.name}.message`, p.message],
  ]),
]);

const ES: Record<string, string> = {
  'user.calls_outside_hours': 'Contacto en un horario inconveniente (antes de las 8 a.m. o después de las 9 p.m.)',
  'user.workplace_contact': 'Contacto en el trabajo después de que se le dijo que no está permitido',
  'user.third_party_disclosure': 'Su deuda comentada con otra persona',
  'user.abusive_language': 'Lenguaje obsceno, grosero o abusivo',
  'user.repeated_calls': 'Llamadas repetidas o continuas',
  'user.threat': 'Una amenaza de una acción que no puede o no piensa tomar',
  'user.false_credit_reporting': 'Información de crédito falsa, o la amenaza de informarla',
  'user.contact_after_cease': 'Contacto después de un pedido por escrito de no contactarlo',
  'user.contact_when_represented': 'Contacto después de saber que usted tiene abogado',
  'user.other': 'Otra conducta',
  'combo.threat_and_credit_pressure.title': 'Amenazas junto con presión sobre su informe de crédito',
  'combo.threat_and_credit_pressure.message':
    'El mismo cobrador lo amenazó y usó su informe de crédito como presión. Juntas, estas conductas muestran una estrategia de intimidación y no una sola frase descuidada, algo que un tribunal considera al decidir si otorga daños legales y por cuánto.',
  'combo.harassment_pattern.title': 'Un patrón de acoso',
  'combo.harassment_pattern.message':
    'Varias formas de acoso por parte de un mismo cobrador (las llamadas, sus horarios, su lenguaje) prueban que la conducta fue persistente y buscaba molestar, abusar o acosar, que es lo que exige la sección 1692d.',
  'combo.privacy_and_pressure.title': 'Su deuda contada a otros, con presión sobre usted',
  'combo.privacy_and_pressure.message':
    'El cobrador involucró a otras personas (su empleador, su familia u otros) y además lo presionó directamente. Revelar la deuda a terceros es una violación distinta de la presión, y las dos juntas muestran una conducta reiterada.',
  'combo.validation_ignored.title': 'Su derecho a disputar, socavado',
  'combo.validation_ignored.message':
    'El cobrador no respetó sus derechos de validación y siguió exigiendo el pago. Una actividad de cobro que opaca o ignora una disputa va al centro de la sección 1692g, y varios casos muestran que no fue un error aislado.',
  'combo.ignored_stop_request.title': 'Contacto después de que usted pidió que pararan o tenía abogado',
  'combo.ignored_stop_request.message':
    'El cobrador siguió comunicándose con usted después de un pedido por escrito de no hacerlo, o después de saber que usted tenía abogado, y cometió otras violaciones al hacerlo. Seguir después de recibir el aviso es una prueba fuerte de que el incumplimiento fue intencional (1692k(b)(1)).',
  'combo.false_legal_authority.title': 'Falsa autoridad legal con amenazas',
  'combo.false_legal_authority.message':
    'El cobrador se valió de la autoridad de abogados, tribunales o del gobierno y además amenazó con tomar medidas. Los tribunales consideran que insinuar un abogado o un proceso judicial es especialmente engañoso para el consumidor menos sofisticado cuando viene con una amenaza.',
  'combo.old_debt_pressure.title': 'Presión sobre una deuda que puede ser demasiado antigua para demandar',
  'combo.old_debt_pressure.message':
    'El cobrador exigió una deuda que parece estar prescrita y además tergiversó la deuda o lo amenazó. Cobrar deudas prescritas con amenazas o sin las divulgaciones exigidas es un patrón conocido contra el que actúan las autoridades.',
};

const own = createLocalizer<string>(EN, { es: ES });

/** A title or message of the command center in `lang`. */
export const dashboardText = (text: string, lang: Lang): string => own.localize(text, lang);

/** A violation of the history in `lang`: a finding's words through the analyzer's catalogue; what the person wrote is theirs, kept. */
export const localizeViolation = (v: ViolationHistoryItem, lang: Lang): ViolationHistoryItem => {
  if (lang === 'en') return v;
  if (v.source === 'user_added') return { ...v, title: dashboardText(v.title, lang) };
  return { ...v, title: localize(v.title, lang), description: localize(v.description, lang) };
};

/** A pattern (combo) in `lang`. */
export const localizeCombo = <C extends { title: string; message?: string }>(c: C, lang: Lang): C =>
  lang === 'en' ? c : { ...c, title: dashboardText(c.title, lang), ...(c.message === undefined ? {} : { message: dashboardText(c.message, lang) }) };
