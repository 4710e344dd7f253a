/**
 * The whole-letter corpus: `corpus/<case>/letter.txt` + `expected.json` (see corpus/README.md).
 * Loading, validating and judging a case are plain functions, shared by the corpus test
 * (`src/corpus.test.ts`) and the accuracy report (`scripts/accuracy-report.ts`).
 *
 * Expectations come from the law (legal-reference.md), not from the analyzer's output. Where the
 * analyzer disagrees with the law, the case lists the rule in `knownGaps` with a reason, and the
 * judgement below leaves it out, so the corpus test fails only on regressions.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RULE_IDS, type UserAnswers } from '../src/index';

export const CORPUS_DIR = dirname(fileURLToPath(import.meta.url));

/** Collector styles of the corpus (open list: a new style needs no code change). */
export const CORPUS_STYLES = [
  'agency',
  'debt_buyer',
  'law_firm',
  'original_creditor',
  'time_barred_offer',
  'spanish',
  'medical',
  'model_form',
] as const;

/** `notFlagged: ["*"]`: every rule of the catalogue except those in `flagged`. */
export const ALL_RULES = '*';

/** expected.json as written. */
export type CorpusExpectation = {
  style: string;
  answers: UserAnswers;
  today: string;
  /** Rule ids the law says MUST be flagged. */
  flagged: string[];
  /** Rule ids the law says must NOT be flagged (`["*"]`: none may be). */
  notFlagged: string[];
  /** Every finding must be shown as information (`level: 'info'`): the FDCPA may not apply (original creditor, business debt). */
  onlyInfo?: boolean;
  /** Rules (from `flagged` or `notFlagged`) on which the analyzer disagrees with the law today; left out of the judgement. */
  knownGaps?: string[];
  /** Why each known gap is one: what the law says, what the analyzer does. One entry per id of `knownGaps`. */
  knownGapReasons?: Record<string, string>;
  /** Why, with the legal-reference sections. */
  notes: string;
};

export type CorpusCase = {
  /** Folder name (kebab-case). */
  name: string;
  dir: string;
  text: string;
  expected: CorpusExpectation;
  /** `flagged`, as a list. */
  mustFlag: string[];
  /** `notFlagged` with `*` expanded to the catalogue. */
  mustNotFlag: string[];
  knownGaps: string[];
};

/** What the analyzer returned for a case, reduced to what the judgement needs. */
export type CaseFinding = { id: string; level: 'violation' | 'info' };

export type CaseVerdict = {
  /** Required flags the analyzer did not raise (known gaps excluded). */
  missing: string[];
  /** Forbidden flags the analyzer raised (known gaps excluded). */
  unexpected: string[];
  /** Findings not at level 'info' on an `onlyInfo` case. */
  notInfo: string[];
  /** Known gaps where the analyzer now agrees with the law (the entry can be removed). */
  fixedGaps: string[];
  /** Known gaps still disagreeing with the law. */
  openGaps: string[];
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** Checks an expected.json's shape and ids; throws with every problem found. */
export const validateExpectation = (raw: unknown, name: string, ruleIds: readonly string[] = RULE_IDS): CorpusExpectation => {
  const problems: string[] = [];
  const o = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  if (typeof raw !== 'object' || raw === null) problems.push('not an object');
  if (typeof o.style !== 'string' || o.style === '') problems.push('style: a non-empty string');
  if (typeof o.answers !== 'object' || o.answers === null || Array.isArray(o.answers)) problems.push('answers: an object');
  if (typeof o.today !== 'string' || !ISO_DATE.test(o.today)) problems.push('today: YYYY-MM-DD');
  if (!isStringArray(o.flagged)) problems.push('flagged: an array of rule ids');
  if (!isStringArray(o.notFlagged)) problems.push('notFlagged: an array of rule ids (or ["*"])');
  if (typeof o.notes !== 'string' || o.notes.length < 40) problems.push('notes: say why, with the legal-reference sections');
  if (o.onlyInfo !== undefined && typeof o.onlyInfo !== 'boolean') problems.push('onlyInfo: a boolean');
  if (o.knownGaps !== undefined && !isStringArray(o.knownGaps)) problems.push('knownGaps: an array of rule ids');
  const known = new Set(ruleIds);
  const flagged = isStringArray(o.flagged) ? o.flagged : [];
  const notFlagged = isStringArray(o.notFlagged) ? o.notFlagged : [];
  const gaps = isStringArray(o.knownGaps) ? o.knownGaps : [];
  for (const id of flagged) if (!known.has(id)) problems.push(`flagged: unknown rule id ${id}`);
  for (const id of notFlagged) if (id !== ALL_RULES && !known.has(id)) problems.push(`notFlagged: unknown rule id ${id}`);
  if (notFlagged.includes(ALL_RULES) && notFlagged.length > 1) problems.push('notFlagged: "*" stands alone');
  for (const id of flagged) if (notFlagged.includes(id)) problems.push(`${id} is both flagged and notFlagged`);
  for (const list of [flagged, notFlagged, gaps]) {
    const dup = list.filter((id, i) => list.indexOf(id) !== i);
    if (dup.length) problems.push(`duplicate ids: ${dup.join(', ')}`);
  }
  const listed = (id: string) => flagged.includes(id) || notFlagged.includes(id) || (notFlagged.includes(ALL_RULES) && known.has(id));
  for (const id of gaps) if (!listed(id)) problems.push(`knownGaps: ${id} is in neither flagged nor notFlagged`);
  const reasons = o.knownGapReasons;
  if (reasons !== undefined && (typeof reasons !== 'object' || reasons === null || Array.isArray(reasons))) problems.push('knownGapReasons: an object');
  const reasonMap = (typeof reasons === 'object' && reasons !== null ? reasons : {}) as Record<string, unknown>;
  for (const id of gaps) if (typeof reasonMap[id] !== 'string' || (reasonMap[id] as string).length < 20) problems.push(`knownGapReasons.${id}: say what the law says and what the analyzer does`);
  for (const id of Object.keys(reasonMap)) if (!gaps.includes(id)) problems.push(`knownGapReasons.${id}: not in knownGaps`);
  if (problems.length) throw new Error(`corpus case ${name}: ${problems.join('; ')}`);
  return o as unknown as CorpusExpectation;
};

/** One case from its folder. */
export const readCase = (dir: string, name: string, ruleIds: readonly string[] = RULE_IDS): CorpusCase => {
  if (!KEBAB.test(name)) throw new Error(`corpus case ${name}: folder names are kebab-case`);
  const text = readFileSync(join(dir, 'letter.txt'), 'utf8');
  const expected = validateExpectation(JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')), name, ruleIds);
  const mustFlag = [...expected.flagged];
  const mustNotFlag = expected.notFlagged.includes(ALL_RULES) ? ruleIds.filter((id) => !mustFlag.includes(id)) : [...expected.notFlagged];
  return { name, dir, text, expected, mustFlag, mustNotFlag, knownGaps: [...(expected.knownGaps ?? [])] };
};

/** Every case of the corpus, sorted by name (folders with a letter.txt and an expected.json). */
export const loadCorpus = (corpusDir: string = CORPUS_DIR, ruleIds: readonly string[] = RULE_IDS): CorpusCase[] =>
  readdirSync(corpusDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(corpusDir, d.name, 'letter.txt')) && existsSync(join(corpusDir, d.name, 'expected.json')))
    .map((d) => d.name)
    .sort()
    .map((name) => readCase(join(corpusDir, name), name, ruleIds));

/** Compares the analyzer's findings with what the law expects for a case. */
export const judgeCase = (c: Pick<CorpusCase, 'mustFlag' | 'mustNotFlag' | 'knownGaps' | 'expected'>, findings: readonly CaseFinding[]): CaseVerdict => {
  const found = new Set(findings.map((f) => f.id));
  const gaps = new Set(c.knownGaps);
  const missing = c.mustFlag.filter((id) => !found.has(id) && !gaps.has(id));
  const unexpected = c.mustNotFlag.filter((id) => found.has(id) && !gaps.has(id));
  const notInfo = c.expected.onlyInfo ? findings.filter((f) => f.level !== 'info' && !gaps.has(f.id)).map((f) => f.id) : [];
  const agrees = (id: string) => (c.mustFlag.includes(id) ? found.has(id) : !found.has(id));
  return {
    missing,
    unexpected,
    notInfo,
    fixedGaps: c.knownGaps.filter(agrees),
    openGaps: c.knownGaps.filter((id) => !agrees(id)),
  };
};
