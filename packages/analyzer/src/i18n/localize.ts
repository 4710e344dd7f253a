import { EN, type MessageKey } from './en';
import { ES } from './es';

/**
 * The analyzer writes every sentence in English (the source, where the code is). `localize` finds the
 * sentence in the English catalogue (src/i18n/en.ts, generated from the code: key → template with
 * {0}, {1}, … where the code interpolates) and writes the same message from the language's catalogue,
 * with the interpolated values put back: a value that is itself a catalogue phrase is localized too, an
 * English date ("March 9, 2025") is written the language's way (not inside the letter's quoted words,
 * decision 251), anything else (words quoted from the letter, names, amounts, citations) is kept exactly
 * as it was.
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

/** `lazy` captures as little as it can, `greedy` as much: values that themselves hold " (" or ": " need the second. */
type Template<K extends string> = { key: K; lazy: RegExp; greedy: RegExp; literal: number; chars: number };

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The analyzer's least number of literal letters in a template matched as a pattern. */
const MIN_LITERAL = 6;

const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTHS_ES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const EN_DATE = new RegExp(`\\b(${MONTHS_EN.join('|')}) (\\d{1,2}), (\\d{4})\\b`, 'g');
const EN_MONTH = new RegExp(`\\b(${MONTHS_EN.join('|')}) (\\d{4})\\b`, 'g');

/**
 * English long dates ("March 9, 2025") written the Spanish way ("9 de marzo de 2025"), and a month of a year ("March
 * 2019", as the credit center writes a date of first delinquency) too ("marzo de 2019"), decision 255.
 */
export const spanishDates = (text: string): string =>
  text
    .replace(EN_DATE, (_, month: string, day: string, year: string) => `${day} de ${MONTHS_ES[MONTHS_EN.indexOf(month)]} de ${year}`)
    .replace(EN_MONTH, (_, month: string, year: string) => `${MONTHS_ES[MONTHS_EN.indexOf(month)]} de ${year}`);

/**
 * The words of a rule's citation (its `citation`, shown as the finding's legal basis and in its headline) in the
 * language: "comments 34(c)(2)(viii)-1 to -4" reads "comentarios 34(c)(2)(viii)-1 a -4" (decision 251). The sources
 * themselves ("12 CFR 1006.34(c)(2)(viii)", "15 U.S.C. 1692g(b)", a comment's number) stay as the law writes them, and
 * so do case names with their courts ("Bartlett v. Heibl", "(7th Cir. 2000)") and words the regulation is quoted for.
 * Ordered: a singular "comment" that names more than one comment ("comment 34(c)(2)(ix)-1, -2") reads plural.
 */
const CITATION_WORDS: Record<Exclude<Lang, 'en'>, readonly (readonly [RegExp, string])[]> = {
  es: [
    [/\bcomment (?=\S+(?:, -\d| to -| and \())/g, 'comentarios '],
    [/\bcomments\b/g, 'comentarios'],
    [/\bcomment\b/g, 'comentario'],
    [/\bparagraphs\b/g, 'párrafos'],
    [/\bparagraph\b/g, 'párrafo'],
    [/ to (?=[-(\d])/g, ' a '],
    [/ and /g, ' y '],
    [/\(holidays\)/g, '(días feriados)'],
    [/\(last sentence\)/g, '(última oración)'],
    [/\(lead-in\)/g, '(texto introductorio)'],
    [/^state law, see /, 'ley estatal, vea '],
    [/\bNY state\b/g, 'estado de NY'],
    [/^check /, 'verifique '],
  ],
};

/** A case name ("Bartlett v. Heibl", "Goswami (5th Cir. 2004)"): kept whole. */
const CASE = /\bv\.\s|\bCir\.\s/;

/** A rule's citation in `lang`: its words translated, its sources, case names and quoted words as written. */
export const localizeCitation = (citation: string, lang: Lang): string => {
  if (lang === 'en') return citation;
  const words = CITATION_WORDS[lang];
  return citation
    .split('; ')
    .map((part) =>
      CASE.test(part)
        ? part
        : part
            .split(/("[^"]*")/)
            .map((piece, i) => (i % 2 === 1 ? piece : words.reduce((text, [re, to]) => text.replace(re, to), piece)))
            .join(''),
    )
    .join('; ');
};

const OPEN_QUOTES = '"“«';
const CLOSE_QUOTES = '"”»';

/** English long dates written the Spanish way, except inside quoted words of the letter ("… by December 1, 2026"). */
const datesOutsideQuotes = (text: string): string =>
  text
    .split(/("[^"]*"|“[^”]*”)/)
    .map((piece, i) => (i % 2 === 1 ? piece : spanishDates(piece)))
    .join('');

const AND: Record<Exclude<Lang, 'en'>, string> = { es: 'y' };
const OR: Record<Exclude<Lang, 'en'>, string> = { es: 'o' };

/** Words quoted from the letter, kept as written. */
const isQuoted = (v: string): boolean => /^\s*["“'][^"“”']*["”']\s*$/.test(v);

/** A value that is no phrase of the catalogue but a citation, a number or a date: kept (dates rewritten) in a list. */
const isPlain = (v: string): boolean => {
  const t = v.trim();
  if (/^\W*$/.test(t)) return true;
  // A citation or an amount, not a sentence that cites something.
  return (/^[\d$§]/.test(t) || /U\.S\.C\.|\bCFR\b/.test(t)) && !/[a-z]{3,}\s+[a-z]{3,}\s+[a-z]{3,}/.test(t);
};

/**
 * A localizer over an English catalogue (key → template with {0}, {1}, …) and its translations: the
 * analyzer's own below, and any other part that writes English sentences for a person the same way
 * (the API's tracker texts). `keepAsWord` names keys that are short words, never phrases a value is made of.
 */
export const createLocalizer = <K extends string>(
  english: Record<K, string>,
  catalogues: Record<Exclude<Lang, 'en'>, Record<K, string>>,
  keepAsWord?: (key: K) => boolean,
  /** Literal letters a template must have to be matched as a pattern ("{0} {1}" would match anything). */
  minLiteral = MIN_LITERAL,
): { localize: (text: string, lang: Lang, onMiss?: (text: string) => void) => string; isMessage: (text: string) => boolean } => {
  let compiled: { exact: Map<string, K>; templates: Template<K>[] } | undefined;
  const compile = (): NonNullable<typeof compiled> => {
    if (compiled) return compiled;
    const exact = new Map<string, K>();
    const templates: Template<K>[] = [];
    for (const [key, en] of Object.entries(english) as [K, string][]) {
      if (!/\{\d+\}/.test(en)) {
        if (!exact.has(en)) exact.set(en, key);
        continue;
      }
      const literal = en.replace(/\{\d+\}/g, '').replace(/[^A-Za-z]/g, '').length;
      if (literal < minLiteral) continue;
      // Each placeholder captures into a named group so the Spanish template can use them in any order.
      const source = (quantifier: string) =>
        en
          .split(/(\{\d+\})/)
          .map((part) => {
            const m = /^\{(\d+)\}$/.exec(part);
            return m ? `(?<p${m[1]}>[\\s\\S]*${quantifier})` : escape(part);
          })
          .join('');
      templates.push({ key, lazy: new RegExp(`^${source('?')}$`), greedy: new RegExp(`^${source('')}$`), literal, chars: en.replace(/\{\d+\}/g, '').length });
    }
    // The most literal letters first; on a tie, the most literal text ("… on {0} ({1})." before "… on {0}.").
    templates.sort((a, b) => b.literal - a.literal || b.chars - a.chars);
    compiled = { exact, templates };
    return compiled;
  };

  /** A placeholder the template quotes ("{0}"): the letter's own words, whose dates stay as the letter wrote them. */
  const quotedAt = (template: string, at: number, length: number): boolean =>
    OPEN_QUOTES.includes(template.charAt(at - 1)) && CLOSE_QUOTES.includes(template.charAt(at + length));

  const fill = (template: string, values: Record<string, string>, lang: Exclude<Lang, 'en'>): string =>
    template.replace(/\{(\d+)\}/g, (whole, i: string, at: number) => {
      const v = values[`p${i}`];
      return v === undefined ? whole : value(v, lang, quotedAt(template, at, whole.length));
    });

  /**
   * A catalogue phrase in `lang`: as written, with its first letter capitalised by the code ("The
   * original-creditor statement"), or a list of phrases the code joined ("A, B and C", "A; B").
   */
  const phrase = (v: string, lang: Exclude<Lang, 'en'>): string | undefined => {
    const done = whole(v, lang);
    if (done !== undefined) return done;
    const first = v.charAt(0);
    if (first !== first.toLowerCase()) {
      const lower = whole(first.toLowerCase() + v.slice(1), lang);
      if (lower !== undefined) return lower.charAt(0).toUpperCase() + lower.slice(1);
    }
    const also = compile().exact.get('; it also ');
    for (const [separator, joiner] of [
      ...(also ? ([['; it also ', catalogues[lang][also]]] as const) : []),
      ['; ', '; '],
      [', and ', `, ${AND[lang]} `],
      [' and ', ` ${AND[lang]} `],
      [' or ', ` ${OR[lang]} `],
    ] as const) {
      if (!v.includes(separator)) continue;
      const [head, ...rest] = v.split(separator);
      const last = rest.join(separator);
      const parts = separator.startsWith(';') ? [head as string, ...rest] : [...(head as string).split(', '), last];
      // Quoted words (names from the letter) and citations are kept; a list of citations keeps its English "and" (law as cited).
      const out = parts.map((p) => (isQuoted(p) ? p : (phrase(p, lang) ?? (isPlain(p) ? datesOutsideQuotes(p) : undefined))));
      if (out.some((p) => p === undefined) || parts.every((p) => isPlain(p) && !isQuoted(p))) continue;
      const done = out as string[];
      if (separator.startsWith(';')) return done.join(joiner);
      return `${done.slice(0, -1).join(', ')}${joiner}${done[done.length - 1]}`;
    }
    return undefined;
  };

  /**
   * A value put back into a sentence: a catalogue phrase is localized, a date rewritten, the rest kept.
   * The text report's short words ('page', 'today', 'high') are not phrases a value is made of: a word
   * quoted from the letter that happens to be one stays as written.
   */
  const value = (v: string, lang: Exclude<Lang, 'en'>, quoted = false): string => {
    if (!/[A-Za-z]{2}/.test(v)) return v;
    const dates = quoted ? (text: string) => text : datesOutsideQuotes;
    const key = compile().exact.get(v);
    if (key !== undefined && keepAsWord?.(key)) return dates(v);
    return phrase(v, lang) ?? dates(v);
  };

  /** How many of a match's values are phrases of the catalogue (the better reading of an ambiguous match). */
  const resolved = (groups: Record<string, string>, lang: Exclude<Lang, 'en'>): number =>
    Object.values(groups).filter((v) => !/[A-Za-z]{2}/.test(v) || phrase(v, lang) !== undefined).length;

  /** The sentence as one catalogue message, or undefined. */
  const whole = (text: string, lang: Exclude<Lang, 'en'>): string | undefined => {
    const { exact, templates } = compile();
    const catalogue = catalogues[lang];
    const key = exact.get(text);
    if (key) return catalogue[key];
    for (const t of templates) {
      const lazy = t.lazy.exec(text)?.groups;
      if (!lazy) continue;
      let groups = lazy;
      const count = Object.keys(lazy).length;
      if (count > 1) {
        const score = resolved(lazy, lang);
        const greedy = score < count ? t.greedy.exec(text)?.groups : undefined;
        if (greedy && resolved(greedy, lang) > score) groups = greedy;
      }
      return fill(catalogue[t.key], groups, lang);
    }
    return undefined;
  };

  /**
   * One sentence or paragraph in `lang`. Text that is no catalogue message as a whole is tried line by
   * line and then sentence by sentence; a part found nowhere stays in English and is passed to `onMiss`
   * (the coverage test fails on any).
   */
  const localize = (text: string, lang: Lang, onMiss?: (text: string) => void): string => {
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

  return { localize, isMessage: (text: string) => whole(text, 'es') !== undefined };
};

const analyzer = createLocalizer<MessageKey>(EN, CATALOGUES, (key) => key.startsWith('format-text-report.'));

/**
 * One sentence or paragraph in `lang`. Text that is no catalogue message as a whole is tried line by
 * line and then sentence by sentence; a part found nowhere stays in English and is passed to `onMiss`
 * (the coverage test fails on any).
 */
export const localize = analyzer.localize;
