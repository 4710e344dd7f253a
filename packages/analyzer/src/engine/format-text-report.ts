import type { Span } from '../types';
import type { AnalysisResult } from './analyze';
import { formatLongDate } from '@debtshield/clocks';
import { type Lang, localize, spanishDates } from '../i18n/localize';
import { lineOf } from './locate-evidence';
import { createRedactor } from './redact-text';

/**
 * The analysis as text for a terminal (the CLI without --json): every finding with the quoted line
 * and a caret under the words, then the statute of limitations, score, strategy, deadlines and
 * questions. Account numbers are masked (same length, so the caret still lines up).
 */

const WIDTH = 100;

const money = (n: number): string => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The quoted line with a caret line under the span, cut to a window around it when long. */
export const caretLines = (text: string, span: Span, redact: (s: string) => string = (s) => s): string[] => {
  const { line, from, to } = lineOf(text, span);
  const clean = redact(line).replace(/\t/g, ' ');
  let start = 0;
  if (clean.length > WIDTH) start = Math.max(0, Math.min(from - 20, clean.length - WIDTH));
  const shown = clean.slice(start, start + WIDTH);
  const prefix = start > 0 ? '…' : '';
  const suffix = start + WIDTH < clean.length ? '…' : '';
  const caretFrom = from - start + prefix.length;
  const caretLen = Math.max(1, Math.min(to, start + WIDTH) - from);
  return [`${prefix}${shown}${suffix}`, `${' '.repeat(caretFrom)}${'^'.repeat(caretLen)}`];
};

/** The report's short words (src/i18n writes them in the report's language). */
const REPORT_LABELS = {
  asOf: 'as of',
  findings: 'FINDINGS',
  asViolations: 'as violations',
  confidence: 'confidence',
  severity: 'severity',
  high: 'high',
  medium: 'medium',
  low: 'low',
  critical: 'critical',
  objective: 'objective',
  judgment: 'judgment',
  context: 'context',
  page: 'page',
  line: 'line',
  assumed: 'Assumed',
  years: 'years',
  urgency: 'urgency',
  severityScore: 'Severity',
  saves: 'saves',
  deadlines: 'DEADLINES',
  assumptions: 'ASSUMPTIONS',
  today: 'today',
  unknown: 'unknown',
} as const;

const indent = (lines: string[], by = '     '): string[] => lines.map((l) => (l ? `${by}${l}` : l));

/** The title of the report of these files. */
export const reportTitle = (files: readonly string[]): string => `DebtShield analysis of ${files.join(', ')}`;

export const formatTextReport = (result: AnalysisResult, title = 'DebtShield letter analysis', lang: Lang = 'en'): string => {
  const { documentText: text, redact } = createRedactor(result.context.text, result.facts);
  const out: string[] = [];
  const ex = result.extraction;
  // The report's own words in `lang` (the result's sentences are already in it; quotes stay as written).
  const t = (english: string): string => localize(english, lang);
  const L = (key: keyof typeof REPORT_LABELS): string => t(REPORT_LABELS[key]);
  const level = (value: string): string => (value in REPORT_LABELS ? L(value as keyof typeof REPORT_LABELS) : value);
  const date = (iso: string): string => (lang === 'es' ? spanishDates(formatLongDate(iso)) : formatLongDate(iso));

  out.push(`${t(title)} (${L('asOf')} ${date(result.today)})`);
  out.push(
    t(
      ex.pages === 1
        ? `Read as ${ex.method}, 1 page, confidence ${Math.round(ex.confidence * 100)}%.`
        : `Read as ${ex.method}, ${ex.pages} pages, confidence ${Math.round(ex.confidence * 100)}%.`,
    ),
  );
  for (const w of ex.warnings) out.push(`  ! ${w}`);
  if (ex.lowConfidence) out.push(`  ! ${t('Parts of the letter were hard to read: check the quoted words against your copy.')}`);
  out.push('');

  const violations = result.findings.filter((f) => f.level === 'violation').length;
  out.push(`${L('findings')} (${result.findings.length}${violations !== result.findings.length ? `, ${violations} ${L('asViolations')}` : ''})`);
  if (result.findings.length === 0) out.push(`  ${t('No likely violation found in the text of this letter.')}`);
  result.findings.forEach((f, i) => {
    out.push(`  ${i + 1}. ${f.headline}`);
    out.push(`     [${level(f.kind)} · ${L('confidence')} ${level(f.confidence)} · ${L('severity')} ${f.severity}/10 · ${f.id}]`);
    out.push(...indent(redact(f.message).split('\n')));
    for (const e of f.evidence) {
      out.push(`     ${L('page')} ${e.page}, ${L('line')} ${e.line}:`);
      out.push(...indent(caretLines(text, e), '       '));
    }
    for (const a of f.assumptions) out.push(`     ${L('assumed')}: ${redact(a)}`);
    out.push('');
  });
  if (result.findings.length === 0) out.push('');

  const sol = result.sol;
  out.push(t('STATUTE OF LIMITATIONS'));
  const statusText = sol.status === 'unknown' ? L('unknown') : t({ within: 'within the period', likely_expired: 'likely expired' }[sol.status]);
  const where = sol.state ? (sol.years ? `${sol.state}, ${sol.years} ${L('years')}` : sol.state) : '';
  const runsOut = sol.runsOutOn ? t(`runs out on ${date(sol.runsOutOn)}`) : '';
  out.push(`  ${statusText}${where ? ` (${where})` : ''}${runsOut ? `: ${runsOut}` : ''}`);
  out.push(`  ${sol.basis}`);
  if (sol.question) out.push(`  ${t(`To settle it: ${sol.question.text}`)}`);
  for (const n of sol.notes) out.push(`  - ${n}`);
  out.push('');

  const s = result.strategy;
  out.push(t('SCORE AND STRATEGY'));
  out.push(`  ${L('severityScore')} ${result.score.severity}/100 · ${L('urgency')} ${level(result.urgency.level)}`);
  for (const m of result.urgency.messages) out.push(`  ! ${m.message}`);
  out.push(`  ${t(`Recommended: ${t(s.recommendedStrategy)} (success estimate ${s.successProbability}%)`)}`);
  out.push(`  ${s.explanation}`);
  out.push(`  ${s.successProbability}%: ${s.successProbabilityBasis}`);
  if (result.score.totalValue > 0) out.push(`  ${t(`Possible statutory damages: up to ${money(result.score.totalValue)}.`)} ${result.score.valueNote}`);
  if (s.settlementOptions.length) {
    const options = s.settlementOptions.map((o) => `${o.percentage}% = ${money(o.amount)} (${L('saves')} ${money(o.savings)})`).join('; ');
    out.push(`  ${t(`Settlement options on ${money(s.debtAmount ?? 0)}:`)} ${options}`);
    if (s.settlementNote) out.push(`  ! ${s.settlementNote}`);
  }
  out.push('');

  if (result.deadlines.length) {
    out.push(L('deadlines'));
    for (const d of result.deadlines) {
      const when = d.daysLeft < 0 ? t(`${-d.daysLeft} days ago`) : d.daysLeft === 0 ? L('today') : t(`in ${d.daysLeft} days`);
      out.push(`  ${date(d.date)} (${when}): ${d.label} [${redact(d.source)}]`);
    }
    out.push('');
  }

  if (result.questions.length) {
    out.push(t('QUESTIONS (answer them in an --answers file and run again)'));
    for (const q of result.questions) out.push(`  - ${q.id} (${q.type}): ${q.text} [${t(`asked by ${q.askedBy.join(', ')}`)}]`);
    out.push('');
  }

  const notes = [...result.gateNotes, ...result.assumptions.map((a) => a.text)];
  if (notes.length) {
    out.push(L('assumptions'));
    for (const n of notes) out.push(`  - ${redact(n)}`);
    out.push('');
  }

  if (result.errors.length) {
    out.push(t('INTERNAL ERRORS (these checks were skipped)'));
    for (const e of result.errors) out.push(`  - ${e.ruleId}: ${e.message}`);
    out.push('');
  }

  out.push(result.disclaimer);
  return `${out.join('\n')}\n`;
};
