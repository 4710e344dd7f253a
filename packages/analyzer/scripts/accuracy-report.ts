/**
 * Accuracy report: per-rule precision and recall of the analyzer over every labelled letter.
 *
 * Labels:
 * - rule fixtures, `src/rules/<id>/fixtures/flagged.*.txt` (rule <id> must flag) and
 *   `not-flagged.*.txt` (it must not), with the optional sidecar json (`answers`, `today`;
 *   default today 2025-06-01, as the catalogue test);
 * - corpus cases, `corpus/<case>/expected.json`: every id of `flagged` is a positive, every id of
 *   `notFlagged` (`*` expanded) a negative. Known gaps are counted as the errors they are, and listed.
 *
 * Each letter is analysed once with the full catalogue (as the product does), with its answers and
 * today; a rule 'predicts' a flag when it produced a finding (any level).
 *
 *   npx tsx packages/analyzer/scripts/accuracy-report.ts            table + summary line
 *   npx tsx packages/analyzer/scripts/accuracy-report.ts --json     one JSON object
 *   npx tsx packages/analyzer/scripts/accuracy-report.ts --errors   also list every wrong call
 *
 * A last section gives the court-letters tier's figures (corpus/court-letters.ts): real letters as
 * courts quoted them, scored against the holdings rather than per rule: the development letters (each
 * round opened with its own figures), the closed half when one is left (none since decision 082), then
 * the fresh sets, the measure, counted only and never listed (decisions 056, 082). `--rotate` is retired
 * (decision 082: no closed half is left to swap in).
 *
 * Exit code 0 whatever the numbers (the report measures, the tests judge); 1 only on a crash, 2 on
 * bad arguments.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  courtFigures,
  courtFiguresByHalf,
  courtFiguresByRound,
  formatCourtSection,
  labelFiguresByHalf,
  loadCourtLetters,
  OPENED_ROUNDS,
  refuseRotationFromEnv,
  ROTATION_RETIRED,
  runCourtLetters,
} from '../corpus/court-letters';
import { CORPUS_DIR, type CorpusCase, loadCorpus } from '../corpus/load-corpus';
import { analyzeText, RULE_IDS, RULES, type UserAnswers } from '../src/index';

const here = dirname(fileURLToPath(import.meta.url));
export const PACKAGE_DIR = resolve(here, '..');
export const RULES_DIR = join(PACKAGE_DIR, 'src/rules');

/** `today` for fixtures without a sidecar: the catalogue test's FIXTURE_TODAY. */
export const FIXTURE_TODAY = '2025-06-01';

/** One letter to analyse, with what it says about which rules. */
export type Sample = {
  /** 'fixture' (a rule's own letter) or 'corpus' (a whole letter). */
  kind: 'fixture' | 'corpus';
  /** Where it comes from, relative to the package: 'src/rules/x/fixtures/flagged.a.txt', 'corpus/case'. */
  source: string;
  text: string;
  answers: UserAnswers;
  today: string;
  labels: Label[];
};

export type Label = { rule: string; expectFlag: boolean; knownGap: boolean };

/** One label compared with what the analyzer did. */
export type Observation = Label & { source: string; kind: Sample['kind']; predicted: boolean };

export type RuleStats = {
  rule: string;
  kind: string;
  tp: number;
  fp: number;
  fn: number;
  tn: number;
  /** tp / (tp + fp); null when the rule never flagged a labelled letter. */
  precision: number | null;
  /** tp / (tp + fn); null when no labelled letter should be flagged. */
  recall: number | null;
  /** Labelled letters, by kind. */
  fixtures: number;
  corpus: number;
  /** Wrong calls that are listed as known gaps in the corpus. */
  knownGapErrors: number;
};

/** Confusion counts of one group of labels. */
export type Counts = { tp: number; fp: number; fn: number; tn: number; precision: number | null; recall: number | null };

export type Summary = {
  rules: number;
  rulesWithLabels: number;
  samples: { fixtures: number; corpus: number };
  labels: number;
  tp: number;
  fp: number;
  fn: number;
  tn: number;
  /** Over all labels (micro average). */
  precision: number | null;
  recall: number | null;
  /** The same over the rule fixtures alone and over the corpus alone (fixtures are near misses written with their rule). */
  byKind: { fixture: Counts; corpus: Counts };
  /** Rules with at least one false positive / false negative. */
  rulesWithFalsePositives: string[];
  rulesWithFalseNegatives: string[];
  knownGapErrors: number;
  /** Known gaps where the analyzer now agrees with the law (remove them from the case). */
  fixedKnownGaps: string[];
  /** Rules that threw while analysing a sample. */
  ruleErrors: string[];
};

export type Report = { summary: Summary; rules: RuleStats[]; errors: Observation[] };

// ---------------------------------------------------------------------------------------------
// Pure computation

const ratio = (num: number, den: number): number | null => (den === 0 ? null : num / den);

/** Per-rule confusion counts, in the order of `ruleIds` (rules without labels included, all zero). */
export const tally = (observations: readonly Observation[], ruleIds: readonly string[], kindOf: (id: string) => string = () => ''): RuleStats[] => {
  const byRule = new Map<string, RuleStats>(
    ruleIds.map((rule) => [
      rule,
      { rule, kind: kindOf(rule), tp: 0, fp: 0, fn: 0, tn: 0, precision: null, recall: null, fixtures: 0, corpus: 0, knownGapErrors: 0 },
    ]),
  );
  for (const o of observations) {
    let s = byRule.get(o.rule);
    if (!s) {
      s = { rule: o.rule, kind: kindOf(o.rule), tp: 0, fp: 0, fn: 0, tn: 0, precision: null, recall: null, fixtures: 0, corpus: 0, knownGapErrors: 0 };
      byRule.set(o.rule, s);
    }
    if (o.expectFlag && o.predicted) s.tp++;
    else if (!o.expectFlag && o.predicted) s.fp++;
    else if (o.expectFlag && !o.predicted) s.fn++;
    else s.tn++;
    if (o.kind === 'fixture') s.fixtures++;
    else s.corpus++;
    if (o.knownGap && o.expectFlag !== o.predicted) s.knownGapErrors++;
  }
  for (const s of byRule.values()) {
    s.precision = ratio(s.tp, s.tp + s.fp);
    s.recall = ratio(s.tp, s.tp + s.fn);
  }
  return [...byRule.values()];
};

/** Confusion counts over a set of observations. */
export const countsOf = (observations: readonly Observation[]): Counts => {
  const c = { tp: 0, fp: 0, fn: 0, tn: 0 };
  for (const o of observations) {
    if (o.expectFlag) c[o.predicted ? 'tp' : 'fn']++;
    else c[o.predicted ? 'fp' : 'tn']++;
  }
  return { ...c, precision: ratio(c.tp, c.tp + c.fp), recall: ratio(c.tp, c.tp + c.fn) };
};

/** The summary line's numbers. */
export const summarize = (
  stats: readonly RuleStats[],
  observations: readonly Observation[],
  samples: { fixtures: number; corpus: number },
  ruleErrors: readonly string[] = [],
): Summary => {
  const sum = (k: 'tp' | 'fp' | 'fn' | 'tn') => stats.reduce((n, s) => n + s[k], 0);
  const [tp, fp, fn, tn] = [sum('tp'), sum('fp'), sum('fn'), sum('tn')];
  return {
    rules: stats.length,
    rulesWithLabels: stats.filter((s) => s.tp + s.fp + s.fn + s.tn > 0).length,
    samples,
    labels: tp + fp + fn + tn,
    tp,
    fp,
    fn,
    tn,
    precision: ratio(tp, tp + fp),
    recall: ratio(tp, tp + fn),
    byKind: { fixture: countsOf(observations.filter((o) => o.kind === 'fixture')), corpus: countsOf(observations.filter((o) => o.kind === 'corpus')) },
    rulesWithFalsePositives: stats.filter((s) => s.fp > 0).map((s) => s.rule),
    rulesWithFalseNegatives: stats.filter((s) => s.fn > 0).map((s) => s.rule),
    knownGapErrors: stats.reduce((n, s) => n + s.knownGapErrors, 0),
    fixedKnownGaps: observations.filter((o) => o.knownGap && o.expectFlag === o.predicted).map((o) => `${o.source}: ${o.rule}`),
    ruleErrors: [...new Set(ruleErrors)].sort(),
  };
};

/** Wrong calls (false positives and false negatives), in the order observed. */
export const wrongCalls = (observations: readonly Observation[]): Observation[] => observations.filter((o) => o.expectFlag !== o.predicted);

/** Builds the whole report from observations (pure). */
export const buildReport = (
  observations: readonly Observation[],
  ruleIds: readonly string[],
  samples: { fixtures: number; corpus: number },
  options: { kindOf?: (id: string) => string; ruleErrors?: readonly string[] } = {},
): Report => {
  const rules = tally(observations, ruleIds, options.kindOf);
  return { summary: summarize(rules, observations, samples, options.ruleErrors), rules, errors: wrongCalls(observations) };
};

const pct = (v: number | null): string => (v === null ? '—' : `${(100 * v).toFixed(1)}%`);

/** One line: the numbers that matter. */
export const summaryLine = (s: Summary): string =>
  `${s.rulesWithLabels}/${s.rules} rules, ${s.samples.fixtures} fixtures + ${s.samples.corpus} corpus letters, ${s.labels} labels: ` +
  `TP ${s.tp} FP ${s.fp} FN ${s.fn} TN ${s.tn}, precision ${pct(s.precision)}, recall ${pct(s.recall)} ` +
  `(corpus alone: precision ${pct(s.byKind.corpus.precision)}, recall ${pct(s.byKind.corpus.recall)}); ` +
  `${s.rulesWithFalsePositives.length} rules with false positives, ${s.rulesWithFalseNegatives.length} with false negatives; ` +
  `${s.knownGapErrors} known-gap errors${s.fixedKnownGaps.length ? `, ${s.fixedKnownGaps.length} known gaps now fixed` : ''}` +
  `${s.ruleErrors.length ? `; rules that threw: ${s.ruleErrors.join(', ')}` : ''}`;

/** The table (fixed-width text), then the summary line. */
export const formatReport = (report: Report, options: { errors?: boolean } = {}): string => {
  const header = ['rule', 'kind', 'TP', 'FP', 'FN', 'TN', 'precision', 'recall', 'fixtures', 'corpus'];
  const rows = report.rules.map((s) => [
    s.rule,
    s.kind,
    String(s.tp),
    String(s.fp),
    String(s.fn),
    String(s.tn),
    pct(s.precision),
    pct(s.recall),
    String(s.fixtures),
    String(s.corpus),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  const out = [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)];
  if (options.errors && report.errors.length) {
    out.push('', 'Wrong calls:');
    for (const e of report.errors) out.push(`  ${e.expectFlag ? 'FN' : 'FP'}  ${e.rule}  ${e.source}${e.knownGap ? '  (known gap)' : ''}`);
  }
  if (report.summary.fixedKnownGaps.length) {
    out.push('', 'Known gaps the analyzer now gets right (remove them from knownGaps):');
    for (const g of report.summary.fixedKnownGaps) out.push(`  ${g}`);
  }
  out.push('', summaryLine(report.summary));
  return `${out.join('\n')}\n`;
};

/** The labels a corpus case gives: positives from `flagged`, negatives from `notFlagged`. */
export const labelsOfCase = (c: Pick<CorpusCase, 'mustFlag' | 'mustNotFlag' | 'knownGaps'>): Label[] => [
  ...c.mustFlag.map((rule) => ({ rule, expectFlag: true, knownGap: c.knownGaps.includes(rule) })),
  ...c.mustNotFlag.map((rule) => ({ rule, expectFlag: false, knownGap: c.knownGaps.includes(rule) })),
];

/** Compares one sample's labels with the rules that produced findings. */
export const observe = (sample: Pick<Sample, 'kind' | 'source' | 'labels'>, flaggedRules: ReadonlySet<string>): Observation[] =>
  sample.labels.map((l) => ({ ...l, source: sample.source, kind: sample.kind, predicted: flaggedRules.has(l.rule) }));

// ---------------------------------------------------------------------------------------------
// IO: collecting the samples and running them

type Sidecar = { answers?: UserAnswers; today?: string };

const sidecarOf = (fixturePath: string): Sidecar => {
  for (const path of [fixturePath.replace(/\.txt$/, '.json'), `${fixturePath}.json`]) {
    if (existsSync(path)) return JSON.parse(readFileSync(path, 'utf8')) as Sidecar;
  }
  return {};
};

/** Every rule fixture of `rulesDir` (only folders named after a rule id). */
export const fixtureSamples = (rulesDir: string = RULES_DIR, ruleIds: readonly string[] = RULE_IDS): Sample[] => {
  const samples: Sample[] = [];
  for (const rule of ruleIds) {
    const dir = join(rulesDir, rule, 'fixtures');
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) {
      const m = /^(flagged|not-flagged)\..+\.txt$/.exec(name);
      if (!m) continue;
      const path = join(dir, name);
      const sidecar = sidecarOf(path);
      samples.push({
        kind: 'fixture',
        source: relative(PACKAGE_DIR, path),
        text: readFileSync(path, 'utf8'),
        answers: sidecar.answers ?? {},
        today: sidecar.today ?? FIXTURE_TODAY,
        labels: [{ rule, expectFlag: m[1] === 'flagged', knownGap: false }],
      });
    }
  }
  return samples;
};

export const corpusSamples = (corpusDir: string = CORPUS_DIR): Sample[] =>
  loadCorpus(corpusDir).map((c) => ({
    kind: 'corpus',
    source: relative(PACKAGE_DIR, c.dir),
    text: c.text,
    answers: c.expected.answers,
    today: c.expected.today,
    labels: labelsOfCase(c),
  }));

/** Analyses every sample once (full catalogue) and builds the report. */
export const runReport = (samples: readonly Sample[]): Report => {
  const observations: Observation[] = [];
  const ruleErrors: string[] = [];
  for (const sample of samples) {
    const result = analyzeText(sample.text, { answers: sample.answers, today: sample.today });
    for (const e of result.errors) ruleErrors.push(e.ruleId);
    observations.push(...observe(sample, new Set(result.findings.map((f) => f.id))));
  }
  const kinds = new Map(RULES.map((r) => [r.meta.id, r.meta.kind]));
  return buildReport(
    observations,
    RULE_IDS,
    { fixtures: samples.filter((s) => s.kind === 'fixture').length, corpus: samples.filter((s) => s.kind === 'corpus').length },
    { kindOf: (id) => kinds.get(id) ?? '', ruleErrors },
  );
};

export type CliArgs = { json: boolean; errors: boolean; help: boolean };

export const parseArgs = (argv: readonly string[], env: NodeJS.ProcessEnv = process.env): CliArgs => {
  refuseRotationFromEnv(env);
  const args: CliArgs = { json: false, errors: false, help: false };
  for (const a of argv) {
    if (a === '--json') args.json = true;
    else if (a === '--errors') args.errors = true;
    else if (a === '--rotate') throw new Error(`--rotate: ${ROTATION_RETIRED}`);
    else if (a === '--help' || a === '-h') args.help = true;
    else throw new Error(`unknown argument ${a}`);
  }
  return args;
};

const USAGE = 'usage: accuracy-report.ts [--json] [--errors]   (--rotate is retired: decision 082)\n';

const main = (): number => {
  let args: CliArgs;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const report = runReport([...fixtureSamples(), ...corpusSamples()]);
  const court = runCourtLetters(loadCourtLetters(), { asked: true });
  process.stdout.write(
    args.json
      ? `${JSON.stringify({ ...report, courtLetters: { ...courtFigures(court), openedRounds: OPENED_ROUNDS, halves: courtFiguresByHalf(court), developmentByRound: courtFiguresByRound(court), labelsByHalf: labelFiguresByHalf(court) } }, null, 2)}\n`
      : `${formatReport(report, { errors: args.errors })}\n${formatCourtSection(court)}`,
  );
  return 0;
};

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    process.exitCode = main();
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exitCode = 1;
  }
}
