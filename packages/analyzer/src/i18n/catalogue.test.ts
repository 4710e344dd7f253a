import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractCatalogue } from '../../scripts/i18n-extract';
import { loadCorpus } from '../../corpus/load-corpus';
import { analyzeText } from '../engine/analyze';
import { loadFixtures } from '../testing/fixture-suite';
import { TEST_TODAY } from '../testing/make-context';
import { MODEL_FORM_B1 } from '../testing/model-form-b1';
import type { UserAnswers } from '../types';
import { EN, type MessageKey } from './en';
import { ES } from './es';
import { langFrom, localize, spanishDates } from './localize';
import { localizeResult } from './localize-result';

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\d+)\}/g)].map((m) => m[1] as string).sort();

/** English text a Spanish entry may keep as is: citations, statute names and case names, no English prose. */
const ENGLISH_PROSE = /\b(?:the|and|you|your|is|are|was|of|to|this|that|with|for|may|not|must)\b/i;

describe('the message catalogues', () => {
  it('name every sentence the analyzer writes (src/i18n/en.ts is up to date with the code)', () => {
    expect(EN).toEqual(extractCatalogue());
  });

  it('give every English message a Spanish one with the same placeholders, and nothing else', () => {
    const problems: string[] = [];
    for (const key of Object.keys(EN) as MessageKey[]) {
      const es = (ES as Record<string, string | undefined>)[key];
      if (typeof es !== 'string' || es.trim() === '') problems.push(`${key}: no Spanish text`);
      else if (placeholders(es).join() !== placeholders(EN[key]).join())
        problems.push(`${key}: placeholders ${placeholders(es).join()} ≠ ${placeholders(EN[key]).join()}`);
      else if (es === EN[key] && ENGLISH_PROSE.test(es.replace(/\([^)]*\)/g, ''))) problems.push(`${key}: still English`);
    }
    for (const key of Object.keys(ES)) if (!(key in EN)) problems.push(`${key}: not an English message`);
    expect(problems).toEqual([]);
  });

  it('keep legal citations exactly as the English gives them', () => {
    const CITE = /\b(?:\d+ U\.S\.C\. [\w().–-]+|12 CFR [\d.]+[\w()]*)/g;
    const problems = (Object.keys(EN) as MessageKey[]).filter((key) => {
      const en = [...EN[key].matchAll(CITE)].map((m) => m[0]);
      return en.some((c) => !ES[key].includes(c));
    });
    expect(problems).toEqual([]);
  });
});

describe('localize', () => {
  it('writes a catalogue message in Spanish, keeping the quoted words of the letter and the citation', () => {
    const en =
      'This letter threatens harm ("we know where you live"). A debt collector may not use or threaten violence or other criminal means to harm you, your reputation or your property (15 U.S.C. 1692d(1); 12 CFR 1006.14(c)). If you feel in danger, contact the police.';
    const es = localize(en, 'es');
    expect(es).toBe(
      'Esta carta amenaza con hacerle daño ("we know where you live"). Un cobrador de deudas no puede usar ni amenazar con usar la violencia u otros medios delictivos para dañarlo a usted, su reputación o sus bienes (15 U.S.C. 1692d(1); 12 CFR 1006.14(c)). Si se siente en peligro, comuníquese con la policía.',
    );
  });

  it('writes English dates inside a message the Spanish way', () => {
    expect(spanishDates('by March 9, 2025 and December 31, 2024')).toBe('by 9 de marzo de 2025 and 31 de diciembre de 2024');
    // A month of a year, as the credit center writes a first delinquency (decision 255).
    expect(spanishDates('in March 2019, not May 2, 2020')).toBe('in marzo de 2019, not 2 de mayo de 2020');
    expect(localize('Deadline of the settlement offer in the letter.', 'es')).toBe('Fecha límite de la oferta de acuerdo de la carta.');
  });

  it('leaves English as it is, and reports text it cannot place', () => {
    const missed: string[] = [];
    expect(localize('May violate', 'en')).toBe('May violate');
    expect(localize('Some sentence nobody wrote.', 'es', (t) => missed.push(t))).toBe('Some sentence nobody wrote.');
    expect(missed).toEqual(['Some sentence nobody wrote.']);
  });

  it('reads the language of an Accept-Language header', () => {
    expect(langFrom('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(langFrom('en-US,en;q=0.9,es;q=0.8')).toBe('en');
    expect(langFrom('fr-FR, es;q=0.5')).toBe('es');
    expect(langFrom('es;q=0, en')).toBe('en');
    expect(langFrom(undefined)).toBe('en');
    expect(langFrom('*')).toBe('en');
  });
});

/** Every letter the tests know: the rules' fixtures, the whole-letter corpus and the model form. */
const letters = (): { name: string; text: string; answers: UserAnswers; today: string }[] => {
  const rulesDir = join(import.meta.dirname, '..', 'rules');
  const fromRules = readdirSync(rulesDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('_'))
    .flatMap((e) =>
      loadFixtures(join(rulesDir, e.name)).map((f) => ({ name: `${e.name}/${f.name}`, text: f.text, answers: f.answers ?? {}, today: f.today ?? TEST_TODAY })),
    );
  const fromCorpus = loadCorpus().map((c) => ({ name: `corpus/${c.name}`, text: c.text, answers: c.expected.answers, today: c.expected.today }));
  return [...fromRules, ...fromCorpus, { name: 'model-form-b1', text: MODEL_FORM_B1, answers: {}, today: TEST_TODAY }];
};

/** English prose left in a Spanish sentence, once quotes, parenthesised citations and proper names are set aside. */
const englishLeft = (text: string): string | undefined => {
  let rest = text.replace(/"[^"]*"|“[^”]*”|'[^']*'/g, ' ');
  for (let before = ''; before !== rest;) [before, rest] = [rest, rest.replace(/\([^()]*\)/g, ' ')];
  rest = rest.replace(/\b[A-Z][\w.&'-]*(?: (?:v\.|of|&|[A-Z][\w.&'-]*))+/g, ' ');
  const m = /\b(?:the|and|you|your|with|from|this|that|is|are|was|will)\b/.exec(rest);
  return m ? rest.slice(Math.max(0, m.index - 40), m.index + 40) : undefined;
};

describe('an analysis in Spanish', () => {
  // Every distinct analysis of every letter the tests know, in groups: each group has a timeout of its own, so the
  // whole does not have to fit one timeout on a loaded 2-core machine (CI timed a single test out at 120 s). A group
  // takes a few seconds alone; its 180 s is a guard against a hang, not a target.
  const all = letters();
  // Each letter with its own answers, with none, and in New York with an old last payment; an analysis is a function
  // of its text, answers and date, so a run already made (a rule's fixture shared with another, a fixture with no
  // answers, whose first two runs are the same) is made once.
  const runs = [
    ...new Map(
      all.flatMap((letter) =>
        [letter.answers, {}, { ...letter.answers, state: 'NY' as const, lastPaymentDate: '2015-01-01' }].map((answers) => [
          JSON.stringify([letter.text, answers, letter.today]),
          { name: letter.name, text: letter.text, answers, today: letter.today },
        ]),
      ),
    ).values(),
  ];
  const GROUP = 50;
  const groups = Array.from({ length: Math.ceil(runs.length / GROUP) }, (_, i) => {
    const group = runs.slice(i * GROUP, (i + 1) * GROUP);
    return { label: `${i * GROUP + 1}–${i * GROUP + group.length} of ${runs.length}`, group };
  });
  it.each(groups)(
    'has every sentence in Spanish for analyses $label (each letter with its answers, with none and with an old debt)',
    ({ group }) => {
      const missed = new Map<string, string>();
      const english = new Map<string, string>();
      for (const run of group) {
        const result = localizeResult(analyzeText(run.text, { answers: run.answers, today: run.today }), 'es', (text) => {
          if (!missed.has(text)) missed.set(text, run.name);
        });
        const sentences = [
          ...result.findings.flatMap((f) => [f.title, f.description, f.message, ...f.assumptions]),
          ...result.questions.map((q) => q.text),
          ...result.assumptions.map((a) => a.text),
          ...result.gateNotes,
          result.sol.basis,
          ...result.sol.notes,
          ...result.deadlines.flatMap((d) => [d.label, d.source]),
          ...result.urgency.messages.map((m) => m.message),
          result.strategy.explanation,
          result.strategy.successProbabilityBasis,
        ];
        for (const sentence of sentences) {
          const left = englishLeft(sentence);
          if (left && !english.has(left)) english.set(left, run.name);
        }
      }
      expect([...missed].map(([text, name]) => `${name}: ${text}`)).toEqual([]);
      // A value put into a sentence (a phrase the code joined, a label) must not stay English either.
      expect([...english].map(([text, name]) => `${name}: …${text}…`)).toEqual([]);
    },
    180_000,
  );

  it("finds the letters it checks (the rules' fixtures, the corpus and the model form)", () => {
    expect(all.length).toBeGreaterThan(400);
    expect(all.some((l) => l.name === 'model-form-b1')).toBe(true);
  });

  it('quotes the letter verbatim and keeps ids, citations and numbers', () => {
    const fixture = readFileSync(
      join(
        import.meta.dirname,
        '..',
        'rules',
        'threat_violence',
        'fixtures',
        readdirSync(join(import.meta.dirname, '..', 'rules', 'threat_violence', 'fixtures')).find(
          (n) => n.startsWith('flagged.') && n.endsWith('.txt'),
        ) as string,
      ),
      'utf8',
    );
    const en = analyzeText(fixture, { today: TEST_TODAY });
    const es = analyzeText(fixture, { today: TEST_TODAY, lang: 'es' });
    expect(es.findings.map((f) => [f.id, f.citation, f.severity, f.evidence.map((e) => e.text)])).toEqual(
      en.findings.map((f) => [f.id, f.citation, f.severity, f.evidence.map((e) => e.text)]),
    );
    const violence = es.findings.find((f) => f.id === 'threat_violence');
    expect(violence?.title).toBe('Amenaza de violencia, de daño delictivo o de llamadas acosadoras');
    expect(violence?.headline).toMatch(/^(Podría violar|Parece violar) 15 U\.S\.C\. 1692d\(1\)/);
    expect(es.disclaimer).toMatch(/^Análisis educativo/);
    expect(es.facts).toEqual(en.facts);
  });
});
