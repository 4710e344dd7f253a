import { EN, type MessageKey } from './en';
import { ES } from './es';

/**
 * The analyzer writes every sentence in English (the source, where the code is). `localize` finds the
 * sentence in the English catalogue (src/i18n/en.ts, generated from the code: key → template with
 * {0}, {1}, … where the code interpolates) and writes the same message from the language's catalogue,
 * with the interpolated values put back: a value that is itself a catalogue phrase is localized too, an
 * English date ("March 9, 2025") is written the language's way, anything else (words quoted from the
 * letter, names, amounts, citations) is kept exactly as it was.
 *
 * Because the English text maps back to a key and its values, a stored English analysis is the
 * language-neutral form: it can be read in any language later (the API localizes when it presents).
 */

export const LANGS = ['en', 'es'] as const;
export type Lang = (typeof LANGS)[number];

export const CATALOGUES: Record<Exclude<Lang, 'en'>, Record<MessageKey, string>> = { es: ES };

/** 'es' for a Spanish language tag or Accept-Language header that prefers Spanish, else 'en'. */
export const langFrom = (value: string | null | undefined): Lang => {
  if (!value) return 'en';
  const ranked = value
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), i };
    })
    .filter((r) => r.tag && r.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const r of ranked) {
    if (r.tag === 'es' || r.tag.startsWith('es-')) return 'es';
    if (r.tag === 'en' || r.tag.startsWith('en-')) return 'en';
  }
  return 'en';
};

type Template = { key: MessageKey; re: RegExp; literal: number };

let compiled: { exact: Map<string, MessageKey>; templates: Template[] } | undefined;

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Literal letters a template must have to be matched as a pattern ("{0} {1}" would match anything). */
const MIN_LITERAL = 6;

const compile = (): NonNullable<typeof compiled> => {
  if (compiled) return compiled;
  const exact = new Map<string, MessageKey>();
  const templates: Template[] = [];
  for (const [key, en] of Object.entries(EN) as [MessageKey, string][]) {
    if (!/\{\d+\}/.test(en)) {
      if (!exact.has(en)) exact.set(en, key);
      continue;
    }
    const literal = en.replace(/\{\d+\}/g, '').replace(/[^A-Za-z]/g, '').length;
    if (literal < MIN_LITERAL) continue;
    // Each placeholder captures into a named group so the Spanish template can use them in any order.
    const source = en
      .split(/(\{\d+\})/)
      .map((part) => {
        const m = /^\{(\d+)\}$/.exec(part);
        return m ? `(?<p${m[1]}>[\\s\\S]*?)` : escape(part);
      })
      .join('');
    templates.push({ key, re: new RegExp(`^${source}$`), literal });
  }
  templates.sort((a, b) => b.literal - a.literal);
  compiled = { exact, templates };
  return compiled;
};

const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTHS_ES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const EN_DATE = new RegExp(`\\b(${MONTHS_EN.join('|')}) (\\d{1,2}), (\\d{4})\\b`, 'g');

/** English long dates ("March 9, 2025") written the Spanish way ("9 de marzo de 2025"). */
export const spanishDates = (text: string): string =>
  text.replace(EN_DATE, (_, month: string, day: string, year: string) => `${day} de ${MONTHS_ES[MONTHS_EN.indexOf(month)]} de ${year}`);

const fill = (template: string, values: Record<string, string>, lang: Exclude<Lang, 'en'>): string =>
  template.replace(/\{(\d+)\}/g, (whole, i: string) => {
    const v = values[`p${i}`];
    return v === undefined ? whole : value(v, lang);
  });

/** A value put back into a sentence: a catalogue phrase is localized, a date rewritten, the rest kept. */
const value = (v: string, lang: Exclude<Lang, 'en'>): string => {
  if (!/[A-Za-z]{2}/.test(v)) return v;
  return whole(v, lang) ?? spanishDates(v);
};

/** The sentence as one catalogue message, or undefined. */
const whole = (text: string, lang: Exclude<Lang, 'en'>): string | undefined => {
  const { exact, templates } = compile();
  const catalogue = CATALOGUES[lang];
  const key = exact.get(text);
  if (key) return catalogue[key];
  for (const t of templates) {
    const m = t.re.exec(text);
    if (m?.groups) return fill(catalogue[t.key], m.groups, lang);
  }
  return undefined;
};

/**
 * One sentence or paragraph in `lang`. Text that is no catalogue message as a whole is tried line by
 * line and then sentence by sentence; a part found nowhere stays in English and is passed to `onMiss`
 * (the coverage test fails on any).
 */
export const localize = (text: string, lang: Lang, onMiss?: (text: string) => void): string => {
  if (lang === 'en' || !/[A-Za-z]{2}/.test(text)) return text;
  const lead = /^\s*/.exec(text)?.[0] ?? '';
  const trail = /\s*$/.exec(text)?.[0] ?? '';
  const core = text.slice(lead.length, text.length - trail.length);
  const done = whole(core, lang);
  if (done !== undefined) return lead + done + trail;
  // "<message> (<label>)": a message with a short catalogue label after it (e.g. a note and its source tag).
  const tail = /^([\s\S]+?) \(([^()]+)\)$/.exec(core);
  const label = tail ? whole(tail[2] as string, lang) : undefined;
  if (tail && label !== undefined) return `${lead}${localize(tail[1] as string, lang, onMiss)} (${label})${trail}`;
  if (core.includes('\n'))
    return (
      lead +
      core
        .split('\n')
        .map((line) => localize(line, lang, onMiss))
        .join('\n') +
      trail
    );
  const sentences = core.split(/(?<=[.!?:;])\s+(?=[A-Z("“])/);
  if (sentences.length > 1) return lead + sentences.map((s) => localize(s, lang, onMiss)).join(' ') + trail;
  onMiss?.(core);
  return text;
};
