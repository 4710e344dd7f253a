import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from './cli';

const MODEL_FORM = new URL('../test-fixtures/cfpb-model-form-b1.txt', import.meta.url).pathname;

const capture = () => {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => out.push(String(chunk)) > 0);
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => err.push(String(chunk)) > 0);
  return { out: () => out.join(''), err: () => err.join('') };
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('cli', () => {
  it('prints the analysis of a text letter as JSON, account numbers masked', async () => {
    const io = capture();
    const code = await main([MODEL_FORM, '--state', 'md', '--as-of', '2025-06-02', '--json']);
    expect(code).toBe(0);
    const json = JSON.parse(io.out()) as {
      today: string;
      sol: { state: string };
      findings: unknown[];
      strategy: string;
      extraction: { method: string };
      deadlines: { date: string }[];
    };
    expect(json).toMatchObject({
      today: '2025-06-02',
      sol: { state: 'MD' },
      findings: [],
      strategy: 'DEBT VALIDATION REQUEST',
      extraction: { method: 'plain-text' },
    });
    // A machine field: the JSON keeps the deadline's ISO date (decision 264).
    expect(json.deadlines.map((d) => d.date)).toEqual(['2020-08-28']);
    expect(io.out()).not.toContain('123-456-789');
  });

  it('answers in Spanish with --lang es, quotes and citations unchanged', async () => {
    const io = capture();
    expect(await main([MODEL_FORM, '--state', 'md', '--as-of', '2025-06-02', '--lang', 'es', '--json'])).toBe(0);
    const json = JSON.parse(io.out()) as { disclaimer: string; questions: { text: string }[]; deadlines: { label: string; source: string }[] };
    expect(json.disclaimer).toMatch(/^Análisis educativo de patrones de su carta/);
    expect(json.deadlines.map((d) => d.source)).toContain('la carta');
    expect(json.questions.map((q) => q.text)).toContain('¿Cuándo hizo su último pago de esta deuda?');
  });

  it('prints the text report in Spanish too, the quoted lines as written', async () => {
    const io = capture();
    expect(await main([MODEL_FORM, '--state', 'md', '--as-of', '2025-06-02', '--lang', 'es'])).toBe(0);
    const out = io.out();
    expect(out).toContain('Análisis de DebtShield de cfpb-model-form-b1.txt (al 2 de junio de 2025)');
    expect(out).toContain('HALLAZGOS (0)');
    expect(out).toContain('PLAZO DE PRESCRIPCIÓN');
    expect(out).toContain('PUNTUACIÓN Y ESTRATEGIA');
    expect(out).not.toContain('STATUTE OF LIMITATIONS');
    expect(out).toContain('FECHAS LÍMITE\n  28 de agosto de 2020 (hace 1739 días): Fecha final del período de validación');
  });

  it('prints a text report and takes answers from a file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ds-cli-'));
    const answers = join(dir, 'answers.json');
    writeFileSync(answers, JSON.stringify({ state: 'CA', lastPaymentDate: '2015-01-02' }));
    const io = capture();
    expect(await main([MODEL_FORM, '--answers', answers, '--as-of', '2025-06-02'])).toBe(0);
    expect(io.out()).toContain('STATUTE OF LIMITATIONS\n  likely expired (CA, 4 years): runs out on January 2, 2019');
    // The deadlines are dated in words, as people read them (decision 264), never by ISO date.
    expect(io.out()).toContain('DEADLINES\n  January 2, 2019 (2343 days ago): The statute of limitations likely ran out on this date');
    expect(io.out()).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(io.out()).not.toContain('123-456-789');
  });

  it('exits 2 on bad arguments and 1 on a file it cannot read', async () => {
    const io = capture();
    expect(await main([])).toBe(2);
    expect(io.err()).toContain('Usage:');
    expect(await main(['/no/such/letter.txt'])).toBe(1);
    const dir = mkdtempSync(join(tmpdir(), 'ds-cli-'));
    const bogus = join(dir, 'letter.pdf');
    writeFileSync(bogus, 'this is not a PDF');
    expect(await main([bogus])).toBe(1);
    expect(io.err()).toContain('Could not read the letter');
  });
});
